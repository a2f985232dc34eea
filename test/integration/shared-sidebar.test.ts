// The theme renders the docs sidebar once for the pages that share it and moves the active link
// in that HTML (templates/shared-sidebar.tsx). Every page must come out as React renders it in
// place: each site below is built both ways, without the build cache (which would hand the
// second build the first one's pages), and every file compared byte for byte. For site/, the
// shared way is the run's shared build (test/helpers/site-build.ts: strict, minified, with a
// build cache of its own that starts empty).
import { afterAll, describe, expect, it } from "vitest";
import { cp, mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import fg from "fast-glob";
import { writeCorpusSite } from "../helpers/corpus.ts";
import { buildSite, removeAll, tempDir } from "../helpers/fixtures.ts";
import { builtSite } from "../helpers/site-build.ts";
import { SITE_DIR, fileHashes } from "../helpers/site-output.ts";
import type { ListWindowing } from "../../src/shared/sidebar-view.ts";

const dirs: string[] = [];
afterAll(() => removeAll(...dirs));

/** A new folder, removed after the tests. */
async function scratchDir(): Promise<string> {
  const dir = await tempDir();
  dirs.push(dir);
  return dir;
}

/**
 * Builds `site` both ways (the shared way unless its build is given; `listWindowing` from the
 * build's internals); the files of each.
 */
async function bothWays(site: string, baseUrl?: string, sharedBuild?: string, listWindowing?: ListWindowing) {
  const dir = await scratchDir();
  const options = { strict: false, minify: true, cache: false as const, baseUrl };
  const out = sharedBuild ?? join(dir, "shared");
  if (!sharedBuild) await buildSite(site, out, options, { listWindowing });
  await buildSite(site, join(dir, "in-place"), options, { shareParts: false, listWindowing });
  const [shared, inPlace] = await Promise.all([fileHashes(out), fileHashes(join(dir, "in-place"))]);
  const docPages = (await fg("docs/**/index.html", { cwd: out })).length;
  return { shared, inPlace, docPages, out };
}

function expectIdentical({ shared, inPlace }: { shared: Map<string, string>; inPlace: Map<string, string> }): void {
  expect([...shared.keys()]).toEqual([...inPlace.keys()]);
  expect([...inPlace].filter(([file, hash]) => shared.get(file) !== hash).map(([file]) => file)).toEqual([]);
}

describe("the docs sidebar rendered once per part of it", () => {
  it("gives every page of site/ as rendered in place", { timeout: 180_000 }, async () => {
    const result = await bothWays(SITE_DIR, undefined, await builtSite());
    expect(result.docPages).toBeGreaterThan(100);
    expectIdentical(result);
  });

  it("gives every page of a generated corpus as rendered in place, under a base URL too", async () => {
    const site = join(await scratchDir(), "site");
    await writeCorpusSite(site, { docs: 30, perSection: 10, posts: 3 });
    for (const baseUrl of [undefined, "/docs-site/"]) {
      const result = await bothWays(site, baseUrl);
      expect(result.docPages).toBeGreaterThanOrEqual(30);
      expectIdentical(result);
    }
  });

  // More categories than the sidebar renders and JSON pieces kept (16 each): pieces let go on the
  // way must not be missed by a page written after. 17 categories of 2 docs each are enough.
  it("gives every page as rendered in place with more categories than pieces kept", async () => {
    const site = join(await scratchDir(), "site");
    await writeCorpusSite(site, { docs: 2 * 17, perSection: 2, posts: 1 });
    const result = await bothWays(site);
    // Each category's own page and its 2 docs.
    expect(result.docPages).toBeGreaterThanOrEqual(17 * 3);
    expectIdentical(result);
  });

  // Long lists that show a window (src/shared/sidebar-view.ts), made short by the build's
  // internals (a window of 4 past 6 items, where the site's are 100 past 150): a top level of 8
  // sections and a folder of 8 docs. Pages show windows of these lists, and the pages of one
  // folder have different windows of it. A section is a folder with its own page (a guide
  // besides in the two the checks below look at).
  it("gives every page as rendered in place when long lists show a window", async () => {
    const site = join(await scratchDir(), "site");
    const page = (title: string) => `---\ntitle: ${title}\n---\n\nText of ${title}.\n`;
    for (let i = 0; i < 8; i++) {
      const folder = join(site, "docs", `section-${String(i).padStart(3, "0")}`);
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, "index.md"), page(`Section ${i}`));
      if (i === 0 || i === 4) await writeFile(join(folder, "guide.md"), page(`Guide ${i}`));
    }
    await mkdir(join(site, "docs/section-004/big"), { recursive: true });
    for (let i = 0; i < 8; i++) await writeFile(join(site, `docs/section-004/big/doc-${String(i).padStart(3, "0")}.md`), page(`Doc ${i}`));
    await mkdir(join(site, "pages"), { recursive: true });
    await writeFile(join(site, "pages", "index.tsx"), "export default function Home() { return <h1>Long</h1>; }\n");
    await writeFile(
      join(site, "site.config.ts"),
      `export default { title: "Long", url: "https://long.example.org", navbar: { title: "Long", items: [] }, docs: { mainDocId: "section-000/guide" } };\n`,
    );
    const result = await bothWays(site, undefined, undefined, { longList: 6, window: 4 });
    expect(result.docPages).toBeGreaterThanOrEqual(18);
    expectIdentical(result);
    // The case is the one meant: gaps at the top level and in the folder, and windows that differ.
    const gaps = async (path: string) => [...(await readFile(join(result.out, path), "utf8")).matchAll(/class="menu-link menu-gap" href="([^"]+)">([^<]+)</g)].map((m) => m[2]);
    expect(await gaps("docs/section-000/guide/index.html")).toEqual(["4 more: Section 4 to Section 7"]);
    expect(await gaps("docs/section-004/big/doc-001/index.html")).toEqual(["2 more: Section 0 to Section 1", "4 more: Doc 4 to Doc 7", "2 more: Section 6 to Section 7"]);
    expect(await gaps("docs/section-004/big/doc-006/index.html")).toEqual(["2 more: Section 0 to Section 1", "4 more: Doc 0 to Doc 3", "2 more: Section 6 to Section 7"]);
  });

  // Categories without a page of their own always show their docs, so every page shares the one
  // sidebar; whether a category starts open still depends on the page (it holds the page).
  it("opens the category holding each page when all pages share one sidebar", async () => {
    const site = join(await scratchDir(), "site");
    await cp("test/fixtures/basic-site", site, { recursive: true });
    // No category is left out of any page: the reference stays open everywhere.
    await writeFile(join(site, "docs/02_reference/_category_.json"), '{ "collapsed": false }');
    await mkdir(join(site, "docs/more"), { recursive: true });
    await writeFile(join(site, "docs/more/_category_.json"), '{ "label": "More & more", "collapsed": true }');
    for (const name of ["one", "two"]) await writeFile(join(site, `docs/more/${name}.md`), `---\ntitle: More ${name}\n---\n\nText of ${name}.\n`);
    const result = await bothWays(site);
    expectIdentical(result);
    // The case is the one meant: the category is open on its own pages only.
    const openMore = /<details class="menu-category" open=""><summary class="menu-link menu-category-label">More &amp; more</;
    expect(await readFile(join(result.out, "docs/more/two/index.html"), "utf8")).toMatch(openMore);
    expect(await readFile(join(result.out, "docs/guide/second/index.html"), "utf8")).not.toMatch(openMore);
  });

  it.each(["basic-site", "theme-site", "runtime-site"])("gives every page of the %s fixture (nested and linked categories, unlisted docs) as rendered in place", async (name) => {
    const result = await bothWays(join("test/fixtures", name));
    expect(result.docPages).toBeGreaterThan(0);
    expectIdentical(result);
  });
});
