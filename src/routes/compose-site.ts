// The routes phase: everything the pages show, computed before any is rendered. The route table
// (pages, docs, blog), the sidebar and the one file of it that doc pages share, the data every
// page carries (navbar, footer, feeds, search index names), the documents of the search
// indexes, and the warnings the input gave (links not followed, Markdown, duplicate routes).
import { drawsDiagrams } from "../shared/mermaid.ts";
import { reportContentRules } from "../content/content-rules.ts";
import { createHash } from "node:crypto";
import { dirname, relative, sep } from "node:path";
import type { ServerBundle } from "../bundle/bundle.ts";
import { Warnings } from "../check/warnings.ts";
import type { LoadedConfig } from "../config/load.ts";
import { DEFAULT_DOCS_ID, type BlogOptions, type SiteConfig } from "../config/schema.ts";
import { docsOptionsById, docsOptionsKey } from "../content/docs-instances.ts";
import type { SkippedLinkWarning } from "../content/find-files.ts";
import type { SitePage } from "../content/site-pages.ts";
import { ownPosts, type Content } from "../content/load-content.ts";
import type { PostFile } from "../content/blog.ts";
import { CURRENT_VERSION_NAME, unversionedLabel, versionDocsFolder } from "../content/docs-versions.ts";
import { SiteError } from "../errors.ts";
import { feedLinks } from "../feeds/feeds.ts";
import type { RenderedContent } from "../markdown/render-content.ts";
import { buildSiteData } from "./site-data.ts";
import type { IndexedDocument } from "../search/documents.ts";
import { searchIndexDocuments } from "../search/write-indexes.ts";
import type { RouteData, SidebarItem, SiteData } from "../shared/types.ts";
import { GENERATOR } from "../version.ts";
import { blogRoutes } from "./blog-routes.ts";
import { docRoutes, redirectRoute } from "./doc-routes.ts";
import { docsParts, lastPart, versionPropsOf, type DocsPart } from "./docs-parts.ts";
import { docsGlobalData } from "./docs-global-data.ts";
import { findDuplicateRoutes, withoutShadowedRedirects } from "./duplicates.ts";
import { markdownPageRoutes } from "./markdown-page-routes.ts";
import { pageRoutes } from "./page-routes.ts";
import type { RouteEntry } from "./route-entry.ts";
import { hasContentOrigins } from "../server/content-origins.ts";
import type { ListWindowing } from "../shared/sidebar-view.ts";

export interface SiteInput {
  loaded: LoadedConfig;
  pages: readonly SitePage[];
  /** Files of pages/ that are not pages, with what to do (find-site-files.ts). */
  notPages: readonly { file: string; message: string }[];
  content: Content;
  markdown: RenderedContent;
  server: ServerBundle;
  skippedLinks: SkippedLinkWarning[];
  /** When a docs sidebar list shows a window (BuildInternals; LIST_WINDOWING without). */
  listWindowing?: ListWindowing;
  /** The site's code reads the plugins' global data (ClientAssets.readsGlobalData): every page carries it. */
  readsGlobalData?: boolean;
}

export interface ComposedSite {
  routes: RouteEntry[];
  /** The first sidebar (the one of a site without a sidebars file). */
  sidebar: SidebarItem[];
  /** Every sidebar, by id. */
  sidebars: Map<string, SidebarItem[]>;
  /** Each sidebar as the one file its doc pages share (route JSON points to it), content-hashed. */
  sidebarFiles: { path: string; json: string }[];
  /** What every page carries: navbar, footer, feeds, search index names. */
  data: SiteData;
  /** The documents of each search index file, by file name. */
  searchDocuments: Map<string, IndexedDocument[]>;
  warnings: Warnings;
  /** Files docs and posts link to beside themselves: output path → source file (markdown-assets.ts). */
  contentAssets: Map<string, string>;
  /** The Prism grammars the React pages' code blocks need and lack: load them (ServerBundle.loadCodeBlockLanguages) before rendering. */
  codeLanguages: string[];
  /** The site's blogs, each with its posts: the `blog` option's (unless the site has no blog folder), then each further one's. */
  blogs: SiteBlog[];
}

