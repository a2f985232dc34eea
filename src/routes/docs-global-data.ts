// The docs plugin's global data as Docusaurus gives it to components (`useGlobalData()`,
// `usePluginData("docusaurus-plugin-content-docs")` and the hooks of
// `@docusaurus/plugin-content-docs/client`): per docs instance, its path and its versions, each
// with its docs (id, path, sidebar), draft ids and sidebars (each with its first link).
import { CURRENT_VERSION_NAME, unversionedLabel } from "../content/docs-versions.ts";
import { flattenSidebar } from "../content/sidebar.ts";
import { pageHref, withBase } from "../shared/paths.ts";
import type { DocsGlobalData, GlobalData, GlobalVersion } from "../shared/types.ts";
import type { DocsPart } from "./docs-parts.ts";
import { routeBase } from "../shared/route-base.ts";

/** The key of the docs plugin's data in `useGlobalData()`. */
export const DOCS_PLUGIN_NAME = "docusaurus-plugin-content-docs";

function versionOf(part: DocsPart, baseUrl: string, trailingSlash: boolean | undefined): GlobalVersion {
  const version = part.version;
  const sidebars: GlobalVersion["sidebars"] = {};
  for (const [id, items] of part.sidebars.sidebars) {
    const first = flattenSidebar(items)[0];
    sidebars[id] = first?.href ? { link: { path: first.href, label: first.label } } : {};
  }
  return {
    name: version?.name ?? CURRENT_VERSION_NAME,
    label: version?.label ?? unversionedLabel(part.options),
    isLast: version?.isLast ?? true,
    path: withBase(baseUrl, routeBase(version?.routeBasePath ?? part.options.routeBasePath)),
    mainDocId: part.home?.id ?? "",
    docs: part.docs.map((doc) => {
      const sidebar = part.sidebars.sidebarOf(doc);
      return { id: doc.id, path: pageHref(baseUrl, doc.route, trailingSlash), ...(sidebar ? { sidebar } : {}) };
    }),
    draftIds: part.draftIds,
    sidebars,
  };
}

/** The global data of every docs instance of `parts` (docs-parts.ts), by plugin id. */
export function docsGlobalData(parts: DocsPart[], baseUrl: string, trailingSlash?: boolean): GlobalData {
  const byId: Record<string, DocsGlobalData> = {};
  for (const part of parts) {
    const data = (byId[part.pluginId] ??= { path: withBase(baseUrl, routeBase(part.options.routeBasePath)), versions: [], breadcrumbs: part.options.breadcrumbs });
    data.versions.push(versionOf(part, baseUrl, trailingSlash));
  }
  return { [DOCS_PLUGIN_NAME]: byId };
}

/**
 * A copy of `site` whose `globalData` is made when a component first reads it: the site data an
 * MDX page's content renders with, before the routes phase, which most sites never ask for.
 */
export function withLazyGlobalData<T extends object>(site: T, make: () => GlobalData): T & { globalData?: GlobalData } {
  let made: GlobalData | undefined;
  // Not enumerable: a copy of the object ({ ...site }) or its JSON does not make it.
  return Object.defineProperty({ ...site }, "globalData", { get: () => (made ??= make()), enumerable: false, configurable: true });
}
