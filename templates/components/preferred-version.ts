// The docs version a reader chose, remembered per docs plugin as Docusaurus does
// (`docs-preferred-version-default`: this site has one docs plugin, the default one), and the
// version the navbar's doc links follow: the version of the doc being read, else that one.
import type { RouteData } from "../../src/shared/types.ts";
import { useRuntime } from "../runtime/context.tsx";

export const DOCS_PLUGIN_ID = "default";
export const PREFERRED_VERSION_KEY = `docs-preferred-version-${DOCS_PLUGIN_ID}`;

export function savePreferredVersion(name: string): void {
  try {
    localStorage.setItem(PREFERRED_VERSION_KEY, name);
  } catch {
    // Storage can be blocked (private mode): the choice then lasts for this visit only.
  }
}

/** The remembered version, if any (storage can be blocked). */
export function readPreferredVersion(): string | undefined {
  try {
    return localStorage.getItem(PREFERRED_VERSION_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** The docs version of the page shown, when it is a doc of a site with versions. */
export const routeVersion = (route: RouteData): string | undefined => (route.props.kind === "doc" ? route.props.version?.name : undefined);

/**
 * The version links follow: the doc's being read, else the preferred one once the page has
 * hydrated (the server cannot know it, and the first render must match the server's), else none.
 */
export function useFollowedVersion(): string | undefined {
  const { route, site, hydrated } = useRuntime();
  if (!site.docsVersions) return undefined;
  const preferred = hydrated ? readPreferredVersion() : undefined;
  const name = routeVersion(route) ?? preferred;
  return site.docsVersions.some((v) => v.name === name) ? name : undefined;
}
