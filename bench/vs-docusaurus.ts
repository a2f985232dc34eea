// The same generated corpus (500 docs + 50 posts) built by sitec and by Docusaurus 3 (latest
// 3.x, classic preset), cold, alternating, 3 runs each: ratios of wall time and peak memory.
// Docusaurus is installed on demand into a folder under the system's temp folder (reused by
// later runs), never into this repository (bench/docusaurus.ts).
// Run: npm run bench:vs-docusaurus
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { writeSitecSite } from "./corpus.ts";
import { BENCH_ROOT, clearDocusaurus, DOCUSAURUS_BIN, DOCUSAURUS_DIR, prepareDocusaurus } from "./docusaurus.ts";
import { emptyTrash, measure, median, prepareCli, putAside, spread, table } from "./lib.ts";

await prepareCli();

const RUNS = 3;
const counts = { docs: Number(process.env.DOCS ?? 500), posts: Number(process.env.POSTS ?? 50) };
const sitec = join(BENCH_ROOT, "sitec");

const version = await prepareDocusaurus(counts);
await rm(sitec, { recursive: true, force: true });
await writeSitecSite(join(sitec, "site"), counts);

const results = { sitec: [] as { seconds: number; peakMiB: number }[], docusaurus: [] as { seconds: number; peakMiB: number }[] };
for (let i = 0; i < RUNS; i++) {
  // Moved away rather than deleted, for both tools (see putAside).
  await putAside(join(sitec, "build"));
  await putAside("node_modules/.cache/sitec");
  results.sitec.push(await measure(process.execPath, ["--expose-gc", "bin/sitec.js", "build", "--site", join(sitec, "site"), "--out-dir", join(sitec, "build")]));
  process.stderr.write(`sitec run ${i + 1}: ${results.sitec.at(-1)!.seconds.toFixed(2)} s\n`);
  await clearDocusaurus();
  results.docusaurus.push(await measure(DOCUSAURUS_BIN, ["build"], { cwd: DOCUSAURUS_DIR }));
  process.stderr.write(`docusaurus run ${i + 1}: ${results.docusaurus.at(-1)!.seconds.toFixed(2)} s\n`);
}
await emptyTrash();

const m = (list: { seconds: number; peakMiB: number }[], key: "seconds" | "peakMiB") => median(list.map((r) => r[key]));
console.log(`Corpus: ${counts.docs} docs + ${counts.posts} posts; Docusaurus ${version}; ${RUNS} cold runs each, alternating`);
console.log(
  table([
    ["", "sitec", "Docusaurus", "ratio", "goal"],
    ["wall time (s), median", m(results.sitec, "seconds").toFixed(2), m(results.docusaurus, "seconds").toFixed(2), (m(results.docusaurus, "seconds") / m(results.sitec, "seconds")).toFixed(1) + "×", "≥ 25×"],
    ["wall time spread", spread(results.sitec.map((r) => r.seconds)), spread(results.docusaurus.map((r) => r.seconds)), "", ""],
    ["peak RSS (MiB), median", m(results.sitec, "peakMiB").toFixed(0), m(results.docusaurus, "peakMiB").toFixed(0), (m(results.docusaurus, "peakMiB") / m(results.sitec, "peakMiB")).toFixed(1) + "×", "≥ 5×"],
  ]),
);
