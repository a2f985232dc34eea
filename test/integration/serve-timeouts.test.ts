// Connections that are silent, slow or stalled are closed within the configured timeouts (short
// ones here), by `sitec serve` and by the dev server; a download the client stops reading within
// the stall timeout, which is 10 s by default; a slow download that keeps moving and the dev
// server's event stream are not cut; the answers Node's parser path makes (400, 408, 431)
// carry the same headers as any other error answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { once } from "node:events";
import { get, type Server } from "node:http";
import { readdir, readlink, writeFile } from "node:fs/promises";
import { connect, type Socket } from "node:net";
import { join } from "node:path";
import { createDevHttpServer } from "../../src/dev/dev-server.ts";
import { LiveReload } from "../../src/dev/live-reload.ts";
import { DEFAULT_TIMEOUTS, type ConnectionTimeouts } from "../../src/server/connection-limits.ts";
import { createStaticServer } from "../../src/server/serve.ts";
import { removeAll, tempDir } from "../helpers/fixtures.ts";
import { request } from "../helpers/http.ts";

const TIMEOUTS: ConnectionTimeouts = { idle: 1_000, stall: 1_000, headers: 1_000, request: 2_000, keepAlive: 1_000 };
/** For the servers that show a stalled download is cut by the stall timeout, not the idle one. */
const STALL_ONLY: ConnectionTimeouts = { ...TIMEOUTS, idle: 30_000, stall: 2_000 };
/** Generous: a timeout that works closes well before this; Node's own defaults are far above it. */
const DEADLINE = 5 * TIMEOUTS.request;
/** Streamed from disk (larger than what the server caches), and larger than the sockets' buffers. */
const BIG_FILE_BYTES = 16 * 1024 * 1024;

let dir: string;
const servers: Server[] = [];
let serveUrl: URL;
let devUrl: URL;
/** The same two servers with STALL_ONLY, and with the defaults. */
let stallOnlyUrls: Record<"serve" | "dev", URL>;
let defaultUrls: Record<"serve" | "dev", URL>;
let live: LiveReload;
/** The servers' ends of the connections, by the client's port. */
const serverEnds = new Map<number, Socket>();

async function listen(server: Server): Promise<URL> {
  servers.push(server);
  server.on("connection", (socket: Socket) => serverEnds.set(socket.remotePort!, socket));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return new URL(`http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`);
}

beforeAll(async () => {
  dir = await tempDir("sitec-serve-timeouts-");
  await writeFile(join(dir, "index.html"), "<!DOCTYPE html><html><body>home</body></html>");
  await writeFile(join(dir, "big.bin"), Buffer.alloc(BIG_FILE_BYTES, 7));
  serveUrl = await listen(createStaticServer({ dir, port: 0, host: "127.0.0.1", timeouts: TIMEOUTS }));
  live = new LiveReload();
  devUrl = await listen(createDevHttpServer(dir, () => "/", live, TIMEOUTS));
  stallOnlyUrls = {
    serve: await listen(createStaticServer({ dir, port: 0, host: "127.0.0.1", timeouts: STALL_ONLY })),
    dev: await listen(createDevHttpServer(dir, () => "/", live, STALL_ONLY)),
  };
  defaultUrls = {
    serve: await listen(createStaticServer({ dir, port: 0, host: "127.0.0.1" })),
    dev: await listen(createDevHttpServer(dir, () => "/", live)),
  };
});
afterAll(async () => {
  live.close();
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await removeAll(dir);
});

interface Connection {
  socket: Socket;
  /** Everything the server sent. */
  received: () => string;
  /** Settles when the server closed the connection (or reset it). */
  closed: Promise<void>;
  isClosed: () => boolean;
}

/** A raw connection; `allowHalfOpen`: the client keeps its side open after the server ends its own. */
function open(url: URL, { allowHalfOpen = false } = {}): Connection {
  const socket = connect({ port: Number(url.port), host: url.hostname, allowHalfOpen });
  const chunks: Buffer[] = [];
  socket.on("data", (c: Buffer) => chunks.push(c));
  let isClosed = false;
  const closed = new Promise<void>((resolve) => {
    socket.on("error", () => undefined);
    socket.on("close", () => {
      isClosed = true;
      resolve();
    });
  });
  return { socket, received: () => Buffer.concat(chunks).toString("latin1"), closed, isClosed: () => isClosed };
}

/** The server's end of `client`'s connection, once the server has accepted it. */
async function serverEndOf(client: Socket): Promise<Socket> {
  if (client.connecting) await once(client, "connect");
  while (!serverEnds.has(client.localPort!)) await new Promise((r) => setTimeout(r, 5));
  return serverEnds.get(client.localPort!)!;
}

/**
 * Settles when the server's end is closed, with an error or without. (`once(end, "close")`
 * rejects when the socket is destroyed with an error first: Node's own answer to a header
 * timeout does that, and it can come before the idle timeout, which is as long here.)
 */
const closedEnd = async (end: Socket) => {
  if (!end.destroyed) await new Promise<void>((resolve) => end.once("close", () => resolve()));
};

