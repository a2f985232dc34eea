import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { absolutiseLinks, feedKinds, feedLinks, renderFeeds, type FeedFile } from "../../../src/feeds/feeds.ts";
import { validateConfig } from "../../../src/config/load.ts";
import { renderMarkdownFile, type RenderedMarkdown } from "../../../src/markdown/pipeline.ts";
import { postsOf } from "../../helpers/content.ts";

const ORIGIN = "https://www.securecodebox.io";

describe("absolutiseLinks", () => {
  it("makes root-relative href and src absolute", () => {
    expect(absolutiseLinks('<a href="/docs/x">x</a><img src="/img/a.png">', ORIGIN)).toBe(
      `<a href="${ORIGIN}/docs/x">x</a><img src="${ORIGIN}/img/a.png">`,
    );
  });

  it("makes the root link absolute", () => {
    expect(absolutiseLinks('<a href="/">home</a>', ORIGIN)).toBe(`<a href="${ORIGIN}/">home</a>`);
  });

  it("leaves absolute, protocol-relative, relative and hash links alone", () => {
    const html = '<a href="https://x.example/a">a</a><a href="//cdn.example/b">b</a><a href="rel/c">c</a><a href="#d">d</a>';
    expect(absolutiseLinks(html, ORIGIN)).toBe(html);
  });

  it("does not touch text that merely looks like an attribute", () => {
    expect(absolutiseLinks("<p>use href=/docs in text</p>", ORIGIN)).toBe("<p>use href=/docs in text</p>");
  });
});

describe("feedKinds", () => {
  it("gives all three for `all`, one otherwise", () => {
    expect(feedKinds("all")).toEqual(["rss", "atom", "json"]);
    expect(feedKinds("rss")).toEqual(["rss"]);
    expect(feedKinds("atom")).toEqual(["atom"]);
    expect(feedKinds("json")).toEqual(["json"]);
  });
});

const baseConfig = {
  title: "secureCodeBox",
  url: ORIGIN,
  baseUrl: "/docs-site/",
  navbar: {},
  blog: { feedOptions: { type: "all", copyright: "Copyright © iteratec" } },
};

describe("feedLinks", () => {
  it("places the feeds under the blog, with the base URL in hrefs", () => {
    const config = validateConfig(baseConfig, "", "site.config.ts");
    expect(feedLinks(config)).toEqual([
      { file: "blog/rss.xml", href: "/docs-site/blog/rss.xml", type: "application/rss+xml", title: "secureCodeBox Blog RSS Feed" },
      { file: "blog/atom.xml", href: "/docs-site/blog/atom.xml", type: "application/atom+xml", title: "secureCodeBox Blog Atom Feed" },
      { file: "blog/feed.json", href: "/docs-site/blog/feed.json", type: "application/json", title: "secureCodeBox Blog JSON Feed" },
    ]);
  });

  it("gives no feeds without feedOptions", () => {
    const config = validateConfig({ ...baseConfig, blog: {} }, "", "site.config.ts");
    expect(feedLinks(config)).toEqual([]);
  });
});

describe("renderFeeds", () => {
  let dir: string;
  let feeds: FeedFile[];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "sitec-unit-feeds-"));
    await writeFile(join(dir, "authors.yml"), "alice:\n  name: Alice\n  url: https://a.example\n");
    await writeFile(
      join(dir, "2023-09-15-sbom.md"),
      "---\ntitle: SBOM consumption\ndescription: Part two\nauthors: alice\ntags: [SBOM]\n---\nSee [the docs](/docs/x) and ![arch](/img/a.png).\n",
    );
    // Every post has an author here: a listed post without authors makes feed.json1() throw (reported separately).
    await writeFile(join(dir, "2021-01-01-new-year.md"), "---\ntitle: New year\nauthors: alice\n---\nHello.\n");
    await writeFile(join(dir, "2022-06-01-hidden.md"), "---\ntitle: Hidden post\nunlisted: true\n---\nSecret.\n");
    const config = validateConfig(baseConfig, "", "site.config.ts");
    const posts = await postsOf(dir, { routeBasePath: config.blog.routeBasePath });
    const rendered = new Map<string, RenderedMarkdown>();
    for (const post of posts) {
      rendered.set(
        post.file,
        await renderMarkdownFile(post.content, { baseUrl: config.baseUrl, toc: { min: 2, max: 3 }, resolveMarkdownFile: () => undefined }),
      );
    }
    feeds = renderFeeds(config, posts, rendered, "sitec");
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const feed = (path: string) => feeds.find((f) => f.path === path)!.contents;

  it("writes RSS, Atom and JSON", () => {
    expect(feeds.map((f) => f.path)).toEqual(["blog/rss.xml", "blog/atom.xml", "blog/feed.json"]);
    expect(feed("blog/rss.xml")).toContain("<rss");
    expect(feed("blog/atom.xml")).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
  });

  it("lists only listed posts, newest first, with absolute URLs", () => {
    const json = JSON.parse(feed("blog/feed.json")) as { items: { title: string; url: string; content_html: string }[] };
    expect(json.items.map((i) => i.title)).toEqual(["SBOM consumption", "New year"]);
    expect(json.items[0]!.url).toBe(`${ORIGIN}/docs-site/blog/2023/09/15/sbom`);
    expect(feed("blog/rss.xml")).not.toContain("Hidden post");
    expect(feed("blog/atom.xml")).not.toContain("Secret.");
  });

  it("makes links inside the content absolute", () => {
    const json = JSON.parse(feed("blog/feed.json")) as { items: { content_html: string }[] };
    expect(json.items[0]!.content_html).toContain(`href="${ORIGIN}/docs-site/docs/x"`);
    expect(json.items[0]!.content_html).toContain(`src="${ORIGIN}/docs-site/img/a.png"`);
  });

  it("dates posts at midnight UTC", () => {
    const json = JSON.parse(feed("blog/feed.json")) as { items: { date_published?: string; date_modified?: string }[] };
    const when = json.items[1]!.date_published ?? json.items[1]!.date_modified;
    expect(when).toBe("2021-01-01T00:00:00.000Z");
    expect(feed("blog/rss.xml")).toContain("Fri, 01 Jan 2021 00:00:00 GMT");
  });
});
