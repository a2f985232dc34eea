import { describe, it, expect } from "vitest";
import { rewriteUrl, type LinkContext } from "../../../src/markdown/remark-links.ts";
import { render, tags } from "./helpers.ts";

const hrefs = (html: string) => tags(html, "a").map((a) => /href="([^"]*)"/.exec(a)?.[1]);

describe("Markdown links", () => {
  it("rewrites relative .md links to the target doc's route", async () => {
    const r = await render("[a](./other.md) [b](../guides/setup.md) [c](other.md)\n");
    expect(hrefs(r.html)).toEqual(["/docs/other", "/docs/guides/setup", "/docs/other"]);
    expect(r.brokenMarkdownLinks).toEqual([]);
  });

  it("applies the base URL to rewritten .md links and keeps query and hash", async () => {
    const r = await render("[a](./other.md#install) [b](../guides/setup.md?tab=helm#top)\n", { baseUrl: "/docs-site/" });
    expect(hrefs(r.html)).toEqual(["/docs-site/docs/other#install", "/docs-site/docs/guides/setup?tab=helm#top"]);
  });

  it("decodes the .md path before resolving it", async () => {
    const r = await render("[a](./with%20space.md)\n");
    expect(hrefs(r.html)).toEqual(["/docs/with-space"]);
  });

  it("reports a broken .md link with its line and leaves it as written", async () => {
    const r = await render("---\ntitle: x\n---\n\nText\n\n[gone](./missing.md#a)\n");
    expect(r.brokenMarkdownLinks).toEqual([{ target: "./missing.md#a", line: 7 }]);
    expect(hrefs(r.html)).toEqual(["./missing.md#a"]);
    // Recorded for the link checker, flagged so it is not reported twice.
    expect(r.links).toEqual([{ url: "./missing.md#a", line: 7, brokenMarkdown: true }]);
  });

  it("writes Docusaurus's pathname:// links as paths of the server, base URL added, for the link checker to leave", async () => {
    const r = await render("[play](pathname:///playground/) [raw](pathname://files/report.html)\n", { baseUrl: "/docs-site/" });
    expect(hrefs(r.html)).toEqual(["/docs-site/playground/", "files/report.html"]);
    // Marked for the link check and the theme's router, which leave them to the server; not listed for the check.
    expect(tags(r.html, "a").every((a) => a.includes('data-sitec-pathname=""'))).toBe(true);
    expect(r.links).toEqual([]);
  });

  it("gives absolute links the base URL", async () => {
    const r = await render("[blog](/blog) [home](/) ![logo](/img/logo.png)\n", { baseUrl: "/docs-site/" });
    expect(hrefs(r.html)).toEqual(["/docs-site/blog", "/docs-site/"]);
    expect(tags(r.html, "img")[0]).toContain('src="/docs-site/img/logo.png"');
  });

  it("adds no base URL to a link that has it already, as Docusaurus's Link adds it", async () => {
    const r = await render("[b](/handbook/docs/b) [home](/handbook/) [other](/handbookish/x) [bare](/handbook)\n", { baseUrl: "/handbook/" });
    expect(hrefs(r.html)).toEqual(["/handbook/docs/b", "/handbook/", "/handbook/handbookish/x", "/handbook/handbook"]);
  });

  it("leaves absolute links alone with the root base URL", async () => {
    const r = await render("[blog](/blog/tags)\n");
    expect(hrefs(r.html)).toEqual(["/blog/tags"]);
  });

  it("rewrites reference-style definitions too", async () => {
    const r = await render("See [the guide][g] and [blog][b].\n\n[g]: ./other.md\n[b]: /blog\n", { baseUrl: "/site/" });
    expect(hrefs(r.html)).toEqual(["/site/docs/other", "/site/blog"]);
  });

  it("resolves a folder's index doc's relative links from its folder, where Docusaurus serves it (/docs/guide/)", async () => {
    const r = await render("[a](../../intent) [b](sub/page?x=1#top) [c](#frag) [d](./other.md) [e](https://example.com/) ![f](img/x.png)\n", {
      baseUrl: "/site/",
      relativeFrom: "/docs/guide/",
    });
    expect(hrefs(r.html)).toEqual(["/site/intent", "/site/docs/guide/sub/page?x=1#top", "#frag", "/site/docs/other", "https://example.com/"]);
    expect(tags(r.html, "img")[0]).toContain('src="/site/docs/guide/img/x.png"');
    expect(r.links.map((l) => l.url)).toEqual(["/site/intent", "/site/docs/guide/sub/page?x=1#top", "#frag", "/site/docs/other", "/site/docs/guide/img/x.png"]);
  });

  it("leaves hash-only, relative non-Markdown and external links as written", async () => {
    const r = await render("[a](#frag) [b](img/x.png) [c](https://example.com/x.md) [d](mailto:a@b.c)\n", {
      baseUrl: "/docs-site/",
    });
    expect(hrefs(r.html)).toEqual(["#frag", "img/x.png", "https://example.com/x.md", "mailto:a@b.c"]);
  });

  it("gives external http(s) links target=_blank and rel=noopener noreferrer", async () => {
    const r = await render("[a](https://github.com/secureCodeBox) [b](http://example.com) [c](/docs) [d](mailto:x@y.z)\n");
    const [a, b, c, d] = tags(r.html, "a");
    for (const ext of [a, b]) {
      expect(ext).toContain('target="_blank"');
      expect(ext).toContain('rel="noopener noreferrer"');
    }
    expect(c).not.toContain("target=");
    expect(d).not.toContain("target=");
  });

  it("records internal links with their lines, not external ones", async () => {
    const r = await render("[a](/docs/x)\n\n[b](https://x.example)\n\n[c](#top)\n", { baseUrl: "/s/" });
    expect(r.links).toEqual([
      { url: "/s/docs/x", line: 1 },
      { url: "#top", line: 5 },
    ]);
  });
});

describe("rewriteUrl", () => {
  const ctx: LinkContext = { baseUrl: "/site/", resolveMarkdownFile: (p) => (p === "./a.md" ? "/docs/a" : undefined) };

  it("leaves external, hash-only and empty URLs alone", () => {
    expect(rewriteUrl("https://x.example", ctx)).toBeUndefined();
    expect(rewriteUrl("//cdn.example/x", ctx)).toBeUndefined();
    expect(rewriteUrl("#x", ctx)).toBeUndefined();
    expect(rewriteUrl("", ctx)).toBeUndefined();
    expect(rewriteUrl("img.png", ctx)).toBeUndefined();
  });

  it("resolves .md and marks unknown ones broken", () => {
    expect(rewriteUrl("./a.md#x", ctx)).toEqual({ url: "/site/docs/a#x" });
    expect(rewriteUrl("./b.md", ctx)).toEqual({ url: "./b.md", broken: "markdown" });
  });

  // Regression (#41, point 9): a link to `100%.md` stopped the build with "URI malformed".
  it("resolves a .md link whose % starts no escape as written", () => {
    const files: LinkContext = { baseUrl: "/", resolveMarkdownFile: (p) => ({ "100%.md": "/docs/hundred", "a b.md": "/docs/a-b" })[p] };
    expect(rewriteUrl("100%.md", files)).toEqual({ url: "/docs/hundred" });
    expect(rewriteUrl("a%20b.md", files)).toEqual({ url: "/docs/a-b" });
    expect(rewriteUrl("50%off.md", files)).toEqual({ url: "50%off.md", broken: "markdown" });
  });

  it("does not resolve absolute .md paths as docs", () => {
    expect(rewriteUrl("/raw/file.md", ctx)).toEqual({ url: "/site/raw/file.md" });
  });
});
