// Rebuilds with the build cache, measured the way a CI run or an author meets them: in each
// round a build without the cache (--no-cache), a cold build (empty cache: it fills it), a warm
// build with nothing changed, and a warm build after one doc's text changed. Every build writes a
// new output folder (the old one is moved aside, see putAside in lib.ts), as in CI, where the
// output is not kept between runs but the cache is.
import { appendFile } from "node:fs/promises";
import { join } from "node:path";
import { measure, median, putAside, spread, table, type Measured } from "./lib.ts";

export const CACHE_MODES = ["no cache", "cold", "warm, nothing changed", "warm, one doc changed"] as const;
export type CacheMode = (typeof CACHE_MODES)[number];

/** `runs` rounds of the four builds of `site` (`args` added to each), in `work`; `doc` is the doc edited. */
export async function cacheSeries(options: { site: string; doc: string; work: string; runs: number; args?: string[] }): Promise<Map<CacheMode, Measured[]>> {
  const results = new Map<CacheMode, Measured[]>(CACHE_MODES.map((mode) => [mode, []]));
  const out = join(options.work, "build");
  const cache = join(options.work, "cache");
  const run = async (mode: CacheMode, cacheArgs: string[]) => {
    await putAside(out);
    const r = await measure(process.execPath, ["--expose-gc", "bin/sitec.js", "build", "--site", options.site, "--out-dir", out, ...cacheArgs, ...(options.args ?? [])]);
    if (mode !== "no cache" && !/Built \d+ pages/.test(r.stdout)) throw new Error(`no build summary:\n${r.stdout}`);
    results.get(mode)!.push(r);
    process.stderr.write(`${mode}: ${r.seconds.toFixed(2)} s\n`);
  };
  for (let round = 1; round <= options.runs; round++) {
    await putAside(cache);
    await run("no cache", ["--no-cache"]);
    await run("cold", ["--cache-dir", cache]);
    await run("warm, nothing changed", ["--cache-dir", cache]);
    await appendFile(options.doc, `\nA sentence added for round ${round} of the cache benchmark.\n`);
    await run("warm, one doc changed", ["--cache-dir", cache]);
  }
  return results;
}

/** The table of a series: median and spread of each mode, and its share of the cold build. */
export function cacheTable(results: Map<CacheMode, Measured[]>): string {
  const cold = median(results.get("cold")!.map((r) => r.seconds));
  const rows: (string | number)[][] = [["build", "wall (s), median", "spread", "of cold", "peak RSS (MiB)"]];
  for (const [mode, runs] of results) {
    const seconds = median(runs.map((r) => r.seconds));
    rows.push([mode, seconds.toFixed(2), spread(runs.map((r) => r.seconds)), `${((seconds / cold) * 100).toFixed(0)}%`, median(runs.map((r) => r.peakMiB)).toFixed(0)]);
  }
  return table(rows);
}
