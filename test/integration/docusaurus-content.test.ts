// Content as a Docusaurus 3 site writes it builds as Docusaurus builds it: the sidebars file with
// every item type, front matter keys, generated index pages, doc tag pages, author pages and
// Docusaurus's option names (test/fixtures/docusaurus-site).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { buildSite, buildSiteFrom, copyFixture, read, removeAll } from "../helpers/fixtures.ts";
import { SiteError, SiteErrors } from "../../src/errors.ts";
import type { BuildResult } from "../../src/build.ts";

let site: string;
let out: string;
let result: BuildResult;
const notes: string[] = [];

beforeAll(async () => {
  site = await copyFixture("docusaurus-site");
  out = join(dirname(site), "build");
  result = await buildSite(site, out, { strict: true, logger: { info: (line: string) => notes.push(line), warn: () => undefined, error: () => undefined } });
});
afterAll(() => removeAll(dirname(site)));

const page = (path: string) => read(out, `${path.replace(/^\//, "")}/index.html`);
const sidebarOf = (html: string) => /<nav aria-label="Docs sidebar"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? "";
const links = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)</g)].map((m) => `${m[2]} ${m[1]}`);

describe("a sidebars file with every item type", () => {
  it("builds the guide sidebar in the file's order: doc ids, doc items, categories, links, html, refs", async () => {
    const sidebar = sidebarOf(await page("/docs/intro"));
    expect(links(sidebar)).toEqual([
      "Introduction /docs/intro",
      "Setting up /docs/install",
      "Concepts /docs/category/concepts",
      "Scans /docs/concepts/scans",
      "Findings /docs/concepts/findings",
      "Reference /docs/reference",
      "Options /docs/reference/options",
      "Formats /docs/reference/formats",
      "Reference overview /docs/reference",
      "Details /docs/details",
      "Project site https://project.example.org",
      "API overview /docs/api/overview",
    ]);
    expect(sidebar).toContain('<li class="menu-item sidebar-install">');
    expect(sidebar).toContain('<li class="menu-item sidebar-details">');
    expect(sidebar).toContain('<li class="menu-item menu-html menu-link"><strong>Version 2</strong></li>');
    expect(sidebar).toContain('href="https://project.example.org" target="_blank" rel="noopener noreferrer"');
    // The shorthand `{ "More reading": [...] }` is a category; collapsible: false has no toggle.
    expect(sidebar).toContain('<summary class="menu-link menu-category-label">More reading</summary>');
    expect(sidebar).toMatch(/<li class="menu-item menu-category-fixed"><a class="menu-category-link menu-link" href="\/docs\/reference">Reference<\/a><ul/);
  });

  it("gives items their custom props in the shared sidebar file", async () => {
    const route = JSON.parse(await read(out, "docs/intro/route.json"));
    const shared = JSON.parse(await read(out, route.props.sidebarUrl.slice(1)));
    expect(shared[1]).toMatchObject({ label: "Setting up", className: "sidebar-install", customProps: { badge: "new" } });
  });

  it("shows each doc its own sidebar: the first that lists it as a doc (a ref does not), or displayed_sidebar", async () => {
    // The guide sidebar's `ref` to api/overview comes first, yet the doc is the api sidebar's.
    expect(links(sidebarOf(await page("/docs/api/overview")))[0]).toBe("API overview /docs/api/overview");
    expect(links(sidebarOf(await page("/docs/api/endpoints")))[0]).toBe("Introduction /docs/intro");
    const api = JSON.parse(await read(out, "docs/api/overview/route.json")).props.sidebarUrl;
    const guide = JSON.parse(await read(out, "docs/intro/route.json")).props.sidebarUrl;
    expect(api).not.toBe(guide);
  });

  it("drops a draft doc from the sidebars file's items, and a category left with nothing in it", async () => {
    const html = await page("/docs/intro");
    expect(existsSync(join(out, "docs/roadmap/index.html"))).toBe(false);
    expect(sidebarOf(html)).not.toContain("Roadmap");
    expect(sidebarOf(html)).not.toContain("Upcoming");
    expect(links(sidebarOf(html))).toContain("Findings /docs/concepts/findings");
  });

  it("passes a ref by in the previous and next links, as Docusaurus does", async () => {
    const details = JSON.parse(await read(out, "docs/details/route.json")).props;
    expect(details.previous).toEqual({ label: "Reference overview", href: "/docs/reference" });
    expect(details.next).toBeUndefined();
  });

  it("resolves docSidebar navbar items by sidebar id", async () => {
    const html = await read(out, "index.html");
    expect(html).toMatch(/href="\/docs\/intro"[^>]*>Guide</);
    expect(html).toMatch(/href="\/docs\/api\/overview"[^>]*>API</);
  });

  it("makes a generated index page with the category's items as cards", async () => {
    const html = await page("/docs/category/concepts");
    expect(html).toContain("<h1>All concepts</h1>");
    expect(html).toContain('<p class="generated-index-description">The ideas the tool is built on.</p>');
    expect(html).toContain('<a href="/docs/concepts/scans"><h2 class="index-card-title">Scans</h2><p class="index-card-description">What a scan is and how it runs.</p></a>');
    expect(html).toContain('<meta name="keywords" content="ideas">');
    expect(await read(out, "sitemap.xml")).toContain("/docs/category/concepts");
  });

  it("applies _category_.yml to an autogenerated folder", async () => {
    const shared = JSON.parse(await read(out, JSON.parse(await read(out, "docs/intro/route.json")).props.sidebarUrl.slice(1)));
    expect(JSON.stringify(shared)).not.toContain("Reference pages");
    expect(shared[3]).toMatchObject({ label: "Reference", collapsible: false, collapsed: false });
  });
});

