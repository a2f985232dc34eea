// convertDocusaurusConfig: shapes of a Docusaurus config that the fixture project does not have.
import { describe, expect, it } from "vitest";
import { convertDocusaurusConfig } from "../../../src/migrate/convert-config.ts";
import { toSource } from "../../../src/migrate/config-source.ts";

const base = { title: "Tidewatch", url: "https://tidewatch.example.net", baseUrl: "/" };
const subjects = (notes: { subject: string }[]) => notes.map((n) => n.subject);

describe("convertDocusaurusConfig", () => {
  it("makes a footer of plain links one column, and carries html items", () => {
    const { config } = convertDocusaurusConfig({ ...base, themeConfig: { footer: { links: [{ label: "Forum", href: "https://forum.example.net" }, { html: "<b>Tides</b>" }] } } }, "/p");
    expect(config.footer).toEqual({ links: [{ title: "", items: [{ label: "Forum", href: "https://forum.example.net" }, { html: "<b>Tides</b>" }] }] });
  });

  it("leaves out a navbar item of a type sitec has not, and keys it does not know, saying so", () => {
    const { config, notes } = convertDocusaurusConfig(
      { ...base, themeConfig: { navbar: { items: [{ type: "custom-widget", position: "right" }, { to: "/docs", label: "Docs", target: "_self" }] } } },
      "/p",
    );
    expect(config.navbar).toEqual({ items: [{ to: "/docs", label: "Docs" }] });
    expect(subjects(notes)).toEqual(["themeConfig.navbar.items[0]", "themeConfig.navbar.items[1].target"]);
    expect(notes[0]!.advice).toContain('type "custom-widget"');
  });

  it("reports older doc versions, other locales and options without counterpart", () => {
    const { config, notes } = convertDocusaurusConfig(
      {
        ...base,
        i18n: { defaultLocale: "en", locales: ["en", "fr"] },
        scripts: ["https://cdn.example.net/x.js"],
        presets: [["@docusaurus/preset-classic", { docs: { lastVersion: "2.0", versions: { current: { label: "Next" } } }, blog: false }]],
      },
      "/p",
    );
    expect(config.docs).toEqual({ versions: { current: { label: "Next" } } });
    expect(subjects(notes)).toEqual(["scripts", "i18n.locales", "docs.versions", "presets.classic.blog"]);
  });

  it("writes a function-valued option as a note, and a path the config resolved relative to the project", () => {
    const { config, notes } = convertDocusaurusConfig({ ...base, presets: [["classic", { docs: { sidebarPath: "/p/sidebars.ts", editUrl: () => "x" } }]] }, "/p");
    expect(config.docs).toEqual({ sidebarPath: "sidebars.ts" });
    expect(subjects(notes)).toEqual(["docs.editUrl"]);
  });

  it("carries Docusaurus 3.4+ tags, route, report and feed options", () => {
    const blog = {
      sortPosts: "ascending", tagsBasePath: "topics", archiveBasePath: null, pageBasePath: "p", authorsBasePath: "people", tags: "tags.yml",
      onInlineTags: "throw", onInlineAuthors: "ignore", onUntruncatedBlogPosts: "log", feedOptions: { type: "rss", limit: 5, xslt: true },
    };
    const docs = { tagsBasePath: "labels", tags: false, onInlineTags: "warn" };
    const { config, notes } = convertDocusaurusConfig({ ...base, titleDelimiter: "·", presets: [["classic", { docs, blog }]] }, "/p");
    expect(config.titleDelimiter).toBe("·");
    expect(config.docs).toEqual(docs);
    expect(config.blog).toEqual({ ...blog, feedOptions: { type: "rss", limit: 5, xslt: true, copyright: "" } });
    expect(subjects(notes)).toEqual([]);
  });
});

describe("toSource", () => {
  it("writes regular expressions as literals and quotes keys that are no identifiers", () => {
    expect(toSource({ truncateMarker: /<!--\s*more\s*-->/, "aria-label": "Code" })).toBe('{ truncateMarker: /<!--\\s*more\\s*-->/, "aria-label": "Code" }');
  });
});
