// React context shared by the theme: the site data, the current route, and whether the
// page has hydrated (controls that only work with JavaScript are disabled until then).
import { createContext, useContext } from "react";
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
