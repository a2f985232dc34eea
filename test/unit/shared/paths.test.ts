import { describe, it, expect } from "vitest";
import {
  isExternalUrl,
  normaliseBaseUrl,
  normaliseRoutePath,
  routeDataUrl,
  splitUrl,
  withBase,
  withoutBase,
} from "../../../src/shared/paths.ts";

describe("normaliseBaseUrl", () => {
  it.each([
    ["/", "/"],
    ["", "/"],
    ["docs-site", "/docs-site/"],
    ["/docs-site", "/docs-site/"],
    ["docs-site/", "/docs-site/"],
    ["/docs-site/", "/docs-site/"],
    ["  /docs-site  ", "/docs-site/"],
  ])("%j → %j", (input, expected) => {
    expect(normaliseBaseUrl(input)).toBe(expected);
  });
});

describe("normaliseRoutePath", () => {
  it.each([
    ["/", "/"],
    ["", "/"],
    ["/index.html", "/"],
    ["/docs/x/index.html", "/docs/x"],
    ["/a.html", "/a"],
    ["/docs/x/", "/docs/x"],
    ["//docs//x//", "/docs/x"],
    ["docs/x", "/docs/x"],
    ["/blog/page/2", "/blog/page/2"],
  ])("%j → %j", (input, expected) => {
    expect(normaliseRoutePath(input)).toBe(expected);
  });

  it("is idempotent", () => {
    for (const p of ["/docs/x/index.html", "//a//b/", "/c.html", "/"]) {
      expect(normaliseRoutePath(normaliseRoutePath(p))).toBe(normaliseRoutePath(p));
    }
  });
});

describe("withBase / withoutBase", () => {
  it("joins a base URL and a route path", () => {
    expect(withBase("/site/", "/docs/x")).toBe("/site/docs/x");
    expect(withBase("/", "/docs/x")).toBe("/docs/x");
    expect(withBase("/docs-site/", "docs/x")).toBe("/docs-site/docs/x");
  });

  it("maps the root route to the base URL itself", () => {
    expect(withBase("/site/", "/")).toBe("/site/");
    expect(withBase("/site/", "")).toBe("/site/");
    expect(withBase("/", "/")).toBe("/");
  });

  it("strips the base URL", () => {
    expect(withoutBase("/site/", "/site/docs/x")).toBe("/docs/x");
    expect(withoutBase("/site/", "/site/")).toBe("/");
    expect(withoutBase("/site/", "/site")).toBe("/");
    expect(withoutBase("/", "/docs/x")).toBe("/docs/x");
  });

  it("gives undefined for paths outside the base URL", () => {
    expect(withoutBase("/site/", "/other/x")).toBeUndefined();
    expect(withoutBase("/site/", "/sitemap.xml")).toBeUndefined();
    expect(withoutBase("/site/", "/sites/x")).toBeUndefined();
  });

  it("round-trips", () => {
    for (const base of ["/", "/docs-site/"]) {
      for (const route of ["/", "/docs/x", "/blog/tags/secure-code-box"]) {
        expect(withoutBase(base, withBase(base, route))).toBe(route);
      }
    }
  });
});

describe("routeDataUrl", () => {
  it("puts route.json in the route's folder", () => {
    expect(routeDataUrl("/", "/")).toBe("/route.json");
    expect(routeDataUrl("/site/", "/")).toBe("/site/route.json");
    expect(routeDataUrl("/site/", "/docs/x")).toBe("/site/docs/x/route.json");
  });
});

describe("splitUrl", () => {
  it("splits path, query and hash", () => {
    expect(splitUrl("/a/b?x=1&y=2#sec")).toEqual({ path: "/a/b", query: "x=1&y=2", hash: "sec" });
  });

  it("handles missing parts", () => {
    expect(splitUrl("/a")).toEqual({ path: "/a", query: "", hash: "" });
    expect(splitUrl("#only")).toEqual({ path: "", query: "", hash: "only" });
    expect(splitUrl("?q")).toEqual({ path: "", query: "q", hash: "" });
  });

  it("treats a `?` after the `#` as part of the hash", () => {
    expect(splitUrl("/a#h?x")).toEqual({ path: "/a", query: "", hash: "h?x" });
  });
});

describe("isExternalUrl", () => {
  it.each(["https://example.com", "http://x", "mailto:a@b.c", "tel:+49", "//cdn.example.com/x.js", "HTTPS://X"])(
    "%s is external",
    (url) => expect(isExternalUrl(url)).toBe(true),
  );

  it.each(["/docs/x", "./other.md", "../a/b.md", "#anchor", "img/logo.png", "docs/x:y", ""])("%j is internal", (url) =>
    expect(isExternalUrl(url)).toBe(false),
  );
});
