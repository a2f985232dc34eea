// `@docusaurus/plugin-content-docs/client`: the docs plugin's hooks that read its global data
// (useGlobalData.ts) and the page's address, as Docusaurus's docsClientUtils do: the docs
// instance, version and doc of the page, the versions, and the last version's same doc.
// A path matches a plugin's, a version's or a doc's as react-router matched it for Docusaurus:
// whole segments, with no regard to case or a trailing slash.
import { useSyncExternalStore } from "react";
import { useLocation } from "./router.ts";
import { useAllPluginInstancesData } from "./useGlobalData.ts";
import type { DocsGlobalData, GlobalDoc, GlobalVersion } from "../../src/shared/types.ts";

export type { DocsGlobalData as GlobalPluginData, GlobalDoc, GlobalVersion };
export { useCurrentSidebarCategory } from "./current-sidebar-category.ts";

const DOCS_PLUGIN_NAME = "docusaurus-plugin-content-docs";
const DEFAULT_PLUGIN_ID = "default";

export interface ActivePlugin {
  pluginId: string;
  pluginData: DocsGlobalData;
}

export interface ActiveDocContext {
  activeVersion?: GlobalVersion;
  activeDoc?: GlobalDoc;
  alternateDocVersions: Record<string, GlobalDoc>;
}

export interface DocVersionSuggestions {
  /** The last version's doc with the page's doc id, if it has one. */
  latestDocSuggestion?: GlobalDoc;
  latestVersionSuggestion: GlobalVersion;
}

const comparable = (path: string) => path.toLowerCase().replace(/\/+$/, "");

/** True when `pathname` is `path` or below it (`exact`: is `path`). */
function matches(pathname: string, path: string, exact: boolean): boolean {
  const at = comparable(pathname);
  const base = comparable(path);
  return at === base || (!exact && (base === "" || at.startsWith(base + "/")));
}

export function useAllDocsData(): Record<string, DocsGlobalData> {
  return useAllPluginInstancesData(DOCS_PLUGIN_NAME) as Record<string, DocsGlobalData>;
}

export function useDocsData(pluginId: string = DEFAULT_PLUGIN_ID): DocsGlobalData {
  const data = useAllDocsData()[pluginId];
  if (!data) throw new Error(`Docusaurus plugin global data not found for "${DOCS_PLUGIN_NAME}" plugin with id "${pluginId}".`);
  return data;
}

export function getActivePlugin(allPluginData: Record<string, DocsGlobalData>, pathname: string, options: { failfast?: boolean } = {}): ActivePlugin | undefined {
  // The longest path first: docs at /docs/api are not the ones at /docs.
  const entry = Object.entries(allPluginData)
    .sort((a, b) => b[1].path.localeCompare(a[1].path))
    .find(([, data]) => matches(pathname, data.path, false));
  if (!entry && options.failfast) {
    const paths = Object.values(allPluginData).map((data) => data.path).join(", ");
    throw new Error(`Can't find active docs plugin for "${pathname}" pathname, while it was expected to be found. Existing docs plugin paths are: ${paths}`);
  }
  return entry && { pluginId: entry[0], pluginData: entry[1] };
}

export const getLatestVersion = (data: DocsGlobalData): GlobalVersion => data.versions.find((version) => version.isLast)!;

export function getActiveVersion(data: DocsGlobalData, pathname: string): GlobalVersion | undefined {
  const latest = getLatestVersion(data);
  // The last version last: its path (/docs) holds the others' (/docs/next).
  return [...data.versions.filter((version) => version !== latest), latest].find((version) => matches(pathname, version.path, false));
}

