import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import fg from "fast-glob";
import { unified } from "unified";
import remarkParse from "remark-parse";
import remarkGfm from "remark-gfm";
import type { Root } from "mdast";
import { hasShortcode } from "../../../src/markdown/remark-emoji-where-used.ts";

const ROOT = new URL("../../../", import.meta.url).pathname;
const parse = (source: string) => unified().use(remarkParse).use(remarkGfm).parse(source) as Root;

describe("remark-emoji where a shortcode is", () => {
  it("finds shortcodes in text, not in code", () => {
    expect(hasShortcode(parse("Done :white_check_mark: here"))).toBe(true);
    expect(hasShortcode(parse("A *:+1:* and more"))).toBe(true);
    expect(hasShortcode(parse("Time 10:30, ratio 1:2, a: b"))).toBe(false);
    expect(hasShortcode(parse("Run `echo :smile:`\n\n```\n:smile:\n```\n"))).toBe(false);
  });

  it("skips only trees that remark-emoji leaves as they are (the how-tos and the blog)", async () => {
    const { default: remarkEmoji } = await import("remark-emoji");
    const transform = (remarkEmoji as () => (tree: Root) => void)();
    const files = fg.sync(["site/docs/how-tos/*.md", "site/blog/**/*.md"], { cwd: ROOT, ignore: ["**/node_modules/**"] });
    expect(files.length).toBeGreaterThan(20);
    let skipped = 0;
    for (const file of files) {
      const tree = parse(readFileSync(ROOT + file, "utf8"));
      if (hasShortcode(tree)) continue;
      skipped++;
      const before = JSON.stringify(tree);
      transform(tree);
      expect(JSON.stringify(tree), file).toBe(before);
    }
    expect(skipped).toBeGreaterThan(15);
  });
});
