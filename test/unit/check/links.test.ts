import { describe, it, expect } from "vitest";
import { checkLinks, collectIds, collectLinks, collectPageRefs, type CheckedPage } from "../../../src/check/links.ts";

const BASE = "/docs-site/";

type TestPage = CheckedPage & { html: string };

function page(path: string, body: string, extra: Partial<CheckedPage> = {}): TestPage {
  const html = `<html><body><main>${body}</main></body></html>`;
  return { path, html, links: collectLinks(html), contentLinks: [], ...extra };
}

function check(pages: TestPage[], files: string[] = [], baseUrl = BASE, trailingSlash?: boolean) {
  const idsByRoute = new Map(pages.map((p) => [p.path, collectIds(p.html)]));
  return checkLinks(pages, { baseUrl, files: new Set(files), idsByRoute, trailingSlash });
}

const target = page("/docs/target", '<h2 id="install">Install</h2><p id="usage">x</p>');
const home = page("/", "<p>home</p>");

describe("collectIds", () => {
  it("collects every id attribute, decoding entities", () => {
    expect(collectIds('<h2 id="a">A</h2><div  id="b"></div><a id="x&amp;y"></a><div data-id="no"></div>')).toEqual(
      new Set(["a", "b", "x&y"]),
    );
  });

  it("leaves out what HTML comments hold: a link or an id there is no link or id of the page", () => {
    const html = '<p id="kept">x<!-- -->y</p><!-- <a href="/gone"><img src="/gone.png"></a><h2 id="hidden">H</h2> --><a href="/here">h</a>';
    expect(collectLinks(html)).toEqual(["/here"]);
    expect(collectIds(html)).toEqual(new Set(["kept"]));
    // The render phase reads both at once.
    expect(collectPageRefs(html)).toEqual({ hrefs: ["/here"], srcs: [], links: ["/here"], ids: new Set(["kept"]) });
  });

  it("finds nothing in a page without ids", () => {
    expect(collectIds("<p>text</p>").size).toBe(0);
  });
});

