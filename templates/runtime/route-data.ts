// Fetches and caches the JSON of routes for client-side navigation, and prefetches it.
import type { RouteData, SidebarItem } from "../../src/shared/types.ts";
import { routeDataUrl } from "../../src/shared/paths.ts";

const cache = new Map<string, Promise<RouteData>>();
const sidebars = new Map<string, Promise<SidebarItem[]>>();

/** The whole docs sidebar from its own file, fetched once for all doc pages. */
export function loadSidebar(url: string): Promise<SidebarItem[]> {
  let pending = sidebars.get(url);
  if (!pending) {
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`);
      return response.json() as Promise<SidebarItem[]>;
    });
    pending.catch(() => sidebars.delete(url));
    sidebars.set(url, pending);
  }
  return pending;
}

/** Puts the sidebar back into a doc route's data (route JSON leaves it out). */
async function withSidebar(data: RouteData): Promise<RouteData> {
  const props = data.props as RouteData["props"] | undefined;
  if (props?.kind !== "doc" || !props.sidebarUrl || props.sidebar.length) return data;
  return { ...data, props: { ...props, sidebar: await loadSidebar(props.sidebarUrl) } };
}
const prefetched = new Set<string>();

/** The route data for `path` (without base URL); a successful fetch is never repeated. */
export function loadRouteData(baseUrl: string, path: string): Promise<RouteData> {
  let pending = cache.get(path);
  if (!pending) {
    pending = fetch(routeDataUrl(baseUrl, path)).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${path}`);
      return (response.json() as Promise<RouteData>).then(withSidebar);
    });
    // A failed fetch may be retried by a later navigation.
    pending.catch(() => cache.delete(path));
    cache.set(path, pending);
  }
  return pending;
}

/**
 * Forgets every fetched route (watch mode: the site was rebuilt). Sidebar files stay: their
 * names change with their content, and fetching the whole sidebar again before showing an edit
 * made each save slower to appear.
 */
export function clearRouteData(): void {
  cache.clear();
  prefetched.clear();
}

/**
 * Stores data the page already has (the first page's), so it is never fetched. Its sidebar is
 * only the page's part of it: the whole sidebar is still loaded from its file when needed.
 */
export function seedRouteData(data: RouteData): void {
  cache.set(data.path, Promise.resolve(data));
  prefetched.add(data.path);
}

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

/** False on 2g connections and when the reader asked to save data. */
export function prefetchAllowed(connection = (navigator as Navigator & { connection?: NetworkInformation }).connection): boolean {
  return !(connection && (connection.saveData || connection.effectiveType?.includes("2g")));
}

/** True when `path` was never prefetched (or loaded) before. */
export function needsPrefetch(path: string): boolean {
  return !prefetched.has(path) && !cache.has(path);
}

/** Prefetches a route, at most once per route, unless the connection is slow or saves data. */
export function prefetchRoute(baseUrl: string, path: string): void {
  if (!needsPrefetch(path) || !prefetchAllowed()) return;
  prefetched.add(path);
  loadRouteData(baseUrl, path).catch(() => undefined);
}
