// The load phase: the config, the files the site is made of, and what its Markdown files say
// besides their text; meanwhile esbuild starts on the theme's bundles, which do not depend on
// content. `sitec build` and watch mode start from it.
import { join } from "node:path";
import { bundleTheme, type ThemeBundles } from "../bundle/theme.ts";
import { loadSiteConfig, type LoadedConfig } from "../config/load.ts";
import type { SiteConfig } from "../config/schema.ts";
import { findSiteFiles, type SiteFiles, type SiteFolders } from "../content/find-site-files.ts";
import { loadContent, type Content } from "../content/load-content.ts";
import type { PhaseTimer } from "../log.ts";
import type { MarkdownOptions } from "../markdown/render-content.ts";

export interface LoadOptions {
  siteDir: string;
  /** Overrides the config's baseUrl. */
  baseUrl?: string;
  /** Where the client bundle's files will be written (their paths are relative to it). */
  outDir: string;
  minify: boolean;
  /** Keep draft posts (watch mode shows them). */
  includeDrafts?: boolean;
}

export interface Sources {
  loaded: LoadedConfig;
  folders: SiteFolders;
  files: SiteFiles;
  content: Content;
  /** The theme's bundles, still being made. */
  theme: ThemeBundles;
}

export async function loadSources(options: LoadOptions, timer: PhaseTimer): Promise<Sources> {
  const loaded = await timer.run("config", () => loadSiteConfig(options.siteDir, { baseUrl: options.baseUrl }));
  const folders = siteFolders(options.siteDir, loaded.config);
  const files = await findSiteFiles(folders);
  const theme = bundleTheme(files.pages, { minify: options.minify, outDir: options.outDir }, timer);
  try {
    const content = await timer.run("load content", () => loadContent(files, contentOptions(folders, loaded.config, options.includeDrafts)));
    return { loaded, folders, files, content, theme };
  } catch (error) {
    await theme.settled;
    throw error;
  }
}

export function siteFolders(siteDir: string, config: SiteConfig): SiteFolders {
  return { siteDir, docsDir: join(siteDir, config.docs.path), blogDir: join(siteDir, config.blog.path), exclude: config.docs.exclude };
}

export function contentOptions(folders: SiteFolders, config: SiteConfig, includeDrafts?: boolean) {
  return { ...folders, docsRouteBasePath: config.docs.routeBasePath, blogRouteBasePath: config.blog.routeBasePath, includeDrafts };
}

/** The config's Markdown settings, as the Markdown phase takes them. */
export function markdownOptions(config: SiteConfig): MarkdownOptions {
  return { baseUrl: config.baseUrl, toc: { min: config.tableOfContents.minHeadingLevel, max: config.tableOfContents.maxHeadingLevel } };
}
