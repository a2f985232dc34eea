// The MDX part of the Markdown phase: each MDX file compiled (or taken from the build cache),
// then all of them bundled by esbuild at once and each page's content rendered to HTML on the
// server with React. The HTML goes where Markdown's goes (RenderedMarkdown.html): routes, link
// check, search, feeds and the page cache take it as they take Markdown's. Runs on the main
// thread, where the site's plugins are loaded and the bundle is evaluated.
import type { Root as MdastRoot } from "mdast";
import { readFile } from "node:fs/promises";
import { SiteError, SiteErrors } from "../../errors.ts";
import { DEFAULT_SITE_THEME, type SiteTheme } from "../../bundle/site-theme.ts";
import type { ContentSiteData } from "../../routes/site-data.ts";
import type { RouteData, SiteData } from "../../shared/types.ts";
import type { ContentRuntime } from "../../bundle/mdx-bundle.ts";
import { bundleMdx, loadMdxBundle, type MdxModule } from "../../bundle/mdx-bundle.ts";
import type { RenderedMarkdown } from "../pipeline.ts";
import { jobError, jobLinks, type BatchContext, type MarkdownJob } from "../render-batch.ts";
import type { SitePlugins } from "../site-plugins.ts";
import { compileMdx, lazyEsmParser, type CompiledMdx } from "./compile-mdx.ts";
import { MdxGraph, type IslandModule } from "./islands.ts";
import { HastPages } from "./hast-pages.ts";
import { TabsShapes } from "./tabs-shapes.ts";
import { renderThemeOnlyJob } from "./theme-only-mdx.ts";

/** Compiled MDX kept between builds (src/cache/mdx-cache.ts). */
export interface CompiledMdxStore {
  find(job: MarkdownJob, routesByFile: Record<string, string>): CompiledMdx | undefined;
  keep(job: MarkdownJob, compiled: CompiledMdx): void;
}

/** What the MDX pages of a build need besides their HTML. */
export interface MdxBuildInfo {
  /** The islands the pages use, for the client bundle. */
  islands: IslandModule[];
  /**
   * The stylesheets the pages' components import (CSS, CSS modules, Sass), absolute, in path
   * order: the client bundle's CSS holds them, as Docusaurus's webpack bundles them. A static
   * component ships no code, but its styles must reach the page.
   */
  styles: string[];
  /** Each file an MDX page is made of (its components, their imports) → the pages' keys. */
  importers: Map<string, Set<string>>;
  /** How many files were compiled (the rest came from the cache). */
  compiled: number;
}

export interface MdxResults {
  results: Map<string, RenderedMarkdown>;
  info: MdxBuildInfo;
}

/**
 * Compiles one job as renderJob renders a Markdown job: its links resolved as there (`.md`
 * links, files beside it, `trailingSlash`) and listed, code blocks with the config's languages.
 */
async function compileJob(job: MarkdownJob, ctx: BatchContext, plugins: SitePlugins, tree: MdastRoot | undefined, content: "auto" | "jsx", siteComponents = false): Promise<CompiledMdx> {
  const links = jobLinks(job, ctx);
  const compiled = await compileMdx(job.source, {
    tree,
    content,
    path: job.file,
    key: job.key,
    baseUrl: ctx.baseUrl,
    toc: ctx.toc,
    additionalLanguages: ctx.additionalLanguages,
    mermaid: ctx.mermaid,
    plugins,
    siteComponents,
    ...links.options,
  });
  return { code: compiled.code, rendered: { ...compiled.rendered, ...links.found() } };
}

/**
 * Renders the MDX jobs (none: nothing is loaded). Pages whose only components are the theme's
 * are written without compiling them (theme-only-mdx.ts); they add no island and no imported
 * file. The others are compiled, their content given as hast where it has nothing to run
 * (hast-module.ts). `themeOnly: false` compiles every page to JSX as MDX does: the reference the
 * tests compare both with.
 */