/** Headers of a raw answer, by lower-case name. */
function headersOf(raw: string): Record<string, string> {
  const lines = raw.split("\r\n\r\n")[0]!.split("\r\n").slice(1);
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
}

/** Sends a request line and then one more header line every `every` ms, never ending the headers. */
function dribble(url: URL, every: number): Connection {
  const connection = open(url);
  connection.socket.write("GET / HTTP/1.1\r\nHost: x\r\n");
  let n = 0;
  const timer = setInterval(() => connection.socket.write(`X-Slow-${n++}: y\r\n`), every);
  void connection.closed.then(() => clearInterval(timer));
  return connection;
}

/** Open file descriptors of this process (the servers run in it) that point at `file`. */
async function openDescriptorsOf(file: string): Promise<number> {
  const fds = await readdir("/proc/self/fd");
  const targets = await Promise.all(fds.map((fd) => readlink(`/proc/self/fd/${fd}`).catch(() => "")));
  return targets.filter((t) => t === file).length;
}

describe("sitec serve: connection timeouts", () => {
  it("closes connections that send nothing, even when the client never closes its side", { timeout: DEADLINE }, async () => {
    const silent = Array.from({ length: 5 }, () => open(serveUrl, { allowHalfOpen: true }));
    await Promise.all(silent.map(async (c) => closedEnd(await serverEndOf(c.socket))));
    // Closed by the headers timeout (a 408 answer) or the idle timeout (no answer).
    for (const c of silent) expect(c.received()).toMatch(/^(HTTP\/1\.1 408 [^]*)?$/);
    for (const c of silent) c.socket.destroy();
  });

  it("answers 408 to headers that keep dribbling in, and closes the connection", { timeout: DEADLINE }, async () => {
    // Each line comes well within the idle timeout, so only the headers timeout can end it.
    const slow = dribble(serveUrl, TIMEOUTS.idle / 6);
    await slow.closed;
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });

  it("closes a kept-alive connection left idle after an answer", { timeout: 5 * TIMEOUTS.keepAlive }, async () => {
    const c = open(serveUrl);
    c.socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await c.closed;
    expect(c.received()).toMatch(/^HTTP\/1\.1 200 OK\r\n[\s\S]*home<\/body>/);
  });

  it("does not cut a slow download that keeps moving", { timeout: 60_000 }, async () => {
    // A silent connection opened beside the download: it is closed while the download goes on,
    // so the download lasts longer than the idle timeout (and its pauses, than the stall timeout).
    const control = open(serveUrl);
    let controlClosedFirst = false;
    void control.closed.then(() => (controlClosedFirst = true));
    const slowBytes = await new Promise<number>((resolve, reject) => {
      get(new URL("/big.bin", serveUrl), { agent: false }, (res) => {
        let bytes = 0;
        let nextPause = 1024 * 1024;
        res.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes < nextPause) return;
          nextPause += 1024 * 1024;
          // Each pause is a fraction of the stall timeout; the sockets' buffers fill meanwhile.
          res.pause();
          setTimeout(() => res.resume(), TIMEOUTS.stall / 4);
        });
        res.on("end", () => resolve(bytes));
        res.on("error", reject);
      }).on("error", reject);
    });
    expect(slowBytes).toBe(BIG_FILE_BYTES);
    expect(controlClosedFirst).toBe(true);
  });

  it("closes a CONNECT's connection that the client keeps half open", { timeout: DEADLINE }, async () => {
    const c = open(serveUrl, { allowHalfOpen: true });
    c.socket.write("CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n");
    await closedEnd(await serverEndOf(c.socket));
    expect(c.received()).toMatch(/^HTTP\/1\.1 405 /);
    c.socket.destroy();
  });

  it("sends the headers of every other error answer with 400, 408 and 431", { timeout: DEADLINE }, async () => {
    const notFound = await request(serveUrl.href, "/no/such/page");
    expect(notFound.status).toBe(404);
    const expected = Object.fromEntries(Object.entries(notFound.headers).filter(([name]) => !["date", "content-length", "connection", "keep-alive"].includes(name)));
    expect(Object.keys(expected)).toEqual(expect.arrayContaining(["content-security-policy", "x-frame-options", "referrer-policy", "cache-control"]));

    const answers: Array<[string, Connection]> = [
      ["400", open(serveUrl)],
      ["431", open(serveUrl)],
      ["408", dribble(serveUrl, TIMEOUTS.idle / 6)],
    ];
    answers[0]![1].socket.write("GARBAGE\r\n\r\n");
    answers[1]![1].socket.write(`GET / HTTP/1.1\r\nHost: x\r\nCookie: ${"c".repeat(20_000)}\r\n\r\n`);
    for (const [status, connection] of answers) {
      await connection.closed;
      const raw = connection.received();
      expect(raw.slice(9, 12), raw).toBe(status);
      const headers = headersOf(raw);
      expect(headers, status).toMatchObject(expected);
      expect(headers.connection, status).toBe("close");
      expect(Date.parse(headers.date ?? ""), status).toBeGreaterThan(0);
      expect(Number(headers["content-length"]), status).toBe(Buffer.byteLength(raw.split("\r\n\r\n")[1]!));
    }
  });
});

