// `sitec dev`: builds the site into a temporary folder, serves it like `sitec serve`, watches
// the site and the theme, applies each burst of changes incrementally, and tells open pages
// to reload. A failed rebuild keeps the server running and shows the error in the terminal
// and as an overlay in the browser.
import { EventEmitter } from "node:events";
import { createReadStream } from "node:fs";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream";
import { TEMPLATES_DIR } from "../bundle/bundle.ts";
import { formatError, SiteError } from "../errors.ts";
import { consoleLogger, type Logger } from "../log.ts";
import type { MarkdownEngine } from "../markdown/engine-names.ts";
import { defaultWorkerCount, MarkdownWorkers } from "../markdown/render-batch.ts";
import { createBoundedServer, type ConnectionTimeouts } from "../server/connection-limits.ts";
import { mimeType } from "../server/mime.ts";
import { HASHED_ASSET, IMMUTABLE } from "../server/headers.ts";
import { resolveRequest } from "../server/resolve-request.ts";
import { CONTENT_CHANGES, type FileChange } from "./changes.ts";
import type { EmitResult, PagesWritten } from "./emit.ts";
import { IncrementalBuild } from "./incremental-build.ts";
import { injectDevClient, LiveReload } from "./live-reload.ts";
import { liveFolder } from "./output-writer.ts";
import { watchFiles } from "./watch.ts";

export interface DevOptions {
  siteDir: string;
  port: number;
  host: string;
  logger?: Logger;
  /** Also watch the theme (templates/); on by default. */
  watchTheme?: boolean;
  debounceMs?: number;
  /** Overrides the config's `markdown.engine`. */
  markdownEngine?: MarkdownEngine;
}

export interface DevServer {
  url: string;
  outDir: string;
  /** Emits `rebuilt` (EmitResult & { ms, pagesMs }) and `failed` (string[] lines) after each rebuild. */
  events: EventEmitter;
  close(): Promise<void>;
}

/** Builds, serves and watches the site; resolves once it serves, with a handle whose close() stops it all. */
export async function dev(options: DevOptions): Promise<DevServer> {
  const log = options.logger ?? consoleLogger;
  const events = new EventEmitter();
  const live = new LiveReload();
  const outDir = await mkdtemp(join(tmpdir(), "sitec-dev-"));
  const writer = liveFolder(outDir);
  // At least one worker thread, even on two cores: it builds the search indexes after an edit,
  // so that this thread is free to serve the updated page and to apply the next save.
  const workers = new MarkdownWorkers(Math.max(1, defaultWorkerCount()));
  const builder = new IncrementalBuild({ siteDir: options.siteDir, minify: false, includeDrafts: true, workers, markdownEngine: options.markdownEngine, onNote: log.info });
  let built = false;
  /** The report of the last rebuild, when it failed. */
  let lastFailure: string | undefined;

  // Open pages reload as soon as the pages are written; search indexes, feeds and the link
  // check follow, and an error they find still shows as the overlay.
  // A change of content only (Markdown, categories, authors) that left the document around
  // pages as it was is shown in place by the runtime; anything else reloads the page.
  const report = (started: number, run: (onPagesWritten: PagesWritten) => Promise<EmitResult>, contentOnly = false, onPages?: () => void) => {
    let pagesMs: number | undefined;
    const onPagesWritten: PagesWritten = ({ layoutChanged }) => {
      pagesMs = performance.now() - started;
      live.send({ type: "ok" });
      live.send({ type: "reload", inPlace: contentOnly && !layoutChanged });
      onPages?.();
    };
    return run(onPagesWritten).then(
      (result) => {
        built = true;
        lastFailure = undefined;
        const ms = performance.now() - started;
        for (const w of result.warnings) log.warn(w);
        const pages = `${result.rendered.length} page${result.rendered.length === 1 ? "" : "s"}`;
        log.info(`Updated ${pages} in ${(pagesMs ?? ms).toFixed(0)} ms (search index, feeds and link check: ${ms.toFixed(0)} ms in all).`);
        live.send({ type: "ok" });
        events.emit("rebuilt", { ...result, ms, pagesMs });
      },
      (error: unknown) => {
        const lines = formatError(error);
        const message = lines.join("\n");
        // Printed as `sitec build` prints a failure. One change can come as two batches (a
        // rename: the removal, then the file's addition), and both rebuilds fail alike: the
        // same report again is not printed again.
        if (message !== lastFailure) for (const line of lines) log.error(line);
        lastFailure = message;
        live.send({ type: "error", message });
        events.emit("failed", lines);
      },
    );
  };

  await report(performance.now(), (onPagesWritten) => builder.buildAll(writer, onPagesWritten));

  // Rebuilds run one at a time up to their pages; changes that arrive meanwhile are applied
  // next, together. The next one starts as soon as the pages are written: it does not wait for
  // the search indexes and the link check of the one before (the builder orders those).
  let queue: FileChange[] = [];
  let running: Promise<void> | undefined;
  let settled: Promise<unknown> = Promise.resolve();
  const rebuild = () => {
    if (running || !queue.length) return;
    const batch = queue;
    queue = [];
    const started = performance.now();
    const contentOnly = batch.every((c) => CONTENT_CHANGES.has(builder.classify(c.path)));
    let pagesDone!: () => void;
    running = new Promise<void>((resolve) => (pagesDone = resolve));
    const finished = report(
      started,
      (onPagesWritten) => (built ? builder.update(batch, writer, onPagesWritten) : builder.buildAll(writer, onPagesWritten)),
      contentOnly,
      () => pagesDone(),
    ).finally(() => pagesDone());
    settled = Promise.all([settled, finished]);
    void running.then(() => {
      running = undefined;
      rebuild();
    });
  };
  const watcher = watchFiles(
    [builder.siteDir, ...builder.watchedOutside, ...(options.watchTheme === false ? [] : [TEMPLATES_DIR])],
    (changes) => {
      queue.push(...changes);
      rebuild();
    },
    options.debounceMs,
  );
  await watcher.ready;

  const server = createDevHttpServer(outDir, () => builder.baseUrl, live, undefined, () => builder.trailingSlash);
  const stop = async () => {
    await watcher.close();
    live.close();
    if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    await running;
    await settled;
    await workers.close();
    await rm(outDir, { recursive: true, force: true });
  };
  let url: string;
  try {
    url = await new Promise<string>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port, options.host, () => {
        const address = server.address();
        const port = typeof address === "object" && address ? address.port : options.port;
        resolve(`http://${options.host}:${port}${builder.baseUrl}`);
      });
    });
  } catch (error) {
    // Nothing may be left running (the watcher and the workers would keep the process alive).
    await stop();
    throw listenError(error, options);
  }
  return { url, outDir, events, close: stop };
}

