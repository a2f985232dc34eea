// `sitec build`: one function of named, timed phases. Each phase hands plain data to the
// next; nothing is global. Output goes to a staging folder that replaces the old output
// only when every phase succeeded.
import fg from "fast-glob";
import { copyFile, mkdir, readFile } from "node:fs/promises";
import { dirname, join, resolve, relative } from "node:path";
import { loadConfig, CONFIG_FILE } from "./config/load.ts";
import type { SiteConfig } from "./config/schema.ts";
import { loadPosts, type PostFile } from "./content/blog.ts";
import { loadDocs, type DocFile } from "./content/docs.ts";
import { buildSidebar, loadCategories } from "./content/sidebar.ts";
import { buildClientBundle, buildServerBundle } from "./bundle/bundle.ts";
import { checkLinks, collectIds, type CheckedPage } from "./check/links.ts";
import { SiteError, SiteErrors } from "./errors.ts";
import { feedLinks, renderFeeds } from "./feeds/feeds.ts";
import { consoleLogger, PhaseTimer, type Logger, type PhaseTiming } from "./log.ts";
import { MarkdownWorkers, type MarkdownJob } from "./markdown/render-batch.ts";
import { createStagingDir } from "./output/atomic.ts";
import { renderSitemap } from "./output/sitemap.ts";
import { renderDocument, type DocumentContext } from "./render/document.ts";
import { buildSiteData } from "./render/site-data.ts";
import { blogRoutes, excerptKey } from "./routes/blog-routes.ts";
import { docRoutes } from "./routes/doc-routes.ts";
import { pageRoutes, NOT_FOUND_PATH } from "./routes/page-routes.ts";
import { findDuplicateRoutes } from "./routes/duplicates.ts";
import type { RouteEntry } from "./routes/route-entry.ts";
import { writeSearchIndexes } from "./search/write-indexes.ts";
import { mapContent } from "./shared/content-transfer.ts";
import { routeDataUrl } from "./shared/paths.ts";
import type { PageData } from "./shared/types.ts";
import { SITEC_VERSION } from "./version.ts";

export interface BuildOptions {
  siteDir: string;
  outDir: string;
  baseUrl?: string;
  strict?: boolean;
  minify?: boolean;
  logger?: Logger;
  /** Worker threads for Markdown besides the main thread; default: one per extra core (at most 3). */
  markdownWorkers?: number;
}

export interface BuildResult {
  outDir: string;
  routes: number;
  warnings: string[];
  timings: PhaseTiming[];
}

export const GENERATOR = `sitec ${SITEC_VERSION}`;

/** Collects warnings; with --strict they fail the build at the end. */
class Warnings {
  readonly list: { message: string; file?: string; line?: number }[] = [];
  add(message: string, file?: string, line?: number) {
    this.list.push({ message, file, line });
  }
  format(): string[] {
    return this.list.map((w) => (w.file ? `${relative(process.cwd(), w.file)}${w.line ? ":" + w.line : ""}: ` : "") + w.message);
  }
}

export async function build(options: BuildOptions): Promise<BuildResult> {
  // Workers load their Markdown toolchain while the config and content are read.
  const markdownWorkers = new MarkdownWorkers(options.markdownWorkers);
  try {
    return await buildWith(options, markdownWorkers);
  } finally {
    await markdownWorkers.close();
  }
}

