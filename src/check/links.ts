// Link checking over the rendered pages: every internal link must reach a route or a file
// of the output; every `#anchor` must be an id on the target page. A page's links and ids are
// read once, when it is rendered; its HTML is not kept (watch mode checks every page again
// after each save, and a large site's HTML would otherwise stay in memory until the end).
import { isExternalUrl, normaliseRoutePath, PATHNAME_ATTRIBUTE, splitUrl, withoutBase } from "../shared/paths.ts";

export interface CheckedPage {
  path: string;
  /** Every href and image src on the page, once each, as written (see `collectLinks`). */
  links: string[];
  /**
   * Instead of `links`, for a page in parts (src/output/page-parts.ts): the links of each part
   * in the order `flatLinks` reads them, a shared piece's the same object on every page.
   */
  linkGroups?: LinkGroup[];
  file?: string;
  contentLinks: { url: string; line?: number; brokenMarkdown?: boolean }[];
}

/** The links of a part of a page, once each; `shared` when other pages have the same part. */
export interface LinkGroup {
  links: string[];
  set: Set<string>;
  shared: boolean;
}

/** A rendered page as the link check keeps it: its links and its ids. */
export type PageLinks = CheckedPage & { ids: Set<string> };

export interface LinkProblem {
  page: string;
  link: string;
  file?: string;
  line?: number;
}

export interface LinkCheckResult {
  brokenLinks: LinkProblem[];
  brokenAnchors: LinkProblem[];
  /** Links whose page exists under another case (`route`): accepted, as Docusaurus does. */
  caseMismatches: (LinkProblem & { route: string })[];
  /**
   * Relative links without `./` or `../` (`docs/x`) that lead nowhere from their page but name
   * a page from the site's root (`route`): broken for readers, accepted as Docusaurus's check
   * accepts them.
   */
  rootRelative: (LinkProblem & { route: string })[];
}

const HREF = /<(?:a|link)\s[^>]*?href="([^"]*)"/g;
/** The attribute of a `pathname://` link (src/shared/paths.ts), which the check leaves. */
const PATHNAME_MARK = PATHNAME_ATTRIBUTE;
const SRC = /<img\s[^>]*?src="([^"]*)"/g;
const ID = /\sid="([^"]+)"/g;

/**
 * Link and id text in strings of their own, for the pages of one render. A regex match is a
 * slice that keeps the whole page alive; kept per page until the end of a build, those slices
 * held every page's HTML, so the memory of a large site grew with its whole output. Most links
 * (navbar, sidebar, footer) are on every page, so copies are shared.
 */
export class TextCopies {
  private readonly copies = new Map<string, string>();

  /** The same text in a string of its own. */
  own(slice: string): string {
    let copy = this.copies.get(slice);
    if (copy === undefined) {
      if (this.copies.size > 200_000) this.copies.clear();
      // Concatenation then slice makes V8 flatten into a new string: the page is not referenced.
      copy = (" " + slice).slice(1);
      this.copies.set(copy, copy);
    }
    return copy;
  }
}

function decodeEntities(value: string): string {
  if (!value.includes("&")) return value;
  return value.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">");
}

/**
 * What a browser reads of a page: without its HTML comments (a navbar HTML item's commented-out
 * link is no link). React's empty `<!-- -->` separators are left: they hold nothing.
 */
const withoutComments = (html: string) => (html.includes("<!--") ? html.replace(COMMENT, "") : html);
const COMMENT = /<!--(?!\s*-->)[\s\S]*?-->/g;

/** Every id on a page (anchors a link may point to). */
export function collectIds(page: string, copies = new TextCopies()): Set<string> {
  return idsOf(withoutComments(page), copies);
}

function idsOf(html: string, copies: TextCopies): Set<string> {
  const ids = new Set<string>();
  for (const m of html.matchAll(ID)) ids.add(copies.own(decodeEntities(m[1]!)));
  return ids;
}

/** A page's (or a part's) hrefs, srcs, every link once, and its ids: the comments taken out once for all four. */
export function collectPageRefs(page: string, copies = new TextCopies()): { hrefs: string[]; srcs: string[]; links: string[]; ids: Set<string> } {
  const html = withoutComments(page);
  const { hrefs, srcs } = linkKindsOf(html, copies);
  return { hrefs, srcs, links: [...new Set([...hrefs, ...srcs])], ids: idsOf(html, copies) };
}

