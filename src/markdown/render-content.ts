// The Markdown phase: every doc and post, and each post's excerpt, rendered to HTML with what
// later phases read from it (table of contents, heading ids, links, sections, warnings), on the
// main thread and the worker threads together.
import { excerptKey, type PostFile } from "../content/blog.ts";
import type { DocFile } from "../content/docs.ts";
import type { RenderedMarkdown } from "./pipeline.ts";
import type { MarkdownEngine } from "./engine-names.ts";
import type { BatchContext, MarkdownJob, MarkdownLinkRoots, MarkdownWorkers } from "./render-batch.ts";
import type { SitePlugins } from "./site-plugins.ts";

export interface SiteMarkdownOptions {
  baseUrl: string;
  toc: { min: number; max: number };
  engine: MarkdownEngine;
  /** The config's `prism.additionalLanguages`. */
  additionalLanguages?: string[];
  /** Where `.md` links that are not relative to their file are looked for. */
  linkRoots?: MarkdownLinkRoots;
  /** The config's `trailingSlash`. */
  trailingSlash?: boolean;
  /** The site's remark and rehype plugins (run on this thread). */
  plugins: SitePlugins;
  /** Where worker threads load the same plugins from: the config, by its load. */
  pluginSource?: { configFile: string; loadId: string };
}

/** Rendered Markdown by file, and by `excerptKey(file)` for post excerpts. */
export type RenderedContent = Map<string, RenderedMarkdown>;

/** Renders the docs and posts; `only` picks the jobs to run (watch mode renders what changed). */
export function renderSiteMarkdown(
  content: { docs: DocFile[]; posts: PostFile[] },
  options: SiteMarkdownOptions,
  workers: MarkdownWorkers,
  only?: (job: MarkdownJob) => boolean,
): Promise<RenderedContent> {
  const jobs = markdownJobs(content.docs, content.posts);
  return workers.render(only ? jobs.filter(only) : jobs, markdownContext(options, content), options.plugins);
}

/** One job per doc and post, and one per post excerpt. */
export function markdownJobs(docs: DocFile[], posts: PostFile[]): MarkdownJob[] {
  return [
    ...docs.map((doc) => ({ key: doc.file, file: doc.file, source: doc.content })),
    ...posts.flatMap((post) => [
      { key: post.file, file: post.file, source: post.content },
      ...(post.excerptSource !== undefined ? [{ key: excerptKey(post.file), file: post.file, source: post.excerptSource }] : []),
    ]),
  ];
}

/** Every doc's and post's file → its route: what `.md` links lead to. */
export function routesByFile(content: { docs: DocFile[]; posts: PostFile[] }): Record<string, string> {
  return Object.fromEntries([...content.docs, ...content.posts].map((d) => [d.file, d.route]));
}

/** What every job needs besides its source: plain data, so that worker threads can receive it. */
function markdownContext(options: SiteMarkdownOptions, content: { docs: DocFile[]; posts: PostFile[] }): BatchContext {
  return {
    baseUrl: options.baseUrl,
    toc: options.toc,
    routesByFile: routesByFile(content),
    linkRoots: options.linkRoots,
    trailingSlash: options.trailingSlash,
    engine: options.engine,
    additionalLanguages: options.additionalLanguages,
    plugins: options.pluginSource,
  };
}