async function buildWith(options: BuildOptions, markdownWorkers: MarkdownWorkers): Promise<BuildResult> {
  const log = options.logger ?? consoleLogger;
  const timer = new PhaseTimer();
  const warnings = new Warnings();
  const siteDir = resolve(options.siteDir);
  const outDir = resolve(options.outDir);
  const config = await timer.run("config", () => loadConfig(siteDir, { baseUrl: options.baseUrl }));
  const configFile = join(siteDir, CONFIG_FILE);
  const configSource = await readFile(configFile, "utf8");
  const docsDir = join(siteDir, config.docs.path);
  const blogDir = join(siteDir, config.blog.path);
  const pageFiles = (await fg("*.{tsx,jsx}", { cwd: join(siteDir, "pages"), absolute: true })).sort();

  // The client bundle does not depend on content: esbuild works on it while Markdown renders.
  const staging = await createStagingDir(outDir);
  const clientBundle = timer.run("bundle client", () => buildClientBundle(pageFiles, { minify: options.minify ?? true, outDir: staging.dir }));
  clientBundle.catch(() => undefined);

  try {
    const { docs, sidebar, posts } = await timer.run("load content", async () => {
      const [docs, categories, posts] = await Promise.all([
        loadDocs(docsDir, { routeBasePath: config.docs.routeBasePath, exclude: config.docs.exclude }),
        loadCategories(docsDir),
        loadPosts(blogDir, { routeBasePath: config.blog.routeBasePath }),
      ]);
      return { docs, posts, sidebar: buildSidebar(docs, categories, config.baseUrl) };
    });

    const rendered = await timer.run("markdown", () => renderAllMarkdown(config, docs, posts, warnings, markdownWorkers));
    const server = await timer.run("bundle server", () => buildServerBundle(pageFiles));

    const routes = await timer.run("routes", () => {
      const modules = server.pageModules();
      const mainDoc = docs.find((d) => d.id === config.docs.mainDocId);
      if (config.docs.mainDocId && !mainDoc) {
        throw new SiteError(`docs.mainDocId: no doc has the id "${config.docs.mainDocId}".`, { file: configFile });
      }
      const entries: RouteEntry[] = [
        ...pageRoutes({ pageFiles, modules, siteTitle: config.title, tagline: config.tagline }),
        ...docRoutes({
          docs,
          rendered,
          sidebar,
          baseUrl: config.baseUrl,
          routeBasePath: config.docs.routeBasePath,
          mainDocRoute: mainDoc?.route,
          editUrl: config.docs.editUrl,
          docsDir,
          versionLabel: config.docs.versions.current.label,
        }),
        ...blogRoutes({
          posts,
          rendered,
          baseUrl: config.baseUrl,
          routeBasePath: config.blog.routeBasePath,
          blogTitle: config.blog.blogTitle,
          blogDescription: config.blog.blogDescription,
          postsPerPage: config.blog.postsPerPage,
          sidebarCount: config.blog.blogSidebarCount,
          editUrl: config.blog.editUrl,
        }),
      ];
      for (const dup of findDuplicateRoutes(entries)) warnings.add(dup.message, dup.file);
      return entries;
    });

    // Search indexes need only the route table; the site data names their files.
    const searchIndexes = await timer.run("search", () =>
      writeSearchIndexes({ routes, baseUrl: config.baseUrl, boosts: config.search, write: staging.write }),
    );
    const feeds = feedLinks(config);
    const site = buildSiteData({
      config,
      configFile,
      configSource,
      docs,
      sidebar,
      generator: GENERATOR,
      feeds: feeds.map((f) => ({ type: f.type, title: f.title, href: f.href })),
      searchIndexes,
    });

    const assets = await clientBundle;
    const documentContext: DocumentContext = {
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
      assets,
      feeds: site.feeds,
    };

    const checked = await timer.run("render", () => renderRoutes(routes, site, server.renderPage, documentContext, staging.write));

    const files = await timer.run("write files", async () => {
      const written = new Set<string>();
      for (const file of assets.files) {
        await staging.write(file.path, file.contents);
        written.add(file.path);
      }
      for (const file of await copyStatic(join(siteDir, "static"), staging.dir)) written.add(file);
      for (const feed of renderFeeds(config, posts, rendered, GENERATOR)) {
        await staging.write(feed.path, feed.contents);
        written.add(feed.path);
      }
      const sitemapPaths = routes.filter((r) => r.inSitemap).map((r) => r.data.path);
      await staging.write("sitemap.xml", renderSitemap(config.url, config.baseUrl, sitemapPaths));
      written.add("sitemap.xml");
      written.add("404.html");
      return written;
    });

    await timer.run("check links", () => {
      const idsByRoute = new Map(checked.map((p) => [p.path, p.ids]));
      const result = checkLinks(checked, { baseUrl: config.baseUrl, files, idsByRoute });
      if (result.brokenLinks.length) {
        throw new SiteErrors(
          result.brokenLinks.map(
            (p) =>
              new SiteError(`broken link on page ${p.page} → ${p.link}`, {
                file: p.file,
                line: p.line,
                hint: "Link to an existing page or file.",
              }),
          ),
        );
      }
      for (const p of result.brokenAnchors) {
        warnings.add(`broken anchor on page ${p.page} → ${p.link}: the target page has no such heading id`, p.file, p.line);
      }
    });

    const messages = warnings.format();
    if (options.strict && messages.length) {
      throw new SiteErrors(messages.map((m) => new SiteError(m + " (a warning; --strict makes it an error)")));
    }
    for (const message of messages) log.warn(message);
    await timer.run("commit output", () => staging.commit());
    return { outDir, routes: routes.length, warnings: messages, timings: timer.timings };
  } catch (error) {
    if (process.env.SITEC_DEBUG_TIMINGS) console.error(timer.timings);
    await clientBundle.catch(() => undefined);
    await staging.discard();
    throw error;
  }
}

