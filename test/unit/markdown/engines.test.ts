// The two Markdown engines (src/markdown/engines.ts) give the same result: the HTML, and every
// piece of data later phases read (TOC, heading ids, links and their lines, sections, warnings),
// on every Markdown page of the site, on edge cases, and on made-up documents.
import fg from "fast-glob";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FRONT_MATTER } from "../../../src/content/frontmatter.ts";
import { renderMarkdownFile, type MarkdownFileOptions } from "../../../src/markdown/pipeline.ts";

const OPTIONS: MarkdownFileOptions = { baseUrl: "/", toc: { min: 2, max: 3 }, resolveMarkdownFile: (target) => (target.startsWith("gone") ? undefined : "/docs/" + target.replace(/\.md.*$/, "")) };

async function expectSame(source: string, name: string): Promise<void> {
  const [fast, unified] = await Promise.all([renderMarkdownFile(source, { ...OPTIONS, engine: "fast" }), renderMarkdownFile(source, { ...OPTIONS, engine: "unified" })]);
  const [a, b] = [JSON.stringify(fast), JSON.stringify(unified)];
  if (a === b) return;
  // Where they part, which a whole-string diff of a long page hides.
  let at = 0;
  while (a[at] === b[at]) at++;
  expect(b.slice(Math.max(0, at - 150), at + 150), `${name}\nfast and unified part at character ${at}`).toBe(a.slice(Math.max(0, at - 150), at + 150));
}

/**
 * Where the engines differ, with the reason: [reason, what such a document has, an example].
 * - remark-directive reads a line `::name…` as a block of its own (a leaf directive), which ends
 *   the paragraph, list item or footnote above it, where a CommonMark parser such as markdown-it
 *   reads the line as one more line of that paragraph. sitec writes unused leaf directives back
 *   as text and joins them to the paragraph above and the lines below
 *   (remark-directives-as-text.ts), which covers a paragraph (a case below). It cannot undo what
 *   micromark made of the lines after it: a setext underline that underlines nothing, a line
 *   read as a definition, a list split in two, a footnote definition dropped before. Nothing in
 *   the fast engine can follow, short of reading leaf directives, which it does not support.
 * - micromark parses the inside of a container directive (`:::name` … `:::`) as a document of its
 *   own: a reference or footnote definition (`[id]: /url`, `[^id]: text`) written inside one is
 *   not seen by references outside it. markdown-it, like CommonMark for block quotes and lists,
 *   sees every definition.
 * - micromark reads a lazy line that holds only a tag (`</a>`, `<span>`: CommonMark's seventh
 *   kind of HTML block) after a paragraph's lines in a list item, block quote or footnote
 *   definition as an HTML
 *   block of its own, which ends the paragraph. CommonMark says that kind cannot interrupt a
 *   paragraph, so the line continues it, as markdown-it reads it (and micromark too outside a
 *   container).
 * - A line `:::note Title` inside an HTML block (a `<pre>` or comment not yet closed, or HTML
 *   lines with no blank line between): the unified engine rewrites such lines in the source
 *   before parsing (admonition-titles.ts), HTML blocks included, so the HTML shows
 *   `:::note[Title]`; the fast engine shows the line as written.
 * - A line that holds only a tag of no block element (`<my-el>`, the seventh kind again) right
 *   after a link reference definition: markdown-it reads it as an HTML block, where CommonMark
 *   (and micromark) read it as the paragraph the definition line began.
 */
const KNOWN_DIFFERENCES: [string, RegExp, string][] = [
  // A line like a leaf directive with no blank line above or below it.
  ["a line like a leaf directive next to a line of a block", /[^\n]\n {0,3}::[A-Za-z]|^ {0,3}::[A-Za-z][^\n]*\n[^\n]/m, "Some text\n::leaf[label]\n---\n"],
  ["a lazy line of only a tag after a paragraph in a list item, block quote or footnote", /^ {0,3}(?:[-*+][ \t]|\d+[.)][ \t]|>|\[\^[^\]]+\]:)[ \t]*\S[^\n]*\n(?:[ \t]*\S[^\n]*\n)*? {0,3}<\/?[A-Za-z][^\n]*>[ \t]*$/m, "- an item\n</span>\n"],
  ["a line `:::type Title` after raw HTML", /^ {0,3}<[\s\S]*^(?:> ?)*[ \t]*:{3,}(?:note|tip|info|warning|danger|caution|important|secondary|success) +\S/m, "<pre>\n:::note Kept\n</pre>\n"],
  ["a line of only a tag right after a link reference definition", /^ {0,3}\[[^\]]+\]:[^\n]*\n {0,3}<\/?[A-Za-z][^\n]*>[ \t]*$/m, "[x]: /docs/x\n<my-el>\n"],
  ["a reference or footnote definition inside a container directive, used outside it", /^:{3,}[A-Za-z][\s\S]*^\[[^\]]+\]:/m, "See [x].\n\n:::note\n[x]: /docs/x\n:::\n"],
];

/**
 * A file that opens front matter and never closes it is a build error before Markdown is
 * rendered (content/frontmatter.ts); the engines need not agree on it (remark-frontmatter's
 * parser then reads the next lines differently).
 */
const notBuilt = (source: string) => /^---[ \t]*\r?\n/.test(source) && !FRONT_MATTER.test(source);

