// The navbar as the theme receives it: every item kind resolved from the config, and each
// navbar build error with its exact message, the config file and the item's line.
import { afterEach, describe, expect, it } from "vitest";
import { readFile, writeFile, unlink } from "node:fs/promises";
import { dirname, join } from "node:path";
import fg from "fast-glob";
import { siteConfigSchema, type SiteConfigInput } from "../../../src/config/schema.ts";
import type { DocFile } from "../../../src/content/docs.ts";
import { formatError, SiteError, SiteErrors } from "../../../src/errors.ts";
import { buildSiteData, docNotFoundMessage } from "../../../src/routes/site-data.ts";
import type { SidebarItem } from "../../../src/shared/types.ts";
import type { DocsVersion } from "../../../src/content/docs-versions.ts";
import type { DocsPart } from "../../../src/routes/docs-parts.ts";
import { buildSite, copyFixture, removeAll } from "../../helpers/fixtures.ts";

const doc = (id: string, title: string) => ({ id, route: `/docs/${id}`, frontMatter: { title } }) as unknown as DocFile;
const docs = [doc("guide/start", "Getting started"), doc("guide/second", "Second page"), doc("reference/details", "Details")];
const sidebar: SidebarItem[] = [
  { type: "category", label: "Guide", collapsed: false, items: [{ type: "link", label: "Start", href: "/sub/docs/guide/start", docId: "guide/start" }] },
];

function siteData(items: NonNullable<NonNullable<SiteConfigInput["navbar"]>["items"]>, extra: Partial<SiteConfigInput> = {}) {
  const config = siteConfigSchema.parse({
    title: "T",
    url: "https://t.example.org",
    baseUrl: "/sub/",
    navbar: { title: "T", items },
    docs: { mainDocId: "guide/start" },
    ...extra,
  });
  return buildSiteData({ config, configFile: "/x/site.config.ts", configSource: "", docs, sidebars: new Map([["docs", sidebar]]), generator: "sitec", feeds: [], searchIndexes: [] });
}

