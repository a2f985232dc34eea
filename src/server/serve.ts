// `sitec serve`: serves a built site with clean URLs, redirects and the 404 page, hardened:
// only GET and HEAD, nothing outside the output folder, bounded request lines, headers and
// times; every response carries the security headers and a Content-Security-Policy; files are
// cached in memory with an ETag and compressed (brotli or gzip) by Accept-Encoding.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import { relative, sep } from "node:path";
import { pipeline } from "node:stream";
import { createBoundedServer, type ConnectionTimeouts } from "./connection-limits.ts";
import { contentSecurityPolicy } from "./csp.ts";
import { FileCache, versionOf, type CachedFile } from "./file-cache.ts";
import { cacheControl, isCompressible, MIN_COMPRESS_SIZE, negotiateEncoding, SECURITY_HEADERS } from "./headers.ts";
import { mimeType } from "./mime.ts";
import { resolveRequest, splitTarget } from "./resolve-request.ts";
import { siteStylesheetReader } from "./stylesheet-origins.ts";

export interface ServeOptions {
  dir: string;
  port: number;
  host: string;
  /** Base URL the site was built for; requests outside it are not found. */
  baseUrl?: string;
  /** The `trailingSlash` the site was built with: true serves pages at `/x/` (resolve-request.ts). */
  trailingSlash?: boolean;
  /** Bytes of files (and their compressed forms) kept in memory; 64 MiB by default. */
  cacheBytes?: number;
  /** How long slow or idle clients may hold a connection (connection-limits.ts has the defaults). */
  timeouts?: Partial<ConnectionTimeouts>;
}

/** Longer request targets get 414 (as nginx's default 8k header buffers). */
export const MAX_URL_LENGTH = 8192;
/** Request line and headers together; more gets 431. */
export const MAX_HEADER_SIZE = 16 * 1024;
/** Files larger than this are streamed from disk as they are, neither cached nor compressed. */
const MAX_CACHED_FILE = 8 * 1024 * 1024;

const BASE_POLICY = contentSecurityPolicy();
const TEXT = "text/plain; charset=utf-8";

/** Headers every response carries. */
function baseHeaders(policy = BASE_POLICY): Record<string, string> {
  return { ...SECURITY_HEADERS, "Content-Security-Policy": policy };
}

/** A short plain-text answer (an error, or not found without a 404 page): its headers and body. */
function textAnswer(status: number): { headers: Record<string, string>; body: string } {
  const body = `${STATUS_CODES[status] ?? "Error"}\n`;
  return { headers: { ...baseHeaders(), "Cache-Control": "no-cache", "Content-Type": TEXT, "Content-Length": String(Buffer.byteLength(body)) }, body };
}

function sendText(req: IncomingMessage, res: ServerResponse, status: number, extra: Record<string, string> = {}): void {
  const { headers, body } = textAnswer(status);
  res.writeHead(status, { ...headers, ...extra });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * The same answer as raw bytes, for a request Node's parser refused or a CONNECT (no response
 * object exists then), closing the connection.
 */
