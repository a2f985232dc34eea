// Writes files on a thread of its own. On this kind of machine writing a page is mostly kernel
// time. With fs/promises that time ran on libuv's pool, but each file needs the main thread
// three times (open, write, close) and the main thread was busy rendering, so writes stalled
// until it waited for them. A thread that writes synchronously, one file after the other, keeps
// the other core busy on its own. What the thread does with each message is in
// writer-thread-main.ts.
import { mkdir, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { Worker } from "node:worker_threads";
import { useRecent } from "../shared/recent.ts";
import { isPageParts, type FileContents, type PageParts } from "./page-parts.ts";
import type { WriterReply, WriterRequest } from "./writer-messages.ts";
import { writerThreadSource } from "./writer-thread-source.ts";

/** What a file is on disk (size, modification time, CRC-32 of its bytes), to tell it from the file changed later. */
export interface FileStamp {
  size: number;
  mtimeMs: number;
  checksum: number;
}

/** Which files of a links message were not linked: gone or changed (`stale`), or changed in place with their time kept (`damaged`). */
export interface LinkOutcome {
  stale: Set<number>;
  damaged: Set<number>;
}

/** How many shared pieces the thread keeps (at least as many as a page has). */
export const KEPT_PIECES = 16;

/** From this length on, a string is encoded here and its bytes are handed over to the thread. */
export const HAND_OVER_FROM = 1 << 20;

/**
 * A file's contents as the thread is sent them, and the buffers it takes over. A message is
 * copied into the thread: a string once into the message and again into a string there, which
 * the thread then encodes (three copies of the 5.5 MB sidebar file of 50,000 docs; the search
 * index, 128 MB, was most of the build's peak that way before it became bytes). A long string
 * is encoded here instead, into a buffer made for it and used by nothing else, which the thread
 * takes over without a copy.
 */
export function handOver(contents: FileContents): { contents: FileContents; transfer: ArrayBuffer[] } {
  if (typeof contents !== "string" || contents.length < HAND_OVER_FROM) return { contents, transfer: [] };
  const bytes = Buffer.from(contents);
  // Node takes small buffers from a shared pool: one of those must never be handed over.
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
  return { contents: bytes, transfer: own ? [bytes.buffer as ArrayBuffer] : [] };
}

export class WriterThread {
  // The thread's code is writer-thread-main.ts, bundled (writer-thread-source.ts). Without the
  // process's flags: `--input-type=module` would make the source an ES module.
  // A small young generation: the thread only passes pages on to the disk, and the default one
  // (tens of MB) held garbage that counted in the build's peak memory (bench:scale, bench/results/2026-11-24-second-pass.md).
  private readonly worker = new Worker(writerThreadSource(), { eval: true, execArgv: [], resourceLimits: { maxYoungGenerationSizeMb: 4 } });
  private readonly waiting = new Map<number, { resolve: (reply: WriterReply) => void; reject: (error: Error) => void }>();
  /** Settles after every write so far: the thread writes and answers in order. */
  private lastWrite: Promise<unknown> = Promise.resolve();
  private nextId = 0;
  private failure: Error | undefined;
  /**
   * The shared pieces whose text the thread has (each is sent with its first use only), least
   * recently used first. It keeps KEPT_PIECES of them: a piece used again after it was
   * forgotten is sent again. (Keeping all took gigabytes at 50,000 docs.)
   */
  private readonly piecesSent = new Map<number, true>();

  constructor() {
    // The thread keeps the process alive only while writes are pending.
    this.worker.unref();
    this.worker.on("message", (reply: WriterReply) => {
      const entry = this.waiting.get(reply.id);
      if (!entry) return;
      this.waiting.delete(reply.id);
      if (this.waiting.size === 0) this.worker.unref();
      if (reply.message === undefined) return entry.resolve(reply);
      entry.reject(Object.assign(new Error(reply.message), { code: reply.code, path: reply.path, dest: reply.dest }));
    });
    this.worker.on("error", (error) => this.failAll(error));
    this.worker.on("exit", () => this.failAll(new Error("the file writer thread stopped")));
  }

  /** Writes `contents` to the absolute path `file`, making its folder first. */
  write(file: string, contents: FileContents): Promise<void> {
    if (contents instanceof Uint8Array && contents.byteLength >= HAND_OVER_FROM) return this.writeHere(file, contents);
    const { request, transfer } = this.outgoing(contents);
    return this.send({ file, ...request }, transfer).then(() => undefined);
  }

  /**
   * Long bytes the caller keeps (the search index files, which the build cache keeps too) are
   * written from this thread, after the writes before them: sent to the thread, they would be
   * copied twice at the build's peak.
   */
  private writeHere(file: string, bytes: Uint8Array): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    const written = this.lastWrite.then(async () => {
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, bytes);
    });
    this.lastWrite = written.catch(() => undefined);
    return written;
  }

  /** Writes `file` and links it to the absolute path `link`; resolves with the file's stamp. */
  writeLinked(file: string, contents: string | Uint8Array | PageParts, link: string): Promise<FileStamp> {
    const { request, transfer } = this.outgoing(contents);
    return this.send({ file, ...request, link }, transfer).then((reply) => ({ size: reply.size!, mtimeMs: reply.mtimeMs!, checksum: reply.checksum! }));
  }

  /** Links each existing file to its second name if it still has the stamp given; resolves with those that did not. */
  async linkEach(links: { file: string; link: string; stamp: FileStamp }[]): Promise<LinkOutcome> {
    const reply = await this.send({ links: links.map((l) => [l.file, l.link, l.stamp.size, l.stamp.mtimeMs, l.stamp.checksum]) });
    return { stale: new Set(reply.stale), damaged: new Set(reply.damaged) };
  }

  /** Contents as a write message carries them (see `handOver`, `withoutSentPieces`), and the buffers it hands over. */
  private outgoing(contents: FileContents): { request: { contents: FileContents; forget?: number[] }; transfer: ArrayBuffer[] } {
    const { contents: sent, transfer } = handOver(contents);
    return { request: this.withoutSentPieces(sent), transfer };
  }

  /** How many shared pieces the thread holds now. */
  async piecesHeld(): Promise<number> {
    return (await this.send({ count: true })).pieces!;
  }

  /**
   * A page in parts as the thread is sent it: the text of a piece only when the thread does not
   * have it, and the pieces it may forget.
   */
  private withoutSentPieces(contents: FileContents): { contents: FileContents; forget?: number[] } {
    if (!isPageParts(contents)) return { contents };
    const forget: number[] = [];
    const parts = contents.parts.map((part) => {
      if (typeof part === "string") return part;
      const sent = this.piecesSent.has(part.piece);
      for (const [piece] of useRecent(this.piecesSent, part.piece, true, KEPT_PIECES)) forget.push(piece);
      return sent ? { piece: part.piece, replace: part.replace } : part;
    });
    // A piece pushed out by another of this page's pieces and then used again by the page went
    // with its text, and is held again: the thread must keep it.
    const forgotten = forget.filter((piece) => !this.piecesSent.has(piece));
    return { contents: { parts: parts as PageParts["parts"], length: contents.length }, forget: forgotten.length ? forgotten : undefined };
  }

  /**
   * Posts a request; resolves with the thread's reply. No function made here refers to the
   * request: one that did (the promise's executor) would keep its contents, a page, alive
   * through the closures that share its scope until the thread had written it. At 5,000 docs
   * that made nearly every page's text outlive two scavenges and be copied into the old space.
   */
  private send(request: WriterRequest, transfer: ArrayBuffer[] = []): Promise<WriterReply> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    const written = new Promise<WriterReply>((resolve, reject) => this.waiting.set(id, { resolve, reject }));
    if (this.waiting.size === 1) this.worker.ref();
    try {
      this.worker.postMessage({ id, ...request }, transfer);
    } catch (error) {
      // Contents that cannot be cloned: that write fails, and the thread goes on with the others.
      this.waiting.get(id)!.reject(error as Error);
      this.waiting.delete(id);
      if (this.waiting.size === 0) this.worker.unref();
    }
    this.lastWrite = written.catch(() => undefined);
    return written;
  }

  /** Waits for the pending writes (their failures are the writers' to handle) and stops the thread. */
  async close(): Promise<void> {
    await this.lastWrite;
    this.failure = new Error("the file writer thread was closed");
    await this.worker.terminate();
  }

  private failAll(error: Error): void {
    this.failure ??= error;
    for (const entry of this.waiting.values()) entry.reject(error);
    this.waiting.clear();
  }
}
