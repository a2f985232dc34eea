// When and by whom each doc last changed, from git: one `git log` over the docs folder gives the
// newest commit of every file in it, used when the config sets `showLastUpdateTime` or
// `showLastUpdateAuthor`; and the oldest, the date of a post whose name and front matter give
// none. A folder outside git gives nothing (the pages show no date).
import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";

export interface LastUpdate {
  /** `YYYY-MM-DD` (UTC). */
  date: string;
  author: string;
}

const run = promisify(execFile);

/** The newest commit of each file below `dir`, by absolute path. */
export async function gitLastUpdates(dir: string): Promise<Map<string, LastUpdate>> {
  const updates = new Map<string, LastUpdate>();
  for (const change of await gitChanges(dir)) if (!updates.has(change.path)) updates.set(change.path, change);
  return updates;
}

/** The oldest commit of each file below `dir` (when it was added), by absolute path. */
export async function gitFirstCommits(dir: string): Promise<Map<string, LastUpdate>> {
  const first = new Map<string, LastUpdate>();
  for (const change of await gitChanges(dir)) first.set(change.path, change);
  return first;
}

/** Every change of a file below `dir`, newest first, from one `git log`; none outside git. */
async function gitChanges(dir: string): Promise<(LastUpdate & { path: string })[]> {
  let root: string;
  let log: string;
  try {
    root = (await run("git", ["rev-parse", "--show-toplevel"], { cwd: dir })).stdout.trim();
    log = (await run("git", ["log", "--format=%x00%ct%x09%an", "--name-only", "--no-renames", "--", "."], { cwd: dir, maxBuffer: 256 * 1024 * 1024 })).stdout;
  } catch {
    return [];
  }
  const changes: (LastUpdate & { path: string })[] = [];
  for (const commit of log.split("\0").slice(1)) {
    const [head = "", ...files] = commit.split("\n");
    const [seconds = "0", author = ""] = head.split("\t");
    const date = new Date(Number(seconds) * 1000).toISOString().slice(0, 10);
    for (const file of files) if (file) changes.push({ path: resolve(root, file), date, author });
  }
  return changes;
}
