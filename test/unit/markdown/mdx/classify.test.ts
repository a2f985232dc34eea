import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import fg from "fast-glob";
import { isMdxFile, readsMarkdownInHtmlAsMdx, scanForMdxSyntax, usesMdxSyntax } from "../../../../src/markdown/mdx/classify.ts";
import { maskCodeSpans } from "../../../../src/markdown/mdx/scan.ts";

describe("usesMdxSyntax", () => {
  it("finds imports, exports, capitalised JSX, expressions and MDX comments", () => {
    expect(usesMdxSyntax('import Tabs from "@theme/Tabs";\n\n# Title\n')).toBe(true);
    expect(usesMdxSyntax("---\ntitle: x\n---\nimport { A } from './a';\n")).toBe(true);
    expect(usesMdxSyntax("Text\n\nexport const year = 2024;\n")).toBe(true);
    expect(usesMdxSyntax("Pick one:\n\n<Tabs>\n  <TabItem value=\"a\">A</TabItem>\n</Tabs>\n")).toBe(true);
    expect(usesMdxSyntax("Inline <Badge /> here.\n")).toBe(true);
    expect(usesMdxSyntax("The year is {year}.\n")).toBe(true);
    expect(usesMdxSyntax("Text\n\n{/* truncate */}\n\nMore\n")).toBe(true);
  });

  it("leaves plain Markdown and lowercase HTML alone", () => {
    expect(usesMdxSyntax("# Title\n\nSome *text* and a [link](./a.md).\n")).toBe(false);
    expect(usesMdxSyntax("Line one<br>line two\n\n<details><summary>More</summary>\n\nHidden\n\n</details>\n")).toBe(false);
    expect(usesMdxSyntax("See <https://example.com/A> and <HTTPS://EXAMPLE.COM>.\n")).toBe(false);
    expect(usesMdxSyntax("## Install {#install}\n")).toBe(false);
    expect(usesMdxSyntax("Hidden <!-- {not} <Tabs> --> comment\n\n<!--\n<Tabs>\n-->\n")).toBe(false);
    expect(usesMdxSyntax("Escaped \\{braces}.\n")).toBe(false);
    // The word "import" at the start of a sentence is prose.
    expect(usesMdxSyntax("import the chart first, then run it.\n")).toBe(false);
  });

  it("does not look into fenced, indented or inline code", () => {
    expect(usesMdxSyntax("```jsx\nimport Tabs from '@theme/Tabs';\n<Tabs>{x}</Tabs>\n```\n")).toBe(false);
    expect(usesMdxSyntax("~~~~\n<Tabs>\n```\n{x}\n~~~~\n")).toBe(false);
    expect(usesMdxSyntax("Text\n\n    <Tabs>{code}</Tabs>\n")).toBe(false);
    expect(usesMdxSyntax("Set `{ a: 1 }` and ``<Tabs>`` in code.\n")).toBe(false);
    // A code span across two lines of one paragraph.
    expect(usesMdxSyntax("so `matchLabels: {a:\nb}` selects.\n")).toBe(false);
    // JSX after the fence closes counts.
    expect(usesMdxSyntax("```\ncode\n```\n\n<Tabs />\n")).toBe(true);
  });

  it("does not read LaTeX braces of math as expressions", () => {
    expect(usesMdxSyntax("Area $A = \\pi r^{2}$ here.\n\n$$\nx = \\frac{-b}{2a}\n$$\n\n$$ \\sum_{k=1}^{n} k $$\n")).toBe(false);
    expect(usesMdxSyntax("$$\n\\frac{a}{b}\n$$\n\nThe year is {year}.\n")).toBe(true);
  });

  it("sees JSX inside a list item, indented like its text", () => {
    expect(usesMdxSyntax("1. Step\n\n    <Tabs>\n    </Tabs>\n")).toBe(true);
  });
});

describe("isMdxFile", () => {
  it("reads .mdx as MDX and .md by its syntax under detect", () => {
    expect(isMdxFile("a.mdx", "# plain\n", "detect")).toBe(true);
    expect(isMdxFile("a.md", "# plain\n", "detect")).toBe(false);
    expect(isMdxFile("a.md", "<Tabs />\n", "detect")).toBe(true);
  });
  it("follows the site's format and the file's override", () => {
    expect(isMdxFile("a.md", "# plain\n", "mdx")).toBe(true);
    expect(isMdxFile("a.mdx", "<Tabs />\n", "md")).toBe(false);
    expect(isMdxFile("a.md", "<Tabs />\n", "detect", "md")).toBe(false);
    expect(isMdxFile("a.md", "# plain\n", "md", "mdx")).toBe(true);
  });
});

