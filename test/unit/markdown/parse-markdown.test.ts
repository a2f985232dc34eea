// The parser must give the mdast remark's own parser gives (the expected trees and HTML below
// are what remark-parse + remark-gfm + remark-directive produce for the same input).
import { describe, it, expect } from "vitest";
import { parseMarkdown } from "../../../src/markdown/parse-markdown.ts";
import { render } from "./helpers.ts";

/** The tree without positions, to compare shapes. */
function shape(source: string): unknown {
  return JSON.parse(JSON.stringify(parseMarkdown(source), (key, value) => (key === "position" ? undefined : value)));
}

describe("parseMarkdown", () => {
  it("gives one text node for a run of text and soft line breaks", () => {
    expect(shape("one\ntwo *three*\n")).toEqual({
      type: "root",
      children: [
        {
          type: "paragraph",
          children: [
            { type: "text", value: "one\ntwo " },
            { type: "emphasis", children: [{ type: "text", value: "three" }] },
          ],
        },
      ],
    });
  });

  it("gives links, images and code the file line they are on, front matter counted", () => {
    const tree = parseMarkdown("---\ntitle: T\n---\n\nText\nmore [a](/a) text\n![pic](/p.png)\n\n```sh\nls\n```\n");
    const paragraph = tree.children[0] as { children: { type: string; position?: { start: { line: number } } }[] };
    const link = paragraph.children.find((c) => c.type === "link");
    const image = paragraph.children.find((c) => c.type === "image");
    expect(link?.position?.start.line).toBe(6);
    expect(image?.position?.start.line).toBe(7);
    expect(tree.children[1]).toMatchObject({ type: "code", lang: "sh", value: "ls", position: { start: { line: 9 } } });
  });

  it("leaves a document that only looks like front matter further down alone", () => {
    expect(shape("Intro\n\n---\nnot: yaml\n---\n")).toMatchObject({
      children: [{ type: "paragraph" }, { type: "thematicBreak" }, { type: "heading", depth: 2 }],
    });
  });

  it("splits a fence's info string into lang and meta", () => {
    expect(shape('```yaml title="values.yaml" {2}\na: 1\n```\n\n```\nplain\n```\n')).toMatchObject({
      children: [
        { type: "code", lang: "yaml", meta: 'title="values.yaml" {2}', value: "a: 1" },
        { type: "code", lang: null, meta: null, value: "plain" },
      ],
    });
  });

  it("reads container directives with a label and attributes, nested ones too", () => {
    const tree = shape("::::note[Mind *this*]{#x .wide}\nOuter\n\n:::tip\nInner\n:::\n::::\n");
    expect(tree).toEqual({
      type: "root",
      children: [
        {
          type: "containerDirective",
          name: "note",
          attributes: { id: "x", class: "wide" },
          children: [
            {
              type: "paragraph",
              data: { directiveLabel: true },
              children: [
                { type: "text", value: "Mind " },
                { type: "emphasis", children: [{ type: "text", value: "this" }] },
              ],
            },
            { type: "paragraph", children: [{ type: "text", value: "Outer" }] },
            {
              type: "containerDirective",
              name: "tip",
              attributes: {},
              children: [{ type: "paragraph", children: [{ type: "text", value: "Inner" }] }],
            },
          ],
        },
      ],
    });
  });

  it("does not take a bare ::: line for a directive", () => {
    expect(shape(":::\ntext\n")).toMatchObject({ children: [{ type: "paragraph", children: [{ type: "text", value: ":::\ntext" }] }] });
  });

  it("tells tight lists from loose ones", () => {
    expect(shape("- a\n- b\n")).toMatchObject({ children: [{ type: "list", spread: false, children: [{ spread: false }, { spread: false }] }] });
    expect(shape("- a\n\n- b\n")).toMatchObject({ children: [{ type: "list", spread: true, children: [{ spread: true }, { spread: true }] }] });
    expect(shape("3. c\n4. d\n")).toMatchObject({ children: [{ type: "list", ordered: true, start: 3 }] });
  });

  it("reads table alignment per column", () => {
    expect(shape("| a | b | c | d |\n|:--|--:|:-:|---|\n| 1 | 2 | 3 | 4 |\n")).toMatchObject({
      children: [{ type: "table", align: ["left", "right", "center", null], children: [{ type: "tableRow" }, { type: "tableRow" }] }],
    });
  });
});

