// Renders many Markdown files, on every core: Markdown is the slowest phase of a build, and
// files are independent. The main thread and worker threads take jobs
// from one queue, so a slow file never holds up the others.
import { HeapGuard, type HeapCheck } from "../heap-guard.ts";
import { build } from "esbuild";
import { createHash } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { dirname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { SearchBoosts } from "../search/build-index.ts";
import type { IndexedDocument } from "../search/documents.ts";
import { NeedsMdx } from "./mdx-nodes.ts";
import { serialiseHere, type IndexSerialiser } from "../search/write-indexes.ts";
import { keepModuleUrls } from "../bundle/keep-module-urls.ts";
import { SiteError } from "../errors.ts";
import type { MarkdownEngine } from "./engine-names.ts";
import { readAsset, type ContentAsset } from "./markdown-assets.ts";
import { renderMarkdownFile, type RenderedMarkdown } from "./pipeline.ts";
import { NO_LINE_HINT, NO_PLUGINS, PluginError, type SitePlugins } from "./site-plugins.ts";
import { NO_COUNTER, type Counter } from "../progress.ts";

export interface MarkdownJob {
  /** Key of the result (the file, or `file#excerpt`). */
  key: string;
  /** The file the source comes from; relative `.md` links resolve against its folder. */
  file: string;
  source: string;
  /** True when the file is read as MDX (mdx/classify.ts); such jobs never go to a worker. */
  mdx?: boolean;
  /** A doc's route with the slash Docusaurus gives it (a folder's index doc: `/docs/guide/`; `slug: /`: `/docs/`), for its relative links (remark-links.ts). */
  folderRoute?: string;
  /** A post (or its excerpt): its first h1 is taken out wherever it stands, as Docusaurus's blog takes it (rehype-headings.ts). */
  removeTitle?: true;
}

/** Everything a job needs besides its source; plain data, so workers can receive it. */
export interface BatchContext {
  baseUrl: string;
  toc: { min: number; max: number };
  /** Absolute path of every doc and post → its route. */
  routesByFile: Record<string, string>;
  /** Where `.md` links that are not relative to their file are looked for. */
  linkRoots?: MarkdownLinkRoots;
  /** The config's `trailingSlash`. */
  trailingSlash?: boolean;
  engine: MarkdownEngine;
  /** The config's `prism.additionalLanguages`. */
  additionalLanguages?: string[];
  /** The config's `markdown.mermaid`. */
  mermaid?: boolean;
  /**
   * Where the site's plugins are: functions cannot be sent to a worker, so a worker loads the
   * config itself, once per load of it.
   */
  plugins?: { configFile: string; loadId: string };
}

/**
 * A batch's context goes to each worker once, before its first job of the batch, and is
 * dropped when the worker has no more jobs of it: the context holds the route of every doc,
 * and copying it with every job grew with the square of the docs.
 */
export type WorkerRequest =
  | { type: "context"; batch: number; ctx: BatchContext }
  | { type: "markdown"; batch: number; job: MarkdownJob }
  | { type: "end"; batch: number }
  | { type: "search"; id: number; documents: IndexedDocument[]; boosts: SearchBoosts };

export type WorkerMessage =
  | { type: "ready" }
  | { type: "result"; key: string; result: RenderedMarkdown }
  | { type: "error"; key: string; error: string; line?: number; hint?: string }
  | { type: "search"; id: number; contents: Uint8Array }
  | { type: "search-error"; id: number; error: string };

/** Where `.md` links that are not relative to their file are looked for. */
export interface MarkdownLinkRoots {
  siteDir: string;
  /** The docs and blog folders. */
  contentDirs: string[];
  /** The released docs versions' and further docs instances' folders: a doc in one looks for `/x.md` there instead of in the docs folder. */
  ownDirs?: string[];
}

/** The content folders a file in `folder` looks in: its own docs version's or instance's instead of the docs folder. */
function contentDirsOf(folder: string, roots: MarkdownLinkRoots): string[] {
  const own = roots.ownDirs?.find((dir) => folder === dir || folder.startsWith(dir + sep));
  return own ? [own, ...roots.contentDirs.slice(1)] : roots.contentDirs;
}

/**
 * The folders a `.md` link is looked for in, as Docusaurus looks: `./x.md` and `../x.md` beside
 * the file only; `/x.md` in the content folders, then the site folder; `x.md` there, then beside
 * the file; `@site/x.md` in the site folder.
 */
function linkFolders(folder: string, target: string, roots: MarkdownLinkRoots | undefined): string[] {
  if (!roots) return [folder];
  if (target.startsWith("@site/")) return [roots.siteDir];
  if (target.startsWith("./") || target.startsWith("../")) return [folder];
  const anywhere = [...contentDirsOf(folder, roots), roots.siteDir];
  return target.startsWith("/") ? anywhere : [...anywhere, folder];
}

/** The route of the doc or post a `.md` link of a file in `folder` leads to, if any. */
export function resolveMarkdownTarget(routesByFile: Record<string, string>, folder: string, target: string, roots?: MarkdownLinkRoots): string | undefined {
  const path = target.startsWith("@site/") ? target.slice("@site/".length) : target.replace(/^\/+/, "");
  for (const dir of linkFolders(folder, target, roots)) {
    const route = routesByFile[resolve(dir, path)] ?? routesByFile[resolve(dir, path.replace(/\.md$/, ".mdx"))];
    if (route !== undefined) return route;
  }
  return undefined;
}

/**
 * How one job's links are resolved, Markdown and MDX alike: `.md` links to routes, files beside
 * it (`./assets/x.png`, `@site/…`) to hashed assets, each recorded for the result.
 */
export function jobLinks(job: MarkdownJob, ctx: BatchContext) {
  const folder = dirname(job.file);
  const markdownTargets: [string, string | null][] = [];
  const assets = new Map<string, ContentAsset>();
  const missingAssetPaths: string[] = [];
  return {
    options: {
      trailingSlash: ctx.trailingSlash,
      // With `trailingSlash` set, the page's address is the one Docusaurus gives it.
      relativeFrom: ctx.trailingSlash === undefined ? job.folderRoute : undefined,
      // Not a link's, but the job's too: how its title is taken.
      ...(job.removeTitle && { removeContentTitle: true }),
      resolveMarkdownFile: (target: string) => {
        const route = resolveMarkdownTarget(ctx.routesByFile, folder, target, ctx.linkRoots);
        markdownTargets.push([target, route ?? null]);
        return route;
      },
      resolveAsset: ctx.linkRoots
        ? (path: string) => {
            const asset = readAsset(path, folder, ctx.linkRoots!.siteDir);
            if (!asset) return void missingAssetPaths.push(path);
            assets.set(asset.file, asset);
            return "/" + asset.output;
          }
        : undefined,
    },
    /** What the result records of the links, once the job is rendered. */
    found: () => ({ markdownTargets, assets: [...assets.values()], missingAssetPaths }),
  };
}

/** Renders one job; the result lists the `.md` links it looked up and what each led to. */
export async function renderJob(job: MarkdownJob, ctx: BatchContext, plugins: SitePlugins = NO_PLUGINS): Promise<RenderedMarkdown> {
  const links = jobLinks(job, ctx);
  const result = await renderMarkdownFile(job.source, {
    path: job.file,
    baseUrl: ctx.baseUrl,
    toc: ctx.toc,
    engine: ctx.engine,
    additionalLanguages: ctx.additionalLanguages,
    mermaid: ctx.mermaid,
    plugins,
    ...links.options,
  }).catch((error: unknown) => {
    if (error instanceof NeedsMdx) return undefined;
    throw error;
  });
  return result ? { ...result, ...links.found() } : NEEDS_MDX;
}

/** The result of a job the site's plugins made MDX of: the Markdown phase renders it as MDX. */
const NEEDS_MDX: RenderedMarkdown = Object.freeze({ needsMdx: true, html: "", toc: [], headingIds: [], links: [], sections: [], wordCount: 0, warnings: [], brokenMarkdownLinks: [], missingAssets: [] });

/**
 * A job's failure as a build error naming the file: the line and hint of an error the Markdown
 * phase gave (Markdown nested too deep), the line a plugin gave (or a hint that it gave none),
 * or what a worker thread sent of them.
 */
export function jobError(file: string, error: unknown, where: { line?: number; hint?: string } = {}): SiteError {
  if (error instanceof SiteError) return error.file ? error : new SiteError(error.message, { file, line: error.line, hint: error.hint, cause: error });
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof PluginError) return new SiteError(message, { file, line: error.line, hint: error.line === undefined ? NO_LINE_HINT : undefined, cause: error });
  return new SiteError(message, { file, line: where.line, hint: where.hint, cause: error });
}