describe("doc front matter", () => {
  it("hide_title, image, keywords, TOC levels, tags and pagination_next: null", async () => {
    const html = await page("/docs/intro");
    expect(html).not.toMatch(/<h1>Introduction<\/h1>/);
    expect(html).toContain('<meta property="og:image" content="https://content.example.org/img/intro-card.png">');
    expect(html).toContain('<meta name="twitter:image" content="https://content.example.org/img/intro-card.png">');
    expect(html).toContain('<meta name="keywords" content="intro, start">');
    expect(html).toMatch(/class="toc".*#third-level/s);
    expect(html).toContain('<a class="tag" href="/docs/tags/getting-started" rel="tag">Getting Started</a>');
    expect(html).not.toContain('rel="next"');
    expect(html).toContain('href="https://code.example.org/edit/intro.md"');
  });

  it("keeps unknown keys for components to read", async () => {
    const route = JSON.parse(await read(out, "docs/intro/route.json"));
    expect(route.props.frontMatter).toEqual({ team_owner: "docs-team" });
  });

  it("custom_edit_url, last_update, pagination_label and hide_table_of_contents", async () => {
    const html = await page("/docs/install");
    expect(html).toContain('href="https://elsewhere.example.org/install.md"');
    expect(html).toContain('Last updated<!-- --> on <time dateTime="2024-03-05">March 5, 2024</time> by Dana');
    expect(html).not.toContain('class="toc"');
    expect(await page("/docs/intro")).not.toContain("Install it");
    expect(await page("/docs/category/concepts")).toContain("« Setting up");
    expect(await page("/docs/details")).not.toContain("Edit this page");
  });

  it("unlisted: built, with a banner, out of the sidebars, search and sitemap", async () => {
    const html = await page("/docs/secret");
    expect(html).toContain("unlisted-banner");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(await read(out, "sitemap.xml")).not.toContain("/docs/secret");
    expect(await read(out, "search-index-docs-default-current.json")).not.toContain("A page reachable only");
  });

  it("makes tag pages under the docs", async () => {
    const tags = await page("/docs/tags");
    expect(tags).toContain('<a class="tag" href="/docs/tags/basics">basics <span class="tag-count">2</span></a>');
    expect(tags).toContain('<a class="tag" href="/docs/tags/getting-started">Getting Started <span class="tag-count">1</span></a>');
    const basics = await page("/docs/tags/basics");
    expect(basics).toContain("2 docs tagged with &quot;basics&quot;");
    expect(links(basics)).toEqual(expect.arrayContaining(["Introduction /docs/intro", "Details /docs/details"]));
  });
});

describe("blog front matter and authors", () => {
  it("takes authors by key, inline, and by the older author keys; a title from the heading", async () => {
    expect(await page("/blog/2024/02/10/guest")).toContain("Guest Writer");
    const old = await page("/blog/2024/03/10/old-style");
    expect(old).toContain('<a href="https://old.example.org" target="_blank" rel="noopener noreferrer">Old Style</a><small class="author-title">Writer of old</small>');
    expect(old).toContain("<title>A post titled by its heading | Docusaurus Content</title>");
    // The heading is the title, shown once: not again in the post's text, nor in the list's excerpt.
    const main = /<article class="blog-post">([\s\S]*?)<\/article>/.exec(old)![1]!;
    expect(main.match(/A post titled by its heading/g)).toHaveLength(1);
    const listed = /<article class="blog-post-item">(?:(?!<\/article>)[\s\S])*old-style[\s\S]*?<\/article>/.exec(await page("/blog"))![0];
    expect(listed.match(/A post titled by its heading/g)).toHaveLength(1);
  });

  it("makes the authors page and a page for the author that asks for one", async () => {
    const authors = await page("/blog/authors");
    expect(links(authors)).toEqual(expect.arrayContaining(["Ann Writer /blog/authors/ann", "github https://github.com/ann-writes", "x https://x.com/annwrites"]));
    expect(authors).not.toContain("Bob");
    expect(authors).toContain('<p class="author-count">2 posts</p>');
    const ann = await page("/blog/authors/ann");
    expect(ann).toContain("/blog/2024/02/10/guest");
    expect(ann).toContain("/blog/2024/01/10/first");
    expect(existsSync(join(out, "blog/authors/bob"))).toBe(false);
    // A post links its author's name to the author's page.
    expect(await page("/blog/2024/01/10/first")).toContain('<a href="/blog/authors/ann">Ann Writer</a>');
  });

  it("uses blogSidebarTitle, blogSidebarCount ALL and a list of feed types", async () => {
    const html = await page("/blog");
    expect(html).toContain('<h2 class="blog-sidebar-title">All our posts</h2>');
    expect(existsSync(join(out, "blog/rss.xml"))).toBe(true);
    expect(existsSync(join(out, "blog/atom.xml"))).toBe(true);
    expect(existsSync(join(out, "blog/feed.json"))).toBe(false);
  });
});

it("says in one line that versioned_docs/ is left out without versions.json", () => {
  expect(result.routes).toBeGreaterThan(0);
  expect(notes).toContain("versioned_docs/ left out: without versions.json only the current docs are built, not version 1.0.");
});

describe("errors of a sidebars file", () => {
  it("names the file, the sidebar and each unknown id, with the id meant", async () => {
    const broken = await copyFixture("docusaurus-site");
    await writeFile(join(broken, "sidebars.ts"), 'export default { guide: ["intro", "instal", "concepts/scan"], api: ["nothing/here"] };\n');
    let error: unknown;
    try {
      await buildSite(broken, join(dirname(broken), "build"));
    } catch (e) {
      error = e;
    }
    await removeAll(dirname(broken));
    expect(error).toBeInstanceOf(SiteErrors);
    const errors = (error as SiteErrors).errors as SiteError[];
    expect(errors.map((e) => e.message)).toEqual([
      'sidebar "guide": no doc has the id "instal". Did you mean "install"?',
      'sidebar "guide": no doc has the id "concepts/scan". Did you mean "concepts/scans"?',
      'sidebar "api": no doc has the id "nothing/here".',
    ]);
    expect(errors.every((e) => e.file === join(broken, "sidebars.ts") && e.line === 1)).toBe(true);
  });
});

describe("a doc's leading # heading", () => {
  it("is the page's heading with its markup; one below other content stays there; one below a thematic break is no title", async () => {
    const built = await buildSiteFrom(
      {
        "site.config.ts": 'export default { title: "Titles", url: "https://titles.example.org", docs: { routeBasePath: "/" } };\n',
        "docs/index.md": "---\nslug: /\n---\n\n# Using `combineReducers` and *more*\n\nText.\n",
        "docs/afterbreak.md": "Intro.\n\n---\n\n# After Break\n\nText.\n",
        "docs/troubleshooting.md": "---\ntitle: Troubleshooting\n---\n\nStart here.\n\n# Issues\n\nText.\n",
        "blog/2024-01-01-notes.md": "---\ntitle: Notes\n---\n\nOpening words.\n\n# Post Heading\n\n<!-- truncate -->\n\nText.\n",
      },
      { strict: true },
    );
    try {
      const home = await read(built.out, "index.html");
      expect(home).toContain("<header><h1>Using <code>combineReducers</code> and <em>more</em></h1></header>");
      expect(home).toContain("<title>Using combineReducers and more | Titles</title>");
      const after = await read(built.out, "afterbreak/index.html");
      // Titled by its id, as Docusaurus titles a doc with no title of its own.
      expect(after).toContain("<header><h1>afterbreak</h1></header>");
      expect(after).toMatch(/<p>Intro\.<\/p>\s*<hr>\s*<h1 id="after-break">After Break/);
      // Below other content: in its place, and the page shows no heading of its own.
      const troubleshooting = await read(built.out, "troubleshooting/index.html");
      expect(troubleshooting).toMatch(/<p>Start here\.<\/p>\s*<header><h1>Issues<\/h1><\/header>/);
      expect(troubleshooting).not.toContain("<h1>Troubleshooting</h1>");
      expect(troubleshooting.match(/<h1/g)).toHaveLength(1);
      // A post's goes wherever it stands, as Docusaurus's blog takes it out.
      const post = await read(built.out, "blog/2024/01/01/notes/index.html");
      expect(post).toContain("Opening words.");
      expect(post).not.toContain("Post Heading");
    } finally {
      await removeAll(built.root);
    }
  });
});
