// Keeps the heap of a long build near its live data. While the main thread is busy, V8 lets
// the old generation grow far past what is alive before it collects (bench:scale at 50,000
// docs): a collection is asked for when the heap has grown by half since the last one, or by
// MOST_GROWTH_BYTES on a large heap. A small site never gets there.
//
// It collects only through V8's `gc` function, and only when the process was started with it
// (`node --expose-gc`, as bin/sitec.js starts the CLI): a library changes no flag of its host.
import v8 from "node:v8";

/** Below this much heap nothing is collected early. */
const FLOOR_BYTES = 256 * 1024 * 1024;
const GROWTH = 1.5;
/**
 * At most this much growth between collections: at 50,000 docs half the live heap was garbage,
 * and a larger step raised the build's peak memory without making it faster (bench:scale).
 */
const MOST_GROWTH_BYTES = 256 * 1024 * 1024;
/** `settle` collects when the heap has grown by more than this since the last collection. */
const SETTLED = 1.1;

/** V8's full collection as the process exposes it (`--expose-gc`), or null. */
export function exposedGc(): (() => void) | null {
  const gc = (globalThis as { gc?: unknown }).gc;
  return typeof gc === "function" ? (gc as () => void) : null;
}

export interface HeapGuardOptions {
  /** V8's full collection; without it the guard does nothing. Default: the process's, if exposed. */
  collect?: (() => void) | null;
  floorBytes?: number;
  mostGrowthBytes?: number;
}

/** What the phases call between units of work (see HeapGuard). */
export interface HeapCheck {
  check(): void;
  settle(): void;
}

export class HeapGuard implements HeapCheck {
  private afterLast = 0;
  private readonly gc: (() => void) | null;
  private readonly floorBytes: number;
  private readonly mostGrowthBytes: number;

  constructor(options: HeapGuardOptions = {}) {
    this.gc = options.collect === undefined ? exposedGc() : options.collect;
    this.floorBytes = options.floorBytes ?? FLOOR_BYTES;
    this.mostGrowthBytes = options.mostGrowthBytes ?? MOST_GROWTH_BYTES;
  }

  /** Collections this guard asked for. */
  collections = 0;

  /** Call between units of work (a page); cheap when nothing is to be done. */
  check(): void {
    if (!this.gc) return;
    const used = v8.getHeapStatistics().used_heap_size;
    if (used < this.floorBytes || used < Math.min(this.afterLast * GROWTH, this.afterLast + this.mostGrowthBytes)) return;
    this.collect(this.gc);
  }

  /**
   * Call before a phase that allocates much at once (the search index): collects what the
   * phase before left, unless the heap is small or was collected just now. Otherwise that
   * phase starts on a heap up to GROWTH times its live data and adds to it: the peak of the
   * build at 5,000 docs.
   */
  settle(): void {
    if (!this.gc) return;
    const used = v8.getHeapStatistics().used_heap_size;
    if (used >= this.floorBytes && used > this.afterLast * SETTLED) this.collect(this.gc);
  }

  private collect(gc: () => void): void {
    gc();
    this.collections++;
    this.afterLast = v8.getHeapStatistics().used_heap_size;
  }
}