describe("checkLinks", () => {
  it("leaves Docusaurus's pathname:// links unchecked: marked anchors, wherever the mark stands", () => {
    // Link's mark comes first, Markdown's after the href.
    const html = '<a data-sitec-pathname="" href="/docs-site/playground/">p</a><a href="/docs-site/gone">g</a><a href="/docs-site/raw.html" data-sitec-pathname="">r</a>';
    expect(collectLinks(html)).toEqual(["/docs-site/gone"]);
    const r = check([page("/docs/a", html)]);
    expect(r.brokenLinks.map((p) => p.link)).toEqual(["/docs-site/gone"]);
  });

  it("takes a relative link written from the site's root (`docs/x`) apart from a broken one", () => {
    // On /docs/guide/a, `docs/target` resolves to /docs/guide/docs/target: nowhere, but it names /docs/target.
    const r = check([page("/docs/guide/a", '<a href="docs/target#install">t</a><a href="docs/none">n</a><a href="./docs/target">d</a>'), target]);
    expect(r.rootRelative).toEqual([{ page: "/docs/guide/a", link: "docs/target#install", route: "/docs/target", file: undefined, line: undefined }]);
    expect(r.brokenLinks.map((p) => p.link)).toEqual(["docs/none", "./docs/target"]);
  });

  it("resolves relative links from the page's URL: /docs/a without trailingSlash, /docs/a/ with it", () => {
    const models = page("/docs/models/types", '<h2 id="arrays">Arrays</h2>');
    const querying = page("/docs/querying/ops", '<a href="../models/types#arrays">m</a><a href="../../models/types#arrays">n</a>');
    expect(check([querying, models]).brokenLinks.map((p) => p.link)).toEqual(["../../models/types#arrays"]);
    expect(check([querying, models], [], BASE, true).brokenLinks.map((p) => p.link)).toEqual(["../models/types#arrays"]);
    // The home page is the base URL itself either way.
    expect(check([page("/", '<a href="docs/target">t</a>'), target], [], BASE, true).brokenLinks).toEqual([]);
  });

  it("accepts a link to an existing route", () => {
    const r = check([page("/docs/a", `<a href="${BASE}docs/target">t</a>`), target]);
    expect(r).toEqual({ brokenLinks: [], brokenAnchors: [], caseMismatches: [], rootRelative: [] });
  });

  it("accepts the base URL itself, with or without trailing slash", () => {
    const r = check([page("/docs/a", `<a href="${BASE}">h</a><a href="/docs-site">h2</a>`), home]);
    expect(r.brokenLinks).toEqual([]);
  });

  it("accepts a relative link to a file of the output, as Docusaurus home pages write images", () => {
    const r = check([page("/", '<img src="img/logo.svg"><a href="img/missing.svg">m</a>')], ["img/logo.svg"]);
    expect(r.brokenLinks).toEqual([{ page: "/", link: "img/missing.svg", file: undefined, line: undefined }]);
  });

  it("accepts links written as the output file names", () => {
    const r = check([page("/docs/a", `<a href="${BASE}docs/target/">s</a><a href="${BASE}docs/target/index.html">i</a>`), target]);
    expect(r.brokenLinks).toEqual([]);
  });

  it("reports a link to a missing route, with the Markdown file and line when it came from content", () => {
    const r = check([
      page("/docs/a", `<a href="${BASE}docs/missing">m</a>`, {
        file: "/site/docs/a.md",
        contentLinks: [{ url: `${BASE}docs/missing`, line: 12 }],
      }),
    ]);
    expect(r.brokenLinks).toEqual([{ page: "/docs/a", link: `${BASE}docs/missing`, file: "/site/docs/a.md", line: 12 }]);
    expect(r.brokenAnchors).toEqual([]);
  });

  it("reports a broken link in the theme (not from content) without file or line", () => {
    const r = check([page("/docs/a", `<a href="${BASE}blog">b</a>`, { file: "/site/docs/a.md" })]);
    expect(r.brokenLinks).toEqual([{ page: "/docs/a", link: `${BASE}blog`, file: undefined, line: undefined }]);
  });

  it("accepts an anchor present on the target page", () => {
    const r = check([page("/docs/a", `<a href="${BASE}docs/target#install">i</a><a href="${BASE}docs/target#usage">u</a>`), target]);
    expect(r).toEqual({ brokenLinks: [], brokenAnchors: [], caseMismatches: [], rootRelative: [] });
  });

  it("reports an anchor missing on the target page", () => {
    const r = check([page("/docs/a", `<a href="${BASE}docs/target#nope">n</a>`), target]);
    expect(r.brokenLinks).toEqual([]);
    expect(r.brokenAnchors.map((p) => p.link)).toEqual([`${BASE}docs/target#nope`]);
  });

  it("checks same-page anchors against the page itself", () => {
    const r = check([page("/docs/a", `<h2 id="here">H</h2><a href="#here">ok</a><a href="#gone">bad</a>`)]);
    expect(r.brokenLinks).toEqual([]);
    expect(r.brokenAnchors.map((p) => p.link)).toEqual(["#gone"]);
  });

  it("decodes percent-encoded anchors", () => {
    const r = check([page("/docs/a", `<a href="${BASE}docs/u#%C3%BCber-uns">u</a>`), page("/docs/u", '<h2 id="über-uns">Ü</h2>')]);
    expect(r.brokenAnchors).toEqual([]);
  });

  it("accepts links to files of the output (assets, static files, feeds)", () => {
    const r = check(
      [page("/docs/a", `<a href="${BASE}img/logo.png">l</a><img src="${BASE}img/arch.svg"><link rel="alternate" href="${BASE}blog/rss.xml">`)],
      ["img/logo.png", "img/arch.svg", "blog/rss.xml"],
    );
    expect(r.brokenLinks).toEqual([]);
  });

  it("accepts a link to a folder of static files by its index.html, and to an .html file without its extension", () => {
    const r = check(
      [page("/docs/a", `<a href="${BASE}restful-api">api</a><a href="${BASE}restful-api/">api</a><a href="${BASE}legacy">old</a><a href="${BASE}nowhere">x</a>`)],
      ["restful-api/index.html", "legacy.html"],
    );
    expect(r.brokenLinks.map((p) => p.link)).toEqual([`${BASE}nowhere`]);
  });

  it("resolves a route link without a leading slash against the page, as the browser and Docusaurus do", () => {
    const semgrep = page("/docs/scanners/semgrep", '<a href="docs/hooks/cascading">c</a><a href="nmap">n</a>');
    const r = check([semgrep, page("/docs/hooks/cascading", "<p>c</p>"), page("/docs/scanners/nmap", "<p>n</p>")]);
    // `docs/hooks/cascading` on /docs/scanners/semgrep is /docs/scanners/docs/hooks/cascading: no
    // page; it names /docs/hooks/cascading from the site's root (accepted and warned about).
    expect(r.brokenLinks).toEqual([]);
    expect(r.rootRelative.map((p) => [p.link, p.route])).toEqual([["docs/hooks/cascading", "/docs/hooks/cascading"]]);
  });

  it("reports a missing image", () => {
    const r = check([page("/docs/a", `<img src="${BASE}img/missing.png">`)], ["img/logo.png"]);
    expect(r.brokenLinks.map((p) => p.link)).toEqual([`${BASE}img/missing.png`]);
  });

  it("decodes percent-encoded file paths", () => {
    const r = check([page("/docs/a", `<a href="${BASE}files/my%20report.pdf">r</a>`)], ["files/my report.pdf"]);
    expect(r.brokenLinks).toEqual([]);
  });

  // Regression (#41, point 9): a link with a "%" that starts no escape (a footer's `to: "/100%"`)
  // stopped the whole build with "URI malformed", naming neither page nor link.
  it("reports a link or an anchor with a malformed escape as broken instead of failing", () => {
    const links = `<a href="${BASE}docs/100%">p</a><a href="${BASE}docs/target#50%">a</a><a href="100%">r</a>`;
    const r = check([page("/docs/a", links, { file: "/site/docs/a.md" }), target]);
    expect(r.brokenLinks.map((p) => p.link)).toEqual([`${BASE}docs/100%`, "100%"]);
    expect(r.brokenAnchors.map((p) => p.link)).toEqual([`${BASE}docs/target#50%`]);
  });

  it("reports links outside the base URL as broken, even when the route exists", () => {
    const r = check([page("/docs/a", `<a href="/docs/target">no base</a><a href="/other/x">x</a>`), target]);
    expect(r.brokenLinks.map((p) => p.link)).toEqual(["/docs/target", "/other/x"]);
  });

  it("ignores external, mailto and data URLs", () => {
    const r = check([
      page(
        "/docs/a",
        '<a href="https://github.com/secureCodeBox">gh</a><a href="mailto:a@b.c">m</a><a href="//cdn.example/x">c</a><img src="data:image/png;base64,AAAA">',
      ),
    ]);
    expect(r).toEqual({ brokenLinks: [], brokenAnchors: [], caseMismatches: [], rootRelative: [] });
  });

  it("does not report a broken Markdown link again (it is a warning of its own)", () => {
    const r = check([
      page("/docs/a", '<a href="./missing.md">m</a>', {
        contentLinks: [{ url: "./missing.md", line: 3, brokenMarkdown: true }],
      }),
    ]);
    expect(r.brokenLinks).toEqual([]);
  });

  it("reports each broken link once per page", () => {
    const r = check([page("/docs/a", `<a href="${BASE}x">1</a><a href="${BASE}x">2</a>`), page("/docs/b", `<a href="${BASE}x">3</a>`)]);
    expect(r.brokenLinks.map((p) => p.page)).toEqual(["/docs/a", "/docs/b"]);
  });

  it("decodes &amp; in hrefs before checking", () => {
    const r = check([page("/docs/a", `<a href="${BASE}docs/target?a=1&amp;b=2#install">q</a>`), target]);
    expect(r).toEqual({ brokenLinks: [], brokenAnchors: [], caseMismatches: [], rootRelative: [] });
  });

  it("works with the root base URL", () => {
    const r = check([page("/docs/a", '<a href="/docs/target#install">ok</a><a href="/docs/nope">bad</a>'), target], [], "/");
    expect(r.brokenLinks.map((p) => p.link)).toEqual(["/docs/nope"]);
    expect(r.brokenAnchors).toEqual([]);
  });
});
