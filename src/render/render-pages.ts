// The render phase: each route through the theme's renderToString into its HTML document, and
// its data as the JSON client-side navigation fetches. A page is written as soon as it is
// rendered; only what the link check needs (its links and ids) is kept.
import type { ServerBundle, ClientAssets } from "../bundle/bundle.ts";
import type { LinkGroup, PageLinks } from "../check/links.ts";
import type { SiteConfig } from "../config/schema.ts";
import { SiteError } from "../errors.ts";
import type { HeapCheck } from "../heap-guard.ts";
import type { ComposedSite } from "../routes/compose-site.ts";
import { NOT_FOUND_PATH } from "../routes/page-routes.ts";
import type { RouteEntry } from "../routes/route-entry.ts";
import type { WriteQueue } from "../output/write-queue.ts";
import { mapContent } from "../shared/content-transfer.ts";
import { routeDataUrl } from "../shared/paths.ts";
import type { PageData, RouteData, SiteData } from "../shared/types.ts";
import { GENERATOR } from "../version.ts";
import { jsonOnce, renderDocument, type DocumentContext, type SharedJson } from "./document.ts";
import type { PageParts } from "../output/page-parts.ts";
import type { Counter } from "../progress.ts";
import { markedPages, wholePages, type RenderedBody } from "./marked-pages.ts";

/** Where a route's files go below the output folder: its page and (but the 404 page) its data. */
export interface PageFiles {
  html: string;
  json?: string;
}

/** A page rendered: its document, its data file, and what the link check needs of it. */
export interface RenderedPage {
  /** The document, whole or in parts (src/output/page-parts.ts). */
  html: string | PageParts;
  json?: string;
  links: string[];
  /** Instead of `links`, for a page in parts (see CheckedPage). */
  linkGroups?: LinkGroup[];
  ids: Set<string>;
}

/** Pages kept from an earlier build (the build cache, src/cache/page-cache.ts). */
export interface PageReuse {
  /** `json`: the route's data file (routeJsonForClient), most of what the key is made of. */
  keyOf(route: RouteData, json: string): string;
  /** Links the kept files of the page with `key` into the output; `linked` is false when they were gone. */
  reuse(key: string, files: PageFiles): { links: string[]; linkGroups?: LinkGroup[]; ids: Set<string>; linked: Promise<boolean> } | undefined;
  /** Sends the links `reuse` has gathered so far to be made (else they go at the next turn of the event loop). */
  sendLinks(): void;
  /** Writes a page rendered now (and keeps it). */
  keep(key: string, files: PageFiles, page: RenderedPage, writes: WriteQueue): Promise<void>;
}

export interface RenderPagesInput {
  site: ComposedSite;
  theme: { server: ServerBundle; assets: ClientAssets };
  config: SiteConfig;
  /** The routes to render (watch mode renders those whose data changed). */
  routes: RouteEntry[];
  writes: WriteQueue;
  /** Pages kept from an earlier build: linked instead of rendered when their key matches. */
  kept?: PageReuse;
  /** Called once kept pages' links are on their way, with work for this thread while they are made. */
  meanwhile?: () => void;
  /**
   * false renders every page whole, without the theme's shared parts (the docs sidebar
   * rendered once for the pages that share it): the same HTML, as tests hold it to.
   */
  shareParts?: boolean;
  /** Checked before each page (see HeapGuard). */
  heap?: HeapCheck;
  /** Counts the pages, rendered or kept (the build's progress). */
  counter?: Counter;
}

