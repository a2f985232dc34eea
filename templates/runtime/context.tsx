// React context shared by the theme: the site data, the current route, and whether the
// page has hydrated (controls that only work with JavaScript are disabled until then).
import { createContext, useContext, useEffect, useState } from "react";
import type { RouteData, SiteData } from "../../src/shared/types.ts";

export interface RuntimeState {
  site: SiteData;
  route: RouteData;
  hydrated: boolean;
}

export const RuntimeContext = createContext<RuntimeState | null>(null);

export function useRuntime(): RuntimeState {
  const state = useContext(RuntimeContext);
  if (!state) throw new Error("useRuntime() is used outside of the page runtime.");
  return state;
}

export const useSite = (): SiteData => useRuntime().site;
export const useHydrated = (): boolean => useRuntime().hydrated;

/**
 * `useHydrated` for components that also render outside the page runtime: in an MDX page's
 * content, rendered on its own at build time (false), and in an island, hydrated in a root of
 * its own (true once it has hydrated). Docusaurus's BrowserOnly and useIsBrowser work anywhere.
 */
export function useHydratedAnywhere(): boolean {
  const state = useContext(RuntimeContext);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (!state) setMounted(true);
  }, [state]);
  return state ? state.hydrated : mounted;
}
