// Docusaurus 3.4+ options on a small site written inline: tags files with onInlineTags, the blog's
// reports (onInlineAuthors, onUntruncatedBlogPosts), its route options, titleDelimiter, feed
// limits, and Docusaurus options sitec drops with a notice or refuses with what to do.
import { afterAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { buildSite, read, removeAll, tempDir } from "../helpers/fixtures.ts";
import { SiteError, SiteErrors } from "../../src/errors.ts";

const roots: string[] = [];
afterAll(() => removeAll(...roots));

/** Writes a site (files by path) and returns its folder. */
async function site(config: string, files: Record<string, string>): Promise<string> {
  const root = await tempDir();
  roots.push(root);
  const dir = join(root, "site");
  const all = { "site.config.ts": `export default { title: "Opts", url: "https://opts.example.org", navbar: {}, ${config} };\n`, ...files };
  for (const [path, text] of Object.entries(all)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  return dir;
}

const post = (front: string, body = "Intro.\n\n<!-- truncate -->\n\nMore.\n") => `---\n${front}\n---\n\n${body}`;
const FILES = {
  "pages/index.md": "# Home\n\nThe home page.\n",
  "docs/intro.md": "---\ntitle: Intro\ntags: [release, Unplanned]\n---\n\nText.\n",
  "docs/tags.yml": "release:\n  label: Releases\n  permalink: /all-releases\n  description: Every release of the tool.\n",
  "blog/tags.yml": "news:\n  description: What happened.\n",
  "blog/authors.yml": "alice:\n  name: Alice\n",
  "blog/2024-01-01-b.md": post("title: Bee\nauthors: alice\ntags: [news]"),
  "blog/2024-01-01-a.md": post("title: Ay\nauthors: alice\ntags: [news, loose]"),
  "blog/2024-01-02-c.md": post("title: Cee\nauthors: [{ name: Carol }]", "No marker here.\n"),
};

async function buildOf(dir: string, strict = false) {
  const notes: string[] = [];
  const out = join(dirname(dir), "build");
  const result = await buildSite(dir, out, { strict, logger: { info: (line: string) => notes.push(line), warn: () => undefined, error: () => undefined } });
  return { out, result, notes };
}

async function failure(dir: string): Promise<string> {
  const error = await buildOf(dir).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error instanceof SiteErrors || error instanceof SiteError).toBe(true);
  const errors = error instanceof SiteErrors ? error.errors : [error as SiteError];
  return errors.map((e) => `${e.file ?? ""}:${e.line ?? ""} ${e.message} ${e.hint ?? ""}`).join("\n");
}

describe("tags files and the blog's reports", () => {
  it("gives declared tags their label, permalink and description, and warns of the rest, as Docusaurus does by default", async () => {
    const { out, result } = await buildOf(await site("", FILES));
    const warnings = result.warnings.join("\n");
    expect(warnings).toMatch(/intro\.md: tags "Unplanned" are not declared in the docs' tags file \(docs\.onInlineTags\)/);
    expect(warnings).toMatch(/2024-01-01-a\.md: tags "loose" are not declared in the blog's tags file/);
    expect(warnings).toMatch(/2024-01-02-c\.md: authors "Carol" are not in authors\.yml/);
    expect(warnings).toMatch(/2024-01-02-c\.md: the post has no truncate marker/);
    expect(result.warnings).toHaveLength(4);
    const tagPage = await read(out, "docs/tags/all-releases/index.html");
    expect(tagPage).toContain("tagged with &quot;Releases&quot;");
    expect(tagPage).toContain("<p>Every release of the tool.</p>");
    expect(tagPage).toContain('<meta name="description" content="Every release of the tool.">');
    // A key without label: lodash's capitalize of the key; its description on the blog's tag page.
    const news = await read(out, "blog/tags/news/index.html");
    expect(news).toContain("tagged with &quot;News&quot;");
    expect(news).toContain("<p>What happened.</p>");
    // Same-day posts in file-name order, as Docusaurus lists them.
    const list = await read(out, "blog/index.html");
    expect(list.indexOf(">Cee<")).toBeLessThan(list.indexOf(">Ay<"));
    expect(list.indexOf(">Ay<")).toBeLessThan(list.indexOf(">Bee<"));
  });

  it("fails the build on `throw`, names every file, and is quiet on `ignore`", async () => {
    const strictRules = 'docs: { onInlineTags: "throw" }, blog: { onInlineTags: "throw", onInlineAuthors: "throw", onUntruncatedBlogPosts: "throw" }';
    const message = await failure(await site(strictRules, FILES));
    expect(message).toMatch(/intro\.md:.*"Unplanned"/);
    expect(message).toMatch(/2024-01-01-a\.md:.*"loose"/);
    expect(message).toMatch(/2024-01-02-c\.md:.*"Carol"/);
    expect(message).toMatch(/2024-01-02-c\.md:.*truncate marker/);
    const quiet = 'docs: { onInlineTags: "ignore" }, blog: { onInlineTags: "ignore", onInlineAuthors: "ignore", onUntruncatedBlogPosts: "ignore" }';
    const { result } = await buildOf(await site(quiet, FILES), true);
    expect(result.warnings).toEqual([]);
  });

  it("has no tags file with `tags: false` (tags are inline, nothing reported) and fails on a named file that is missing", async () => {
    const { out, result } = await buildOf(await site('docs: { tags: false }, blog: { tags: false, onInlineAuthors: "ignore", onUntruncatedBlogPosts: "ignore" }', FILES));
    expect(result.warnings).toEqual([]);
    expect(existsSync(join(out, "docs/tags/release/index.html"))).toBe(true);
    expect(await failure(await site('docs: { tags: "missing.yml" }', FILES))).toMatch(/the tags file "missing\.yml" the config names does not exist/);
  });
});

describe("route and page options", () => {
  it('puts every post on one list page with postsPerPage: "ALL"', async () => {
    const { out } = await buildOf(await site('blog: { postsPerPage: "ALL", onInlineTags: "ignore", onInlineAuthors: "ignore", onUntruncatedBlogPosts: "ignore" }', FILES));
    const list = await read(out, "blog/index.html");
    for (const title of ["Ay", "Bee", "Cee"]) expect(list).toContain(`>${title}<`);
    expect(existsSync(join(out, "blog/page/2"))).toBe(false);
  });

  it("takes the blog's and docs' base paths, no archive for `archiveBasePath: null`, titleDelimiter, sortPosts and the feed limit", async () => {
    const config = `titleDelimiter: "·", docs: { tagsBasePath: "labels" },
      blog: { tagsBasePath: "topics", archiveBasePath: null, pageBasePath: "p", postsPerPage: 1, sortPosts: "ascending",
        onInlineTags: "ignore", onInlineAuthors: "ignore", onUntruncatedBlogPosts: "ignore", feedOptions: { type: "rss", copyright: "C", limit: 2 } }`;
    const { out } = await buildOf(await site(config, FILES));
    expect(existsSync(join(out, "docs/labels/all-releases/index.html"))).toBe(true);
    expect(existsSync(join(out, "blog/topics/news/index.html"))).toBe(true);
    expect(existsSync(join(out, "blog/archive"))).toBe(false);
    expect(existsSync(join(out, "blog/p/2/index.html"))).toBe(true);
    expect(await read(out, "docs/intro/index.html")).toContain("<title>Intro · Opts</title>");
    // Oldest first: the whole list reversed, same-day posts too.
    expect(await read(out, "blog/index.html")).toContain(">Bee<");
    const rss = await read(out, "blog/rss.xml");
    expect([...rss.matchAll(/<item>\s*<title><!\[CDATA\[(\w+)\]\]>/g)].map((m) => m[1])).toEqual(["Bee", "Ay"]);
  });
});

describe("docs at the site's root", () => {
  it("keep the home page at / (sitec's redirect of the docs' base to the first doc yields to it), with no duplicate route", async () => {
    const quiet = 'onInlineTags: "ignore"';
    // As pnpm.io's: released versions only, the last at the root.
    const config = `docs: { routeBasePath: "/", includeCurrentVersion: false, ${quiet} }, blog: { ${quiet}, onInlineAuthors: "ignore", onUntruncatedBlogPosts: "ignore" }`;
    const files = { ...FILES, "versions.json": '["1.0"]\n', "versioned_docs/version-1.0/intro.md": "# Intro\n\nText.\n", "versioned_sidebars/version-1.0-sidebars.json": '{"docs":["intro"]}\n' };
    const { out, result } = await buildOf(await site(config, files));
    expect(await read(out, "index.html")).toContain("The home page.");
    expect(existsSync(join(out, "intro/index.html"))).toBe(true);
    expect(result.warnings.filter((w) => w.includes("duplicate route"))).toEqual([]);
  });
});

describe("navbar and footer items in Docusaurus's shape", () => {
  const QUIET = 'docs: { onInlineTags: "ignore" }, blog: { onInlineTags: "ignore", onInlineAuthors: "ignore", onUntruncatedBlogPosts: "ignore" }';

  it("take `to` without its leading slash, className, aria-label, a path as href, and items without a type as a dropdown", async () => {
    const config = `${QUIET},
  navbar: { logo: { src: "logo.svg" }, items: [
    { to: "docs/intro", label: "Docs", className: "nav-docs" },
    { label: "More", className: "nav-more", items: [{ to: "blog", label: "Blog", className: "more-blog" }, { href: "/docs/intro", label: "Start" }] },
    { type: "html", value: "<b>Hi</b>", className: "nav-html" },
    { href: "https://github.com/example/opts", className: "header-github-link", "aria-label": "GitHub repository" },
    { href: "https://play.example.org", label: "Playground", target: "_self" },
  ] },
  footer: { links: [{ title: "Docs", items: [
    { label: "Intro", to: "docs/intro", className: "foot-intro" },
    { label: "Chat", href: "https://chat.example.org", "aria-label": "Chat room" },
    { label: "Status", href: "https://status.example.org", target: "status" },
  ] }] }`;
    const logo = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>\n';
    const { out } = await buildOf(await site(config, { ...FILES, "static/logo.svg": logo }));
    const home = await read(out, "index.html");
    // A logo without `alt`, as Docusaurus takes it: an empty one, beside the site's title.
    expect(home).toMatch(/<img [^>]*src="\/logo.svg"[^>]*alt=""|<img [^>]*alt=""[^>]*src="\/logo.svg"/);
    const navbar = /<nav aria-label="Main"[^>]*>(.*?)<\/nav>/s.exec(home)?.[1] ?? "";
    expect(navbar).toContain('<a class="navbar-link nav-docs" href="/docs/intro">Docs</a>');
    expect(navbar).toMatch(/<div class="navbar-dropdown nav-more"><button[^>]*>More<\/button>/);
    expect(navbar).toContain('<a class="dropdown-link more-blog" href="/blog">Blog</a>');
    // A path as href is a link within the site: no new tab, no external-link icon.
    expect(navbar).toContain('<a class="dropdown-link" href="/docs/intro">Start</a>');
    expect(navbar).toContain('<span class="navbar-html nav-html"><b>Hi</b></span>');
    expect(navbar).toMatch(/<a class="navbar-link navbar-icon-link[^"]*" href="https:\/\/github.com\/example\/opts"[^>]*aria-label="GitHub repository"/);
    const footer = /<footer[^>]*>(.*?)<\/footer>/s.exec(home)?.[1] ?? "";
    expect(footer).toContain('<a class="foot-intro" href="/docs/intro">Intro</a>');
    expect(footer).toMatch(/<a href="https:\/\/chat.example.org" target="_blank" rel="noopener noreferrer" aria-label="Chat room">Chat/);
    // `target`, as Docusaurus passes it to the link: `_self` stays in the tab, without rel.
    expect(navbar).toMatch(/<a class="navbar-link" href="https:\/\/play.example.org" target="_self">Playground/);
    expect(footer).toMatch(/<a href="https:\/\/status.example.org" target="status">Status/);
  });

  it("draw a footer logo (a link, with its dark-mode image), and links before and after a dropdown's versions and locales", async () => {
    const config = `${QUIET},
  navbar: { items: [
    { type: "docsVersionDropdown", dropdownItemsAfter: [{ to: "/versions", label: "All versions" }], dropdownActiveClassDisabled: true },
    { type: "localeDropdown", dropdownItemsAfter: [{ to: "https://translate.example.org", label: "Help us translate" }] },
  ] },
  footer: { logo: { alt: "Opts", src: "img/logo.svg", srcDark: "img/logo-dark.svg", href: "https://example.org", width: 120 }, copyright: "C" }`;
    const logo = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>\n';
    const files = { ...FILES, "static/img/logo.svg": logo, "static/img/logo-dark.svg": logo, "versions.json": '["1.0"]\n', "versioned_docs/version-1.0/intro.md": "# Intro\n\nOld.\n", "versioned_sidebars/version-1.0-sidebars.json": '{"docs":["intro"]}\n', "pages/versions.md": "# Versions\n\nEvery version.\n" };
    const { out } = await buildOf(await site(config, files));
    const doc = await read(out, "docs/intro/index.html");
    const footer = /<footer[^>]*>(.*?)<\/footer>/s.exec(doc)?.[1] ?? "";
    expect(footer).toContain(
      '<div class="footer-logo"><a href="https://example.org" target="_blank" rel="noopener noreferrer"><img class="footer-logo-image logo-light" src="/img/logo.svg" alt="Opts" width="120"/><img class="footer-logo-image logo-dark" src="/img/logo-dark.svg" alt="Opts" width="120"/></a></div>',
    );
    const navbar = /<nav aria-label="Main"[^>]*>(.*?)<\/nav>/s.exec(doc)?.[1] ?? "";
    const versions = /<div class="navbar-dropdown"><button[^>]*>[^<]*<\/button><ul class="dropdown-menu">(.*?)<\/ul><\/div>/s.exec(navbar)?.[1] ?? "";
    expect([...versions.matchAll(/>([^<>]+)<\/a>/g)].map((m) => m[1])).toEqual(["Next", "1.0", "All versions"]);
    // dropdownActiveClassDisabled: not marked as current on a doc page.
    expect(navbar).not.toMatch(/<button type="button" class="navbar-link active"[^>]*>Next/);
    expect(navbar).toMatch(/<a class="dropdown-link" href="https:\/\/translate.example.org" target="_blank" rel="noopener noreferrer">Help us translate/);
  });

  it("mark a link current by activeBaseRegex, and take raw HTML entries in a dropdown", async () => {
    const config = `${QUIET},
  navbar: { items: [
    { to: "/blog", label: "Writing", activeBaseRegex: "^/(blog|docs)/" },
    { label: "More", items: [{ to: "/docs/intro", label: "Intro" }, { type: "html", value: "<hr>", className: "separator" }, { href: "https://example.org", label: "Elsewhere" }] },
  ] }`;
    const { out } = await buildOf(await site(config, FILES));
    const navbarOf = async (path: string) => /<nav aria-label="Main"[^>]*>(.*?)<\/nav>/s.exec(await read(out, path))?.[1] ?? "";
    expect(await navbarOf("docs/intro/index.html")).toContain('<a class="navbar-link active" href="/blog" aria-current="page">Writing</a>');
    const home = await navbarOf("index.html");
    expect(home).toContain('<a class="navbar-link" href="/blog">Writing</a>');
    expect(home).toMatch(/<ul class="dropdown-menu"><li><a class="dropdown-link" href="\/docs\/intro">Intro<\/a><\/li><li class="separator"><hr\/?><\/li><li><a class="dropdown-link" href="https:\/\/example.org"/);
    const message = await failure(await site(`${QUIET}, navbar: { items: [{ to: "/blog", label: "B", activeBaseRegex: "(" }] }`, FILES));
    expect(message).toMatch(/navbar\.items\[0\]\.activeBaseRegex: not a regular expression/);
  });

  it("still refuses an href that is neither a URL nor a path, naming the item", async () => {
    const message = await failure(await site(`${QUIET}, navbar: { items: [{ label: "Odd", href: "not a url" }] }`, FILES));
    expect(message).toMatch(/navbar\.items\[0\]\.href: Invalid URL/);
  });
});

describe("@site/ in the site's pages, components and CSS", () => {
  it("is the site's folder, and url(@site/static/…) in CSS the file static/ puts at the root", async () => {
    const quiet = 'docs: { onInlineTags: "ignore" }, blog: { onInlineTags: "ignore", onInlineAuthors: "ignore", onUntruncatedBlogPosts: "ignore" }';
    const files = {
      ...FILES,
      "pages/index.md": undefined,
      "src/pages/index.js": 'import Box from "@site/src/components/Box";\nexport default function Home() {\n  return <main><h1>Home</h1><Box /></main>;\n}\n',
      "src/components/Box.js": 'import { label } from "@site/src/label.js";\nexport default function Box() {\n  return <p className="box">{label}</p>;\n}\n',
      "src/label.js": 'export const label = "Boxed in by @site";\n',
      "src/css/custom.css": ".box { background: url('@site/static/img/bg.svg'); }\n",
      "static/img/bg.svg": '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>\n',
    };
    const dir = await site(`${quiet}, pages: { path: "src/pages" }, customCss: "src/css/custom.css"`, Object.fromEntries(Object.entries(files).filter(([, text]) => text !== undefined)) as Record<string, string>);
    const { out } = await buildOf(dir, true);
    expect(await read(out, "index.html")).toContain('<p class="box">Boxed in by @site</p>');
    const css = (await readdir(join(out, "assets"))).filter((f) => f.endsWith(".css"));
    const styles = (await Promise.all(css.map((f) => read(out, `assets/${f}`)))).join("\n");
    expect(styles).toMatch(/\.box\s*\{\s*background:\s*url\("?\/img\/bg\.svg"?\)/);
  });

  it("names the page and line of an @site/ import that leads nowhere", async () => {
    const files = { ...FILES, "pages/index.md": undefined, "src/pages/index.js": '\nimport Gone from "@site/src/Gone";\nexport default function Home() {\n  return <Gone />;\n}\n' };
    const message = await failure(await site('pages: { path: "src/pages" }', Object.fromEntries(Object.entries(files).filter(([, text]) => text !== undefined)) as Record<string, string>));
    expect(message).toMatch(/src\/pages\/index\.js:2.*Could not resolve "@site\/src\/Gone"/);
  });
});

describe("a site without a blog folder", () => {
  it("has no blog pages, feeds or blog search index, and none in the sitemap, as Docusaurus makes none", async () => {
    const files = Object.fromEntries(Object.entries(FILES).filter(([path]) => !path.startsWith("blog/")));
    const { out, notes } = await buildOf(await site('docs: { onInlineTags: "ignore" }, blog: { feedOptions: { copyright: "C" } }', files), true);
    for (const path of ["blog/index.html", "blog/archive/index.html", "blog/tags/index.html", "blog/page/1/index.html", "blog/rss.xml", "blog/atom.xml"]) expect(existsSync(join(out, path)), path).toBe(false);
    expect(await read(out, "sitemap.xml")).not.toContain("/blog");
    const home = await read(out, "index.html");
    expect(home).not.toContain('rel="alternate"');
    expect((await readdir(out)).filter((f) => f.startsWith("search-index")).join(" ")).not.toContain("blog");
    expect(notes).toEqual([]);
  });

  it("takes Docusaurus's `blog: false` with a notice", async () => {
    const files = Object.fromEntries(Object.entries(FILES).filter(([path]) => !path.startsWith("blog/")));
    const { out, notes } = await buildOf(await site('docs: { onInlineTags: "ignore" }, blog: false', files), true);
    expect(notes).toContain("config: blog: false left out: sitec makes a blog only when the site has a blog folder (`blog.path`, `blog` unless set).");
    expect(existsSync(join(out, "blog/index.html"))).toBe(false);
  });
});

describe("metadata (Docusaurus's themeConfig.metadata)", () => {
  it("writes the site's <meta> tags on every page: its twitter:card replaces the default, a page's own description stays", async () => {
    const quiet = 'docs: { onInlineTags: "ignore" }, blog: { onInlineTags: "ignore", onInlineAuthors: "ignore", onUntruncatedBlogPosts: "ignore" }';
    const config = `${quiet}, metadata: [{ name: "twitter:card", content: "summary" }, { name: "theme-color", content: "#25c2a0" }, { property: "og:site_name", content: "Opts" }, { name: "description", content: "Site-wide words" }]`;
    const { out } = await buildOf(await site(config, FILES));
    const head = (await read(out, "docs/intro/index.html")).split("</head>")[0]!;
    expect(head.match(/<meta name="twitter:card"[^>]*>/g)).toEqual(['<meta name="twitter:card" content="summary">']);
    expect(head).toContain('<meta name="theme-color" content="#25c2a0">');
    expect(head).toContain('<meta property="og:site_name" content="Opts">');
    expect(head.match(/<meta name="description"[^>]*>/g)).toHaveLength(1);
    expect(head).not.toContain("Site-wide words");
  });

  it("refuses a tag without content, naming it", async () => {
    const message = await failure(await site('metadata: [{ name: "theme-color" }]', FILES));
    expect(message).toMatch(/metadata\[0\]: a metadata tag needs `content`/);
  });
});

describe("a doc's heading, as Docusaurus's DocItem shows it", () => {
  it("is the doc's own # heading whatever its title or hide_title; hide_title hides only a heading made from the title", async () => {
    const quiet = 'docs: { onInlineTags: "ignore" }, blog: { onInlineTags: "ignore", onInlineAuthors: "ignore", onUntruncatedBlogPosts: "ignore" }';
    const files = {
      ...FILES,
      "docs/hidden-own.md": "---\ntitle: Front A\nhide_title: true\n---\n\n# Markdown A\n\nText.\n",
      "docs/own.md": "---\ntitle: Front B\n---\n\n# Markdown B\n\nText.\n",
      "docs/hidden.md": "---\ntitle: Front C\nhide_title: true\n---\n\nText.\n",
    };
    const { out } = await buildOf(await site(quiet, files));
    const h1s = async (path: string) => [...(await read(out, `${path}/index.html`)).matchAll(/<h1[^>]*>([^<]*)<\/h1>/g)].map((m) => m[1]);
    expect(await h1s("docs/hidden-own")).toEqual(["Markdown A"]);
    expect(await h1s("docs/own")).toEqual(["Markdown B"]);
    expect(await h1s("docs/hidden")).toEqual([]);
    // The title is still the page's title.
    expect(await read(out, "docs/own/index.html")).toContain("<title>Front B | Opts</title>");
  });
});

describe("markdown.hooks (Docusaurus 3.9's names)", () => {
  const quiet = 'docs: { onInlineTags: "ignore" }, blog: { onInlineTags: "ignore", onInlineAuthors: "ignore", onUntruncatedBlogPosts: "ignore" }';
  const files = { ...FILES, "docs/links.md": "# Links\n\nSee [gone](./gone.md).\n\n![Diagram](./nope.png)\n" };

  it("onBrokenMarkdownLinks rules over the top-level option", async () => {
    const message = await failure(await site(`${quiet}, onBrokenMarkdownLinks: "ignore", markdown: { hooks: { onBrokenMarkdownLinks: "throw", onBrokenMarkdownImages: "ignore" } }`, files));
    expect(message).toMatch(/docs\/links\.md:3 broken Markdown link "\.\/gone\.md": no doc or post has that file \(onBrokenMarkdownLinks: "throw"\)/);
    expect(message).not.toMatch(/nope\.png/);
  });

  it("onBrokenMarkdownImages: an image that names no file fails the build unless it says warn, log or ignore", async () => {
    const fails = await failure(await site(quiet, files));
    expect(fails).toMatch(/docs\/links\.md:5 "\.\/nope\.png" names no file/);
    const { result } = await buildOf(await site(`${quiet}, markdown: { hooks: { onBrokenMarkdownImages: "warn" } }`, files));
    expect(result.warnings.filter((w) => w.includes("nope.png"))).toEqual([expect.stringMatching(/docs\/links\.md:5: "\.\/nope\.png" names no file/)]);
  });
});

describe("feedOptions.xslt", () => {
  const quiet = 'onInlineTags: "ignore", onInlineAuthors: "ignore", onUntruncatedBlogPosts: "ignore"';

  it("true: writes sitec's stylesheets beside the RSS and Atom feeds, each feed naming its own", async () => {
    const { out } = await buildOf(await site(`blog: { ${quiet}, feedOptions: { type: "all", copyright: "C", xslt: true } }`, FILES));
    const rss = await read(out, "blog/rss.xml");
    expect(rss.startsWith('<?xml version="1.0" encoding="utf-8"?><?xml-stylesheet type="text/xsl" href="rss.xsl"?>')).toBe(true);
    expect(await read(out, "blog/atom.xml")).toContain('<?xml-stylesheet type="text/xsl" href="atom.xsl"?>');
    expect(await read(out, "blog/rss.xsl")).toContain('<xsl:for-each select="item">');
    expect(await read(out, "blog/atom.xsl")).toContain('<xsl:for-each select="atom:entry">');
    expect(await read(out, "blog/rss.xsl")).toContain('href="rss.css"');
    expect(existsSync(join(out, "blog/rss.css"))).toBe(true);
    expect(existsSync(join(out, "blog/atom.css"))).toBe(true);
    expect(await read(out, "blog/feed.json")).not.toContain("xsl");
  });

  it("a path: the site's own stylesheet and its CSS for one feed; a stylesheet without its CSS is an error", async () => {
    const files = { ...FILES, "blog/looks/mine.xsl": '<?xml version="1.0"?><xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"/>\n', "blog/looks/mine.css": "body { color: teal; }\n" };
    const { out } = await buildOf(await site(`blog: { ${quiet}, feedOptions: { type: "all", copyright: "C", xslt: { rss: "looks/mine.xsl" } } }`, files));
    expect(await read(out, "blog/rss.xml")).toContain('<?xml-stylesheet type="text/xsl" href="mine.xsl"?>');
    expect(await read(out, "blog/mine.css")).toBe("body { color: teal; }\n");
    expect(await read(out, "blog/atom.xml")).not.toContain("xml-stylesheet");
    const { "blog/looks/mine.css": _css, ...withoutCss } = files;
    const message = await failure(await site(`blog: { ${quiet}, feedOptions: { copyright: "C", xslt: { rss: "looks/mine.xsl" } } }`, withoutCss));
    expect(message).toMatch(/"looks\/mine\.xsl" has no CSS file of the same name beside it/);
  });
});

describe("Docusaurus options sitec does not have", () => {
  it("drops those without meaning with a one-line notice each", async () => {
    const { notes } = await buildOf(await site('deploymentBranch: "gh-pages", future: { v4: true }, blog: { onUntruncatedBlogPosts: "ignore", onInlineAuthors: "ignore", onInlineTags: "ignore" }', FILES));
    expect(notes).toContain("config: deploymentBranch left out: only `docusaurus deploy` reads it.");
    expect(notes.some((n) => n.startsWith("config: future left out:"))).toBe(true);
  });

  it("gives pages organizationName and projectName, as useDocusaurusContext().siteConfig reads them", async () => {
    const page = 'import useDocusaurusContext from "@docusaurus/useDocusaurusContext";\nexport default function Repo() {\n  const { siteConfig } = useDocusaurusContext();\n  return <main><h1>Repository</h1><p className="repo">{siteConfig.organizationName}/{siteConfig.projectName}</p></main>;\n}\n';
    const quiet = 'blog: { onUntruncatedBlogPosts: "ignore", onInlineAuthors: "ignore", onInlineTags: "ignore" }, docs: { onInlineTags: "ignore" }';
    const { out, notes } = await buildOf(await site(`organizationName: "acme", projectName: "opts", ${quiet}`, { ...FILES, "pages/repo.tsx": page }));
    expect(await read(out, "repo/index.html")).toContain('<p class="repo">acme<!-- -->/<!-- -->opts</p>');
    expect(notes.filter((n) => n.includes("organizationName") || n.includes("projectName"))).toEqual([]);
  });

  it("drops prism's themes and default language with a notice, and refuses its magic comments", async () => {
    const quiet = 'blog: { onUntruncatedBlogPosts: "ignore", onInlineAuthors: "ignore", onInlineTags: "ignore" }';
    const { notes } = await buildOf(await site(`${quiet}, prism: { theme: {}, darkTheme: {}, defaultLanguage: "js", additionalLanguages: ["ruby"] }`, FILES));
    expect(notes.filter((n) => n.startsWith("config: prism."))).toEqual([
      "config: prism.theme left out: sitec highlights code in its theme's colours, light and dark; restyle the `.hl-…` classes in customCss to change them.",
      "config: prism.darkTheme left out: sitec highlights code in its theme's colours, light and dark; restyle the `.hl-…` classes in customCss to change them.",
      "config: prism.defaultLanguage left out: a code block without a language is shown as plain text; name the language after its opening fence to highlight it.",
    ]);
    const message = await failure(await site(`${quiet}, prism: { magicComments: [] }`, FILES));
    expect(message).toMatch(/prism\.magicComments: .*sitec knows the default magic comments only/);
  });

  it("refuses the others, each with its line and what to do, with the schema's errors in the same run", async () => {
    const config = `
  docs: { sidebarItemsGenerator: () => [] },
  blog: { feedOptions: { copyright: "C", xslt: 3 }, blogPostComponent: "@theme/X" },
  plugins: [],
  markdown: { mermaid: true, mdx1Compat: { comments: true }, anchors: { maintainCase: true } },
  colourMode: {}`;
    const message = await failure(await site(config, FILES));
    expect(message).toMatch(/:2 docs\.sidebarItemsGenerator: Docusaurus's option is not supported by sitec\. .*write the sidebar you want in the sidebars file/);
    expect(message).toMatch(/:3 blog\.blogPostComponent: .*theme folder/);
    expect(message).toMatch(/:4 plugins: .*remark\/rehype plugins go in `markdown`/);
    expect(message).toMatch(/:3 blog\.feedOptions\.xslt: /);
    expect(message).toMatch(/:5 markdown\.anchors: .*heading ids in lower case/);
    // Taken: diagrams are drawn (test/integration/mermaid.test.ts).
    expect(message).not.toMatch(/markdown\.mermaid/);
    expect(message).not.toMatch(/mdx1Compat/);
    expect(message).toMatch(/:6 unknown key "colourMode"/);
  });

  it("builds the docs folder only with docs.disableVersioning", async () => {
    const files = { ...FILES, "versions.json": '["1.0"]\n', "versioned_docs/version-1.0/old.md": "# Old\n", "versioned_sidebars/version-1.0-sidebars.json": '{"docs":["old"]}\n' };
    const config = 'docs: { disableVersioning: true, onInlineTags: "ignore" }, blog: { onInlineTags: "ignore", onInlineAuthors: "ignore", onUntruncatedBlogPosts: "ignore" }';
    const { out } = await buildOf(await site(config, files));
    expect(existsSync(join(out, "docs/intro/index.html"))).toBe(true);
    expect(existsSync(join(out, "docs/1.0/old/index.html"))).toBe(false);
    expect(existsSync(join(out, "docs/next/intro/index.html"))).toBe(false);
  });
});
