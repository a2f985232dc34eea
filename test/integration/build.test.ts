// Builds the basic fixture site and checks the files and HTML a reader and a crawler get.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { policyForHtml } from "../../src/server/csp.ts";
import { sidebarForPage } from "../../src/shared/sidebar-view.ts";
import { buildSite, FIXTURES, read, removeAll, tempDir } from "../helpers/fixtures.ts";

let out: string;

beforeAll(async () => {
  out = join(await tempDir(), "build");
  await buildSite(join(FIXTURES, "basic-site"), out, { strict: true });
});
afterAll(() => removeAll(join(out, "..")));

describe("a strict build of the basic fixture", () => {
  it("writes one index.html per route, the 404 page, the sitemap and the feeds", () => {
    for (const path of [
      "index.html",
      "404.html",
      "sitemap.xml",
      "docs/guide/start/index.html",
      "docs/reference/index.html",
      "docs/reference/details/index.html",
      "docs/hidden/index.html",
      "blog/index.html",
      "blog/page/2/index.html",
      "blog/tags/index.html",
      "blog/tags/secure-code-box/index.html",
      "blog/archive/index.html",
      "blog/2023/01/11/post-1/index.html",
      "blog/rss.xml",
      "blog/atom.xml",
      "blog/feed.json",
      "robots.txt",
    ]) {
      expect(existsSync(join(out, path)), path).toBe(true);
    }
  });

  it("gives every page but the not-found page the same inline scripts, so one Content-Security-Policy fits the site", async () => {
    const pages = ["index.html", "docs/guide/start/index.html", "blog/index.html", "blog/tags/index.html", "blog/2023/01/11/post-1/index.html"];
    const policies = new Set(await Promise.all(pages.map(async (page) => policyForHtml(await read(out, page)))));
    expect(policies.size).toBe(1);
    // Each page still names its own route, in an attribute outside the hashed script text.
    expect(await read(out, "docs/guide/start/index.html")).toContain('<script data-route="/docs/guide/start">');
    expect(policyForHtml(await read(out, "404.html"))).not.toBe([...policies][0]);
  });

  it("links the not-found page to the home page and to the main doc (docs.mainDocId)", async () => {
    const html = await read(out, "404.html");
    expect(html).toMatch(/<a href="\/">home page<\/a>/);
    expect(html).toContain('<a href="/docs/guide/start">documentation</a>');
  });

  it("leaves excluded docs and drafts out", () => {
    expect(existsSync(join(out, "docs/excluded/index.html"))).toBe(false);
    expect(existsSync(join(out, "blog/2023/05/01/draft/index.html"))).toBe(false);
  });

  it("renders the document shell with language, theme, generator and SEO tags", async () => {
    const html = await read(out, "docs/guide/start/index.html");
    expect(html).toContain('<html lang="en" dir="ltr" data-theme="light">');
    expect(html).toContain('<meta name="generator" content="sitec 3.0.0">');
    expect(html).toContain("<title>Getting started | Fixture Site</title>");
    expect(html).toContain('<meta name="description" content="How to start with the fixture.">');
    expect(html).toContain('<meta name="keywords" content="fixture, testing">');
    expect(html).toContain('<link rel="canonical" href="https://fixture.example.org/docs/guide/start">');
    expect(html).toContain('<meta property="og:title" content="Getting started | Fixture Site">');
    expect(html).toMatch(/<script type="module" src="\/assets\/client-[A-Z0-9]{8}\.js"><\/script>/);
    expect(html).toMatch(/<link rel="stylesheet" href="\/assets\/client-[A-Z0-9]{8}\.css">/);
    expect(html).toContain('<link rel="alternate" type="application/rss+xml"');
  });

  it("does not ship the Markdown content twice", async () => {
    const html = await read(out, "docs/guide/start/index.html");
    const data = JSON.parse(/<script id="__sitec_data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(data.route.props.html).toBe("");
    expect(html.match(/Tips are helpful/g)).toHaveLength(1);
    const json = JSON.parse(await read(out, "docs/guide/start/route.json"));
    expect(json.props.html).toContain("Tips are helpful");
    // The sidebar, the same on every doc page, is one shared file instead.
    expect(json.props.sidebar).toEqual([]);
    expect(json.props.sidebarUrl).toMatch(/^\/assets\/sidebar-[0-9a-f]{8}\.json$/);
    const sidebar = JSON.parse(await read(out, json.props.sidebarUrl.slice(1)));
    expect(sidebar[0].label).toBe("The Guide");
    // The page embeds only the part of it that it renders.
    expect(data.route.props.sidebar).toEqual(sidebarForPage(sidebar, "/docs/guide/start"));
  });

  it("renders docs with sidebar, breadcrumbs, TOC, anchors, admonitions and highlighted code", async () => {
    const html = await read(out, "docs/guide/start/index.html");
    expect(html).toContain('nav aria-label="Docs sidebar"');
    expect(html).toContain('nav aria-label="Breadcrumbs"');
    expect(html).toContain('nav aria-label="On this page"');
    expect(html).toContain('title="Direct link to First steps"');
    expect(html).toContain('<h2 id="first-steps">');
    expect(html).toContain('class="admonition admonition-tip"');
    expect(html).toContain('<div class="code-title">install.sh</div>');
    expect(html).toContain('class="code-line highlighted"');
    expect(html).toContain('href="/docs/guide/second"');
    expect(html).toContain('href="/docs/reference#options"');
    expect(html).toContain('nav aria-label="Docs pages"');
  });

  it("orders the sidebar by position and uses a folder's index doc as its category page", async () => {
    const html = await read(out, "docs/reference/details/index.html");
    const sidebar = /<nav aria-label="Docs sidebar".*?<\/nav>/s.exec(html)![0];
    const order = [...sidebar.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(order).toEqual(["/docs/guide/start", "/docs/guide/second", "/docs/reference", "/docs/reference/details"]);
    expect(sidebar).not.toContain("/docs/hidden");
  });

  it("leaves the docs of a closed category with its own page out of other pages, which link to that page instead", async () => {
    // "Reference" is collapsed and has a page; "The Guide" has none, so its docs are always there.
    for (const page of ["docs/guide/start", "docs/guide/second", "docs/hidden"]) {
      const html = await read(out, page + "/index.html");
      const sidebar = /<nav aria-label="Docs sidebar".*?<\/nav>/s.exec(html)![0];
      expect([...sidebar.matchAll(/href="([^"]+)"/g)].map((m) => m[1]), page).toEqual(["/docs/guide/start", "/docs/guide/second", "/docs/reference", "/docs/reference"]);
      expect(sidebar).toMatch(/<details class="menu-category"><summary[^>]*aria-label="Toggle the category Reference"><\/summary><ul class="menu-list menu-depth-1"><li class="menu-item"><a class="menu-link" href="\/docs\/reference">Show the pages of Reference<\/a><\/li><\/ul><\/details>/);
      // Nowhere in the page: not in the drawer, nor in the embedded data.
      expect(html, page).not.toContain("/docs/reference/details");
      // The drawer, which opens only with JavaScript, renders its copy of the sidebar then.
      expect(html.match(/Toggle the category Reference/g), page).toHaveLength(1);
    }
    // On the category's own page and in it, the category is open with its docs.
    for (const page of ["docs/reference", "docs/reference/details"]) {
      const sidebar = /<nav aria-label="Docs sidebar".*?<\/nav>/s.exec(await read(out, page + "/index.html"))![0];
      expect(sidebar, page).toMatch(/<details class="menu-category" open="">.*href="\/docs\/reference\/details"/s);
      expect(sidebar, page).not.toContain("Show the pages of");
    }
  });

  it("gives a doc's own front matter (a key sitec does not know) to its data as written; the default theme shows nothing of it", async () => {
    // The facts card is secureCodeBox's own (site/theme/DocBeforeContent.tsx reads doc.frontMatter.reference).
    const html = await read(out, "docs/reference/details/index.html");
    expect(html).not.toContain('aria-label="Scanner facts"');
    const facts = '"frontMatter":{"reference":{"kind":"scanner","category":"Network","scanTypes":["nmap"],"upstreamVersion":"7.93"}}';
    expect(html).toContain(facts);
    expect(await read(out, "docs/reference/details/route.json")).toContain(facts);
  });

  it("marks unlisted pages noindex and keeps them out of the sitemap and lists", async () => {
    const hidden = await read(out, "docs/hidden/index.html");
    expect(hidden).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(hidden).toContain("Unlisted page");
    const sitemap = await read(out, "sitemap.xml");
    expect(sitemap).not.toContain("/docs/hidden");
    expect(sitemap).not.toContain("/blog/2023/04/01/secret");
    expect(sitemap).toContain("<loc>https://fixture.example.org/docs/guide/start</loc>");
    const blog = (await read(out, "blog/index.html")) + (await read(out, "blog/page/2/index.html"));
    expect(blog).not.toContain("An unlisted post");
    expect(await read(out, "blog/2023/04/01/secret/index.html")).toContain("noindex");
  });

  it("paginates the blog and sends /docs and /blog/page/1 on", async () => {
    const first = await read(out, "blog/index.html");
    expect(first.match(/<article class="blog-post-item">/g)).toHaveLength(2);
    expect(first).toContain('nav aria-label="Blog list page navigation"');
    expect(first).toContain("Older entries");
    const second = await read(out, "blog/page/2/index.html");
    expect(second.match(/<article class="blog-post-item">/g)).toHaveLength(1);
    expect(await read(out, "blog/page/1/index.html")).toContain('http-equiv="refresh" content="0; url=/blog"');
    expect(await read(out, "docs/index.html")).toContain('content="0; url=/docs/guide/start"');
  });

  it("writes feeds of listed posts only, newest first, with absolute links", async () => {
    const feed = JSON.parse(await read(out, "blog/feed.json"));
    expect(feed.items.map((i: { title: string }) => i.title)).toEqual(["Post number 3", "Post number 2", "Post number 1"]);
    expect(feed.items[0].content_html).toContain('href="https://fixture.example.org/docs/guide/start"');
    const rss = await read(out, "blog/rss.xml");
    expect(rss).toContain("<language>en</language>");
    expect(rss).not.toContain("An unlisted post");
    expect(await read(out, "blog/atom.xml")).toContain("<rights>Fixture feed copyright</rights>");
  });
});
