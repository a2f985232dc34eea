// The HTML document around each rendered page: head tags, the no-flash colour script, the
// embedded page data and the hydration bundle.
import { createHash, randomUUID } from "node:crypto";
import type { PageData, SidebarViewItem } from "../shared/types.ts";
import { PAGE_DATA_ELEMENT_ID } from "../shared/types.ts";
import { pageHref, withBase } from "../shared/paths.ts";
import { baseUrlCheckScript, ROUTE_ATTRIBUTE } from "./base-url-check.ts";

export interface DocumentContext {
  siteTitle: string;
  /** The config's `titleDelimiter` ("|" unless set). */
  titleDelimiter?: string;
  url: string;
  baseUrl: string;
  /** The config's `trailingSlash`, applied to the page's canonical URL and `og:url`. */
  trailingSlash?: boolean;
  keywords: string[];
  /** The config's `metadata`: `<meta>` tags of every page. */
  metadata?: Record<string, string>[];
  favicon?: string;
  image?: string;
  lang: string;
  dir: string;
  generator: string;
  defaultMode: "light" | "dark";
  respectPrefersColorScheme: boolean;
  assets: { js: string; css?: string };
  feeds: { type: string; title: string; href: string }[];
  /** The config's `stylesheets`, linked after the theme's. */
  stylesheets?: Stylesheet[];
}

/**
 * The config's `metadata` tags in the head. As in Docusaurus, where a page's own tags come after
 * the site's and win: a tag the page has already (its description, Open Graph title, URL, image,
 * robots) stays the page's; the site's `twitter:card` replaces sitec's default; the rest are added.
 */
function siteMetadata(head: string[], metadata: Record<string, string>[]): void {
  const keyOf = (tag: Record<string, string>) => (tag.name ? `name=${tag.name}` : tag.property ? `property=${tag.property}` : `http-equiv=${tag["http-equiv"]}`);
  const written = new Map<string, number>();
  head.forEach((line, i) => {
    const match = /^<meta (name|property|http-equiv)="([^"]+)"/.exec(line);
    if (match) written.set(`${match[1]}=${match[2]}`, i);
  });
  for (const tag of metadata) {
    const html = `<meta ${Object.entries(tag).map(([name, value]) => `${name}="${escapeHtml(value)}"`).join(" ")}>`;
    const at = written.get(keyOf(tag));
    if (at === undefined) head.push(html);
    else if (keyOf(tag) === "name=twitter:card") head[at] = html;
  }
}

export type Stylesheet = string | { href: string; type?: string; integrity?: string; crossorigin?: "anonymous" | "use-credentials" };

