// The file writer thread: writes in order, makes folders, reports failures with the path,
// and lets the process exit when it has nothing to do.
import { execFileSync, spawnSync } from "node:child_process";
import zlib from "node:zlib";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PageParts } from "../../../src/output/page-parts.ts";
import { HAND_OVER_FROM, KEPT_PIECES, handOver, WriterThread } from "../../../src/output/writer-thread.ts";
import { collectGarbage, weaklyHeld } from "../../helpers/gc.ts";

let dir: string;
let writer: WriterThread;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "sitec-unit-writer-"));
  writer = new WriterThread();
});
afterEach(async () => {
  await writer.close();
  await rm(dir, { recursive: true, force: true });
});

describe("WriterThread", () => {
  it("lets go of a write's contents once they are posted, before the thread has written them", async () => {
    // Held until the write was done, each page's text outlived the scavenges of the render phase.
    const sends = [(bytes: Uint8Array) => writer.write(join(dir, "a.bin"), bytes), (bytes: Uint8Array) => writer.writeLinked(join(dir, "b.bin"), bytes, join(dir, "c.bin"))];
    for (const send of sends) {
      // The thread writes in order: 64 MB first keep it busy while the small write waits.
      const busy = writer.write(join(dir, "busy.txt"), "x".repeat(64 * 1024 * 1024));
      const { ref, rest: written } = weaklyHeld(() => {
        const bytes = new Uint8Array(64 * 1024).fill(7);
        return { held: bytes, rest: send(bytes) };
      });
      let done = false;
      void written.then(() => (done = true));
      // A WeakRef keeps its target until the current job ends.
      await new Promise((resolve) => setImmediate(resolve));
      collectGarbage();
      expect(done).toBe(false);
      expect(ref.deref()).toBeUndefined();
      await Promise.all([busy, written]);
    }
    expect((await readFile(join(dir, "c.bin"))).length).toBe(64 * 1024);
  });

  it("fails a write whose contents cannot be sent, and goes on with the next", async () => {
    const unsendable = { parts: [{ piece: 1, text: "x", replace: [], render: () => "" }], length: 1 } as unknown as PageParts;
    await expect(writer.write(join(dir, "bad.html"), unsendable)).rejects.toThrow(/could not be cloned/);
    await writer.write(join(dir, "good.html"), "<p>ok</p>");
    expect(await readFile(join(dir, "good.html"), "utf8")).toBe("<p>ok</p>");
  });

  it("links a kept file only while it has its size, time and checksum", async () => {
    const stamp = await writer.writeLinked(join(dir, "cache/page.html"), "<p>kept é</p>", join(dir, "out-1/page.html"));
    expect(stamp.checksum).toBe(zlib.crc32(Buffer.from("<p>kept é</p>")));
    const link = (to: string) => writer.linkEach([{ file: join(dir, "cache/page.html"), link: join(dir, to), stamp }]);
    expect(await link("out-2/page.html")).toEqual({ stale: new Set(), damaged: new Set() });
    expect(await readFile(join(dir, "out-2/page.html"), "utf8")).toBe("<p>kept é</p>");
    // Other bytes of the same size, the time set back to the nanosecond: damaged, not linked.
    execFileSync("touch", ["-r", join(dir, "cache/page.html"), join(dir, "time")]);
    await writeFile(join(dir, "cache/page.html"), "<p>KEPT é</p>");
    execFileSync("touch", ["-r", join(dir, "time"), join(dir, "cache/page.html")]);
    expect(await link("out-3/page.html")).toEqual({ stale: new Set(), damaged: new Set([0]) });
    // Another size or time: stale (changed on purpose), not linked.
    await writeFile(join(dir, "cache/page.html"), "<p>kept, and more</p>");
    expect(await link("out-4/page.html")).toEqual({ stale: new Set([0]), damaged: new Set() });
    await rm(join(dir, "cache/page.html"));
    expect(await link("out-5/page.html")).toEqual({ stale: new Set([0]), damaged: new Set() });
    for (const out of ["out-3", "out-4", "out-5"]) await expect(readFile(join(dir, out, "page.html"))).rejects.toThrow(/ENOENT/);
  });

  it("writes strings and bytes, making the folders they need", async () => {
    await Promise.all([
      writer.write(join(dir, "docs/a/index.html"), "<p>é…</p>"),
      writer.write(join(dir, "docs/a/route.json"), "{}"),
      writer.write(join(dir, "img/x.bin"), new Uint8Array([0, 255, 7])),
    ]);
    expect(await readFile(join(dir, "docs/a/index.html"), "utf8")).toBe("<p>é…</p>");
    expect(await readFile(join(dir, "docs/a/route.json"), "utf8")).toBe("{}");
    expect([...(await readFile(join(dir, "img/x.bin")))]).toEqual([0, 255, 7]);
  });

  it("hands a long string over as its UTF-8 bytes, written the same as the string", async () => {
    const long = "{\"t\":\"é…\"}".repeat(Math.ceil(HAND_OVER_FROM / 10));
    const { contents, transfer } = handOver(long);
    expect(Buffer.from(contents as Uint8Array).equals(Buffer.from(long))).toBe(true);
    expect(transfer).toEqual([(contents as Uint8Array).buffer]);
    await writer.write(join(dir, "search-index.json"), long);
    await writer.writeLinked(join(dir, "cache/page.html"), long, join(dir, "page.html"));
    expect(await readFile(join(dir, "search-index.json"), "utf8")).toBe(long);
    expect(await readFile(join(dir, "page.html"), "utf8")).toBe(long);
  });

  it("writes long bytes it was given from the calling thread, after the writes before them, leaving them whole", async () => {
    const bytes = new Uint8Array(HAND_OVER_FROM + 3).fill(97);
    const file = join(dir, "deep/folder/search-index.json");
    const order = [writer.write(file, "first"), writer.write(file, bytes)];
    await Promise.all(order);
    expect(bytes.byteLength).toBe(HAND_OVER_FROM + 3);
    expect((await readFile(file)).equals(Buffer.from(bytes))).toBe(true);
    await expect(writer.write(join(file, "under-a-file"), bytes)).rejects.toThrow(/search-index\.json/);
  });

  it("copies short strings and bytes it was given: their buffers may be shared", () => {
    const bytes = new Uint8Array(HAND_OVER_FROM * 2);
    for (const given of ["<p>short</p>", bytes, { parts: ["<p>", "</p>"], length: 7 }]) {
      const { contents, transfer } = handOver(given);
      expect(contents).toBe(given);
      expect(transfer).toEqual([]);
    }
    expect(bytes.byteLength).toBe(HAND_OVER_FROM * 2);
  });

  it("writes the same file in the order of the calls", async () => {
    const file = join(dir, "same.txt");
    await Promise.all(Array.from({ length: 20 }, (_, i) => writer.write(file, String(i))));
    expect(await readFile(file, "utf8")).toBe("19");
  });

  it("rejects a failed write with the error and path, and goes on with the next", async () => {
    await writeFile(join(dir, "blocker"), "a file where a folder should be");
    const failed = writer.write(join(dir, "blocker/page/index.html"), "x");
    await expect(failed).rejects.toThrow(/ENOTDIR|EEXIST/);
    await expect(failed).rejects.toThrow(join(dir, "blocker"));
    await writer.write(join(dir, "ok.html"), "fine");
    expect(await readFile(join(dir, "ok.html"), "utf8")).toBe("fine");
  });

  it("close waits for the pending writes; later writes are refused", async () => {
    const writes = Array.from({ length: 50 }, (_, i) => writer.write(join(dir, `p${i}/index.html`), "x".repeat(10_000)));
    await writer.close();
    const contents = await Promise.all(writes.map((_, i) => readFile(join(dir, `p${i}/index.html`), "utf8")));
    expect(contents.every((c) => c.length === 10_000)).toBe(true);
    await expect(writer.write(join(dir, "late.html"), "x")).rejects.toThrow("closed");
  });

  it("puts pages together from shared pieces, keeping a few of them and sending one forgotten again", async () => {
    const pieceText = (n: number) => `<ul><li class="x">piece ${n}</li></ul>`;
    // Every page as the main thread hands it over: each part with its text.
    const page = (n: number): PageParts => ({
      parts: ["<body>", { piece: n, text: pieceText(n), replace: [['class="x"', `class="x" data-page="${n}"`]] }, "</body>"],
      length: 0,
    });
    const count = KEPT_PIECES * 3;
    for (let n = 0; n < count; n++) {
      await writer.write(join(dir, `a${n}.html`), page(n));
      await writer.write(join(dir, `b${n}.html`), page(n));
    }
    expect(await writer.piecesHeld()).toBe(KEPT_PIECES);
    // Piece 0 was forgotten long ago: the page still comes out whole.
    await writer.write(join(dir, "again.html"), page(0));
    const expected = (n: number) => `<body><ul><li class="x" data-page="${n}">piece ${n}</li></ul></body>`;
    expect(await readFile(join(dir, "again.html"), "utf8")).toBe(expected(0));
    for (const n of [0, count - 1]) expect(await readFile(join(dir, `b${n}.html`), "utf8")).toBe(expected(n));
    expect(await writer.piecesHeld()).toBe(KEPT_PIECES);
  });

  it("keeps a piece that a page both pushes out and sends again: the page after it that uses it comes out whole", async () => {
    // Pieces 0 … KEPT_PIECES - 1 fill the thread; then a page uses a new piece and piece 0, the
    // oldest: adding the new one pushed 0 out, and 0 went again with its text. The thread was
    // told to forget it after that write, while the main thread counted it as held, and the next
    // page with piece 0 (sent without its text) failed: a cold build of webdriver.io's docs.
    const part = (n: number) => ({ piece: n, text: `<nav>piece ${n}</nav>`, replace: [] as [string, string][] });
    for (let n = 0; n < KEPT_PIECES; n++) await writer.write(join(dir, `fill${n}.html`), { parts: [part(n)], length: 0 });
    await writer.write(join(dir, "both.html"), { parts: [part(KEPT_PIECES), part(0)], length: 0 });
    await writer.write(join(dir, "after.html"), { parts: ["<main>", part(0), "</main>"], length: 0 });
    expect(await readFile(join(dir, "after.html"), "utf8")).toBe("<main><nav>piece 0</nav></main>");
    expect(await writer.piecesHeld()).toBe(KEPT_PIECES);
  });

  it("keeps a process alive while writing and lets it exit when idle", () => {
    const script = `
      import { WriterThread } from ${JSON.stringify(join(process.cwd(), "src/output/writer-thread.ts"))};
      const writer = new WriterThread();
      writer.write(${JSON.stringify(join(dir, "last.txt"))}, "written before exit");
    `;
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8", timeout: 20_000 });
    expect(run.status, run.stderr).toBe(0);
    return readFile(join(dir, "last.txt"), "utf8").then((text) => expect(text).toBe("written before exit"));
  });

  it("puts a page together when loaded through tsx, which names functions with a __name helper", () => {
    // `npm run site:checksums` runs the build under tsx: the thread's source is made from
    // functions' text, and tsx's text of them calls __name, which the thread must have.
    const script = `
      import { WriterThread } from ${JSON.stringify(join(process.cwd(), "src/output/writer-thread.ts"))};
      const writer = new WriterThread();
      await writer.write(${JSON.stringify(join(dir, "parts.html"))}, { parts: ["<b>", { piece: 1, text: "<i>x</i>", replace: [["x", "y"]] }, "</b>"], length: 0 });
      await writer.close();
    `;
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], { encoding: "utf8", timeout: 20_000 });
    expect(run.status, run.stderr).toBe(0);
    return readFile(join(dir, "parts.html"), "utf8").then((text) => expect(text).toBe("<b><i>y</i></b>"));
  });
});
