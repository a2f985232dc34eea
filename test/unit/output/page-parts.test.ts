// Pages in parts (src/output/page-parts.ts): a page split at the marks of shared pieces and put
// together again is the page with each piece's replacements made, in the writer thread too.
import { afterAll, describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { assembleBytes, assembleParts, pageText, splitMarkedPage, type PageParts } from "../../../src/output/page-parts.ts";
import { WriterThread } from "../../../src/output/writer-thread.ts";
import { seededRandom } from "../../helpers/corpus.ts";
import { removeAll, tempDir } from "../../helpers/fixtures.ts";

const MARK = "\u0001sitec-piece-test:";
const texts = ['<ul><li><a class="x" href="/a">A</a></li><li><a class="x" href="/b">B</a></li></ul>', "<p>two</p>"];
const mark = (piece: number, replace: [string, string][]) => `${MARK}${piece}:${JSON.stringify(replace)}\u0001`;
const dirs: string[] = [];
afterAll(() => removeAll(...dirs));

describe("pages in parts", () => {
  it("splits at every mark and puts the page together with the replacements made", () => {
    const html = `<nav>${mark(0, [['class="x" href="/b"', 'class="x on" href="/b"']])}</nav><main>${mark(1, [])}</main>`;
    const page = splitMarkedPage(html, MARK, (piece) => texts[piece]!)!;
    expect(page.parts.filter((part) => typeof part !== "string").map((part) => typeof part !== "string" && part.piece)).toEqual([0, 1]);
    const whole = '<nav><ul><li><a class="x" href="/a">A</a></li><li><a class="x on" href="/b">B</a></li></ul></nav><main><p>two</p></main>';
    expect(pageText(page)).toBe(whole);
    expect(page.length).toBe(whole.length - 'on '.length);
  });

  it("makes each replacement on every occurrence in the piece as rendered, not in what another put in", () => {
    const page = splitMarkedPage(mark(0, [["x", "y"], ["y", "z"]]), MARK, (piece) => texts[piece]!)!;
    expect(pageText(page)).toBe(texts[0]!.replaceAll("x", "y"));
    // An occurrence overlapping one of an earlier search is left; a later one after it is found.
    expect(assembleParts([{ piece: 0, text: "abcabc", replace: [["bc", "1"], ["ab", "2"], ["ca", "3"]] }], () => "")).toBe("a1a1");
    expect(assembleParts([{ piece: 0, text: "abcab", replace: [["ca", "3"], ["ab", "2"]] }], () => "")).toBe("23b");
  });

  it("puts a page together as bytes, the same as its text encoded", () => {
    const random = seededRandom(7);
    const alphabet = ["a", "b", "<", '"', "é", "€", "😀", "ß", " "];
    const pick = (n: number) => Array.from({ length: n }, () => alphabet[Math.floor(random() * alphabet.length)]).join("");
    const scratch = { bytes: Buffer.alloc(4) };
    for (let round = 0; round < 300; round++) {
      const piece = pick(1 + Math.floor(random() * 60));
      const replace = Array.from({ length: Math.floor(random() * 4) }, (): [string, string] => [pick(1 + Math.floor(random() * 2)), pick(Math.floor(random() * 4))]);
      const parts: PageParts["parts"] = [pick(5), { piece: 0, text: piece, replace }, pick(3), { piece: 0, text: piece, replace: [] }];
      const bytes = assembleBytes(parts, () => Buffer.from(piece), scratch);
      expect(Buffer.from(bytes).toString("utf8")).toBe(assembleParts(parts, () => piece));
    }
    expect(scratch.bytes.length).toBeGreaterThan(4);
  });

  it("leaves a page without marks alone, and a mark of another build is text", () => {
    expect(splitMarkedPage("<p>plain</p>", MARK, () => "")).toBeUndefined();
    expect(splitMarkedPage(`<p>\u0001sitec-piece-other:0:[]\u0001</p>`, MARK, () => "")).toBeUndefined();
  });

  it("takes a piece's text from pieceText when the part carries none", () => {
    expect(assembleParts(["<b>", { piece: 1, replace: [] } as never, "</b>"], (piece) => texts[piece]!)).toBe("<b><p>two</p></b>");
  });

  it("is put together by the writer thread, which keeps a piece's text from its first use", async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const writer = new WriterThread();
    const pages = ["/a", "/b", "/a"].map((active) =>
      splitMarkedPage(`<html>${mark(0, [[`class="x" href="${active}"`, `class="x on" href="${active}"`]])}</html>`, MARK, (piece) => texts[piece]!)!,
    );
    await Promise.all(pages.map((page, i) => writer.write(join(dir, `${i}.html`), page)));
    await writer.close();
    for (const [i, page] of pages.entries()) expect(await readFile(join(dir, `${i}.html`), "utf8")).toBe(pageText(page));
    expect(await readFile(join(dir, "1.html"), "utf8")).toContain('class="x on" href="/b"');
  });
});
