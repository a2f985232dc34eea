// What one build runs on besides its data: the Markdown worker threads (which also build the
// search indexes), the staging folder and its writer thread, the write queue, the heap guard,
// the build cache, the phase timer and the progress it reports to. The phases of src/build.ts receive it; it opens them
// together and ends them together, whether the build succeeded or not.
import { BuildCache, type CacheOptions, type CacheReport } from "./cache/build-cache.ts";
import { HeapGuard } from "./heap-guard.ts";
import { PhaseTimer, type Logger } from "./log.ts";
import { MarkdownWorkers } from "./markdown/render-batch.ts";
import { createStagingDir, type StagingDir } from "./output/atomic.ts";
import { WriteQueue } from "./output/write-queue.ts";
import { NO_PROGRESS, type BuildProgress } from "./progress.ts";

export interface RuntimeOptions {
  siteDir: string;
  outDir: string;
  logger: Logger;
  /** Worker threads for Markdown besides the main thread (see MarkdownWorkers). */
  markdownWorkers?: number;
  /** The build cache: on by default; false builds without it. */
  cache?: CacheOptions | false;
  /** Where phases and counts are reported (nowhere by default). */
  progress?: BuildProgress;
}

export class BuildRuntime {
  readonly writes: WriteQueue;
  /** Run once the new output is in place, before the cache is saved. */
  private readonly committed: (() => void)[] = [];

  private constructor(
    readonly timer: PhaseTimer,
    readonly log: Logger,
    readonly heap: HeapGuard,
    readonly workers: MarkdownWorkers,
    readonly staging: StagingDir,
    readonly cache: BuildCache | undefined,
    readonly progress: BuildProgress,
  ) {
    // Every write of the build is counted; the count is shown while "write files" waits for them.
    this.writes = new WriteQueue(staging, progress.counter("write files"));
  }

  static async open(options: RuntimeOptions): Promise<BuildRuntime> {
    const heap = new HeapGuard();
    const progress = options.progress ?? NO_PROGRESS;
    // Workers load their Markdown toolchain while the config and content are read.
    const workers = new MarkdownWorkers(options.markdownWorkers, heap, progress.counter("markdown"));
    try {
      const staging = await createStagingDir(options.outDir);
      const timer = new PhaseTimer(progress);
      const cache = options.cache === false ? undefined : await timer.run("open cache", () => openCache(options.siteDir, options.cache || undefined, options.logger));
      return new BuildRuntime(timer, options.logger, heap, workers, staging, cache, progress);
    } catch (error) {
      await workers.close();
      throw error;
    }
  }

  /** Has `then` run after a successful commit (what a phase keeps in the cache for the next build). */
  onCommit(then: () => void): void {
    this.committed.push(then);
  }

  /** Moves the staged output into place and saves the cache; returns what came from the cache. */
  async commit(): Promise<CacheReport | undefined> {
    await this.timer.run("commit output", () => this.staging.commit());
    for (const then of this.committed) then();
    return this.endCache(true);
  }

  /** After a failure: removes the staged output; the cache keeps what it had. */
  async discard(): Promise<void> {
    await this.staging.discard();
    await this.endCache(false);
  }

  /** Stops the worker threads. */
  close(): Promise<void> {
    return this.workers.close();
  }

  // The cache keeps what a build made; after a successful build it drops what it did not use.
  private async endCache(succeeded: boolean): Promise<CacheReport | undefined> {
    const cache = this.cache;
    if (!cache) return undefined;
    const ended = await this.timer.run("save cache", () => cache.finish(succeeded, this.heap));
    for (const message of ended.warnings) this.log.warn(message);
    return ended.report;
  }
}

/** The build cache, or none (with a warning) when its folder cannot be made. */
async function openCache(siteDir: string, options: CacheOptions | undefined, log: Logger): Promise<BuildCache | undefined> {
  try {
    return await BuildCache.open(siteDir, options);
  } catch (error) {
    log.warn(`the build cache cannot be used (${(error as Error).message}); building without it.`);
    return undefined;
  }
}
