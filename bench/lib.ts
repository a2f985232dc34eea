// Helpers shared by the benchmarks: timing a command with the OS's own figures, medians.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";

export interface Measured {
  seconds: number;
  /** Peak resident set size in MiB, as /usr/bin/time reports it. */
  peakMiB: number;
  /** CPU time in user space and in the kernel (all threads and child processes), seconds. */
  userSeconds: number;
  systemSeconds: number;
  stdout: string;
}

/** Runs a command under `/usr/bin/time -v` and returns wall time, peak RSS and output. */
export function measure(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<Measured> {
  if (!existsSync("/usr/bin/time")) throw new Error("/usr/bin/time is missing: apt-get install -y time");
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn("/usr/bin/time", ["-v", command, ...args], { cwd: options.cwd, env: { ...process.env, ...options.env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (code) => {
      const seconds = (performance.now() - started) / 1000;
      // The error carries the whole output too, for callers that report why a build failed.
      if (code !== 0) return reject(Object.assign(new Error(`${command} ${args.join(" ")} exited ${code}:\n${stderr.slice(-2000)}`), { stdout, stderr }));
      const kb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1] ?? NaN);
      const userSeconds = Number(/User time \(seconds\): ([\d.]+)/.exec(stderr)?.[1] ?? NaN);
      const systemSeconds = Number(/System time \(seconds\): ([\d.]+)/.exec(stderr)?.[1] ?? NaN);
      resolve({ seconds, peakMiB: kb / 1024, userSeconds, systemSeconds, stdout: stdout + stderr });
    });
  });
}

/** The Node that runs the benchmark and, through process.execPath, the builds it times. */
export function nodeLine(): string {
  return `Node ${process.versions.node}`;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function spread(values: number[]): string {
  return `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;
}

/** Parses the phase lines `sitec build --verbose` prints (`  markdown   1234 ms`). */
export function parsePhases(output: string): Map<string, number> {
  const phases = new Map<string, number>();
  for (const m of output.matchAll(/^ {2}(\S.*?)\s+(\d+) ms$/gm)) phases.set(m[1]!, Number(m[2]));
  return phases;
}

export function table(rows: (string | number)[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r) => r.map((c, i) => String(c).padEnd(widths[i]!)).join("  ")).join("\n");
}

/**
 * Makes what `sitec` makes once after an install or a change in src/ (bin/cli-bundle.js), so
 * that it is not part of the first measured run: the CLI bundle (at any start), then its V8
 * code cache, which a build writes when the one it found came from a smaller run such as
 * `--version`. The first timed build paid for both before: it compiled the build's functions
 * without a cache and wrote the cache at its end. A build of the small fixture site, into
 * folders of its own, makes it. Call `emptyTrash` after the runs.
 */
export async function prepareCli(): Promise<void> {
  execFileSync(process.execPath, ["--expose-gc", "bin/sitec.js", "--version"], { stdio: "ignore" });
  const scratch = mkdtempSync(join(tmpdir(), "sitec-bench-cli-"));
  try {
    const args = ["--expose-gc", "bin/sitec.js", "build", "--site", "test/fixtures/basic-site", "--out-dir", join(scratch, "build"), "--cache-dir", join(scratch, "cache")];
    execFileSync(process.execPath, args, { stdio: "ignore" });
  } finally {
    // Deleted with the benchmark's other trash, after its runs (see putAside).
    await putAside(scratch);
  }
}

/**
 * Writes the page cache's dirty pages to disk (`sync`) before a timed build, so that a build does
 * not pay for what ran before it. The kernel writes back in the background what the previous
 * build and the corpus left, and that I/O slowed the build that came next: bench:peers runs
 * sitec right after Docusaurus, with up to 600 MB still to write (`Dirty` in /proc/meminfo).
 */
export function settleDisk(): void {
  execFileSync("sync");
}

/** Folders that hold what `putAside` moved, one per parent folder. */
const trashFolders = new Set<string>();

/**
 * Clears `path` (a build's output or cache) before a cold run by moving it into a trash folder
 * beside it; `emptyTrash` deletes everything once the runs are done.
 *
 * Why not delete it: on a journal-less ext4 (this benchmark VM's disk) the kernel will not hand
 * out an inode freed in the last minute, and every file created scans past each such inode of
 * its block group (recently_deleted() in ext4's inode allocator). Deleting the 730 files and
 * folders of a build just before the next one raised that build's kernel time from 0.3 s to
 * 1.1-1.4 s and grew with every run. A cold build on a normal disk pays none of it.
 */
export async function putAside(path: string): Promise<void> {
  const trash = join(dirname(path), `.bench-trash-${process.pid}`);
  await mkdir(trash, { recursive: true });
  trashFolders.add(trash);
  await rename(path, join(trash, `${basename(path)}-${Date.now()}-${Math.random().toString(36).slice(2)}`)).catch((e: NodeJS.ErrnoException) => {
    if (e.code !== "ENOENT") throw e;
  });
}

/** Deletes what `putAside` moved away. */
export async function emptyTrash(): Promise<void> {
  for (const trash of trashFolders) await rm(trash, { recursive: true, force: true });
  trashFolders.clear();
}