/** Renders docs, posts and post excerpts; Markdown warnings are recorded with file and line. */
async function renderAllMarkdown(config: SiteConfig, docs: DocFile[], posts: PostFile[], warnings: Warnings, workers: MarkdownWorkers) {
  const jobs: MarkdownJob[] = [
    ...docs.map((doc) => ({ key: doc.file, file: doc.file, source: doc.content })),
    ...posts.flatMap((post) => [
      { key: post.file, file: post.file, source: post.content },
      ...(post.excerptSource !== undefined ? [{ key: excerptKey(post.file), file: post.file, source: post.excerptSource }] : []),
    ]),
  ];
  const rendered = await workers.render(jobs, {
    baseUrl: config.baseUrl,
    toc: { min: config.tableOfContents.minHeadingLevel, max: config.tableOfContents.maxHeadingLevel },
    routesByFile: Object.fromEntries(docs.map((d) => [d.file, d.route])),
  });
  // Warnings in job order, so the output does not depend on which thread finished first.
  for (const job of jobs) {
    if (job.key !== job.file) continue;
    const result = rendered.get(job.key)!;
    for (const w of result.warnings) warnings.add(w.message, job.file, w.line);
    for (const b of result.brokenMarkdownLinks) {
      warnings.add(`broken Markdown link "${b.target}": no doc has that file`, job.file, b.line);
    }
  }
  return rendered;
}

/** Renders every route to HTML and JSON; keeps only what the link check needs. */
async function renderRoutes(
  routes: RouteEntry[],
  site: ReturnType<typeof buildSiteData>,
  renderPage: (data: unknown) => string,
  documentContext: DocumentContext,
  write: (path: string, contents: string) => Promise<void>,
): Promise<(CheckedPage & { ids: Set<string> })[]> {
  const checked: (CheckedPage & { ids: Set<string> })[] = [];
  const pending: Promise<void>[] = [];
  for (const route of routes) {
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
    const htmlPath = isNotFound ? "404.html" : route.data.path === "/" ? "index.html" : route.data.path.slice(1) + "/index.html";
    pending.push(write(htmlPath, html));
    if (!isNotFound) {
      const jsonPath = routeDataUrl("/", route.data.path).slice(1);
      pending.push(write(jsonPath, JSON.stringify(route.data)));
    }
    // Bounded memory and open files: wait for writes in batches.
    if (pending.length >= 64) await Promise.all(pending.splice(0));
    checked.push({ path: route.data.path, html: body, file: route.file, contentLinks: route.contentLinks, ids: collectIds(body) });
  }
  await Promise.all(pending);
  return checked;
}

/** Copies site/static/ into the output; returns the copied paths. */
async function copyStatic(staticDir: string, outDir: string): Promise<string[]> {
  const files = await fg("**/*", { cwd: staticDir, dot: false, onlyFiles: true }).catch(() => [] as string[]);
  await Promise.all(
    files.map(async (file) => {
      await mkdir(dirname(join(outDir, file)), { recursive: true });
      await copyFile(join(staticDir, file), join(outDir, file));
    }),
  );
  return files;
}