describe("sitec dev: connection timeouts", () => {
  it("closes connections that send nothing or dribble their headers", { timeout: DEADLINE }, async () => {
    const silent = open(devUrl, { allowHalfOpen: true });
    const slow = dribble(devUrl, TIMEOUTS.idle / 6);
    await Promise.all([closedEnd(await serverEndOf(silent.socket)), slow.closed]);
    expect(silent.received()).toMatch(/^(HTTP\/1\.1 408 [^]*)?$/);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408 /);
    silent.socket.destroy();
  });

  it("keeps the live-reload event stream open past the idle timeout", { timeout: DEADLINE }, async () => {
    const stream = open(devUrl);
    stream.socket.write("GET /__sitec/events HTTP/1.1\r\nHost: x\r\n\r\n");
    while (!stream.received().includes("retry:")) await new Promise((r) => setTimeout(r, 20));
    // Opened after the stream: once the server has closed it, the stream was idle for longer.
    const control = open(devUrl);
    await control.closed;
    expect(stream.isClosed()).toBe(false);
    live.send({ type: "reload" });
    while (!stream.received().includes("event: reload") && !stream.isClosed()) await new Promise((r) => setTimeout(r, 20));
    expect(stream.received()).toContain("event: reload");
    expect(stream.isClosed()).toBe(false);
    stream.socket.destroy();
  });
});

/** A GET of the big file whose answer the client never reads; resolves with the server's end once the answer began. */
async function stalledDownload(url: URL): Promise<{ serverEnd: Socket; began: number; stop: () => void }> {
  const stalled = get(new URL("/big.bin", url), { agent: false }, (res) => res.pause());
  stalled.on("error", () => undefined);
  const [response] = (await once(stalled, "response")) as [{ socket: Socket }];
  const began = performance.now();
  return { serverEnd: await serverEndOf(response.socket), began, stop: () => stalled.destroy() };
}

describe.each(["serve", "dev"] as const)("sitec %s: a download the client stops reading", (name) => {
  // Issue 41, point 12: with the default 10 s, a reader that stopped held its socket for 20–21 s.
  // Node looks at a write under way only when the socket's timer fires, and gives it another
  // period whenever a byte moved since it last looked; so it was cut one to two idle timeouts
  // after its last byte moved.
  it("is cut within the stall timeout, however long the idle timeout", { timeout: 5 * STALL_ONLY.stall }, async () => {
    const { serverEnd, began, stop } = await stalledDownload(stallOnlyUrls[name]);
    const closed = closedEnd(serverEnd);
    // Bounded: the idle timeout is far longer.
    await Promise.race([closed, new Promise((r) => setTimeout(r, 3 * STALL_ONLY.stall))]);
    const elapsed = performance.now() - began;
    stop();
    expect(serverEnd.destroyed, "the server's end is still open").toBe(true);
    expect(serverEnd.bytesWritten).toBeLessThan(BIG_FILE_BYTES);
    // Within the stall timeout after the last byte moved, which the buffers' filling delays a
    // little past `began`. The margin is for that and for a busy machine; a timer period of a
    // whole stall timeout would take two.
    expect(elapsed).toBeLessThan(STALL_ONLY.stall * 1.5);
  });

  it("is cut within 10 s with the default timeouts, as the README says", async () => {
    expect(DEFAULT_TIMEOUTS.stall).toBeLessThanOrEqual(10_000);
    // Read, not waited for: the server's end of a stalled download has a timer period of at most
    // half that, so Node cuts it at most that long after its last byte moved.
    const { serverEnd, stop } = await stalledDownload(defaultUrls[name]);
    expect(serverEnd.timeout).toBeGreaterThan(0);
    expect(serverEnd.timeout).toBeLessThanOrEqual(DEFAULT_TIMEOUTS.stall / 2);
    stop();
  });

  it("is cut, and the file it read from is closed", { timeout: DEADLINE }, async () => {
    // The server's writes stall and it closes its end (the client, not reading, cannot see that).
    const stalled = get(new URL("/big.bin", name === "serve" ? serveUrl : devUrl), { agent: false }, (res) => res.pause());
    stalled.on("error", () => undefined);
    const [response] = (await once(stalled, "response")) as [{ socket: Socket }];
    const serverEnd = await serverEndOf(response.socket);
    await closedEnd(serverEnd);
    expect(serverEnd.bytesWritten).toBeLessThan(BIG_FILE_BYTES);
    stalled.destroy();
    const file = join(dir, "big.bin");
    const giveUp = Date.now() + DEADLINE / 2;
    while ((await openDescriptorsOf(file)) > 0 && Date.now() < giveUp) await new Promise((r) => setTimeout(r, 50));
    expect(await openDescriptorsOf(file)).toBe(0);
  });
});
