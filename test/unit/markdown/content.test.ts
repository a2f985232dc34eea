import { describe, it, expect } from "vitest";
import { render, tags } from "./helpers.ts";
import { CollapsedText } from "../../../src/markdown/rehype-sections.ts";

describe("HTML adjustments", () => {
  it("wraps tables in a focusable, labelled scroll region", async () => {
    const r = await render("| Scanner | Type |\n|---|---|\n| nmap | network |\n");
    expect(r.html).toMatch(
      /^<div class="table-wrapper table-cards" tabindex="0" role="region" aria-label="Table"><table>[\s\S]*<\/table><\/div>$/,
    );
    expect(r.html).toContain('<td data-label="Scanner">nmap</td>');
    expect(tags(r.html, "table")).toHaveLength(1);
  });

  it("loads images lazily", async () => {
    const r = await render("![Architecture](/img/arch.png)\n");
    const [img] = tags(r.html, "img");
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('decoding="async"');
    expect(img).toContain('alt="Architecture"');
  });

  it("renders raw HTML, block and inline, without what cannot run (raw-html.test.ts has more)", async () => {
    const r = await render(
      'Before <b>bold</b> after\n\n<script>alert("x")</script>\n\n<div class="raw">block html</div>\n\n<img src="x" onerror="alert(1)">\n',
    );
    expect(r.html).toBe('<p>Before <b>bold</b> after</p>\n\n<div class="raw">block html</div>\n<img src="x" loading="lazy" decoding="async">');
    expect(r.html).not.toContain("alert");
  });

  it("keeps GFM: strikethrough, task lists and autolinks", async () => {
    const r = await render("~~old~~\n\n- [x] done\n\nSee https://www.securecodebox.io now.\n");
    expect(r.html).toContain("<del>old</del>");
    expect(r.html).toContain('type="checkbox"');
    expect(r.html).toContain('href="https://www.securecodebox.io"');
  });

  it("does not render front matter", async () => {
    const r = await render("---\ntitle: Secret Title Value\n---\n\nBody\n");
    expect(r.html).toBe("<p>Body</p>");
  });
});

describe("sections and word count", () => {
  const source = `---
title: x
---

# Page title

One two three.

\`\`\`bash
echo code words are not counted at all
\`\`\`

## Install \`nmap\`

Four five.

- six
- seven

### Details {#details}

Eight.

#### Deep

Nine.

:::note
Ten.
:::
`;

  it("splits the text at h2 and h3 headings, code left out", async () => {
    const r = await render(source);
    expect(r.sections).toEqual([
      { text: "One two three." },
      { id: "install-nmap", title: "Install nmap", text: "Four five. six seven" },
      { id: "details", title: "Details", text: "Eight. Deep Nine. Note. Ten." },
    ]);
  });

  it("counts words of text and section titles, without code and anchors", async () => {
    const r = await render(source);
    // 3 + (2 title words + 4) + (1 title word + 5: "Eight. Deep Nine. Note. Ten.")
    expect(r.wordCount).toBe(15);
    expect(r.sections.map((s) => s.text).join(" ")).not.toContain("echo");
    expect(r.sections.map((s) => s.text).join(" ")).not.toContain("#");
  });

  it("gives one empty section for an empty page", async () => {
    const r = await render("");
    expect(r.sections).toEqual([{ text: "" }]);
    expect(r.wordCount).toBe(0);
  });

  it("counts only code-free prose for a page that is mostly code", async () => {
    const r = await render("Intro.\n\n```yaml\n" + "key: value\n".repeat(100) + "```\n");
    expect(r.wordCount).toBe(1);
  });
});

describe("CollapsedText", () => {
  // What the sections' text was before it was collapsed piece by piece: the whole, collapsed once.
  const reference = (pieces: string[]) => pieces.join("").replace(/\s+/g, " ").trim();
  const collapsed = (pieces: string[]) => {
    const text = new CollapsedText();
    for (const piece of pieces) text.add(piece);
    return text.toString();
  };

  it("collapses white space across pieces as the whole text's replace and trim do", () => {
    const cases = [
      [],
      [""],
      [" "],
      ["  ", "\n", " "],
      ["a"],
      [" a", " ", " b "],
      ["a \n", "  ", " b"],
      ["a", "", " ", "", "b"],
      ["\u00a0a\u2028", "\u2029b\ufeff", "\tc\r\n"],
      ["x ", " ", "y"],
      ["Note. ", "Ten.", " "],
    ];
    for (const pieces of cases) expect(collapsed(pieces), JSON.stringify(pieces)).toBe(reference(pieces));
  });

  it("agrees with the whole text's collapse on random pieces", () => {
    // Every kind of white space \s matches, and characters of one and two bytes.
    const alphabet = [" ", "  ", "\n", "\t", "\r\n", "\u00a0", "\u1680", "\u2003", "\u2028", "\u3000", "\ufeff", "\v", "\f", "a", "b", "é", "—", "😀", ""];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let round = 0; round < 2000; round++) {
      const pieces = Array.from({ length: random(8) }, () => Array.from({ length: random(5) }, () => alphabet[random(alphabet.length)]).join(""));
      expect(collapsed(pieces), JSON.stringify(pieces)).toBe(reference(pieces));
    }
  });
});
