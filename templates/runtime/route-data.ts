// Fetches and caches the JSON of routes for client-side navigation.
import type { RouteData } from "../../src/shared/types.ts";
import { routeDataUrl } from "../../src/shared/paths.ts";

const cache = new Map<string, Promise<RouteData>>();

/** The route data for `path` (without base URL); each route is fetched at most once. */
export function loadRouteData(baseUrl: string, path: string): Promise<RouteData> {
  let pending = cache.get(path);
  if (!pending) {
    pending = fetch(routeDataUrl(baseUrl, path)).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status} for ${path}`);
      return response.json() as Promise<RouteData>;
    });
    // A failed fetch may be retried by a later navigation.
    pending.catch(() => cache.delete(path));
    cache.set(path, pending);
  }
  return pending;
}

/** Prefetches a route unless the connection is slow or the reader asked to save data. */
export function prefetchRoute(baseUrl: string, path: string): void {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
  if (connection && (connection.saveData || connection.effectiveType?.includes("2g"))) return;
  loadRouteData(baseUrl, path).catch(() => undefined);
}