/** Jobs a worker holds at once: the one it renders and the next. */
const WORKER_AHEAD = 2;

const WORKER_SOURCE = fileURLToPath(new URL("./render-worker.ts", import.meta.url));
const WORKER_DIR = fileURLToPath(new URL("../../node_modules/.cache/sitec/", import.meta.url));

/**
 * Worker threads, started early so they load while the build reads its content. The worker
 * is bundled to plain JavaScript first: loading it through a TypeScript loader would make
 * each worker slow to start.
 */
export class MarkdownWorkers {
  private readonly starting: Promise<Worker | undefined>[];
  private readonly started: Worker[] = [];
  private closed = false;
  /** Rejects what a worker is working on, if it dies meanwhile. */
  private readonly failCurrent = new Map<Worker, Set<(error: Error) => void>>();
  private searchRequests = 0;
  private batches = 0;
  /** Workers that have started and not stopped. */
  private ready: Worker[] = [];
  /** Jobs the workers rendered in the last `render` call (the rest ran on the main thread). */
  renderedByWorkers = 0;

  /** `heap`: checked between the jobs of this thread (see HeapGuard); `counter` counts the jobs (the build's progress). */
  constructor(
    count = defaultWorkerCount(),
    readonly heap: HeapCheck = new HeapGuard(),
    private readonly counter: Counter = NO_COUNTER,
  ) {
    const bundle = count ? bundleWorker() : Promise.resolve("");
    this.starting = Array.from({ length: count }, () =>
      bundle
        .then((file) => {
          if (this.closed) return undefined;
          const worker = new Worker(file);
          this.started.push(worker);
          // Listeners are added once per worker (watch mode renders many times with the same ones).
          const fail = (error: Error) => {
            this.ready = this.ready.filter((w) => w !== worker);
            for (const reject of this.failCurrent.get(worker) ?? []) reject(error);
          };
          worker.on("error", fail);
          worker.on("exit", (code) => fail(new Error(`a Markdown worker stopped (exit code ${code})`)));
          return new Promise<Worker>((ready, fail) => {
            worker.once("message", () => {
              this.ready.push(worker);
              ready(worker);
            });
            worker.once("error", fail);
          });
        })
        // A worker that fails to start is simply not used: the main thread renders everything.
        .catch(() => undefined),
    );
  }

