// `sitec serve` hardened, over a built fixture and real HTTP (paths sent exactly as written):
// no way out of the output folder, only GET and HEAD, bounded requests, the security headers
// and per-page CSP on every answer, validators and 304, compression by Accept-Encoding.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { once } from "node:events";
import type { Server } from "node:http";
import { connect } from "node:net";
import { rename, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import fg from "fast-glob";
import { serve } from "../../src/server/serve.ts";
import { inlineScripts, scriptSource } from "../../src/server/csp.ts";
import { MIME_TYPES } from "../../src/server/mime.ts";
import { buildSite, copyFixture, plantEscapes, removeAll, SECRET, tempDir } from "../helpers/fixtures.ts";
import { exchange, request, type Answer } from "../helpers/http.ts";

let root: string;
let out: string;
let server: Server;
let url: string;
let js: string;

beforeAll(async () => {
  root = await tempDir();
  const site = await copyFixture("basic-site");
  await writeFile(join(site, "static", "google0123456789.html"), "google-site-verification: google0123456789.html\n");
  out = join(root, "build");
  await buildSite(site, out);
  await removeAll(join(site, ".."));
  // Things outside the output folder that a request must never reach.
  await plantEscapes(root, out);
  js = "/" + (await fg("assets/client-*.js", { cwd: out }))[0];
  ({ server, url } = await serve({ dir: out, port: 0, host: "127.0.0.1" }));
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await removeAll(root);
});

const get = (path: string, headers: Record<string, string> = {}, method = "GET") => request(url, path, { method, headers });

function expectSecurityHeaders(answer: Answer, path: string) {
  expect(answer.headers["x-content-type-options"], path).toBe("nosniff");
  expect(answer.headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
  expect(answer.headers["x-frame-options"], path).toBe("DENY");
  const csp = answer.headers["content-security-policy"] ?? "";
  expect(csp, path).toContain("frame-ancestors 'none'");
  expect(csp, path).toContain("script-src 'self'");
  expect(csp, path).not.toMatch(/unsafe-inline|unsafe-eval/);
}

describe("sitec serve: nothing outside the output folder", () => {
  it.each([
    ["/../secret.txt"],
    ["/../../../../../../etc/passwd"],
    ["/docs/../../secret.txt"],
    ["/%2e%2e/secret.txt"],
    ["/%2E%2E/%2E%2E/etc/passwd"],
    ["/.%2e/secret.txt"],
    ["/%252e%252e/secret.txt"],
    ["/docs/..%2f..%2fsecret.txt"],
    ["/docs%2f..%2f..%2fsecret.txt"],
    ["/docs/%252e%252e%252f%252e%252e%252fsecret.txt"],
    ["/..%5csecret.txt"],
    ["/..\\secret.txt"],
    ["/docs\\..\\..\\secret.txt"],
    ["/secret.txt%00.html"],
    ["/index.html%00"],
    ["/%00"],
    ["//etc/passwd"],
    ["/" + "/".repeat(20) + "etc/passwd"],
    ["http://127.0.0.1/../secret.txt"],
    ["http://127.0.0.1/%2e%2e/secret.txt"],
    ["/leak.txt"],
    ["/leakdir"],
    ["/leakdir/index.html"],
    ["/leakdir/"],
    ["/leak.html"],
    ["/leakdir/page.html"],
  ])("%s is answered 400 or 404 and reveals nothing", async (path) => {
    let answer = await get(path);
    // `/x/` and `/x/index.html` first redirect to `/x`.
    if (answer.status === 301) {
      expect(answer.headers.location, path).toMatch(/^\/(?!\/)/);
      answer = await get(answer.headers.location!);
    }
    expect([400, 404], path).toContain(answer.status);
    expect(answer.text).not.toContain(SECRET);
    expect(answer.text).not.toContain("root:x:0:0");
    expectSecurityHeaders(answer, path);
  });

  it("lists no directory", async () => {
    const notFound = (await get("/no/such/page")).text;
    for (const path of ["/assets", "/img", "/blog/2023"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).toBe(notFound);
    }
    // The trailing slash goes, and then the folder is not found.
    expect((await get("/assets/")).headers.location).toBe("/assets");
  });

  it("never redirects to another host", async () => {
    for (const path of ["//evil.example/", "//evil.example/x.html", "///evil.example/index.html", "/\\evil.example/"]) {
      const answer = await get(path);
      expect(answer.headers.location ?? "/", path).toMatch(/^\/(?!\/)/);
    }
  });

  it("cannot be made to send a header through the path", async () => {
    const answer = await get("/docs%0d%0aX-Injected:%20yes/");
    expect(answer.status).toBe(400);
    expect(answer.headers["x-injected"]).toBeUndefined();
  });
});

describe("sitec serve: methods and limits", () => {
  it.each([["POST"], ["PUT"], ["DELETE"], ["PATCH"], ["OPTIONS"], ["TRACE"], ["PROPFIND"]])("%s is 405 with Allow: GET, HEAD", async (method) => {
    const answer = await get("/", {}, method);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD");
    expectSecurityHeaders(answer, method);
  });

  it("ignores a request body and answers 405", async () => {
    const { statusLine } = await exchange(url, "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello");
    expect(statusLine).toBe("HTTP/1.1 405 Method Not Allowed");
  });

  it("refuses a very long URL with 414", async () => {
    const answer = await get("/" + "a".repeat(9000));
    expect(answer.status).toBe(414);
    expect(answer.headers.connection).toBe("close");
  });

  it("refuses a request line or headers beyond 16 KiB with 431 and closes the connection", async () => {
    const longLine = await exchange(url, `GET /${"a".repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(longLine.statusLine).toBe("HTTP/1.1 431 Request Header Fields Too Large");
    expect(longLine.closed).toBe(true);
    const longHeader = await exchange(url, `GET / HTTP/1.1\r\nHost: x\r\nCookie: ${"c".repeat(20_000)}\r\n\r\n`);
    expect(longHeader.statusLine).toBe("HTTP/1.1 431 Request Header Fields Too Large");
    const manyHeaders = await exchange(url, `GET / HTTP/1.1\r\nHost: x\r\n${Array.from({ length: 3000 }, (_, i) => `X-H${i}: v`).join("\r\n")}\r\n\r\n`);
    expect(manyHeaders.statusLine).toMatch(/^HTTP\/1\.1 431 /);
  });

  it("answers malformed requests with 400 and closes the connection", async () => {
    for (const bytes of ["GET / HTTP/1.1\r\nHost x\r\n\r\n", "GARBAGE\r\n\r\n", "GET /\0 HTTP/1.1\r\nHost: x\r\n\r\n", "GET / HTTP/1.1\r\n\r\n"]) {
      const answer = await exchange(url, bytes);
      expect(answer.statusLine, JSON.stringify(bytes)).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer.closed).toBe(true);
    }
  });

  it("refuses request targets that are not paths", async () => {
    const answer = await exchange(url, "GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    expect(answer.statusLine).toMatch(/^HTTP\/1\.1 400 /);
  });

  it("keeps serving after all of that", async () => {
    expect((await get("/docs/guide/start")).status).toBe(200);
  });
});

/** Headers of a raw answer's status line and headers, by lower-case name. */
function headersOf(head: string): Record<string, string> {
  const lines = head.split("\r\n").slice(1);
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
}

/** The headers of the server's own short error answer (here a 400), but for those that differ by answer. */
async function errorAnswerHeaders(): Promise<Record<string, string>> {
  const answer = await get("/%00");
  expect(answer.status).toBe(400);
  expectSecurityHeaders(answer, "/%00");
  return Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !["date", "content-length", "connection", "keep-alive"].includes(name)));
}

// Issue 41, point 12: Node's http module wrote these answers itself, with none of the headers.
describe("sitec serve: answers Node's http module would write itself", () => {
  it.each([
    { request: "no Host", bytes: "GET / HTTP/1.1\r\n\r\n", status: 400 },
    { request: "no Host, and an expectation", bytes: "GET / HTTP/1.1\r\nExpect: foo\r\n\r\n", status: 400 },
    { request: "two Host headers", bytes: "GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n", status: 400 },
    { request: "Expect: foo", bytes: "GET / HTTP/1.1\r\nHost: x\r\nExpect: foo\r\n\r\n", status: 417 },
  ])("$request: $status, the security headers, and the connection closed", async ({ bytes, status }) => {
    const expected = await errorAnswerHeaders();
    const answer = await exchange(url, bytes);
    expect(answer.statusLine).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    const headers = headersOf(answer.head);
    expect(headers).toMatchObject(expected);
    expect(headers.connection).toBe("close");
    expect(answer.closed).toBe(true);
  });

  it("answers CONNECT with 405 and Allow, the security headers, and closes the connection", async () => {
    const expected = await errorAnswerHeaders();
    const answer = await exchange(url, "CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n");
    expect(answer.statusLine).toBe("HTTP/1.1 405 Method Not Allowed");
    const headers = headersOf(answer.head);
    expect(headers).toMatchObject(expected);
    expect(headers.allow).toBe("GET, HEAD");
    expect(headers.connection).toBe("close");
    expect(answer.closed).toBe(true);
  });

  it("survives a client that resets the connection right after CONNECT", async () => {
    const socket = connect(Number(new URL(url).port), "127.0.0.1");
    socket.on("error", () => undefined);
    await once(socket, "connect");
    socket.write("CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\nbytes for the tunnel");
    socket.resetAndDestroy();
    await once(socket, "close");
    expect((await get("/docs/guide/start")).status).toBe(200);
  });

  it("still serves HTTP/1.0 without Host, and 100-continue", async () => {
    expect((await exchange(url, "GET / HTTP/1.0\r\n\r\n")).statusLine).toBe("HTTP/1.1 200 OK");
    const continued = await exchange(url, "GET / HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n");
    expect(continued.statusLine).toBe("HTTP/1.1 100 Continue");
    expect(continued.closed).toBe(true);
  });
});

describe("sitec serve: headers", () => {
  it("sends the security headers with every kind of answer", async () => {
    for (const path of ["/", "/docs/guide/start", js, "/sitemap.xml", "/no/such/page", "/docs/guide/start/", "/%00"]) {
      expectSecurityHeaders(await get(path), path);
    }
  });

  it("allows exactly the inline scripts of each page by hash", async () => {
    for (const path of ["/", "/docs/guide/start", "/blog", "/no/such/page"]) {
      const answer = await get(path);
      const scripts = inlineScripts(answer.text);
      expect(scripts.length, path).toBeGreaterThan(0);
      const scriptSrc = answer.headers["content-security-policy"]!.split("; ").find((d) => d.startsWith("script-src "))!;
      expect(scriptSrc.split(" ").slice(2).sort(), path).toEqual([...new Set(scripts.map(scriptSource))].sort());
    }
  });

  it("sends the right MIME type for every file of the site", async () => {
    const files = await fg("**/*", { cwd: out, followSymbolicLinks: false, onlyFiles: true });
    const extensions = new Set(files.map((f) => extname(f)));
    expect([...extensions].sort()).toEqual(expect.arrayContaining([".css", ".html", ".js", ".json", ".svg", ".txt", ".xml"]));
    for (const ext of extensions) expect(MIME_TYPES[ext], ext).toBeDefined();
    for (const file of files.filter((f) => !f.endsWith("index.html") && !f.startsWith("leak"))) {
      const answer = await get("/" + file, {}, "HEAD");
      expect(answer.status, file).toBe(200);
      expect(answer.headers["content-type"], file).toBe(MIME_TYPES[extname(file)]);
    }
  });

  it("serves a static .html file as it is", async () => {
    const answer = await get("/google0123456789.html");
    expect(answer.status).toBe(200);
    expect(answer.text).toBe("google-site-verification: google0123456789.html\n");
  });
});

describe("sitec serve: caching and compression", () => {
  it("caches hashed assets for a year and revalidates the rest", async () => {
    expect((await get(js)).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    for (const path of ["/", "/docs/guide/start", "/route.json", "/sitemap.xml", "/img/logo.svg", "/no/such/page"]) {
      expect((await get(path)).headers["cache-control"], path).toBe("no-cache");
    }
  });

  it("answers 304 to a current ETag or date, 200 to a stale one", async () => {
    for (const path of ["/docs/guide/start", js, "/img/logo.svg"]) {
      const first = await get(path);
      const { etag, "last-modified": lastModified } = first.headers;
      expect(etag, path).toMatch(/^"[^"]+"$/);
      expect(Date.parse(lastModified!), path).toBeGreaterThan(0);
      const byTag = await get(path, { "if-none-match": etag! });
      expect(byTag.status, path).toBe(304);
      expect(byTag.raw.length).toBe(0);
      expect(byTag.headers.etag).toBe(etag);
      expect((await get(path, { "if-none-match": `"stale", ${etag}` })).status).toBe(304);
      expect((await get(path, { "if-modified-since": lastModified! })).status, path).toBe(304);
      // A later date counts as current too, as long as it is not in the future (the build was
      // just now, so Last-Modified plus a minute would be).
      expect((await get(path, { "if-modified-since": new Date().toUTCString() })).status, path).toBe(304);
      expect((await get(path, { "if-modified-since": "Thu, 01 Jan 1970 00:00:00 GMT" })).status).toBe(200);
      expect((await get(path, { "if-none-match": '"stale"' })).status, path).toBe(200);
      // If-None-Match wins over If-Modified-Since.
      expect((await get(path, { "if-none-match": '"stale"', "if-modified-since": lastModified! })).status).toBe(200);
    }
  });

  // Issue 41, point 12: a date in the future got 304. RFC 9110 §13.1.3: a date later than the
  // server's current time is invalid, and an invalid If-Modified-Since is ignored.
  it("ignores an If-Modified-Since date later than the server's clock", async () => {
    for (const path of ["/docs/guide/start", js, "/img/logo.svg"]) {
      const tomorrow = new Date(Date.now() + 24 * 3600_000).toUTCString();
      const answer = await get(path, { "if-modified-since": tomorrow });
      expect(answer.status, path).toBe(200);
      expect(answer.raw.length, path).toBeGreaterThan(0);
    }
  });

  it("never answers 304 for the not-found page", async () => {
    const first = await get("/no/such/page");
    expect(first.status).toBe(404);
    expect((await get("/no/such/page", { "if-none-match": first.headers.etag! })).status).toBe(404);
  });

  it("compresses with brotli or gzip by Accept-Encoding, to the same content", async () => {
    for (const path of ["/docs/guide/start", js, "/sitemap.xml", "/no/such/page"]) {
      const plain = await get(path);
      expect(plain.headers["content-encoding"], path).toBeUndefined();
      expect(plain.headers.vary, path).toBe("Accept-Encoding");
      const br = await get(path, { "accept-encoding": "gzip, deflate, br" });
      expect(br.headers["content-encoding"], path).toBe("br");
      expect(br.status).toBe(plain.status);
      expect(Number(br.headers["content-length"])).toBe(br.raw.length);
      expect(br.raw.length).toBeLessThan(plain.raw.length);
      expect(br.body.equals(plain.body), path).toBe(true);
      const gzip = await get(path, { "accept-encoding": "gzip" });
      expect(gzip.headers["content-encoding"], path).toBe("gzip");
      expect(gzip.body.equals(plain.body), path).toBe(true);
      expect(gzip.headers.etag).toBe(`W/${plain.headers.etag}`);
      // The weak tag of a compressed body revalidates too.
      expect((await get(path, { "accept-encoding": "gzip", "if-none-match": gzip.headers.etag! })).status).toBe(plain.status === 200 ? 304 : 404);
      expect((await get(path, { "accept-encoding": "br;q=0, gzip;q=0" })).headers["content-encoding"]).toBeUndefined();
    }
  });

  it("sends small files and images as they are", async () => {
    const svg = await get("/img/logo.svg", { "accept-encoding": "br" });
    expect(svg.raw.length).toBeLessThan(1024);
    expect(svg.headers["content-encoding"]).toBeUndefined();
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    for (const path of ["/docs/guide/start", js, "/no/such/page"]) {
      for (const encoding of ["", "br"]) {
        const getAnswer = await get(path, { "accept-encoding": encoding });
        const head = await get(path, { "accept-encoding": encoding }, "HEAD");
        expect(head.status).toBe(getAnswer.status);
        expect(head.raw.length).toBe(0);
        for (const name of ["content-type", "content-length", "content-encoding", "etag", "cache-control", "content-security-policy"]) {
          expect(head.headers[name], `${path} ${name}`).toBe(getAnswer.headers[name]);
        }
      }
    }
  });

  it("serves the new file at once when a rebuild replaces it", async () => {
    const file = join(out, "robots.txt");
    const before = await get("/robots.txt");
    await writeFile(file + ".new", "User-agent: *\nDisallow: /new\n");
    await rename(file + ".new", file);
    const after = await get("/robots.txt");
    expect(after.text).toBe("User-agent: *\nDisallow: /new\n");
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe("sitec serve: under a base URL", () => {
  it("serves the site below its base URL only, and redirects within it", async () => {
    const sub = await serve({ dir: out, port: 0, host: "127.0.0.1", baseUrl: "/docs-site/" });
    try {
      expect(sub.url).toMatch(/\/docs-site\/$/);
      const at = (path: string) => request(sub.url, path);
      expect((await at("/docs-site/docs/guide/start")).status).toBe(200);
      expect((await at("/docs-site")).status).toBe(200);
      expect((await at("/docs/guide/start")).status).toBe(404);
      expect((await at("/docs-site/docs/guide/start.html?q=1")).headers.location).toBe("/docs-site/docs/guide/start?q=1");
      expect([400, 404]).toContain((await at("/docs-site/../secret.txt")).status);
    } finally {
      await new Promise((r) => sub.server.close(r));
    }
  });
});