const CASES: [string, string][] = [
  ["prose with colons that directives would read", "Pull `image:latest`, or image:latest, at 10:30; a::b and ::leaf stay.\n\n::leaf[label]{#x}\n\nInline :name[label]{.c} and :name.\n"],
  ["a line like a leaf directive inside a paragraph, and in a list item's", "One line,\n::leaf[label]{#x}\nand the next.\n\n- an item\n  ::leaf\n  more\n"],
  ["container directives: admonitions, unknown ones, nested", ":::note[Read *this*]\nBody\n:::\n\n:::custom{.x #y}\nz\n:::\n\n::::warning\n:::info\ninner\n:::\n::::\n"],
  ["admonitions in Docusaurus's title forms, nested, and their lines in code", ":::tip Some *title*\nBody\n:::\n\n:::note{title=\"Attr\"}\nx\n:::\n\n::::info[Outer]\n:::danger Inner\ny\n:::\n::::\n\n```\n:::note Kept\n```\n\n:::custom words\n:::\n"],
  ["GFM: tables, task lists, strikethrough, autolink literals, footnotes", "| a | b |\n|:-:|--:|\n| 1 | 2 |\n\n- [ ] x\n- [x] y\n\n~~gone~~ www.example.org https://e.org/a?b=1 team@example.org\n\nNote[^1].\n\n[^1]: The note.\n"],
  ["autolink literals written with character references", "Write to team&#64;example.com, see www&#46;example.org or https&#58;&#47;/example.net/a.\n"],
  ["links to Markdown files, broken ones, anchors and lines after a code span across lines", "See `a\nb` and [x](x.md#y),\n[gone](gone.md) and [top](#top).\n"],
  ["reference links and images, used, unused, undefined, with titles", 'See [the guide][g], [x], ![pic][p] and [nothing][none].\n\n[g]: ./guide.md "Guide"\n[x]: /docs/x\n[p]: /img/p.png\n[unused]: gone.md\n'],
  ["footnotes used and unused, with links inside", "A claim[^a].\n\n[^a]: See [x](x.md).\n[^b]: Unused, with [gone](gone.md).\n"],
  ["raw HTML blocks and inline HTML, and comments", "<div>block</div>\n\nText <b>bold</b>.<br> <!-- note -->\n\n<!-- truncate -->\n"],
  ["<details> with Markdown inside, and without a blank line", "<details>\n<summary>More</summary>\n\n**bold** and `code`\n\n</details>\n\n<details><summary>x</summary>\nno *Markdown*\n</details>\n"],
  ["a badge row, an iframe, kbd and sup", '<p align="center">\n  <a href="https://e.org"><img src="https://img.shields.io/badge/a-b-green" alt="a"></a>\n</p>\n\n<iframe src="https://www.youtube-nocookie.com/embed/x" title="v"></iframe>\n\n<kbd>Ctrl</kbd> x<sup>2</sup>\n'],
  ["unsafe HTML removed with warnings", '<script>alert(1)</script>\n\nA <a href="javascript:x" onclick="y()">link</a> <style>p{}</style>\n\n<img src="x.png" alt="x"\n onerror="z()">\n'],
  ["inline SVG and MathML, table HTML, boolean attributes", '<svg viewBox="0 0 10 10"><path stroke-width="2" d="M0 0"/><foreignObject><div>x</div></foreignObject></svg>\n\n<math><mi>x</mi></math>\n\n<table><tr><td colspan="2">a</td></tr></table>\n\n<input type="checkbox" checked disabled> <video controls src="/a.mp4"></video>\n'],
  ["the seven kinds of HTML block", "<pre>\n*a*\n</pre>\n\n<?x y ?>\n\n<!X>\n\n<![CDATA[z]]>\n\n<table><tr><td>\n\n*cell*\n\n</td></tr></table>\n\n<my-el>\n</my-el>\n"],
  ["code blocks with titles, line marks, math and unknown languages", '```yaml title="x.yaml" {1}\na: 1\n```\n\n```math\nE = mc^2\n```\n\n```nosuch\nx\n```\n'],
  ["headings with ids and duplicates", "## One {#custom}\n\n### Two\n\n## One\n\n## One\n"],
  ["an empty file, and front matter only", ""],
  ["front matter only", "---\ntitle: x\n---\n"],
];

describe("the fast and the unified engine", () => {
  for (const [name, source] of CASES) {
    it(`agree on ${name}`, () => expectSame(source, name));
  }

  it("agree on every Markdown page of the site", async () => {
    const files = fg.sync("site/{docs,blog}/**/*.md");
    expect(files.length).toBeGreaterThan(130);
    for (const file of files) await expectSame(readFileSync(file, "utf8"), file);
  });

  it("agree on made-up documents of random Markdown pieces", async () => {
    const pieces = CASES.map(([, source]) => source).flatMap((s) => s.split(/(?<=\n)/));
    let seed = 11;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    let compared = 0;
    for (let n = 0; n < 500; n++) {
      const lines = Array.from({ length: 5 + Math.floor(random() * 25) }, () => pieces[Math.floor(random() * pieces.length)]!);
      if (KNOWN_DIFFERENCES.some(([, pattern]) => pattern.test(lines.join(""))) || notBuilt(lines.join(""))) continue;
      await expectSame(lines.join(""), `random document ${n}:\n${lines.join("")}`);
      compared++;
    }
    expect(compared).toBeGreaterThan(150);
  });

  for (const [reason, pattern, example] of KNOWN_DIFFERENCES) {
    it(`differ only where listed: ${reason}`, async () => {
      expect(pattern.test(example)).toBe(true);
      const [fast, unified] = await Promise.all([renderMarkdownFile(example, { ...OPTIONS, engine: "fast" }), renderMarkdownFile(example, { ...OPTIONS, engine: "unified" })]);
      expect(unified.html).not.toBe(fast.html);
    });
  }
});
