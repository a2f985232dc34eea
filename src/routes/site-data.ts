// Resolves the config's navbar and footer into the plain data the theme renders, checking
// every doc and sidebar reference against the docs.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { DEFAULT_DOCS_ID, type SiteConfig, type NavbarItemConfig } from "../config/schema.ts";
import type { DocFile } from "../content/docs.ts";
import { CURRENT_VERSION_NAME, unversionedLabel } from "../content/docs-versions.ts";
import { lastPart, versionLinks, type DocsPart } from "./docs-parts.ts";
import { sidebarIdOf } from "../content/docs-sidebars.ts";
import { sidebarKey } from "./doc-routes.ts";
import { flattenSidebar } from "../content/sidebar.ts";
import { SiteError } from "../errors.ts";
import { isExternalUrl, pageHref, PATHNAME_PROTOCOL, pathnameHref, withBase } from "../shared/paths.ts";
import { stripNumberPrefix } from "../content/slugs.ts";
import type { LinkData, NavbarIconData, NavbarItemData, SidebarItem, SiteData, VersionLink } from "../shared/types.ts";
import { lineOfKeyPath } from "../config/load.ts";
import { routeBase } from "../shared/route-base.ts";


const stripNumberPrefixes = (id: string) => id.split("/").map((part) => stripNumberPrefix(part).name).join("/");

/** The build error of a `doc` navbar item whose doc does not exist, with the likeliest fix. */
export function docNotFoundMessage(docId: string, versionLabel: string, ids: string[]): string {
  const head = `Couldn't find any doc with id "${docId}" in version ${versionLabel}.`;
  const last = (id: string) => id.slice(id.lastIndexOf("/") + 1);
  const stripped = stripNumberPrefixes(docId);
  if (stripped !== docId && ids.includes(stripped)) return `${head} Did you mean "${stripped}"? Doc ids have no number prefixes.`;
  const guess = ids.find((id) => last(id) === last(stripped));
  if (guess) return `${head} Did you mean "${guess}"?`;
  const sorted = [...ids].sort();
  const shown = sorted.slice(0, 5).join(", ");
  return `${head} Available ids: ${sorted.length > 5 ? `${shown}, … (${sorted.length} in all)` : shown}.`;
}

type NavbarIconConfig = NonNullable<Extract<NavbarItemConfig, { type: "default" }>["icon"]>;

/** An SVG file's markup as a navbar icon: from its `<svg` on (no XML prolog, doctype or comment before it). */
export function inlineSvg(source: string): string {
  const start = source.search(/<svg[\s>]/);
  if (start < 0) throw new Error("it holds no <svg> element");
  return source.slice(start).trim();
}


/**
 * An item current on every page below the docs' route base; none for docs at the site's root,
 * which would make it current on every page of the site.
 */
const activeUnder = (base: string): { activeBasePath?: string } => (base === "/" ? {} : { activeBasePath: base });

/** What a navbar link to a doc says: its sidebar label, title or id. */
const navLabel = (doc: DocFile) => doc.frontMatter.sidebar_label ?? doc.frontMatter.title ?? doc.id;

export interface SiteDataInput {
  config: SiteConfig;
  configFile: string;
  configSource: string;
  /** The docs of the last version (the only one on a site without versions.json). */
  docs: DocFile[];
  /** The page the docs lead to; the main doc (`docs.mainDocId`), else the first doc, unless given. */
  home?: DocFile;
  /** The last version's sidebars by id. */
  sidebars: Map<string, SidebarItem[]>;
  /** Every docs version, on a site with versions.json. */
  versions?: DocsPart[];
  /**
   * Every docs part (docs-parts.ts): navbar items name a further instance's by `docsPluginId`, and
   * a doc or sidebar item is current on the pages that show its sidebar.
   */
  parts?: DocsPart[];
  generator: string;
  feeds: SiteData["feeds"];
  searchIndexes: string[];
}

