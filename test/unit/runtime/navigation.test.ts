import { describe, expect, it } from "vitest";
import { canonicalHref, documentTitle, isPlainClick, routePathOf } from "../../../templates/runtime/navigation.ts";

const ORIGIN = "https://example.org";
const url = (path: string) => new URL(path, ORIGIN);

describe("routePathOf", () => {
  it("maps URLs of the site to exact route paths", () => {
    expect(routePathOf(url("/"), ORIGIN, "/")).toBe("/");
    expect(routePathOf(url("/docs/x"), ORIGIN, "/")).toBe("/docs/x");
    expect(routePathOf(url("/docs/x?q=1#h"), ORIGIN, "/")).toBe("/docs/x");
    expect(routePathOf(url("/docs/X"), ORIGIN, "/")).toBe("/docs/X");
    expect(routePathOf(url("/site/docs/x"), ORIGIN, "/site/")).toBe("/docs/x");
    expect(routePathOf(url("/site"), ORIGIN, "/site/")).toBe("/");
  });

  it("normalises .html, index.html and trailing slashes to the bare path", () => {
    expect(routePathOf(url("/docs/x.html"), ORIGIN, "/")).toBe("/docs/x");
    expect(routePathOf(url("/docs/x/index.html"), ORIGIN, "/")).toBe("/docs/x");
    expect(routePathOf(url("/docs/x/"), ORIGIN, "/")).toBe("/docs/x");
    expect(routePathOf(url("/index.html"), ORIGIN, "/")).toBe("/");
    expect(routePathOf(url("/site/index.html"), ORIGIN, "/site/")).toBe("/");
  });

  it("leaves other origins, paths outside the base URL and files to the browser", () => {
    expect(routePathOf(new URL("https://other.org/docs/x"), ORIGIN, "/")).toBeUndefined();
    expect(routePathOf(url("/docs/x"), ORIGIN, "/site/")).toBeUndefined();
    for (const file of ["/blog/rss.xml", "/blog/feed.json", "/img/logo.svg", "/a.pdf", "/assets/client-X.js", "/search-index-default.json"]) {
      expect(routePathOf(url(file), ORIGIN, "/"), file).toBeUndefined();
    }
  });

  it("keeps routes whose last segment has a dot (doc ids like values.yaml, post slugs like k8s-1.16)", () => {
    expect(routePathOf(url("/docs/hook/values.yaml"), ORIGIN, "/")).toBe("/docs/hook/values.yaml");
    expect(routePathOf(url("/blog/2021/01/01/drop-support-of-k8s-1.16"), ORIGIN, "/")).toBe("/blog/2021/01/01/drop-support-of-k8s-1.16");
  });
});

describe("canonicalHref", () => {
  it("is the bare path with base URL, query and hash", () => {
    expect(canonicalHref("/", "/docs/x", url("/docs/x.html?q=1#h"))).toBe("/docs/x?q=1#h");
    expect(canonicalHref("/site/", "/", url("/site/index.html"))).toBe("/site/");
  });
});

describe("documentTitle", () => {
  it("appends the site title except to a page titled like the site, the home page too (as Docusaurus's title formatter)", () => {
    expect(documentTitle("Nmap", "secureCodeBox")).toBe("Nmap | secureCodeBox");
    expect(documentTitle("Home", "secureCodeBox")).toBe("Home | secureCodeBox");
    expect(documentTitle("secureCodeBox", "secureCodeBox")).toBe("secureCodeBox");
    expect(documentTitle("Nmap", "secureCodeBox", "·")).toBe("Nmap · secureCodeBox");
  });
});

describe("isPlainClick", () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
  it("takes the main button without modifiers, and nothing else", () => {
    expect(isPlainClick(click)).toBe(true);
    expect(isPlainClick({ ...click, button: 1 })).toBe(false);
    for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const) expect(isPlainClick({ ...click, [key]: true }), key).toBe(false);
  });
});