  /** Resolves when every worker has started (or failed to); for tests and benchmarks. */
  async allStarted(): Promise<number> {
    return (await Promise.all(this.starting)).filter(Boolean).length;
  }

  /** Renders all jobs on the main thread and on every worker that is ready in time; `plugins` are the main thread's. */
  async render(jobs: MarkdownJob[], ctx: BatchContext, plugins: SitePlugins = NO_PLUGINS): Promise<Map<string, RenderedMarkdown>> {
    const results = new Map<string, RenderedMarkdown>();
    const inFlight = new Set<Promise<void>>();
    const batch = ++this.batches;
    this.renderedByWorkers = 0;
    this.counter.expect(jobs.length);
    let next = 0;
    let failed = false;
    // Once the batch has failed, no job is handed out any more.
    const take = () => (!failed && next < jobs.length ? jobs[next++] : undefined);

    // Each worker holds up to WORKER_AHEAD jobs, so it has the next one at hand while the
    // main thread is busy with its own job and cannot hand out work.
    const attach = async (pending: Promise<Worker | undefined>) => {
      const worker = await pending;
      if (!worker) return;
      const waiting = new Map<string, { resolve: () => void; reject: (error: Error) => void; file: string }>();
      const failAll = (error: Error) => {
        for (const w of waiting.values()) w.reject(error);
        waiting.clear();
      };
      this.failuresOf(worker).add(failAll);
      let contextSent = false;
      const onMessage = (message: WorkerMessage) => {
        if (message.type !== "result" && message.type !== "error") return;
        const entry = waiting.get(message.key);
        if (!entry) return;
        waiting.delete(message.key);
        if (message.type === "error") {
          // The batch has failed: no job goes out any more, and once the worker's other jobs
          // are back, `fill` lets go of it and it drops the batch's context.
          failed = true;
          entry.reject(jobError(entry.file, message.error, message));
        } else {
          results.set(message.key, message.result);
          this.renderedByWorkers++;
          this.counter.add();
          entry.resolve();
        }
        fill();
      };
      const fill = () => {
        while (waiting.size < WORKER_AHEAD) {
          const job = take();
          if (!job) break;
          const done = new Promise<void>((resolve, reject) => waiting.set(job.key, { resolve, reject, file: job.file }));
          // Awaited below once the main thread has taken its last job; a failure that comes
          // before then, or after the batch failed, must not be an unhandled rejection.
          done.catch(() => undefined);
          inFlight.add(done);
          if (!contextSent) {
            worker.postMessage({ type: "context", batch, ctx } satisfies WorkerRequest);
            contextSent = true;
          }
          worker.postMessage({ type: "markdown", batch, job } satisfies WorkerRequest);
        }
        if (!waiting.size) {
          worker.off("message", onMessage);
          this.failuresOf(worker).delete(failAll);
          if (contextSent) worker.postMessage({ type: "end", batch } satisfies WorkerRequest);
        }
      };
      worker.on("message", onMessage);
      fill();
    };
    for (const pending of this.starting) void attach(pending);

    try {
      for (let job = take(); job; job = take()) {
        this.heap.check();
        results.set(job.key, await renderJob(job, ctx, plugins).catch((error: unknown) => Promise.reject(jobError(job.file, error))));
        this.counter.add();
        // Rendering is synchronous work: without a turn of the event loop here the workers'
        // results would wait until the main thread has taken every job.
        await new Promise((resolve) => setImmediate(resolve));
      }
      // The queue is empty: only jobs already sent to workers remain. (Small sites finish on the
      // main thread before a worker is even ready; nothing is waited for then.)
      while (results.size < jobs.length) {
        const pending = [...inFlight];
        inFlight.clear();
        if (!pending.length) throw new Error("Markdown rendering lost a job");
        await Promise.all(pending);
      }
    } catch (error) {
      failed = true;
      throw error;
    }
    return results;
  }