export interface SiteBlog {
  options: BlogOptions;
  posts: PostFile[];
}

/** The blogs of the site, each with its posts (ComposedSite.blogs). */
function siteBlogs(config: SiteConfig, content: Content): SiteBlog[] {
  return [
    ...(content.noBlog ? [] : [{ options: config.blog, posts: ownPosts(content) }]),
    ...config.blogInstances.map((blog) => ({ options: blog, posts: content.posts.filter((post) => post.pluginId === blog.id) })),
  ];
}

export function composeSite(input: SiteInput): ComposedSite {
  const { config, file: configFile, source: configSource } = input.loaded;
  const warnings = inputWarnings(input);
  const blogs = siteBlogs(config, input.content);
  const parts = docsParts(input.content, config, input.markdown);
  const last = lastPart(parts);
  const sidebar = last.sidebars.sidebars.values().next().value ?? [];
  // Each sidebar as one content-hashed file (the same sidebar in two versions is one file).
  const sidebarFiles = new Map<string, { path: string; json: string }>();
  const sidebarUrls = parts.map((part) => {
    const urls = new Map<string, string>();
    for (const [id, items] of part.sidebars.sidebars) {
      const json = JSON.stringify(items);
      const path = `assets/sidebar-${createHash("sha256").update(json).digest("hex").slice(0, 8)}.json`;
      sidebarFiles.set(path, { path, json });
      urls.set(id, config.baseUrl + path);
    }
    return urls;
  });
  const routes = withoutShadowedRedirects(routeTable(input, parts, blogs, sidebarUrls, warnings));
  for (const dup of findDuplicateRoutes(routes)) warnings.add(dup.message, dup.file);
  const searchDocuments = searchIndexDocuments(routes, config.baseUrl, config.search, config.trailingSlash);
  const data = buildSiteData({
    config,
    configFile,
    configSource,
    docs: last.docs,
    home: last.home,
    sidebars: last.sidebars.sidebars,
    versions: input.content.versions && parts.filter((p) => p.pluginId === DEFAULT_DOCS_ID),
    parts,
    generator: GENERATOR,
    feeds: blogs.flatMap((blog) => feedLinks(config, blog.options)).map((f) => ({ type: f.type, title: f.title, href: f.href })),
    searchIndexes: [...searchDocuments.keys()],
  });
  if (input.readsGlobalData) data.globalData = docsGlobalData(parts, config.baseUrl, config.trailingSlash);
  const codeLanguages = applyPageHeads(routes, data, input.server);
  for (const route of routes) if (needsOwnPolicy(route.data)) route.data.fullLoad = true;
  return { routes, sidebar, sidebars: last.sidebars.sidebars, sidebarFiles: [...sidebarFiles.values()], data, searchDocuments, warnings, contentAssets: contentAssets(input.markdown), codeLanguages, blogs };
}

/**
 * The title and description React pages set with `@docusaurus/Head` or `@theme/Layout`, on their
 * routes. Returns the Prism grammars their code blocks lack (loaded before the pages are rendered).
 */
function applyPageHeads(routes: RouteEntry[], site: SiteData, server: ServerBundle): string[] {
  const missing = new Set<string>();
  for (const route of routes) {
    if (route.data.props.kind !== "page") continue;
    let head: ReturnType<ServerBundle["pageHead"]>;
    try {
      head = server.pageHead({ site, route: route.data });
    } catch (cause) {
      throw new SiteError(`rendering ${route.data.path} failed: ${(cause as Error).message}`, { file: route.file, cause });
    }
    // A page that renders a Redirect (`@docusaurus/router`) is written as the build's redirect pages are.
    if (head.redirect) {
      Object.assign(route, redirectRoute(route.data.path, head.redirect), { file: route.file });
      continue;
    }
    if (head.title) route.data.title = head.title;
    if (head.description) route.data.description = head.description;
    if (head.ownMain) route.data.props.ownMain = true;
    for (const id of head.missingGrammars) missing.add(id);
  }
  return [...missing];
}

