// Further docs instances (config `docsInstances`, Docusaurus's further instances of its docs
// plugin): each folder is built under its own route base with its own sidebars, options, tags
// pages and search index; navbar items reach it by `docsPluginId`; ids may repeat across
// instances; links resolve inside each instance; bad references name the instance.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { SiteError, formatError } from "../../src/errors.ts";
import { buildSiteFrom, read, removeAll } from "../helpers/fixtures.ts";

const CONFIG = (navbar: string, extra = "") => `export default {
  title: "Instances", url: "https://instances.example.org",
  docs: { sidebarPath: "sidebars.json", editUrl: "https://git.example.org/edit/main/" },
  docsInstances: [
    {
      id: "community",
      path: "community",
      routeBasePath: "community",
      sidebarPath: "sidebarsCommunity.js",
      breadcrumbs: false,
      editUrl: ({ docPath }) => "https://git.example.org/community/" + docPath,
      versions: { current: { label: "Community" } },
    },
    { id: "api", path: "api-docs", routeBasePath: "/api", mainDocId: "01-overview", numberPrefixParser: false },
  ],
  navbar: { items: [${navbar}] },
  ${extra}
};
`;

const NAVBAR = `
    { type: "doc", docId: "intro", label: "Guide" },
    { type: "docSidebar", sidebarId: "reference", label: "Reference" },
    { type: "docSidebar", sidebarId: "community", docsPluginId: "community", label: "Community" },
    { type: "doc", docId: "intro", docsPluginId: "community" },
    { type: "docsVersionDropdown", docsPluginId: "api" },
    { type: "search", position: "right" },
`;

const FILES: Record<string, string> = {
  "pages/index.md": "# Home\n\nThe home page.\n",
  "docs/intro.md": "---\ntitle: Guide intro\n---\n\nThe guide. See [the community intro](../community/intro.md) and [its team](/team.md).\n",
  "docs/team.md": "# Guide team\n\nThe guide's own team page.\n",
  "docs/ref.md": "# Reference\n\nThe reference.\n",
  "sidebars.json": JSON.stringify({ guide: ["intro", "team"], reference: ["ref"] }),
  "community/intro.md": "---\ntags: [meetups]\n---\n\n# Community intro\n\nWelcome. Meet [the team](/team.md) and read [the guide](@site/docs/intro.md).\n",
  "community/team.md": "---\nsidebar_label: People\n---\n\n# Community team\n\nThe people.\n",
  "sidebarsCommunity.js": "module.exports = { community: [{ type: 'category', label: 'Start', items: ['intro', 'team'] }] };\n",
  "api-docs/01-overview.md": "# API overview\n\nThe endpoints.\n",
  "api-docs/endpoints/list.md": "# Listing\n\nGET /items.\n",
};

let root: string;
let out: string;
let notes: string[];

beforeAll(async () => {
  notes = [];
  ({ root, out } = await buildSiteFrom(
    { "site.config.ts": CONFIG(NAVBAR), ...FILES, "community_versions.json": '["1.0"]' },
    { strict: true, logger: { info: (line) => void notes.push(line), warn: (line) => void notes.push(line), error: () => undefined } },
  ));
}, 120_000);
afterAll(() => removeAll(root));

/** The labels of the navbar's links marked as the current page's. */
const activeItems = (html: string): string[] => {
  const navbar = html.slice(html.indexOf('<nav aria-label="Main"'), html.indexOf("</nav>", html.indexOf('<nav aria-label="Main"')));
  return [...navbar.matchAll(/<a [^>]*aria-current="page"[^>]*>([^<]*)</g)].map((m) => m[1]!);
};
const page = (path: string) => read(out, `${path.replace(/^\//, "")}/index.html`);
const route = async (path: string) => JSON.parse(await read(out, `${path.replace(/^\//, "")}/route.json`));