/** Every link (`a`/`link` href, `img` src) of a page, once each: the hrefs, then the srcs. */
export function collectLinks(html: string, copies = new TextCopies()): string[] {
  const { hrefs, srcs } = collectLinkKinds(html, copies);
  return [...new Set([...hrefs, ...srcs])];
}

/** The hrefs and the srcs of a page or a part of one, each kind once each. */
export function collectLinkKinds(page: string, copies = new TextCopies()): { hrefs: string[]; srcs: string[] } {
  return linkKindsOf(withoutComments(page), copies);
}

function linkKindsOf(html: string, copies: TextCopies): { hrefs: string[]; srcs: string[] } {
  const hrefs = new Set<string>();
  const srcs = new Set<string>();
  // Pages without a pathname:// link (nearly all) skip the look at each tag.
  const marked = html.includes(PATHNAME_MARK);
  for (const m of html.matchAll(HREF)) {
    if (marked && html.slice(m.index, html.indexOf(">", m.index)).includes(PATHNAME_MARK)) continue;
    hrefs.add(copies.own(decodeEntities(m[1]!)));
  }
  for (const m of html.matchAll(SRC)) srcs.add(copies.own(decodeEntities(m[1]!)));
  return { hrefs: [...hrefs], srcs: [...srcs] };
}

export const linkGroup = (links: string[], shared: boolean): LinkGroup => ({ links, set: new Set(links), shared });

/**
 * The groups of a page in parts, each part's `kinds` given in page order: the hrefs of every
 * part, then the srcs, as `collectLinks` reads the whole page.
 */
export function linkGroupsOf(kinds: { hrefs: LinkGroup; srcs: LinkGroup }[]): LinkGroup[] {
  return [...kinds.map((k) => k.hrefs), ...kinds.map((k) => k.srcs)].filter((group) => group.links.length > 0);
}

/** A page's links as `collectLinks` gives them for the whole page: each once, at its first place. */
export function flatLinks(page: Pick<CheckedPage, "links" | "linkGroups">): string[] {
  if (!page.linkGroups) return page.links;
  return [...new Set(page.linkGroups.flatMap((group) => group.links))];
}

/** `text` decoded, or undefined when a `%` in it starts no escape (such a link reaches nothing). */
function decodedOrNone(text: string, decode: (text: string) => string): string | undefined {
  try {
    return decode(text);
  } catch {
    return undefined;
  }
}

const hasAnchor = (ids: Set<string>, hash: string) => {
  const id = decodedOrNone(hash, decodeURIComponent);
  return id !== undefined && ids.has(id);
};

