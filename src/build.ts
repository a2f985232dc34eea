// `sitec build`: the pipeline, one phase after another, into a staging folder that replaces the
// old output only when every phase succeeded. Each phase is a function of its own folder; watch
// mode (src/dev/) calls the same ones for the part of the site a change touches.
import { resolve } from "node:path";
import { checkSite } from "./check/check-site.ts";
import { loadSources, type Sources } from "./load/load-sources.ts";
import type { MarkdownEngine } from "./markdown/engine-names.ts";
import { heapGuard } from "./heap-guard.ts";
import { consoleLogger, PhaseTimer, type Logger, type PhaseTiming } from "./log.ts";
import { MarkdownWorkers } from "./markdown/render-batch.ts";
import { renderMarkdown } from "./markdown/render-content.ts";
import { releaseDocHtml, releaseSources } from "./release-memory.ts";
import { createStagingDir } from "./output/atomic.ts";
import { writeLayoutFiles, writeSiteFiles } from "./output/write-site-files.ts";
import { WriteQueue } from "./output/write-queue.ts";
import { documentContext, renderPages } from "./render/render-pages.ts";
import { BuildCache, type CacheOptions, type CacheReport } from "./cache/build-cache.ts";
import { composeSite } from "./routes/compose-site.ts";
import { SearchIndexFiles } from "./search/write-indexes.ts";
import { isShortBuild, tuneForShortBuild } from "./v8-tiering.ts";

export interface BuildOptions {
  siteDir: string;
  outDir: string;
  baseUrl?: string;
  strict?: boolean;
  minify?: boolean;
  logger?: Logger;
  /** Worker threads for Markdown besides the main thread; default: one per extra core (at most 3). */
  markdownWorkers?: number;
  /** Overrides the config's `markdown.engine`. */
  markdownEngine?: MarkdownEngine;
  /** The build cache (src/cache/): on by default; false builds without it. */
  cache?: CacheOptions | false;
  /** false renders each page's docs sidebar in place instead of once per part (the same HTML; for tests). */
  shareParts?: boolean;
}

export interface BuildResult {
  outDir: string;
  routes: number;
  warnings: string[];
  timings: PhaseTiming[];
  /** What came from the build cache (none without it). */
  cache?: CacheReport;
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  const log = options.logger ?? consoleLogger;
  const siteDir = resolve(options.siteDir);
  const outDir = resolve(options.outDir);
  const timer = new PhaseTimer();
  // Workers load their Markdown toolchain while the config and content are read.
  const workers = new MarkdownWorkers(options.markdownWorkers);
  const staging = await createStagingDir(outDir);
  const cacheOptions = options.cache;
  const cache = cacheOptions === false ? undefined : await timer.run("open cache", () => openCache(siteDir, cacheOptions, log));
  // The cache keeps what a build made; after a successful build it drops what it did not use.
  const endCache = async (succeeded: boolean) => {
    const ended = cache && (await timer.run("save cache", () => cache.finish(succeeded)));
    for (const message of ended?.warnings ?? []) log.warn(message);
    return ended?.report;
  };
  let sources: Sources | undefined;
  // V8 optimises less eagerly unless the build turns out to be a long one (src/v8-tiering.ts).
  const restoreTiering = tuneForShortBuild();
  try {
    // Load: config, files and content; esbuild bundles the theme meanwhile (or the cache has it).
    const loadOptions = { siteDir, baseUrl: options.baseUrl, outDir: staging.dir, minify: options.minify ?? true, markdownEngine: options.markdownEngine, cache };
    sources = await loadSources({ ...loadOptions, onNote: log.info }, timer);
    const { loaded, files, content, markdownOptions } = sources;
    const { config } = loaded;
    if (!isShortBuild(files.docs.length + files.posts.length)) restoreTiering();

    // Markdown: every doc and post to HTML, on every core (those the cache has are taken from it).
    const markdownCache = await cache?.markdown(markdownOptions, loaded.inputs);
    const markdown = await timer.run("markdown", () =>
      markdownCache ? markdownCache.render(content, markdownOptions, workers) : renderMarkdown(content, markdownOptions, workers),
    );
    releaseSources(content);
    const { server, assets } = await sources.theme.ready();

    // Routes: every page's data, computed before any page is rendered.
    const site = await timer.run("routes", () => composeSite({ loaded, pageFiles: files.pages, content, markdown, server, skippedLinks: files.skippedLinks }));

    // Render, with the search indexes built on a worker thread meanwhile (after it without one).
    // A page the cache has with the same data and layout is linked from it instead.
    const writes = new WriteQueue(staging);
    await writeLayoutFiles(site, assets, staging);
    const searchIndexes = new SearchIndexFiles(await cache?.search.restore(), cache !== undefined);
    const indexes = () =>
      timer.run("search index", () => {
        heapGuard.settle();
        return searchIndexes.build(site.searchDocuments, config.search, workers.serialise);
      });
    let searchFiles = workers.hasWorker ? indexes() : undefined;
    searchFiles?.catch(() => undefined);
    const layout = { serverCode: await sources.theme.serverCode, context: documentContext(config, site.data, assets), site: site.data };
    const keptPages = await cache?.pages(staging, layout);
    // Kept pages leave this thread idle while the writer thread links them: the search indexes are built meanwhile.
    const meanwhile = () => void (searchFiles ??= indexes()).catch(() => undefined);
    const pages = await timer.run("render", () => renderPages(site, { server, assets }, config, site.routes, writes, keptPages, meanwhile, options.shareParts));
    releaseDocHtml(markdown, site.routes);

    // Search indexes, static files, feeds and sitemap.
    const written = await timer.run("write files", async () =>
      writeSiteFiles(
        { siteDir, config, site, assets, posts: content.posts, markdown, staticFiles: files.static, copyStatic: true, searchFiles: await (searchFiles ?? indexes()) },
        writes,
        staging.dir,
      ),
    );

    // Link check: broken links fail the build, and with --strict so does every warning.
    const warnings = await timer.run("check links", () =>
      checkSite({ pages: pages.values(), files: written, baseUrl: config.baseUrl, warnings: site.warnings, strict: options.strict ?? false }),
    );
    for (const message of warnings) log.warn(message);

    // Commit: the new output replaces the old one.
    await timer.run("commit output", () => staging.commit());
    cache?.search.keep(searchIndexes);
    return { outDir, routes: site.routes.length, warnings, timings: timer.timings, cache: await endCache(true) };
  } catch (error) {
    if (process.env.SITEC_DEBUG_TIMINGS) console.error(timer.timings);
    await sources?.theme.settled;
    await staging.discard();
    await endCache(false);
    throw error;
  } finally {
    restoreTiering();
    await workers.close();
  }
}

/** The build cache, or none (with a warning) when its folder cannot be made. */
async function openCache(siteDir: string, options: CacheOptions | undefined, log: Logger): Promise<BuildCache | undefined> {
  try {
    return await BuildCache.open(siteDir, options);
  } catch (error) {
    log.warn(`the build cache cannot be used (${(error as Error).message}); building without it.`);
    return undefined;
  }
}
