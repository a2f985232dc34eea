import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileMdx } from "../../../../src/markdown/mdx/compile-mdx.ts";
import { isMdxFile } from "../../../../src/markdown/mdx/classify.ts";
import { fastMdxTree, type EsmParser, type FastParseOptions } from "../../../../src/markdown/mdx/fast-parse.ts";

/** acorn from beside the MDX compiler, as compile-mdx.ts gives it to the fast parse. */
const acorn = createRequire(createRequire(import.meta.url).resolve("@mdx-js/mdx"))("acorn") as typeof import("acorn");
const parseEsm: EsmParser = (input, options) => acorn.parse(input, options);

const SITE_DOCS = join(import.meta.dirname, "../../../../site/docs");

const options = (path: string) => ({ path, key: path, baseUrl: "/base/", toc: { min: 2, max: 3 }, resolveMarkdownFile: (target: string) => `/docs/${target.replace(/\.md$/, "")}` });

/** Both ways of compiling `source`: MDX's own parser and the fast one. */
async function bothWays(source: string, path = "/site/docs/page.md") {
  const [mdx, fast] = await Promise.all([compileMdx(source, { ...options(path), parser: "mdx" }), compileMdx(source, options(path))]);
  return { mdx, fast };
}

const siteDocs = () => readdirSync(SITE_DOCS, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".md")).sort().map((f) => join(SITE_DOCS, f));

/** site/'s `.md` files that are read as MDX. */
function siteMdxFiles(): string[] {
  return siteDocs().filter((file) => isMdxFile(file, readFileSync(file, "utf8"), "detect"));
}

/** Every eighth of site/'s Markdown files that the fast parse takes (read as MDX under `markdown.format: "mdx"`). */
function sitePlainFiles(): string[] {
  return siteDocs()
    .filter((file) => !isMdxFile(file, readFileSync(file, "utf8"), "detect") && fastMdxTree(readFileSync(file, "utf8")))
    .filter((_, i) => i % 8 === 0);
}

