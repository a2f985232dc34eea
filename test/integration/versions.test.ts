// Versioned docs in Docusaurus's layout (test/fixtures/versions-site: the docs folder, 2.0 the last
// version, 1.0 unmaintained and noIndex): routes of every version, banners, badge, robots tag,
// sitemap, one search index per version, the navbar's dropdown, the link check over every
// version, and clear errors for bad versions.json or config.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { SiteError, SiteErrors, formatError } from "../../src/errors.ts";
import type { SiteData } from "../../src/shared/types.ts";
import { makeDocsVersion } from "../../src/docs-version/make-version.ts";
import { buildSite, copyFixture, read, removeAll } from "../helpers/fixtures.ts";

let site: string;
let out: string;

beforeAll(async () => {
  site = await copyFixture("versions-site");
  out = join(dirname(site), "build");
  await buildSite(site, out, { strict: true });
});
afterAll(() => removeAll(dirname(site)));

const page = (path: string) => read(out, `${path.replace(/^\//, "")}/index.html`);
const route = async (path: string) => JSON.parse(await read(out, `${path.replace(/^\//, "")}/route.json`));

describe("a site with versions.json", () => {
  it("puts the last version at /docs, the docs folder at /docs/next and 1.0 at /docs/1.0", async () => {
    for (const path of ["docs/intro", "docs/install", "docs/next/intro", "docs/next/install", "docs/next/new-feature", "docs/1.0/intro", "docs/1.0/legacy"]) {
      expect(existsSync(join(out, path, "index.html")), path).toBe(true);
    }
    expect(existsSync(join(out, "docs/new-feature"))).toBe(false);
    expect(existsSync(join(out, "docs/1.0/install"))).toBe(false);
    expect(await page("/docs/intro")).toContain("quartzite");
    expect(await page("/docs/next/intro")).toContain("zephyrine");
    expect(await page("/docs/1.0/intro")).toContain("obsidianite");
  });

  it("resolves each version's Markdown links inside that version", async () => {
    expect(await page("/docs/intro")).toContain('href="/docs/install"');
    expect(await page("/docs/next/intro")).toContain('href="/docs/next/install"');
    expect(await page("/docs/1.0/intro")).toContain('href="/docs/1.0/legacy"');
    // `/x.md` is looked for in the doc's own version's folder.
    expect(await page("/docs/1.0/legacy")).toContain('<a href="/docs/1.0/intro">introduction</a>');
    expect(await page("/docs/next/new-feature")).toContain('<a href="/docs/next/intro">introduction</a>');
  });

  it("sends each version's root to its main doc", async () => {
    expect((await route("/docs")).props).toEqual({ kind: "redirect", to: "/docs/intro" });
    expect((await route("/docs/next")).props).toEqual({ kind: "redirect", to: "/docs/next/intro" });
    expect((await route("/docs/1.0")).props).toEqual({ kind: "redirect", to: "/docs/1.0/intro" });
  });

  it("shows the banner of an unreleased and an unmaintained version, linking to the same doc in the last version or its main doc", async () => {
    const next = await page("/docs/next/install");
    expect(next).toContain("doc-version-banner-unreleased");
    expect(next).toMatch(/latest version \(<a href="\/docs\/install">2\.0<\/a>\)/);
    const old = await page("/docs/1.0/legacy");
    expect(old).toContain("doc-version-banner-unmaintained");
    expect(old).toContain("no longer maintained");
    // 2.0 has no legacy doc: the banner leads to its main doc.
    expect(old).toMatch(/latest version \(<a href="\/docs\/intro">2\.0<\/a>\)/);
    expect(await page("/docs/intro")).not.toContain("doc-version-banner");
  });

  it("shows each doc's version badge and class", async () => {
    expect(await page("/docs/intro")).toMatch(/class="tag doc-version-badge">Version: (<!-- -->)?2\.0</);
    expect(await page("/docs/next/intro")).toMatch(/Version: (<!-- -->)?Next 🚧</);
    expect(await page("/docs/1.0/intro")).toContain('class="doc-layout docs-version-1.0"');
  });

  it("gives a noIndex version's pages a robots noindex tag and leaves them out of the sitemap", async () => {
    expect(await page("/docs/1.0/intro")).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(await page("/docs/intro")).not.toContain('name="robots"');
    const sitemap = await read(out, "sitemap.xml");
    expect(sitemap).toContain("<loc>https://versions.example.org/docs/intro</loc>");
    expect(sitemap).toContain("<loc>https://versions.example.org/docs/next/new-feature</loc>");
    expect(sitemap).not.toContain("/docs/1.0/");
  });

  it("writes one search index per version, each with its version's pages only", async () => {
    const index = (version: string) => read(out, `search-index-docs-default-${version}.json`);
    expect(await index("2.0")).toContain("quartzite");
    expect(await index("2.0")).not.toContain("zephyrine");
    expect(await index("current")).toContain("zephyrine");
    expect(await index("1.0")).toContain("obsidianite");
    expect(await index("1.0")).not.toContain("quartzite");
  });

  it("lists the versions in the site data and the navbar's dropdown, and makes the doc link follow them", async () => {
    const html = await page("/docs/intro");
    const site = JSON.parse(/<script id="__sitec_data" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!).site as SiteData;
    expect(site.docsVersions).toEqual([
      { name: "current", label: "Next 🚧", to: "/docs/next/intro" },
      { name: "2.0", label: "2.0", to: "/docs/intro", isLast: true },
      { name: "1.0", label: "1.0 (old)", to: "/docs/1.0/intro" },
    ]);
    const [docLink, , dropdown] = site.navbar.items;
    expect(docLink).toMatchObject({ kind: "link", link: { to: "/docs/intro", versionTargets: { current: { to: "/docs/next/intro" }, "1.0": { to: "/docs/1.0/intro" } } } });
    expect(dropdown).toMatchObject({ kind: "versions" });
  });

  it("keeps the reader on the same doc in the dropdown, or the version's main doc where it has none", async () => {
    const { version } = (await route("/docs/next/install")).props;
    expect(version.alternates.map((v: { to: string }) => v.to)).toEqual(["/docs/next/install", "/docs/install", "/docs/1.0/intro"]);
    const html = await page("/docs/next/install");
    expect(html).toMatch(/<a class="dropdown-link" href="\/docs\/install">2\.0<\/a>/);
  });
});