describe("navbar items resolve to what the theme renders", () => {
  it("resolves every item kind, with the base URL applied to internal links", () => {
    const { navbar } = siteData([
      { type: "docSidebar", sidebarId: "docs", label: "Docs" },
      { type: "doc", docId: "reference/details" },
      { type: "doc", docId: "guide/second", label: "Two" },
      { type: "default", to: "/blog", label: "Blog", activeBasePath: "/blog" },
      { type: "dropdown", label: "More", items: [{ label: "A", to: "/docs/guide/second" }, { label: "B", href: "https://example.org/" }] },
      { type: "docsVersion", position: "right" },
      { type: "docsVersion", label: "Latest", position: "right" },
      { type: "docsVersionDropdown", position: "right" },
      { type: "localeDropdown", position: "right" },
      { type: "html", value: "<b>x</b>", position: "right" },
      { type: "search", position: "right" },
    ]);
    expect(navbar.items).toEqual([
      { kind: "link", position: "left", link: { label: "Docs", to: "/sub/docs/guide/start" }, activeBasePath: "/docs" },
      { kind: "link", position: "left", link: { label: "Details", to: "/sub/docs/reference/details" } },
      { kind: "link", position: "left", link: { label: "Two", to: "/sub/docs/guide/second" } },
      { kind: "link", position: "left", link: { label: "Blog", to: "/sub/blog" }, activeBasePath: "/blog" },
      {
        kind: "dropdown",
        position: "left",
        label: "More",
        items: [
          { label: "A", to: "/sub/docs/guide/second" },
          { label: "B", href: "https://example.org/" },
        ],
      },
      // One version: both version items are plain links to the main doc, carrying the version's name.
      { kind: "link", position: "right", link: { label: "Current", to: "/sub/docs/guide/start", docsVersion: "current" }, activeBasePath: "/docs" },
      { kind: "link", position: "right", link: { label: "Latest", to: "/sub/docs/guide/start", docsVersion: "current" }, activeBasePath: "/docs" },
      { kind: "link", position: "right", link: { label: "Current", to: "/sub/docs/guide/start", docsVersion: "current" }, activeBasePath: "/docs" },
      { kind: "locale", position: "right", label: "English", locales: [{ lang: "en", label: "English", baseUrl: "/sub/" }] },
      { kind: "html", position: "right", html: "<b>x</b>" },
      { kind: "search", position: "right" },
    ]);
  });

  it("takes a relative href (Docusaurus's schema allows it) as a link within the site, as written", () => {
    const data = siteData([{ type: "default", href: ".", label: "Here" }], { footer: { links: [{ title: "More", items: [{ href: "../up", label: "Up" }] }] } });
    expect(data.navbar.items[0]).toMatchObject({ kind: "link", link: { label: "Here", to: "." } });
    expect((data.navbar.items[0] as { link: { href?: string } }).link.href).toBeUndefined();
    expect(data.footer.columns[0]!.items[0]).toMatchObject({ label: "Up", to: "../up" });
    expect(() => siteConfigSchema.parse({ title: "T", url: "https://t.example.org", navbar: { items: [{ href: "http://a b", label: "Bad" }] } })).toThrow(/Invalid URL/);
  });

  it("takes Docusaurus's id of the one sidebar of docs without a sidebars file (defaultSidebar)", () => {
    const { navbar } = siteData([{ type: "docSidebar", sidebarId: "defaultSidebar", label: "Docs" }]);
    expect(navbar.items[0]).toMatchObject({ kind: "link", link: { label: "Docs", to: "/sub/docs/guide/start" } });
    expect(() => siteData([{ type: "docSidebar", sidebarId: "otherSidebar", label: "Docs" }])).toThrow(/Can't find any sidebar with id "otherSidebar"/);
  });

  it("marks no docs item current on every page when the docs are at the site's root", () => {
    const items = [
      { type: "docSidebar" as const, sidebarId: "docs", label: "Docs" },
      { type: "docsVersion" as const },
    ];
    const atRoot = siteData(items, { docs: { mainDocId: "guide/start", routeBasePath: "/" } }).navbar.items;
    for (const item of atRoot) expect(item).not.toHaveProperty("activeBasePath");
    const below = siteData(items).navbar.items;
    for (const item of below) expect(item).toHaveProperty("activeBasePath", "/docs");
  });

  it("labels the locale dropdown with the configured label of the current locale", () => {
    const { navbar } = siteData([{ type: "localeDropdown" }], {
      i18n: { defaultLocale: "en", locales: ["en"], localeConfigs: { en: { label: "English (UK)" } } },
    });
    expect(navbar.items[0]).toMatchObject({ kind: "locale", label: "English (UK)", locales: [{ label: "English (UK)" }] });
  });
});

describe("navbar items of a site with docs versions", () => {
  const version = (name: string, isLast: boolean) => ({ name, label: `v${name}`, isLast }) as unknown as DocsVersion;
  const part = (name: string, isLast: boolean, ids: string[]): DocsPart => {
    const base = isLast ? "/docs" : `/docs/${name}`;
    const partDocs = ids.map((id) => ({ ...doc(id, id), route: `${base}/${id}` }) as DocFile);
    return { pluginId: "default", options: siteConfigSchema.parse({ title: "T", url: "https://t.example.org" }).docs, version: version(name, isLast), docs: partDocs, draftIds: [], docsDir: "/x", sidebars: { sidebars: new Map(), generatedIndexes: [], sidebarOf: () => undefined }, home: partDocs[0] };
  };
  const data = (parts: DocsPart[], items: NonNullable<NonNullable<SiteConfigInput["navbar"]>["items"]>) =>
    buildSiteData({
      config: siteConfigSchema.parse({ title: "T", url: "https://t.example.org", navbar: { items } }),
      configFile: "/x/site.config.ts",
      configSource: "",
      docs: parts.find((p) => p.version!.isLast)!.docs,
      sidebars: new Map(),
      versions: parts,
      generator: "sitec",
      feeds: [],
      searchIndexes: [],
    });

  it("makes the dropdown a list of the versions' main docs, and a doc link with a target in each version that has the doc", () => {
    const site = data([part("current", false, ["a", "b"]), part("2.0", true, ["a"])], [{ type: "docsVersionDropdown" }, { type: "doc", docId: "a", label: "A" }]);
    expect(site.docsVersions).toEqual([
      { name: "current", label: "vcurrent", to: "/docs/current/a" },
      { name: "2.0", label: "v2.0", to: "/docs/a", isLast: true },
    ]);
    expect(site.navbar.items[0]).toEqual({ kind: "versions", position: "left", items: site.docsVersions, activeBasePath: "/docs" });
    expect(site.navbar.items[1]).toMatchObject({ kind: "link", link: { to: "/docs/a", versionTargets: { current: { to: "/docs/current/a" }, "2.0": { to: "/docs/a" } } } });
  });

  it("renders a dropdown of one version as a plain link to it", () => {
    const site = data([part("2.0", true, ["a"])], [{ type: "docsVersionDropdown" }]);
    expect(site.navbar.items[0]).toEqual({ kind: "link", position: "left", link: { label: "v2.0", to: "/docs/a", docsVersion: "2.0" }, activeBasePath: "/docs" });
  });
});

describe("the message of a doc id not found", () => {
  const ids = ["guide/start", "guide/second", "reference/details", "reference/index", "extras/one", "extras/two"];
  it("points out number prefixes, which doc ids do not have", () => {
    expect(docNotFoundMessage("02_reference/details", "Current", ids)).toBe(
      'Couldn\'t find any doc with id "02_reference/details" in version Current. Did you mean "reference/details"? Doc ids have no number prefixes.',
    );
  });
  it("suggests a doc of the same name in another folder", () => {
    expect(docNotFoundMessage("guides/second", "Current", ids)).toBe('Couldn\'t find any doc with id "guides/second" in version Current. Did you mean "guide/second"?');
  });
  it("lists the available ids otherwise", () => {
    expect(docNotFoundMessage("nope", "Current", ids)).toBe(
      'Couldn\'t find any doc with id "nope" in version Current. Available ids: extras/one, extras/two, guide/second, guide/start, reference/details, … (6 in all).',
    );
    expect(docNotFoundMessage("nope", "Current", ids.slice(0, 2))).toBe('Couldn\'t find any doc with id "nope" in version Current. Available ids: guide/second, guide/start.');
  });
});

describe("navbar build errors name the config line and the exact problem", () => {
  const cleanup: string[] = [];
  afterEach(async () => removeAll(...cleanup.splice(0)));

  async function buildWith(change: (config: string) => string, prepare?: (site: string) => Promise<void>): Promise<string[]> {
    const site = await copyFixture("theme-site");
    cleanup.push(dirname(site));
    const file = join(site, "site.config.ts");
    const before = await readFile(file, "utf8");
    const after = change(before);
    expect(after).not.toBe(before);
    await writeFile(file, after);
    await prepare?.(site);
    try {
      await buildSite(site, join(dirname(site), "build"));
    } catch (error) {
      expect(error instanceof SiteError || error instanceof SiteErrors).toBe(true);
      return formatError(error, dirname(site));
    }
    throw new Error("the build was expected to fail");
  }

  it("a doc item whose doc does not exist", async () => {
    const lines = await buildWith((t) => t.replace('docId: "reference/details"', 'docId: "reference/missing"'));
    expect(lines).toEqual([
      'error: site/site.config.ts:19: Couldn\'t find any doc with id "reference/missing" in version Current. Available ids: extras/one, extras/two, guide/long, guide/second, guide/start, … (8 in all).',
    ]);
  });

  it("a doc item written with the file's number prefix", async () => {
    const lines = await buildWith((t) => t.replace('docId: "reference/details"', 'docId: "02_reference/details"'));
    expect(lines).toEqual([
      'error: site/site.config.ts:19: Couldn\'t find any doc with id "02_reference/details" in version Current. Did you mean "reference/details"? Doc ids have no number prefixes.',
    ]);
  });

  it("a docSidebar item whose sidebar does not exist", async () => {
    const lines = await buildWith((t) => t.replace('sidebarId: "docs"', 'sidebarId: "api"'));
    expect(lines).toEqual(['error: site/site.config.ts:18: Can\'t find any sidebar with id "api" in version Current. Available sidebar ids: docs.']);
  });

  it("a docSidebar item whose sidebar has nothing to link to", async () => {
    const lines = await buildWith(
      (t) => t.replace('    mainDocId: "guide/start",\n', "").replace(/\s*\{ type: "doc", docId: "reference\/details", label: "Details" \},/, ""),
      async (site) => {
        for (const f of await fg("docs/**/*.md", { cwd: site })) await unlink(join(site, f));
      },
    );
    expect(lines).toEqual(['error: site/site.config.ts:18: DocSidebarNavbarItem: Sidebar with ID "docs" does not have anything to be linked to.']);
  });

  it("an item of an unknown type", async () => {
    const lines = await buildWith((t) => t.replace('{ type: "html",', '{ type: "fancy",'));
    expect(lines).toEqual([
      'error: site/site.config.ts:30: navbar.items[4]: No NavbarItem component found for type "fancy".',
      "  hint: Fix the value in the config.",
    ]);
  });
});
