// The build cache cuts rendered Markdown into segments of bounded size: one segment of every
// entry made a JSON string longer than V8 allows at 50,000 docs.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CACHE_FORMAT, CacheFiles } from "../../../src/cache/cache-files.ts";
import { MarkdownCache, segmentsOf } from "../../../src/cache/markdown-cache.ts";
import type { RenderedMarkdown } from "../../../src/markdown/pipeline.ts";

const entry = (chars: number): RenderedMarkdown => ({ html: "x".repeat(chars), toc: [], headingIds: [], links: [], sections: [], wordCount: 0, warnings: [], brokenMarkdownLinks: [], missingAssets: [] });

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
  it("reads its segments back through the list of them", async () => {
    const dir = await mkdtemp(join(tmpdir(), "sitec-unit-segments-"));
    try {
      const files = await CacheFiles.open(dir);
      const segment = files.writeNamedPack("markdown", { a: entry(3) }, "markdown-segment");
      expect(segment).toMatch(/^markdown\/[0-9a-f]{20}\.bin$/);
      files.writePack("markdown.json", "markdown", { segments: [segment] });
      expect(await files.flush()).toBeUndefined();
      const again = await CacheFiles.open(dir);
      new MarkdownCache(again, "settings");
      expect(again.damaged).toEqual([]);
      expect(again.readNamedPack(segment, "markdown-segment")).toEqual({ a: entry(3) });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("CacheFiles", () => {
  it("reads a pack of another layout as missing, and a damaged one as damaged", async () => {
    const dir = await mkdtemp(join(tmpdir(), "sitec-unit-layout-"));
    try {
      const files = await CacheFiles.open(dir);
      for (const name of ["older.json", "newer.json", "damaged.json"]) files.writePack(name, "pages", { pages: {} });
      expect(await files.flush()).toBeUndefined();
      const headerOf = async (name: string) => (await readFile(join(dir, name), "utf8")).split("\n")[0]!;
      expect(JSON.parse(await headerOf("older.json"))).toMatchObject({ format: CACHE_FORMAT, kind: "pages" });
      // As another sitec would have written them: the same body under another format's header.
      const withFormat = async (name: string, format: number) => {
        const [header, body] = (await readFile(join(dir, name), "utf8")).split("\n");
        await writeFile(join(dir, name), `${JSON.stringify({ ...JSON.parse(header!), format })}\n${body}`);
      };
      await withFormat("older.json", CACHE_FORMAT - 1);
      await withFormat("newer.json", CACHE_FORMAT + 1);
      const text = await readFile(join(dir, "damaged.json"), "utf8");
      await writeFile(join(dir, "damaged.json"), text.replace('"pages":{}', '"pages":[]'));
      const again = await CacheFiles.open(dir);
      expect(again.readPack("older.json", "pages")).toBeUndefined();
      expect(again.readPack("newer.json", "pages")).toBeUndefined();
      expect(again.damaged).toEqual([]);
      expect(again.readPack("damaged.json", "pages")).toBeUndefined();
      expect(again.damaged).toEqual(["damaged.json"]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
