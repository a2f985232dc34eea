// Watch mode's builds: the whole site once, then for each batch of changed files only what they
// touch. It keeps what it loaded and what it last wrote between batches; the work itself is
// done by the phases of `sitec build` (src/build.ts): the load and Markdown phases through
// reload.ts, the rest through emit.ts.
import { resolve } from "node:path";
import { buildClientBundle, buildServerBundle } from "../bundle/bundle.ts";
import { withStyles } from "../bundle/site-theme.ts";
import type { IslandModule } from "../bundle/islands-plugin.ts";
import { PhaseTimer } from "../log.ts";
import { loadSources } from "../load/load-sources.ts";
import type { MarkdownEngine } from "../markdown/engine-names.ts";
import type { MarkdownWorkers } from "../markdown/render-batch.ts";
import { renderSiteMarkdown } from "../markdown/render-content.ts";
import { SearchIndexFiles } from "../search/write-indexes.ts";
import { classifyChange, isInside, type ChangeKind, type FileChange } from "./changes.ts";
import { emit, type EmitResult, type PagesWritten, type Written } from "./emit.ts";
import type { OutputWriter } from "./output-writer.ts";
import { reloadChanges, type SiteState } from "./reload.ts";

export interface IncrementalBuildOptions {
  siteDir: string;
  baseUrl?: string;
  minify?: boolean;
  strict?: boolean;
  /** Keep draft posts (watch mode shows them). */
  includeDrafts?: boolean;
  workers: MarkdownWorkers;
  /** Overrides the config's `markdown.engine`. */
  markdownEngine?: MarkdownEngine;
  /** Told a line worth printing (the engine chosen for a plugin). */
  onNote?: (line: string) => void;
}

export class IncrementalBuild {
  readonly siteDir: string;
  private state?: SiteState;
  private written?: Written;
  /** The end of the last emit's search indexes, feeds and link check. */
  private tail: Promise<unknown> = Promise.resolve();
  /** Index files by tag, built again only when their documents change. */
  private readonly searchIndexes = new SearchIndexFiles();
  /** Changes of updates that failed before their pages were written: the next update applies them too. */
  private unapplied: FileChange[] = [];

  constructor(private readonly options: IncrementalBuildOptions) {
    this.siteDir = resolve(options.siteDir);
  }

  /** The base URL of the last successful load (`/` before one). */
  get baseUrl(): string {
    return this.state?.loaded.config.baseUrl ?? "/";
  }

  /** The `trailingSlash` of the last successful load. */
  get trailingSlash(): boolean | undefined {
    return this.state?.loaded.config.trailingSlash;
  }

  /**
   * What the site is made of outside its folder, to be watched too: the docs and blog folders,
   * the further docs instances' folders, and the sidebars files with their imports, where the
   * config puts them elsewhere (`docs.path: "../docs"`).
   */
  get watchedOutside(): string[] {
    if (!this.state) return [];
    const { folders, content } = this.state;
    const instances = content.instances ?? [];
    const paths = [folders.docsDir, folders.blogDir, ...(content.sidebarsFile?.inputs ?? []), ...instances.flatMap((i) => [i.docsDir, ...(i.sidebarsFile?.inputs ?? [])])];
    return [...new Set(paths.filter((p) => !isInside(p, this.siteDir) && !/[\\/]node_modules[\\/]/.test(p)))];
  }

  /** What a changed file means for the build; the files the config imports (plugins) count as the config. */
  classify(path: string): ChangeKind {
    if (this.state?.loaded.inputs.includes(resolve(path))) return "full";
    if (this.state?.content.sidebarsFile?.inputs.includes(resolve(path))) return "sidebars";
    // A further docs instance's sidebars: the site is loaded again, as for a change of its docs (changes.ts).
    if (this.state?.content.instances?.some((i) => i.sidebarsFile?.inputs.includes(resolve(path)))) return "full";
    // The site's CSS: bundled with the theme.
    if (this.state?.siteTheme.customCss.includes(resolve(path))) return "theme";
    const kind = classifyChange(path, this.state?.folders, this.siteDir);
    return kind === "ignore" && this.state?.markdown.mdx?.importers.has(resolve(path)) ? "component" : kind;
  }

