// Keeps the heap of a long build near its live data. While the main thread is busy, V8 lets
// the old generation grow far past what is alive before it collects (bench/README.md has the
// figures): a collection is asked for when the heap has grown by half since the last one, or
// by MOST_GROWTH_BYTES on a large heap. A small site never gets there.
import v8 from "node:v8";
import vm from "node:vm";

/** Below this much heap nothing is collected early. */
const FLOOR_BYTES = 256 * 1024 * 1024;
const GROWTH = 1.5;
/**
 * At most this much growth between collections. At 50,000 docs half the live heap was 0.7 to
 * 0.8 GB of garbage, the build's peak memory; a collection there takes about half a second.
 * 512 MB was enough while the writer thread held rendering back; with pages written faster
 * the build peaked at 2.55–2.60 GiB with it, 2.46–2.60 GiB with 384 MB, and 2.43 GiB with
 * 256 MB, in the same time (bench/README.md).
 */
const MOST_GROWTH_BYTES = 256 * 1024 * 1024;
/** `settle` collects when the heap has grown by more than this since the last collection. */
const SETTLED = 1.1;

let collectGarbage: (() => void) | null | undefined;
/** V8's full collection (`gc`), or null where it cannot be had. */
export function gcFunction(): (() => void) | null {
  if (collectGarbage === undefined) {
    const exposed = (globalThis as { gc?: () => void }).gc;
    if (typeof exposed === "function") return (collectGarbage = exposed);
    try {
      // The documented way to get V8's gc() without starting Node with --expose-gc. The flag
      // is set back at once (the function stays): V8 writes a hash of its flags into a code
      // cache, and the next start would reject the one the CLI writes after this run.
      v8.setFlagsFromString("--expose-gc");
      try {
        collectGarbage = vm.runInNewContext("gc") as () => void;
      } finally {
        v8.setFlagsFromString("--no-expose-gc");
      }
    } catch {
      collectGarbage = null;
    }
  }
  return collectGarbage;
}

export class HeapGuard {
  private afterLast = 0;

  constructor(
    private readonly floorBytes = FLOOR_BYTES,
    private readonly mostGrowthBytes = MOST_GROWTH_BYTES,
  ) {}

  /** Collections this guard asked for. */
  collections = 0;

  /** Call between units of work (a page); cheap when nothing is to be done. */
  check(): void {
    const used = v8.getHeapStatistics().used_heap_size;
    if (used < this.floorBytes || used < Math.min(this.afterLast * GROWTH, this.afterLast + this.mostGrowthBytes)) return;
    this.collect();
  }

  /**
   * Call before a phase that allocates much at once (the search index): collects what the
   * phase before left, unless the heap is small or was collected just now. Otherwise that
   * phase starts on a heap up to GROWTH times its live data and adds to it: the peak of the
   * build at 5,000 docs.
   */
  settle(): void {
    const used = v8.getHeapStatistics().used_heap_size;
    if (used >= this.floorBytes && used > this.afterLast * SETTLED) this.collect();
  }

  private collect(): void {
    const gc = gcFunction();
    if (!gc) return;
    gc();
    this.collections++;
    this.afterLast = v8.getHeapStatistics().used_heap_size;
  }
}

/**
 * The guard of this thread's heap, for every phase of a build: the heap is one per thread, so
 * the growth since the last collection is measured across phases, not from each phase's start.
 */
export const heapGuard = new HeapGuard();
