import { describe, it, expect, beforeAll, afterAll, afterEach } from "vitest";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { execFileSync } from "node:child_process";
import { formatDate, isValidDate, loadAuthors, loadPosts, readingTime, type PostFile } from "../../../src/content/blog.ts";
import { SiteError, SiteErrors } from "../../../src/errors.ts";
import { postsOf } from "../../helpers/content.ts";
import { findContentFiles } from "../../../src/content/find-site-files.ts";

const tempDirs: string[] = [];
async function blogDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "sitec-unit-blog-"));
  tempDirs.push(dir);
  for (const [path, contents] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), contents);
  }
  return dir;
}
afterAll(async () => {
  await Promise.all(tempDirs.map((d) => rm(d, { recursive: true, force: true })));
});

/** Runs `fn` with the process in another time zone. */
async function inTimeZone<T>(tz: string, fn: () => T | Promise<T>): Promise<T> {
  const before = process.env.TZ;
  process.env.TZ = tz;
  try {
    return await fn();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

async function loadErrors(dir: string): Promise<SiteError[]> {
  try {
    await postsOf(dir, { routeBasePath: "blog" });
  } catch (e) {
    if (e instanceof SiteErrors) return e.errors;
    if (e instanceof SiteError) return [e];
    throw e;
  }
  throw new Error("loadPosts accepted invalid posts");
}

describe("isValidDate", () => {
  it("accepts real calendar days", () => {
    expect(isValidDate(2023, 9, 15)).toBe(true);
    expect(isValidDate(2024, 2, 29)).toBe(true);
    expect(isValidDate(2000, 2, 29)).toBe(true);
    expect(isValidDate(2023, 12, 31)).toBe(true);
  });

  it("rejects days that do not exist", () => {
    expect(isValidDate(2023, 2, 29)).toBe(false);
    expect(isValidDate(1900, 2, 29)).toBe(false);
    expect(isValidDate(2023, 4, 31)).toBe(false);
    expect(isValidDate(2023, 13, 1)).toBe(false);
    expect(isValidDate(2023, 0, 10)).toBe(false);
    expect(isValidDate(2023, 1, 0)).toBe(false);
  });
});

describe("readingTime", () => {
  it("is words / 200, rounded, at least one minute", () => {
    expect(readingTime(0)).toBe(1);
    expect(readingTime(50)).toBe(1);
    expect(readingTime(299)).toBe(1);
    expect(readingTime(300)).toBe(2);
    expect(readingTime(1000)).toBe(5);
    expect(readingTime(1099)).toBe(5);
  });
});

describe("formatDate", () => {
  it("formats as 'Month D, YYYY'", () => {
    expect(formatDate("2023-09-15")).toBe("September 15, 2023");
    expect(formatDate("2021-01-01")).toBe("January 1, 2021");
    expect(formatDate("2020-12-31")).toBe("December 31, 2020");
  });

  it("writes every day from 1995 to 2040 as en-US's long date format does", () => {
    const reference = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    let checked = 0;
    for (let t = Date.UTC(1995, 0, 1); t <= Date.UTC(2040, 11, 31); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      expect(formatDate(iso), iso).toBe(reference.format(new Date(t)));
      checked++;
    }
    expect(checked).toBeGreaterThan(16_000);
  });

  it("refuses a date that is not one", () => {
    expect(() => formatDate("2023-02-30x")).toThrow(RangeError);
  });

  it.each(["Pacific/Kiritimati", "Pacific/Pago_Pago", "America/Los_Angeles", "Asia/Tokyo", "Europe/Berlin"])(
    "gives the same day in %s (dates are UTC)",
    async (tz) => {
      await inTimeZone(tz, () => {
        expect(formatDate("2021-01-01")).toBe("January 1, 2021");
        expect(formatDate("2020-12-31")).toBe("December 31, 2020");
        expect(isValidDate(2024, 2, 29)).toBe(true);
        expect(isValidDate(2023, 2, 29)).toBe(false);
      });
    },
  );
});

describe("loadAuthors", () => {
  it("reads authors.yml", async () => {
    const dir = await blogDir({
      "authors.yml": "alice:\n  name: Alice A.\n  title: Maintainer\n  url: https://a.example\n  image_url: https://a.example/a.png\nbob:\n  name: Bob\n",
    });
    const authors = await loadAuthors(dir);
    expect([...authors.keys()]).toEqual(["alice", "bob"]);
    expect(authors.get("alice")).toEqual({
      key: "alice",
      name: "Alice A.",
      title: "Maintainer",
      url: "https://a.example",
      imageUrl: "https://a.example/a.png",
      initials: "A",
    });
    expect(authors.get("bob")?.name).toBe("Bob");
  });

  // The theme used to strip the site's own name from author names to find the avatar letter.
  it("takes the avatar's initials from authors.yml, or the name's first letter", async () => {
    const dir = await blogDir({ "authors.yml": "team:\n  name: Example core team\n  initials: C\nbob:\n  name: bob\n" });
    const authors = await loadAuthors(dir);
    expect(authors.get("team")?.initials).toBe("C");
    expect(authors.get("bob")?.initials).toBe("B");
  });

  it("gives no authors without a file", async () => {
    expect((await loadAuthors(await blogDir({}))).size).toBe(0);
  });

  it("names the author without a name and its line", async () => {
    const dir = await blogDir({ "authors.yml": "alice:\n  name: Alice\nbob:\n  title: No name\n" });
    const error = await loadAuthors(dir).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SiteError);
    expect((error as SiteError).message).toMatch(/^invalid author bob\.name: /);
    expect((error as SiteError).line).toBe(3);
    expect((error as SiteError).file).toBe(join(dir, "authors.yml"));
  });

  it("rejects invalid YAML", async () => {
    const dir = await blogDir({ "authors.yml": "alice: [\n" });
    await expect(loadAuthors(dir)).rejects.toThrow(/^invalid YAML: /);
  });
});

describe("loadPosts", () => {
  let posts: PostFile[];
  let dir: string;
  beforeAll(async () => {
    dir = await blogDir({
      "authors.yml": "alice:\n  name: Alice\n  url: https://a.example\nbob:\n  name: Bob\n",
      "2023-09-15-sbom-part-two.md":
        "---\ntitle: SBOM part two\nauthors: [alice, bob]\ntags: [secureCodeBox, SBOM, Log4J, secure-code-box]\n---\nIntro text.\n\n<!-- truncate -->\n\nThe rest.\n",
      "2023-09-15-aaa.md": "---\ntitle: Same day\nauthors: alice\n---\nx\n",
      "2021-01-27-old.md": "---\ntitle: Old and unlisted\nunlisted: true\n---\nx\n",
      "2022-01-18-draft.md": "---\ntitle: Draft\ndraft: true\n---\nx\n",
      "2022-05-05-folder-post/index.md": "---\ntitle: Folder post\n---\nx\n",
      "undated.md": "---\ntitle: Dated in front matter\ndate: 2020-02-03\n---\nx\n",
      "_partial.md": "not a post, no front matter",
      "2019-03-04-absolute.md": "---\ntitle: Absolute slug\nslug: /custom/path\n---\n",
    });
    posts = await postsOf(dir, { routeBasePath: "blog" });
  });
  const post = (title: string) => posts.find((p) => p.frontMatter.title === title)!;

  it("reads a YAML 1.1 date with a one-digit month and day, as Docusaurus does", async () => {
    const [one] = await postsOf(await blogDir({ "one-digit.md": "---\ntitle: One-digit month\ndate: 2023-2-7T00:00:00.000Z\n---\nx\n" }), { routeBasePath: "blog" });
    expect(one!.date).toBe("2023-02-07");
    expect(one!.route).toBe("/blog/one-digit");
  });

  it("derives dates and routes from file names", () => {
    const p = post("SBOM part two");
    expect(p.date).toBe("2023-09-15");
    expect(p.route).toBe("/blog/2023/09/15/sbom-part-two");
    expect(p.file).toBe(join(dir, "2023-09-15-sbom-part-two.md"));
  });

  it("supports a post folder with index.md", () => {
    expect(post("Folder post").route).toBe("/blog/2022/05/05/folder-post");
  });

  it("takes the date from front matter when the file name has none", () => {
    expect(post("Dated in front matter").date).toBe("2020-02-03");
    // As in Docusaurus, a file name without a date gives the URL below the blog root.
    expect(post("Dated in front matter").route).toBe("/blog/undated");
  });

  it("uses an absolute `slug` below the blog", () => {
    expect(post("Absolute slug").route).toBe("/blog/custom/path");
  });

  it("sorts newest first, posts of the same time in file-name order (as Docusaurus: a stable sort of its file search's list)", () => {
    expect(posts.map((p) => p.source)).toEqual([
      "2023-09-15-aaa.md",
      "2023-09-15-sbom-part-two.md",
      "2022-05-05-folder-post/index.md",
      "2021-01-27-old.md",
      "undated.md",
      "2019-03-04-absolute.md",
    ]);
  });

  it("drops drafts and partials, keeps unlisted posts marked", () => {
    expect(posts.find((p) => p.frontMatter.title === "Draft")).toBeUndefined();
    expect(post("Old and unlisted").unlisted).toBe(true);
    expect(post("SBOM part two").unlisted).toBe(false);
  });

  it("keeps drafts when asked (watch mode)", async () => {
    const all = await postsOf(dir, { routeBasePath: "/blog/", includeDrafts: true });
    expect(all.find((p) => p.frontMatter.title === "Draft")?.route).toBe("/blog/2022/01/18/draft");
  });

  it("resolves authors from authors.yml, one or many", () => {
    expect(post("SBOM part two").authors.map((a) => a.name)).toEqual(["Alice", "Bob"]);
    expect(post("Same day").authors).toEqual([{ key: "alice", name: "Alice", url: "https://a.example", initials: "A" }]);
    expect(post("Folder post").authors).toEqual([]);
  });

  it("gives tags kebab-case slugs and drops tags with the same slug", () => {
    expect(post("SBOM part two").tags).toEqual([
      { label: "secureCodeBox", slug: "secure-code-box", inline: true },
      { label: "SBOM", slug: "sbom", inline: true },
      { label: "Log4J", slug: "log-4-j", inline: true },
    ]);
    // Without a tags file no tag is reported as undeclared.
    expect(post("SBOM part two").inlineTags).toEqual([]);
  });

  it("cuts the excerpt at <!-- truncate -->", () => {
    const p = post("SBOM part two");
    expect(p.excerptSource).toBeDefined();
    expect(p.excerptSource).toContain("Intro text.");
    expect(p.excerptSource).not.toContain("The rest.");
    expect(p.excerptSource!.startsWith("---\ntitle: SBOM part two")).toBe(true);
    expect(post("Same day").excerptSource).toBeUndefined();
  });

  it("uses the route base path", async () => {
    const other = await postsOf(dir, { routeBasePath: "/news/" });
    expect(other[1]!.route).toBe("/news/2023/09/15/sbom-part-two");
  });

  it("gives the same dates and routes in any time zone", async () => {
    for (const tz of ["Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
      const again = await inTimeZone(tz, () => postsOf(dir, { routeBasePath: "blog" }));
      expect(again.map((p) => [p.date, p.route])).toEqual(posts.map((p) => [p.date, p.route]));
    }
  });

  it("reports every bad post: invalid date, unknown author (with line)", async () => {
    const bad = await blogDir({
      "2023-02-30-bad-date.md": "---\ntitle: X\n---\n",
      "2023-02-01-unknown-author.md": "---\ntitle: X\n\nauthors: carol\n---\n",
      "notdated.md": "---\ntitle: X\n---\n",
    });
    const errors = await loadErrors(bad);
    expect(errors).toHaveLength(2);
    const byFile = new Map(errors.map((e) => [e.file, e]));
    expect(byFile.get(join(bad, "2023-02-30-bad-date.md"))?.message).toMatch(/invalid date 2023-02-30/);
    const author = byFile.get(join(bad, "2023-02-01-unknown-author.md"))!;
    expect(author.message).toBe('unknown author "carol".');
    expect(author.line).toBe(4);
  });

  it("reads a date in the path as Docusaurus does: one-digit month and day, folders, and the folders before it in the route", async () => {
    const dir = await blogDir({
      "2020-12-7-platform.md": "---\ntitle: A\n---\n",
      "2021/07/20/in-folders.md": "---\ntitle: B\n---\n",
      "team/2022-01-31-news/index.md": "---\ntitle: C\n---\n",
    });
    const posts = await loadPosts(dir, ["2020-12-7-platform.md", "2021/07/20/in-folders.md", "team/2022-01-31-news/index.md"], { routeBasePath: "blog" });
    expect(posts.map((p) => [p.route, p.date])).toEqual([
      ["/blog/2022/01/31/team/news", "2022-01-31"],
      ["/blog/2021/07/20/in-folders", "2021-07-20"],
      ["/blog/2020/12/7/platform", "2020-12-07"],
    ]);
  });

  it("dates a post that names no date by when it was added: its first commit, else the file's time", async () => {
    const dir = await blogDir({ "news/undated.md": "---\ntitle: X\n---\n", "loose.md": "---\ntitle: Y\n---\n" });
    const git = (...args: string[]) => execFileSync("git", args, { cwd: dir, env: { ...process.env, GIT_AUTHOR_DATE: "2019-05-04T12:00:00Z", GIT_COMMITTER_DATE: "2019-05-04T12:00:00Z" } });
    git("init", "-q");
    git("-c", "user.name=Writer", "-c", "user.email=w@example.org", "add", "news/undated.md");
    git("-c", "user.name=Writer", "-c", "user.email=w@example.org", "commit", "-q", "-m", "A post");
    const posts = await loadPosts(dir, ["news/undated.md", "loose.md"], { routeBasePath: "blog" });
    const byRoute = new Map(posts.map((p) => [p.route, p.date]));
    expect(byRoute.get("/blog/news/undated")).toBe("2019-05-04");
    // Not committed: the file's own time (today).
    expect(byRoute.get("/blog/loose")).toBe(new Date().toISOString().slice(0, 10));
  });

  it("reports invalid front matter with the file and line", async () => {
    const bad = await blogDir({ "2023-01-01-x.md": "---\ntitle: X\ndraft: sometimes\n---\n" });
    const [error] = await loadErrors(bad);
    expect(error!.message).toMatch(/^invalid front matter: draft: /);
    expect(error!.line).toBe(3);
    expect(error!.file).toBe(join(bad, "2023-01-01-x.md"));
  });

  it("keeps a post with a misspelt key, warning with the key meant", async () => {
    const dir = await blogDir({ "2023-01-01-x.md": "---\ntitle: X\ntagz: [a]\n---\n" });
    const [post] = await loadPosts(dir, ["2023-01-01-x.md"], { routeBasePath: "blog" });
    expect(post!.frontMatterWarnings).toEqual([{ key: "tagz", message: 'unknown front matter key "tagz": did you mean "tags"?', line: 3 }]);
  });

  it("rejects two posts with the same route", async () => {
    const bad = await blogDir({
      "2023-01-01-a.md": "---\ntitle: A\nslug: /same\n---\n",
      "2023-01-02-b.md": "---\ntitle: B\nslug: /same\n---\n",
    });
    const [error] = await loadErrors(bad);
    expect(error!.message).toMatch(/two posts have the route \/blog\/same/);
  });

  it("rejects a tag without letters or digits", async () => {
    const bad = await blogDir({ "2023-01-01-a.md": "---\ntitle: A\ntags: ['!!!']\n---\n" });
    const [error] = await loadErrors(bad);
    expect(error!.message).toMatch(/the tag "!!!" has no letters or digits/);
    expect(error!.line).toBe(3);
  });
});

const zoneAtStart = process.env.TZ;
afterEach(() => {
  // Every test leaves the time zone as it found it.
  expect(process.env.TZ).toBe(zoneAtStart);
});

describe("post order (Docusaurus's: by time, ties in file-name order; sortPosts)", () => {
  const files = {
    "2024-01-01-b.md": "---\ntitle: B\n---\n",
    "2024-01-01-a.md": "---\ntitle: A\n---\n",
    "2024-01-01-c.md": "---\ntitle: C\ndate: 2024-01-01T09:30:00Z\n---\n",
    "2024-01-01-d.md": "---\ntitle: D\ndate: \"2024-01-01 08:00\"\n---\n",
    "2024-01-02-e.md": "---\ntitle: E\n---\n",
    "2023-12-31-f.md": "---\ntitle: F\n---\n",
  };

  it("orders by the front matter's time of day, then same-time posts by file name", async () => {
    const dir = await blogDir(files);
    const posts = await postsOf(dir, { routeBasePath: "blog" });
    expect(posts.map((p) => p.title)).toEqual(["E", "C", "D", "A", "B", "F"]);
    // The shown date stays the day.
    expect(posts.find((p) => p.title === "C")!.date).toBe("2024-01-01");
  });

  it("sortPosts: ascending reverses the whole list, ties included (as Docusaurus reverses it)", async () => {
    const dir = await blogDir(files);
    const found = await findContentFiles({ siteDir: dirname(dir), docsDir: dir + "-no-docs", blogDir: dir, exclude: [] });
    const posts = await loadPosts(dir, found.posts.files, { routeBasePath: "blog", sortPosts: "ascending" });
    expect(posts.map((p) => p.title)).toEqual(["F", "B", "A", "D", "C", "E"]);
  });
});

describe("onInlineAuthors: the authors a post writes out", () => {
  it("names inline and older-style authors, not keys of authors.yml", async () => {
    const dir = await blogDir({
      "authors.yml": "alice:\n  name: Alice\n",
      "2024-01-01-keys.md": "---\nauthors: [alice, { key: alice, title: Guest }]\n---\n",
      "2024-01-02-inline.md": "---\nauthors: [alice, { name: Carol, url: https://c.example }]\n---\n",
      "2024-01-03-old.md": "---\nauthor: Dave\nauthor_url: https://d.example\n---\n",
    });
    const posts = await postsOf(dir, { routeBasePath: "blog" });
    const inline = Object.fromEntries(posts.map((p) => [p.source, p.inlineAuthors]));
    expect(inline).toEqual({ "2024-01-01-keys.md": [], "2024-01-02-inline.md": ["Carol"], "2024-01-03-old.md": ["Dave"] });
  });
});
