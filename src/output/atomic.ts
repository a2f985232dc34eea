// Atomic output: a build writes into a fresh sibling folder and replaces the old output
// only when everything succeeded. A failed or killed build leaves the old output as it was.
import { mkdir, rename, rm, readdir } from "node:fs/promises";
import { basename, dirname, join, sep } from "node:path";
import { SiteError } from "../errors.ts";
import { WriterThread, type FileStamp, type LinkOutcome } from "./writer-thread.ts";
import type { FileContents, PageParts } from "./page-parts.ts";

const STAGING_PREFIX = ".sitec-staging-";
const RETIRED_PREFIX = ".sitec-retired-";

export interface StagingDir {
  /** Where this build writes. */
  dir: string;
  /** Writes a file below the staging folder, creating folders as needed. */
  write(relativePath: string, contents: FileContents): Promise<void>;
  /** Writes `file` (of the build cache) and links it into the staging folder at `relativePath`. */
  writeLinked(relativePath: string, contents: string | PageParts, file: string): Promise<FileStamp>;
  /**
   * Links files of the build cache in at their `relativePath`, each if it still has its `stamp`
   * (size, time and checksum); resolves with the indexes of those that had not.
   */
  linkEach(links: { relativePath: string; file: string; stamp: FileStamp }[]): Promise<LinkOutcome>;
  /** Moves the staged output into place. */
  commit(): Promise<void>;
  /** Removes the staged output (after a failure). */
  discard(): Promise<void>;
}

/** The name of a staging folder (`.sitec-staging-<name>-<pid>-<time>`), with the output's name. */
const STAGING_NAME = new RegExp(`^${STAGING_PREFIX.replace(/\./g, "\\.")}(.+)-\\d+-[a-z0-9]+$`);

/**
 * A write that failed for want of space (or of quota) as an error that says so and what to do;
 * any other error as it is. A file of a staging folder is named as the output file it was to
 * become: the staging folder is gone once the error is shown.
 */
export function asDiskFull(error: unknown): unknown {
  const { code, path, dest } = (error ?? {}) as NodeJS.ErrnoException & { dest?: string };
  if (code !== "ENOSPC" && code !== "EDQUOT") return error;
  const file = dest ?? path;
  const parts = file?.split(sep) ?? [];
  const staging = parts.findIndex((part) => STAGING_NAME.test(part));
  if (staging >= 0) parts[staging] = STAGING_NAME.exec(parts[staging]!)![1]!;
  const named = file === undefined ? "" : ` for ${parts.join(sep)}`;
  const what = code === "ENOSPC" ? "no space left on the disk" : "the disk quota is used up";
  return new SiteError(`${what}${named} (${code}); the build stopped, and the previous output is unchanged.`, {
    hint:
      file === undefined || staging >= 0
        ? "Free space on that disk (a build needs room for a second output beside the first), or build into another --out-dir, then build again."
        : "Free space on that disk, or give the build cache another folder (--cache-dir) or none (--no-cache), then build again.",
    cause: error,
  });
}

/** Throws `asDiskFull(error)`: for a failed write's `catch`. */
export const rethrowDiskFull = (error: unknown): never => {
  throw asDiskFull(error);
};

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Removes staging folders left by builds of this output folder that were killed: exactly
 * `<prefix><name>-<pid>-<time>` (not another output's `<name>-x-…`), and only when that
 * process no longer runs (a concurrent build keeps its folder).
 */
async function removeLeftovers(parent: string, name: string): Promise<void> {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`^(?:${escape(STAGING_PREFIX)}|${escape(RETIRED_PREFIX)})${escape(name)}-(\\d+)-[a-z0-9]+$`);
  const entries = await readdir(parent).catch(() => [] as string[]);
  await Promise.all(
    entries
      .map((e) => ({ e, m: pattern.exec(e) }))
      .filter(({ m }) => m && !isRunning(Number(m[1])))
      .map(({ e }) => rm(join(parent, e), { recursive: true, force: true })),
  );
}

export async function createStagingDir(outDir: string): Promise<StagingDir> {
  const parent = dirname(outDir);
  const name = basename(outDir);
  await mkdir(parent, { recursive: true });
  await removeLeftovers(parent, name);
  const dir = join(parent, `${STAGING_PREFIX}${name}-${process.pid}-${Date.now().toString(36)}`);
  await mkdir(dir, { recursive: true }).catch(rethrowDiskFull);
  const writer = new WriterThread();
  return {
    dir,
    write: (relativePath, contents) => writer.write(join(dir, relativePath), contents).catch(rethrowDiskFull),
    writeLinked: (relativePath, contents, file) => writer.writeLinked(file, contents, join(dir, relativePath)).catch(rethrowDiskFull),
    linkEach: (links) => writer.linkEach(links.map(({ relativePath, file, stamp }) => ({ file, link: join(dir, relativePath), stamp }))).catch(rethrowDiskFull),
    async commit() {
      await writer.close();
      const retired = join(parent, `${RETIRED_PREFIX}${name}-${process.pid}-${Date.now().toString(36)}`);
      let hadOld = true;
      try {
        await rename(outDir, retired);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== "ENOENT") throw e;
        hadOld = false;
      }
      await rename(dir, outDir);
      if (hadOld) await rm(retired, { recursive: true, force: true });
    },
    async discard() {
      await writer.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