describe("fastMdxTree", () => {
  const files = siteMdxFiles();

  it("finds site/'s pages with Tabs", () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
  });

  it.each(files.map((file) => [file.slice(SITE_DOCS.length + 1), file]))("compiles site/docs/%s to what MDX's parser gives", async (_name, file) => {
    const source = readFileSync(file, "utf8");
    expect(fastMdxTree(source)).toBeDefined();
    const { mdx, fast } = await bothWays(source, file);
    expect(fast).toEqual(mdx);
    expect(fast.code).toBe(mdx.code);
  });

  it.each(sitePlainFiles().map((file) => [file.slice(SITE_DOCS.length + 1), file]))("compiles site/docs/%s, Markdown read as MDX, to what MDX's parser gives", async (_name, file) => {
    const { mdx, fast } = await bothWays(readFileSync(file, "utf8"), file);
    expect(fast).toEqual(mdx);
  });

  it.each([
    ["a self-closing tag, a boolean attribute and single-quoted values", "# T\n\n<Tabs groupId='g'>\n<TabItem value=\"a\" label=\"A\" default>\n\n```bash\nrun a\n```\n\n</TabItem>\n<TabItem value=\"b\">\n\n- one\n- two\n\n</TabItem>\n</Tabs>\n\n<Admonition type=\"tip\" />\n\nEnd.\n"],
    ["front matter, a table and a container directive inside a panel", "---\ntitle: X\n---\n\n<Tabs>\n<TabItem value=\"a\">\n\n| k | v |\n| --- | --- |\n| a | b |\n\n:::note[Title]\nText.\n:::\n\n</TabItem>\n</Tabs>\n"],
    ["nested elements and a heading", "## Intro\n\n<Details>\n\n<Tabs>\n<TabItem value=\"a\">\n\nA *b* `c`.\n\n</TabItem>\n</Tabs>\n\n</Details>\n"],
    ["import lines, a site component and a details block with a summary line", '---\ntitle: T\n---\n\nimport Tabs from "@theme/Tabs";\nimport TabItem from "@theme/TabItem";\nimport Badge from "../../components/Badge";\n\nIntro with a [link](other.md#part).\n\n## Part\n\n<Badge label="new" />\n\n<Tabs groupId="tool">\n<TabItem value="helm" label="Helm">\n\nRun helm.\n\n</TabItem>\n</Tabs>\n\n<details>\n<summary>More about it</summary>\n\nThe details.\n\n</details>\n'],
    ["two import blocks, named and namespace imports, one spread over lines", "import { A, B as C } from './parts';\n\n# Title\n\nText.\n\nimport * as D from './d';\nimport {\n  E,\n} from './e';\n\n<A />\n\n<D />\n"],
    ["a summary line of its own", "Intro.\n\n<summary>More about it</summary>\n\nEnd.\n"],
    ["elements with text that starts with a space or holds a colon and an exclamation mark", "Intro.\n\n<b> Make sure to leave a blank line at the end!</b>\n\n<details>\n<summary>Using kind:</summary>\n\nA.\n\n</details>\n"],
    ["an import at the very top and a summary with attributes", "import X from './x';\n\n<X />\n\n<details>\n<summary className=\"s\">Open it.</summary>\n\nA.\n\n</details>\n"],
    ["HTML comments, one after another and inside an element", "Intro.\n\n<!--\nSPDX-License-Identifier: Apache-2.0\n-->\n<!--\n.: IMPORTANT! :.\n--------\n-->\n\n<Tabs>\n<!-- one line -->\n<TabItem value=\"a\">\n\nA.\n\n</TabItem>\n</Tabs>\n\nEnd.\n"],
    ["a badge row: several tags on a line, indented, a URL with a bare &", '<p align="center">\n  <a href="https://example.org/?a=1&b=2"><img alt="License" src="https://img.example/badge.svg"/></a>\n  <a href="https://example.org/x"><img alt="Stars" src="https://img.example/stars?style=flat&color=blue"/></a>\n</p>\n\n## Next\n'],
    ["Tabs whose opening tag goes over several lines", "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs\ndefaultValue=\"scan\"\ngroupId='kind'>\n\n<TabItem value=\"scan\">\n\n```yaml\nkind: Scan\n```\n\n</TabItem>\n<TabItem value=\"findings\">\n\nNone.\n\n</TabItem>\n\n</Tabs>\n"],
    ["colons before no word character and a link definition nobody uses", "**Note:** this xx: that.\n\n[docs]: https://example.org/docs\n[site]: https://example.org/\n\nEnd.\n"],
    ["reference links of every kind, a definition with a title, one inside a panel", "See [the docs][docs], [Site][] and [guide].\n\n<Tabs>\n<TabItem value=\"a\">\n\nIn a panel: [guide] and [other](./other.md).\n\n[guide]: ./guide.md \"The guide\"\n\n</TabItem>\n</Tabs>\n\n[docs]: https://example.org/docs\n[site]: https://example.org/\n"],
    // remark-directives-as-text writes a directive with a name only back as text; the fast parse
    // gives that text when no plugin runs before the write-back (the site has no
    // beforeDefaultRemarkPlugins, as here: compile-mdx.ts and theme-only-mdx.ts say so).
    ["legacy admonition titles, with emphasis and nested", ":::tip Use *Helm*\nText.\n:::\n\n:::::note[Outer]\n:::info Blinmaker\nInner.\n:::\n:::::\n\n<Tabs>\n</Tabs>\n"],
    ["text directives with a name only, read as text", "Defaults to Always if :latest tag is specified, see image:latest.\n\n<details>\n<summary>More</summary>\n\nA.\n\n</details>\n", { bareTextDirectives: true }],
    ["text directives with a name only in a table cell, a heading, emphasis and a link", "| Value | Note |\n| --- | --- |\n| `IfNotPresent` | Defaults to Always if :latest tag is used |\n\n## Pull :latest first\n\nSee *the :latest tag* and [pin:stable](x.md).\n", { bareTextDirectives: true }],
    // Lines of tags are blocks of their own, as in MDX, with or without blank lines around them.
    ["content right below a tag", "<Tabs>\n<TabItem value=\"a\">\nA\n</TabItem>\n</Tabs>\n"],
    ["a tag whose name has a dot", "import * as Parts from './parts';\n\n<Parts.Item />\n\nText.\n"],
    ["tags ending a paragraph, a list, a quote and a table", "Text.\n<Tabs>\n<TabItem value=\"a\">\n- one\n- two\n</TabItem>\n<TabItem value=\"b\">\n> Quoted.\n</TabItem>\n<TabItem value=\"c\">\n| k | v |\n| --- | --- |\n| a | b |\n</TabItem>\n</Tabs>\nEnd.\n"],
    ["a summary line followed by text, and one followed by code", "<details>\n<summary> Proof of concept</summary>\nThis simplified example.\nAnd more.\n\n</details>\n\n<details>\n<summary>Using kind:</summary>\n```shell\nkind create cluster\n```\n</details>\n"],
    // Elements with text and comments within a line.
    ["a summary line right below a line of text (MDX continues the paragraph)", "Text.\n<summary>More</summary>\n"],
    ["elements with text in a paragraph, a list, a heading and a table", "#### Troubleshooting:\n<b> Make sure to install it in the same namespace!</b>\nIf it runs in, e.g., the `tests` namespace.\n\n<b> IMPORTANT: Use an empty line at the end (due to a bug in k8) </b>\n\n* <b> Leave a blank line at the end!</b>\n* Then run it.\n\n## A <i>short</i> title\n\n| Key | Note |\n| --- | --- |\n| a | <b>bold</b>, then more |\n"],
    ["HTML comments inside lines: table cells and a paragraph", "| <!-- -->       | <!-- -->    |\n|----------------|-------------|\n| **Status**:    | DRAFT       |\n\nText <!-- note --> more.\n"],
    ["text directives named by digits, a URL with a port and a time", "Open http://localhost:9000 now, at 10:30, or [localhost:5601](http://localhost:5601).\n", { bareTextDirectives: true }],
  ] as [string, string, FastParseOptions?][])("gives MDX's result for %s", async (_name, source, fastOptions) => {
    expect(fastMdxTree(source, parseEsm, fastOptions)).toBeDefined();
    const { mdx, fast } = await bothWays(source);
    expect(fast).toEqual(mdx);
  });

  it.each([
    ["an expression", "<Tabs>\n<TabItem value=\"a\">\n\n{1 + 1}\n\n</TabItem>\n</Tabs>\n"],
    ["an import", "import X from './x';\n\n<X />\n"],
    ["an HTML comment holding braces (MDX counts them)", "<!-- a } b -->\n\n<Tabs>\n</Tabs>\n"],
    ["an HTML comment with text after it", "<!-- note --> more\n\n<Tabs>\n</Tabs>\n"],
    ["a colon before a letter (a directive)", "Defaults to Always if :latest tag is used.\n\n<Tabs>\n</Tabs>\n"],
    ["an autolink", "See <https://example.org>.\n\n<Tabs>\n</Tabs>\n"],
    ["lowercase HTML on a line of text", "A<br>b.\n\n<Tabs>\n</Tabs>\n"],
    ["indented code (MDX has none)", "Text.\n\n    code\n\n<Tabs>\n</Tabs>\n"],
    ["a tag inside a list", "- <Tabs>\n\n  </Tabs>\n"],
    ["a tag with its text on the same line", "<Tabs><TabItem value=\"a\">A</TabItem></Tabs>\n"],
    ["an indented HTML comment alone on its line (MDX reads an expression of the flow)", "- Item\n\n  <!-- prettier-ignore -->\n  ```yaml\n  a: b\n  ```\n"],
    ["an element beside a word", "A<b>bold</b> word.\n\n<Tabs>\n</Tabs>\n"],
    ["an element inside emphasis marks", "Some **<b>bold</b>** text.\n"],
    ["an element holding Markdown", "Some <b>*bold*</b> text.\n"],
    ["an element in a link's text", "See [<b>this</b>](x.md).\n"],
    ["an indented line of tags (MDX has no indented code)", "Text.\n\n    <Tabs>\n\n    </Tabs>\n"],
    ["a tag inside a list item", "- Item\n\n  <Tabs>\n\n  </Tabs>\n"],
    ["a colon before a letter of another script (a directive)", "Ratio a:é.\n"],
    ["tags that do not match", "<Tabs>\n\nA\n\n</TabItem>\n"],
    ["a tag left open", "<Tabs>\n\nA\n"],
    ["an entity in an attribute", "<TabItem value=\"a&amp;b\">\n\nA\n\n</TabItem>\n"],
    ["a text directive", "Press :kbd[Enter].\n\n<Tabs>\n</Tabs>\n"],
    ["a URL with a port (remark-directive splits its text at the colon)", "Open http://localhost:9000 now.\n\n<Tabs>\n</Tabs>\n"],
    ["a legacy admonition title with four colons (MDX reads no directive)", "::::note Title\nText.\n::::\n\n<Tabs>\n</Tabs>\n"],
  ])("leaves a file with %s to MDX's parser", (_name, source) => {
    expect(fastMdxTree(source)).toBeUndefined();
  });

  it.each([
    ["an export", "export const meta = { a: 1 };\n\n<Tabs>\n</Tabs>\n"],
    ["an import with a comment", "import X from './x'; // the component\n\n<X />\n"],
    ["an import continuing a paragraph", "Text.\nimport X from './x';\n\n<X />\n"],
    ["an import right below a heading", "# T\nimport X from './x';\n\n<X />\n"],
    ["a name imported twice", "import X from './x';\n\nText.\n\nimport X from './y';\n"],
    ["an import that does not parse", "import X from;\n\n<X />\n"],
    ["code in an import block", "import X from './x';\nconst y = 1;\n\n<X />\n"],
    ["an import inside an element", "<Tabs>\n\nimport X from './x';\n\n</Tabs>\n"],
    ["a summary with a www address (a link for GFM)", "<details>\n<summary>See www.example.org</summary>\n\n</details>\n"],
    ["a summary with emphasis", "<details>\n<summary>More *here*</summary>\n\n</details>\n"],
    ["a summary with a directive", "<details>\n<summary>Use image:latest</summary>\n\n</details>\n"],
    ["a multi-line tag with an expression (only the React route takes literal ones)", "<Tabs\nvalues={[{ label: 'A', value: 'a' }]}>\n\n</Tabs>\n"],
    ["a multi-line tag with text after its end", "<Tabs\ngroupId=\"g\">Text\n\n</Tabs>\n"],
  ])("leaves a file with %s to MDX's parser, import lines parsed", (_name, source) => {
    expect(fastMdxTree(source, parseEsm)).toBeUndefined();
  });

  it.each([
    ["an emoji shortcode", "Nice :smile: here.\n"],
    ["a directive with a label", "Press :kbd[Enter] now.\n"],
    ["a directive in an image's alt text", "![image:latest](x.png)\n"],
  ])("leaves %s to MDX's parser even when asked to read bare directives as text", (_name, source) => {
    expect(fastMdxTree(source, parseEsm, { bareTextDirectives: true })).toBeUndefined();
  });
});