/** A `<link rel="stylesheet">` of the config's; a path is served below the base URL. */
function stylesheetLink(sheet: Stylesheet, baseUrl: string): string {
  const { href, ...rest } = typeof sheet === "string" ? { href: sheet } : sheet;
  const url = href.startsWith("/") && !href.startsWith("//") ? withBase(baseUrl, href) : href;
  const attributes = Object.entries(rest)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join("");
  return `<link rel="stylesheet" href="${escapeHtml(url)}"${attributes}>`;
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** JSON safe inside a <script> element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/** `scriptJson` of an object many pages embed (the site data, a category's sidebar). */
export type SharedJson = (value: object) => string;

/** A `SharedJson` that makes each object's JSON once; one per render of the pages. */
export function jsonOnce(): SharedJson {
  const made = new WeakMap<object, string>();
  return (value) => {
    let json = made.get(value);
    if (json === undefined) made.set(value, (json = scriptJson(value)));
    return json;
  };
}

// Stand-ins for the shared objects while the rest is written: no page text can hold them.
const MARK = `\u0000${randomUUID()}\u0000`;
const SITE_MARK = MARK + "site";
const SIDEBAR_MARK = MARK + "sidebar";

/**
 * `scriptJson(data)` of a page's embedded data, with the JSON of the site data and of a doc's
 * sidebar taken from a cache: they are the same on every page (or every page of a category),
 * and writing them again was most of the time spent on this JSON (bench:scale).
 * `sidebarJson` gives what stands for a sidebar's JSON in the text (marked-pages.ts puts a mark
 * of a shared piece there); by default the JSON itself.
 */
export function pageDataJson(data: PageData, shared: SharedJson = jsonOnce(), sidebarJson: (sidebar: SidebarViewItem[]) => string = shared): string {
  const props = data.route.props;
  const sidebar = props.kind === "doc" ? props.sidebar : undefined;
  const skeleton = { site: SITE_MARK, route: sidebar ? { ...data.route, props: { ...props, sidebar: SIDEBAR_MARK } } : data.route };
  let json = scriptJson(skeleton).replace(JSON.stringify(SITE_MARK), () => shared(data.site));
  if (sidebar) json = json.replace(JSON.stringify(SIDEBAR_MARK), () => sidebarJson(sidebar));
  return json;
}

/** Applies the stored or preferred colour mode before the first paint. */
export function colorModeScript(defaultMode: "light" | "dark", respectPrefersColorScheme: boolean): string {
  return (
    `(function(){var d=document.documentElement,m=null;try{m=localStorage.getItem("theme")}catch(e){}` +
    (respectPrefersColorScheme
      ? `if(m!=="light"&&m!=="dark"&&window.matchMedia("(prefers-color-scheme: dark)").matches)m="dark";`
      : "") +
    `d.setAttribute("data-theme",m==="dark"||m==="light"?m:${JSON.stringify(defaultMode)})})()`
  );
}

/**
 * Holds rendering until the element `#targetId` is parsed, by appending
 * `<link rel="expect" href="#targetId" blocking="render">` to <head>. The HTML standard allows
 * `blocking` on an expect link, but the Nu HTML Checker accepts it only on stylesheets, so the
 * link is not in the markup; inserted from <head> before <body> exists, it blocks rendering
 * exactly as a parsed one does. (What the checker does accept, `blocking="render"` on a script
 * file, would hold the first frame until that file is fetched and run, too.)
 */
export function renderHoldScript(targetId: string): string {
  return (
    `(function(){var l=document.createElement("link");l.setAttribute("rel","expect");` +
    `l.setAttribute("href",${JSON.stringify("#" + targetId)});l.setAttribute("blocking","render");document.head.appendChild(l)})()`
  );
}

/** The CSP source expression of an inline script (`'sha256-…'`). */
export function scriptHash(script: string): string {
  return `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
}

/** `shared` and `sidebarJson` as pageDataJson takes them. */
export function renderDocument(
  ctx: DocumentContext,
  data: PageData,
  bodyHtml: string,
  embedded: PageData,
  json: { shared?: SharedJson; sidebarJson?: (sidebar: SidebarViewItem[]) => string } = {},
): string {
  const { route } = data;
  const title = route.title === ctx.siteTitle ? route.title : `${route.title} ${ctx.titleDelimiter ?? "|"} ${ctx.siteTitle}`;
  const absolute = (path: string) => ctx.url.replace(/\/$/, "") + withBase(ctx.baseUrl, path);
  const asset = (path: string) => ctx.baseUrl + path;
  const pageUrl = ctx.url.replace(/\/$/, "") + pageHref(ctx.baseUrl, route.path, ctx.trailingSlash);
  const head: string[] = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<meta name="generator" content="${escapeHtml(ctx.generator)}">`,
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(route.description)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(route.description)}">`,
    `<meta property="og:type" content="${route.props.kind === "blog-post" ? "article" : "website"}">`,
    `<meta property="og:url" content="${escapeHtml(pageUrl)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
  ];
  // A page's own keywords and image (front matter) take the place of the site's.
  const keywords = route.keywords ?? ctx.keywords;
  if (keywords.length) head.push(`<meta name="keywords" content="${escapeHtml(keywords.join(", "))}">`);
  // Docusaurus's `themeConfig.image` (the config's `image`) is the card of pages without their own.
  const cardImage = route.image ?? ctx.image;
  if (cardImage) {
    const image = escapeHtml(/^[a-z][a-z0-9+.-]*:/i.test(cardImage) ? cardImage : absolute(cardImage));
    head.push(`<meta property="og:image" content="${image}">`, `<meta name="twitter:image" content="${image}">`);
  }
  if (route.noindex) head.push(`<meta name="robots" content="noindex, nofollow">`);
  if (ctx.metadata?.length) siteMetadata(head, ctx.metadata);
  if (route.props.kind === "redirect") {
    head.push(`<meta http-equiv="refresh" content="0; url=${escapeHtml(route.props.to)}">`);
    head.push(`<link rel="canonical" href="${escapeHtml(ctx.url.replace(/\/$/, "") + route.props.to)}">`);
  } else if (route.props.kind !== "not-found") {
    head.push(`<link rel="canonical" href="${escapeHtml(pageUrl)}">`);
  }
  // Without an icon of its own a page names an empty one: the browser would otherwise ask for
  // /favicon.ico, which such a site does not have (a 404 in the console on every page).
  head.push(`<link rel="icon" href="${ctx.favicon ? escapeHtml(withBase(ctx.baseUrl, ctx.favicon)) : "data:,"}">`);
  for (const feed of ctx.feeds) {
    head.push(`<link rel="alternate" type="${feed.type}" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}">`);
  }
  if (ctx.assets.css) head.push(`<link rel="stylesheet" href="${asset(ctx.assets.css)}">`);
  for (const sheet of ctx.stylesheets ?? []) head.push(stylesheetLink(sheet, ctx.baseUrl));
  // No frame of a half-parsed page: when the HTML parser yields (a busy machine, HTML arriving in
  // pieces) Chromium paints what it has so far, e.g. a table without its last row, whose columns
  // then change width (a layout shift). Rendering waits for the page data element, which follows
  // the whole page markup. (Chromium releases a rel=expect on a container at its start tag.)
  head.push(`<script>${renderHoldScript(PAGE_DATA_ELEMENT_ID)}</script>`);
  head.push(`<script>${colorModeScript(ctx.defaultMode, ctx.respectPrefersColorScheme)}</script>`);
  head.push(`<script type="module" src="${asset(ctx.assets.js)}"></script>`);
  // Not on the not-found page: it is served at any path.
  const baseUrlCheck =
    route.props.kind === "not-found" ? "" : `<script ${ROUTE_ATTRIBUTE}="${escapeHtml(route.path)}">${baseUrlCheckScript(ctx.baseUrl)}</script>\n`;
  return (
    `<!DOCTYPE html>\n<html lang="${ctx.lang}" dir="${ctx.dir}" data-theme="${ctx.defaultMode}">\n<head>\n${head.join("\n")}\n</head>\n` +
    `<body>\n${baseUrlCheck}<div id="__sitec">${bodyHtml}</div>\n` +
    `<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${pageDataJson(embedded, json.shared, json.sidebarJson)}</script>\n</body>\n</html>\n`
  );
}
