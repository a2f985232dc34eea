// HTTP requests for the server tests that send the path exactly as written: fetch() would
// normalise `..`, `%2e%2e` and backslashes away before they ever reach the server.
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

export interface Answer {
  status: number;
  headers: Record<string, string>;
  /** The body as sent (compressed when Content-Encoding says so). */
  raw: Buffer;
  /** The body decoded. */
  body: Buffer;
  text: string;
}

/** Sends `method path` to the server at `base` (`http://127.0.0.1:port/`) without touching the path. */
export function request(base: string, path: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path, method: options.method ?? "GET", headers: options.headers ?? {}, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", reject);
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const headers: Record<string, string> = {};
          for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(", ") : v;
          const encoding = headers["content-encoding"];
          const body = !raw.length ? raw : encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers, raw, body, text: body.toString("utf8") });
        });
      },
    );
    req.on("error", reject);
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer to ${path} within 15 s`)));
    req.end();
  });
}

/**
 * Writes `bytes` to the server as they are and returns the status line and headers of the
 * answer, and whether the server closed the connection after it.
 */
export function exchange(base: string, bytes: string | Buffer): Promise<{ statusLine: string; head: string; closed: boolean }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      finish(false);
    }, 5_000);
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString("latin1");
      const head = text.split("\r\n\r\n")[0] ?? "";
      resolve({ statusLine: head.split("\r\n")[0] ?? "", head, closed });
    };
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("end", () => finish(true));
    socket.on("error", (e: NodeJS.ErrnoException) => (e.code === "ECONNRESET" ? finish(true) : reject(e)));
    socket.write(bytes);
  });
}
