// Worker thread: renders the Markdown jobs the main thread sends (see render-batch.ts).
import { parentPort } from "node:worker_threads";
import { renderJob, type BatchContext, type MarkdownJob, type WorkerMessage } from "./render-batch.ts";

const port = parentPort!;
port.on("message", ({ job, ctx }: { job: MarkdownJob; ctx: BatchContext }) => {
  renderJob(job, ctx).then(
    (result) => port.postMessage({ type: "result", key: job.key, result } satisfies WorkerMessage),
    (error: unknown) =>
      port.postMessage({ type: "error", key: job.key, error: error instanceof Error ? error.message : String(error) } satisfies WorkerMessage),
  );
});
port.postMessage({ type: "ready" } satisfies WorkerMessage);
