// The build cache: what `sitec build` keeps between runs so that a rebuild does again only what
// changed. Each phase that costs time has a part of it: the theme's bundles (theme-cache.ts),
// each file's rendered Markdown (markdown-cache.ts), each page's HTML (page-cache.ts) and the
// search index files (search-cache.ts). Every key includes the compiler's (compiler-key.ts), so
// another version of sitec starts afresh. The files themselves are in cache-files.ts.
import { readFile } from "node:fs/promises";
import type { StagingDir } from "../output/atomic.ts";
import type { DocumentContext } from "../render/document.ts";
import type { SiteMarkdownOptions } from "../markdown/render-content.ts";
import { hasPlugins } from "../markdown/site-plugins.ts";
import type { SiteData } from "../shared/types.ts";
import type { SitePage } from "../content/site-pages.ts";
import { digest } from "../hash.ts";
import type { HeapCheck } from "../heap-guard.ts";
import { CacheFiles } from "./cache-files.ts";
import { defaultCacheDir } from "./cache-folder.ts";
import { compilerKey } from "./compiler-key.ts";
import { MarkdownCache, markdownSettingsKey, SEGMENT_FOLDER } from "./markdown-cache.ts";
import { MdxCache } from "./mdx-cache.ts";
import { PageCache } from "./page-cache.ts";
import { SearchCache } from "./search-cache.ts";
import { ThemeCache } from "./theme-cache.ts";
import type { SiteTheme } from "../bundle/site-theme.ts";

export interface CacheOptions {
  /** The cache folder; default: see cache-folder.ts. */
  dir?: string;
  /** Stands in for sitec's version in every key (tests). */
  compilerVersion?: string;
}

/** What a build took from the cache and what it made anew. */
export interface CacheReport {
  dir: string;
  theme: "reused" | "bundled";
  markdown: { reused: number; rendered: number };
  /** MDX files compiled by this build (the others' modules came from the cache). */
  mdx: { compiled: number };
  pages: { reused: number; rendered: number };
  search: { reused: number; built: number };
  /** Files of the cache the build did not use, deleted after it. */
  removed: number;
}

/** The folders whose files are pruned. */
const PRUNED = [SEGMENT_FOLDER, "pages", "search"];

export class BuildCache {
  private themeCache?: ThemeCache;
  private markdownCache?: MarkdownCache;
  private pageCache?: PageCache;
  readonly search: SearchCache;

  private constructor(
    private readonly files: CacheFiles,
    private readonly compiler: string,
  ) {
    this.search = new SearchCache(files, compiler);
  }

  static async open(siteDir: string, options: CacheOptions = {}): Promise<BuildCache> {
    const [files, compiler] = await Promise.all([CacheFiles.open(options.dir ?? defaultCacheDir(siteDir)), compilerKey(siteDir, options.compilerVersion)]);
    return new BuildCache(files, compiler);
  }

  /** The part for the theme's bundles of a build with these pages. */
  theme(pages: readonly SitePage[], site: SiteTheme, minify: boolean): ThemeCache {
    this.themeCache = new ThemeCache(this.files, ThemeCache.keyOf(this.compiler, pages, site, minify));
    return this.themeCache;
  }

  /** The part for Markdown, with its settings; `configInputs` are the config's files (they hold its plugins). */
  async markdown(options: SiteMarkdownOptions, configInputs: string[]): Promise<MarkdownCache> {
    // The packages installed beside the site are in the compiler's key already.
    const plugins = hasPlugins(options.plugins) ? await Promise.all(configInputs.map((file) => readFile(file, "utf8").catch(() => ""))) : [];
    const settingsKey = markdownSettingsKey(this.compiler, options, plugins);
    this.markdownCache = new MarkdownCache(this.files, settingsKey, new MdxCache(this.files, settingsKey));
    return this.markdownCache;
  }

  /** The part for pages: what every page of this build shares is part of each page's key. */
  async pages(staging: StagingDir, layout: { serverCode: string; context: DocumentContext; site: SiteData }): Promise<PageCache> {
    const layoutKey = digest(this.compiler, layout.serverCode, JSON.stringify(layout.context), JSON.stringify(layout.site));
    this.pageCache = await PageCache.open(this.files, staging, layoutKey);
    return this.pageCache;
  }

  /**
   * Ends the build's use of the cache: writes what is left to write and, after a successful
   * build, drops what it did not use. Returns warnings (damaged files, a failed write).
   */
  async finish(succeeded: boolean, heap: HeapCheck): Promise<{ report: CacheReport; warnings: string[] }> {
    // What the build left is collected first: the segments' text is made on top of it otherwise.
    heap.settle();
    await this.markdownCache?.save(succeeded, heap);
    this.pageCache?.save(!succeeded);
    const writeWarning = await this.files.flush();
    const removed = succeeded && !writeWarning ? await this.files.prune(PRUNED) : 0;
    await this.files.close();
    const warnings = [this.files.damageWarning(), writeWarning].filter((w): w is string => w !== undefined);
    return { report: this.report(removed), warnings };
  }

  private report(removed: number): CacheReport {
    const markdown = this.markdownCache;
    const pages = this.pageCache;
    return {
      dir: this.files.dir,
      theme: this.themeCache?.hit ? "reused" : "bundled",
      markdown: { reused: markdown?.hits ?? 0, rendered: markdown?.misses ?? 0 },
      mdx: { compiled: markdown?.mdx?.compiled ?? 0 },
      pages: { reused: pages?.hits ?? 0, rendered: pages?.misses ?? 0 },
      search: { reused: this.search.reused, built: this.search.built },
      removed,
    };
  }
}