  /** Loads everything and writes the whole site into `out`. */
  async buildAll(out: OutputWriter, onPagesWritten: PagesWritten = () => undefined, timer = new PhaseTimer()): Promise<EmitResult> {
    const { workers, minify = true } = this.options;
    const { baseUrl, includeDrafts, markdownEngine, onNote } = this.options;
    const sources = await loadSources({ siteDir: this.siteDir, baseUrl, outDir: out.dir, minify, includeDrafts, markdownEngine, onNote }, timer);
    const markdown = await timer.run("markdown", () => renderSiteMarkdown(sources.content, sources.markdownOptions, workers));
    this.state = { ...sources, markdown, theme: await sources.theme.ready(markdown.mdx?.islands, markdown.mdx?.styles) };
    this.written = undefined;
    return this.emit(out, timer, onPagesWritten);
  }

  /**
   * Applies changed files: reloads only what they touch, then writes the pages whose data
   * changed. On an error before the pages are written the builder keeps its previous state and
   * applies the changes again with the next update (with their fix, or with more changes), so
   * what it shows never mixes the tree before a change with the tree after it. The next update
   * may start once the pages are written.
   */
  async update(newChanges: FileChange[], out: OutputWriter, onPagesWritten: PagesWritten = () => undefined): Promise<EmitResult> {
    const changes = [...this.unapplied, ...newChanges];
    this.unapplied = [];
    let pagesWritten = false;
    const whenWritten: PagesWritten = (pages) => {
      pagesWritten = true;
      onPagesWritten(pages);
    };
    const previous = this.state;
    try {
      const timer = new PhaseTimer();
      const kinds = new Set(changes.map((c) => this.classify(c.path)));
      if (!previous || kinds.has("full")) return await this.buildAll(out, whenWritten, timer);
      const next = await reloadChanges(previous, changes, (path) => this.classify(path), { workers: this.options.workers, includeDrafts: this.options.includeDrafts ?? false, timer, out });
      const islands = next.markdown.mdx?.islands ?? [];
      const styles = next.markdown.mdx?.styles ?? [];
      const clientOptions = { minify: this.options.minify ?? true, outDir: out.dir, site: withStyles(next.siteTheme, styles), islandModules: islands };
      if (kinds.has("theme")) {
        next.theme = await timer.run("bundle", async () => ({
          server: await buildServerBundle(next.files.pages, next.siteTheme),
          assets: await buildClientBundle(next.files.pages, clientOptions),
        }));
      } else if (
        islandsKey(islands) !== islandsKey(previous.markdown.mdx?.islands ?? []) ||
        styles.join("\0") !== (previous.markdown.mdx?.styles ?? []).join("\0") ||
        ((islands.length || styles.length) && kinds.has("component"))
      ) {
        // An island or a stylesheet added, or a component of the MDX pages edited (it may be an island, one's import, or a stylesheet).
        const assets = await timer.run("bundle client", () => buildClientBundle(next.files.pages, clientOptions));
        next.theme = { ...next.theme, assets };
      }
      this.state = next;
      return await this.emit(out, timer, whenWritten);
    } catch (error) {
      // Once the pages are on disk (a broken link found by the check after them) the new state
      // is what the reader sees; an error before that leaves the previous state in place.
      if (!pagesWritten) {
        this.state = previous ?? this.state;
        this.unapplied = changes;
      }
      throw error;
    }
  }

  private async emit(out: OutputWriter, timer: PhaseTimer, onPagesWritten: PagesWritten): Promise<EmitResult> {
    const { rest } = await emit(this.state!, {
      out,
      timer,
      workers: this.options.workers,
      searchIndexes: this.searchIndexes,
      strict: this.options.strict ?? false,
      written: this.written,
      tail: this.tail,
      // What is on disk now: the next emit compares with it, even if the checks after fail.
      remember: (written) => (this.written = written),
      onPagesWritten,
    });
    this.tail = rest.catch(() => undefined);
    return rest;
  }
}

/** What the client bundle registers of a site's islands. */
function islandsKey(islands: readonly IslandModule[]): string {
  return JSON.stringify(islands.map((island) => [island.name, island.file, island.exportName]).sort());
}