describe("the link check over every version", () => {
  async function buildWith(change: (site: string) => Promise<void>) {
    const copy = await copyFixture("versions-site");
    try {
      await change(copy);
      await buildSite(copy, join(dirname(copy), "build"), { strict: true });
      return [];
    } catch (error) {
      expect(error instanceof SiteError || error instanceof SiteErrors).toBe(true);
      return formatError(error, copy);
    } finally {
      await removeAll(dirname(copy));
    }
  }
  const append = (file: string, text: string) => async (copy: string) => writeFile(join(copy, file), (await readFile(join(copy, file), "utf8")) + text);

  it("fails on a link from a versioned doc to a doc that only another version has", async () => {
    const errors = await buildWith(append("versioned_docs/version-2.0/install.md", "\nSee the [new feature](/docs/new-feature).\n"));
    expect(errors.join("\n")).toMatch(/versioned_docs\/version-2\.0\/install\.md.*\/docs\/new-feature/);
  });

  it("fails on a Markdown link to a file the version does not have", async () => {
    const errors = await buildWith(append("versioned_docs/version-1.0/intro.md", "\nSee [install](./install.md).\n"));
    expect(errors.join("\n")).toMatch(/versioned_docs\/version-1\.0\/intro\.md.*install\.md/);
  });

  it("passes a link to the same doc of another version by its route", async () => {
    expect(await buildWith(append("versioned_docs/version-1.0/intro.md", "\nSee the [new version](/docs/install).\n"))).toEqual([]);
  });
});

describe("versions read from the config", () => {
  async function built(change: (site: string) => Promise<void>) {
    const copy = await copyFixture("versions-site");
    const dest = join(dirname(copy), "build");
    await change(copy);
    return { copy, dest, result: buildSite(copy, dest, { strict: true }) };
  }
  const config = (edit: string) => async (copy: string) => {
    const file = join(copy, "site.config.ts");
    await writeFile(file, (await readFile(file, "utf8")).replace("sidebarPath: \"sidebars.json\",", `sidebarPath: "sidebars.json",\n    ${edit}`));
  };

  it("puts the docs folder at /docs with lastVersion current, and 2.0 at /docs/2.0", async () => {
    const { copy, dest, result } = await built(config('lastVersion: "current",'));
    await result;
    expect(existsSync(join(dest, "docs/new-feature/index.html"))).toBe(true);
    expect(existsSync(join(dest, "docs/2.0/install/index.html"))).toBe(true);
    expect(await read(dest, "docs/2.0/install/index.html")).toContain("doc-version-banner-unmaintained");
    await removeAll(dirname(copy));
  });

  it("builds only onlyIncludeVersions, and a version's own path and banner", async () => {
    const { copy, dest, result } = await built(config('onlyIncludeVersions: ["2.0", "1.0"],'));
    await result.catch(() => undefined);
    const file = join(copy, "site.config.ts");
    await writeFile(file, (await readFile(file, "utf8")).replace('"1.0": { label: "1.0 (old)", noIndex: true }', '"1.0": { path: "v1", banner: "none", badge: false }'));
    await buildSite(copy, dest, { strict: true });
    await result;
    expect(existsSync(join(dest, "docs/next"))).toBe(false);
    const old = await read(dest, "docs/v1/intro/index.html");
    expect(old).not.toContain("doc-version-banner");
    expect(old).not.toContain("doc-version-badge");
    await removeAll(dirname(copy));
  });

  it("drops a draft doc from its own version's sidebar only", async () => {
    const copy = await copyFixture("versions-site");
    const dest = join(dirname(copy), "build");
    const file = join(copy, "docs", "install.md");
    await writeFile(file, (await readFile(file, "utf8")).replace("title: Installation", "title: Installation\ndraft: true"));
    // Not strict: the next version's intro links to its install doc, now a draft.
    await buildSite(copy, dest);
    expect(existsSync(join(dest, "docs/next/install"))).toBe(false);
    expect(await read(dest, "docs/next/intro/index.html")).not.toContain('href="/docs/next/install"');
    // 2.0's install is not a draft: its sidebar keeps it.
    expect(await read(dest, "docs/intro/index.html")).toContain('href="/docs/install"');
    await removeAll(dirname(copy));
  });

  const failure = async (change: (site: string) => Promise<void>) => {
    const { copy, result } = await built(change);
    try {
      await result;
      return undefined;
    } catch (error) {
      return { error: error as SiteError, copy };
    } finally {
      await removeAll(dirname(copy));
    }
  };

  it("names versions.json when it is not a list of names", async () => {
    const found = await failure((copy) => writeFile(join(copy, "versions.json"), '{"2.0": true}'));
    expect(found?.error.message).toBe("versions.json must be an array of version names.");
    expect(found?.error.file).toBe(join(found!.copy, "versions.json"));
    expect(found?.error.hint).toContain('["2.0", "1.0"]');
  });

  it("names a version whose folder is missing, and what to do", async () => {
    const found = await failure((copy) => rm(join(copy, "versioned_docs/version-1.0"), { recursive: true }));
    expect(found?.error.message).toBe('versions.json lists "1.0", but its docs folder versioned_docs/version-1.0/ does not exist.');
    expect(found?.error.hint).toContain('Remove "1.0" from versions.json');
  });

  it("names a lastVersion that is not a version", async () => {
    const found = await failure(config('lastVersion: "3.0",'));
    expect(found?.error.message).toBe('docs.lastVersion names "3.0", which is not a version of the site.');
    expect(found?.error.file).toBe(join(found!.copy, "site.config.ts"));
    expect(found?.error.hint).toContain("current, 2.0, 1.0");
  });

  it("names a version of docs.versions on a site without versions.json", async () => {
    const found = await failure((copy) => rm(join(copy, "versions.json")));
    expect(found?.error.message).toBe('docs.versions names "1.0", but the site has no versions.json.');
  });
});