function rawTextAnswer(status: number, extra: Record<string, string> = {}): string {
  const { headers, body } = textAnswer(status);
  const lines = Object.entries({ ...headers, ...extra, Date: new Date().toUTCString(), Connection: "close" }).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join("")}\r\n${body}`;
}

/**
 * True when the request does not name its host exactly once: an HTTP/1.1 request without Host,
 * or any with two (RFC 9112 §3.2 asks for 400 to both). Node would answer the first itself,
 * without the security headers, and lets the second through.
 */
function badHost(req: IncomingMessage): boolean {
  const hosts = req.headersDistinct["host"];
  if (hosts === undefined) return req.httpVersionMajor === 1 && req.httpVersionMinor === 1;
  return hosts.length > 1;
}

/**
 * True when the request's validators say the client's copy is current (RFC 9110 §13.2.2). An
 * If-Modified-Since date later than the server's clock is invalid and ignored (§13.1.3).
 */
function notModified(req: IncomingMessage, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === "*") return true;
    const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
    return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
  }
  const since = req.headers["if-modified-since"];
  if (since === undefined) return false;
  const time = Date.parse(since);
  if (!Number.isFinite(time) || time > Date.now()) return false;
  return Math.floor(lastModified.getTime() / 1000) <= Math.floor(time / 1000);
}

export function createStaticServer(options: ServeOptions): Server {
  const base = options.baseUrl ?? "/";
  const cache = new FileCache(options.cacheBytes, siteStylesheetReader(options.dir, base));

  /** Maps a path below the base URL to a path of the output folder, or undefined when outside. */
  const withinBase = (path: string): string | undefined => {
    if (base === "/") return path;
    if (path === base.slice(0, -1)) return "/";
    return path.startsWith(base) ? "/" + path.slice(base.length) : undefined;
  };

  async function sendFile(req: IncomingMessage, res: ServerResponse, file: string, status: 200 | 404): Promise<void> {
    const stats = await stat(file);
    const type = mimeType(file);
    const path = "/" + relative(options.dir, file).split(sep).join("/");
    const headers: Record<string, string> = { ...baseHeaders(), "Content-Type": type, "Cache-Control": cacheControl(path) };
    if (stats.size > MAX_CACHED_FILE && !type.startsWith("text/html")) {
      // Large files are streamed with a validator from their version, like nginx's.
      const etag = `"${versionOf(stats)}"`;
      headers["ETag"] = etag;
      headers["Last-Modified"] = stats.mtime.toUTCString();
      if (status === 200 && notModified(req, etag, stats.mtime)) return void res.writeHead(304, headers).end();
      headers["Content-Length"] = String(stats.size);
      res.writeHead(status, headers);
      if (req.method === "HEAD") return void res.end();
      // pipeline() closes the file when the connection ends early (a client gone or timed out).
      pipeline(createReadStream(file), res, () => undefined);
      return;
    }
    const entry: CachedFile = await cache.get(file, stats);
    headers["Content-Security-Policy"] = entry.policy;
    headers["Last-Modified"] = entry.lastModified.toUTCString();
    const compressible = isCompressible(type) && entry.body.length >= MIN_COMPRESS_SIZE;
    if (compressible) headers["Vary"] = "Accept-Encoding";
    const encoding = compressible ? negotiateEncoding(req.headers["accept-encoding"]) : "identity";
    let body = entry.body;
    let etag = entry.etag;
    if (encoding !== "identity") {
      const encoded = await cache.encoded(entry, encoding);
      if (encoded) {
        body = encoded;
        headers["Content-Encoding"] = encoding;
        // As nginx does: a compressed body is a weak match of the file's ETag.
        etag = `W/${entry.etag}`;
      }
    }
    headers["ETag"] = etag;
    if (status === 200 && notModified(req, etag, entry.lastModified)) {
      delete headers["Content-Encoding"];
      return void res.writeHead(304, headers).end();
    }
    headers["Content-Length"] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Only bodiless reads are served; a request body is never read.
    req.resume();
    if (badHost(req)) return sendText(req, res, 400, { Connection: "close" });
    if (req.method !== "GET" && req.method !== "HEAD") return sendText(req, res, 405, { Allow: "GET, HEAD" });
    const rawUrl = req.url ?? "/";
    if (rawUrl.length > MAX_URL_LENGTH) return sendText(req, res, 414, { Connection: "close" });
    const target = splitTarget(rawUrl);
    if (!target) return sendText(req, res, 400);
    const path = withinBase(target.path);
    if (path === undefined) return sendNotFound(req, res);
    const result = await resolveRequest(options.dir, path, options.trailingSlash);
    if (result.kind === "bad-request") return sendText(req, res, 400);
    if (result.kind === "redirect") {
      const location = (base === "/" ? "" : base.slice(0, -1)) + result.location + target.search;
      res.writeHead(301, { ...baseHeaders(), "Cache-Control": "no-cache", Location: location, "Content-Length": "0" });
      return void res.end();
    }
    if (result.kind === "not-found") return result.file ? sendFile(req, res, result.file, 404) : sendText(req, res, 404);
    return sendFile(req, res, result.file, 200);
  }

  async function sendNotFound(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const result = await resolveRequest(options.dir, "/404.html");
    if (result.kind === "file") return sendFile(req, res, result.file, 404);
    return sendText(req, res, 404);
  }

  // Host is checked by badHost(), so that the 400 carries the headers of every answer.
  const server = createBoundedServer({ maxHeaderSize: MAX_HEADER_SIZE, requireHostHeader: false }, options.timeouts, (req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(`sitec serve: ${req.method} ${req.url}: ${(error as Error)?.message ?? error}`);
      if (!res.headersSent) sendText(req, res, 500);
      else res.destroy();
    });
  });
  // Malformed requests, too long headers and timeouts get a short answer, then the connection
  // ends (at the idle timeout at the latest, should the client keep its side open).
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) return void socket.destroy();
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    socket.end(rawTextAnswer(status));
  });
  // An expectation other than 100-continue (such as `Expect: foo`): Node would answer 417 itself,
  // without the headers. The connection is closed, as the client may or may not send a body next.
  server.on("checkExpectation", (req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    sendText(req, res, badHost(req) ? 400 : 417, { Connection: "close" });
  });
  // CONNECT (a tunnel through a proxy) is not for a file server; Node, given no listener, drops
  // the connection without a word. Node has let go of the socket here: its errors and the end
  // of a client that keeps its side open are this listener's to handle.
  server.on("connect", (_req: IncomingMessage, socket: Socket) => {
    socket.on("error", () => socket.destroy());
    socket.setTimeout(server.timeout, () => socket.destroy());
    socket.resume();
    socket.end(rawTextAnswer(405, { Allow: "GET, HEAD" }));
  });
  return server;
}

/** A site being served. */
export interface ServedSite {
  server: Server;
  /** Where it is served, with the base URL. */
  url: string;
  /** Stops listening, closes idle connections and resolves once the requests under way are answered. */
  close(): Promise<void>;
}

/** Starts the server; resolves with the address it listens on and a handle that stops it. */
export function serve(options: ServeOptions): Promise<ServedSite> {
  const server = createStaticServer(options);
  let closed: Promise<void> | undefined;
  const close = () =>
    (closed ??= new Promise<void>((resolve, reject) => {
      server.close((error) => (error ? reject(error) : resolve()));
      server.closeIdleConnections();
    }));
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : options.port;
      resolve({ server, url: `http://${options.host}:${port}${options.baseUrl ?? "/"}`, close });
    });
  });
}
