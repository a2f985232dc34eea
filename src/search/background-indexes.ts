// When the search index files are built: on a worker thread as soon as pages start rendering,
// or, without a worker, while the writer thread links pages the cache kept (this thread is
// idle then), or else after the pages.
export class BackgroundIndexes {
  private running?: Promise<Map<string, Uint8Array>>;

  constructor(private readonly buildFiles: () => Promise<Map<string, Uint8Array>>) {}

  /** Starts building unless it has started; a failure is reported by `files`. */
  start(): void {
    (this.running ??= this.buildFiles()).catch(() => undefined);
  }

  /** The index files by name, built now if nothing started them. */
  files(): Promise<Map<string, Uint8Array>> {
    return (this.running ??= this.buildFiles());
  }
}