/** The route table: the site's own pages, then the docs (each version's), then the blog. */
function routeTable(input: SiteInput, parts: DocsPart[], blogs: SiteBlog[], sidebarUrls: Map<string, string>[], warnings: Warnings): RouteEntry[] {
  const { config, file: configFile } = input.loaded;
  for (const [pluginId, options] of docsOptionsById(config)) {
    if (options.mainDocId && !parts.some((part) => part.pluginId === pluginId && part.mainDoc)) {
      throw new SiteError(`${docsOptionsKey(config, pluginId)}.mainDocId: no doc has the id "${options.mainDocId}".`, { file: configFile });
    }
  }
  return [
    ...pageRoutes({ pages: input.pages, modules: input.server.pageModules(), siteTitle: config.title, tagline: config.tagline }),
    ...markdownPageRoutes({
      pages: input.content.markdownPages,
      rendered: input.markdown,
      toc: { min: config.tableOfContents.minHeadingLevel, max: config.tableOfContents.maxHeadingLevel },
      siteTitle: config.title,
    }),
    ...parts.flatMap((part, i) => versionRoutes(part, docRoutes({
      docs: part.docs,
      rendered: input.markdown,
      sidebars: part.sidebars,
      sidebarUrls: sidebarUrls[i],
      baseUrl: config.baseUrl,
      trailingSlash: config.trailingSlash,
      routeBasePath: part.version?.routeBasePath ?? part.options.routeBasePath,
      tagsBasePath: part.options.tagsBasePath,
      mainDocRoute: part.version ? part.home?.route : part.mainDoc?.route,
      editUrl: part.options.editUrl,
      docsDir: part.docsDir,
      // As Docusaurus gives it: the version's folder relative to the site (`../docs` for docs beside it).
      docsDirPath: part.version && part.version.name !== CURRENT_VERSION_NAME ? versionDocsFolder(part.version.name) : relative(dirname(configFile), part.docsDir).split(sep).join("/"),
      versionLabel: part.version?.label ?? unversionedLabel(part.options),
      versionName: part.version?.name,
      ...(part.pluginId !== DEFAULT_DOCS_ID ? { pluginId: part.pluginId } : {}),
      versionOf: versionPropsOf(parts, part, config.baseUrl, config.trailingSlash),
      toc: { min: config.tableOfContents.minHeadingLevel, max: config.tableOfContents.maxHeadingLevel },
      breadcrumbs: part.options.breadcrumbs,
      showLastUpdateTime: part.options.showLastUpdateTime,
      showLastUpdateAuthor: part.options.showLastUpdateAuthor,
      lastUpdates: input.content.lastUpdates,
      listWindowing: input.listWindowing,
      cardLists: { render: (cards, className) => input.server.renderIndexCards(cards, className), warn: (message, file) => warnings.add(message, file) },
    }))),
    ...blogs.flatMap((blog) => blogRoutesOf(input, blog.options, blog.posts)),
  ];
}

/** The routes of one blog: the `blog` option's, or a further one's. */
function blogRoutesOf(input: SiteInput, blog: BlogOptions, posts: PostFile[]): RouteEntry[] {
  const { config } = input.loaded;
  return blogRoutes({
    posts,
    rendered: input.markdown,
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    routeBasePath: blog.routeBasePath,
    blogTitle: blog.blogTitle,
    blogDescription: blog.blogDescription,
    postsPerPage: blog.postsPerPage === "ALL" ? Infinity : blog.postsPerPage,
    sidebarCount: blog.blogSidebarCount,
    showReadingTime: blog.showReadingTime,
    editUrl: blog.editUrl,
    blogPath: blog.path,
    sidebarTitle: blog.blogSidebarTitle,
    paths: { tags: blog.tagsBasePath, archive: blog.archiveBasePath, page: blog.pageBasePath, authors: blog.authorsBasePath },
    toc: { min: config.tableOfContents.minHeadingLevel, max: config.tableOfContents.maxHeadingLevel },
  });
}

