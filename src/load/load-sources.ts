// The load phase: the config, the files the site is made of, and what its Markdown files say
// besides their text; meanwhile esbuild starts on the theme's bundles, which do not depend on
// content, and a build's static files are copied into its output (libuv's threads copy them
// while the main thread works; copied at the end, secureCodeBox's 34 MB kept it waiting 50-130 ms).
// `sitec build` and watch mode start from it.
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { SiteError } from "../errors.ts";
import { bundleTheme, type ThemeBundles } from "../bundle/theme.ts";
import { loadSiteTheme, type SiteTheme } from "../bundle/site-theme.ts";
import { docusaurusOverridesNote } from "../bundle/theme-resolver.ts";
import type { BuildCache } from "../cache/build-cache.ts";
import { formatKeyPath, lineOfKeyPath, loadSiteConfig, type LoadedConfig } from "../config/load.ts";
import type { SiteConfig } from "../config/schema.ts";
import { findSiteFiles, type SiteFiles, type SiteFolders } from "../content/find-site-files.ts";
import { CURRENT_VERSION_NAME, loadDocsVersions, type DocsVersion } from "../content/docs-versions.ts";
import { loadContent, type BlogInstanceOptions, type Content, type InstanceOptions } from "../content/load-content.ts";
import { docsInstancesOf, instanceVersionsNote } from "../content/docs-instances.ts";
import { numberPrefixParser } from "../content/slugs.ts";
import { versionedDocsNote } from "../content/versioned-docs.ts";
import type { PhaseTimer } from "../log.ts";
import { chooseEngine } from "../markdown/choose-engine.ts";
import type { MarkdownEngine } from "../markdown/engine-names.ts";
import type { SiteMarkdownOptions } from "../markdown/render-content.ts";
import { hasPlugins } from "../markdown/site-plugins.ts";
import { copyStatic } from "../output/write-site-files.ts";
import { contentSiteData } from "../routes/site-data.ts";
import { docsGlobalData, withLazyGlobalData } from "../routes/docs-global-data.ts";
import { docsParts } from "../routes/docs-parts.ts";
import { GENERATOR } from "../version.ts";

export interface LoadOptions {
  siteDir: string;
  /** Overrides the config's baseUrl. */
  baseUrl?: string;
  /** Where the client bundle's files will be written (their paths are relative to it). */
  outDir: string;
  minify: boolean;
  /** Keep draft posts (watch mode shows them). */
  includeDrafts?: boolean;
  /** Copy the static files into `outDir` meanwhile (a build; watch mode copies them when it first writes). */
  copyStatic?: boolean;
  /** `--markdown-engine`: overrides the config's `markdown.engine`. */
  markdownEngine?: MarkdownEngine;
  /** Told a line worth printing (the engine chosen for a plugin). */
  onNote?: (line: string) => void;
  /** The build cache, which may hold the theme's bundles. */
  cache?: BuildCache;
}

export interface Sources {
  loaded: LoadedConfig;
  folders: SiteFolders;
  files: SiteFiles;
  /** The site's overrides of theme components and its own CSS. */
  siteTheme: SiteTheme;
  content: Content;
  /** How the Markdown phase renders: engine, plugins; `note` says why the engine was chosen. */
  markdownOptions: SiteMarkdownOptions & { note?: string };
  /** The theme's bundles, still being made. */
  theme: ThemeBundles;
  /** The static files' copy into the output, when asked for (LoadOptions.copyStatic), still under way: the render phase waits for it before it writes anything. */
  staticCopy?: Promise<void>;
  /** Settles once nothing started here is still running (a failed build waits for it before it removes its output). */
  settled: Promise<unknown>;
}

