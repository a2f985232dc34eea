// Run by links-memory.test.ts in a process of its own (with --expose-gc): prints how much heap
// the links and ids of 20 pages of 1 MB keep once the pages themselves are gone.
import { collectIds, collectLinks } from "../../../src/check/links.ts";

const gc = (globalThis as { gc?: () => void }).gc!;
const kept: unknown[] = [];
gc();
const before = process.memoryUsage().heapUsed;
for (let i = 0; i < 20; i++) {
  // A distinct page each time, with links and ids long enough to be sliced out of it.
  const page = `<main>${`<p>filler ${i}</p>`.repeat(60_000)}<a href="/docs/section-${i}/a-long-page-name#an-anchor">x</a><img src="/img/picture-number-${i}.png"><h2 id="a-long-heading-id-${i}">h</h2></main>`;
  kept.push(collectLinks(page), collectIds(page));
}
gc();
console.log(JSON.stringify({ keptMb: (process.memoryUsage().heapUsed - before) / 1048576, items: kept.length }));
