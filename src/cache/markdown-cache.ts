// Rendered Markdown in the build cache: one entry per doc, post and post excerpt. Its key is the
// hash of the file's path and source, of the compiler, and of the settings that shape Markdown
// (base URL, table of contents levels, engine, and the site's plugins: the config and the files
// it imports, and the packages installed beside the site). A result also depends on the routes
// its `.md` links led to; the entry lists them and is used only while they lead there still.
//
// Entries are kept in segments, packs of many entries: a build writes what it rendered into
// segments of a bounded size, and `markdown.json` lists the segments in use. (A file per entry
// made a cold build of 5,000 docs slower: the file system's work for each file, beside the
// pages' own; bench:scale, bench/results/2026-11-24-build-cache.md.)
// When the segments hold more than twice as many entries as the build used, the used ones are
// written into new segments and the others are dropped.
import type { Content } from "../content/load-content.ts";
import { markdownJobs, renderSiteMarkdown, routesByFile, type SiteMarkdownOptions, type RenderedContent } from "../markdown/render-content.ts";
import { resolveMarkdownTarget, type MarkdownJob, type MarkdownLinkRoots, type MarkdownWorkers } from "../markdown/render-batch.ts";
import type { RenderedMarkdown } from "../markdown/pipeline.ts";
import { dirname } from "node:path";
import { assetsAsTheyWere } from "../markdown/markdown-assets.ts";
import type { CacheFiles } from "./cache-files.ts";
import { digest } from "../hash.ts";
import type { HeapCheck } from "../heap-guard.ts";
import type { MdxCache } from "./mdx-cache.ts";

const KIND = "markdown";
const SEGMENT = "markdown-segment";

interface Manifest {
  segments: string[];
}

type Segment = Record<string, RenderedMarkdown>;

/**
 * About how many characters of HTML a segment holds at most (its serialised body is about twice
 * that, with the search sections). One segment for everything, then JSON, made a string too long
 * for V8 at 50,000 docs, and held the whole of it in memory at once; a segment's body is still
 * made whole, when its memory counts.
 */
const SEGMENT_HTML_CHARS = 4 * 1024 * 1024;

/** `entries` cut into segments of at most SEGMENT_HTML_CHARS of HTML (an entry larger than that alone). */
export function segmentsOf(entries: Map<string, RenderedMarkdown>, limit = SEGMENT_HTML_CHARS): Segment[] {
  const segments: Segment[] = [];
  let current: Segment = {};
  let count = 0;
  let chars = 0;
  for (const [key, value] of entries) {
    if (count > 0 && chars + value.html.length > limit) {
      segments.push(current);
      current = {};
      count = chars = 0;
    }
    current[key] = value;
    count++;
    chars += value.html.length;
  }
  if (count > 0) segments.push(current);
  return segments;
}

export class MarkdownCache {
  hits = 0;
  misses = 0;
  /**
   * The entries of the segments in use, by key, with the segment each is in. A key can have two:
   * a file rendered again because a doc it links to moved has the same key, other links.
   */
  private readonly entries = new Map<string, { value: RenderedMarkdown; segment: string }[]>();
  private entryCount = 0;
  /** The segments the cache listed (and could read). */
  private readonly listed: string[] = [];
  /** What this build used of them. */
  private readonly used = new Map<string, { value: RenderedMarkdown; segment: string }>();
  /** The segments of what this build rendered, written as soon as it was rendered. */
  private readonly written: string[] = [];

  /** `settingsKey`: the compiler and the Markdown settings (see markdownSettingsKey). */
  /** `mdx`: where MDX files' compiled modules are kept (their HTML is made anew by every build: it depends on their components). */
  constructor(
    private readonly files: CacheFiles,
    private readonly settingsKey: string,
    readonly mdx?: MdxCache,
  ) {
    for (const segment of files.readPack<Manifest>(`${KIND}.json`, KIND)?.segments ?? []) {
      const entries = files.readNamedPack<Segment>(segment, SEGMENT);
      if (!entries) continue;
      this.listed.push(segment);
      for (const [key, value] of Object.entries(entries)) {
        const list = this.entries.get(key);
        if (list) list.push({ value, segment });
        else this.entries.set(key, [{ value, segment }]);
        this.entryCount++;
      }
    }
  }

