// Maps a request path to what the static server answers: a file, a redirect or not found.
// Clean URLs: `/docs/x` serves `docs/x/index.html` (or `docs/x.html`); `/docs/x.html` and `/docs/x/index.html`
// redirect to `/docs/x`. A site built with `trailingSlash: true` has its pages at `/docs/x/`
// instead, and `/docs/x` redirects there (as `docusaurus serve` answers such a site). Nothing
// outside the output folder is ever reachable.
import { stat, realpath } from "node:fs/promises";
import { join, sep } from "node:path";

export type Resolution =
  | { kind: "file"; file: string; status: 200 }
  | { kind: "redirect"; location: string }
  | { kind: "not-found"; file?: string }
  | { kind: "bad-request" };

/**
 * `file` when it is a regular file whose real path (every link followed) lies inside the real
 * root; undefined otherwise. Every file the resolver returns comes from here, so a link out of
 * the root is simply not there, whatever its name, and however the path to it was written.
 */
async function servable(realRoot: string, file: string): Promise<string | undefined> {
  try {
    const real = await realpath(file);
    const inside = real.startsWith(realRoot.endsWith(sep) ? realRoot : realRoot + sep);
    return inside && (await stat(real)).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Splits a request target into its raw (still encoded) path and its query (`?…` or empty).
 * Accepts the origin form (`/x?y`) and the absolute form (`http://host/x?y`); anything else
 * (`*`, `x`, `../x`) is not a path and gives undefined.
 */
export function splitTarget(target: string): { path: string; search: string } | undefined {
  let rest = target;
  const absolute = /^https?:\/\/[^/?#]*/i.exec(rest);
  if (absolute) rest = "/" + rest.slice(absolute[0].length).replace(/^\//, "");
  if (!rest.startsWith("/")) return undefined;
  const hash = rest.indexOf("#");
  if (hash >= 0) rest = rest.slice(0, hash);
  const query = rest.indexOf("?");
  return query < 0 ? { path: rest, search: "" } : { path: rest.slice(0, query), search: rest.slice(query) };
}

/**
 * Decodes the path once and rejects anything that could step outside the root or name a file
 * in a surprising way: dot segments (also encoded, or encoded twice), backslashes, NUL and other
 * control characters, relative paths. Runs of slashes become one (as nginx's merge_slashes), so
 * `//evil.example/` can never become a protocol-relative redirect.
 */
export function safeDecode(rawPath: string): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
  if (/[\x00-\x1f\x7f\\]/.test(path) || !path.startsWith("/")) return undefined;
  const segments = path.split("/");
  if (segments.some((s) => s === ".." || s === ".")) return undefined;
  // A second round of encoding (`%252e%252e`) must not hide a traversal either.
  if (/%2e|%2f|%5c|%00/i.test(path)) return undefined;
  return path.replace(/\/{2,}/g, "/");
}

/**
 * What to answer for `rawPath` (the request's path, still percent-encoded) from the folder `root`;
 * `trailingSlash` is the config's the site was built with.
 */
export async function resolveRequest(root: string, rawPath: string, trailingSlash?: boolean): Promise<Resolution> {
  const path = safeDecode(rawPath);
  if (path === undefined) return { kind: "bad-request" };
  const realRoot = await realpath(root).catch(() => undefined);
  const find = async (relative: string) => (realRoot === undefined ? undefined : servable(realRoot, join(root, relative)));
  const notFound = async (): Promise<Resolution> => ({ kind: "not-found", file: await find("404.html") });

  // A real `.html` file (not a page's index.html) is served as it is, e.g. a verification file.
  if (path.endsWith(".html") && !path.endsWith("/index.html")) {
    const file = await find(path);
    if (file) return { kind: "file", file, status: 200 };
  }
  if (path !== "/" && (path.endsWith("/index.html") || path.endsWith(".html"))) {
    const bare = path.replace(/\/index\.html$/, "").replace(/\.html$/, "") || "/";
    if (path !== "/404.html") return { kind: "redirect", location: encodeURI(trailingSlash && bare !== "/" ? bare + "/" : bare) };
  }
  if (trailingSlash && path !== "/") {
    // A page answers at `/x/` only; any other file at its own path only (as deploy/nginx.conf).
    const bare = path.replace(/\/+$/, "");
    const page = await find(join(bare, "index.html"));
    if (page) return path === bare + "/" ? { kind: "file", file: page, status: 200 } : { kind: "redirect", location: encodeURI(bare + "/") };
    const file = path === bare ? await find(path) : undefined;
    return file ? { kind: "file", file, status: 200 } : notFound();
  }
  if (path.length > 1 && path.endsWith("/")) return { kind: "redirect", location: encodeURI(path.replace(/\/+$/, "")) };

  // `x.html`: the page of a site built with `trailingSlash: false`.
  for (const candidate of path === "/" ? ["index.html"] : [path, join(path, "index.html"), path + ".html"]) {
    const file = await find(candidate);
    if (file) return { kind: "file", file, status: 200 };
  }
  return notFound();
}
