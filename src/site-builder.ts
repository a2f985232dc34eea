// The build pipeline as a stateful object: it keeps what it has loaded (config, docs, posts,
// rendered Markdown, bundles) and what it last wrote, so that watch mode can apply a file
// change by reloading only that file and re-rendering only the pages whose data changed.
// `build()` uses it once; `sitec dev` keeps it alive.
import { createHash } from "node:crypto";
import { copyFile, mkdir, readFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { loadConfig, CONFIG_FILE } from "./config/load.ts";
import type { SiteConfig } from "./config/schema.ts";
import { findPostSources, loadAuthors, loadPost, loadPosts, orderPosts, type PostFile } from "./content/blog.ts";
import { checkDocIds, findDocSources, loadDoc, loadDocs, type DocFile, type FolderOptions } from "./content/docs.ts";
import { findFiles, skippedLinkWarning, type SkippedLinkWarning } from "./content/find-files.ts";
import { buildSidebar, loadCategories, type CategoryMeta } from "./content/sidebar.ts";
import { buildClientBundle, buildServerBundle, bundleServerCode, loadServerBundle, TEMPLATES_DIR, type ClientAssets, type ServerBundle } from "./bundle/bundle.ts";
import { checkLinks, collectIds, collectLinks, type CheckedPage } from "./check/links.ts";
import { formatWhere, groupByFile, SiteError, SiteErrors } from "./errors.ts";
import { feedLinks, renderFeeds } from "./feeds/feeds.ts";
import { PhaseTimer, type PhaseTiming } from "./log.ts";
import type { RenderedMarkdown } from "./markdown/pipeline.ts";
import type { MarkdownJob, MarkdownWorkers } from "./markdown/render-batch.ts";
import { renderSitemap } from "./output/sitemap.ts";
import { HeapGuard } from "./heap-guard.ts";
import { WriteQueue } from "./output/write-queue.ts";
import { renderDocument, type DocumentContext } from "./render/document.ts";
import { buildSiteData } from "./render/site-data.ts";
import { blogRoutes, excerptKey } from "./routes/blog-routes.ts";
import { docRoutes } from "./routes/doc-routes.ts";
import { findDuplicateRoutes } from "./routes/duplicates.ts";
import { NOT_FOUND_PATH, pageRoutes } from "./routes/page-routes.ts";
import type { RouteEntry } from "./routes/route-entry.ts";
import { SearchIndexFiles, searchIndexDocuments } from "./search/write-indexes.ts";
import { mapContent } from "./shared/content-transfer.ts";
import { routeDataUrl } from "./shared/paths.ts";
import type { PageData, RouteData, SiteData } from "./shared/types.ts";
import { SITEC_VERSION } from "./version.ts";
import { compareText } from "./shared/compare-text.ts";

export const GENERATOR = `sitec ${SITEC_VERSION}`;

/** Where a build writes: the staging folder of `build`, or the live folder of `dev`. */
export interface OutputWriter {
  dir: string;
  write(relativePath: string, contents: string | Uint8Array): Promise<void>;
  remove(relativePath: string): Promise<void>;
}

export interface BuilderOptions {
  siteDir: string;
  baseUrl?: string;
  minify?: boolean;
  strict?: boolean;
  /** Keep draft posts (watch mode shows them). */
  includeDrafts?: boolean;
  workers: MarkdownWorkers;
}

export interface EmitResult {
  /** Route paths whose pages were (re)written. */
  rendered: string[];
  /** Route paths whose pages were removed. */
  removed: string[];
  warnings: string[];
  routes: number;
  timings: PhaseTiming[];
}

/** Called once the pages are on disk, before search indexes, feeds and the link check. */
export type PagesWritten = (pages: {
  rendered: string[];
  removed: string[];
  /** The document around pages changed (site data, sidebar, bundles), not only pages' own data. */
  layoutChanged: boolean;
}) => void;

/** Collects warnings; with --strict they fail the build at the end. */
class Warnings {
  readonly list: { message: string; file?: string; line?: number }[] = [];
  add(message: string, file?: string, line?: number) {
    this.list.push({ message, file, line });
  }
  format(): string[] {
    return this.list.map((w) => formatWhere(w.file, w.line) + w.message);
  }
  /** The warnings as the errors --strict makes of them. */
  asErrors(): SiteError[] {
    return this.list.map((w) => new SiteError(w.message + " (a warning; --strict makes it an error)", { file: w.file, line: w.line }));
  }
}

/** Everything loaded from the site folder and the theme. */
interface Sources {
  config: SiteConfig;
  configFile: string;
  configSource: string;
  docsDir: string;
  blogDir: string;
  pageFiles: string[];
  docs: DocFile[];
  categories: Map<string, CategoryMeta>;
  posts: PostFile[];
  /** Rendered Markdown by file (and `file#excerpt`). */
  rendered: Map<string, RenderedMarkdown>;
  server: ServerBundle;
  assets: ClientAssets;
  /** The files of static/, relative to it. */
  staticFiles: string[];
  /** Symbolic links that were not followed, by the folder they were found in. */
  skippedLinks: Map<SiteFolder, SkippedLinkWarning[]>;
}

/** The folders of a site that are searched for files. */
type SiteFolder = "pages" | "docs" | "categories" | "blog" | "static";

/** How long after an edit's pages are written the rest of the emit starts (see `emit`). */
const REST_AFTER_EDIT_MS = 150;

/** What the last emit wrote, to find what changed. */
interface Written {
  routeData: Map<string, RouteSignature>;
  pages: Map<string, CheckedPage & { ids: Set<string> }>;
  shell: string;
  /** Bundles and the shared sidebar file. */
  assets: Set<string>;
}

/** A Markdown link to a Markdown file: `](x.md)`, `](../y.md#z)`. */
const MD_LINK = /\]\([^)\s]*\.mdx?(?:[#?][^)\s]*)?\)/;

/** A file or folder of the site that was added, changed or removed (as the watcher reports it). */
export interface FileChange {
  event: "add" | "change" | "unlink" | "addDir" | "unlinkDir";
  path: string;
}

export type ChangeKind = "full" | "theme" | "markdown" | "categories" | "authors" | "static" | "ignore";

export class SiteBuilder {
  private sources?: Sources;
  /** Changes of updates that failed before their pages were written: the next update applies them too. */
  private unapplied: FileChange[] = [];
  private written?: Written;
  /** The end of the last emit's search, feeds and link check. */
  private tail: Promise<void> = Promise.resolve();
  /** Index files by tag, rebuilt only when their documents change. */
  private readonly searchIndexes = new SearchIndexFiles();
  readonly siteDir: string;

  constructor(private readonly options: BuilderOptions) {
    this.siteDir = resolve(options.siteDir);
  }

  /** The base URL of the last successful load (`/` before one). */
  get baseUrl(): string {
    return this.sources?.config.baseUrl ?? "/";
  }

  /** Loads everything and writes the whole site into `out`. */
  async buildAll(out: OutputWriter, timer = new PhaseTimer(), onPagesWritten?: PagesWritten): Promise<EmitResult> {
    this.sources = await this.loadAll(out.dir, timer);
    this.written = undefined;
    return this.emit(out, timer, onPagesWritten);
  }

  /** What a changed file means for the build. */
  classify(path: string): ChangeKind {
    const file = resolve(path);
    const s = this.sources;
    if (file === join(this.siteDir, CONFIG_FILE) || file.startsWith(join(this.siteDir, "pages") + sep)) return "full";
    if (file.startsWith(resolve(TEMPLATES_DIR) + sep)) return "theme";
    if (!s) return "full";
    if (file.startsWith(join(this.siteDir, "static") + sep)) return "static";
    if (file.startsWith(s.docsDir + sep) && file.endsWith("_category_.json")) return "categories";
    if (file === join(s.blogDir, "authors.yml")) return "authors";
    if ((file.startsWith(s.docsDir + sep) || file.startsWith(s.blogDir + sep)) && /\.mdx?$/.test(file)) return "markdown";
    return "ignore";
  }

  /**
   * Applies changed files: reloads only what they touch, then writes the pages whose data
   * changed. On an error before the pages are written the builder keeps its previous state and
   * applies the changes again with the next update (with their fix, or with more changes), so
   * what it shows never mixes the tree before a change with the tree after it. The next update
   * may start once the pages are written.
   */
  async update(newChanges: FileChange[], out: OutputWriter, onPagesWritten?: PagesWritten): Promise<EmitResult> {
    const changes = [...this.unapplied, ...newChanges];
    this.unapplied = [];
    let pagesWritten = false;
    try {
      return await this.apply(changes, out, (pages) => {
        pagesWritten = true;
        onPagesWritten?.(pages);
      });
    } catch (error) {
      if (!pagesWritten) this.unapplied = changes;
      throw error;
    }
  }

  private async apply(changes: FileChange[], out: OutputWriter, onPagesWritten: PagesWritten): Promise<EmitResult> {
    const timer = new PhaseTimer();
    const paths = changes.map((c) => resolve(c.path));
    const kinds = new Set(paths.map((p) => this.classify(p)));
    if (!this.sources || kinds.has("full")) return this.buildAll(out, timer, onPagesWritten);
    const previous = this.sources;
    const next: Sources = { ...previous, rendered: new Map(previous.rendered), skippedLinks: new Map(previous.skippedLinks) };
    if (kinds.has("theme")) {
      await timer.run("bundle", async () => {
        next.server = await buildServerBundle(next.pageFiles);
        next.assets = await buildClientBundle(next.pageFiles, { minify: this.options.minify ?? true, outDir: out.dir });
      });
    }
    const markdownFiles = new Set(paths.filter((p) => this.classify(p) === "markdown"));
    let tree = contentTree(previous);
    // A file added, removed or moved (a folder renamed moves all its files), or a save of a
    // file not known as a doc or post (an excluded one, a draft), changes which files are
    // content: the folders are searched again, with the build's own globs.
    const contentDirs = [next.docsDir, next.blogDir];
    const treeChanged =
      changes.some((c) => c.event !== "change" && contentDirs.some((dir) => isInside(resolve(c.path), dir))) ||
      [...markdownFiles].some((file) => !tree.docs.has(file) && !tree.posts.has(file));
    if (treeChanged) {
      const found = await timer.run("load content", () => this.findContent(next));
      for (const file of [...tree.docs, ...tree.posts]) if (!found.docs.has(file) && !found.posts.has(file)) markdownFiles.add(file);
      for (const file of [...found.docs, ...found.posts]) if (!tree.docs.has(file) && !tree.posts.has(file)) markdownFiles.add(file);
      tree = found;
    }
    if (treeChanged || kinds.has("categories")) next.categories = await timer.run("load categories", () => loadCategories(next.docsDir, this.folder(next, "categories")));
    if (kinds.has("authors")) {
      next.posts = await timer.run("load posts", () =>
        loadPosts(next.blogDir, { routeBasePath: next.config.blog.routeBasePath, includeDrafts: this.options.includeDrafts, ...this.folder(next, "blog") }),
      );
      for (const post of next.posts) markdownFiles.add(post.file);
    }
    if (markdownFiles.size) await timer.run("load content", () => this.reloadMarkdown(next, [...markdownFiles], tree));
    if (kinds.has("static")) await timer.run("static", () => this.syncStatic(next, changes, out));
    this.sources = next;
    let pagesWritten = false;
    try {
      return await this.emit(out, timer, (pages) => {
        pagesWritten = true;
        onPagesWritten(pages);
      });
    } catch (error) {
      // Once the pages are on disk (a broken link found by the check after them) the new state
      // is what the reader sees; only an error before that leaves the previous state in place.
      if (!pagesWritten && this.sources === next) this.sources = previous;
      throw error;
    }
  }

  /** Options for searching one of the site's folders: links not followed are kept in `s`. */
  private folder(s: Sources, folder: SiteFolder) {
    const skipped: SkippedLinkWarning[] = [];
    s.skippedLinks.set(folder, skipped);
    return { siteDir: this.siteDir, onSkippedLink: (w: SkippedLinkWarning) => skipped.push(w) };
  }

  /** Searches the docs and blog folders again for their Markdown files. */
  private async findContent(s: Sources): Promise<ContentTree> {
    const [docs, posts] = await Promise.all([
      findDocSources(s.docsDir, s.config.docs.exclude, this.folder(s, "docs")),
      findPostSources(s.blogDir, this.folder(s, "blog")),
    ]);
    return { docs: new Set(docs.map((source) => join(s.docsDir, source))), posts: new Set(posts.map((source) => join(s.blogDir, source))) };
  }

  /** Copies changed files of static/ into the output and removes those that are gone. */
  private async syncStatic(s: Sources, changes: FileChange[], out: OutputWriter): Promise<void> {
    const staticDir = join(this.siteDir, "static");
    const before = new Set(s.staticFiles);
    s.staticFiles = await findStaticFiles(staticDir, this.folder(s, "static"));
    const now = new Set(s.staticFiles);
    const touched = new Set<string>();
    for (const change of changes) {
      const path = resolve(change.path);
      if (!isInside(path, staticDir)) continue;
      const rel = relative(staticDir, path).split(sep).join("/");
      // A folder added, removed or renamed: every file below it.
      for (const file of [...before, ...now]) if (file === rel || file.startsWith(rel + "/")) touched.add(file);
    }
    for (const file of touched) {
      if (!now.has(file)) {
        await out.remove(file);
        continue;
      }
      await mkdir(dirname(join(out.dir, file)), { recursive: true });
      await copyFile(join(staticDir, file), join(out.dir, file));
    }
  }

  /** Reloads the given Markdown files (added, changed or deleted) and renders them; `tree` tells which are content. */
  private async reloadMarkdown(next: Sources, files: string[], tree: ContentTree): Promise<void> {
    const { config } = next;
    const docs = new Map(next.docs.map((d) => [d.file, d]));
    const posts = new Map(next.posts.map((p) => [p.file, p]));
    const authors = await loadAuthors(next.blogDir);
    for (const file of files) {
      docs.delete(file);
      posts.delete(file);
      next.rendered.delete(file);
      next.rendered.delete(excerptKey(file));
      if (tree.docs.has(file)) {
        const source = relative(next.docsDir, file).split(sep).join("/");
        docs.set(file, await loadDoc(next.docsDir, source, config.docs.routeBasePath));
      } else if (tree.posts.has(file)) {
        const source = relative(next.blogDir, file).split(sep).join("/");
        const post = await loadPost(next.blogDir, source, authors, config.blog.routeBasePath);
        if (!post.frontMatter.draft || this.options.includeDrafts) posts.set(file, post);
      }
    }
    const routesBefore = JSON.stringify(next.docs.map((d) => [d.file, d.route]));
    next.docs = checkDocIds([...docs.values()].sort((a, b) => compareText(a.source, b.source)));
    next.posts = orderPosts([...posts.values()]);
    const changed = new Set(files);
    // When a doc appeared, disappeared or moved, `.md` links to it render differently: render
    // again every file that links to a Markdown file.
    if (routesBefore !== JSON.stringify(next.docs.map((d) => [d.file, d.route]))) {
      for (const item of [...next.docs, ...next.posts]) if (MD_LINK.test(item.content)) changed.add(item.file);
    }
    const jobs = markdownJobs(next.docs, next.posts).filter((j) => changed.has(j.file) || !next.rendered.has(j.key));
    const results = await this.options.workers.render(jobs, batchContext(next));
    for (const [key, value] of results) next.rendered.set(key, value);
  }

  private async loadAll(outDir: string, timer: PhaseTimer): Promise<Sources> {
    const siteDir = this.siteDir;
    const config = await timer.run("config", () => loadConfig(siteDir, { baseUrl: this.options.baseUrl }));
    const configFile = join(siteDir, CONFIG_FILE);
    const configSource = await readFile(configFile, "utf8");
    const docsDir = join(siteDir, config.docs.path);
    const blogDir = join(siteDir, config.blog.path);
    // Filled in below, as each folder is searched.
    const partial = { config, docsDir, blogDir, skippedLinks: new Map<SiteFolder, SkippedLinkWarning[]>() } as Sources;
    const [pageFiles, staticFiles] = await Promise.all([
      findPageFiles(siteDir, this.folder(partial, "pages")),
      findStaticFiles(join(siteDir, "static"), this.folder(partial, "static")),
    ]);
    // The client bundle does not depend on content: esbuild works on it while Markdown renders.
    const clientBundle = timer.run("bundle client", () => buildClientBundle(pageFiles, { minify: this.options.minify ?? true, outDir }));
    clientBundle.catch(() => undefined);
    // So does the server bundle's; it is imported once Markdown is done.
    const serverCode = bundleServerCode(pageFiles);
    serverCode.catch(() => undefined);
    try {
      const [docs, categories, posts] = await timer.run("load content", () =>
        Promise.all([
          loadDocs(docsDir, { routeBasePath: config.docs.routeBasePath, exclude: config.docs.exclude, ...this.folder(partial, "docs") }),
          loadCategories(docsDir, this.folder(partial, "categories")),
          loadPosts(blogDir, { routeBasePath: config.blog.routeBasePath, includeDrafts: this.options.includeDrafts, ...this.folder(partial, "blog") }),
        ]),
      );
      const rendered = await timer.run("markdown", () => this.options.workers.render(markdownJobs(docs, posts), batchContext({ config, docs })));
      const server = await timer.run("bundle server", async () => loadServerBundle(await serverCode));
      const assets = await clientBundle;
      return { ...partial, configFile, configSource, pageFiles, docs, categories, posts, rendered, server, assets, staticFiles };
    } finally {
      await Promise.all([clientBundle.catch(() => undefined), serverCode.catch(() => undefined)]);
    }
  }

  /**
   * Composes the route table from the sources and writes what differs from the last emit:
   * first the pages (then `onPagesWritten` is called), then search indexes, feeds, sitemap
   * and the link check.
   */
  private async emit(out: OutputWriter, timer: PhaseTimer, onPagesWritten?: PagesWritten): Promise<EmitResult> {
    const s = this.sources!;
    const { config } = s;
    const warnings = new Warnings();
    recordSkippedLinks(s, warnings);
    recordMarkdownWarnings(s, warnings);

    const sidebar = buildSidebar(s.docs, s.categories, config.baseUrl);
    const routes = await timer.run("routes", () => composeRoutes(s, sidebar, warnings));
    const searchDocuments = await timer.run("search documents", () => searchIndexDocuments(routes, config.baseUrl, config.search));
    const feeds = feedLinks(config);
    const site = buildSiteData({
      config,
      configFile: s.configFile,
      configSource: s.configSource,
      docs: s.docs,
      sidebar,
      generator: GENERATOR,
      feeds: feeds.map((f) => ({ type: f.type, title: f.title, href: f.href })),
      searchIndexes: [...searchDocuments.keys()],
    });
    const documentContext = createDocumentContext(config, site, s.assets);

    // The sidebar is the same on every doc page: route JSON points to one hashed copy of it.
    const sidebarJson = JSON.stringify(sidebar);
    const sidebarFile = `assets/sidebar-${createHash("sha256").update(sidebarJson).digest("hex").slice(0, 8)}.json`;
    for (const route of routes) {
      if (route.data.props.kind === "doc") route.data.props.sidebarUrl = config.baseUrl + sidebarFile;
    }
    await out.write(sidebarFile, sidebarJson);
    // Bundles before the pages that load them (watch mode serves pages as they are written).
    const firstEmit = !this.written;
    const previousAssets = this.written?.assets ?? new Set<string>();
    const newAssets = s.assets.files.filter((file) => !previousAssets.has(file.path));
    for (const file of newAssets) await out.write(file.path, file.contents);

    // A page is rewritten when its data or the document around it changed.
    const shell = JSON.stringify({ site, documentContext, sidebar: sidebarJson });
    // Every page is written again when the site data or the document around pages changed;
    // the pages map still tells which routes existed, to remove those that are gone.
    const pages = new Map(this.written?.pages ?? []);
    const layoutChanged = this.written?.shell !== shell || newAssets.length > 0;
    const routeData = new Map(layoutChanged ? [] : this.written!.routeData);
    const rendered: string[] = [];
    const buildSearchFiles = () => {
      const files = timer.run("search index", () =>
        this.searchIndexes.build(searchDocuments, config.search, (documents, boosts) => this.options.workers.serialiseSearchIndex(documents, boosts)),
      );
      // Awaited below; a failure meanwhile is not "unhandled".
      files.catch(() => undefined);
      return files;
    };
    // A full build with a worker thread builds the search indexes there while this thread
    // renders the pages; otherwise they come after the pages are written (see below).
    let searchFiles = this.options.workers.hasWorker && firstEmit ? buildSearchFiles() : undefined;
    const writes = new WriteQueue(out);
    const heap = new HeapGuard();
    await timer.run("render", async () => {
      for (const route of routes) {
        heap.check();
        const signature = routeSignature(route.data);
        if (sameSignature(routeData.get(route.data.path), signature)) continue;
        routeData.set(route.data.path, signature);
        const page = renderRoute(route, site, s.server.renderPage, documentContext);
        await writes.add(page.htmlPath, page.html);
        if (page.jsonPath) await writes.add(page.jsonPath, routeJsonForClient(route.data));
        pages.set(route.data.path, page.checked);
        rendered.push(route.data.path);
      }
      // Watch mode shows the pages once they are on disk. A build lets the writes go on while
      // it builds the search indexes, and waits for them with the rest of its files.
      if (onPagesWritten) await writes.drain();
    });
    const current = new Set(routes.map((r) => r.data.path));
    const removed = [...pages.keys()].filter((path) => !current.has(path));
    for (const path of removed) {
      pages.delete(path);
      routeData.delete(path);
      await out.remove(path === "/" ? "index.html" : path.slice(1) + "/index.html");
      await out.remove(routeDataUrl("/", path).slice(1));
    }
    // What is on disk now: the next emit compares with it, even if the checks below fail.
    const assets = new Set([...s.assets.files.map((f) => f.path), sidebarFile]);
    this.written = { routeData, pages, shell, assets };
    onPagesWritten?.({ rendered, removed, layoutChanged });
    // Bundles and sidebar files no page loads any more (the pages that did are written anew).
    for (const file of previousAssets) if (!assets.has(file)) await out.remove(file);
    // After an edit in watch mode the open page fetches and shows its new data now: the search
    // index (half a second of a core for the docs), feeds and link check wait until then,
    // instead of taking the core the browser needs and holding up the server's answer to its
    // fetch (on two cores that made saving to seeing about 100 ms slower).
    const settled = firstEmit ? Promise.resolve() : delay(REST_AFTER_EDIT_MS);
    searchFiles ??= settled.then(buildSearchFiles);

    // The rest runs after the rest of the emit before (watch mode starts the next emit as soon
    // as the pages are written), so search indexes, feeds and sitemap are written in order.
    const rest = Promise.all([this.tail, settled]).then(() =>
      this.checkAndWriteRest(out, timer, { s, routes, pages, searchFiles, sidebarFile, firstEmit, warnings, rendered, removed, writes }),
    );
    this.tail = rest.then(
      () => undefined,
      () => undefined,
    );
    return rest;
  }

  /** Search indexes, static files, feeds and sitemap; then the link check and --strict. */
  private async checkAndWriteRest(
    out: OutputWriter,
    timer: PhaseTimer,
    input: {
      s: Sources;
      routes: RouteEntry[];
      pages: Map<string, CheckedPage & { ids: Set<string> }>;
      searchFiles: Promise<Map<string, string>>;
      sidebarFile: string;
      firstEmit: boolean;
      warnings: Warnings;
      rendered: string[];
      removed: string[];
      /** The page writes, still going on in a build. */
      writes: WriteQueue;
    },
  ): Promise<EmitResult> {
    const { s, routes, pages, searchFiles, sidebarFile, firstEmit, warnings, rendered, removed, writes } = input;
    const { config } = s;

    const files = await timer.run("write files", async () => {
      const written = new Set<string>(s.assets.files.map((f) => f.path));
      for (const [name, contents] of await searchFiles) {
        await writes.add(name, contents);
        written.add(name);
      }
      if (firstEmit) await copyStatic(join(this.siteDir, "static"), s.staticFiles, out.dir);
      for (const file of s.staticFiles) written.add(file);
      for (const feed of renderFeeds(config, s.posts, s.rendered, GENERATOR)) {
        await writes.add(feed.path, feed.contents);
        written.add(feed.path);
      }
      const sitemapPaths = routes.filter((r) => r.inSitemap).map((r) => r.data.path);
      await writes.add("sitemap.xml", renderSitemap(config.url, config.baseUrl, sitemapPaths));
      await writes.drain();
      written.add("sitemap.xml");
      written.add("404.html");
      written.add(sidebarFile);
      return written;
    });

    const brokenLinks = await timer.run("check links", () => checkAllLinks([...pages.values()], config.baseUrl, files, warnings));

    // Everything the run found is reported at once: fixing one problem never uncovers another
    // that was already there.
    const messages = warnings.format();
    const errors = this.options.strict ? [...brokenLinks, ...warnings.asErrors()] : brokenLinks;
    if (errors.length) throw new SiteErrors(groupByFile(errors), this.options.strict ? [] : messages);
    return { rendered, removed, warnings: messages, routes: routes.length, timings: timer.timings };
  }
}

/**
 * What a page's rendering depends on besides the shell: its data without the rendered
 * Markdown and the sidebar (both large; the sidebar is part of the shell), and the Markdown
 * blocks themselves, compared as strings (an unchanged file keeps the very same string).
 */
interface RouteSignature {
  skeleton: string;
  contents: string[];
}

function routeSignature(data: RouteData): RouteSignature {
  const contents: string[] = [];
  const stripped = mapContent(data, (_key, html) => {
    contents.push(html);
    return "";
  });
  const props = stripped.props.kind === "doc" ? { ...stripped.props, sidebar: [] } : stripped.props;
  return { skeleton: JSON.stringify({ ...stripped, props }), contents };
}

function sameSignature(a: RouteSignature | undefined, b: RouteSignature): boolean {
  return a !== undefined && a.skeleton === b.skeleton && a.contents.length === b.contents.length && a.contents.every((html, i) => html === b.contents[i]);
}

/** Route data as client-side navigation fetches it: a doc's sidebar is left to its own file. */
function routeJsonForClient(data: RouteData): string {
  if (data.props.kind !== "doc") return JSON.stringify(data);
  return JSON.stringify({ ...data, props: { ...data.props, sidebar: [] } });
}

/** The Markdown files that are content: docs and posts. */
interface ContentTree {
  docs: Set<string>;
  posts: Set<string>;
}

function contentTree(s: Sources): ContentTree {
  return { docs: new Set(s.docs.map((d) => d.file)), posts: new Set(s.posts.map((p) => p.file)) };
}

function isInside(path: string, dir: string): boolean {
  return path === dir || path.startsWith(dir + sep);
}

function markdownJobs(docs: DocFile[], posts: PostFile[]): MarkdownJob[] {
  return [
    ...docs.map((doc) => ({ key: doc.file, file: doc.file, source: doc.content })),
    ...posts.flatMap((post) => [
      { key: post.file, file: post.file, source: post.content },
      ...(post.excerptSource !== undefined ? [{ key: excerptKey(post.file), file: post.file, source: post.excerptSource }] : []),
    ]),
  ];
}

function batchContext(s: Pick<Sources, "config" | "docs">) {
  return {
    baseUrl: s.config.baseUrl,
    toc: { min: s.config.tableOfContents.minHeadingLevel, max: s.config.tableOfContents.maxHeadingLevel },
    routesByFile: Object.fromEntries(s.docs.map((d) => [d.file, d.route])),
  };
}

/** Links not followed, once each (the docs folder is searched for docs and for categories). */
function recordSkippedLinks(s: Sources, warnings: Warnings): void {
  const seen = new Set<string>();
  for (const list of s.skippedLinks.values()) {
    for (const w of list) {
      if (seen.has(w.file)) continue;
      seen.add(w.file);
      warnings.add(w.message, w.file);
    }
  }
}

/** Markdown warnings in file order, so the output does not depend on which thread was first. */
function recordMarkdownWarnings(s: Sources, warnings: Warnings): void {
  for (const file of [...s.docs.map((d) => d.file), ...s.posts.map((p) => p.file)]) {
    const result = s.rendered.get(file);
    if (!result) continue;
    for (const w of result.warnings) warnings.add(w.message, file, w.line);
    for (const b of result.brokenMarkdownLinks) warnings.add(`broken Markdown link "${b.target}": no doc has that file`, file, b.line);
  }
}

function composeRoutes(s: Sources, sidebar: ReturnType<typeof buildSidebar>, warnings: Warnings): RouteEntry[] {
  const { config } = s;
  const modules = s.server.pageModules();
  const mainDoc = s.docs.find((d) => d.id === config.docs.mainDocId);
  if (config.docs.mainDocId && !mainDoc) {
    throw new SiteError(`docs.mainDocId: no doc has the id "${config.docs.mainDocId}".`, { file: s.configFile });
  }
  const entries: RouteEntry[] = [
    ...pageRoutes({ pageFiles: s.pageFiles, modules, siteTitle: config.title, tagline: config.tagline }),
    ...docRoutes({
      docs: s.docs,
      rendered: s.rendered,
      sidebar,
      baseUrl: config.baseUrl,
      routeBasePath: config.docs.routeBasePath,
      mainDocRoute: mainDoc?.route,
      editUrl: config.docs.editUrl,
      docsDir: s.docsDir,
      versionLabel: config.docs.versions.current.label,
    }),
    ...blogRoutes({
      posts: s.posts,
      rendered: s.rendered,
      baseUrl: config.baseUrl,
      routeBasePath: config.blog.routeBasePath,
      blogTitle: config.blog.blogTitle,
      blogDescription: config.blog.blogDescription,
      postsPerPage: config.blog.postsPerPage,
      sidebarCount: config.blog.blogSidebarCount,
      showReadingTime: config.blog.showReadingTime,
      editUrl: config.blog.editUrl,
    }),
  ];
  for (const dup of findDuplicateRoutes(entries)) warnings.add(dup.message, dup.file);
  return entries;
}

function createDocumentContext(config: SiteConfig, site: SiteData, assets: ClientAssets): DocumentContext {
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
  };
}

/** Renders one route to its HTML document; keeps only what the link check needs. */
function renderRoute(route: RouteEntry, site: SiteData, renderPage: (data: unknown) => string, documentContext: DocumentContext) {
  const data: PageData = { site, route: route.data };
  let body: string;
  try {
    body = renderPage(data);
  } catch (cause) {
    throw new SiteError(`rendering ${route.data.path} failed: ${(cause as Error).message}`, { file: route.file, cause });
  }
  const embedded: PageData = { site, route: mapContent(route.data, () => "") };
  const html = renderDocument(documentContext, data, body, embedded);
  const isNotFound = route.data.path === NOT_FOUND_PATH;
  return {
    html,
    htmlPath: isNotFound ? "404.html" : route.data.path === "/" ? "index.html" : route.data.path.slice(1) + "/index.html",
    jsonPath: isNotFound ? undefined : routeDataUrl("/", route.data.path).slice(1),
    checked: { path: route.data.path, links: collectLinks(body), file: route.file, contentLinks: route.contentLinks, ids: collectIds(body) },
  };
}

/** Checks every link and anchor: broken anchors are warnings, broken links the errors returned. */
function checkAllLinks(pages: (CheckedPage & { ids: Set<string> })[], baseUrl: string, files: Set<string>, warnings: Warnings): SiteError[] {
  const idsByRoute = new Map(pages.map((p) => [p.path, p.ids]));
  const result = checkLinks(pages, { baseUrl, files, idsByRoute });
  for (const p of result.brokenAnchors) {
    warnings.add(`broken anchor on page ${p.page} → ${p.link}: the target page has no such heading id`, p.file, p.line);
  }
  return result.brokenLinks.map(
    (p) => new SiteError(`broken link on page ${p.page} → ${p.link}`, { file: p.file, line: p.line, hint: "Link to an existing page or file." }),
  );
}

/** The page components of site/pages/, absolute paths. */
async function findPageFiles(siteDir: string, folder: FolderOptions): Promise<string[]> {
  const pagesDir = join(siteDir, "pages");
  const found = await findFiles(pagesDir, ["*.{tsx,jsx}"], { boundary: siteDir });
  for (const link of found.skipped) folder.onSkippedLink?.(skippedLinkWarning(pagesDir, link));
  return found.files.map((file) => join(pagesDir, file));
}

/** The files of site/static/, relative to it. */
async function findStaticFiles(staticDir: string, folder: FolderOptions & { siteDir: string }): Promise<string[]> {
  const found = await findFiles(staticDir, ["**/*"], { boundary: folder.siteDir });
  for (const link of found.skipped) folder.onSkippedLink?.(skippedLinkWarning(staticDir, link));
  return found.files;
}

/** Copies the files of site/static/ into the output. */
async function copyStatic(staticDir: string, files: string[], outDir: string): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      await mkdir(dirname(join(outDir, file)), { recursive: true });
      await copyFile(join(staticDir, file), join(outDir, file));
    }),
  );
}