  /** `serialiseSearchIndex` as a function to hand on. */
  readonly serialise: IndexSerialiser = (documents, boosts) => this.serialiseSearchIndex(documents, boosts);

  /** True when a worker has started (and not stopped). */
  get hasWorker(): boolean {
    return this.ready.length > 0 && !this.closed;
  }

  /**
   * Builds and serialises one search index file on a worker (they are idle once Markdown is
   * rendered, and the main thread renders pages meanwhile), or here when there is none.
   */
  async serialiseSearchIndex(documents: IndexedDocument[], boosts: SearchBoosts): Promise<Uint8Array> {
    const worker = this.ready[this.searchRequests % Math.max(1, this.ready.length)];
    if (!worker || this.closed) return serialiseHere(documents, boosts, this.heap);
    const id = ++this.searchRequests;
    return new Promise<Uint8Array>((resolve, reject) => {
      const done = () => {
        worker.off("message", onMessage);
        this.failuresOf(worker).delete(reject);
      };
      const onMessage = (message: WorkerMessage) => {
        if ((message.type !== "search" && message.type !== "search-error") || message.id !== id) return;
        done();
        if (message.type === "search") resolve(message.contents);
        else reject(new Error(`building the search index failed: ${message.error}`));
      };
      this.failuresOf(worker).add(reject);
      worker.on("message", onMessage);
      worker.postMessage({ type: "search", id, documents, boosts } satisfies WorkerRequest);
    });
  }

  private failuresOf(worker: Worker): Set<(error: Error) => void> {
    let set = this.failCurrent.get(worker);
    if (!set) this.failCurrent.set(worker, (set = new Set()));
    return set;
  }

  /** Stops every worker, including those still starting. */
  async close(): Promise<void> {
    this.closed = true;
    await Promise.all(this.started.map((w) => w.terminate()));
  }
}

/**
 * Workers only from 4 cores up. On a 2-core machine a worker did not pay: a cold build of
 * site/ was no faster with one and took more memory (the two threads contend for the cores
 * with esbuild and the garbage collector, and each thread loads the Markdown packages).
 */
export function defaultWorkerCount(): number {
  const cores = availableParallelism();
  return cores >= 4 ? Math.min(cores - 1, 3) : 0;
}

let bundled: Promise<string> | undefined;

/** Bundles render-worker.ts once per process into sitec's cache folder. */
function bundleWorker(): Promise<string> {
  bundled ??= (async () => {
    const result = await build({
      entryPoints: [WORKER_SOURCE],
      bundle: true,
      write: false,
      platform: "node",
      format: "esm",
      // Packages bundled too: the worker then loads one file instead of hundreds of modules.
      external: ["esbuild"],
      // The worker loads the site's config when it has plugins: config/load.ts and its
      // imports find their files relative to themselves.
      plugins: [keepModuleUrls],
      banner: { js: 'import { createRequire as __sitecRequire } from "node:module"; const require = __sitecRequire(import.meta.url);' },
      logLevel: "silent",
    });
    await mkdir(WORKER_DIR, { recursive: true });
    // Named by its content: processes share one file instead of leaving one each behind, and
    // the rename means a concurrent build never reads a half-written worker.
    const text = result.outputFiles[0]!.text;
    const file = join(WORKER_DIR, `render-worker-${createHash("sha256").update(text).digest("hex").slice(0, 12)}.mjs`);
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, text);
    await rename(temporary, file);
    return file;
  })();
  return bundled;
}
