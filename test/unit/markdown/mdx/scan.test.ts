// scan.ts's prose lines: what the MDX classifier, the MDX 1 compatibility and the fast parse read.
import { describe, expect, it } from "vitest";
import { proseLines } from "../../../../src/markdown/mdx/scan.ts";

const lines = (source: string) => proseLines(source).map(({ line, masked, afterBlank }) => [line, masked, afterBlank]);

describe("proseLines", () => {
  it("skips front matter, fenced code, indented code and display math", () => {
    const source = "---\ntitle: T\n---\nIntro.\n\n```js\nconst a = {};\n    ```\nStill code.\n  ```\n\n    indented code\n\n$$\nx = {1}\n\ny\n$$\nAfter.\n";
    expect(lines(source)).toEqual([
      [4, "Intro.", true],
      [19, "After.", false],
    ]);
  });

  it("reads a list item's lines four columns past its text, after a blank line, as code (tabs to four columns)", () => {
    const source = "* Image name\n* Instance\n\n\n\t\ttemplate: {\n\t\t\toutput: {}\n\t\t}\n\n  More of the item {x}.\n\n10. Ten\n\n      {not code: two columns past the text}\n\n        code {y}\n";
    expect(lines(source)).toEqual([
      [1, "* Image name", true],
      [2, "* Instance", false],
      [9, "  More of the item {x}.", true],
      [11, "10. Ten", true],
      [13, "      {not code: two columns past the text}", true],
    ]);
  });

  it("reads a comment that opens a line up to its end as prose, a fence in it included", () => {
    const source = "<!-- a\n```js\nx `y`\n```--> <!-- b\nc -->\n```\ncode\n```\n{/* d\n```\n*/}\n<!-- e --> f\n```\nz\n```\nEnd.\n";
    expect(lines(source)).toEqual([
      [1, "<!-- a", true],
      [2, "```js", false],
      [3, "x `y`", false],
      [4, "```--> <!-- b", false],
      [5, "c -->", false],
      [9, "{/* d", false],
      [10, "```", false],
      [11, "*/}", false],
      [12, "<!-- e --> f", false],
      [16, "End.", false],
    ]);
  });

  it("closes a fence only with a run of its character at least as long, in the first four columns", () => {
    const source = "````\n```\n    ````\n   ````\nProse.\n~~~\n```\n~~~~ \nMore.\n";
    expect(lines(source)).toEqual([
      [5, "Prose.", false],
      [9, "More.", false],
    ]);
  });

  it("masks code spans across the lines of a paragraph, and reads CRLF lines as their text", () => {
    expect(lines("A `b\r\nc` d.\r\n\r\nNext {x}.\r\n")).toEqual([
      [1, "A ` ", true],
      [2, " ` d.", false],
      [4, "Next {x}.", true],
    ]);
  });

  it("reads a list item's indented lines as prose, and indented lines after a paragraph too", () => {
    expect(lines("- Item\n\n    More of the item.\n\nText\n    continued.\n")).toEqual([
      [1, "- Item", true],
      [3, "    More of the item.", true],
      [5, "Text", true],
      [6, "    continued.", false],
    ]);
  });
});
