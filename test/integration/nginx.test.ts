// deploy/nginx.conf for real: Debian's nginx (installed by .ci/run, never by this test) serves
// a fresh build on 127.0.0.1 and must give the same answers as `sitec serve` for a fixed list of
// paths: status, redirect target, body, MIME type, caching, security headers, the page's CSP and
// the compression, which is gzip where `sitec serve` would send brotli (deploy/nginx.conf says
// why). Without nginx this test fails with the command that installs it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Server } from "node:http";
import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import fg from "fast-glob";
import { serve } from "../../src/server/serve.ts";
import { precompressSite } from "../../src/server/precompress.ts";
import { buildSite, copyFixture, plantEscapes, removeAll, SECRET, tempDir } from "../helpers/fixtures.ts";
import { exchange, request, type Answer } from "../helpers/http.ts";
import { nginxMissing, startNginx, type RunningNginx } from "../helpers/nginx.ts";

let root: string;
let out: string;
let server: Server | undefined;
let nginx: RunningNginx | undefined;
let sitecUrl: string;
let js: string;
let css: string;
/** Other hashed files (shared route data such as assets/sidebar-1a2b3c4d.json). */
let hashedData: string[];


beforeAll(async () => {
  const problem = nginxMissing();
  if (problem) throw new Error(problem);
  root = await tempDir();
  const site = await copyFixture("basic-site");
  await writeFile(join(site, "static", "google0123456789.html"), "google-site-verification: google0123456789.html\n");
  out = join(root, "build");
  await buildSite(site, out);
  // As deployed (deploy/nginx.conf): precompressed, and the CSP map written by startNginx.
  await precompressSite(out);
  await removeAll(join(site, ".."));
  await plantEscapes(root, out);
  js = "/" + (await fg("assets/client-*.js", { cwd: out }))[0];
  css = "/" + (await fg("assets/client-*.css", { cwd: out }))[0];
  hashedData = (await fg("assets/*.json", { cwd: out })).map((f) => "/" + f);
  ({ server, url: sitecUrl } = await serve({ dir: out, port: 0, host: "127.0.0.1" }));
  nginx = await startNginx(out, { lifetimeSeconds: 300 });
});
afterAll(async () => {
  if (server) await new Promise((r) => server!.close(r));
  await nginx?.stop();
  if (root) await removeAll(root);
});

/** The parts of an answer both servers must agree on. */
function comparable(answer: Answer) {
  const h = answer.headers;
  const ok = answer.status === 200 || answer.status === 404;
  return {
    status: answer.status,
    location: h.location,
    contentType: ok ? h["content-type"] : undefined,
    cacheControl: h["cache-control"],
    csp: ok ? h["content-security-policy"] : undefined,
    nosniff: h["x-content-type-options"],
    referrerPolicy: h["referrer-policy"],
    frameOptions: h["x-frame-options"],
    contentEncoding: h["content-encoding"],
    vary: ok ? h.vary : undefined,
    // A digest: a diff of whole pages would drown the difference.
    body: ok ? createHash("sha256").update(answer.body).digest("hex") : undefined,
  };
}

// The fixed list: pages, clean URLs, redirects, the not-found page, assets, data files.
const PATHS = [
  "/",
  "/index.html",
  "/index.html?q=1",
  "/docs/guide/start",
  "/docs/guide/start/",
  "/docs/guide/start//",
  "/docs/guide/start.html",
  "/docs/guide/start/index.html",
  "/docs/guide/start/index.html?a=1&b=2",
  "/docs/guide/second?x=y",
  "/blog",
  "/blog/",
  "/blog/tags",
  "/no/such/page",
  "/no/such/page.html",
  "/404.html",
  "/google0123456789.html",
  "/assets",
  "/assets/",
  "/img",
  "/route.json",
  "/docs/guide/start/route.json",
  "/sitemap.xml",
  "/blog/rss.xml",
  "/blog/atom.xml",
  "/blog/feed.json",
  "/robots.txt",
  "/img/logo.svg",
  "//evil.example/",
];
// (Symlinks out of the root are in the traversal test below.)

