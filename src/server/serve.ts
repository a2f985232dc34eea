// `sitec serve`: serves a built site with clean URLs, redirects and the 404 page.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { mimeType } from "./mime.ts";
import { resolveRequest } from "./resolve-request.ts";

export interface ServeOptions {
  dir: string;
  port: number;
  host: string;
  /** Base URL the site was built for; requests outside it are not found. */
  baseUrl?: string;
}

const HASHED_ASSET = /\/assets\/[^/]+-[A-Z0-9]{8}\.(js|css)$/;

export function createStaticServer(options: ServeOptions): Server {
  const base = options.baseUrl ?? "/";
  return createServer(async (req, res) => {
    try {
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
        res.end("Method not allowed\n");
        return;
      }
      const url = new URL(req.url ?? "/", "http://localhost");
      let pathname = url.pathname;
      if (base !== "/") {
        if (pathname === base.slice(0, -1)) pathname = base;
        if (!pathname.startsWith(base)) pathname = "/__outside_base__";
        else pathname = "/" + pathname.slice(base.length);
      }
      const result = await resolveRequest(options.dir, pathname);
      const headers: Record<string, string> = { "X-Content-Type-Options": "nosniff" };
      if (result.kind === "bad-request") {
        res.writeHead(400, { ...headers, "Content-Type": "text/plain; charset=utf-8" });
        res.end("Bad request\n");
        return;
      }
      if (result.kind === "redirect") {
        const location = (base === "/" ? "" : base.slice(0, -1)) + result.location + url.search;
        res.writeHead(301, { ...headers, Location: location });
        res.end();
        return;
      }
      const file = result.kind === "file" ? result.file : result.file;
      const status = result.kind === "file" ? 200 : 404;
      if (!file) {
        res.writeHead(404, { ...headers, "Content-Type": "text/plain; charset=utf-8" });
        res.end("Not found\n");
        return;
      }
      const info = await stat(file);
      headers["Content-Type"] = mimeType(file);
      headers["Content-Length"] = String(info.size);
      headers["Cache-Control"] = HASHED_ASSET.test(file) ? "public, max-age=31536000, immutable" : "no-cache";
      res.writeHead(status, headers);
      if (req.method === "HEAD") {
        res.end();
        return;
      }
      createReadStream(file).pipe(res);
    } catch {
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      res.end("Internal error\n");
    }
  });
}

/** Starts the server; resolves with the address it listens on. */
export function serve(options: ServeOptions): Promise<{ server: Server; url: string }> {
  const server = createStaticServer(options);
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : options.port;
      resolve({ server, url: `http://${options.host}:${port}${options.baseUrl ?? "/"}` });
    });
  });
}
