// Rendered Markdown in the build cache: one entry per doc, post and post excerpt. Its key is the
// hash of the file's path and source, of the compiler, and of the settings that shape Markdown
// (base URL, table of contents levels, engine, and the site's plugins: the config and the files
// it imports, and the packages installed beside the site). A result also depends on the routes
// its `.md` links led to; the entry lists them and is used only while they lead there still.
import type { Content } from "../content/load-content.ts";
import { markdownJobs, renderMarkdown, type MarkdownOptions, type RenderedContent } from "../markdown/render-content.ts";
import { resolveMarkdownTarget, type MarkdownJob, type MarkdownWorkers } from "../markdown/render-batch.ts";
import type { RenderedMarkdown } from "../markdown/pipeline.ts";
import { dirname } from "node:path";
import type { CacheFiles } from "./cache-files.ts";
import { digest } from "../hash.ts";

const KIND = "markdown";

export class MarkdownCache {
  hits = 0;
  misses = 0;

  /** `settingsKey`: the compiler and the Markdown settings (see markdownSettingsKey). */
  constructor(
    private readonly files: CacheFiles,
    private readonly settingsKey: string,
  ) {}

  /** `renderMarkdown`, rendering only the files that have no usable entry. */
  async render(content: Pick<Content, "docs" | "posts">, options: MarkdownOptions, workers: MarkdownWorkers): Promise<RenderedContent> {
    const jobs = markdownJobs(content.docs, content.posts);
    const routesByFile = Object.fromEntries(content.docs.map((d) => [d.file, d.route]));
    const keys = new Map(jobs.map((job) => [job.key, this.keyOf(job)]));
    const found = new Map<string, RenderedMarkdown>();
    await Promise.all(
      jobs.map(async (job) => {
        const entry = await this.files.readEntry<RenderedMarkdown>(KIND, keys.get(job.key)!);
        if (entry && linksLeadWhereTheyDid(entry, job, routesByFile)) found.set(job.key, entry);
      }),
    );
    const missing = new Set(jobs.filter((job) => !found.has(job.key)).map((job) => job.key));
    this.hits = found.size;
    this.misses = missing.size;
    if (missing.size) {
      const rendered = await renderMarkdown(content, options, workers, (job) => missing.has(job.key));
      for (const [key, result] of rendered) {
        found.set(key, result);
        this.files.writeEntry(KIND, keys.get(key)!, result);
      }
    }
    // In the order of the jobs, whatever came from where.
    return new Map(jobs.map((job) => [job.key, found.get(job.key)!]));
  }

  private keyOf(job: MarkdownJob): string {
    return digest(this.settingsKey, job.key, job.file, job.source);
  }
}

function linksLeadWhereTheyDid(entry: RenderedMarkdown, job: MarkdownJob, routesByFile: Record<string, string>): boolean {
  const folder = dirname(job.file);
  return (entry.markdownTargets ?? []).every(([target, route]) => (resolveMarkdownTarget(routesByFile, folder, target) ?? null) === route);
}

/** The key of what shapes Markdown besides each file: the compiler, the settings and the plugins. */
export function markdownSettingsKey(compilerKey: string, options: MarkdownOptions, pluginInputs: string[]): string {
  return digest(compilerKey, JSON.stringify({ baseUrl: options.baseUrl, toc: options.toc, engine: options.engine }), ...pluginInputs);
}
