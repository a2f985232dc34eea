// The docs of a site as the routes phase builds them: one part per docs version (one part on a
// site without versions.json), each with its sidebars and main doc, and what a doc page shows of
// its version: the banner's link to the last version and the same doc in every version.
import { buildDocsSidebars, type DocsSidebars } from "../content/docs-sidebars.ts";
import type { DocFile } from "../content/docs.ts";
import type { DocsVersion } from "../content/docs-versions.ts";
import type { Content } from "../content/load-content.ts";
import type { SiteConfig } from "../config/schema.ts";
import { flattenSidebar } from "../content/sidebar.ts";
import { pageHref } from "../shared/paths.ts";
import type { DocVersionProps, VersionLink } from "../shared/types.ts";

/** The docs of one version. */
export interface DocsPart {
  /** Undefined on a site without versions.json. */
  version?: DocsVersion;
  docs: DocFile[];
  docsDir: string;
  sidebars: DocsSidebars;
  /** The doc `docs.mainDocId` names, when this version has it. */
  mainDoc?: DocFile;
  /** The page the version leads to: its main doc, else the first of its first sidebar, else its first doc. */
  home?: DocFile;
}

/** The parts of the site's docs, with their sidebars built, in the versions' order (`current` first, then versions.json's). */
export function docsParts(content: Content, config: SiteConfig): DocsPart[] {
  const sidebarsOf = (input: Pick<Parameters<typeof buildDocsSidebars>[0], "docs" | "categories" | "sidebarsFile" | "routeBasePath" | "draftIds">) =>
    buildDocsSidebars({ ...input, baseUrl: config.baseUrl, trailingSlash: config.trailingSlash, collapsed: config.docs.sidebarCollapsed, collapsible: config.docs.sidebarCollapsible });
  if (!content.versions) {
    const sidebars = sidebarsOf({ docs: content.docs, categories: content.categories, sidebarsFile: content.sidebarsFile, routeBasePath: config.docs.routeBasePath, draftIds: content.draftDocIds });
    const mainDoc = content.docs.find((d) => d.id === config.docs.mainDocId);
    return [{ docs: content.docs, docsDir: content.docsDir, sidebars, mainDoc, home: mainDoc ?? content.docs[0] }];
  }
  const parts = content.versions.map(({ version, docs, draftDocIds, categories, sidebarsFile }): DocsPart => {
    const sidebars = sidebarsOf({ docs, categories, sidebarsFile, routeBasePath: version.routeBasePath, draftIds: draftDocIds });
    const mainDoc = docs.find((d) => d.id === config.docs.mainDocId);
    const firstHref = [...sidebars.sidebars.values()].map((items) => flattenSidebar(items)[0]?.href).find(Boolean);
    const first = firstHref ? docs.find((d) => pageHref(config.baseUrl, d.route, config.trailingSlash) === firstHref) : undefined;
    return { version, docs, docsDir: version.docsDir, sidebars, mainDoc, home: mainDoc ?? first ?? docs[0] };
  });
  return parts;
}

/** The part of the last version (the only part on a site without versions.json). */
export const lastPart = (parts: DocsPart[]): DocsPart => parts.find((p) => !p.version || p.version.isLast)!;

/** Each version as a link to its home page, in the order of `parts`. */
export function versionLinks(parts: DocsPart[], baseUrl: string, trailingSlash?: boolean): VersionLink[] {
  return parts.flatMap((p) =>
    p.version ? [{ name: p.version.name, label: p.version.label, to: pageHref(baseUrl, p.home?.route ?? "/" + p.version.routeBasePath, trailingSlash), ...(p.version.isLast ? { isLast: true } : {}) }] : [],
  );
}

/** What a doc page of `part` shows of its version; undefined on a site without versions.json. */
export function versionPropsOf(parts: DocsPart[], part: DocsPart, baseUrl: string, trailingSlash?: boolean): ((doc: DocFile) => DocVersionProps) | undefined {
  const version = part.version;
  if (!version) return undefined;
  const homes = versionLinks(parts, baseUrl, trailingSlash);
  const byId = parts.map((p) => new Map(p.docs.map((d) => [d.id, pageHref(baseUrl, d.route, trailingSlash)])));
  return (doc) => {
    const alternates = homes.map((home, i) => ({ ...home, to: byId[i]!.get(doc.id) ?? home.to }));
    return {
      name: version.name,
      label: version.label,
      ...(version.banner !== "none" ? { banner: version.banner } : {}),
      badge: version.badge,
      className: version.className,
      latest: alternates.find((v) => v.isLast)!,
      alternates,
    };
  };
}
