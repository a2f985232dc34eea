// The render phase: each route through the theme's renderToString into its HTML document, and
// its data as the JSON client-side navigation fetches. A page is written as soon as it is
// rendered; only what the link check needs (its links and ids) is kept.
import type { ServerBundle, ClientAssets } from "../bundle/bundle.ts";
import { collectIds, collectLinks, type PageLinks } from "../check/links.ts";
import type { SiteConfig } from "../config/schema.ts";
import { SiteError } from "../errors.ts";
import { HeapGuard } from "../heap-guard.ts";
import type { ComposedSite } from "../routes/compose-site.ts";
import { NOT_FOUND_PATH } from "../routes/page-routes.ts";
import type { RouteEntry } from "../routes/route-entry.ts";
import { mapContent } from "../shared/content-transfer.ts";
import { routeDataUrl } from "../shared/paths.ts";
import type { PageData, RouteData, SiteData } from "../shared/types.ts";
import { GENERATOR } from "../version.ts";
import { renderDocument, type DocumentContext } from "./document.ts";

/** Renders `routes` of the site and writes each page; returns their links and ids by route path. */
export async function renderPages(
  site: ComposedSite,
  theme: { server: ServerBundle; assets: ClientAssets },
  config: SiteConfig,
  routes: RouteEntry[],
  writes: { add(path: string, contents: string): Promise<void> },
): Promise<Map<string, PageLinks>> {
  const context = documentContext(config, site.data, theme.assets);
  const pages = new Map<string, PageLinks>();
  const heap = new HeapGuard();
  for (const route of routes) {
    heap.check();
    const page = renderRoute(route, site.data, theme.server.renderPage, context);
    await writes.add(page.htmlPath, page.html);
    if (page.jsonPath) await writes.add(page.jsonPath, routeJsonForClient(route.data));
    pages.set(route.data.path, page.links);
  }
  return pages;
}

/** The files of a route below the output folder: its page and its data. */
export function routeFiles(path: string): { html: string; json?: string } {
  if (path === NOT_FOUND_PATH) return { html: "404.html" };
  return { html: path === "/" ? "index.html" : path.slice(1) + "/index.html", json: routeDataUrl("/", path).slice(1) };
}

/** What the HTML document around every page is made of: the same for all pages of a build. */
export function documentContext(config: SiteConfig, site: SiteData, assets: ClientAssets): DocumentContext {
  return {
    siteTitle: config.title,
    url: config.url,
    baseUrl: config.baseUrl,
    keywords: config.keywords,
    favicon: config.favicon,
    image: config.image,
    lang: config.i18n.localeConfigs.en?.htmlLang ?? "en",
    dir: config.i18n.localeConfigs.en?.direction ?? "ltr",
    generator: GENERATOR,
    defaultMode: config.colorMode.defaultMode,
    respectPrefersColorScheme: config.colorMode.respectPrefersColorScheme,
    assets: { js: assets.js, css: assets.css },
    feeds: site.feeds,
    stylesheets: config.stylesheets,
  };
}

/** Renders one route to its HTML document; keeps only what the link check needs. */
function renderRoute(route: RouteEntry, site: SiteData, renderPage: (data: unknown) => string, context: DocumentContext) {
  const data: PageData = { site, route: route.data };
  let body: string;
  try {
    body = renderPage(data);
  } catch (cause) {
    throw new SiteError(`rendering ${route.data.path} failed: ${(cause as Error).message}`, { file: route.file, cause });
  }
  // The content HTML is in the page already: the embedded data leaves it out.
  const embedded: PageData = { site, route: mapContent(route.data, () => "") };
  const files = routeFiles(route.data.path);
  return {
    html: renderDocument(context, data, body, embedded),
    htmlPath: files.html,
    jsonPath: files.json,
    links: { path: route.data.path, links: collectLinks(body), file: route.file, contentLinks: route.contentLinks, ids: collectIds(body) },
  };
}

/** Route data as client-side navigation fetches it: a doc's sidebar is left to its own file. */
function routeJsonForClient(data: RouteData): string {
  if (data.props.kind !== "doc") return JSON.stringify(data);
  return JSON.stringify({ ...data, props: { ...data.props, sidebar: [] } });
}
