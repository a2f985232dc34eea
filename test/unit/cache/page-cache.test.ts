// The page part of the build cache while pages are written: a page handed to it keeps only its
// links and ids until its files are written, not its text.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CacheFiles } from "../../../src/cache/cache-files.ts";
import { PageCache } from "../../../src/cache/page-cache.ts";
import type { StagingDir } from "../../../src/output/atomic.ts";
import type { FileStamp } from "../../../src/output/writer-thread.ts";
import { WriteQueue } from "../../../src/output/write-queue.ts";
import type { RenderedPage } from "../../../src/render/render-pages.ts";
import { collectGarbage, weaklyHeld } from "../../helpers/gc.ts";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "sitec-unit-page-cache-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe("PageCache.keep", () => {
  it("lets go of a page's text once it is sent, while its files are still being written", async () => {
    // A staging folder whose writes finish when the test says so, and that keeps no contents
    // (the writer thread gets a copy of them).
    const finish: (() => void)[] = [];
    const staging = {
      writeLinked: () => new Promise<FileStamp>((resolve) => finish.push(() => resolve({ size: 1, mtimeMs: 1, checksum: 1 }))),
    } as unknown as StagingDir;
    const files = await CacheFiles.open(dir);
    const cache = await PageCache.open(files, staging, "layout");
    const writes = new WriteQueue({ write: async () => undefined });
    const { ref, rest: kept } = weaklyHeld(() => {
      const page: RenderedPage = { html: { parts: ["<main>", "x".repeat(10_000), "</main>"], length: 10_013 }, json: "{}", links: ["/docs/a"], ids: new Set(["top"]) };
      return { held: page.html as object, rest: cache.keep("key", { html: "docs/b/index.html", json: "docs/b.json" }, page, writes) };
    });
    await kept;
    await new Promise((resolve) => setImmediate(resolve));
    collectGarbage();
    expect(finish).toHaveLength(2);
    expect(ref.deref()).toBeUndefined();
    for (const done of finish) done();
    await writes.drain();
    // Once written, the page is kept with its links and ids: the next build can take it.
    cache.save(false);
    expect(await files.flush()).toBeUndefined();
    const linking = { linkEach: async () => ({ stale: new Set<number>(), damaged: new Set<number>() }) } as unknown as StagingDir;
    const next = await PageCache.open(await CacheFiles.open(dir), linking, "layout");
    const reused = next.reuse("key", { html: "docs/b/index.html", json: "docs/b.json" });
    expect(reused?.links).toEqual(["/docs/a"]);
    expect([...reused!.ids]).toEqual(["top"]);
    expect(await reused!.linked).toBe(true);
  });
});

describe("PageCache.reuse", () => {
  // Regression (#41, point 10): on a full disk the writer thread could not copy kept pages into
  // the output. The render phase awaited the first page's `linked` and failed; the others'
  // rejected unheard, and Node ended the process on them (21 KB of minified source), before
  // the build could remove its staging folder.
  it("a failed batch of links rejects each page's `linked` without an unhandled rejection", async () => {
    const keys = ["a", "b", "c"];
    const files = await CacheFiles.open(dir);
    const staging = { writeLinked: async () => ({ size: 1, mtimeMs: 1, checksum: 1 }) } as unknown as StagingDir;
    const cache = await PageCache.open(files, staging, "layout");
    const writes = new WriteQueue({ write: async () => undefined });
    for (const key of keys) await cache.keep(key, { html: `${key}/index.html` }, { html: "<p>x</p>", links: [], ids: new Set() }, writes);
    await writes.drain();
    cache.save(false);
    expect(await files.flush()).toBeUndefined();

    const full = Object.assign(new Error("ENOSPC: no space left on device, copyfile"), { code: "ENOSPC" });
    const failing = { linkEach: () => Promise.reject(full) } as unknown as StagingDir;
    const next = await PageCache.open(await CacheFiles.open(dir), failing, "layout");
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", listener);
    try {
      const linked = keys.map((key) => next.reuse(key, { html: `${key}/index.html` })!.linked);
      next.sendLinks();
      // The render phase stops at the first failure and never looks at the others.
      await expect(linked[0]).rejects.toBe(full);
      for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
      for (const page of linked.slice(1)) await expect(page).rejects.toBe(full);
    } finally {
      process.off("unhandledRejection", listener);
    }
  });
});