export async function loadSources(options: LoadOptions, timer: PhaseTimer): Promise<Sources> {
  const loaded = await timer.run("config", () => loadSiteConfig(options.siteDir, { baseUrl: options.baseUrl }));
  for (const notice of loaded.notices) options.onNote?.(notice);
  const markdown = markdownOptions(loaded, options.markdownEngine);
  if (markdown.note) options.onNote?.(markdown.note);
  const leftOut = versionedDocsNote(options.siteDir);
  if (leftOut) options.onNote?.(leftOut);
  const overridesLeftOut = docusaurusOverridesNote(options.siteDir);
  if (overridesLeftOut) options.onNote?.(overridesLeftOut);
  checkDocsFolders(options.siteDir, loaded);
  const versions = loadDocsVersions(options.siteDir, loaded.config, loaded.file);
  const instances = docsInstancesOf(options.siteDir, loaded.config);
  const instancesLeftOut = instanceVersionsNote(options.siteDir, instances);
  if (instancesLeftOut) options.onNote?.(instancesLeftOut);
  // A doc of a released version, or of a further docs instance, finds `/x.md` in its own folder.
  const ownDirs = [...(versions?.filter((v) => v.name !== CURRENT_VERSION_NAME).map((v) => v.docsDir) ?? []), ...instances.map((i) => i.docsDir)];
  if (ownDirs.length && markdown.linkRoots) markdown.linkRoots = { ...markdown.linkRoots, ownDirs };
  const folders = siteFolders(options.siteDir, loaded.config, versions);
  const [files, siteTheme] = await Promise.all([findSiteFiles(folders), loadSiteTheme(options.siteDir, loaded)]);
  const theme = bundleTheme(files.pages, { minify: options.minify, outDir: options.outDir, site: siteTheme }, timer, options.cache?.theme(files.pages, siteTheme, options.minify));
  const staticCopy = options.copyStatic ? copyStatic(join(options.siteDir, "static"), files.static, options.outDir) : undefined;
  // A copy that fails is reported by whoever waits for it (writeSiteFiles).
  const settled = Promise.all([theme.settled, staticCopy?.catch(() => undefined)]);
  try {
    const content = await timer.run("load content", () => loadContent(files, contentOptions(folders, loaded.config, options.includeDrafts, versions)));
    return { loaded, folders, files, siteTheme, content, markdownOptions: { ...withContentGlobalData(markdown, loaded.config, content), siteTheme }, theme, staticCopy, settled };
  } catch (error) {
    await settled;
    throw error;
  }
}

/**
 * Fails on a docs folder the config names that is not there, as Docusaurus does: a further docs
 * instance's, or the `docs` option's when the config sets its `path` or a sidebars file and builds
 * the folder's version (without either, a site without docs/ simply has no docs).
 */
function checkDocsFolders(siteDir: string, { config, file, source }: LoadedConfig): void {
  const named = [
    ...((config.docs.path !== "docs" || config.docs.sidebarPath) && config.docs.includeCurrentVersion ? [{ key: ["docs", "path"], path: config.docs.path }] : []),
    ...config.docsInstances.map((instance, i) => ({ key: ["docsInstances", i, "path"], path: instance.path })),
  ];
  for (const { key, path } of named) {
    if (existsSync(join(siteDir, path))) continue;
    throw new SiteError(`${formatKeyPath(key)}: the docs folder ${path} does not exist (${join(siteDir, path)}).`, {
      file,
      line: lineOfKeyPath(source, key),
      hint: "Give the path of the docs folder relative to the site folder, or create it.",
    });
  }
}

/** `options` whose MDX content reads the docs' global data of `content` (made if a component asks). */
export function withContentGlobalData<T extends Pick<SiteMarkdownOptions, "contentSite">>(options: T, config: SiteConfig, content: Content): T {
  const site = options.contentSite;
  if (!site) return options;
  return { ...options, contentSite: withLazyGlobalData(site, () => docsGlobalData(docsParts(content, config), config.baseUrl, config.trailingSlash)) };
}

