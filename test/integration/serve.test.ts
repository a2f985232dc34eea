// `sitec serve` over a built fixture: clean URLs, redirects, the 404 page, MIME types, methods.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Server } from "node:http";
import { join } from "node:path";
import fg from "fast-glob";
import { serve } from "../../src/server/serve.ts";
import { buildSite, FIXTURES, removeAll, tempDir } from "../helpers/fixtures.ts";

let root: string;
let server: Server;
let url: string;
let out: string;

beforeAll(async () => {
  root = await tempDir();
  out = join(root, "build");
  await buildSite(join(FIXTURES, "basic-site"), out);
  ({ server, url } = await serve({ dir: out, port: 0, host: "127.0.0.1" }));
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await removeAll(root);
});

const get = (path: string, init?: RequestInit) => fetch(url + path.replace(/^\//, ""), { redirect: "manual", ...init });

describe("sitec serve", () => {
  it("listens on loopback only", () => {
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  it("serves clean URLs as HTML", async () => {
    const res = await get("/docs/guide/start");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await res.text()).toContain("<title>Getting started | Fixture Site</title>");
  });

  it("redirects .html and index.html paths and trailing slashes to the bare path", async () => {
    for (const [path, location] of [
      ["/docs/guide/start.html", "/docs/guide/start"],
      ["/docs/guide/start/index.html", "/docs/guide/start"],
      ["/docs/guide/start/", "/docs/guide/start"],
    ]) {
      const res = await get(path!);
      expect(res.status, path).toBe(301);
      expect(res.headers.get("location")).toBe(location);
    }
  });

  it("answers unknown paths with 404.html and status 404", async () => {
    const res = await get("/no/such/page");
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Page not found");
  });

  it("sends the right MIME types and caches hashed assets for a year", async () => {
    const [js] = await fg("assets/*.js", { cwd: out });
    const asset = await get("/" + js);
    expect(asset.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    for (const [path, type] of [
      ["/sitemap.xml", "application/xml; charset=utf-8"],
      ["/blog/feed.json", "application/json; charset=utf-8"],
      ["/img/logo.svg", "image/svg+xml"],
      ["/robots.txt", "text/plain; charset=utf-8"],
    ]) {
      expect((await get(path!)).headers.get("content-type"), path).toBe(type);
    }
    expect((await get("/docs/guide/start")).headers.get("cache-control")).toBe("no-cache");
  });

  it("allows only GET and HEAD, and HEAD has no body", async () => {
    expect((await get("/", { method: "POST" })).status).toBe(405);
    const head = await get("/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });

  it("refuses path traversal", async () => {
    for (const path of ["/%2e%2e/%2e%2e/etc/passwd", "/docs/..%2f..%2fetc/passwd", "/%252e%252e/x", "/a%5c..%5cb", "/x%00.html"]) {
      expect([400, 404], path).toContain((await get(path)).status);
    }
  });
});
