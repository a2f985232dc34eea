// Links and files as Docusaurus content writes them, built from test/fixtures/links-site: every
// link form resolves, files beside a doc or post are copied with a content hash, and each of
// onBrokenLinks, onBrokenAnchors and onBrokenMarkdownLinks does what its value says (--strict:
// throw, whatever it says).
import { afterEach, describe, expect, it } from "vitest";
import { access, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { SiteError, SiteErrors, formatError } from "../../src/errors.ts";
import { contentHash } from "../../src/markdown/markdown-assets.ts";
import { resolveRequest } from "../../src/server/resolve-request.ts";
import fg from "fast-glob";
import { buildSite, copyFixture, read, removeAll } from "../helpers/fixtures.ts";

const cleanup: string[] = [];
afterEach(async () => removeAll(...cleanup.splice(0)));

async function fixture(config = "", addToIntro = "") {
  const site = await copyFixture("links-site");
  cleanup.push(dirname(site));
  if (config) await edit(join(site, "site.config.ts"), (t) => t.replace("navbar: {},", `navbar: {},\n  ${config}`));
  if (addToIntro) await edit(join(site, "docs/intro.md"), (t) => t + "\n" + addToIntro + "\n");
  return { site, out: join(dirname(site), "build") };
}

async function edit(file: string, change: (text: string) => string) {
  await writeFile(file, change(await readFile(file, "utf8")));
}

/** The build's warnings, or its error lines when it fails. */
async function outcome(site: string, out: string, strict = false): Promise<{ warnings?: string[]; errors?: string[] }> {
  try {
    return { warnings: (await buildSite(site, out, { strict })).warnings };
  } catch (error) {
    expect(error instanceof SiteError || error instanceof SiteErrors).toBe(true);
    return { errors: formatError(error, dirname(site)) };
  }
}

const hrefs = (html: string) => [...html.matchAll(/<div class="markdown">[\s\S]*?<\/article>|href="([^"]*)"/g)].flatMap((m) => (m[1] ? [m[1]] : []));
const hash8 = (bytes: Buffer) => {
  const hash = contentHash(bytes);
  expect(hash).toMatch(/^[0-9a-f]{8}$/);
  return hash;
};

describe("links and files as Docusaurus resolves them", () => {
  it("resolves every link form, copies files with their hash and warns once per unknown language", async () => {
    const { site, out } = await fixture();
    const result = await buildSite(site, out, { strict: false });
    const intro = await read(out, "docs/intro/index.html");
    for (const href of ["/docs/guide/setup", "/docs/guide/setup#install", "/docs/scanners/nmap", "/blog/2024/02/03/launch"]) expect(hrefs(intro)).toContain(href);
    const checklist = `/assets/files/checklist-${hash8(await readFile(join(site, "files/checklist.pdf")))}.pdf`;
    expect(hrefs(intro)).toContain(checklist);
    expect(await readFile(join(out, checklist))).toEqual(await readFile(join(site, "files/checklist.pdf")));
    const diagram = `/assets/images/diagram-${hash8(await readFile(join(site, "docs/guide/assets/diagram.png")))}.png`;
    expect(await read(out, "docs/guide/setup/index.html")).toContain(`src="${diagram}"`);
    expect(await readFile(join(out, diagram))).toEqual(await readFile(join(site, "docs/guide/assets/diagram.png")));
    const post = await read(out, "blog/2024/02/03/launch/index.html");
    expect(post).toMatch(/src="\/assets\/images\/photo-[0-9a-f]{8}\.png"/);
    expect(hrefs(post)).toContain("/docs/intro");
    expect(await read(out, "docs/scanners/nmap/index.html")).toContain('<p class="admonition-title">Scan only what you own</p>');
    // nmap.md and the post both have a `nosuchlang` block: one warning, at the first.
    expect(result.warnings).toEqual([expect.stringMatching(/docs\/scanners\/nmap\.md:9: unknown code language "nosuchlang"/)]);
  });

  it("gives a changed file a new name in the next build, with the build cache", async () => {
    const { site, out } = await fixture();
    await buildSite(site, out);
    const before = (await read(out, "docs/guide/setup/index.html")).match(/assets\/images\/diagram-[0-9a-f]{8}\.png/)![0];
    await writeFile(join(site, "docs/guide/assets/diagram.png"), "\x89PNG changed");
    const result = await buildSite(site, out);
    const after = (await read(out, "docs/guide/setup/index.html")).match(/assets\/images\/diagram-[0-9a-f]{8}\.png/)![0];
    expect(after).not.toBe(before);
    expect(await read(out, after)).toBe("\x89PNG changed");
    // The other docs and posts came from the cache; the one that names the file did not.
    expect(result.cache?.markdown.reused).toBeGreaterThan(0);
    expect(result.cache?.markdown.rendered).toBe(1);
  });

  it("accepts a link whose page differs in case, and warns naming the page it should point to", async () => {
    const { site, out } = await fixture("", "See [Nmap](/docs/scanners/Nmap#top) too.");
    const { warnings } = await outcome(site, out);
    expect(warnings).toContainEqual(expect.stringMatching(/docs\/intro\.md:12: link on page \/docs\/intro → \/docs\/scanners\/Nmap#top differs in case from its page \/docs\/scanners\/nmap/));
    expect((await outcome(site, out, true)).errors).toContainEqual(expect.stringMatching(/differs in case/));
  });

  it("accepts a relative link written as from the site's root, as Docusaurus does, and warns naming the page", async () => {
    // On /docs/intro a browser reads `docs/scanners/nmap` as /docs/docs/scanners/nmap: a 404.
    const { site, out } = await fixture("", "See [Nmap](docs/scanners/nmap) too.");
    const { warnings } = await outcome(site, out);
    expect(warnings).toContainEqual(expect.stringMatching(/docs\/intro\.md:12: link on page \/docs\/intro → docs\/scanners\/nmap leads nowhere from this page .*: write \/docs\/scanners\/nmap/));
    expect((await outcome(site, out, true)).errors).toContainEqual(expect.stringMatching(/leads nowhere from this page/));
  });

  it("resolves a folder's index doc's relative links from its folder, as Docusaurus's /docs/guide/ does", async () => {
    const { site, out } = await fixture();
    // Written for Docusaurus, where this page's address is /docs/guide/: `setup` is /docs/guide/setup.
    await writeFile(join(site, "docs/guide/index.md"), "# Guide\n\nStart with [setup](setup#install), then [Nmap](../scanners/nmap) and [the intro](../intro).\n");
    const { warnings } = await outcome(site, out);
    expect(warnings?.filter((w) => w.includes("docs/guide"))).toEqual([]);
    const guide = await read(out, "docs/guide/index.html");
    for (const href of ["/docs/guide/setup#install", "/docs/scanners/nmap", "/docs/intro"]) expect(hrefs(guide)).toContain(href);
    // So does a doc whose slug ends with a slash (`slug: /`: /docs/).
    await writeFile(join(site, "docs/start.md"), "---\nslug: /\n---\n\n# Start\n\nSee [Nmap](./scanners/nmap).\n");
    expect((await outcome(site, out)).warnings?.filter((w) => w.includes("start.md"))).toEqual([]);
    expect(hrefs(await read(out, "docs/index.html"))).toContain("/docs/scanners/nmap");
    // A doc that is no folder's page keeps its links as written: a browser resolves them from /docs/guide/setup.
    await edit(join(site, "docs/guide/setup.md"), (t) => t + "\nBack to [Nmap](../scanners/nmap).\n");
    await outcome(site, out);
    expect(hrefs(await read(out, "docs/guide/setup/index.html"))).toContain("../scanners/nmap");
  });

  it("a missing image beside a doc is an error naming file and line", async () => {
    const { site, out } = await fixture("", "![Gone](./assets/gone.png)");
    const { errors } = await outcome(site, out);
    expect(errors).toContainEqual(expect.stringMatching(/site\/docs\/intro\.md:12: "\.\/assets\/gone\.png" names no file/));
  });

  describe.each([
    ["onBrokenLinks", "See [nowhere](/docs/nowhere).", "throw", /broken link on page \/docs\/intro → \/docs\/nowhere/],
    ["onBrokenAnchors", "See [intro](/docs/guide/setup#nope).", "warn", /broken anchor on page \/docs\/intro → \/docs\/guide\/setup#nope/],
    ["onBrokenMarkdownLinks", "See [gone](./gone.md).", "warn", /broken Markdown link "\.\/gone\.md"/],
  ])("%s", (option, link, byDefault, message) => {
    it.each(["throw", "warn", "log", "ignore"])(`set to %s (Docusaurus's default: ${byDefault})`, async (rule) => {
      const { site, out } = await fixture(`${option}: "${rule}",`, link);
      const { warnings, errors } = await outcome(site, out);
      if (rule === "throw") expect(errors).toContainEqual(expect.stringMatching(message));
      else if (rule === "ignore") expect(warnings!.filter((w) => message.test(w))).toEqual([]);
      else expect(warnings).toContainEqual(expect.stringMatching(message));
    });

    it("left out, does as Docusaurus does; --strict throws even when set to ignore", async () => {
      const plain = await fixture("", link);
      const { warnings, errors } = await outcome(plain.site, plain.out);
      if (byDefault === "throw") expect(errors).toContainEqual(expect.stringMatching(message));
      else expect(warnings).toContainEqual(expect.stringMatching(message));
      const ignored = await fixture(`${option}: "ignore",`, link);
      expect((await outcome(ignored.site, ignored.out, true)).errors).toContainEqual(expect.stringMatching(message));
    });
  });
});

describe("links and files of MDX, as of Markdown", () => {
  it("resolves files beside a doc or post and trailingSlash with markdown.format mdx (Docusaurus 3's default)", async () => {
    const { site, out } = await fixture('markdown: { format: "mdx" },\n  trailingSlash: true,');
    await buildSite(site, out, { strict: false });
    const post = await read(out, "blog/2024/02/03/launch/index.html");
    expect(post).toMatch(/src="\/assets\/images\/photo-[0-9a-f]{8}\.png"/);
    expect(hrefs(post)).toContain("/docs/intro/");
    const setup = await read(out, "docs/guide/setup/index.html");
    expect(setup).toMatch(/src="\/assets\/images\/diagram-[0-9a-f]{8}\.png"/);
  });
});

describe("trailingSlash, as Docusaurus writes pages and links", () => {
  const exists = (file: string) => access(file).then(() => true, () => false);

  it("left out: pages are x/index.html and links stay as written", async () => {
    const { site, out } = await fixture();
    await buildSite(site, out);
    expect(await exists(join(out, "docs/intro/index.html"))).toBe(true);
    expect(hrefs(await read(out, "docs/guide/setup/index.html"))).toEqual(expect.arrayContaining(["/docs/intro", "/docs/intro/"]));
  });

  it("false: pages are x.html, served at their clean URL, and content links lose their slash", async () => {
    const { site, out } = await fixture("trailingSlash: false,");
    await buildSite(site, out);
    expect(await exists(join(out, "docs/intro.html"))).toBe(true);
    expect(await exists(join(out, "docs/intro/index.html"))).toBe(false);
    expect(await exists(join(out, "index.html"))).toBe(true);
    const setup = hrefs(await read(out, "docs/guide/setup.html"));
    expect(setup).toContain("/docs/intro");
    expect(setup).not.toContain("/docs/intro/");
    expect(await resolveRequest(out, "/docs/guide/setup")).toEqual({ kind: "file", file: expect.stringMatching(/docs\/guide\/setup\.html$/), status: 200 });
  });

  /**
   * Every root-relative href that names a page of the site, as written, in every page of `out`
   * but the home page: its React page writes a plain `<a href>`, which Docusaurus leaves as it is.
   */
  async function pageLinks(out: string): Promise<string[]> {
    const links = new Set<string>();
    for (const file of await fg("**/*.html", { cwd: out, ignore: ["index.html"] })) {
      for (const [, href] of (await read(out, file)).matchAll(/href="(\/[^"/][^"]*|\/)"/g)) {
        const path = href!.split(/[?#]/)[0]!.replace(/\/$/, "");
        if (path && ((await exists(join(out, path, "index.html"))) || (await exists(join(out, path + ".html"))))) links.add(href!);
      }
    }
    return [...links];
  }
  const navbarTo = (config: string) => (t: string) => t.replace("navbar: {},", `navbar: { items: [{ to: "docs/intro", label: "Intro", position: "left" }, { to: "blog", label: "Blog", position: "left" }] },\n  ${config}`);

  it("true: every link to a page, the canonical URL, the sitemap, search and feeds end with a slash; serve redirects there", async () => {
    const { site, out } = await fixture();
    await edit(join(site, "site.config.ts"), navbarTo('trailingSlash: true, blog: { feedOptions: { type: "rss", copyright: "Links" } },'));
    await buildSite(site, out);
    const links = await pageLinks(out);
    expect(links).toEqual(expect.arrayContaining(["/docs/intro/", "/docs/guide/setup/", "/blog/", "/blog/2024/02/03/launch/"]));
    expect(links.filter((href) => !/\/([?#].*)?$/.test(href))).toEqual([]);
    const intro = await read(out, "docs/intro/index.html");
    expect(intro).toContain('<link rel="canonical" href="https://links.example.org/docs/intro/">');
    expect(intro).toContain('<meta property="og:url" content="https://links.example.org/docs/intro/">');
    const locs = [...(await read(out, "sitemap.xml")).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(locs).toContain("https://links.example.org/docs/intro/");
    expect(locs.filter((l) => !l.endsWith("/"))).toEqual([]);
    const search = await Promise.all((await fg("search-index-*.json", { cwd: out })).map((f) => read(out, f)));
    expect(search.join("")).toContain('"/docs/guide/setup/"');
    expect(search.join("")).not.toContain('"/docs/guide/setup"');
    expect(await read(out, "blog/rss.xml")).toContain("<link>https://links.example.org/blog/2024/02/03/launch/</link>");
    expect(await resolveRequest(out, "/docs/intro", true)).toEqual({ kind: "redirect", location: "/docs/intro/" });
    expect(await resolveRequest(out, "/docs/intro/", true)).toMatchObject({ kind: "file", status: 200 });
  });

  it("false: no link to a page, canonical URL or sitemap entry ends with a slash", async () => {
    const { site, out } = await fixture();
    await edit(join(site, "site.config.ts"), navbarTo("trailingSlash: false,"));
    await buildSite(site, out);
    const links = await pageLinks(out);
    expect(links).toEqual(expect.arrayContaining(["/docs/intro", "/docs/guide/setup", "/blog"]));
    expect(links.filter((href) => href !== "/" && /\/([?#].*)?$/.test(href))).toEqual([]);
    expect(await read(out, "docs/intro.html")).toContain('<link rel="canonical" href="https://links.example.org/docs/intro">');
    const locs = [...(await read(out, "sitemap.xml")).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.filter((l) => l !== "https://links.example.org/" && l.endsWith("/"))).toEqual([]);
    expect(await resolveRequest(out, "/docs/intro/", false)).toEqual({ kind: "redirect", location: "/docs/intro" });
  });

  it("true: content links to pages end with a slash, links to files do not", async () => {
    const { site, out } = await fixture("trailingSlash: true,");
    await buildSite(site, out);
    expect(await exists(join(out, "docs/intro/index.html"))).toBe(true);
    const intro = hrefs(await read(out, "docs/intro/index.html"));
    expect(intro).toEqual(expect.arrayContaining(["/docs/guide/setup/", "/docs/guide/setup/#install", "/docs/scanners/nmap/", "/blog/2024/02/03/launch/"]));
    expect(intro).toContainEqual(expect.stringMatching(/^\/assets\/files\/checklist-[0-9a-f]{8}\.pdf$/));
  });
});
