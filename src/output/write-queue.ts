// Writes the pages of a build while the next ones render. Up to LIMIT writes are in flight;
// rendering waits only when that many are still pending. (Waiting for each batch of writes to
// finish left the main thread idle for about half of the render phase on a slow disk.)
const LIMIT = 128;

export interface FileWriter {
  write(relativePath: string, contents: string | Uint8Array): Promise<void>;
}

export class WriteQueue {
  private readonly pending = new Set<Promise<void>>();
  private failure: unknown;

  constructor(private readonly out: FileWriter) {}

  /** Starts writing a file; resolves at once unless LIMIT writes are pending. */
  async add(path: string, contents: string | Uint8Array): Promise<void> {
    if (this.failure !== undefined) throw this.failure;
    const write = this.out.write(path, contents).then(
      () => void this.pending.delete(write),
      (error: unknown) => {
        this.pending.delete(write);
        this.failure ??= error;
      },
    );
    this.pending.add(write);
    if (this.pending.size >= LIMIT) await Promise.race(this.pending);
    if (this.failure !== undefined) throw this.failure;
  }

  /** Resolves when every write has finished; rejects with the first failure. */
  async drain(): Promise<void> {
    await Promise.all(this.pending);
    if (this.failure !== undefined) throw this.failure;
  }
}
