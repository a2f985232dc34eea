// The files of the build cache, below one folder:
//
//   <kind>.json              a pack of a kind: what the last build used of it (the pages' links)
//   <kind>/<name>.bin        a pack named by its contents (a segment of rendered Markdown), its
//                            body in V8's serialisation format; written once, never changed
//   <kind>/<ab>/<key>.<ext>  a raw file of a kind, named by its key (a rendered page, linked
//                            into the output); written once, never changed
//   running/<pid>-<n>        a build that uses the cache now
//
// A pack is written under a temporary name and renamed into place, so a reader sees a whole file
// or none. It starts with a header line (format, kind, checksum of the rest): one that is
// damaged, cut short or not a cache file is read as missing and reported once per build
// (`damaged`); one of another layout (CACHE_FORMAT) is read as missing. Files below the kind
// folders that the last successful build did not use are deleted after it (`prune`), unless
// another build is running on the cache.
import { readFileSync } from "node:fs";
import { deserialize, serialize } from "node:v8";
import { mkdir, open, readdir, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { digest } from "../hash.ts";

/**
 * The layout of the cache's files. It is part of every key, so a new layout starts afresh, and a
 * pack of another layout (another sitec wrote it) is read as missing, not as damaged.
 * 2: the pages' pack keeps link groups, and Markdown segments are V8-serialised.
 * 3: the pages' pack keeps each file's checksum besides its size and time.
 */
export const CACHE_FORMAT = 3;

interface Header {
  format: number;
  kind: string;
  checksum: string;
}

let sequence = 0;

/** The extension of the packs `writeNamedPack` writes. */
const NAMED_PACK_EXTENSION = ".bin";

export class CacheFiles {
  /** Files that were damaged or not cache files (relative to the folder). */
  readonly damaged: string[] = [];
  /** Writes not awaited by their callers (see `flush`), and the first that failed. */
  private readonly pending = new Set<Promise<void>>();
  private writeFailure: Error | undefined;
  /** Entry and raw files this build read or wrote (relative to the folder). */
  private readonly used = new Set<string>();
  private readonly marker: string;
  private readonly startedAt = Date.now();

  private constructor(readonly dir: string) {
    this.marker = join(dir, "running", `${process.pid}-${++sequence}`);
  }

  /** Opens (and makes) the cache folder and marks it as used by this build. */
  static async open(dir: string): Promise<CacheFiles> {
    const files = new CacheFiles(dir);
    await mkdir(join(dir, "running"), { recursive: true });
    // A tag that backup tools know: the folder holds nothing that cannot be made again.
    await writeFile(join(dir, "CACHEDIR.TAG"), "Signature: 8a477f597d28d172789f06886806bc55\n# The build cache of sitec: safe to delete (sitec clear).\n", { flag: "wx" }).catch(() => undefined);
    await writeFile(files.marker, String(process.pid));
    return files;
  }

  /** Where the raw file `<key>.<ext>` of a kind is; marks it used. */
  rawFile(kind: string, key: string, ext: string): string {
    return join(this.dir, this.useRaw(kind, key, ext));
  }

  /** The raw file's path relative to the folder, marked used. */
  private useRaw(kind: string, key: string, ext: string): string {
    const relative = join(kind, key.slice(0, 2), `${key}.${ext}`);
    this.used.add(relative);
    return relative;
  }

  /**
   * Writes the raw file `<key>.<ext>` of a kind in the background (under a temporary name, then
   * renamed) and marks it used; returns the checksum that `readRaw` checks it against.
   */
  writeRaw(kind: string, key: string, ext: string, bytes: Uint8Array): string {
    const file = this.rawFile(kind, key, ext);
    const temporary = `${file}.${process.pid}-${++sequence}.tmp`;
    this.track(
      mkdir(dirname(file), { recursive: true })
        .then(() => writeFile(temporary, bytes))
        .then(() => rename(temporary, file)),
    );
    return digest(bytes);
  }

  /**
   * The raw file `<key>.<ext>` of a kind if it has the `checksum` that `writeRaw` gave; marks it
   * used. A missing file is undefined; one with other contents is reported as damaged.
   */
  readRaw(kind: string, key: string, ext: string, checksum: string): Uint8Array | undefined {
    const relative = this.useRaw(kind, key, ext);
    let bytes: Uint8Array;
    try {
      bytes = readFileSync(join(this.dir, relative));
    } catch {
      return undefined;
    }
    if (digest(bytes) === checksum) return bytes;
    this.damaged.push(relative);
    return undefined;
  }

  /** The pack at `relative` (a path below the folder, `.json`), or undefined. */
  readPack<T>(relative: string, kind: string): T | undefined {
    return this.readChecked(relative, kind, (body) => JSON.parse(body.toString("utf8")) as T);
  }

  /** Reports a file of the folder (its absolute path) as damaged: it was ignored and is made anew. */
  reportDamaged(file: string): void {
    this.damaged.push(relative(this.dir, file));
  }

  /** Marks a file as used by this build: `prune` keeps it. */
  keep(relative: string): void {
    this.used.add(relative);
  }

  /** Writes a pack in the background (a failure is reported by `flush`, not thrown). */
  writePack(relative: string, kind: string, value: unknown): void {
    this.used.add(relative);
    this.track(this.writeChecked(relative, kind, value));
  }

  /**
   * Writes a pack of `kind` named by its contents into `folder`; returns its path. Its body is
   * the value as V8 serialises it (`node:v8`), not JSON: a segment of rendered Markdown, mostly
   * long strings, was made into a JSON string, then into its UTF-8 bytes, each a pass over it
   * and a copy (bench:scale at 5,000 docs; bench/results/2026-11-25-ninth-pass.md). Entries'
   * keys hold the Node version, so what another V8 wrote is never used (one it cannot read is
   * reported as damaged, once, and made anew).
   */
  writeNamedPack(folder: string, value: unknown, kind: string): string {
    const body = serialize(value);
    const checksum = digest(body);
    const relative = join(folder, `${checksum.slice(0, 20)}${NAMED_PACK_EXTENSION}`);
    this.used.add(relative);
    this.track(mkdir(join(this.dir, folder), { recursive: true }).then(() => this.writeBody(relative, kind, body, checksum)));
    return relative;
  }

  /** The pack `writeNamedPack` wrote at `relative`, or undefined (reported when damaged). */
  readNamedPack<T>(relative: string, kind: string): T | undefined {
    return this.readChecked(relative, kind, (body) => deserialize(body) as T);
  }

  /** Lets `flush` wait for `write` and report its failure. */
  track(write: Promise<void>): void {
    const tracked = write.catch((error: unknown) => {
      this.writeFailure ??= error as Error;
    });
    this.pending.add(tracked);
    void tracked.finally(() => this.pending.delete(tracked));
  }

  /** Waits for the background writes; returns the warning about the first that failed, if one did. */
  async flush(): Promise<string | undefined> {
    while (this.pending.size) await Promise.all(this.pending);
    if (!this.writeFailure) return undefined;
    return `the build cache could not be written (${this.writeFailure.message}); the output is complete, the next build makes the missing entries again.`;
  }

  /**
   * A file with a header line, its body checked against the header and made into a value by
   * `decode` (JSON for a pack, V8's format for a named one); undefined when missing or of
   * another layout, and reported when damaged. The checksum is of the body's bytes, as
   * `writeBody` made it.
   */
  private readChecked<T>(relative: string, kind: string, decode: (body: Buffer) => T): T | undefined {
    let bytes: Buffer;
    try {
      // Synchronously: a build reads thousands of entries at once, and each read through
      // libuv's pool took several turns of the event loop (bench:scale at 5,000 docs;
      // bench/results/2026-11-24-build-cache.md).
      bytes = readFileSync(join(this.dir, relative));
    } catch {
      return undefined;
    }
    try {
      const end = bytes.indexOf(0x0a);
      if (end < 0) throw new Error("no header");
      const header = JSON.parse(bytes.toString("utf8", 0, end)) as Header;
      if (typeof header.format === "number" && header.format !== CACHE_FORMAT) return undefined;
      const body = bytes.subarray(end + 1);
      if (header.kind !== kind || header.checksum !== digest(body)) throw new Error("not a whole cache file");
      return decode(body);
    } catch {
      this.damaged.push(relative);
      return undefined;
    }
  }

  private writeChecked(relative: string, kind: string, value: unknown): Promise<void> {
    return this.writeBody(relative, kind, Buffer.from(JSON.stringify(value)));
  }

  /**
   * `checksum` is the body's digest when the caller has it already (a segment's name is made of
   * it). The body comes as its UTF-8 bytes, made once: hashing and writing a string made them
   * twice, and the pages' pack is 57 MB at 50,000 docs, written when the build's memory is at
   * its fullest. The checksum is the same (a string is hashed as its UTF-8 bytes).
   */
  private async writeBody(relative: string, kind: string, body: Uint8Array, checksum = digest(body)): Promise<void> {
    const header: Header = { format: CACHE_FORMAT, kind, checksum };
    const file = join(this.dir, relative);
    const temporary = `${file}.${process.pid}-${++sequence}.tmp`;
    // The header and then the body, not one string of both: a body can be many megabytes.
    const handle = await open(temporary, "w");
    try {
      await handle.writeFile(`${JSON.stringify(header)}\n`);
      await handle.writeFile(body);
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  }

  /** The one warning about damaged files, if there were any. */
  damageWarning(): string | undefined {
    if (!this.damaged.length) return undefined;
    const listed = this.damaged.slice(0, 3).map((f) => join(this.dir, f)).join(", ");
    const more = this.damaged.length > 3 ? ` and ${this.damaged.length - 3} more` : "";
    return `the build cache had ${this.damaged.length === 1 ? "a damaged file" : `${this.damaged.length} damaged files`} (${listed}${more}); they were ignored and made anew.`;
  }

  /**
   * After a successful build: deletes the entry and raw files of `kinds` this build did not use,
   * unless another build is running on the cache. Files newer than this build's start are kept
   * too (a build that started later may be about to use them).
   */
  async prune(kinds: string[]): Promise<number> {
    if (await this.othersRunning()) return 0;
    let removed = 0;
    const visit = async (relative: string): Promise<void> => {
      const entries = await readdir(join(this.dir, relative), { withFileTypes: true }).catch(() => []);
      await Promise.all(
        entries.map(async (entry) => {
          const path = join(relative, entry.name);
          if (entry.isDirectory()) return visit(path);
          if (this.used.has(path)) return;
          const file = join(this.dir, path);
          const stats = await stat(file).catch(() => undefined);
          if (!stats || stats.mtimeMs >= this.startedAt) return;
          await unlink(file).catch(() => undefined);
          removed++;
        }),
      );
    };
    for (const kind of kinds) await visit(kind);
    return removed;
  }

  private async othersRunning(): Promise<boolean> {
    const markers = await readdir(join(this.dir, "running")).catch(() => [] as string[]);
    for (const name of markers) {
      const file = join(this.dir, "running", name);
      if (file === this.marker) continue;
      if (isRunning(Number(name.split("-")[0]))) return true;
      // Left by a build that was killed.
      await rm(file, { force: true });
    }
    return false;
  }

  /** The build is done with the cache. */
  async close(): Promise<void> {
    await rm(this.marker, { force: true });
  }
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