export async function renderMdxJobs(
  jobs: MarkdownJob[],
  ctx: BatchContext,
  plugins: SitePlugins,
  options: { siteDir: string; siteTheme?: SiteTheme; contentSite?: ContentSiteData; store?: CompiledMdxStore; themeOnly?: boolean },
): Promise<MdxResults> {
  const results = new Map<string, RenderedMarkdown>();
  const siteTheme = options.siteTheme ?? DEFAULT_SITE_THEME;
  // The site's MDXComponents may provide components of its own (see compile-mdx.ts).
  const siteComponents = Boolean(siteTheme.overrides.MDXComponents);
  // What the build cache kept: those pages were compiled before (pages rendered without compiling are never kept).
  const stored = new Map<string, CompiledMdx>();
  for (const job of jobs) {
    const found = options.store?.find(job, ctx.routesByFile);
    if (found) stored.set(job.key, found);
  }
  // MDX's parse of a file that must be compiled, taken while trying it without: the compile reuses it.
  const parsed = new Map<string, MdastRoot>();
  if (options.themeOnly !== false) {
    let shapes: Promise<TabsShapes> | undefined;
    let pages: Promise<HastPages> | undefined;
    const loadShapes = () => (shapes ??= TabsShapes.load());
    const loadPages = () => (pages ??= HastPages.load());
    const parseEsm = lazyEsmParser();
    for (const job of jobs) {
      if (stored.has(job.key)) continue;
      const outcome = await renderThemeOnlyJob(job, ctx, plugins, { overrides: siteTheme.overrides, parseEsm, loadShapes, loadPages });
      if (outcome.rendered) results.set(job.key, { ...outcome.rendered, html: withoutTextSeparators(outcome.rendered.html) });
      else if (outcome.parsed) parsed.set(job.key, outcome.parsed);
    }
    jobs = jobs.filter((job) => !results.has(job.key));
  }
  if (!jobs.length) return { results, info: { islands: [], styles: [], importers: new Map(), compiled: 0 } };
  const modules: (MdxModule & { rendered: CompiledMdx["rendered"] })[] = [];
  let compiledCount = 0;
  // Every file that fails to compile is reported in one run, not the first alone.
  const failures: SiteError[] = [];
  for (const job of jobs) {
    let compiled = stored.get(job.key);
    if (!compiled) {
      try {
        compiled = await compileJob(job, ctx, plugins, parsed.get(job.key), options.themeOnly === false ? "jsx" : "auto", siteComponents);
      } catch (error) {
        failures.push(...(error instanceof SiteErrors ? error.errors : [error]).map((e) => jobError(job.file, e)));
        continue;
      }
      compiledCount++;
      options.store?.keep(job, compiled);
    }
    modules.push({ key: job.key, file: job.file, source: job.source, code: compiled.code, rendered: compiled.rendered });
  }
  if (failures.length) throw failures.length === 1 ? failures[0]! : new SiteErrors(failures);
  // The Markdown files the pages import (Docusaurus's partials), each compiled once, as a page is.
  const partials = new Map<string, CompiledMdx["rendered"]>();
  const compilePartial = async (file: string): Promise<string> => {
    const source = await readFile(file, "utf8").catch((error: unknown): never => {
      throw new SiteError(`cannot read this imported Markdown file: ${(error as Error).message}`, { file, hint: "Check the import's path." });
    });
    // Kept in the build cache apart from the file's page, if it is one too: that one may be compiled to hast.
    const cached = { key: `${file}#imported`, file, source };
    let compiled = options.store?.find(cached, ctx.routesByFile);
    if (!compiled) {
      compiled = await compileJob({ key: file, file, source, mdx: true }, ctx, plugins, undefined, "jsx", siteComponents).catch((error: unknown): never => {
        throw jobError(file, error);
      });
      compiledCount++;
      options.store?.keep(cached, compiled);
    }
    partials.set(file, compiled.rendered);
    return compiled.code;
  };
  const bundle = await bundleMdx(modules, options.siteDir, siteTheme, compilePartial);
  const exports = loadMdxBundle(bundle.code);
  const graph = new MdxGraph(bundle.metafile, options.siteDir, siteTheme.overrides);
  // renderToString cannot wait for CodeBlock's grammars: they are loaded first.
  await exports.loadCodeBlockLanguages(new Set(modules.flatMap((module) => codeBlockLanguages(module.code))));
  for (const module of modules) {
    const render = () => {
      try {
        const page = exports.pages[module.key]!;
        const content = page.__sitecHast ? exports.hastContent(page.__sitecHast, page.__sitecScope ?? {}) : page.default;
        return exports.renderMdxPage(content, exports.provided, (ref) => graph.islandOf(ref), contentRuntime(options.contentSite, ctx.routesByFile[module.file]));
      } catch (error) {
        throw renderError(error, module.file, exports.ComponentError, siteComponents);
      }
    };
    let page = render();
    // A code block whose language the page computes: its grammar is known only now.
    if (page.missingGrammars.length) {
      await exports.loadCodeBlockLanguages(page.missingGrammars);
      page = render();
    }
    const html = withoutTextSeparators(page.html);
    const imported = graph.partialsOf(module.key).map((file) => ({ file, rendered: partials.get(file)! }));
    const rendered = withPartials(module.rendered, imported, html);
    // The files the page and its components import for their URL: copied into the output as the page's own.
    const files = graph.importedAssetsOf(module.key).flatMap((file) => bundle.assets.get(file) ?? []);
    results.set(module.key, { ...rendered, html, ...(files.length ? { assets: [...(rendered.assets ?? []), ...files] } : {}) });
  }
  return { results, info: { islands: [...graph.islands.values()], styles: graph.styles(), importers: graph.importers(), compiled: compiledCount } };
}

/**
 * The runtime an MDX page's components render in: the site as the config gives it, the page's
 * route by its path. The theme's own parts (navbar, footer, sidebar, search), which read the rest
 * of SiteData and RouteData, never render in content.
 */
function contentRuntime(site: ContentSiteData | undefined, path: string | undefined): ContentRuntime | undefined {
  if (!site) return undefined;
  return { site: site as SiteData, route: { path: path ?? "/" } as RouteData, hydrated: false };
}

