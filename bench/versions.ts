// Versioned docs at scale (issue 46): the bench/corpus.ts corpus (500 docs by default, DOCS sets
// it) built as one version, and as four (the docs folder and three released copies of it in
// versioned_docs/, with versions.json), cold with --no-cache, RUNS alternating runs of each.
// Prints the medians of wall and CPU time and the ratio (goal: four versions ≤ 4.5× one).
// Run: npm run bench:versions
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { writeSitecSite } from "./corpus.ts";
import { measure, median, nodeLine, prepareCli, spread, table } from "./lib.ts";

await prepareCli();

const RUNS = Number(process.env.RUNS ?? 5);
const DOCS = Number(process.env.DOCS ?? 500);
const RELEASED = ["3.0", "2.0", "1.0"];
const work = await mkdtemp(join(tmpdir(), "sitec-bench-versions-"));
const single = join(work, "single");
const versioned = join(work, "versioned");
await writeSitecSite(single, { docs: DOCS, posts: 20 });
await cp(single, versioned, { recursive: true });
for (const name of RELEASED) await cp(join(versioned, "docs"), join(versioned, "versioned_docs", `version-${name}`), { recursive: true });
await writeFile(join(versioned, "versions.json"), JSON.stringify(RELEASED) + "\n");

type Run = { seconds: number; cpu: number; peakMiB: number };
const runs: Record<"single" | "versioned", Run[]> = { single: [], versioned: [] };
for (let i = 0; i < RUNS; i++) {
  for (const [name, site] of [["single", single], ["versioned", versioned]] as const) {
    const out = join(work, `build-${name}`);
    await rm(out, { recursive: true, force: true });
    const r = await measure(process.execPath, ["--expose-gc", "bin/sitec.js", "build", "--strict", "--quiet", "--no-cache", "--site", site, "--out-dir", out]);
    runs[name].push({ seconds: r.seconds, cpu: r.userSeconds + r.systemSeconds, peakMiB: r.peakMiB });
    process.stderr.write(`run ${i + 1} ${name}: ${r.seconds.toFixed(2)} s wall, ${(r.userSeconds + r.systemSeconds).toFixed(2)} s CPU\n`);
  }
}
await rm(work, { recursive: true, force: true });

const m = (name: keyof typeof runs, key: keyof Run) => median(runs[name].map((r) => r[key]));
console.log(`${DOCS} docs: one version vs four (${RUNS} alternating cold runs each, --no-cache, ${nodeLine()})`);
console.log(
  table([
    ["figure", "one version", "four versions", "ratio", "goal"],
    ["wall time (s)", m("single", "seconds").toFixed(2), m("versioned", "seconds").toFixed(2), (m("versioned", "seconds") / m("single", "seconds")).toFixed(2), "≤ 4.5"],
    ["CPU, user+kernel (s)", m("single", "cpu").toFixed(2), m("versioned", "cpu").toFixed(2), (m("versioned", "cpu") / m("single", "cpu")).toFixed(2), "≤ 4.5"],
    ["peak RSS (MiB)", m("single", "peakMiB").toFixed(0), m("versioned", "peakMiB").toFixed(0), (m("versioned", "peakMiB") / m("single", "peakMiB")).toFixed(2), ""],
    ["wall spread", spread(runs.single.map((r) => r.seconds)), spread(runs.versioned.map((r) => r.seconds)), "", ""],
  ]),
);
