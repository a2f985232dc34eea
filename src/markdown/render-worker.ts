// Worker thread: renders the Markdown jobs the main thread sends (see render-batch.ts) and,
// once Markdown is done, builds search index files while the main thread renders pages. A
// site's plugins are functions, which cannot be sent here: the worker loads the site's config
// itself, once per load of it on the main thread.
import { dirname } from "node:path";
import { parentPort } from "node:worker_threads";
import { loadSiteConfig } from "../config/load.ts";
import { HeapGuard } from "../heap-guard.ts";
import { serialiseIndexFile } from "../search/build-index.ts";
import { jobError, renderJob, type BatchContext, type WorkerMessage, type WorkerRequest } from "./render-batch.ts";
import { NO_PLUGINS, type SitePlugins } from "./site-plugins.ts";

const port = parentPort!;
/** This thread's heap, guarded while it builds search indexes (the thread's own, for its life). */
const heap = new HeapGuard();
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

let loaded: { loadId: string; plugins: Promise<SitePlugins> } | undefined;
function pluginsOf(ctx: BatchContext): Promise<SitePlugins> {
  if (!ctx.plugins) return Promise.resolve(NO_PLUGINS);
  if (loaded?.loadId !== ctx.plugins.loadId) {
    loaded = { loadId: ctx.plugins.loadId, plugins: loadSiteConfig(dirname(ctx.plugins.configFile)).then(({ config }) => config.markdown) };
  }
  return loaded.plugins;
}

/** The contexts of the batches this worker has jobs of (see WorkerRequest). */
const contexts = new Map<number, BatchContext>();

port.on("message", (request: WorkerRequest) => {
  if (request.type === "context") {
    contexts.set(request.batch, request.ctx);
    return;
  }
  if (request.type === "end") {
    contexts.delete(request.batch);
    return;
  }
  if (request.type === "search") {
    try {
      const contents = serialiseIndexFile(request.documents, request.boosts, heap);
      // The bytes are in a buffer of their own (json-bytes.ts): handed over, not copied.
      port.postMessage({ type: "search", id: request.id, contents } satisfies WorkerMessage, [contents.buffer as ArrayBuffer]);
    } catch (error) {
      port.postMessage({ type: "search-error", id: request.id, error: message(error) } satisfies WorkerMessage);
    }
    return;
  }
  const { job } = request;
  const ctx = contexts.get(request.batch);
  if (!ctx) {
    port.postMessage({ type: "error", key: job.key, error: `no context for Markdown batch ${request.batch}` } satisfies WorkerMessage);
    return;
  }
  pluginsOf(ctx)
    .then((plugins) => renderJob(job, ctx, plugins))
    .then(
      (result) => port.postMessage({ type: "result", key: job.key, result } satisfies WorkerMessage),
      (error: unknown) => {
        const failure = jobError(job.file, error);
        port.postMessage({ type: "error", key: job.key, error: failure.message, line: failure.line, hint: failure.hint } satisfies WorkerMessage);
      },
    );
});
port.postMessage({ type: "ready" } satisfies WorkerMessage);
