// The writer thread's own code (see writer-thread.ts, which starts it and speaks for it). It
// writes each file it is sent, synchronously, one after the other. Besides plain writes:
// - a write with `link` gives the file a second name (a hard link, or a copy where the file
//   system has none): the build cache keeps a page and the output links to it; the reply carries
//   the file's size, time and checksum (CRC-32);
// - a links message gives each existing file of a list a second name if its size and time are
//   still those given and its bytes still have the checksum; the reply lists those that are gone
//   or were changed since (`stale`) and those whose bytes changed while their size and time
//   stayed (`damaged`: garbage written in place, its time set back), none linked;
// - a page in parts (page-parts.ts) is put together here, as bytes; a shared piece's text comes
//   with its first use (and again after the thread was told to `forget` it) and is kept encoded;
// - `count` asks how many shared pieces the thread holds.
import { closeSync, copyFileSync, fstatSync, linkSync, mkdirSync, openSync, readSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { parentPort, threadId } from "node:worker_threads";
import zlib from "node:zlib";
import { crc32 } from "./crc32.ts";
import { assembleBytes, isPageParts, type FileContents } from "./page-parts.ts";
import type { WriterReply, WriterRequest } from "./writer-messages.ts";

const port = parentPort!;
/** The shared pieces' bytes, by number (this thread's own, for its life). */
const pieces = new Map<number, Buffer>();
/** Folders made (this thread's own, for its life). */
const made = new Set<string>();
const scratch = { bytes: Buffer.allocUnsafe(1 << 20) };
const read = { bytes: Buffer.allocUnsafe(1 << 20) };

const checksumOf: (bytes: Uint8Array) => number = typeof zlib.crc32 === "function" ? (bytes) => zlib.crc32(bytes) : crc32;

function contentsOf(contents: FileContents): string | Uint8Array {
  if (!isPageParts(contents)) return contents;
  for (const part of contents.parts) if (typeof part === "object" && part.text !== undefined) pieces.set(part.piece, Buffer.from(part.text));
  return assembleBytes(contents.parts, (piece) => pieces.get(piece)!, scratch);
}

/** "stale" when the file is gone or its size or time changed, "damaged" when its bytes changed without them, else undefined (it is as written). */
function changed(file: string, size: number, mtimeMs: number, checksum: number): "stale" | "damaged" | undefined {
  let fd: number;
  try {
    fd = openSync(file, "r");
  } catch {
    return "stale";
  }
  try {
    const stats = fstatSync(fd);
    if (stats.size !== size || stats.mtimeMs !== mtimeMs) return "stale";
    if (read.bytes.length < size) read.bytes = Buffer.allocUnsafe(Math.max(size, 2 * read.bytes.length));
    const bytes = read.bytes.subarray(0, size);
    let done = 0;
    for (let n = 1; done < size && n > 0; done += n) n = readSync(fd, bytes, done, size - done, done);
    return done === size && checksumOf(bytes) === checksum ? undefined : "damaged";
  } finally {
    closeSync(fd);
  }
}

function folderOf(file: string): void {
  const folder = dirname(file);
  if (!made.has(folder)) {
    mkdirSync(folder, { recursive: true });
    made.add(folder);
  }
}

function linkTo(file: string, link: string): void {
  folderOf(link);
  try {
    linkSync(file, link);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") unlinkSync(link);
    try {
      linkSync(file, link);
    } catch {
      copyFileSync(file, link);
    }
  }
}

/** Writes `bytes` to a new file (never the old one rewritten: it may be linked into an earlier output) and links it; returns its stamp. */
function writeLinked(file: string, bytes: Uint8Array, link: string): Pick<WriterReply, "size" | "mtimeMs" | "checksum"> {
  let stats;
  let fd: number | undefined;
  try {
    fd = openSync(file, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  if (fd !== undefined) {
    try {
      writeFileSync(fd, bytes);
      stats = fstatSync(fd);
    } finally {
      closeSync(fd);
    }
  } else {
    const temporary = `${file}.${process.pid}-${threadId}.tmp`;
    writeFileSync(temporary, bytes);
    renameSync(temporary, file);
    stats = statSync(file);
  }
  linkTo(file, link);
  return { size: stats.size, mtimeMs: stats.mtimeMs, checksum: checksumOf(bytes) };
}

function answer(request: WriterRequest & { id: number }): WriterReply {
  const { id } = request;
  if ("count" in request) return { id, pieces: pieces.size };
  if ("links" in request) {
    const stale: number[] = [];
    const damaged: number[] = [];
    request.links.forEach(([from, to, size, mtimeMs, checksum], index) => {
      const change = changed(from, size, mtimeMs, checksum);
      if (change === "stale") stale.push(index);
      else if (change === "damaged") damaged.push(index);
      else linkTo(from, to);
    });
    return { id, stale, damaged };
  }
  const contents = contentsOf(request.contents);
  if (request.forget !== undefined) for (const piece of request.forget) pieces.delete(piece);
  folderOf(request.file);
  if (request.link === undefined) {
    writeFileSync(request.file, contents);
    return { id };
  }
  const bytes = typeof contents === "string" ? Buffer.from(contents) : contents;
  return { id, ...writeLinked(request.file, bytes, request.link) };
}

port.on("message", (request: WriterRequest & { id: number }) => {
  try {
    port.postMessage(answer(request));
  } catch (error) {
    const { message, code, path, dest } = error as NodeJS.ErrnoException & { dest?: string };
    // A write to an open file fails without a path (ENOSPC from write(2)): the file it was for.
    port.postMessage({ id: request.id, message, code, path: path ?? ("file" in request ? request.file : undefined), dest } satisfies WriterReply);
  }
});
