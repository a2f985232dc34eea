// The docs of a site as the routes phase builds them: one part per docs version (one part on a
// site without versions.json) and one per further docs instance, each with its sidebars and main
// doc, and what a doc page shows of its version: the banner's link to the last version and the
// same doc in every version.
import { buildDocsSidebars, type DocsSidebars } from "../content/docs-sidebars.ts";
import type { DocFile } from "../content/docs.ts";
import type { DocsVersion } from "../content/docs-versions.ts";
import { ownDocs, type Content, type VersionContent } from "../content/load-content.ts";
import { docsOptionsById } from "../content/docs-instances.ts";
import { DEFAULT_DOCS_ID, type DocsOptions, type SiteConfig } from "../config/schema.ts";
import { flattenSidebar } from "../content/sidebar.ts";
import type { RenderedContent } from "../markdown/render-content.ts";
import { pageHref } from "../shared/paths.ts";
import type { DocVersionProps, VersionLink } from "../shared/types.ts";

/** The docs of one version of one docs instance. */
export interface DocsPart {
  /** Its docs instance: `default` (the `docs` option's) or a further instance's id (docs-instances.ts). */
  pluginId: string;
  /** Its docs instance's options. */
  options: DocsOptions;
  /** Undefined on a site without versions.json, and for a further instance. */
  version?: DocsVersion;
  docs: DocFile[];
  docsDir: string;
  sidebars: DocsSidebars;
  /** Ids of its draft docs, which a build leaves out. */
  draftIds: string[];
  /** The doc the instance's `mainDocId` names, when this version has it. */
  mainDoc?: DocFile;
  /** The page the version leads to: its main doc, else the first of its first sidebar, else its first doc. */
  home?: DocFile;
}

/** The docs of one version or of a further instance, as loaded (load-content.ts). */
type LoadedDocs = Pick<VersionContent, "docs" | "draftDocIds" | "categories" | "sidebarsFile">;

/**
 * The parts of the site's docs, with their sidebars built: the `docs` option's in the versions'
 * order (`current` first, then versions.json's), then each further docs instance's.
 */
export function docsParts(content: Content, config: SiteConfig, rendered?: RenderedContent): DocsPart[] {
  const contentTitle = rendered && ((doc: DocFile) => rendered.get(doc.file)?.h1);
  const partOf = (pluginId: string, options: DocsOptions, loaded: LoadedDocs, docsDir: string, version?: DocsVersion): DocsPart => {
    const sidebars = buildDocsSidebars({
      docs: loaded.docs,
      categories: loaded.categories,
      sidebarsFile: loaded.sidebarsFile,
      routeBasePath: version?.routeBasePath ?? options.routeBasePath,
      draftIds: loaded.draftDocIds,
      baseUrl: config.baseUrl,
      trailingSlash: config.trailingSlash,
      collapsed: options.sidebarCollapsed,
      collapsible: options.sidebarCollapsible,
      contentTitle,
    });
    const mainDoc = loaded.docs.find((d) => d.id === options.mainDocId);
    const part: DocsPart = { pluginId, options, version, docs: loaded.docs, draftIds: loaded.draftDocIds, docsDir, sidebars, mainDoc };
    if (!version) return { ...part, home: mainDoc ?? loaded.docs[0] };
    const firstHref = [...sidebars.sidebars.values()].map((items) => flattenSidebar(items)[0]?.href).find(Boolean);
    const first = firstHref ? loaded.docs.find((d) => pageHref(config.baseUrl, d.route, config.trailingSlash) === firstHref) : undefined;
    return { ...part, home: mainDoc ?? first ?? loaded.docs[0] };
  };
  const own = content.versions
    ? content.versions.map((v) => partOf(DEFAULT_DOCS_ID, config.docs, v, v.version.docsDir, v.version))
    : [partOf(DEFAULT_DOCS_ID, config.docs, { ...content, docs: ownDocs(content) }, content.docsDir)];
  const optionsById = docsOptionsById(config);
  const further = (content.instances ?? []).map((instance) => partOf(instance.id, optionsById.get(instance.id)!, instance, instance.docsDir));
  return [...own, ...further];
}

/** The part of the `docs` option's last version (its only part on a site without versions.json). */
export const lastPart = (parts: DocsPart[]): DocsPart => parts.find((p) => p.pluginId === DEFAULT_DOCS_ID && (!p.version || p.version.isLast))!;

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
  const versioned = parts.filter((p) => p.version);
  const homes = versionLinks(versioned, baseUrl, trailingSlash);
  const byId = versioned.map((p) => new Map(p.docs.map((d) => [d.id, pageHref(baseUrl, d.route, trailingSlash)])));
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
