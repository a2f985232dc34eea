// Finds the files of a site folder (docs, blog, pages, static) with fast-glob, following
// symbolic links only where that is safe. fast-glob follows every link, and a link to `.` in
// static/ made it copy the folder into itself level after level until memory ran out. Here a
// link is followed only when it stays inside the site folder and does not lead back into a
// folder it lies in (a loop); any other link is skipped and reported, so nothing vanishes
// without a word.
import fg from "fast-glob";
import picomatch from "picomatch";
import { realpath, stat } from "node:fs/promises";
import { dirname, join, sep } from "node:path";

export interface SkippedLink {
  /** The link, relative to the folder searched, `/`-separated. */
  link: string;
  /** Why it was not followed, as the end of a sentence. */
  reason: string;
}

export interface FoundFiles {
  /** Paths relative to the folder searched, `/`-separated, sorted. */
  files: string[];
  skipped: SkippedLink[];
}

export interface FindOptions {
  /** Globs of paths to leave out (as fast-glob's `ignore`). */
  ignore?: string[];
  /** Links may not lead outside this folder (the site folder). */
  boundary: string;
}

/** The files below `root` whose paths match `patterns` (fast-glob globs). A missing root has none. */
export async function findFiles(root: string, patterns: string[], options: FindOptions): Promise<FoundFiles> {
  // The matcher fast-glob itself uses, applied to the path as the site sees it: through a link,
  // a file's path is the link's path followed by the file's path inside the linked folder.
  const isWanted = picomatch(patterns, { ignore: options.ignore });
  const files: string[] = [];
  const skipped: SkippedLink[] = [];
  const boundary = await realpath(options.boundary).catch(() => options.boundary);
  const isInside = (path: string) => path === boundary || path.startsWith(boundary + sep);
  const realRoot = await realpath(root).catch(() => undefined);
  if (realRoot === undefined) return { files, skipped };
  if (!isInside(realRoot)) return { files, skipped: [{ link: ".", reason: `it leads out of the site folder, to ${realRoot}` }] };

  /** Walks the real folder `dir` as `prefix`; `holders` are the real folders holding the links followed to get here. */
  const walk = async (dir: string, prefix: string, holders: string[]): Promise<void> => {
    const entries = await fg("**", { cwd: dir, onlyFiles: false, objectMode: true, followSymbolicLinks: false });
    for (const entry of entries) {
      const path = prefix + entry.path;
      if (entry.dirent.isFile()) {
        if (isWanted(path)) files.push(path);
        continue;
      }
      if (!entry.dirent.isSymbolicLink()) continue;
      const target = await realpath(join(dir, entry.path)).catch(() => undefined);
      if (target === undefined) {
        if (isWanted(path)) skipped.push({ link: path, reason: "it leads nowhere (its target does not exist)" });
        continue;
      }
      const stats = await stat(target);
      // A link to a file that would not be taken anyway is of no concern.
      if (stats.isFile() && !isWanted(path)) continue;
      if (!isInside(target)) {
        skipped.push({ link: path, reason: `it leads out of the site folder, to ${target}` });
        continue;
      }
      if (stats.isFile()) {
        files.push(path);
        continue;
      }
      if (!stats.isDirectory()) continue;
      // The folders this link lies in, through every link followed so far: leading to one of
      // them (or above) would walk the same files again and again.
      const linkHolders = [...holders, dirname(join(dir, entry.path))];
      if (linkHolders.some((holder) => holder === target || holder.startsWith(target + sep))) {
        skipped.push({ link: path, reason: "it leads back into a folder that holds it (a loop)" });
        continue;
      }
      await walk(target, path + "/", linkHolders);
    }
  };
  await walk(realRoot, "", []);
  const byPath = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return { files: files.sort(byPath), skipped: skipped.sort((a, b) => byPath(a.link, b.link)) };
}

/** A warning about a link that was not followed. */
export interface SkippedLinkWarning {
  /** The link's absolute path. */
  file: string;
  message: string;
}

export function skippedLinkWarning(folder: string, skipped: SkippedLink): SkippedLinkWarning {
  return { file: join(folder, skipped.link), message: `the symbolic link was not followed: ${skipped.reason}.` };
}