function toLink(config: SiteConfig, given: { label?: string; to?: string; href?: string; ariaLabel?: string; className?: string; target?: string; html?: string; activeBaseRegex?: string } | { type: "html"; value: string; className?: string }): LinkData {
  // A dropdown's HTML entry.
  const link = "value" in given ? { html: given.value, className: given.className } : given;
  // A `pathname://` link: the path, opened as Docusaurus's Link opens it (a new tab, no client-side navigation).
  if (link.href?.startsWith(PATHNAME_PROTOCOL)) {
    return { label: link.label ?? "", href: pathnameHref(link.href, config.baseUrl), pathname: true, ariaLabel: link.ariaLabel, ...(link.className ? { className: link.className } : {}), ...("target" in link && link.target ? { target: link.target } : {}) };
  }
  // An `href` that is a path of the site's host, or relative, is a link within it, as in Docusaurus (no base URL put before it).
  const hrefPath = link.href !== undefined && !isExternalUrl(link.href) ? link.href : undefined;
  return {
    label: link.label ?? "",
    to: link.to ? pageHref(config.baseUrl, link.to, config.trailingSlash) : hrefPath,
    href: hrefPath ? undefined : link.href,
    ariaLabel: link.ariaLabel,
    ...(link.className ? { className: link.className } : {}),
    ...("target" in link && link.target ? { target: link.target } : {}),
    ...("activeBaseRegex" in link && link.activeBaseRegex ? { activeBaseRegex: link.activeBaseRegex } : {}),
    html: link.html,
  };
}

/** The navbar's logo, its images below the base URL. */
const navbarLogo = (config: SiteConfig): SiteData["logo"] =>
  config.navbar.logo && {
    alt: config.navbar.logo.alt,
    src: imageUrl(config, config.navbar.logo.src),
    srcDark: config.navbar.logo.srcDark && imageUrl(config, config.navbar.logo.srcDark),
  };

/** The site's settings as pages and content read them, in the order SiteData has them. */
function siteSettings(config: SiteConfig) {
  return {
    title: config.title,
    ...(config.titleDelimiter !== "|" ? { titleDelimiter: config.titleDelimiter } : {}),
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    customFields: config.customFields,
    ...(config.organizationName ? { organizationName: config.organizationName } : {}),
    ...(config.projectName ? { projectName: config.projectName } : {}),
  };
}

/** What components in Markdown read of the site (its settings, the theme's names): SiteData's part that the config alone gives. */
export type ContentSiteData = Pick<SiteData, "title" | "titleDelimiter" | "tagline" | "url" | "baseUrl" | "trailingSlash" | "customFields" | "organizationName" | "projectName" | "generator" | "logo" | "colorMode"> & {
  navbar: Pick<SiteData["navbar"], "title">;
};

/**
 * The site as an MDX page's components see it while the page is rendered, before the routes
 * are made (useDocusaurusContext, useBaseUrl, Link, useColorMode): the same values as the
 * pages' SiteData.
 */
export function contentSiteData(config: SiteConfig, generator: string): ContentSiteData {
  return {
    ...siteSettings(config),
    generator,
    logo: navbarLogo(config),
    navbar: { title: config.navbar.title },
    colorMode: config.colorMode,
  };
}

/** An image's address: a path of the site below the base URL, a URL as it is (as Docusaurus's useBaseUrl). */
const imageUrl = (config: SiteConfig, src: string) => (isExternalUrl(src) ? src : withBase(config.baseUrl, src));

/** The footer's logo: its images below the base URL, its link as a link item's. */
function footerLogo(config: SiteConfig, logo: NonNullable<SiteConfig["footer"]["logo"]>): NonNullable<SiteData["footer"]["logo"]> {
  const link = logo.href ? toLink(config, { href: logo.href }) : undefined;
  return {
    alt: logo.alt,
    src: imageUrl(config, logo.src),
    ...(logo.srcDark ? { srcDark: imageUrl(config, logo.srcDark) } : {}),
    ...(link?.href ? { href: link.href } : link?.to ? { to: link.to } : {}),
    ...(logo.width !== undefined ? { width: logo.width } : {}),
    ...(logo.height !== undefined ? { height: logo.height } : {}),
  };
}