describe("sitec docs:version", () => {
  it("snapshots the docs and sidebar into a new last version that builds", async () => {
    const copy = await copyFixture("versions-site");
    const dest = join(dirname(copy), "build");
    try {
      const made = await makeDocsVersion({ siteDir: copy, name: "3.0" });
      expect(made).toEqual({ docsFolder: "versioned_docs/version-3.0", sidebarsFile: "versioned_sidebars/version-3.0-sidebars.json", versions: ["3.0", "2.0", "1.0"] });
      expect(JSON.parse(await read(copy, "versions.json"))).toEqual(["3.0", "2.0", "1.0"]);
      expect(JSON.parse(await read(copy, made.sidebarsFile))).toEqual({ guide: ["intro", "install", "new-feature"] });
      await buildSite(copy, dest, { strict: true });
      // 3.0 is the docs folder as it was: the last version now, at /docs.
      expect(await read(dest, "docs/new-feature/index.html")).toContain("A feature that only the coming release has.");
      expect(await read(dest, "docs/intro/index.html")).toContain("zephyrine");
      expect(await read(dest, "docs/2.0/intro/index.html")).toContain("doc-version-banner-unmaintained");
      expect(existsSync(join(dest, "docs/next/new-feature/index.html"))).toBe(true);
    } finally {
      await removeAll(dirname(copy));
    }
  });

  it("writes a sidebar that follows the folders for a site without a sidebars file, and makes versions.json", async () => {
    const copy = await copyFixture("basic-site");
    try {
      const made = await makeDocsVersion({ siteDir: copy, name: "1.0" });
      expect(JSON.parse(await read(copy, made.sidebarsFile))).toEqual({ docs: [{ type: "autogenerated", dirName: "." }] });
      expect(JSON.parse(await read(copy, "versions.json"))).toEqual(["1.0"]);
      const dest = join(dirname(copy), "build");
      await buildSite(copy, dest, { strict: true });
      expect(existsSync(join(dest, "docs/guide/start/index.html"))).toBe(true);
      expect(existsSync(join(dest, "docs/next/guide/start/index.html"))).toBe(true);
    } finally {
      await removeAll(dirname(copy));
    }
  });

  it("refuses a name that exists, naming versions.json, and changes nothing", async () => {
    const copy = await copyFixture("versions-site");
    try {
      const error = await makeDocsVersion({ siteDir: copy, name: "2.0" }).catch((e: unknown) => e as SiteError);
      expect(error).toBeInstanceOf(SiteError);
      expect((error as SiteError).message).toBe('the docs version "2.0" exists already.');
      expect((error as SiteError).file).toBe(join(copy, "versions.json"));
      expect(JSON.parse(await read(copy, "versions.json"))).toEqual(["2.0", "1.0"]);
      const bad = await makeDocsVersion({ siteDir: copy, name: "a/b" }).catch((e: unknown) => e as SiteError);
      expect((bad as SiteError).message).toContain("may not hold a slash");
    } finally {
      await removeAll(dirname(copy));
    }
  });
});
