// Writes the files of a build while the next pages render. Writes are started at once;
// rendering waits only while LIMIT_BYTES or more of them are still pending, so that a slow
// disk cannot make a large site hold all its pages in memory. (Waiting for each batch of
// writes to finish left the main thread idle for much of the render phase.)
export const LIMIT_BYTES = 16 * 1024 * 1024;

export interface FileWriter {
  write(relativePath: string, contents: string | Uint8Array): Promise<void>;
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

  constructor(private readonly out: FileWriter) {}

  /** Starts writing a file; resolves at once unless LIMIT_BYTES are pending. */
  async add(path: string, contents: string | Uint8Array): Promise<void> {
    if (this.failure !== undefined) throw this.failure;
    // String length stands in for bytes: close enough for a memory bound.
    const size = contents.length;
    this.pendingBytes += size;
    const settled = (error?: unknown) => {
      this.pending.delete(write);
      this.pendingBytes -= size;
      if (error !== undefined) this.failure ??= error;
      if (this.waiting.length && (this.pendingBytes < LIMIT_BYTES || this.failure !== undefined)) {
        for (const resume of this.waiting.splice(0)) resume();
      }
    };
    const write = this.out.write(path, contents).then(() => settled(), (error: unknown) => settled(error ?? new Error(`writing ${path} failed`)));
    this.pending.add(write);
    while (this.pendingBytes >= LIMIT_BYTES && this.failure === undefined) await new Promise<void>((resolve) => this.waiting.push(resolve));
    if (this.failure !== undefined) throw this.failure;
  }

  /** Resolves when every write has finished; rejects with the first failure. */
  async drain(): Promise<void> {
    await Promise.all(this.pending);
    if (this.failure !== undefined) throw this.failure;
  }
}