/** What sitec serve is asked to compare with nginx: nginx answers a browser that takes brotli with gzip. */
const withoutBrotli = (encoding: string) => encoding.split(",").map((e) => e.trim()).filter((e) => e && e !== "br").join(", ");

describe("deploy/nginx.conf under Debian's nginx", () => {
  it("answers every path of the list as sitec serve does", async () => {
    const paths = [...PATHS, js, css, ...hashedData];
    for (const encoding of ["", "gzip", "gzip, deflate, br"]) {
      for (const path of paths) {
        const headers: Record<string, string> = encoding ? { "accept-encoding": encoding } : {};
        const ourHeaders: Record<string, string> = encoding ? { "accept-encoding": withoutBrotli(encoding) } : {};
        const [ours, theirs] = await Promise.all([request(sitecUrl, path, { headers: ourHeaders }), request(nginx!.url, path, { headers })]);
        expect(comparable(theirs), `${path} (Accept-Encoding: ${encoding || "none"})`).toEqual(comparable(ours));
      }
    }
  });

  it("sends the precompressed files as they are (nginx the gzip ones only)", async () => {
    for (const path of ["/docs/guide/start", js]) {
      const file = join(out, path === js ? path : `${path}/index.html`);
      for (const [encoding, extension, bases] of [["br", ".br", [sitecUrl]], ["gzip", ".gz", [sitecUrl, nginx!.url]]] as const) {
        const precompressed = await readFile(file + extension);
        for (const base of bases) {
          const answer = await request(base, path, { headers: { "accept-encoding": encoding } });
          expect(answer.headers["content-encoding"], `${base}${path}`).toBe(encoding);
          expect(answer.raw.equals(precompressed), `${base}${path} ${encoding}`).toBe(true);
        }
      }
      // A browser that takes only brotli gets the file as it is from nginx.
      const brOnly = await request(nginx!.url, path, { headers: { "accept-encoding": "br" } });
      expect(brOnly.headers["content-encoding"], `${path} br`).toBeUndefined();
      expect(brOnly.raw.equals(await readFile(file)), `${path} br`).toBe(true);
    }
  });

  it("sends the security headers and the page's CSP (no unsafe-inline, no unsafe-eval)", async () => {
    for (const path of ["/", "/docs/guide/start", "/no/such/page", js]) {
      const answer = await request(nginx!.url, path);
      const csp = answer.headers["content-security-policy"]!;
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).not.toMatch(/unsafe-inline|unsafe-eval/);
      if (path !== js) expect(csp, path).toMatch(/script-src 'self' 'sha256-/);
    }
  });

  it("revalidates with ETag and Last-Modified like sitec serve", async () => {
    for (const path of ["/docs/guide/start", js, "/img/logo.svg"]) {
      for (const base of [sitecUrl, nginx!.url]) {
        const first = await request(base, path);
        expect(first.headers.etag, `${base}${path}`).toBeTruthy();
        const again = await request(base, path, { headers: { "if-none-match": first.headers.etag! } });
        expect(again.status, `${base}${path}`).toBe(304);
        expect(again.raw.length).toBe(0);
        const since = await request(base, path, { headers: { "if-modified-since": first.headers["last-modified"]! } });
        expect(since.status, `${base}${path}`).toBe(304);
        // A date later than the server's clock is ignored (RFC 9110 13.1.3): the whole answer.
        const future = new Date(Date.now() + 86_400_000).toUTCString();
        const later = await request(base, path, { headers: { "if-modified-since": future } });
        expect(later.status, `${base}${path} with a date in the future`).toBe(200);
      }
    }
  });

  it("answers HEAD without a body", async () => {
    for (const path of ["/docs/guide/start", "/no/such/page", js]) {
      const head = await request(nginx!.url, path, { method: "HEAD" });
      const get = await request(nginx!.url, path);
      expect(head.status).toBe(get.status);
      expect(head.raw.length).toBe(0);
      expect(head.headers["content-type"]).toBe(get.headers["content-type"]);
    }
  });

  it("allows only GET and HEAD, like sitec serve", async () => {
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"]) {
      for (const base of [sitecUrl, nginx!.url]) {
        const answer = await request(base, "/docs/guide/start", { method });
        expect(answer.status, `${method} ${base}`).toBe(405);
        expect(answer.headers.allow, `${method} ${base}`).toBe("GET, HEAD");
      }
    }
  });

  it("refuses to leave the root, with 400 or 404, as sitec serve does", async () => {
    for (const path of ["/../secret.txt", "/%2e%2e/%2e%2e/etc/passwd", "/%252e%252e/secret.txt", "/docs/..%2f..%2fsecret.txt", "/..%5csecret.txt", "/a%00b", "/leak.txt", "/leakdir/index.html", "/leak.html", "/%6ceak.html", "/leakdir/page.html"]) {
      for (const base of [sitecUrl, nginx!.url]) {
        let answer = await request(base, path);
        if (answer.status === 301) answer = await request(base, answer.headers.location!);
        expect([400, 404], `${path} ${base}`).toContain(answer.status);
        expect(answer.text).not.toContain(SECRET);
      }
    }
  });

  it("cannot be made to send a header through the path", async () => {
    for (const base of [sitecUrl, nginx!.url]) {
      const answer = await request(base, "/docs%0d%0aX-Injected:%20yes/");
      expect(answer.headers["x-injected"], base).toBeUndefined();
    }
  });

  it("refuses very long URLs and headers cleanly", async () => {
    for (const base of [sitecUrl, nginx!.url]) {
      expect((await request(base, "/" + "a".repeat(10_000))).status, base).toBe(414);
      const longHeader = await exchange(base, `GET / HTTP/1.1\r\nHost: x\r\nCookie: ${"c".repeat(20_000)}\r\n\r\n`);
      expect(longHeader.statusLine, base).toMatch(/^HTTP\/1\.1 (400|431) /);
    }
  });

  it("sends the security headers with the answers to malformed requests, as sitec serve does", async () => {
    const names = ["content-security-policy", "x-content-type-options", "referrer-policy", "x-frame-options", "cache-control"];
    const securityHeaders = (head: string) => {
      const lines = head.split("\r\n").map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]);
      return Object.fromEntries(lines.filter(([name]) => names.includes(name!)));
    };
    const refused = [
      "GARBAGE\r\n\r\n",
      `GET / HTTP/1.1\r\nHost: x\r\nCookie: ${"c".repeat(20_000)}\r\n\r\n`,
      // No Host, two, and CONNECT (nginx answers 400, sitec serve 405).
      "GET / HTTP/1.1\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n",
      "CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n",
    ];
    for (const bytes of refused) {
      const [ours, theirs] = await Promise.all([exchange(sitecUrl, bytes), exchange(nginx!.url, bytes)]);
      expect(Object.keys(securityHeaders(theirs.head)).sort()).toEqual([...names].sort());
      expect(securityHeaders(ours.head), JSON.stringify(bytes.slice(0, 30))).toEqual(securityHeaders(theirs.head));
    }
  });

  it("logged no error", async () => {
    const log = await nginx!.errors();
    // Refused requests are logged as info by nginx; warnings or worse would show a broken config.
    expect(log.split("\n").filter((l) => /\[(warn|error|crit|alert|emerg)\]/.test(l) && !/is forbidden|failed \(40: Too many levels of symbolic links\)|client sent/.test(l))).toEqual([]);
  });
});

describe("nginx is there", () => {
  it("is installed (else: the command that installs it)", () => {
    expect(nginxMissing()).toBeUndefined();
  });
});