/** A failed listen, said in the terms of the command's options. */
function listenError(error: unknown, options: { port: number; host: string }): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "EADDRINUSE") return new SiteError(`port ${options.port} on ${options.host} is in use.`, { hint: "Stop what uses it, or give another port with --port." });
  if (code === "EACCES") return new SiteError(`port ${options.port} on ${options.host} may not be used by this user.`, { hint: "Give a port above 1023 with --port." });
  if (code === "EADDRNOTAVAIL") return new SiteError(`${options.host} is no address of this machine.`, { hint: "Give one of its addresses with --host, such as 127.0.0.1." });
  return error as Error;
}

/** The name the tests and benchmarks use. */
export const startDev = dev;

/** The page shown before the first successful build: only the error overlay. */
const WAITING_PAGE = "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>sitec dev</title></head><body><p>Waiting for a successful build…</p></body></html>";

/**
 * The dev server's HTTP side: the pages of `outDir` with the live-reload script, and its event
 * stream. Connections are bounded as `sitec serve`'s are (`timeouts`, else the defaults).
 */
/** `baseUrl` and `trailingSlash` give the config's values of the last successful build. */
export function createDevHttpServer(
  outDir: string,
  baseUrl: () => string,
  live: LiveReload,
  timeouts?: Partial<ConnectionTimeouts>,
  trailingSlash: () => boolean | undefined = () => undefined,
): Server {
  return createBoundedServer({}, timeouts, async (req, res) => {
    try {
      if (live.handle(req, res)) {
        // The event stream is quiet between rebuilds and must stay open all the same.
        req.socket.setTimeout(0);
        return;
      }
      const url = new URL(req.url ?? "/", "http://localhost");
      const base = baseUrl();
      let pathname = url.pathname;
      if (base !== "/") pathname = pathname.startsWith(base) ? "/" + pathname.slice(base.length) : pathname === base.slice(0, -1) ? "/" : "/__outside_base__";
      const result = await resolveRequest(outDir, pathname, trailingSlash());
      if (result.kind === "bad-request") {
        res.writeHead(400).end("Bad request\n");
        return;
      }
      if (result.kind === "redirect") {
        res.writeHead(301, { Location: (base === "/" ? "" : base.slice(0, -1)) + result.location + url.search }).end();
        return;
      }
      const file = result.file;
      const status = result.kind === "file" ? 200 : 404;
      if (!file || (await stat(file).catch(() => undefined)) === undefined) {
        res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
        res.end(injectDevClient(WAITING_PAGE));
        return;
      }
      // Bundles have their content's hash in their name: a reload after an edit takes them from
      // the browser's cache and only fetches the page.
      const headers = { "Content-Type": mimeType(file), "Cache-Control": HASHED_ASSET.test(pathname) ? IMMUTABLE : "no-store" };
      if (file.endsWith(".html")) {
        res.writeHead(status, headers);
        res.end(injectDevClient(await readFile(file, "utf8")));
        return;
      }
      res.writeHead(status, headers);
      // pipeline() closes the file when the connection ends early (a client gone or timed out).
      pipeline(createReadStream(file), res, () => undefined);
    } catch {
      if (!res.headersSent) res.writeHead(500);
      res.end("Internal error\n");
    }
  });
}