/** Renders `routes` of the site and writes each page; returns their links and ids by route path. */
export async function renderPages(input: RenderPagesInput): Promise<Map<string, PageLinks>> {
  const { site, theme, routes, writes, kept, meanwhile, shareParts = true, heap, counter } = input;
  const context = documentContext(input.config, site.data, theme.assets);
  const renderPage = shareParts ? markedPages(theme.server) : wholePages(theme.server);
  const shared = jsonOnce();
  const pages = new Map<string, PageLinks>();
  const render = async (route: RouteEntry, key?: string, json?: string) => {
    heap?.check();
    const files = routeFiles(route.data.path, input.config.trailingSlash);
    const page = renderRoute(route, site.data, { renderPage, context, shared }, json);
    if (kept) await kept.keep(key!, files, page, writes);
    else {
      await writes.add(files.html, page.html);
      if (files.json) await writes.add(files.json, page.json!);
    }
    pages.set(route.data.path, pageLinks(route, page));
  };
  const relinked: { route: RouteEntry; key: string; linked: Promise<boolean> }[] = [];
  counter?.expect(routes.length);
  for (const route of routes) {
    // With the cache, the data file is made once: for the key, and for the page if it is rendered.
    const json = kept ? routeJsonForClient(route.data) : undefined;
    const key = json === undefined ? undefined : kept!.keyOf(route.data, json);
    const reused = key === undefined ? undefined : kept!.reuse(key, routeFiles(route.data.path, input.config.trailingSlash));
    if (!reused) {
      await render(route, key, json);
      counter?.add();
      continue;
    }
    pages.set(route.data.path, pageLinks(route, reused));
    counter?.add();
    relinked.push({ route, key: key!, linked: reused.linked });
  }
  if (relinked.length) {
    kept!.sendLinks();
    meanwhile?.();
  }
  // A kept page whose files were removed or changed since is rendered after all.
  for (const { route, key, linked } of relinked) if (!(await linked)) await render(route, key);
  return pages;
}

function pageLinks(route: RouteEntry, page: { links: string[]; linkGroups?: LinkGroup[]; ids: Set<string> }): PageLinks {
  return { path: route.data.path, links: page.links, linkGroups: page.linkGroups, file: route.file, contentLinks: route.contentLinks, ids: page.ids };
}

/** A route's files: `x/index.html`, or `x.html` with the config's `trailingSlash: false` (as Docusaurus writes them). */
export function routeFiles(path: string, trailingSlash?: boolean): PageFiles {
  if (path === NOT_FOUND_PATH) return { html: "404.html" };
  const html = path === "/" ? "index.html" : trailingSlash === false ? path.slice(1) + ".html" : path.slice(1) + "/index.html";
  return { html, json: routeDataUrl("/", path).slice(1) };
}

/** What the HTML document around every page is made of: the same for all pages of a build. */
export function documentContext(config: SiteConfig, site: SiteData, assets: ClientAssets): DocumentContext {
  return {
    siteTitle: config.title,
    titleDelimiter: config.titleDelimiter,
    url: config.url,
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    keywords: config.keywords,
    metadata: config.metadata,
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

/** Renders one route to its HTML document and its data file. */
function renderRoute(
  route: RouteEntry,
  site: SiteData,
  render: { renderPage: (data: PageData) => RenderedBody; context: DocumentContext; shared: SharedJson },
  json?: string,
): RenderedPage {
  const { renderPage, context, shared } = render;
  const data: PageData = { site, route: route.data };
  let rendered: RenderedBody;
  try {
    rendered = renderPage(data);
  } catch (cause) {
    throw new SiteError(`rendering ${route.data.path} failed: ${(cause as Error).message}`, { file: route.file, cause });
  }
  // The content HTML is in the page already: the embedded data leaves it out.
  const embedded: PageData = { site, route: mapContent(route.data, () => "") };
  return {
    html: rendered.document(renderDocument(context, data, rendered.body, embedded, { shared, sidebarJson: rendered.sidebarJson })),
    json: route.data.path === NOT_FOUND_PATH ? undefined : (json ?? routeJsonForClient(route.data)),
    links: rendered.links,
    linkGroups: rendered.linkGroups,
    ids: rendered.ids,
  };
}

/** Route data as client-side navigation fetches it: a doc's sidebar is left to its own file. */
export function routeJsonForClient(data: RouteData): string {
  if (data.props.kind !== "doc") return JSON.stringify(data);
  return JSON.stringify({ ...data, props: { ...data.props, sidebar: [] } });
}
