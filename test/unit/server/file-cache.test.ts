import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { mkdtemp, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { FileCache } from "../../../src/server/file-cache.ts";
import { contentSecurityPolicy } from "../../../src/server/csp.ts";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "sitec-unit-cache-"));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

const load = async (cache: FileCache, file: string) => cache.get(file, await stat(file));

describe("FileCache", () => {
  it("gives the body, a content ETag, and the policy of an HTML page from its own scripts", async () => {
    const file = join(dir, "page.html");
    await writeFile(file, "<html><script>x()</script></html>");
    const entry = await load(new FileCache(), file);
    expect(entry.body.toString()).toBe("<html><script>x()</script></html>");
    expect(entry.etag).toMatch(/^"[\w-]{27}"$/);
    expect(entry.contentType).toBe("text/html; charset=utf-8");
    expect(entry.policy).toBe(contentSecurityPolicy(["x()"]));
  });

  it("gives other files the policy without hashes", async () => {
    const file = join(dir, "data.json");
    await writeFile(file, '{"a":"<script>x()</script>"}');
    expect((await load(new FileCache(), file)).policy).toBe(contentSecurityPolicy());
  });

  it("serves the same entry while the file is unchanged, a new one once it is replaced", async () => {
    const cache = new FileCache();
    const file = join(dir, "a.txt");
    await writeFile(file, "one");
    const first = await load(cache, file);
    expect(await load(cache, file)).toBe(first);
    // A rebuild swaps in a new file: new inode, maybe the same size and second.
    await writeFile(join(dir, "a.txt.new"), "two");
    await rename(join(dir, "a.txt.new"), file);
    const second = await load(cache, file);
    expect(second.body.toString()).toBe("two");
    expect(second.etag).not.toBe(first.etag);
  });

  it("loads a file once for concurrent requests", async () => {
    const cache = new FileCache();
    const file = join(dir, "b.txt");
    await writeFile(file, "b");
    const stats = await stat(file);
    const [a, b] = await Promise.all([cache.get(file, stats), cache.get(file, stats)]);
    expect(a).toBe(b);
  });

  it("compresses with brotli and gzip once, and the bodies decompress to the file", async () => {
    const cache = new FileCache();
    const file = join(dir, "big.html");
    const text = "<p>hello world</p>\n".repeat(500);
    await writeFile(file, text);
    const entry = await load(cache, file);
    const br = await cache.encoded(entry, "br");
    const gz = await cache.encoded(entry, "gzip");
    expect(brotliDecompressSync(br!).toString()).toBe(text);
    expect(gunzipSync(gz!).toString()).toBe(text);
    expect(br!.length).toBeLessThan(text.length / 10);
    expect(await cache.encoded(entry, "br")).toBe(br);
    expect(cache.size).toBe(text.length + br!.length + gz!.length);
  });

  it("keeps at most maxBytes, dropping the least recently used first", async () => {
    const cache = new FileCache(250);
    const files = ["c1.txt", "c2.txt", "c3.txt"].map((f) => join(dir, f));
    for (const f of files) await writeFile(f, "x".repeat(100));
    const first = await load(cache, files[0]!);
    await load(cache, files[1]!);
    expect(await load(cache, files[0]!)).toBe(first); // c1 is now the most recent
    await load(cache, files[2]!); // drops c2
    expect(cache.size).toBe(200);
    expect(await load(cache, files[0]!)).toBe(first);
  });

  it("serves a file larger than the cache without keeping it", async () => {
    const cache = new FileCache(10);
    const file = join(dir, "large.txt");
    await writeFile(file, "y".repeat(100));
    const entry = await load(cache, file);
    expect(entry.body.length).toBe(100);
    expect(cache.size).toBe(0);
  });
});
