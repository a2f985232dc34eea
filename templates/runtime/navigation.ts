// Pure helpers of the client router: which URLs are routes of this site, their canonical
// form, and the document title of a route.
import { normaliseRoutePath, pageHref, withoutBase } from "../../src/shared/paths.ts";

/** Files of the site that are not routes; everything else below the base URL is. */
const FILE_EXTENSION = /\.(xml|json|svg|png|jpe?g|gif|webp|avif|ico|pdf|txt|zip|gz|js|css|mjs|map|woff2?)$/i;

/**
 * The route path of a URL (`/site/docs/x.html` → `/docs/x`), or undefined when the URL
 * leaves the site: another origin, outside the base URL, or a file such as a feed.
 */
export function routePathOf(url: URL, origin: string, baseUrl: string): string | undefined {
  if (url.origin !== origin) return undefined;
  const path = withoutBase(baseUrl, url.pathname);
  if (path === undefined || FILE_EXTENSION.test(path)) return undefined;
  return normaliseRoutePath(path);
}

/**
 * The address the browser shows for a route: no `.html`, a trailing slash as `trailingSlash`
 * asks; query and hash kept.
 */
export function canonicalHref(baseUrl: string, routePath: string, url: URL, trailingSlash?: boolean): string {
  return pageHref(baseUrl, routePath, trailingSlash) + url.search + url.hash;
}

/**
 * A click the page may handle itself: the main button, no modifier key. With a modifier the
 * reader asks the browser for a new tab or window, or a download, and gets it.
 */
export function isPlainClick(event: { button: number; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The `<title>` of a route, as the document shell writes it: the page's, then the site's, as Docusaurus's title formatter gives it (the home page too). */
export function documentTitle(routeTitle: string, siteTitle: string, delimiter = "|"): string {
  return routeTitle === siteTitle ? routeTitle : `${routeTitle} ${delimiter} ${siteTitle}`;
}

/** The element a URL hash points to (`#a%20b` → id `a b`). */
export function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape: look the id up as written.
  }
  return document.getElementById(id);
}
