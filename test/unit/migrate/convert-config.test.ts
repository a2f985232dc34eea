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

  it("keeps the classes of labelled links and of the footer's, and reads an item with `items` and no type as a dropdown", () => {
    const { config, notes } = convertDocusaurusConfig(
      {
        ...base,
        themeConfig: {
          navbar: { items: [{ to: "blog", label: "Blog", className: "header-long" }, { label: "Sponsor", items: [{ label: "Donate", href: "/donate", className: "gift" }] }] },
          footer: { links: [{ title: "Docs", items: [{ label: "Start", to: "start", className: "foot-start" }] }] },
        },
      },
      "/p",
    );
    expect(config.navbar).toEqual({ items: [{ to: "blog", label: "Blog", className: "header-long" }, { label: "Sponsor", items: [{ label: "Donate", href: "/donate", className: "gift" }] }] });
    expect(config.footer).toEqual({ links: [{ title: "Docs", items: [{ label: "Start", to: "/start", className: "foot-start" }] }] });
    expect(subjects(notes)).toEqual([]);
  });

  it("keeps the footer's logo", () => {
    const { config, notes } = convertDocusaurusConfig({ ...base, themeConfig: { footer: { logo: { alt: "OpenJS", src: "img/openjs.svg", href: "https://openjsf.org", width: 170, style: { margin: 0 } } } } }, "/p");
    expect(config.footer).toEqual({ links: [], logo: { alt: "OpenJS", src: "img/openjs.svg", href: "https://openjsf.org", width: 170 } });
    expect(subjects(notes)).toEqual(["themeConfig.footer.logo.style"]);
  });

  it("makes each docs plugin with an id of its own one of docsInstances, and keeps navbar items' docsPluginId", () => {
    const { config, notes } = convertDocusaurusConfig(
      {
        ...base,
        presets: [["classic", { docs: { path: "guides", sidebarPath: "/p/sidebars.js" } }]],
        plugins: [
          ["@docusaurus/plugin-content-docs", { id: "community", path: "community", routeBasePath: "community", sidebarPath: "/p/sidebarsCommunity.js", versions: { current: { label: "1.x" } }, remarkPlugins: [() => undefined] }],
          ["content-docs", { id: "api", path: "./api" }],
          ["@docusaurus/plugin-content-docs", { path: "second-default" }],
        ],
        themeConfig: { navbar: { items: [{ type: "docSidebar", sidebarId: "community", docsPluginId: "community", label: "Community" }] } },
      },
      "/p",
    );
    expect(config.docs).toEqual({ path: "guides", sidebarPath: "sidebars.js" });
    expect(config.docsInstances).toEqual([
      { id: "community", path: "community", routeBasePath: "community", sidebarPath: "sidebarsCommunity.js", versions: { current: { label: "1.x" } } },
      // Paths as the site writes them, without `./`.
      { id: "api", path: "api" },
    ]);
    expect(config.navbar).toEqual({ items: [{ type: "docSidebar", sidebarId: "community", docsPluginId: "community", label: "Community" }] });
    // The instance's remark plugins are named under its plugin entry; the second default instance gets the plugin's advice.
    expect(subjects(notes)).toEqual(['plugins[@docusaurus/plugin-content-docs "community"].remarkPlugins', "@docusaurus/plugin-content-docs"]);
    expect(notes[1]!.advice).toContain("give it an `id`");
  });

  it("says once what it says of several docs instances alike, naming them all", () => {
    const shared = { editUrl: () => "x", remarkPlugins: [() => undefined] };
    const { notes } = convertDocusaurusConfig({ ...base, plugins: ["a", "b", "c"].map((id) => ["@docusaurus/plugin-content-docs", { id, path: id, ...shared }]) }, "/p");
    expect(subjects(notes)).toEqual(['plugins[@docusaurus/plugin-content-docs "a", "b", "c"].editUrl', 'plugins[@docusaurus/plugin-content-docs "a", "b", "c"].remarkPlugins']);
  });

  it("makes navbar items that name the preset's docs by their own id name sitec's docs", () => {
    const { config, notes } = convertDocusaurusConfig(
      {
        ...base,
        presets: [["classic", { docs: { id: "guides", path: "docs" } }]],
        plugins: [["content-docs", { id: "api", path: "api" }]],
        themeConfig: { navbar: { items: [{ type: "docSidebar", sidebarId: "s", docsPluginId: "guides", label: "Guides" }, { type: "docSidebar", sidebarId: "a", docsPluginId: "api", label: "API" }] } },
      },
      "/p",
    );
    expect(config.docs).toEqual({ path: "docs" });
    expect(config.navbar).toEqual({ items: [{ type: "docSidebar", sidebarId: "s", label: "Guides" }, { type: "docSidebar", sidebarId: "a", docsPluginId: "api", label: "API" }] });
    expect(subjects(notes)).toEqual([]);
  });

  it("keeps markdown.hooks under their names", () => {
    const { config, notes } = convertDocusaurusConfig({ ...base, markdown: { hooks: { onBrokenMarkdownLinks: "throw", onBrokenMarkdownImages: "warn" } } }, "/p");
    expect(config.markdown).toEqual({ hooks: { onBrokenMarkdownLinks: "throw", onBrokenMarkdownImages: "warn" } });
    expect(subjects(notes)).toEqual([]);
  });

  it("leaves out a navbar item of a type sitec has not, and keys it does not know, saying so", () => {
    const { config, notes } = convertDocusaurusConfig(
      { ...base, themeConfig: { navbar: { items: [{ type: "custom-widget", position: "right" }, { to: "/docs", label: "Docs", target: "_self", rel: "me" }] } } },
      "/p",
    );
    expect(config.navbar).toEqual({ items: [{ to: "/docs", label: "Docs", target: "_self" }] });
    expect(subjects(notes)).toEqual(["themeConfig.navbar.items[0]", "themeConfig.navbar.items[1].rel"]);
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
    expect(config.docs).toEqual({ lastVersion: "2.0", versions: { current: { label: "Next" } } });
    expect(subjects(notes)).toEqual(["scripts", "i18n.locales", "presets.classic.blog"]);
  });

  it("carries Docusaurus's versioning options over under the same names, each version's options too", () => {
    const { config, notes } = convertDocusaurusConfig(
      {
        ...base,
        presets: [
          [
            "classic",
            {
              docs: {
                lastVersion: undefined,
                onlyIncludeVersions: ["current", "stable"],
                includeCurrentVersion: false,
                versions: { current: { label: "next", badge: false, path: "next" }, stable: { label: "stable", banner: "none", noIndex: true, className: "v-stable", unknownKey: 1 } },
              },
            },
          ],
        ],
      },
      "/p",
    );
    expect(config.docs).toEqual({
      onlyIncludeVersions: ["current", "stable"],
      includeCurrentVersion: false,
      versions: { current: { label: "next", path: "next", badge: false }, stable: { label: "stable", banner: "none", className: "v-stable", noIndex: true } },
    });
    expect(subjects(notes)).toEqual(["docs.versions.stable.unknownKey"]);
    const disabled = convertDocusaurusConfig({ ...base, presets: [["classic", { docs: { disableVersioning: true, lastVersion: "2.0" } }]] }, "/p");
    expect(disabled.config.docs).toEqual({ onlyIncludeVersions: ["current"] });
  });

  it("carries themeConfig.image, or else an og:image or twitter:image of themeConfig.metadata, as the site's image", () => {
    const own = convertDocusaurusConfig({ ...base, themeConfig: { image: "img/card.png", metadata: [{ name: "og:image", content: "img/other.png" }] } }, "/p");
    expect(own.config.image).toBe("img/card.png");
    expect(own.notes).toEqual([]);
    const meta = convertDocusaurusConfig({ ...base, themeConfig: { metadata: [{ name: "og:image", content: "img/Og_image.png" }, { name: "theme-color", content: "#000" }] } }, "/p");
    expect(meta.config.image).toBe("img/Og_image.png");
    // The other tags are carried as they are.
    expect(meta.config.metadata).toEqual([{ name: "theme-color", content: "#000" }]);
    expect(subjects(meta.notes)).toEqual([]);
  });

  it("adds sitec's search bar to the navbar when the project had a search plugin or theme, as those add theirs", () => {
    const withSearch = convertDocusaurusConfig({ ...base, themes: ["@easyops-cn/docusaurus-search-local"], themeConfig: { navbar: { items: [{ to: "/docs", label: "Docs" }] } } }, "/p");
    expect(withSearch.config.navbar).toEqual({ items: [{ to: "/docs", label: "Docs" }, { type: "search", position: "right" }] });
    const algolia = convertDocusaurusConfig({ ...base, themeConfig: { algolia: { appId: "x" } } }, "/p");
    expect(algolia.config.navbar).toEqual({ items: [{ type: "search", position: "right" }] });
    const placed = convertDocusaurusConfig({ ...base, themes: ["docusaurus-lunr-search"], themeConfig: { navbar: { items: [{ type: "search", position: "left" }] } } }, "/p");
    expect(placed.config.navbar).toEqual({ items: [{ type: "search", position: "left" }] });
    const none = convertDocusaurusConfig({ ...base, themeConfig: { navbar: { items: [] } } }, "/p");
    expect(none.config.navbar).toEqual({ items: [] });
  });

  it("names a plugin or theme given as a path into node_modules by its package", () => {
    const { notes } = convertDocusaurusConfig({ ...base, themes: ["/p/node_modules/@getcanary/docusaurus-theme-search-pagefind/dist/index.js", "/p/node_modules/docusaurus-plugin-image-zoom/lib/index.js"] }, "/p");
    expect(subjects(notes)).toEqual(["@getcanary/docusaurus-theme-search-pagefind", "docusaurus-plugin-image-zoom"]);
    expect(notes[0]!.advice).toContain("replaced by sitec's own search");
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
