// Cold `sitec build --strict` of site/: output and caches removed before each of 5 runs.
// Prints median and spread of wall time and peak RSS, and the median time of each phase. Then
// the rebuilds with the build cache (cache-series.ts) on a copy of site/, 5 rounds (RUNS sets
// both counts). sitec runs on the Node that runs this script: on Node 26,
// `node tools/node26.mjs npm run bench:build`.
// Run: npm run bench:build
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cacheSeries, cacheTable } from "./cache-series.ts";
import { emptyTrash, measure, median, nodeLine, parsePhases, prepareCli, putAside, spread, table } from "./lib.ts";

await prepareCli();

const RUNS = Number(process.env.RUNS ?? 5);
const out = await mkdtemp(join(tmpdir(), "sitec-bench-build-"));
const runs: { seconds: number; peakMiB: number; userSeconds: number; systemSeconds: number; phases: Map<string, number> }[] = [];
for (let i = 0; i < RUNS; i++) {
  // Output and caches are moved away rather than deleted (see putAside).
  await putAside(join(out, "build"));
  await putAside("node_modules/.cache/sitec");
  const r = await measure(process.execPath, ["--expose-gc", "bin/sitec.js", "build", "--strict", "--verbose", "--out-dir", join(out, "build")]);
  runs.push({ seconds: r.seconds, peakMiB: r.peakMiB, userSeconds: r.userSeconds, systemSeconds: r.systemSeconds, phases: parsePhases(r.stdout) });
  process.stderr.write(`run ${i + 1}: ${r.seconds.toFixed(2)} s, ${r.peakMiB.toFixed(0)} MiB\n`);
}
// The copy is edited (one doc a round); its path differs from site/'s, so it has a cache of its own.
const copy = join(out, "site");
await cp("site", copy, { recursive: true });
const series = await cacheSeries({ site: copy, doc: join(copy, "docs/getting-started/installation.md"), work: out, runs: RUNS, args: ["--strict"] });
await emptyTrash();
await rm(out, { recursive: true, force: true });

console.log(`Cold build of site/ (${RUNS} runs, ${nodeLine()})`);
console.log(
  table([
    ["figure", "median", "spread", "goal"],
    ["wall time (s)", median(runs.map((r) => r.seconds)).toFixed(2), spread(runs.map((r) => r.seconds)), "< 2"],
    ["peak RSS (MiB)", median(runs.map((r) => r.peakMiB)).toFixed(0), spread(runs.map((r) => r.peakMiB)), "< 300"],
    // On two cores the CPU time can exceed the wall time: esbuild and the writer thread run beside the main thread.
    ["CPU, user (s)", median(runs.map((r) => r.userSeconds)).toFixed(2), spread(runs.map((r) => r.userSeconds)), ""],
    ["CPU, kernel (s)", median(runs.map((r) => r.systemSeconds)).toFixed(2), spread(runs.map((r) => r.systemSeconds)), ""],
  ]),
);
console.log("\nPhases (median ms)");
const names = [...runs[0]!.phases.keys()];
console.log(table([["phase", "ms"], ...names.map((n) => [n, median(runs.map((r) => r.phases.get(n) ?? 0)).toFixed(0)])]));
console.log(`\nRebuilds of site/ with the build cache (${RUNS} rounds; goal: warm ≤ 30% of cold)`);
console.log(cacheTable(series));
