// The build cache cuts rendered Markdown into segments of bounded size: one segment of every
// entry made a JSON string longer than V8 allows at 50,000 docs.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CacheFiles } from "../../../src/cache/cache-files.ts";
import { MarkdownCache, segmentsOf } from "../../../src/cache/markdown-cache.ts";
import type { RenderedMarkdown } from "../../../src/markdown/pipeline.ts";

const entry = (chars: number): RenderedMarkdown => ({ html: "x".repeat(chars), toc: [], headingIds: [], links: [], sections: [], wordCount: 0, warnings: [], brokenMarkdownLinks: [] });

describe("segmentsOf", () => {
  it("fills a segment up to the limit and starts the next one, keeping the order", () => {
    const entries = new Map([["a", entry(4)], ["b", entry(4)], ["c", entry(4)], ["d", entry(1)]]);
    expect(segmentsOf(entries, 10).map((segment) => Object.keys(segment))).toEqual([["a", "b"], ["c", "d"]]);
  });

  it("gives an entry larger than the limit a segment of its own", () => {
    const entries = new Map([["a", entry(2)], ["big", entry(50)], ["c", entry(2)]]);
    expect(segmentsOf(entries, 10).map((segment) => Object.keys(segment))).toEqual([["a"], ["big"], ["c"]]);
  });

  it("loses no entry and makes no empty segment", () => {
    const entries = new Map(Array.from({ length: 1000 }, (_, i) => [`k${i}`, entry((i * 37) % 23)] as const));
    const segments = segmentsOf(entries, 100);
    expect(segments.every((segment) => Object.keys(segment).length > 0)).toBe(true);
    expect(segments.flatMap((segment) => Object.keys(segment))).toEqual([...entries.keys()]);
    expect(segmentsOf(new Map(), 100)).toEqual([]);
  });
});

describe("MarkdownCache segments on disk", () => {
  it("reads its segments back, and passes over a JSON segment of the layout before without calling it damaged", async () => {
    const dir = await mkdtemp(join(tmpdir(), "sitec-unit-segments-"));
    try {
      const files = await CacheFiles.open(dir);
      const segment = files.writeNamedPack("markdown", { a: entry(3) }, "markdown-segment");
      expect(segment).toMatch(/^markdown\/[0-9a-f]{20}\.bin$/);
      // A JSON segment as builds wrote them before, listed first.
      files.writePack("markdown/0123456789abcdef0123.json", "markdown-segment", { b: entry(2) });
      files.writePack("markdown.json", "markdown", { segments: ["markdown/0123456789abcdef0123.json", segment] });
      expect(await files.flush()).toBeUndefined();
      const again = await CacheFiles.open(dir);
      expect(again.readNamedPack(segment, "markdown-segment")).toEqual({ a: entry(3) });
      new MarkdownCache(again, "settings");
      expect(again.damaged).toEqual([]);
      // Read as a segment of this layout, the JSON file would be reported.
      expect(again.readNamedPack("markdown/0123456789abcdef0123.json", "markdown-segment")).toBeUndefined();
      expect(again.damaged).toEqual(["markdown/0123456789abcdef0123.json"]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
