// ```mdx-code-block fences unwrapped as Docusaurus's preprocessor unwraps them, every other line
// keeping its number.
import { describe, expect, it } from "vitest";
import { unwrapMdxCodeBlocks } from "../../../src/content/mdx-code-blocks.ts";

describe("unwrapMdxCodeBlocks", () => {
  it("leaves what the fence holds in place of the two fence lines, and other code as it is", () => {
    const text = "# Title\n\n```mdx-code-block\nimport Tabs from '@theme/Tabs';\n\n<Tabs>\n```\n\nText.\n\n````mdx-code-block\n</Tabs>\n````\n\n```js\nconst a = 1;\n```\n";
    const out = unwrapMdxCodeBlocks(text);
    expect(out).toBe("# Title\n\n\nimport Tabs from '@theme/Tabs';\n\n<Tabs>\n\n\nText.\n\n\n</Tabs>\n\n\n```js\nconst a = 1;\n```\n");
    expect(out.split("\n")).toHaveLength(text.split("\n").length);
    expect(out.split("\n").indexOf("Text.")).toBe(text.split("\n").indexOf("Text."));
  });

  it("leaves a file without such fences as it is", () => {
    const text = "```md\nmdx-code-block is a word here\n```\n";
    expect(unwrapMdxCodeBlocks(text)).toBe(text);
  });
});
