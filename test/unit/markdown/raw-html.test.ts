// Raw HTML in Markdown (src/markdown/raw-html.ts, sanitize-html.ts) is rendered into the page on
// each engine, as CommonMark reads it; what the site's Content-Security-Policy would not run is
// removed with a warning naming its line. engines.test.ts holds the two engines to the same HTML.
import { describe, expect, it } from "vitest";
import type { MarkdownEngine } from "../../../src/markdown/engines.ts";
import { VFile } from "vfile";
import { hastToHtml } from "../../../src/markdown/hast-to-html.ts";
import { mdastToHast } from "../../../src/markdown/mdast-to-hast.ts";
import { parseMarkdown } from "../../../src/markdown/parse-markdown.ts";
import { isHtmlComment, rawBlocksAlone, rawWithTree, selfContained } from "../../../src/markdown/raw-html.ts";
import { render } from "./helpers.ts";

const ENGINE_NAMES: MarkdownEngine[] = ["fast", "unified"];

describe("isHtmlComment", () => {
  it("is true for one comment alone, false for anything more", () => {
    expect(isHtmlComment("<!-- truncate -->")).toBe(true);
    expect(isHtmlComment("  <!--\nnote\n-->\n")).toBe(true);
    expect(isHtmlComment("<!-- a --> <b>x</b>")).toBe(false);
    expect(isHtmlComment("<!-- a --><!-- b -->")).toBe(false);
    expect(isHtmlComment("<b>x</b>")).toBe(false);
  });
});

for (const engine of ENGINE_NAMES) {
  const md = (source: string) => render(source, { engine });

  describe(`raw HTML on the ${engine} engine`, () => {
    it("renders each of CommonMark's seven kinds of HTML block", async () => {
      const r = await md(
        [
          "<pre>",
          "**not** Markdown",
          "</pre>",
          "",
          "<!-- a note -->",
          "<?php echo 1; ?>",
          "",
          "<!DOCTYPE html>",
          "",
          "<![CDATA[ x ]]>",
          "",
          '<div class="box">',
          "*still HTML*",
          "</div>",
          "",
          '<custom-box data-x="1">',
          "</custom-box>",
          "",
        ].join("\n"),
      );
      expect(r.html).toContain("<pre>**not** Markdown\n</pre>");
      expect(r.html).toContain('<div class="box">\n*still HTML*\n</div>');
      expect(r.html).toContain('<custom-box data-x="1">\n</custom-box>');
      // Comments, processing instructions, declarations and CDATA are not shown.
      expect(r.html).not.toMatch(/<!--|<\?|<!DOCTYPE|CDATA|php/);
      expect(r.warnings).toEqual([]);
    });

    it("renders inline HTML: <br>, <kbd>, <sup>, spans across lines", async () => {
      const r = await md('Press <kbd>Ctrl</kbd>+<kbd>C</kbd>, x<sup>2</sup>,<br>then <span\nclass="x">here</span>. <!-- hidden -->\n');
      expect(r.html).toBe('<p>Press <kbd>Ctrl</kbd>+<kbd>C</kbd>, x<sup>2</sup>,<br>then <span class="x">here</span>. </p>');
    });

    it("renders Markdown inside <details> when blank lines part it from the tags", async () => {
      const r = await md("<details>\n<summary>More *here*</summary>\n\nSome **bold** text:\n\n- a list\n\n</details>\n");
      expect(r.html).toBe("<details>\n<summary>More *here*</summary>\n<p>Some <strong>bold</strong> text:</p>\n<ul>\n<li>a list</li>\n</ul>\n</details>");
    });

    it("keeps Markdown without a blank line inside an HTML block as text, as CommonMark says", async () => {
      const r = await md("<details>\n<summary>More</summary>\nSome **bold** text\n</details>\n");
      expect(r.html).toBe("<details>\n<summary>More</summary>\nSome **bold** text\n</details>");
    });

    it("renders a centred badge row with a class the theme styles, not the obsolete align", async () => {
      const r = await md('<p align="center">\n  <a href="https://example.org/ci"><img src="https://img.shields.io/badge/build-passing-green" alt="build"></a>\n</p>\n');
      expect(r.html).toContain('<p class="align-center">');
      expect(r.html).toContain('<img src="https://img.shields.io/badge/build-passing-green" alt="build"');
      expect(r.html).not.toContain("align=");
      expect(r.warnings).toEqual([]);
    });

    it("renders an iframe and keeps style attributes (the page's policy allows them by hash)", async () => {
      const r = await md('<iframe src="https://www.youtube-nocookie.com/embed/x" title="Demo"></iframe>\n\n<span style="color: red">red</span>\n');
      expect(r.html).toContain('<iframe src="https://www.youtube-nocookie.com/embed/x" title="Demo"></iframe>');
      expect(r.html).toContain('<span style="color: red">red</span>');
    });

    it("keeps a code fence's title and marked lines in a file with raw HTML", async () => {
      const r = await md('<div>x</div>\n\n```yaml title="values.yaml" {1}\na: 1\n```\n');
      expect(r.html).toContain('<div class="code-title">values.yaml</div>');
      expect(r.html).toContain('<span class="code-line highlighted">');
    });

    it("removes <script> and <style> with a warning naming the line", async () => {
      const r = await md("# T\n\nText\n\n<script>alert(1)</script>\n\nMore <style>p{}</style> text\n");
      expect(r.html).not.toMatch(/script|alert|style|p\{\}/);
      expect(r.warnings).toEqual([
        { message: expect.stringMatching(/^<script> removed: .*Content-Security-Policy/), line: 5 },
        { message: expect.stringMatching(/^<style> removed: /), line: 7 },
      ]);
    });

    it("removes event handler attributes with a warning naming the line", async () => {
      const r = await md('Line\n\n<img src="/a.png" alt="a"\n  onerror="alert(1)">\n\nText <b onclick="x()">b</b>\n');
      expect(r.html).toContain('<img src="/a.png" alt="a"');
      expect(r.html).not.toMatch(/onerror|onclick|alert/);
      expect(r.warnings).toEqual([
        { message: expect.stringMatching(/^onerror attribute removed from <img>/), line: 3 },
        { message: expect.stringMatching(/^onclick attribute removed from <b>/), line: 6 },
      ]);
    });

    it("removes javascript:, vbscript: and data: URLs, but keeps data: images", async () => {
      const r = await md(
        '<a href=" JaVa\tScript:alert(1)">a</a>\n<a href="vbscript:x">b</a>\n<iframe src="data:text/html,x" title="t"></iframe>\n<img src="data:image/png;base64,AAAA" alt="dot">\n<a href="data:text/html,x">c</a>\n',
      );
      expect(r.html).toBe('<p><a>a</a>\n<a>b</a></p>\n<iframe title="t"></iframe>\n<img src="data:image/png;base64,AAAA" alt="dot" loading="lazy" decoding="async">\n<a>c</a>');
      expect(r.warnings.map((w) => [w.line, w.message.slice(0, 30)])).toEqual([
        [1, 'unsafe URL " JaVa\tScript:alert'],
        [2, 'unsafe URL "vbscript:x" remove'],
        [3, 'unsafe URL "data:text/html,x" '],
        [5, 'unsafe URL "data:text/html,x" '],
      ]);
    });

    it("removes objects, embeds, srcdoc and base with a warning", async () => {
      const r = await md('<object data="x.swf"></object>\n\n<embed src="x.swf">\n\n<iframe srcdoc="<p>x</p>" title="t"></iframe>\n\n<base href="https://evil.example/">\n');
      expect(r.html).not.toMatch(/object|embed|srcdoc|base/);
      expect(r.warnings.map((w) => w.line)).toEqual([1, 3, 5, 7]);
    });

    it("warns about nothing and changes nothing in Markdown without HTML", async () => {
      const r = await md("# T\n\nText with 1 < 2 and `<b>` in code.\n\n```html\n<script>x</script>\n```\n");
      expect(r.warnings).toEqual([]);
      expect(r.html).toContain("1 &#x3C; 2");
      expect(r.html).toContain("&#x3C;script>");
    });
  });
}

