// Worker thread: renders the Markdown jobs the main thread sends (see render-batch.ts) and,
// once Markdown is done, builds search index files while the main thread renders pages.
import { parentPort } from "node:worker_threads";
import { serialiseIndexFile } from "../search/build-index.ts";
import { renderJob, type WorkerMessage, type WorkerRequest } from "./render-batch.ts";

const port = parentPort!;
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
port.on("message", (request: WorkerRequest) => {
  if (request.type === "search") {
    try {
      const contents = serialiseIndexFile(request.documents, request.boosts);
      port.postMessage({ type: "search", id: request.id, contents } satisfies WorkerMessage);
    } catch (error) {
      port.postMessage({ type: "search-error", id: request.id, error: message(error) } satisfies WorkerMessage);
    }
    return;
  }
  const { job, ctx } = request;
  renderJob(job, ctx).then(
    (result) => port.postMessage({ type: "result", key: job.key, result } satisfies WorkerMessage),
    (error: unknown) => port.postMessage({ type: "error", key: job.key, error: message(error) } satisfies WorkerMessage),
  );
});
port.postMessage({ type: "ready" } satisfies WorkerMessage);