  /** `renderSiteMarkdown`, rendering only the files that have no usable entry. */
  async render(content: Pick<Content, "docs" | "posts" | "markdownPages">, options: SiteMarkdownOptions, workers: MarkdownWorkers): Promise<RenderedContent> {
    const jobs = markdownJobs(content, options.format);
    const routes = routesByFile(content);
    const keys = new Map(jobs.map((job) => [job.key, this.keyOf(job)]));
    const found = new Map<string, RenderedMarkdown>();
    for (const job of jobs) {
      if (job.mdx) continue;
      const key = keys.get(job.key)!;
      const entry = this.entries.get(key)?.find((candidate) => linksLeadWhereTheyDid(candidate.value, job, routes, options.linkRoots));
      if (entry) {
        found.set(job.key, entry.value);
        this.used.set(key, entry);
      }
    }
    const missing = new Set(jobs.filter((job) => !found.has(job.key)).map((job) => job.key));
    const mdxKeys = new Set(jobs.filter((job) => job.mdx).map((job) => job.key));
    this.hits = found.size;
    this.misses = missing.size - mdxKeys.size;
    let mdxInfo: RenderedContent["mdx"];
    if (missing.size) {
      const rendered = new Map<string, RenderedMarkdown>();
      const results = await renderSiteMarkdown(content, options, workers, (job) => missing.has(job.key), this.mdx);
      mdxInfo = results.mdx;
      for (const [jobKey, result] of results) {
        found.set(jobKey, result);
        if (!mdxKeys.has(jobKey)) rendered.set(keys.get(jobKey)!, result);
      }
      // Written now rather than when the build ends, when the pages' data, the search index and
      // the links are in memory as well: the segments' text on top of them was the peak of a
      // first build at 50,000 docs (bench:scale; bench/results/2026-11-24-sixth-pass.md). They
      // are listed by `save`.
      this.written.push(...(await this.writeSegments(rendered, workers.heap)));
    }
    // In the order of the jobs, whatever came from where.
    const results: RenderedContent = new Map(jobs.map((job) => [job.key, found.get(job.key)!]));
    if (mdxInfo) results.mdx = mdxInfo;
    return results;
  }

  /**
   * Lists the segments in use: those of what was rendered, and those holding what was reused.
   * When most of what the segments hold is no longer used, what was reused is written into new
   * segments instead. After a failed build the segments listed before stay listed (the next
   * build may well go back to what they hold).
   */
  async save(succeeded: boolean, heap: HeapCheck): Promise<void> {
    this.mdx?.save(succeeded);
    const segments = new Set<string>(succeeded ? [] : this.listed);
    if (succeeded && this.used.size * 2 < this.entryCount) {
      const reused = new Map([...this.used].map(([key, entry]) => [key, entry.value]));
      for (const segment of await this.writeSegments(reused, heap)) segments.add(segment);
    } else {
      for (const entry of this.used.values()) segments.add(entry.segment);
    }
    for (const segment of this.written) segments.add(segment);
    for (const segment of segments) this.files.keep(segment);
    if (segments.size !== this.listed.length || this.listed.some((segment) => !segments.has(segment))) {
      this.files.writePack(`${KIND}.json`, KIND, { segments: [...segments] } satisfies Manifest);
    }
  }

  /** Writes `entries` into segments; returns their paths. */
  private async writeSegments(entries: Map<string, RenderedMarkdown>, heap: HeapCheck): Promise<string[]> {
    const paths: string[] = [];
    for (const chunk of segmentsOf(entries)) {
      paths.push(this.files.writeNamedPack(SEGMENT_FOLDER, chunk, SEGMENT));
      // One segment's body at a time: made all at once, they were the peak of a build that
      // fills the cache (5,000 docs, when segments were JSON: five of 14 MB, 446 → 590 MiB).
      await this.files.flush();
      heap.check();
    }
    return paths;
  }

  private keyOf(job: MarkdownJob): string {
    return digest(this.settingsKey, job.key, job.file, job.source, job.folderRoute ?? "", job.removeTitle ? "post" : "");
  }
}

/** The folder of the segments (pruned: a segment no build lists is deleted). */
export const SEGMENT_FOLDER = "markdown";

function linksLeadWhereTheyDid(entry: RenderedMarkdown, job: MarkdownJob, routes: Record<string, string>, roots: MarkdownLinkRoots | undefined): boolean {
  const folder = dirname(job.file);
  return (
    (entry.markdownTargets ?? []).every(([target, route]) => (resolveMarkdownTarget(routes, folder, target, roots) ?? null) === route) &&
    (roots === undefined || assetsAsTheyWere(entry.assets ?? [], entry.missingAssetPaths ?? [], folder, roots.siteDir))
  );
}

/** The key of what shapes Markdown besides each file: the compiler, the settings and the plugins. */
export function markdownSettingsKey(compilerKey: string, options: SiteMarkdownOptions, pluginInputs: string[]): string {
  return digest(compilerKey, JSON.stringify({ baseUrl: options.baseUrl, toc: options.toc, engine: options.engine, additionalLanguages: options.additionalLanguages ?? [], trailingSlash: options.trailingSlash, mermaid: options.mermaid }), ...pluginInputs);
}
