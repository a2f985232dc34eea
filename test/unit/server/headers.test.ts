import { describe, it, expect } from "vitest";
import { cacheControl, isCompressible, negotiateEncoding } from "../../../src/server/headers.ts";

describe("cacheControl", () => {
  it.each([
    ["/assets/client-UW7XJUVB.js", "public, max-age=31536000, immutable"],
    ["/assets/chunk-6EOFYBPX.js", "public, max-age=31536000, immutable"],
    ["/assets/client-7RGWBDUY.css", "public, max-age=31536000, immutable"],
    ["/assets/sidebar-1a2b3c4d.json", "public, max-age=31536000, immutable"],
    ["/assets/sidebar.json", "no-cache"],
    ["/assets/client.js", "no-cache"],
    ["/assets/client-lowercase.js", "no-cache"],
    ["/index.html", "no-cache"],
    ["/docs/x/route.json", "no-cache"],
    ["/search-index-default.json", "no-cache"],
    ["/img/logo.svg", "no-cache"],
    ["/docs/assets/copied-ABCDEFGH.js", "no-cache"],
  ])("%s → %s", (file, expected) => {
    expect(cacheControl(file)).toBe(expected);
  });
});

describe("isCompressible", () => {
  it("compresses text, JSON, XML and SVG, not images or fonts", () => {
    for (const t of ["text/html; charset=utf-8", "text/javascript; charset=utf-8", "application/json; charset=utf-8", "image/svg+xml", "application/xml; charset=utf-8"]) {
      expect(isCompressible(t), t).toBe(true);
    }
    for (const t of ["image/png", "font/woff2", "application/octet-stream", "application/pdf"]) expect(isCompressible(t), t).toBe(false);
  });
});

describe("negotiateEncoding", () => {
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip", "gzip"],
    ["gzip, deflate, br", "br"],
    ["br;q=0.5, gzip", "gzip"],
    ["br;q=0, gzip;q=0", "identity"],
    ["identity", "identity"],
    ["*", "br"],
    ["*;q=0.1, br;q=0", "gzip"],
    ["x-gzip", "gzip"],
    ["BR", "br"],
    ["gzip;q=abc", "identity"],
  ])("%j → %s", (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});