/** The site's folders; `versions` (docs-versions.ts) adds the released versions' docs folders. */
export function siteFolders(siteDir: string, config: SiteConfig, versions?: DocsVersion[]): SiteFolders {
  const docsDir = join(siteDir, config.docs.path);
  const released = versions?.filter((v) => v.docsDir !== docsDir).map((v) => ({ name: v.name, docsDir: v.docsDir }));
  const instances = docsInstancesOf(siteDir, config).map((i) => ({ name: i.id, docsDir: i.docsDir, include: i.options.include, exclude: i.options.exclude }));
  return {
    siteDir,
    docsDir,
    blogDir: join(siteDir, config.blog.path),
    pagesDir: join(siteDir, config.pages.path),
    include: config.docs.include,
    exclude: config.docs.exclude,
    ...(config.blog.include ? { blogInclude: config.blog.include } : {}),
    ...(config.blog.exclude ? { blogExclude: config.blog.exclude } : {}),
    ...(config.pages.exclude ? { pagesExclude: config.pages.exclude } : {}),
    ...(versions ? { versions: released } : {}),
    ...(instances.length ? { instances } : {}),
    ...(config.blogInstances.length ? { blogFolders: config.blogInstances.map((b) => ({ name: b.id, blogDir: join(siteDir, b.path), include: b.include, exclude: b.exclude })) } : {}),
  };
}

export function contentOptions(folders: SiteFolders, config: SiteConfig, includeDrafts?: boolean, versions?: DocsVersion[]) {
  return {
    ...folders,
    versions,
    docsRouteBasePath: config.docs.routeBasePath,
    blogRouteBasePath: config.blog.routeBasePath,
    includeDrafts,
    numberPrefixParser: numberPrefixParser(config.docs.numberPrefixParser),
    authorsMapPath: config.blog.authorsMapPath,
    truncateMarker: config.blog.truncateMarker,
    sortPosts: config.blog.sortPosts,
    docsTags: config.docs.tags,
    blogTags: config.blog.tags,
    authorsBasePath: config.blog.authorsBasePath,
    sidebarPath: config.docs.sidebarPath,
    lastUpdates: config.docs.showLastUpdateTime || config.docs.showLastUpdateAuthor,
    instances: docsInstancesOf(folders.siteDir, config).map(
      ({ id, docsDir, options }): InstanceOptions => ({
        id,
        docsDir,
        routeBasePath: options.routeBasePath,
        numberPrefixParser: numberPrefixParser(options.numberPrefixParser),
        tags: options.tags,
        sidebarPath: options.sidebarPath,
        lastUpdates: options.showLastUpdateTime || options.showLastUpdateAuthor,
      }),
    ),
    blogInstances: config.blogInstances.map(
      (blog): BlogInstanceOptions => ({
        id: blog.id,
        blogDir: join(folders.siteDir, blog.path),
        routeBasePath: blog.routeBasePath,
        authorsMapPath: blog.authorsMapPath,
        truncateMarker: blog.truncateMarker,
        sortPosts: blog.sortPosts,
        authorsBasePath: blog.authorsBasePath,
        tags: blog.tags,
      }),
    ),
  };
}

/**
 * The config's Markdown settings, as the Markdown phase takes them, with the engine chosen
 * (`override` is --markdown-engine) and, when it was chosen for a plugin, the line that says so.
 */
export function markdownOptions(loaded: LoadedConfig, override?: MarkdownEngine): SiteMarkdownOptions & { note?: string } {
  const { config } = loaded;
  const plugins = config.markdown;
  const { engine, note } = chooseEngine({ configured: plugins.engine, override, plugins, configFile: loaded.file });
  return {
    baseUrl: config.baseUrl,
    // Every level a page may ask for (`toc_min_heading_level`, `toc_max_heading_level`): the
    // routes phase keeps those of each page's own range.
    toc: { min: 2, max: 6 },
    engine,
    additionalLanguages: config.prism.additionalLanguages,
    ...(config.markdown.mermaid && { mermaid: true }),
    trailingSlash: config.trailingSlash,
    linkRoots: { siteDir: dirname(loaded.file), contentDirs: [join(dirname(loaded.file), config.docs.path), join(dirname(loaded.file), config.blog.path)] },
    plugins,
    pluginSource: hasPlugins(plugins) ? { configFile: loaded.file, loadId: loaded.loadId } : undefined,
    siteDir: dirname(loaded.file),
    format: plugins.format,
    contentSite: contentSiteData(config, GENERATOR),
    note,
  };
}
