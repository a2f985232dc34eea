// The mdast → hast step gives exactly the tree mdast-util-to-hast (remark-rehype) gives, on every
// Markdown page of the site and on documents made to hit its edge cases.
import fg from "fast-glob";
import { readFileSync } from "node:fs";
import type { Root } from "mdast";
import { toHast } from "mdast-util-to-hast";
import { describe, expect, it } from "vitest";
import { mdastToHast } from "../../../src/markdown/mdast-to-hast.ts";
import { trimLines } from "../../../src/markdown/to-hast/whitespace.ts";
import { parseMarkdown } from "../../../src/markdown/parse-markdown.ts";
import { remarkAdmonitions } from "../../../src/markdown/remark-admonitions.ts";
import { rawHtmlHandler } from "../../../src/markdown/raw-html.ts";

/** The tree as JSON without positions (ours shares the mdast's; the package copies them). */
function shape(tree: unknown): string {
  return JSON.stringify(tree, (key, value) => (key === "position" ? undefined : value));
}

/** Parses `source` and runs the admonition plugin, which sets `hName` and `hProperties`. */
function mdast(source: string): Root {
  const tree = parseMarkdown(source);
  remarkAdmonitions(() => undefined)()(tree);
  return tree;
}

function expectSame(source: string, name: string): void {
  const mine = shape(mdastToHast(mdast(source)));
  const reference = shape(toHast(mdast(source), { allowDangerousHtml: true, handlers: { html: rawHtmlHandler } }));
  expect(mine, name).toBe(reference);
}

const CASES: [string, string][] = [
  ["tight and loose lists, nested, ordered from 3", "- a\n- b\n  - c\n\n    d\n- e\n\n3. x\n4. y\n\n1. one\n"],
  ["a list that is loose because one item has two paragraphs", "- a\n- b\n\n  more\n- c\n"],
  ["task lists, empty and with text, in a loose list", "- [ ] todo\n- [x] done\n\n- [X] upper\n\n  and more\n"],
  ["tables with alignment, missing and extra cells", "| a | b | c |\n|:--|:-:|--:|\n| 1 | 2 |\n| 1 | 2 | 3 | 4 |\n\n| only head |\n|---|\n"],
  ["hard breaks followed by spaces, and text trimmed around line endings", "one  \n   two\\\n\tthree *four*  \nfive   \n   six\n"],
  ["footnotes referenced twice, out of order, and never", "A[^b] and[^a] and again[^b].\n\n[^a]: First *one*.\n[^b]: Second.\n\n    With a second paragraph.\n[^unused]: Never shown.\n"],
  ["inline footnotes", "Text^[inline note] here.\n"],
  ["a footnote referred to only from another footnote's definition", "A[^a].\n\n[^a]: First, see[^b] and^[an inline one].\n[^b]: Second.\n"],
  ["two definitions of one footnote: the first counts", "A[^a].\n\n[^a]: First.\n[^a]: Second.\n"],
  ["a footnote whose last block is not a paragraph", "See[^c].\n\n[^c]:\n    ```\n    code\n    ```\n"],
  ["code with language, meta and no language, indented code", "```yaml title=\"x\" {1}\na: 1\n```\n\n```\nplain\n```\n\n    indented\n\n```bash\n```\n"],
  ["links, images, titles, odd characters in URLs", "[a](/x \"T\") ![alt *b*](./i m.png 'P') <https://e.org/ä?q=1&b=%zz> [c](#top) www.example.org\n"],
  ["inline code with line breaks, emphasis, strong, strikethrough", "`a\nb` *em* **strong** ~~gone~~ ~one~ ***both***\n"],
  ["raw HTML, block and inline, stays raw; a comment alone is dropped", "<div>block</div>\n\nText <b>bold</b> end. <!-- note -->\n\n<!-- truncate -->\n\n<!-- a --> <i>b</i>\n"],
  ["admonitions with and without titles, unknown ones, nested", ":::note[Read *this*]\nBody\n:::\n\n:::tip\n- a\n:::\n\n::::warning\n:::info\ninner\n:::\n::::\n\n:::custom{.x #y}\nz\n:::\n"],
  ["blockquotes, thematic breaks, headings of each depth", "> quote\n>\n> - list\n\n---\n\n# 1\n## 2\n### 3\n#### 4\n##### 5\n###### 6\n"],
  ["an empty document", ""],
  ["front matter only", "---\ntitle: x\n---\n"],
];

describe("mdastToHast", () => {
  for (const [name, source] of CASES) {
    it(`converts ${name} as mdast-util-to-hast does`, () => expectSame(source, name));
  }

  it("converts every Markdown page of the site as mdast-util-to-hast does", () => {
    const files = fg.sync("site/**/*.md");
    expect(files.length).toBeGreaterThan(130);
    for (const file of files) expectSame(readFileSync(file, "utf8"), file);
  });

  it("converts made-up documents of random Markdown pieces as mdast-util-to-hast does", () => {
    const pieces = CASES.map(([, source]) => source).flatMap((s) => s.split(/(?<=\n)/));
    let seed = 7;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    for (let n = 0; n < 300; n++) {
      const lines = Array.from({ length: 5 + Math.floor(random() * 30) }, () => pieces[Math.floor(random() * pieces.length)]!);
      expectSame(lines.join(""), `random document ${n}:\n${lines.join("")}`);
    }
  });

  it("keeps the fence's position on <pre> for warnings", () => {
    const tree = mdastToHast(mdast("Text\n\n```nosuch\nx\n```\n"));
    const pre = tree.children.find((c) => c.type === "element" && c.tagName === "pre");
    expect(pre?.position?.start.line).toBe(3);
  });
});

describe("trimLines", () => {
  it("trims spaces and tabs around line endings only", () => {
    expect(trimLines("  a  \n\t b \t\r\n  c  ")).toBe("  a\nb\r\nc  ");
    expect(trimLines("no breaks  ")).toBe("no breaks  ");
    expect(trimLines(" \n \n ")).toBe("\n\n");
  });
});
