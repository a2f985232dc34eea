// When and by whom each doc last changed, from git: one `git log` over the docs folder gives the
// newest commit of every file in it. Used when the config sets `showLastUpdateTime` or
// `showLastUpdateAuthor`; a folder outside git gives nothing (the pages show no date).
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
  let root: string;
  let log: string;
  try {
    root = (await run("git", ["rev-parse", "--show-toplevel"], { cwd: dir })).stdout.trim();
    log = (await run("git", ["log", "--format=%x00%ct%x09%an", "--name-only", "--no-renames", "--", "."], { cwd: dir, maxBuffer: 256 * 1024 * 1024 })).stdout;
  } catch {
    return updates;
  }
  for (const commit of log.split("\0").slice(1)) {
    const [head = "", ...files] = commit.split("\n");
    const [seconds = "0", author = ""] = head.split("\t");
    const date = new Date(Number(seconds) * 1000).toISOString().slice(0, 10);
    for (const file of files) {
      if (!file) continue;
      const path = resolve(root, file);
      if (!updates.has(path)) updates.set(path, { date, author });
    }
  }
  return updates;
}
