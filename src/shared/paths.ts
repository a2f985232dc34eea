// Pure URL helpers shared by the compiler and the browser runtime.

/** Ensures a base URL starts and ends with a slash: `docs-site` → `/docs-site/`. */
export function normaliseBaseUrl(baseUrl: string): string {
  let out = baseUrl.trim();
  if (!out.startsWith("/")) out = "/" + out;
  if (!out.endsWith("/")) out += "/";
  return out;
}

/**
 * Normalises a route path: no `index.html`, no `.html`, no trailing slash (except the root),
 * collapsed duplicate slashes. `/docs/x/index.html` → `/docs/x`, `/a.html` → `/a`.
 */
export function normaliseRoutePath(path: string): string {
  let out = path.replace(/\/{2,}/g, "/");
  if (!out.startsWith("/")) out = "/" + out;
  out = out.replace(/\/index\.html$/, "/").replace(/\.html$/, "");
  if (out.length > 1 && out.endsWith("/")) out = out.slice(0, -1);
  return out || "/";
}

/** Joins the base URL and a route path: (`/site/`, `/docs/x`) → `/site/docs/x`. */
export function withBase(baseUrl: string, routePath: string): string {
  if (routePath === "/" || routePath === "") return baseUrl;
  return baseUrl + routePath.replace(/^\//, "");
}

/**
 * Docusaurus's `pathname://` links (`pathname:///playground/`): a path the server has that the
 * site does not build. Written as the path, with the base URL when it is absolute (as
 * Docusaurus's Link adds it), and left out of the link check, as Docusaurus leaves them.
 */
export const PATHNAME_PROTOCOL = "pathname://";

/** The attribute of a `pathname://` link's element: the link check and client-side navigation leave it. */
export const PATHNAME_ATTRIBUTE = "data-sitec-pathname";

/** The attributes a link's element gets for it: the mark of a `pathname://` link, none for others. */
export const pathnameMark = (link: { pathname?: true }): Record<string, string> => (link.pathname ? { [PATHNAME_ATTRIBUTE]: "" } : {});

/** Where a link to another site opens: a new tab (without the opener) unless the config names a `target`. */
export const opensIn = (target = "_blank"): { target: string; rel?: string } => (target === "_blank" ? { target, rel: "noopener noreferrer" } : { target });

/** The href of a `pathname://` link. */
export function pathnameHref(url: string, baseUrl: string): string {
  const path = url.slice(PATHNAME_PROTOCOL.length);
  return path.startsWith("/") ? withBase(baseUrl, path) : path;
}

/** A last path segment with an extension: a file rather than a route (`x.png`, not `adr_0009`). */
export const FILE_NAME = /\.[A-Za-z0-9]+$/;

/**
 * A page's path as Docusaurus's `trailingSlash` wants it: true adds a slash, false removes it,
 * unset leaves the path as it is. The root and paths of files (`/img/x.png`) never change.
 */
export function withTrailingSlash(path: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined) return path;
  const cut = path.search(/[?#]/);
  const [bare, suffix] = cut < 0 ? [path, ""] : [path.slice(0, cut), path.slice(cut)];
  if (bare === "/" || bare === "" || FILE_NAME.test(bare)) return path;
  if (trailingSlash) return (bare.endsWith("/") ? bare : bare + "/") + suffix;
  return (bare.replace(/\/+$/, "") || "/") + suffix;
}

/**
 * The href of a page of the site: base URL joined, trailing slash as `trailingSlash` wants it
 * (`/docs/x` → `/site/docs/x/` with true). Every link the theme and the compiler write to a page
 * goes through here, so links, canonical URLs, the sitemap and the feeds agree.
 */
export function pageHref(baseUrl: string, routePath: string, trailingSlash?: boolean): string {
  return withBase(baseUrl, withTrailingSlash(routePath, trailingSlash));
}

/** Strips the base URL from an absolute path; undefined when the path lies outside it. */
export function withoutBase(baseUrl: string, pathname: string): string | undefined {
  if (pathname === baseUrl.slice(0, -1)) return "/";
  if (!pathname.startsWith(baseUrl)) return undefined;
  return "/" + pathname.slice(baseUrl.length);
}

/** The URL of a route's data file, fetched for client-side navigation. */
export function routeDataUrl(baseUrl: string, routePath: string): string {
  const dir = routePath === "/" ? "" : routePath.replace(/^\//, "") + "/";
  return baseUrl + dir + "route.json";
}

/** Splits `path#hash` (or `path?query#hash`) into its parts. */
export function splitUrl(url: string): { path: string; query: string; hash: string } {
  const hashAt = url.indexOf("#");
  const hash = hashAt >= 0 ? url.slice(hashAt + 1) : "";
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = beforeHash.indexOf("?");
  return {
    path: queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash,
    query: queryAt >= 0 ? beforeHash.slice(queryAt + 1) : "",
    hash,
  };
}

/** True for URLs that leave the site: a scheme (`https:`, `mailto:`) or protocol-relative. */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith("//");
}
