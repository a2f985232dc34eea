// Cold builds of generated corpora of 100, 1,000 and 5,000 docs (a tenth as many posts):
// wall time, peak RSS and time per page, to see how the build grows. Then, for the sizes of
// CACHE_SIZES (default 5000), the rebuilds with the build cache (cache-series.ts), RUNS rounds
// (default 3). sitec runs on the Node that runs this script: on Node 26,
// `node tools/node26.mjs npm run bench:scale`.
// Run: npm run bench:scale
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cacheSeries, cacheTable } from "./cache-series.ts";
import { docLocation, writeSitecSite } from "./corpus.ts";
import { emptyTrash, measure, nodeLine, prepareCli, putAside, settleDisk, table } from "./lib.ts";

await prepareCli();

const sizes = (process.env.SIZES ?? "100,1000,5000").split(",").map(Number);
const cacheSizes = new Set((process.env.CACHE_SIZES ?? "5000").split(",").map(Number));
const rounds = Number(process.env.RUNS ?? 3);
const cacheTables: string[] = [];
const rows: (string | number)[][] = [["docs", "posts", "pages", "wall (s)", "CPU user + kernel (s)", "peak RSS (MiB)", "ms per page"]];
for (const docs of sizes) {
  const dir = await mkdtemp(join(tmpdir(), `sitec-bench-scale-${docs}-`));
  const posts = Math.round(docs / 10);
  await writeSitecSite(join(dir, "site"), { docs, posts });
  await putAside("node_modules/.cache/sitec");
  settleDisk();
  const started = performance.now();
  try {
    const r = await measure(process.execPath, ["--expose-gc", "bin/sitec.js", "build", "--site", join(dir, "site"), "--out-dir", join(dir, "build")]);
    const pages = Number(/Built (\d+) pages/.exec(r.stdout)?.[1] ?? 0);
    rows.push([docs, posts, pages, r.seconds.toFixed(2), `${r.userSeconds.toFixed(2)} + ${r.systemSeconds.toFixed(2)}`, r.peakMiB.toFixed(0), ((r.seconds * 1000) / pages).toFixed(2)]);
    process.stderr.write(`${docs} docs: ${r.seconds.toFixed(2)} s\n`);
  } catch (error) {
    // A failed size (out of memory, say) is a result too: the table says so and the rest runs.
    const message = (error as Error).message;
    const reason = /out of memory|heap limit|FatalProcessOutOfMemory/i.test(message) ? "out of memory" : message.split("\n")[0]!.slice(0, 80);
    const peak = /Maximum resident set size \(kbytes\): (\d+)/.exec(message)?.[1];
    rows.push([docs, posts, "failed: " + reason, ((performance.now() - started) / 1000).toFixed(2), "?", peak ? (Number(peak) / 1024).toFixed(0) : "?", "–"]);
    process.exitCode = 1;
  }
  if (cacheSizes.has(docs) && process.exitCode === undefined) {
    const middle = docLocation(Math.floor(docs / 2));
    const series = await cacheSeries({ site: join(dir, "site"), doc: join(dir, "site", "docs", middle.folder, `${middle.name}.md`), work: dir, runs: rounds });
    cacheTables.push(`\nRebuilds with the build cache, ${docs} docs + ${posts} posts (${rounds} rounds; goals: warm ≤ 30% of cold, one doc changed ≤ 35%)\n${cacheTable(series)}`);
  }
  // Deleted after the last size: deleting a corpus just before the next one slows its file
  // creation (see putAside).
  await putAside(dir);
}
await emptyTrash();
console.log(`Cold builds of generated corpora, ${nodeLine()} (goal: linear, < 3 ms a page, < 1 GiB at 5,000 docs)`);
console.log(table(rows));
for (const text of cacheTables) console.log(text);
