// Writes files on a thread of its own. On this kind of machine writing a page is mostly kernel
// time. With fs/promises that time ran on libuv's pool, but each file needs the main thread
// three times (open, write, close) and the main thread was busy rendering, so writes stalled
// until it waited for them. A thread that writes synchronously, one file after the other, keeps
// the other core busy on its own.
import { Worker } from "node:worker_threads";

// Plain CommonJS for an `eval` worker: no bundle and no TypeScript to load.
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const { mkdirSync, writeFileSync } = require("node:fs");
const { dirname } = require("node:path");
const made = new Set();
parentPort.on("message", ({ id, file, contents }) => {
  try {
    const folder = dirname(file);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    writeFileSync(file, contents);
    parentPort.postMessage({ id });
  } catch (error) {
    parentPort.postMessage({ id, message: error.message, code: error.code });
  }
});
`;

interface Reply {
  id: number;
  message?: string;
  code?: string;
}

export class WriterThread {
  // Without the process's flags: `--input-type=module` would make the source an ES module.
  private readonly worker = new Worker(WORKER_SOURCE, { eval: true, execArgv: [] });
  private readonly waiting = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  /** Settles after every write so far: the thread writes and answers in order. */
  private lastWrite: Promise<unknown> = Promise.resolve();
  private nextId = 0;
  private failure: Error | undefined;

  constructor() {
    // The thread keeps the process alive only while writes are pending.
    this.worker.unref();
    this.worker.on("message", (reply: Reply) => {
      const entry = this.waiting.get(reply.id);
      if (!entry) return;
      this.waiting.delete(reply.id);
      if (this.waiting.size === 0) this.worker.unref();
      if (reply.message === undefined) return entry.resolve();
      entry.reject(Object.assign(new Error(reply.message), { code: reply.code }));
    });
    this.worker.on("error", (error) => this.failAll(error));
    this.worker.on("exit", () => this.failAll(new Error("the file writer thread stopped")));
  }

  /** Writes `contents` to the absolute path `file`, making its folder first. */
  write(file: string, contents: string | Uint8Array): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    const written = new Promise<void>((resolve, reject) => {
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, file, contents });
    });
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
