// `sitec build`: the pipeline, one phase after another, into a staging folder that replaces the
// old output only when every phase succeeded. Each phase is a function of its own folder; watch
// mode (src/dev/) calls the same ones for the part of the site a change touches. What the phases
// run on (threads, staging folder, cache, heap guard, timer) is the runtime's.
import { resolve } from "node:path";
import { BuildRuntime } from "./build-runtime.ts";
import type { CacheOptions, CacheReport } from "./cache/build-cache.ts";
import { checkSite, linkRules } from "./check/check-site.ts";
import { loadSources, type Sources } from "./load/load-sources.ts";
import { consoleLogger, type Logger, type PhaseTiming } from "./log.ts";
import type { MarkdownEngine } from "./markdown/engine-names.ts";
import { markdownPhase } from "./markdown/markdown-phase.ts";
import { writeSiteFiles } from "./output/write-site-files.ts";
import type { BuildProgress } from "./progress.ts";
import { renderPhase } from "./render/render-phase.ts";
import { composeSite } from "./routes/compose-site.ts";
import type { ListWindowing } from "./shared/sidebar-view.ts";

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
  /** Told each phase's start and end and the counts of those that loop; the build prints none of it itself. */
  progress?: BuildProgress;
}

/** Options of the build that only tests set. */
export interface BuildInternals {
  /** false renders each page's docs sidebar in place instead of once per part (the same HTML). */
  shareParts?: boolean;
  /**
   * When a docs sidebar list shows a window, and how long (src/shared/sidebar-view.ts): tests
   * reach long lists with a few docs instead of more than LONG_LIST.
   */
  listWindowing?: ListWindowing;
}

export interface BuildResult {
  outDir: string;
  routes: number;
  warnings: string[];
  timings: PhaseTiming[];
  /** What came from the build cache (none without it). */
  cache?: CacheReport;
}

export async function build(options: BuildOptions, internals: BuildInternals = {}): Promise<BuildResult> {
  const log = options.logger ?? consoleLogger;
  const siteDir = resolve(options.siteDir);
  const outDir = resolve(options.outDir);
  const runtime = await BuildRuntime.open({ siteDir, outDir, logger: log, markdownWorkers: options.markdownWorkers, cache: options.cache, progress: options.progress });
  const { timer, staging } = runtime;
  let sources: Sources | undefined;
  try {
    // Load: config, files and content; esbuild bundles the theme and the static files are copied meanwhile (or the cache has the theme).
    const load = { siteDir, baseUrl: options.baseUrl, outDir: staging.dir, minify: options.minify ?? true, markdownEngine: options.markdownEngine, copyStatic: true };
    sources = await loadSources({ ...load, cache: runtime.cache, onNote: log.info }, timer);
    const { loaded, files, content } = sources;
    const { config } = loaded;

    // Markdown: every doc and post to HTML, on every core.
    const markdown = await markdownPhase({ runtime, sources });
    const theme = await sources.theme.ready(markdown.mdx?.islands, markdown.mdx?.styles);

    // Routes: every page's data, computed before any page is rendered.
    const site = await timer.run("routes", async () => {
      const composed = composeSite({ loaded, pages: files.pages, notPages: files.notPages, content, markdown, server: theme.server, skippedLinks: files.skippedLinks, listWindowing: internals.listWindowing, readsGlobalData: theme.assets.readsGlobalData });
      await theme.server.loadCodeBlockLanguages(composed.codeLanguages);
      return composed;
    });

    // Render: every page, with the search indexes built meanwhile.
    const { pages, searchIndexes } = await renderPhase({ runtime, sources, theme, site, markdown, shareParts: internals.shareParts });

    // Search indexes, static files, feeds and sitemap.
    const written = await timer.run("write files", async () =>
      writeSiteFiles(
        { siteDir, config, site, assets: theme.assets, posts: content.posts, markdown, staticFiles: files.static, copyStatic: false, searchFiles: await searchIndexes.files(), heap: runtime.heap },
        runtime.writes,
        staging.dir,
      ),
    );

    // Link check: broken links fail the build, and with --strict so does every warning.
    const warnings = await timer.run("check links", () =>
      checkSite({ pages: pages.values(), files: written, baseUrl: config.baseUrl, trailingSlash: config.trailingSlash, warnings: site.warnings, strict: options.strict ?? false, rules: linkRules(config) }),
    );
    for (const message of warnings) log.warn(message);

    // Commit: the new output replaces the old one.
    const cache = await runtime.commit();
    return { outDir, routes: site.routes.length, warnings, timings: timer.timings, cache };
  } catch (error) {
    await sources?.settled;
    await runtime.discard();
    throw error;
  } finally {
    await runtime.close();
  }
}