describe("raw HTML blocks parsed on their own", () => {
  it("knows which HTML closes what it opens", () => {
    for (const html of ['<p align="center">\n  <a href="https://x.org/?a=1&b=2"><img alt="a > b" src="x.svg"/></a>\n</p>', "<details><summary>More</summary>\n\nText.</details>", "<!-- note --><DIV>x</div>", "<script>if (a<b) {}</script>", "<br>", "<hr/>"]) {
      expect(selfContained(html), html).toBe(true);
    }
    for (const html of ["<details>", "</details>", "<div/>", "<p>a<b>c</p></b>", "a < b", "<!DOCTYPE html>", "<!-- open", "<textarea>x"]) {
      expect(selfContained(html), html).toBe(false);
    }
  });

  // The whole page through the HTML parser is the reference: blocks parsed alone must give the
  // same elements, and leave the Markdown around them as the parse does.
  const pages = [
    ["a badge row between paragraphs", '# Title\n\n<p align="center">\n<a href="https://x.org"><img alt="A" src="https://img.x.org/a.svg"/></a>\n<a href="https://y.org"><img alt="B" src="b.svg"></a>\n</p>\n\nText with `code` and **bold**.\n\n```js\nconst a = 1;\n```\n'],
    ["a table, a comment, a script and a div with attributes", "<table>\n<tr><td>a</td><td>b</td></tr>\n</table>\n\n<!-- a note -->\n\n<div class=\"box\" data-x='1'>\n<span>x</span>\n</div>\n\n<script>alert(1)</script>\n\n- item\n- item\n"],
    ["elements the parser moves (a div in a paragraph, a table's stray text)", "<p>a<div>b</div></p>\n\nBetween.\n\n<table>text<tr><td>x</td></tr></table>\n"],
  ];
  it.each(pages)("gives what the whole page's parse gives: %s", (_name, source) => {
    const tree = () => mdastToHast(parseMarkdown(source));
    const file = new VFile({ path: "page.md", value: source });
    const alone = rawBlocksAlone(tree(), file);
    expect(alone).toBeDefined();
    expect(hastToHtml(alone!)).toBe(hastToHtml(rawWithTree(tree(), file)));
  });

  it("leaves HTML opened in one block and closed in another, or inline, to the whole page's parse", () => {
    for (const source of ["<details>\n<summary>More</summary>\n\nText.\n\n</details>\n", "Line one<br/>\nline two.\n"]) {
      expect(rawBlocksAlone(mdastToHast(parseMarkdown(source)), new VFile({ path: "page.md", value: source })), source).toBeUndefined();
    }
  });
});
