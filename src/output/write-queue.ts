// Writes the files of a build while the next pages render. Writes are started at once;
// rendering waits only while LIMIT_BYTES or more of them are still pending, so that a slow
// disk cannot make a large site hold all its pages in memory. (Waiting for each batch of
// writes to finish left the main thread idle for much of the render phase.)
export const LIMIT_BYTES = 16 * 1024 * 1024;

import type { FileContents } from "./page-parts.ts";
import { NO_COUNTER, type Counter } from "../progress.ts";

export interface FileWriter {
  write(relativePath: string, contents: FileContents): Promise<void>;
}

export class WriteQueue {
  private readonly pending = new Set<Promise<void>>();
  private pendingBytes = 0;
  private failure: unknown;
  /**
   * Resumes the `add` calls waiting for room. (A `Promise.race` over the pending writes on every
   * call added a reaction to each of them: quadratic time and memory on a large site.)
   */
  private waiting: (() => void)[] = [];

  /** `counter` counts each write as it starts and as it ends (the build's progress). */
  constructor(
    private readonly out: FileWriter,
    private readonly counter: Counter = NO_COUNTER,
  ) {}

  /** Starts writing a file; resolves at once unless LIMIT_BYTES are pending. */
  add(path: string, contents: FileContents): Promise<void> {
    // String length stands in for bytes: close enough for a memory bound.
    return this.start(contents.length, () => this.out.write(path, contents), `writing ${path}`);
  }

  /**
   * Starts a write of `size` bytes that `write` makes (a page the build cache keeps too); resolves
   * once there is room. Not an async function: its suspended call would hold `write`, and with
   * it the contents, while it waits.
   */
  start(size: number, write: () => Promise<unknown>, what = "a write"): Promise<void> {
    if (this.failure !== undefined) return Promise.reject(this.failure);
    this.pendingBytes += size;
    this.counter.expect(1);
    const settled = (error?: unknown) => {
      this.pending.delete(task);
      this.pendingBytes -= size;
      this.counter.add();
      if (error !== undefined) this.failure ??= error;
      if (this.waiting.length && (this.pendingBytes < LIMIT_BYTES || this.failure !== undefined)) {
        for (const resume of this.waiting.splice(0)) resume();
      }
    };
    let started: Promise<unknown>;
    try {
      started = write();
    } catch (error) {
      started = Promise.reject(error);
    }
    const task: Promise<void> = started.then(() => settled(), (error: unknown) => settled(error ?? new Error(`${what} failed`)));
    this.pending.add(task);
    return this.room();
  }

  /** Resolves when fewer than LIMIT_BYTES are pending; rejects once a write has failed. */
  private async room(): Promise<void> {
    while (this.pendingBytes >= LIMIT_BYTES && this.failure === undefined) await new Promise<void>((resolve) => this.waiting.push(resolve));
    if (this.failure !== undefined) throw this.failure;
  }

  /** Resolves when every write has finished; rejects with the first failure. */
  async drain(): Promise<void> {
    await Promise.all(this.pending);
    if (this.failure !== undefined) throw this.failure;
  }
}