export function buildSiteData(input: SiteDataInput): SiteData {
  const { config } = input;
  const docsBase = routeBase(config.docs.routeBasePath);
  const lastVersion = input.versions && lastPart(input.versions).version;
  const versionLabel = lastVersion?.label ?? unversionedLabel(config.docs);
  const mainDoc = input.home ?? input.docs.find((d) => d.id === config.docs.mainDocId) ?? input.docs[0];
  const versions = input.versions && versionLinks(input.versions, config.baseUrl, config.trailingSlash);
  const lastLink = versions?.find((v) => v.isLast);
  /** The further docs instances' parts (each has one: their versions are not built). */
  const instances = (input.parts ?? []).filter((p) => p.pluginId !== DEFAULT_DOCS_ID);
  /** The same doc in each version that has it, for a link to it (none without versions.json). */
  const docTargets = (docId: string, label?: string) => {
    if (!input.versions) return {};
    const targets: NonNullable<LinkData["versionTargets"]> = {};
    for (const part of input.versions) {
      const doc = part.docs.find((d) => d.id === docId);
      if (doc) targets[part.version!.name] = { to: pageHref(config.baseUrl, doc.route, config.trailingSlash), label: label ?? navLabel(doc) };
    }
    return { versionTargets: targets };
  };
  /** Each version's first page of a sidebar, for a link to it. */
  const sidebarTargets = (sidebarId: string) => {
    if (!input.versions) return {};
    const targets: NonNullable<LinkData["versionTargets"]> = {};
    for (const part of input.versions) {
      const id = sidebarIdOf(part.sidebars.sidebars, sidebarId);
      const first = flattenSidebar((id !== undefined && part.sidebars.sidebars.get(id)) || [])[0];
      if (first) targets[part.version!.name] = { to: first.href };
    }
    return { versionTargets: targets };
  };
  const navError = (index: number, message: string) =>
    new SiteError(message, {
      file: input.configFile,
      line: lineOfKeyPath(input.configSource, ["navbar", "items", index]),
    });

  const navbarIcon = (icon: NavbarIconConfig, index: number): NavbarIconData => {
    if (typeof icon === "string" || "className" in icon) return icon;
    if ("src" in icon) return { src: icon.src.startsWith("/") ? withBase(config.baseUrl, icon.src) : icon.src };
    try {
      return { svg: inlineSvg(readFileSync(join(dirname(input.configFile), icon.svg), "utf8")) };
    } catch (error) {
      throw navError(index, `the navbar icon "${icon.svg}" ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "does not exist (the path is relative to the site folder)" : `cannot be used: ${(error as Error).message}`}.`);
    }
  };

  /**
   * A link to a version's main doc: the `docsVersion` item, or a dropdown of one version (as a
   * plain link). Given every version, it follows the one being read or the preferred one.
   */
  const versionLink = (item: Extract<NavbarItemConfig, { type: "docsVersion" | "docsVersionDropdown" }>, version?: VersionLink, all?: VersionLink[]): NavbarItemData => {
    const label = (item.type === "docsVersion" ? item.label : undefined) ?? version?.label ?? versionLabel;
    const to = version?.to ?? pageHref(config.baseUrl, mainDoc?.route ?? docsBase, config.trailingSlash);
    const targets = all && Object.fromEntries(all.map((v) => [v.name, { to: v.to, ...(item.type === "docsVersion" && item.label ? {} : { label: v.label }) }]));
    // The version's name rides along: choosing the link remembers it as the preferred version.
    const link: LinkData = { label, to, docsVersion: version?.name ?? CURRENT_VERSION_NAME, ...(targets ? { versionTargets: targets } : {}) };
    return { kind: "link", position: item.position, link, ...activeUnder(docsBase) };
  };

  /** A dropdown's links before and after its own (`dropdownItemsBefore`, `dropdownItemsAfter`). */
  const beforeAndAfter = (item: { dropdownItemsBefore?: Parameters<typeof toLink>[1][]; dropdownItemsAfter?: Parameters<typeof toLink>[1][] }) => ({
    ...(item.dropdownItemsBefore?.length ? { before: item.dropdownItemsBefore.map((l) => toLink(config, l)) } : {}),
    ...(item.dropdownItemsAfter?.length ? { after: item.dropdownItemsAfter.map((l) => toLink(config, l)) } : {}),
  });

  /**
   * The sidebar a `doc` or `docSidebar` item is current with, as Docusaurus marks it: on the pages
   * that show it (its key, doc-routes.ts). `sidebarOf` names the sidebar in the instance's last part.
   */
  const activeSidebar = (pluginId: string, sidebarOf: (part: DocsPart) => string | undefined): { activeSidebar?: string } => {
    const part = pluginId === DEFAULT_DOCS_ID ? input.parts && lastPart(input.parts) : instances.find((p) => p.pluginId === pluginId);
    const id = part && sidebarOf(part);
    return id === undefined ? {} : { activeSidebar: sidebarKey(pluginId, id) };
  };
  const docSidebarIn = (docId: string) => (part: DocsPart) => {
    const doc = part.docs.find((d) => d.id === docId);
    return doc && part.sidebars.sidebarOf(doc);
  };

  /** A `doc`, `docSidebar` or version item of a further docs instance (`docsPluginId`): it links into that instance's docs. */
  const instanceItem = (item: Extract<NavbarItemConfig, { type: "doc" | "docSidebar" | "docsVersion" | "docsVersionDropdown" }>, pluginId: string, index: number): NavbarItemData => {
    const part = instances.find((p) => p.pluginId === pluginId);
    if (!part) {
      const ids = [DEFAULT_DOCS_ID, ...instances.map((p) => p.pluginId)];
      throw navError(index, `docsPluginId "${pluginId}" names no docs instance. Docs instances: ${ids.join(", ")} (\`docs\` is "${DEFAULT_DOCS_ID}", the others are \`docsInstances\`' ids).`);
    }
    const label = unversionedLabel(part.options);
    const base = routeBase(part.options.routeBasePath);
    switch (item.type) {
      case "doc": {
        const doc = part.docs.find((d) => d.id === item.docId);
        if (!doc) throw navError(index, docNotFoundMessage(item.docId, `${label} of docs instance "${pluginId}"`, part.docs.map((d) => d.id)));
        return { kind: "link", position: item.position, link: { label: item.label ?? navLabel(doc), to: pageHref(config.baseUrl, doc.route, config.trailingSlash), ...activeSidebar(pluginId, docSidebarIn(item.docId)) } };
      }
      case "docSidebar":
        return sidebarItem(item, part.sidebars.sidebars, `${label} of docs instance "${pluginId}"`, base, index, activeSidebar(pluginId, (p) => sidebarIdOf(p.sidebars.sidebars, item.sidebarId)));
      default: {
        const to = pageHref(config.baseUrl, part.home?.route ?? base, config.trailingSlash);
        return { kind: "link", position: item.position, link: { label: (item.type === "docsVersion" ? item.label : undefined) ?? label, to }, ...activeUnder(base) };
      }
    }
  };

  /** A `docSidebar` item: a link to the first page of the sidebar. */
  const sidebarItem = (item: Extract<NavbarItemConfig, { type: "docSidebar" }>, sidebars: Map<string, SidebarItem[]>, version: string, base: string, index: number, targets: Partial<LinkData> = {}): NavbarItemData => {
    const id = sidebarIdOf(sidebars, item.sidebarId);
    const sidebar = id === undefined ? undefined : sidebars.get(id);
    if (!sidebar) {
      throw navError(index, `Can't find any sidebar with id "${item.sidebarId}" in version ${version}. Available sidebar ids: ${[...sidebars.keys()].join(", ")}.`);
    }
    const first = flattenSidebar(sidebar)[0];
    if (!first) {
      throw navError(index, `DocSidebarNavbarItem: Sidebar with ID "${item.sidebarId}" does not have anything to be linked to.`);
    }
    return { kind: "link", position: item.position, link: { label: item.label, to: first.href, ...targets }, ...activeUnder(base) };
  };

  const resolve = (item: NavbarItemConfig, index: number): NavbarItemData => {
    if ("docsPluginId" in item && item.docsPluginId !== undefined && item.docsPluginId !== DEFAULT_DOCS_ID) return instanceItem(item, item.docsPluginId, index);
    switch (item.type) {
      case "default":
        return { kind: "link", position: item.position, link: toLink(config, item), activeBasePath: item.activeBasePath, icon: item.icon && navbarIcon(item.icon, index) };
      case "dropdown":
        return { kind: "dropdown", position: item.position, label: item.label, items: item.items.map((l) => toLink(config, l)) };
      case "doc": {
        const doc = input.docs.find((d) => d.id === item.docId);
        if (!doc) throw navError(index, docNotFoundMessage(item.docId, versionLabel, input.docs.map((d) => d.id)));
        const label = item.label ?? navLabel(doc);
        return { kind: "link", position: item.position, link: { label, to: pageHref(config.baseUrl, doc.route, config.trailingSlash), ...docTargets(item.docId, item.label), ...activeSidebar(DEFAULT_DOCS_ID, docSidebarIn(item.docId)) } };
      }
      case "docSidebar":
        return sidebarItem(item, input.sidebars, versionLabel, docsBase, index, { ...sidebarTargets(item.sidebarId), ...activeSidebar(DEFAULT_DOCS_ID, (p) => sidebarIdOf(p.sidebars.sidebars, item.sidebarId)) });
      case "docsVersionDropdown": {
        const extra = beforeAndAfter(item);
        // A dropdown when it lists more than one link, as Docusaurus's.
        if (versions && (versions.length > 1 || extra.before || extra.after)) {
          return { kind: "versions", position: item.position, items: versions, ...(item.dropdownActiveClassDisabled ? {} : activeUnder(docsBase)), ...extra };
        }
        return versionLink(item, lastLink);
      }
      case "docsVersion":
        return versionLink(item, lastLink, versions);

      case "localeDropdown": {
        const locales = config.i18n.locales.map((lang) => ({
          lang,
          label: config.i18n.localeConfigs[lang]?.label ?? "English",
          baseUrl: config.baseUrl,
        }));
        // Labelled with the current locale, as a language switcher is (the drawer says "Languages").
        const current = config.i18n.localeConfigs[config.i18n.defaultLocale]?.label ?? "English";
        return { kind: "locale", position: item.position, label: current, locales, ...beforeAndAfter(item) };
      }
      case "html":
        return { kind: "html", position: item.position, html: item.value };
      case "search":
        return { kind: "search", position: item.position };
    }
  };

  const withClass = (item: NavbarItemConfig, index: number): NavbarItemData => {
    const resolved = resolve(item, index);
    return item.className && item.type !== "default" ? { ...resolved, className: item.className } : resolved;
  };

  return {
    ...siteSettings(config),
    docsHome: mainDoc && pageHref(config.baseUrl, mainDoc.route, config.trailingSlash),
    generator: input.generator,
    logo: navbarLogo(config),
    navbar: { title: config.navbar.title, hideOnScroll: config.navbar.hideOnScroll, items: config.navbar.items.map(withClass) },
    footer: {
      style: config.footer.style,
      copyright: config.footer.copyright,
      columns: config.footer.links.map((column) => ({ title: column.title, items: column.items.map((l) => toLink(config, l)) })),
      ...(config.footer.logo ? { logo: footerLogo(config, config.footer.logo) } : {}),
    },
    announcementBar: config.announcementBar,
    colorMode: config.colorMode,
    search: { maxSearchResults: config.search.maxSearchResults, indexes: input.searchIndexes },
    ...(versions ? { docsVersions: versions } : {}),
    feeds: input.feeds,
    ...(config.markdown.mermaid ? { mermaid: config.mermaid } : {}),
  };
}