describe("a <head> block", () => {
  it("makes a .md file MDX, as Docusaurus reads it, where MDX can parse its HTML", () => {
    const head = "<head>\n  <title>Page</title>\n  <meta name=\"description\" content=\"About it.\" />\n</head>\n\n# Page\n\nText.\n";
    expect(isMdxFile("a.md", head, "detect")).toBe(true);
    expect(isMdxFile("a.md", head, "md")).toBe(false);
    // In code, or in the middle of a line, it is text.
    expect(isMdxFile("a.md", "# Page\n\n```html\n<head>\n</head>\n```\n\nThe `<head>` element.\n", "detect")).toBe(false);
    // HTML MDX cannot parse (an unclosed <br>) keeps the file Markdown.
    expect(isMdxFile("a.md", "<head>\n<title>T</title>\n</head>\n\nLine<br>\n", "detect")).toBe(false);
  });
});

describe("maskCodeSpans", () => {
  it("blanks code and keeps length and line breaks", () => {
    expect(maskCodeSpans("a `{x}` b ``c`d`` e")).toBe("a `   ` b ``   `` e");
    expect(maskCodeSpans("open ` never closed {")).toBe("open ` never closed {");
    expect(maskCodeSpans("x `a\nb` y")).toBe("x ` \n ` y");
  });
});

describe("the quick check before the scan", () => {
  const ROOT = new URL("../../../../", import.meta.url).pathname;

  it("gives the scan's answer on every Markdown file of the repository", () => {
    const files = fg.sync(["site/**/*.{md,mdx}", "test/fixtures/**/*.{md,mdx}", "templates/**/*.md", "*.md"], { cwd: ROOT, ignore: ["**/node_modules/**"] });
    expect(files.length).toBeGreaterThan(150);
    const differ = files.filter((file) => {
      const source = readFileSync(ROOT + file, "utf8");
      return usesMdxSyntax(source) !== scanForMdxSyntax(source);
    });
    expect(differ).toEqual([]);
  });

  it("gives the scan's answer on fences, front matter and math built from their edge cases", () => {
    const parts = ["```", "````", "~~~", "``` js`x", "```~", "   ```", "    ```", "---", "...", "$$", "`{a}`", "{b}", "<Tabs>", "import x from 'y'", "text", "", "\r"];
    // Every sequence of up to four lines of these parts, with one of the MDX starts after them.
    let cases = 0;
    const visit = (lines: string[]): void => {
      if (lines.length) {
        for (const tail of ["{x}", "<Tabs />", ""]) {
          const source = [...lines, tail].join("\n");
          cases++;
          if (usesMdxSyntax(source) !== scanForMdxSyntax(source)) throw new Error(`the quick check differs from the scan on ${JSON.stringify(source)}`);
        }
      }
      if (lines.length < 3) for (const part of parts) visit([...lines, part]);
    };
    visit([]);
    expect(cases).toBeGreaterThan(10_000);
  });
});

describe("Markdown inside an HTML block", () => {
  const detect = (source: string) => isMdxFile("a.md", source, "detect");

  it("reads the file as MDX, as Docusaurus does, when a tag is followed by Markdown with no blank line", () => {
    // secureCodeBox's adr_0017: the text after <summary> has inline code.
    expect(detect("Intro.\n\n<details>\n<summary>Proof of concept</summary>\nThe `initContainer` makes a secret.\n\n</details>\n")).toBe(true);
    // persistence-storage: a fence right after <summary>.
    expect(detect("<details>\n<summary>Using kind:</summary>\n```shell\nkind create cluster\n```\n</details>\n")).toBe(true);
    expect(detect("<div class=\"box\">\n:::warning Careful\nInside.\n:::\n</div>\n")).toBe(true);
    expect(readsMarkdownInHtmlAsMdx("  <div>\n    <p>\nText **bold**\n    </p>\n  </div>\n")).toBe(true);
  });

  it("leaves files alone where CommonMark and MDX read the HTML the same", () => {
    // A blank line ends the HTML block: what follows is Markdown in both readings.
    expect(detect("<details>\n<summary>More</summary>\n\nHidden *text*\n\n</details>\n")).toBe(false);
    // Only tags, one per line, and a tag over several lines.
    expect(detect('<p align="center">\n  <img src="a.svg" alt="A" />\n  <img\n    src="b.svg"\n    alt="B"\n  />\n</p>\n')).toBe(false);
    // Inline HTML in a paragraph, and a whole inline tag alone after a paragraph line.
    expect(detect("Press <kbd>Ctrl</kbd>\nthen C.\n\nText\n<span>\nmore\n")).toBe(false);
    // Comments, <pre> and code hold raw text in both readings.
    expect(detect("<!--\nnote\n-->\n\n<pre>\nraw *text*\n</pre>\n\n```html\n<div>\ntext\n</div>\n```\n")).toBe(false);
    // Front matter is not HTML.
    expect(detect("---\ntitle: <b>x</b>\n---\n\nText\n")).toBe(false);
  });

  it("keeps a file Markdown when MDX could not parse its HTML (Docusaurus would not build it)", () => {
    expect(detect("<div>\nLine one<br>\nline two\n</div>\n")).toBe(false);
    expect(detect("<div class=box>\n**bold**\n</div>\n")).toBe(false);
    // The same HTML in fenced code does not count.
    expect(detect("<div>\n**bold**\n</div>\n\n```html\n<br>\n```\n")).toBe(true);
  });
});