export function getActiveDocContext(data: DocsGlobalData, pathname: string): ActiveDocContext {
  const activeVersion = getActiveVersion(data, pathname);
  const activeDoc = activeVersion?.docs.find((doc) => matches(pathname, doc.path, true));
  const alternateDocVersions: Record<string, GlobalDoc> = {};
  if (activeDoc) {
    for (const version of data.versions) {
      const same = version.docs.find((doc) => doc.id === activeDoc.id);
      if (same) alternateDocVersions[version.name] = same;
    }
  }
  return { activeVersion, activeDoc, alternateDocVersions };
}

export function getDocVersionSuggestions(data: DocsGlobalData, pathname: string): DocVersionSuggestions {
  const latestVersionSuggestion = getLatestVersion(data);
  return { latestDocSuggestion: getActiveDocContext(data, pathname).alternateDocVersions[latestVersionSuggestion.name], latestVersionSuggestion };
}

export function useActivePlugin(options: { failfast?: boolean } = {}): ActivePlugin | undefined {
  return getActivePlugin(useAllDocsData(), useLocation().pathname, options);
}

export function useActivePluginAndVersion(options: { failfast?: boolean } = {}): { activePlugin: ActivePlugin; activeVersion?: GlobalVersion } | undefined {
  const activePlugin = useActivePlugin(options);
  const { pathname } = useLocation();
  return activePlugin && { activePlugin, activeVersion: getActiveVersion(activePlugin.pluginData, pathname) };
}

export function useVersions(pluginId?: string): GlobalVersion[] {
  return useDocsData(pluginId).versions;
}

export function useLatestVersion(pluginId?: string): GlobalVersion {
  return getLatestVersion(useDocsData(pluginId));
}

export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  return getActiveVersion(useDocsData(pluginId), useLocation().pathname);
}

export function useActiveDocContext(pluginId?: string): ActiveDocContext {
  return getActiveDocContext(useDocsData(pluginId), useLocation().pathname);
}

export function useDocVersionSuggestions(pluginId?: string): DocVersionSuggestions {
  return getDocVersionSuggestions(useDocsData(pluginId), useLocation().pathname);
}

/** Where Docusaurus keeps the version a reader chose last, per docs instance. */
const preferredKey = (pluginId: string) => `docs-preferred-version-${pluginId}`;

function readPreferred(pluginId: string): string | null {
  try {
    return localStorage.getItem(preferredKey(pluginId));
  } catch {
    return null;
  }
}

const subscribeToStorage = (onChange: () => void) => {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
};

/**
 * The version the reader chose last (stored as Docusaurus stores it), or null: always null on
 * the server and while the page hydrates, so both render the same.
 */
export function useDocsPreferredVersion(pluginId: string = DEFAULT_PLUGIN_ID): { preferredVersion: GlobalVersion | null; savePreferredVersionName: (name: string) => void } {
  const versions = useDocsData(pluginId).versions;
  const name = useSyncExternalStore(subscribeToStorage, () => readPreferred(pluginId), () => null);
  return {
    preferredVersion: versions.find((version) => version.name === name) ?? null,
    savePreferredVersionName: (next) => {
      try {
        localStorage.setItem(preferredKey(pluginId), next);
      } catch {
        // Storage can be blocked (private mode): the choice holds for this page only.
      }
    },
  };
}

/** The versions a doc link is looked up in, as Docusaurus orders them: the page's, the preferred, the last. */
export function useDocsVersionCandidates(pluginId?: string): GlobalVersion[] {
  const data = useDocsData(pluginId);
  const active = getActiveVersion(data, useLocation().pathname);
  const { preferredVersion } = useDocsPreferredVersion(pluginId);
  return [...new Set([active, preferredVersion, getLatestVersion(data)].filter((version): version is GlobalVersion => !!version))];
}

/** The doc `docId` in the first of the candidate versions that has it; null when none does. */
export function useLayoutDoc(docId: string, pluginId?: string): GlobalDoc | null {
  const candidates = useDocsVersionCandidates(pluginId);
  for (const version of candidates) {
    const doc = version.docs.find((d) => d.id === docId);
    if (doc) return doc;
  }
  return null;
}