/**
 * What a page reads of its content (TOC, heading ids, links, search sections, words, warnings,
 * assets) with that of the Markdown files it imports, whose content its HTML holds: TOC entries
 * and sections in the order their headings have in the HTML, as Docusaurus puts an imported
 * file's TOC where it is used. A warning of an imported file names that file and its line; the
 * link check names the page for its links.
 */
export function withPartials(own: CompiledMdx["rendered"], imported: { file: string; rendered: CompiledMdx["rendered"] }[], html: string): CompiledMdx["rendered"] {
  if (!imported.length) return own;
  // The part before the first heading (no id) is the top; an id the HTML lacks goes last.
  const at = (id: string | undefined) => {
    if (id === undefined) return -1;
    const index = html.indexOf(` id="${id}"`);
    return index < 0 ? Infinity : index;
  };
  const byPlace = <T>(items: T[], id: (item: T) => string | undefined) => items.map((item, i) => ({ item, i, place: at(id(item)) })).sort((a, b) => a.place - b.place || a.i - b.i).map((entry) => entry.item);
  const all = [own, ...imported.map((part) => part.rendered)];
  // Copies: the page's own result is merged again by the next build (dev mode, the build cache).
  const sections = own.sections.map((section) => ({ ...section }));
  for (const { rendered } of imported) {
    for (const section of rendered.sections) {
      const top = section.id === undefined ? sections.find((s) => s.id === undefined) : undefined;
      if (top) top.text = `${top.text} ${section.text}`.trim();
      else sections.push({ ...section });
    }
  }
  return {
    ...own,
    toc: byPlace(all.flatMap((r) => r.toc), (item) => item.id),
    headingIds: [...new Set(all.flatMap((r) => r.headingIds))],
    links: [...own.links, ...imported.flatMap(({ rendered }) => rendered.links.map(({ line: _line, ...link }) => link))],
    sections: byPlace(sections, (section) => section.id),
    wordCount: all.reduce((sum, r) => sum + r.wordCount, 0),
    warnings: [...own.warnings, ...imported.flatMap(({ file, rendered }) => rendered.warnings.map((warning) => ({ file, ...warning })))],
    brokenMarkdownLinks: [...own.brokenMarkdownLinks, ...imported.flatMap(({ file, rendered }) => rendered.brokenMarkdownLinks.map((link) => ({ file, ...link })))],
    missingAssets: [...own.missingAssets, ...imported.flatMap(({ file, rendered }) => rendered.missingAssets.map((asset) => ({ file, ...asset })))],
    assets: all.flatMap((r) => r.assets ?? []),
    missingAssetPaths: all.flatMap((r) => r.missingAssetPaths ?? []),
    markdownTargets: all.flatMap((r) => r.markdownTargets ?? []),
  };
}

/**
 * The languages a compiled MDX module's elements name, as CodeBlock reads them: a `language`
 * prop or a `language-…` class written as a literal. A name that is no language loads nothing.
 */
export function codeBlockLanguages(code: string): string[] {
  const languages: string[] = [];
  for (const match of code.matchAll(/\blanguage:\s*"([^"\\]+)"/g)) languages.push(match[1]!);
  for (const match of code.matchAll(/\bclassName:\s*"[^"]*?\blanguage-([\w+#-]+)/g)) languages.push(match[1]!);
  return languages;
}

/** A failure while rendering a page: the page, and the component where it is known. */
function renderError(error: unknown, file: string, ComponentError: new (...args: never[]) => Error & { component: string }, siteComponents = false): SiteError {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ComponentError) {
    return new SiteError(`the component <${error.component}> failed while rendering this page: ${message}`, { file, hint: "Fix the component or the props the page gives it.", cause: error });
  }
  const missing = /^Expected component `([^`]+)` to be defined/.exec(message);
  if (missing) {
    const providers = siteComponents ? "the theme or the site's MDXComponents provides" : "the theme provides";
    return new SiteError(`unknown component <${missing[1]}>: it is neither imported nor one ${providers}.`, { file, hint: "Import it at the top of the file.", cause: error });
  }
  return new SiteError(`rendering this page failed: ${message}`, { file, hint: "A component of the page threw while it rendered; fix it or the props the page gives it.", cause: error });
}

/**
 * The page's HTML without the `<!-- -->` React writes between adjacent pieces of text, except
 * inside islands: only islands are hydrated, and hydration needs them. Text never holds one
 * (React escapes `<`), so each is a separator.
 */
export function withoutTextSeparators(html: string): string {
  if (!html.includes("<!-- -->")) return html;
  let out = "";
  let depth = 0;
  for (const part of html.split(/(<sitec-island[\s>]|<\/sitec-island>)/)) {
    if (part.startsWith("<sitec-island")) depth++;
    else if (part === "</sitec-island>") depth--;
    out += depth > 0 || part.startsWith("<sitec-island") || part === "</sitec-island>" ? part : part.replaceAll("<!-- -->", "");
  }
  return out;
}