export function checkLinks(
  pages: CheckedPage[],
  options: { baseUrl: string; files: Set<string>; idsByRoute: Map<string, Set<string>>; trailingSlash?: boolean },
): LinkCheckResult {
  const brokenLinks: LinkProblem[] = [];
  const brokenAnchors: LinkProblem[] = [];
  const caseMismatches: LinkCheckResult["caseMismatches"] = [];
  const rootRelative: LinkCheckResult["rootRelative"] = [];
  // Routes by their lower case, made when a link first misses: Docusaurus (react-router) matches
  // routes whatever their case.
  let byLowerCase: Map<string, string> | undefined;
  const otherCase = (route: string) => {
    byLowerCase ??= new Map([...options.idsByRoute.keys()].map((r) => [r.toLowerCase(), r]));
    return byLowerCase.get(route.toLowerCase());
  };
  // Where an absolute path leads does not depend on the page it is on, and most links (navbar,
  // sidebar, footer) are on every page: each is resolved once.
  const absolute = new Map<string, { file: true } | { route: string } | undefined>();
  // A file of the output; or, where no page is, a folder's `index.html` or an `.html` file
  // (static/restful-api/index.html for /restful-api), as the server answers and Docusaurus's check finds them.
  const isFile = (inside: string) => {
    const file = inside.replace(/^\//, "");
    if (options.files.has(file)) return true;
    if (options.idsByRoute.has(normaliseRoutePath(inside))) return false;
    const bare = file.replace(/\/$/, "");
    return options.files.has(bare ? `${bare}/index.html` : "index.html") || (bare !== "" && options.files.has(`${bare}.html`));
  };
  const resolveAbsolute = (path: string) => {
    if (absolute.has(path)) return absolute.get(path);
    const decoded = decodedOrNone(path, decodeURI);
    const inside = decoded === undefined ? undefined : withoutBase(options.baseUrl, decoded);
    const target = inside === undefined ? undefined : isFile(inside) ? ({ file: true } as const) : { route: normaliseRoutePath(inside) };
    absolute.set(path, target);
    return target;
  };
  /** Whether a link is fine whatever page it is on (an absolute link that reaches its target). */
  const fineEverywhere = (link: string): boolean => {
    if (!link || isExternalUrl(link) || link.startsWith("data:")) return true;
    const { path, hash } = splitUrl(link);
    if (!path.startsWith("/")) return false;
    const target = resolveAbsolute(path);
    if (!target) return false;
    if ("file" in target) return true;
    const ids = options.idsByRoute.get(target.route);
    return ids !== undefined && (!hash || hasAnchor(ids, hash));
  };
  // A shared group's links that may be broken on some page, by position: found once per group.
  const suspects = new Map<LinkGroup, number[]>();
  const suspectsOf = (group: LinkGroup) => {
    let found = suspects.get(group);
    if (!found) suspects.set(group, (found = group.links.flatMap((link, i) => (fineEverywhere(link) ? [] : [i]))));
    return found;
  };
  for (const page of pages) {
    const sources = new Map<string, CheckedPage["contentLinks"][number]>();
    for (const link of page.contentLinks) if (!sources.has(link.url)) sources.set(link.url, link);
    const check = (link: string) => {
      if (!link || isExternalUrl(link) || link.startsWith("data:")) return;
      const source = sources.get(link);
      if (source?.brokenMarkdown) return;
      const problem = { page: page.path, link, file: source ? page.file : undefined, line: source?.line };
      const { path, hash } = splitUrl(link);
      let route: string | undefined;
      if (path === "") route = page.path;
      else if (path.startsWith("/")) {
        const target = resolveAbsolute(path);
        if (!target) return void brokenLinks.push(problem);
        if ("file" in target) return;
        route = target.route;
      } else {
        // Relative links are resolved against the page's URL, as a browser would. Pages are
        // served at clean URLs without a trailing slash (`/docs/a`), so `b` means `/docs/b`;
        // with the config's `trailingSlash: true` at `/docs/a/`, where `b` means `/docs/a/b`.
        const pageUrl = options.baseUrl + page.path.replace(/^\//, "") + (options.trailingSlash && page.path !== "/" ? "/" : "");
        const resolved = new URL(path, "http://x" + pageUrl).pathname;
        // A file of the output (`<img src="img/logo.svg">` on the home page) is there.
        if (resolveAbsolute(resolved) && "file" in resolveAbsolute(resolved)!) return;
        route = normaliseRoutePath(withoutBase(options.baseUrl, resolved) ?? resolved);
      }
      let ids = options.idsByRoute.get(route);
      if (!ids && !path.startsWith("/") && !path.startsWith(".")) {
        // `docs/x` meant as `/docs/x`: the browser resolves it below the page.
        const fromRoot = resolveAbsolute(options.baseUrl + path);
        if (fromRoot && !("file" in fromRoot) && options.idsByRoute.has(fromRoot.route)) {
          rootRelative.push({ ...problem, route: fromRoot.route });
          return;
        }
      }
      if (!ids) {
        const cased = otherCase(route);
        if (cased === undefined) return void brokenLinks.push(problem);
        caseMismatches.push({ ...problem, route: cased });
        ids = options.idsByRoute.get(cased)!;
      }
      if (hash && !hasAnchor(ids, hash)) brokenAnchors.push(problem);
    };
    if (!page.linkGroups) {
      for (const link of page.links) check(link);
      continue;
    }
    // A page in parts: its links in the order of `flatLinks`, each once, at its first place. Of
    // a shared group only the links that are not fine everywhere are looked at.
    const earlier: LinkGroup[] = [];
    const seenBefore = (link: string) => earlier.some((group) => group.set.has(link));
    for (const group of page.linkGroups) {
      if (group.shared) for (const i of suspectsOf(group)) seenBefore(group.links[i]!) || check(group.links[i]!);
      else for (const link of group.links) seenBefore(link) || check(link);
      earlier.push(group);
    }
  }
  return { brokenLinks, brokenAnchors, caseMismatches, rootRelative };
}