describe("further docs instances", () => {
  it("build each instance's folder under its own route base, the same doc id in two instances included", async () => {
    expect(await page("/docs/intro")).toContain("The guide.");
    expect(await page("/docs/team")).toContain("own team page");
    expect(await page("/community/intro")).toContain("Welcome.");
    expect(await page("/community/team")).toContain("The people.");
    // numberPrefixParser: false keeps this instance's prefixes, while the docs keep their default.
    expect(existsSync(join(out, "api/01-overview/index.html"))).toBe(true);
    expect(await page("/api/endpoints/list")).toContain("GET /items.");
  });

  it("give each instance its own sidebars, from its own sidebars file or its folders", async () => {
    const sidebarOf = async (path: string) => read(out, (await route(path)).props.sidebarUrl.replace(/^\//, ""));
    const community = await sidebarOf("/community/team");
    expect(community).toContain('"label":"Start"');
    expect(community).toContain('"/community/intro"');
    expect(community).not.toContain("/docs/");
    expect(await sidebarOf("/docs/team")).not.toContain("/community/");
    expect(await page("/community/team")).toContain(">People<");
    expect(await page("/community/team")).not.toContain(">Guide team<");
    expect(await page("/docs/team")).not.toContain(">People<");
    expect(await page("/api/endpoints/list")).toContain(">Listing<");
  });

  it("resolve `.md` links inside the doc's own instance, `@site/` and relative paths across them", async () => {
    const community = await page("/community/intro");
    expect(community).toContain('href="/community/team"');
    expect(community).toContain('href="/docs/intro"');
    const guide = await page("/docs/intro");
    expect(guide).toContain('href="/community/intro"');
    expect(guide).toContain('href="/docs/team"');
  });

  it("apply each instance's own options: edit links, breadcrumbs, main doc, version label", async () => {
    expect(await page("/docs/intro")).toContain('href="https://git.example.org/edit/main/docs/intro.md"');
    expect(await page("/community/team")).toContain('href="https://git.example.org/community/team.md"');
    expect(await page("/docs/team")).toContain('aria-label="Breadcrumbs"');
    expect(await page("/community/team")).not.toContain('aria-label="Breadcrumbs"');
    expect((await route("/api")).props).toEqual({ kind: "redirect", to: "/api/01-overview" });
    expect(existsSync(join(out, "community/index.html"))).toBe(false);
  });

  it("make each instance's tags pages under its own route base", async () => {
    expect(await page("/community/tags/meetups")).toContain("Community intro");
    expect(existsSync(join(out, "docs/tags/meetups"))).toBe(false);
  });

  it("put each instance's docs in a search index of its own", async () => {
    const community = JSON.parse(await read(out, "search-index-docs-community-current.json"));
    expect(JSON.stringify(community)).toContain("/community/intro");
    expect(JSON.stringify(community)).not.toContain("/docs/intro");
    const docs = JSON.parse(await read(out, "search-index-docs-default-current.json"));
    expect(JSON.stringify(docs)).not.toContain("/community/");
  });

  it("link navbar items to the instance their docsPluginId names", async () => {
    const html = await page("/docs/intro");
    expect(html).toMatch(/<a [^>]*href="\/docs\/intro"[^>]*>Guide</);
    expect(html).toMatch(/<a [^>]*href="\/community\/intro"[^>]*>Community</);
    // The doc item without a label takes the doc's title; the version item the instance's main doc.
    expect(html).toMatch(/<a [^>]*href="\/community\/intro"[^>]*>intro</);
    expect(html).toMatch(/<a [^>]*href="\/api\/01-overview"[^>]*>Current</);
  });

  it("mark a doc or sidebar item current on the pages that show its sidebar, and no other", async () => {
    expect(activeItems(await page("/docs/intro"))).toEqual(["Guide"]);
    expect(activeItems(await page("/docs/team"))).toEqual(["Guide"]);
    expect(activeItems(await page("/docs/ref"))).toEqual(["Reference"]);
    // Both of the community instance's items show its one sidebar.
    expect(activeItems(await page("/community/team"))).toEqual(["Community", "intro"]);
    // The api instance's version item: current below its route base.
    expect(activeItems(await page("/api/endpoints/list"))).toEqual(["Current"]);
    expect(activeItems(await read(out, "index.html"))).toEqual([]);
  });

  it("say in one line that a further instance's versions are left out", () => {
    expect(notes.filter((n) => n.includes("community_versions.json"))).toEqual([expect.stringContaining("1.0 of community")]);
  });
});

describe("bad references to docs instances", () => {
  it("name the unknown docsPluginId and the instances there are", async () => {
    const error = await buildSiteFrom({ "site.config.ts": CONFIG(`{ type: "docSidebar", sidebarId: "x", docsPluginId: "comunity", label: "C" }`), ...FILES }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SiteError);
    const text = formatError(error as SiteError).join("\n");
    expect(text).toContain('docsPluginId "comunity" names no docs instance');
    expect(text).toContain("default, community, api");
    expect(text).toContain("site.config.ts");
  });

  it("name the instance whose doc or sidebar a navbar item does not find", async () => {
    const error = await buildSiteFrom({ "site.config.ts": CONFIG(`{ type: "doc", docId: "nope", docsPluginId: "community" }`), ...FILES }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(formatError(error as SiteError).join("\n")).toMatch(/Couldn't find any doc with id "nope" in version Community of docs instance "community"\. Did you mean|Available ids: intro, team/);
  });

  it("refuse two instances with one id, and the default instance's id", async () => {
    const twice = await buildSiteFrom({
      "site.config.ts": `export default { title: "T", url: "https://t.example.org", docsInstances: [{ id: "a", path: "a", routeBasePath: "a" }, { id: "a", path: "b", routeBasePath: "b" }, { id: "default", path: "c", routeBasePath: "c" }] };\n`,
      "docs/x.md": "# X\n",
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    const text = formatError(twice as SiteError).join("\n");
    expect(text).toContain('a second docs instance has the id "a"');
    expect(text).toContain('"default" is the id of the `docs` option\'s docs');
  });

  it("report a main doc an instance does not have under that instance's key", async () => {
    const error = await buildSiteFrom({
      "site.config.ts": `export default { title: "T", url: "https://t.example.org", docsInstances: [{ id: "a", path: "a", routeBasePath: "a", mainDocId: "missing" }] };\n`,
      "docs/x.md": "# X\n",
      "a/y.md": "# Y\n",
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(formatError(error as SiteError).join("\n")).toContain('docsInstances[0].mainDocId: no doc has the id "missing"');
  });
});