describe("GFM through the pipeline", () => {
  it("links URLs with a scheme, www. addresses and e-mail addresses, but not bare domains", async () => {
    const r = await render("See https://example.org/a, www.example.com, team@example.com and example.net.\n");
    expect(r.html).toContain('<a href="https://example.org/a"');
    expect(r.html).toContain('<a href="http://www.example.com"');
    expect(r.html).toContain('<a href="mailto:team@example.com">team@example.com</a>');
    expect(r.html).toContain(" and example.net.</p>");
  });

  it("links an address written between entities, but not one after a backslash escape", async () => {
    const r = await render("Mail &lt;team@example.com&gt; or http\\://example.org\n");
    expect(r.html).toBe('<p>Mail &#x3C;<a href="mailto:team@example.com">team@example.com</a>> or http://example.org</p>');
  });

  it("links addresses whose '@', '.', ':' or '/' is written as a character reference", async () => {
    const r = await render("Write to team&#64;example.com, see www&#46;example.org or https&#58;&#47;/example.net/a.\n");
    expect(r.html).toContain('<a href="mailto:team@example.com">team@example.com</a>');
    expect(r.html).toContain('<a href="http://www.example.org"');
    expect(r.html).toContain('<a href="https://example.net/a"');
  });

  it("strikes through between one or two tildes, not three", async () => {
    const r = await render("~one~ ~~two~~ ~~~three~~~ about ~5 minutes\n");
    expect(r.html).toBe("<p><del>one</del> <del>two</del> ~~~three~~~ about ~5 minutes</p>");
  });

  it("reads Windows line endings like Unix ones", async () => {
    const r = await render("---\r\ntitle: T\r\n---\r\n\r\nOne\r\ntwo [x](/x)\r\n");
    expect(r.html).toBe('<p>One\ntwo <a href="/x">x</a></p>');
    expect(r.links).toEqual([{ url: "/x", line: 6 }]);
  });

  it("renders task list items as disabled checkboxes", async () => {
    const r = await render("- [ ] open\n- [x] done\n- [not a task]\n");
    expect(r.html).toContain('<ul class="contains-task-list">');
    expect(r.html).toContain('<li class="task-list-item"><input type="checkbox" disabled> open</li>');
    expect(r.html).toContain('<li class="task-list-item"><input type="checkbox" checked disabled> done</li>');
    expect(r.html).toContain("<li>[not a task]</li>");
    // Nothing after the marker: not a task.
    expect((await render("- [ ]\n")).html).toBe("<ul>\n<li>[ ]</li>\n</ul>");
  });

  it("renders footnotes with references and back references", async () => {
    const r = await render("A claim.[^src]\n\n[^src]: The *source*.\n");
    expect(r.html).toContain('href="#user-content-fn-src"');
    expect(r.html).toContain('<li id="user-content-fn-src">');
    expect(r.html).toContain("<em>source</em>");
    expect(r.html).toContain('href="#user-content-fnref-src"');
  });

  it("renders strikethrough and hard line breaks", async () => {
    const r = await render("~~old~~ new  \nnext\n");
    expect(r.html).toBe("<p><del>old</del> new<br>\nnext</p>");
  });

  it("keeps a link's title and an image's alt text without markup", async () => {
    const r = await render('[docs](/docs "The docs") ![A *bold* move](/img/a.png)\n');
    expect(r.html).toContain('<a href="/docs" title="The docs">docs</a>');
    expect(r.html).toContain('alt="A bold move"');
  });

  it("reports a script link on the line it is on inside a paragraph", async () => {
    const r = await render("one\ntwo\nthree [x](javascript:alert(1))\n");
    expect(r.warnings).toContainEqual({ message: 'unsafe link "javascript:alert(1)" removed', line: 3 });
    expect(r.html).not.toContain("javascript:");
  });
});

// Regression: markdown-it writes the line breaks of a code span as spaces (as CommonMark says),
// and the lines given to everything after such a span were one short: a broken link after it
// was reported on the line above.
describe("lines after inline code or an HTML tag that cross a line", () => {
  const linkLine = (source: string) => {
    const paragraph = parseMarkdown(source).children[0] as { children: { type: string; position?: { start: { line: number } } }[] };
    return paragraph.children.find((c) => c.type === "link")?.position?.start.line;
  };

  it("counts the line breaks inside a code span", () => {
    expect(linkLine("One `code\nspan` and\n[a link](/x).\n")).toBe(3);
    expect(linkLine("`a\nb\nc` [link](/x)\n")).toBe(3);
  });

  it("counts the line breaks inside an inline HTML tag", () => {
    expect(linkLine('Text <span\ntitle="t">x</span>\nthen [a link](/x).\n')).toBe(3);
  });
});

// Found by holding the fast engine to remark-parse (test/unit/markdown/engines.test.ts).
describe("GFM details markdown-it reads otherwise", () => {
  it("reads `[x]` at the start of a list item as a task marker, even where a reference [x] is defined", () => {
    const tree = parseMarkdown("- [x] done\n- [ ] open\n\n[x]: /docs/x\n");
    const list = tree.children[0] as { children: { checked: boolean | null; children: { children: { type: string; value?: string }[] }[] }[] };
    expect(list.children.map((item) => item.checked)).toEqual([true, false]);
    expect(list.children[0]!.children[0]!.children).toEqual([{ type: "text", value: "done" }]);
  });

  it("takes the first of two footnote definitions with one label", () => {
    const tree = parseMarkdown("A[^a].\n\n[^a]: First.\n[^a]: Second.\n");
    const definitions = tree.children.filter((c) => c.type === "footnoteDefinition") as { children: { children: { value: string }[] }[] }[];
    expect(definitions).toHaveLength(1);
    expect(definitions[0]!.children[0]!.children[0]!.value).toBe("First.");
  });

  // markdown-it-footnote leaves closes behind whose opens it moved to the end: a definition in a
  // list in another definition. The tree was built from them and the parser threw a TypeError.
  it("keeps going past a footnote definition nested in a list in another definition, as remark does", async () => {
    const source = "[^n]:1. [^^]:\n>";
    const fast = await render(source, { engine: "fast" });
    const unified = await render(source, { engine: "unified" });
    expect(fast.html).toBe(unified.html);
    expect(fast.html).toContain("<blockquote>");
  });
});
