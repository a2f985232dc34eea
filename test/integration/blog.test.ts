// A blog of 14 listed posts and 1 unlisted one, like the real site: list pages, tags, tag
// page 2, archive and feeds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join, dirname } from "node:path";
import { buildSite, copyFixture, read, removeAll } from "../helpers/fixtures.ts";

let out: string;
let root: string;

/** 14 listed posts, one a month, and one unlisted; tag `secureCodeBox` on 12 of them. */
async function writeBlog(blogDir: string) {
  await rm(blogDir, { recursive: true, force: true });
  await mkdir(blogDir, { recursive: true });
  await writeFile(join(blogDir, "authors.yml"), "team:\n  name: The team\n  title: Writers\n  url: https://example.org\n");
  for (let i = 1; i <= 14; i++) {
    const month = String(((i - 1) % 12) + 1).padStart(2, "0");
    const year = i <= 12 ? 2021 : 2022;
    const tags = [i <= 12 ? "secureCodeBox" : "Log4J", i % 2 ? "v1" : "v2"];
    const words = Array.from({ length: 400 * (i % 3 === 0 ? 3 : 1) }, (_, n) => `word${n}`).join(" ");
    await writeFile(
      join(blogDir, `${year}-${month}-0${(i % 9) + 1}-post-${i}.md`),
      `---\ntitle: Post ${i}\ndescription: About post ${i}.\nauthors: [team]\ntags: [${tags.join(", ")}]\n---\n\nOpening of post ${i}.\n\n<!-- truncate -->\n\n## Body\n\n${words}\n\n\`\`\`bash\n${"echo code\n".repeat(300)}\`\`\`\n`,
    );
  }
  await writeFile(
    join(blogDir, "2022-06-01-hidden.md"),
    "---\ntitle: Hidden post\nauthors: team\ntags: [secureCodeBox, hidden]\nunlisted: true\n---\n\nSecret.\n\n<!-- truncate -->\n\nMore.\n",
  );
}

beforeAll(async () => {
  const site = await copyFixture("basic-site");
  root = dirname(site);
  await writeBlog(join(site, "blog"));
  // The fixture's config pages by 2; the real site by 10.
  const config = join(site, "site.config.ts");
  const { readFile } = await import("node:fs/promises");
  await writeFile(config, (await readFile(config, "utf8")).replace("postsPerPage: 2", "postsPerPage: 10"));
  out = join(root, "build");
  await buildSite(site, out, { strict: true });
});
afterAll(() => (process.env.KEEP ? console.log(root) : removeAll(root)));

const articles = (html: string) => [...html.matchAll(/<article class="blog-post-item">.*?<h2 class="blog-post-title"><a href="([^"]+)">/gs)].map((m) => m[1]);

describe("blog of 14 listed posts and 1 unlisted", () => {
  it("lists 10 posts on /blog and 4 on /blog/page/2, newest first", async () => {
    const first = articles(await read(out, "blog/index.html"));
    const second = articles(await read(out, "blog/page/2/index.html"));
    expect(first).toHaveLength(10);
    expect(second).toHaveLength(4);
    expect(first[0]).toBe("/blog/2022/02/06/post-14");
    expect(second.at(-1)).toBe("/blog/2021/01/02/post-1");
    expect(existsSync(join(out, "blog/page/3/index.html"))).toBe(false);
    const html = await read(out, "blog/index.html");
    expect(html).toContain("Older entries");
    expect(html).not.toContain("Newer entries");
    expect(await read(out, "blog/page/2/index.html")).toContain("Newer entries");
  });

  it("shows reading time without code and the excerpt with Read more", async () => {
    const html = await read(out, "blog/2021/03/04/post-3/index.html");
    // 1200 words of prose at 200 a minute; the 300 lines of code do not count.
    expect(html).toContain("6 min read");
    const list = await read(out, "blog/index.html");
    expect(list).toContain("Opening of post 14.");
    expect(list).not.toContain("word399");
    expect(list).toContain(">Read more<");
  });

  it("has a tags page with counts and paginated tag pages", async () => {
    const tags = await read(out, "blog/tags/index.html");
    expect(tags).toMatch(/href="\/blog\/tags\/secure-code-box">secureCodeBox <span class="tag-count">12<\/span>/);
    expect(tags).toMatch(/href="\/blog\/tags\/log-4-j">Log4J <span class="tag-count">2<\/span>/);
    expect(tags).not.toContain("/blog/tags/hidden");
    expect(articles(await read(out, "blog/tags/secure-code-box/index.html"))).toHaveLength(10);
    expect(articles(await read(out, "blog/tags/secure-code-box/page/2/index.html"))).toHaveLength(2);
    expect(await read(out, "blog/tags/secure-code-box/index.html")).toContain("12 posts tagged with &quot;secureCodeBox&quot;");
    expect(existsSync(join(out, "blog/tags/hidden/index.html"))).toBe(false);
  });

  it("groups the archive by year, newest first, without the unlisted post", async () => {
    const html = await read(out, "blog/archive/index.html");
    const years = [...html.matchAll(/<h2>(\d{4})<\/h2>/g)].map((m) => m[1]);
    expect(years).toEqual(["2022", "2021"]);
    expect(html.match(/<time /g)).toHaveLength(14);
    expect(html).not.toContain("Hidden post");
  });

  it("writes 14 items to each feed and leaves the unlisted post out", async () => {
    const json = JSON.parse(await read(out, "blog/feed.json"));
    expect(json.items).toHaveLength(14);
    const rss = await read(out, "blog/rss.xml");
    expect(rss.match(/<item>/g)).toHaveLength(14);
    const atom = await read(out, "blog/atom.xml");
    expect(atom.match(/<entry>/g)).toHaveLength(14);
    for (const feed of [JSON.stringify(json), rss, atom]) expect(feed).not.toContain("Hidden post");
  });

  it("renders the unlisted post at its URL only", async () => {
    const html = await read(out, "blog/2022/06/01/hidden/index.html");
    expect(html).toContain("Unlisted page");
    expect(html).toContain('content="noindex, nofollow"');
    expect(await read(out, "sitemap.xml")).not.toContain("hidden");
  });
});

// Regression: `blog.showReadingTime` was accepted by the config and did nothing.
describe("blog.showReadingTime: false", () => {
  it("leaves the reading time out of lists and posts", async () => {
    const site = await copyFixture("basic-site");
    const config = join(site, "site.config.ts");
    const { readFile } = await import("node:fs/promises");
    await writeFile(config, (await readFile(config, "utf8")).replace("postsPerPage: 2,", "postsPerPage: 2,\n    showReadingTime: false,"));
    const built = join(dirname(site), "out");
    try {
      await buildSite(site, built);
      for (const page of ["blog/index.html", "blog/2023/01/11/post-1/index.html", "blog/2023/01/11/post-1/route.json"]) {
        const text = await read(built, page);
        expect(text, page).toContain("Post number 1");
        expect(text, page).not.toMatch(/min read|readingTime/);
      }
    } finally {
      await removeAll(dirname(site));
    }
  });
});
