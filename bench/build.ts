// Cold `sitec build --strict` of site/: output and caches removed before each of 5 runs.
// Prints median and spread of wall time and peak RSS, and the median time of each phase.
// Run: npm run bench:build
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { measure, median, parsePhases, prepareCli, spread, table } from "./lib.ts";

prepareCli();

const RUNS = 5;
const out = await mkdtemp(join(tmpdir(), "sitec-bench-build-"));
const runs: { seconds: number; peakMiB: number; phases: Map<string, number> }[] = [];
for (let i = 0; i < RUNS; i++) {
  await rm(join(out, "build"), { recursive: true, force: true });
  await rm("node_modules/.cache/sitec", { recursive: true, force: true });
  const r = await measure(process.execPath, ["bin/sitec.js", "build", "--strict", "--verbose", "--out-dir", join(out, "build")]);
  runs.push({ seconds: r.seconds, peakMiB: r.peakMiB, phases: parsePhases(r.stdout) });
  process.stderr.write(`run ${i + 1}: ${r.seconds.toFixed(2)} s, ${r.peakMiB.toFixed(0)} MiB\n`);
}
await rm(out, { recursive: true, force: true });

console.log(`Cold build of site/ (${RUNS} runs)`);
console.log(
  table([
    ["figure", "median", "spread", "goal"],
    ["wall time (s)", median(runs.map((r) => r.seconds)).toFixed(2), spread(runs.map((r) => r.seconds)), "< 2"],
    ["peak RSS (MiB)", median(runs.map((r) => r.peakMiB)).toFixed(0), spread(runs.map((r) => r.peakMiB)), "< 300"],
  ]),
);
console.log("\nPhases (median ms)");
const names = [...runs[0]!.phases.keys()];
console.log(table([["phase", "ms"], ...names.map((n) => [n, median(runs.map((r) => r.phases.get(n) ?? 0)).toFixed(0)])]));
