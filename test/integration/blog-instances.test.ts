// Further blogs (config `blogInstances`, Docusaurus's further instances of its blog plugin): each
// folder is built under its own route base, with its own list pages, posts, tags pages, authors,
// edit links and feeds, beside the `blog` option's blog; `sitec migrate` writes one for each
// blog plugin entry with an id.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { buildSiteFrom, read, removeAll } from "../helpers/fixtures.ts";
import { convertDocusaurusConfig } from "../../src/migrate/convert-config.ts";

let root: string;
let out: string;

const FEED = 'feedOptions: { type: "rss", copyright: "The team" }';

beforeAll(async () => {
  ({ root, out } = await buildSiteFrom({
    "site.config.ts": `export default {
      title: "Blogs", url: "https://blogs.example.org",
      blog: { onUntruncatedBlogPosts: "ignore", ${FEED} },
      blogInstances: [{
        id: "changelog", path: "changelog", routeBasePath: "changelog", blogTitle: "Changelog", blogDescription: "Every release.",
        blogSidebarTitle: "All releases", blogSidebarCount: "ALL", onUntruncatedBlogPosts: "ignore", editUrl: "https://git.example.org/edit/main/website/",
        ${FEED},
      }],
      navbar: { items: [{ to: "/blog", label: "Blog" }, { to: "/changelog", label: "Changelog" }] },
    };\n`,
    "pages/index.md": "# Home\n\nThe home page.\n",
    "blog/2024-01-01-hello.md": "---\ntitle: Hello\ntags: [news]\n---\n\nThe first post.\n",
    "changelog/authors.yml": "maintainers:\n  name: The maintainers\n  title: Release team\n",
    "changelog/2024-03-01-v2.md": "---\ntitle: Version 2\nauthors: maintainers\ntags: [release]\n---\n\nVersion 2 is out. See [the first post](../blog/2024-01-01-hello.md).\n",
    "changelog/2024-02-01-v1.md": "---\ntitle: Version 1\nauthors: maintainers\ntags: [release]\n---\n\nVersion 1 is out.\n",
  }, { strict: true }));
}, 120_000);
afterAll(() => removeAll(root));

describe("a further blog", () => {
  it("has list pages of its own posts, apart from the blog's", async () => {
    const changelog = await read(out, "changelog/index.html");
    expect(changelog).toContain("Version 2");
    expect(changelog).toContain("Version 1");
    expect(changelog).not.toContain("Hello");
    const blog = await read(out, "blog/index.html");
    expect(blog).toContain("Hello");
    expect(blog).not.toContain("Version 2");
  });

  it("has its posts, tags pages, archive and authors below its route base, with its sidebar title and edit links", async () => {
    const post = await read(out, "changelog/2024/03/01/v2/index.html");
    expect(post).toContain("All releases");
    expect(post).toContain("The maintainers");
    expect(post).toContain('href="https://git.example.org/edit/main/website/changelog/2024-03-01-v2.md"');
    // A `.md` link to the other blog's post leads to its page.
    expect(post).toContain('href="/blog/2024/01/01/hello"');
    expect(await read(out, "changelog/tags/release/index.html")).toContain("Version 1");
    expect(existsSync(join(out, "changelog/archive/index.html"))).toBe(true);
    expect(existsSync(join(out, "blog/tags/news/index.html"))).toBe(true);
    expect(existsSync(join(out, "blog/tags/release/index.html"))).toBe(false);
  });

  it("writes its own feed, which every page names beside the blog's", async () => {
    const feed = await read(out, "changelog/rss.xml");
    expect(feed).toContain("<title>Changelog</title>");
    expect(feed).toContain("https://blogs.example.org/changelog/2024/03/01/v2");
    expect(feed).not.toContain("<link>https://blogs.example.org/blog/2024/01/01/hello</link>");
    const home = await read(out, "index.html");
    expect(home).toContain('href="/changelog/rss.xml"');
    expect(home).toContain('href="/blog/rss.xml"');
  });

  it("is searched with the rest", async () => {
    expect(await read(out, "search-index-default.json")).toContain("/changelog/2024/03/01/v2");
  });
});

describe("a further blog's own rules", () => {
  it("reports its posts by its own options, naming them", async () => {
    const built = await buildSiteFrom({
      "site.config.ts": 'export default { title: "Rules", url: "https://rules.example.org", blog: { onUntruncatedBlogPosts: "ignore" }, blogInstances: [{ id: "news", path: "news", routeBasePath: "news" }] };\n',
      "pages/index.md": "# Home\n\nThe home page.\n",
      "blog/2024-01-01-hello.md": "---\ntitle: Hello\n---\n\nNo marker, ignored here.\n",
      "news/2024-02-01-update.md": "---\ntitle: Update\n---\n\nNo marker, reported there.\n",
    });
    try {
      const markers = built.result.warnings.filter((w) => w.includes("truncate marker"));
      expect(markers).toEqual([expect.stringMatching(/news\/2024-02-01-update\.md: .*\(blogInstances\[0\]\.onUntruncatedBlogPosts\)$/)]);
    } finally {
      await removeAll(built.root);
    }
  });
});

describe("sitec migrate and a blog plugin entry", () => {
  it("writes a further blog for an entry with an id, and takes an entry without one for the blog when the preset has none", () => {
    const { config } = convertDocusaurusConfig(
      {
        title: "T",
        url: "https://t.example.org",
        baseUrl: "/",
        presets: [["classic", { blog: false }]],
        plugins: [
          ["@docusaurus/plugin-content-blog", { id: "changelog", path: "./changelog", routeBasePath: "changelog", blogSidebarCount: "ALL" }],
          ["@docusaurus/plugin-content-blog", { path: "news" }],
        ],
      },
      "/project",
    );
    expect(config.blogInstances).toEqual([{ id: "changelog", path: "changelog", routeBasePath: "changelog", blogSidebarCount: "ALL" }]);
    expect(config.blog).toEqual({ path: "news" });
  });
});
