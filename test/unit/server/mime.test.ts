import { describe, it, expect } from "vitest";
import { mimeType } from "../../../src/server/mime.ts";

describe("mimeType", () => {
  it.each([
    ["/index.html", "text/html; charset=utf-8"],
    ["/assets/app-1a2b3c.js", "text/javascript; charset=utf-8"],
    ["/assets/app.css", "text/css; charset=utf-8"],
    ["/docs/x/route.json", "application/json; charset=utf-8"],
    ["/search-index-default.json", "application/json; charset=utf-8"],
    ["/sitemap.xml", "application/xml; charset=utf-8"],
    ["/blog/rss.xml", "application/xml; charset=utf-8"],
    ["/img/logo.svg", "image/svg+xml"],
    ["/img/a.PNG", "image/png"],
    ["/img/a.jpeg", "image/jpeg"],
    ["/img/favicon.ico", "image/x-icon"],
    ["/fonts/a.woff2", "font/woff2"],
    ["/robots.txt", "text/plain; charset=utf-8"],
  ])("%s → %s", (path, type) => {
    expect(mimeType(path)).toBe(type);
  });

  it("falls back to application/octet-stream", () => {
    expect(mimeType("/file")).toBe("application/octet-stream");
    expect(mimeType("/a.unknown")).toBe("application/octet-stream");
    expect(mimeType("/dir.d/file")).toBe("application/octet-stream");
  });
});