const STYLE_ATTRIBUTE = /<[a-zA-Z][^>]*\sstyle\s*=/;
const styled = (html: string) => html.includes("style") && STYLE_ATTRIBUTE.test(html);

/** Style attributes, images or frames from other sites, or diagrams: what only the page's own policy allows. */
const ownPolicy = (html: string) => styled(html) || hasContentOrigins(html) || drawsDiagrams(html);

/**
 * True when a route's content HTML has style attributes, loads images or frames from other
 * sites, or has Mermaid diagrams (see RouteData.fullLoad).
 */
function needsOwnPolicy(data: RouteData): boolean {
  const p = data.props;
  if (p.kind === "doc" || p.kind === "markdown-page") return ownPolicy(p.html);
  if (p.kind === "blog-post") return ownPolicy(p.post.html);
  if (p.kind === "blog-list") return p.posts.some((post) => ownPolicy(post.excerptHtml));
  return false;
}

/** A version's routes: those of a `noIndex` version get a robots noindex tag and stay out of the sitemap. */
function versionRoutes(part: DocsPart, routes: RouteEntry[]): RouteEntry[] {
  if (!part.version?.noIndex) return routes;
  for (const route of routes) {
    route.data.noindex = true;
    route.inSitemap = false;
  }
  return routes;
}

/** The files the docs and posts link to beside themselves, each once: output path → source. */
function contentAssets(markdown: SiteInput["markdown"]): Map<string, string> {
  const assets = new Map<string, string>();
  for (const result of markdown.values()) for (const asset of result.assets ?? []) assets.set(asset.output, asset.file);
  return assets;
}

/** Links not followed, then the Markdown warnings in file order (not in the order threads finished). */
function inputWarnings(input: SiteInput): Warnings {
  const warnings = new Warnings();
  for (const link of input.skippedLinks) warnings.add(link.message, link.file);
  for (const file of input.notPages) warnings.add(file.message, file.file);
  const { docs, posts, markdownPages } = input.content;
  // Warnings meant once per build (an unknown code language): the first in file order.
  const reported = new Set<string>();
  for (const file of [...docs.map((d) => d.file), ...posts.map((p) => p.file), ...markdownPages.map((p) => p.file)]) {
    const result = input.markdown.get(file);
    if (!result) continue;
    for (const w of result.warnings) {
      if (w.once !== undefined && reported.has(w.once)) continue;
      if (w.once !== undefined) reported.add(w.once);
      warnings.add(w.message, w.file ?? file, w.line);
    }
    for (const m of result.missingAssets ?? []) {
      const message = `"${m.target}" names no file: an image or \`@site/\` path must name a file of the site folder`;
      // Docusaurus's `markdown.hooks.onBrokenMarkdownImages`, `throw` unless set: `warn` and `log` warn (--strict: fail).
      const rule = input.loaded.config.markdown.hooks?.onBrokenMarkdownImages ?? "throw";
      if (rule === "throw") warnings.error(message, m.file ?? file, m.line);
      else if (rule !== "ignore") warnings.add(message, m.file ?? file, m.line);
    }
    for (const b of result.brokenMarkdownLinks) warnings.add(`broken Markdown link "${b.target}": no doc or post has that file`, b.file ?? file, b.line, "onBrokenMarkdownLinks");
  }
  const siteKeys = new Set(input.loaded.config.markdown.frontMatterKeys);
  for (const item of [...docs, ...posts, ...markdownPages]) for (const w of item.frontMatterWarnings) if (!siteKeys.has(w.key)) warnings.add(w.message, item.file, w.line);
  reportContentRules(input.loaded.config, input.content, warnings);
  return warnings;
}
