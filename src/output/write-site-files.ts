// The files of a build besides its pages: the bundles and the shared sidebar file (which pages
// load), and then the search indexes, site/static/, the feeds and the sitemap.
import { copyFile, mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { ClientAssets } from "../bundle/bundle.ts";
import type { SiteConfig } from "../config/schema.ts";
import type { PostFile } from "../content/blog.ts";
import type { HeapCheck } from "../heap-guard.ts";
import { renderFeeds } from "../feeds/feeds.ts";
import type { RenderedContent } from "../markdown/render-content.ts";
import type { ComposedSite } from "../routes/compose-site.ts";
import { GENERATOR } from "../version.ts";
import { rethrowDiskFull } from "./atomic.ts";
import { renderSitemap } from "./sitemap.ts";
import type { FileWriter, WriteQueue } from "./write-queue.ts";

/** The bundles and the sidebar file; returns their paths. `skip` holds those already on disk. */
export async function writeLayoutFiles(site: ComposedSite, assets: ClientAssets, out: FileWriter, skip = new Set<string>()): Promise<Set<string>> {
  for (const file of site.sidebarFiles) if (!skip.has(file.path)) await out.write(file.path, file.json);
  for (const file of assets.files) if (!skip.has(file.path)) await out.write(file.path, file.contents);
  return new Set([...assets.files.map((f) => f.path), ...site.sidebarFiles.map((f) => f.path)]);
}

export interface SiteFilesInput {
  siteDir: string;
  config: SiteConfig;
  site: ComposedSite;
  assets: ClientAssets;
  posts: PostFile[];
  markdown: RenderedContent;
  /** Files of site/static/, relative to it. */
  staticFiles: string[];
  /** Copy them (a build copies them while it loads, load-sources.ts; watch mode only those that changed). */
  copyStatic: boolean;
  /** Search index files by name. */
  searchFiles: Map<string, Uint8Array>;
  /** Checked between large files (see HeapGuard). */
  heap?: HeapCheck;
}

/**
 * Writes the search indexes, static files, feeds and sitemap, and waits for every write of the
 * queue (the pages' too). Returns the paths of every file besides the pages, for the link check.
 */
export async function writeSiteFiles(input: SiteFilesInput, writes: WriteQueue, outDir: string): Promise<Set<string>> {
  const { config, site } = input;
  const written = new Set<string>(input.assets.files.map((f) => f.path));
  for (const [name, contents] of input.searchFiles) {
    await writes.add(name, contents);
    written.add(name);
    input.heap?.check();
  }
  if (input.copyStatic) await copyStatic(join(input.siteDir, "static"), input.staticFiles, outDir);
  for (const path of await copyContentAssets(site.contentAssets, outDir)) written.add(path);
  for (const file of input.staticFiles) written.add(file);
  // The feeds of each blog (its config's `feedOptions`).
  const feeds = site.blogs.flatMap((blog) => renderFeeds(config, blog.posts, input.markdown, GENERATOR, join(input.siteDir, blog.options.path), blog.options));
  for (const feed of feeds) {
    await writes.add(feed.path, feed.contents);
    written.add(feed.path);
    input.heap?.check();
  }
  const sitemapPaths = site.routes.filter((r) => r.inSitemap).map((r) => r.data.path);
  await writes.add("sitemap.xml", renderSitemap(config.url, config.baseUrl, sitemapPaths, config.trailingSlash));
  await writes.drain();
  written.add("sitemap.xml");
  written.add("404.html");
  for (const file of site.sidebarFiles) written.add(file.path);
  return written;
}

/** Copies files of site/static/ (relative to it) into the output. */
export async function copyStatic(staticDir: string, files: string[], outDir: string): Promise<void> {
  await Promise.all(
    files.map(async (file) => {
      await mkdir(dirname(join(outDir, file)), { recursive: true }).catch(rethrowDiskFull);
      await copyFile(join(staticDir, file), join(outDir, file)).catch(rethrowDiskFull);
    }),
  );
}

/** Copies the files docs and posts link to beside themselves (output path → source); returns their output paths. */
export async function copyContentAssets(assets: Map<string, string>, outDir: string): Promise<string[]> {
  await Promise.all(
    [...assets].map(async ([output, file]) => {
      await mkdir(dirname(join(outDir, output)), { recursive: true }).catch(rethrowDiskFull);
      await copyFile(file, join(outDir, output)).catch(rethrowDiskFull);
    }),
  );
  return [...assets.keys()];
}
