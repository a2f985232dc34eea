// Rendered Markdown is kept until its page and the search index are written: it must be
// stored as flat strings, not as the ropes that appending builds (see src/flat-string.ts).
import v8 from "node:v8";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { flatString } from "../../src/flat-string.ts";
import { renderMarkdownFile } from "../../src/markdown/pipeline.ts";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

/** Heap bytes that `make` leaves alive, per kept value. */
async function retainedBy<T>(count: number, make: (i: number) => T | Promise<T>): Promise<{ bytes: number; kept: T[] }> {
  gc();
  const before = v8.getHeapStatistics().used_heap_size;
  const kept: T[] = [];
  for (let i = 0; i < count; i++) kept.push(await make(i));
  gc();
  return { bytes: (v8.getHeapStatistics().used_heap_size - before) / count, kept };
}

/** A string made the way the HTML writer makes one: a thousand small parts appended. */
function appended(i: number): string {
  let html = "";
  for (let part = 0; part < 1000; part++) html += "<p>" + ((part + i) % 7) + "</p>";
  return html;
}

describe("flatString", () => {
  it("keeps the value", () => {
    const rope = appended(3);
    expect(flatString(rope)).toBe(rope);
    expect(flatString("")).toBe("");
  });

  it("keeps a string built by appending in about its length, a fraction of the rope", async () => {
    const ropes = await retainedBy(300, appended);
    const flat = await retainedBy(300, (i) => flatString(appended(i)));
    const length = ropes.kept[0]!.length;
    expect(flat.bytes).toBeLessThan(length * 1.5);
    expect(flat.bytes * 3).toBeLessThan(ropes.bytes);
  });
});

describe("renderMarkdownFile keeps its HTML and search text flat", () => {
  const doc = (i: number) =>
    [`# Page ${i}`, "", ...Array.from({ length: 40 }, (_, k) => `## Part ${k}\n\nSome *text* with \`code\`, [a link](https://example.com/${k}) and more words ${i}.\n\n- one\n- two ${k}\n`)].join("\n");

  const OPTIONS = { baseUrl: "/", toc: { min: 2, max: 3 }, resolveMarkdownFile: () => undefined };

  it("retains about the size of its strings, not ropes of their parts", async () => {
    const results = [];
    for (let i = 0; i < 5; i++) results.push(await renderMarkdownFile(doc(i), OPTIONS));
    const { bytes: perDoc, kept } = await retainedBy(150, async (i) => {
      const { html, sections } = await renderMarkdownFile(doc(i), OPTIONS);
      return { html, texts: sections.map((s) => s.text) };
    });
    const characters = kept[0]!.html.length + kept[0]!.texts.reduce((sum, t) => sum + t.length, 0);
    // Flat one-byte strings and their small arrays: well under twice the characters. As ropes
    // the same results took over three times as much.
    expect(perDoc).toBeLessThan(characters * 2);
  });
});
