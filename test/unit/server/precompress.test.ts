import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { brotliQuality, precompressSite } from "../../../src/server/precompress.ts";
import { FileCache } from "../../../src/server/file-cache.ts";

let dir: string;
const page = "<p>Scanning with secureCodeBox.</p>\n".repeat(200);
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "sitec-unit-precompress-"));
  await mkdir(join(dir, "docs", "x"), { recursive: true });
  await mkdir(join(dir, "assets"), { recursive: true });
  await mkdir(join(dir, "img"), { recursive: true });
  await writeFile(join(dir, "index.html"), page);
  await writeFile(join(dir, "docs", "x", "index.html"), page + "x");
  await writeFile(join(dir, "assets", "client-ABCDEFGH.js"), "export const a = 1;\n".repeat(300));
  await writeFile(join(dir, "small.json"), '{"a":1}');
  await writeFile(join(dir, "img", "photo.png"), Buffer.alloc(5000, 7));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe("precompressSite", () => {
  it("writes .br and .gz beside compressible files of 1 KiB or more, decompressing to the file", async () => {
    const result = await precompressSite(dir);
    expect(result.files).toBe(3);
    for (const file of ["index.html", "docs/x/index.html", "assets/client-ABCDEFGH.js"]) {
      const body = await readFile(join(dir, file));
      expect(brotliDecompressSync(await readFile(join(dir, file + ".br"))).equals(body), file).toBe(true);
      expect(gunzipSync(await readFile(join(dir, file + ".gz"))).equals(body), file).toBe(true);
    }
    expect(existsSync(join(dir, "small.json.br"))).toBe(false);
    expect(existsSync(join(dir, "img", "photo.png.br"))).toBe(false);
  });

  it("does not compress its own output again", async () => {
    await precompressSite(dir);
    expect(existsSync(join(dir, "index.html.br.br"))).toBe(false);
    expect(existsSync(join(dir, "index.html.gz.gz"))).toBe(false);
  });

  it("gives hashed bundle files brotli's best quality", () => {
    expect(brotliQuality("/assets/client-ABCDEFGH.js")).toBe(11);
    expect(brotliQuality("/docs/x/index.html")).toBe(5);
  });
});

describe("FileCache with precompressed files", () => {
  it("sends a fresh sibling as it is, and compresses itself when the sibling is older", async () => {
    const file = join(dir, "index.html");
    const cache = new FileCache();
    const entry = await cache.get(file, await stat(file));
    expect((await cache.encoded(entry, "br"))!.equals(await readFile(file + ".br"))).toBe(true);

    // A sibling older than its file (the file changed after precompressing) is not used.
    const other = join(dir, "docs", "x", "index.html");
    await writeFile(other + ".br", "stale");
    const old = new Date(Date.now() - 60_000);
    await utimes(other + ".br", old, old);
    const fresh = await new FileCache().get(other, await stat(other));
    const br = await new FileCache().encoded(fresh, "br");
    expect(brotliDecompressSync(br!).toString()).toBe(page + "x");
  });
});
