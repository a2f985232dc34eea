// Regression tests, one per bug found in review; each is named after the bug.
import { describe, expect, it, afterEach } from "vitest";
import { mkdir, mkdtemp, rm, writeFile, readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { renderFeeds } from "../../src/feeds/feeds.ts";
import { validateConfig } from "../../src/config/load.ts";
import { parseFrontMatter } from "../../src/content/frontmatter.ts";
import { checkLinks, collectLinks } from "../../src/check/links.ts";
import { resolveRequest } from "../../src/server/resolve-request.ts";
import { createStagingDir } from "../../src/output/atomic.ts";
import { SiteErrors } from "../../src/errors.ts";
import { render } from "./markdown/helpers.ts";
import { postsOf } from "../helpers/content.ts";

const dirs: string[] = [];
afterEach(async () => Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true }))));
async function temp() {
  const d = await mkdtemp(join(tmpdir(), "sitec-reg-"));
  dirs.push(d);
  return d;
}

const baseConfig = { title: "T", url: "https://example.org", navbar: { items: [] } };

describe("regressions", () => {
  it("the JSON feed of a post without authors does not crash", async () => {
    const dir = await temp();
    await writeFile(join(dir, "2021-01-01-a.md"), "---\ntitle: A\n---\n\nText.\n");
    const posts = await postsOf(dir, { routeBasePath: "blog" });
    const config = validateConfig({ ...baseConfig, blog: { feedOptions: { type: "json", copyright: "c" } } }, "", "x");
    const [feed] = renderFeeds(config, posts, new Map([[posts[0]!.file, await render("Text.")]]), "sitec");
    expect(JSON.parse(feed!.contents).items).toHaveLength(1);
  });

  it("an unknown key inside a navbar item is named with its own line and the spelling hint", () => {
    const source = [
      "export default {", //1
      '  title: "T",', //2
      '  url: "https://example.org",', //3
      "  navbar: {", //4
      "    items: [", //5
      '      { type: "default", to: "/a", label: "A" },', //6
      "      {", //7
      '        type: "dropdown",', //8
      '        label: "More",', //9
      '        lable: "typo",', //10
      '        items: [{ label: "x", to: "/x" }],', //11
      "      },", //12
      "    ],", //13
      "  },", //14
      "};", //15
    ].join("\n");
    const raw = {
      ...baseConfig,
      navbar: { items: [{ type: "default", to: "/a", label: "A" }, { type: "dropdown", label: "More", lable: "typo", items: [{ label: "x", to: "/x" }] }] },
    };
    try {
      validateConfig(raw, source, "site.config.ts");
      throw new Error("expected an error");
    } catch (e) {
      const [error] = (e as SiteErrors).errors;
      expect(error!.format(process.cwd())).toBe('site.config.ts:10: navbar.items[1]: unknown key "lable".');
      expect(error!.hint).toBe("Remove it or check its spelling against the config reference in the README.");
    }
  });

  it("an empty front matter block is accepted", () => {
    expect(parseFrontMatter("---\n---\nbody", "x.md").data).toEqual({});
  });

  it("blog files in `_` folders are not posts", async () => {
    const dir = await temp();
    await mkdir(join(dir, "_drafts"));
    await writeFile(join(dir, "_drafts", "2020-01-01-hidden.md"), "---\ntitle: Hidden\n---\n");
    await writeFile(join(dir, "2020-01-02-shown.md"), "---\ntitle: Shown\n---\n");
    expect((await postsOf(dir, { routeBasePath: "blog" })).map((p) => p.frontMatter.title)).toEqual(["Shown"]);
  });

  it("relative links resolve against clean URLs without a trailing slash", () => {
    const ids = new Map([
      ["/docs/a", new Set<string>()],
      ["/docs/b", new Set<string>()],
    ]);
    const page = (html: string) => [{ path: "/docs/a", links: collectLinks(html), contentLinks: [] }];
    expect(checkLinks(page('<a href="b">b</a>'), { baseUrl: "/", files: new Set(), idsByRoute: ids }).brokenLinks).toEqual([]);
    expect(checkLinks(page('<a href="../a">a</a>'), { baseUrl: "/", files: new Set(), idsByRoute: ids }).brokenLinks).toHaveLength(1);
  });

  it("javascript: links are removed from Markdown with a warning", async () => {
    const r = await render("[x](javascript:alert(1))");
    expect(r.html).not.toContain("javascript:");
    expect(r.warnings.map((w) => w.message)).toContain('unsafe link "javascript:alert(1)" removed');
  });

  it("prose that looks like a text directive is plain Markdown", async () => {
    for (const text of ["a:b{#id .cls}", "x:y[]", "image:latest"]) {
      const r = await render(`Use ${text} here.`);
      expect(r.html).toBe(`<p>Use ${text} here.</p>`);
    }
    // Only container directives exist, so the brackets are text and their content is Markdown.
    expect((await render("Use p:q[*em*] here.")).html).toBe("<p>Use p:q[<em>em</em>] here.</p>");
  });

  it("a custom heading id reserves its slug, and a repeated id warns", async () => {
    const r = await render("## A {#custom}\n\n## custom\n");
    expect(r.headingIds).toEqual(["custom", "custom-1"]);
    const dup = await render("## A\n\n## B {#a}\n");
    expect(dup.warnings.map((w) => w.message)).toContain('duplicate heading id "a"');
  });

  it("a static .html file is served as it is", async () => {
    const dir = await temp();
    await writeFile(join(dir, "google123.html"), "verification");
    expect(await resolveRequest(dir, "/google123.html")).toEqual({ kind: "file", file: join(dir, "google123.html"), status: 200 });
    expect(await resolveRequest(dir, "/docs/x.html")).toEqual({ kind: "redirect", location: "/docs/x" });
  });

  it("blog URLs follow Docusaurus: file-name date, `slug` from the blog root", async () => {
    const dir = await temp();
    await writeFile(join(dir, "2021-01-01-a.md"), "---\ntitle: A\ndate: 2021-02-02\n---\n");
    await writeFile(join(dir, "2021-01-03-b.md"), "---\ntitle: B\nslug: my-post\n---\n");
    await writeFile(join(dir, "undated.md"), "---\ntitle: C\ndate: 2021-03-03\n---\n");
    const routes = Object.fromEntries((await postsOf(dir, { routeBasePath: "blog" })).map((p) => [p.frontMatter.title, [p.route, p.date]]));
    expect(routes).toEqual({
      A: ["/blog/2021/01/01/a", "2021-02-02"],
      B: ["/blog/my-post", "2021-01-03"],
      C: ["/blog/undated", "2021-03-03"],
    });
  });

  it("cleaning up leftovers spares other output folders and running builds", async () => {
    const dir = await temp();
    await mkdir(join(dir, ".sitec-staging-build-x-999999-abc"));
    await mkdir(join(dir, `.sitec-staging-build-${process.pid}-zzz`));
    await mkdir(join(dir, ".sitec-staging-build-999999-old"));
    const staging = await createStagingDir(join(dir, "build"));
    const left = (await readdir(dir)).sort();
    expect(left).toContain(".sitec-staging-build-x-999999-abc");
    expect(left).toContain(`.sitec-staging-build-${process.pid}-zzz`);
    expect(left).not.toContain(".sitec-staging-build-999999-old");
    await staging.discard();
  });
});

describe("regressions (accessibility)", () => {
  it("scrollable tables get unique names from their section (axe landmark-unique)", async () => {
    const table = "| a | b |\n| - | - |\n| 1 | 2 |\n";
    const r = await render(`${table}\n## Values\n\n${table}\n${table}\n### Example\n\n${table}`);
    const labels = [...r.html.matchAll(/class="table-wrapper[^"]*"[^>]*aria-label="([^"]+)"/g)].map((m) => m[1]);
    expect(labels).toEqual(["Table", "Table: Values", "Table: Values (2)", "Table: Example"]);
  });
});
