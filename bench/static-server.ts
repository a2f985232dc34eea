// A static server for measuring page weight in a browser (bench/weight.ts, bench/peers.ts):
// the same answers for every build, so the figures compare the sites and not their servers.
import { readFile, stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { extname, join } from "node:path";
import { constants, gzipSync } from "node:zlib";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".wasm": "application/wasm",
};
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".xml", ".txt", ".svg", ".ico"]);

async function isFile(path: string) {
  return stat(path).then((s) => s.isFile(), () => false);
}

/**
 * Serves `dir` on 127.0.0.1 with clean URLs (`/x` → `x/index.html` or `x.html`), 404.html for
 * unknown paths, and every text file gzip -9, compressed once and kept.
 */
export function serveGzipped(dir: string): Promise<{ server: Server; url: string }> {
  const cache = new Map<string, Promise<Buffer>>();
  const body = (file: string) => {
    let b = cache.get(file);
    if (!b) {
      b = readFile(file).then((raw) => (COMPRESSIBLE.has(extname(file)) ? gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }) : raw));
      cache.set(file, b);
    }
    return b;
  };
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    if (path.includes("..")) return res.writeHead(400).end();
    let status = 200;
    let file = join(dir, path);
    if (!(await isFile(file))) file = join(dir, path, "index.html");
    if (!(await isFile(file))) file = join(dir, path.replace(/\/$/, "") + ".html");
    if (!(await isFile(file))) [status, file] = [404, join(dir, "404.html")];
    if (!(await isFile(file))) return res.writeHead(404).end();
    const ext = extname(file);
    res.writeHead(status, {
      "Content-Type": TYPES[ext] ?? "application/octet-stream",
      ...(COMPRESSIBLE.has(ext) ? { "Content-Encoding": "gzip" } : {}),
      "Cache-Control": "no-store",
    });
    res.end(await body(file));
  });
  return new Promise((r) => server.listen(0, "127.0.0.1", () => r({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` })));
}
