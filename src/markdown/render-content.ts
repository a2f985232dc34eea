// The Markdown phase: every doc, post and Markdown page, and each post's excerpt, rendered to HTML with what
// later phases read from it (table of contents, heading ids, links, sections, warnings), on the
// main thread and the worker threads together.
import { excerptKey, type PostFile } from "../content/blog.ts";
import type { DocFile } from "../content/docs.ts";
import type { MarkdownPageFile } from "../content/markdown-pages.ts";
import type { RenderedMarkdown } from "./pipeline.ts";
import type { MarkdownEngine } from "./engine-names.ts";
import type { BatchContext, MarkdownJob, MarkdownLinkRoots, MarkdownWorkers } from "./render-batch.ts";
import type { SitePlugins } from "./site-plugins.ts";
import { isMdxFile, type MarkdownFormat } from "./mdx/classify.ts";
import { mdxExcerptSource } from "./mdx/excerpt.ts";
import type { CompiledMdxStore, MdxBuildInfo } from "./mdx/render-mdx.ts";
import type { ContentSiteData } from "../routes/site-data.ts";
import type { SiteTheme } from "../bundle/site-theme.ts";

export interface SiteMarkdownOptions {
  baseUrl: string;
  toc: { min: number; max: number };
  engine: MarkdownEngine;
  /** The config's `prism.additionalLanguages`. */
  additionalLanguages?: string[];
  /** The config's `markdown.mermaid`: ```mermaid blocks are diagrams. */
  mermaid?: boolean;
  /** Where `.md` links that are not relative to their file are looked for. */
  linkRoots?: MarkdownLinkRoots;
  /** The config's `trailingSlash`. */
  trailingSlash?: boolean;
  /** The site's remark and rehype plugins (run on this thread). */
  plugins: SitePlugins;
  /** Where worker threads load the same plugins from: the config, by its load. */
  pluginSource?: { configFile: string; loadId: string };
  /** The site's folder (MDX files import `@site/…` from it, and npm packages from beside it). */
  siteDir: string;
  /** `markdown.format`: which files are read as MDX (mdx/classify.ts). */
  format: MarkdownFormat;
  /** The site's overrides of theme components: MDX files' `@theme/Name` imports resolve to them. */
  siteTheme?: SiteTheme;
  /** The site as MDX pages' components read it while they render (Link, useBaseUrl, useDocusaurusContext). */
  contentSite?: ContentSiteData;
}

/**
 * Rendered Markdown by file, and by `excerptKey(file)` for post excerpts; `mdx` says what the
 * MDX pages among them use (islands, the files they are made of), when there are any.
 */
export type RenderedContent = Map<string, RenderedMarkdown> & { mdx?: MdxBuildInfo };

/** The Markdown a site is made of: docs, posts and the Markdown pages of pages/. */
export interface MarkdownSources {
  docs: DocFile[];
  posts: PostFile[];
  markdownPages?: MarkdownPageFile[];
}

/**
 * Renders the docs, posts and Markdown pages; `only` picks the jobs to run (watch mode renders what changed).
 * Markdown files go to the workers; MDX files, when there are any, through mdx/render-mdx.ts
 * (loaded only then), with `mdxStore` keeping what they compiled to.
 */
export async function renderSiteMarkdown(
  content: MarkdownSources,
  options: SiteMarkdownOptions,
  workers: MarkdownWorkers,
  only?: (job: MarkdownJob) => boolean,
  mdxStore?: CompiledMdxStore,
): Promise<RenderedContent> {
  const all = markdownJobs(content, options.format);
  const jobs = only ? all.filter(only) : all;
  const context = markdownContext(options, content);
  const markdown = await workers.render(jobs.filter((job) => !job.mdx), context, options.plugins);
  // MDX files, and Markdown files the site's remark plugins gave MDX nodes (mdx-nodes.ts).
  const mdxJobs = jobs.flatMap((job) => (job.mdx ? [job] : markdown.get(job.key)?.needsMdx ? [{ ...job, mdx: true as const, source: job.source.replace(/\r\n?/g, "\n") }] : []));
  if (!mdxJobs.length) return markdown;
  const mdxKeys = new Set(mdxJobs.map((job) => job.key));
  const { renderMdxJobs } = await import("./mdx/render-mdx.ts");
  const mdx = await renderMdxJobs(mdxJobs, context, options.plugins, { siteDir: options.siteDir, siteTheme: options.siteTheme, contentSite: options.contentSite, store: mdxStore });
  // In the order of the jobs.
  const results: RenderedContent = new Map(jobs.map((job) => [job.key, (mdxKeys.has(job.key) ? mdx.results : markdown).get(job.key)!]));
  results.mdx = mdx.info;
  return results;
}

/**
 * One job per doc, post and Markdown page, and one per post excerpt; `mdx` marks those read as
 * MDX. An MDX job's line ends are line feeds: MDX's parser keeps a CRLF in the text and code it
 * gives (a code block of a file written on Windows showed `\r` in its HTML), where the Markdown
 * parser, as CommonMark says, reads any line end as one; the fast parse then reads such files too.
 */
export function markdownJobs({ docs, posts, markdownPages = [] }: MarkdownSources, format: MarkdownFormat = "detect"): MarkdownJob[] {
  const mdx = (file: DocFile | PostFile | MarkdownPageFile) => isMdxFile(file.file, file.content, format, file.frontMatter.mdx?.format) || undefined;
  const job = (key: string, file: string, source: string, isMdx: true | undefined): MarkdownJob => ({ key, file, source: isMdx ? source.replace(/\r\n?/g, "\n") : source, mdx: isMdx });
  const postJob = (key: string, file: string, source: string, isMdx: true | undefined): MarkdownJob => ({ ...job(key, file, source, isMdx), removeTitle: true });
  return [
    ...docs.map((doc) => {
      // Docusaurus's route ends with a slash for a folder's index doc, and for a slug that does (`slug: /`).
      const slug = doc.frontMatter.slug;
      const folderRoute = (slug === undefined ? doc.isCategoryIndex : slug.endsWith("/")) && doc.route !== "/" ? doc.route + "/" : undefined;
      return { ...job(doc.file, doc.file, doc.content, mdx(doc)), ...(folderRoute && { folderRoute }) };
    }),
    ...markdownPages.map((page) => job(page.file, page.file, page.content, mdx(page))),
    ...posts.flatMap((post) => {
      const isMdx = mdx(post);
      return [
        postJob(post.file, post.file, post.content, isMdx),
        ...(post.excerptSource !== undefined ? [postJob(excerptKey(post.file), post.file, isMdx ? mdxExcerptSource(post.content, post.excerptSource) : post.excerptSource, isMdx)] : []),
      ];
    }),
  ];
}

/** Every doc's, post's and Markdown page's file → its route: what `.md` links lead to. */
export function routesByFile(content: MarkdownSources): Record<string, string> {
  return Object.fromEntries([...content.docs, ...content.posts, ...(content.markdownPages ?? [])].map((d) => [d.file, d.route]));
}

/** What every job needs besides its source: plain data, so that worker threads can receive it. */
function markdownContext(options: SiteMarkdownOptions, content: MarkdownSources): BatchContext {
  return {
    baseUrl: options.baseUrl,
    toc: options.toc,
    routesByFile: routesByFile(content),
    linkRoots: options.linkRoots,
    trailingSlash: options.trailingSlash,
    engine: options.engine,
    additionalLanguages: options.additionalLanguages,
    ...(options.mermaid && { mermaid: true }),
    plugins: options.pluginSource,
  };
}
