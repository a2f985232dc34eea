// Loads blog posts: dates from file names, authors from authors.yml, tags with kebab-case
// slugs, the excerpt before `<!-- truncate -->`. Drafts are dropped; unlisted posts are kept
// but marked, so lists, tags, feeds and search can leave them out.
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { gitFirstCommits } from "./last-update.ts";
import { SiteError, SiteErrors } from "../errors.ts";
import { readMarkdownFile } from "./mdx-code-blocks.ts";
import type { AuthorData } from "../shared/types.ts";
import { frontMatterKeyLine, parseFrontMatter, siteErrorsOf, validateFrontMatter, type FrontMatterWarning } from "./frontmatter.ts";
import { blogFrontMatterSchema, type BlogFrontMatter } from "./front-matter-schemas.ts";
import { inlineAuthorNames, loadAuthors, postAuthors } from "./blog-authors.ts";
import { routeNameProblem } from "./route-name.ts";
import { inlineTagLabels, resolveTags, type ResolvedTag, type TagsFile } from "./tags-file.ts";
import { routeBase } from "../shared/route-base.ts";

export { loadAuthors } from "./blog-authors.ts";

export interface PostFile {
  file: string;
  source: string;
  /** Front matter `title`, else the post's leading `# heading`, else its file name. */
  title: string;
  /** `YYYY-MM-DD`. */
  date: string;
  /** The post's time (ms since 1970, UTC) that orders the posts: its front matter `date` with any time of day, else its file name's day. */
  time: number;
  route: string;
  frontMatter: BlogFrontMatter;
  authors: AuthorData[];
  tags: ResolvedTag[];
  /** Labels of its tags the blog's tags file does not declare (config `blog.onInlineTags`); none without a tags file. */
  inlineTags: string[];
  /** Names of its authors not in the authors map (config `blog.onInlineAuthors`). */
  inlineAuthors: string[];
  /** Keys a typo away from a known one (see validateFrontMatter). */
  frontMatterWarnings: FrontMatterWarning[];
  content: string;
  /** The Markdown before the truncate marker (front matter included), or undefined if none. */
  excerptSource?: string;
  unlisted: boolean;
  /** The further blog it is a post of (config `blogInstances`); undefined for the `blog` option's. */
  pluginId?: string;
}

/**
 * A post's path with a date, as Docusaurus reads it: `2024-01-31-hello.md`, `2024-1-5-x.md`,
 * `2024/01/31/hello.md`, `team/2024-01-31-hello/index.md`; the folders before the date go after
 * it in the route.
 */
const DATED_PATH = /^(?<folder>.*?)(?<y>\d{4})[-/](?<m>\d{1,2})[-/](?<d>\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;
/** Where the excerpt ends: `<!-- truncate -->`, or its MDX comment form, on a line of its own. */
export const DEFAULT_TRUNCATE_MARKER = /^\s*(?:<!--\s*truncate\s*-->|\{\s*\/\*\s*truncate\s*\*\/\s*\})\s*$/m;

export interface PostLoadOptions {
  routeBasePath: string;
  /** Keep draft posts (watch mode shows them). */
  includeDrafts?: boolean;
  /** The authors map, relative to the blog folder (config `authorsMapPath`). */
  authorsMapPath?: string;
  /** The config's `truncateMarker`. */
  truncateMarker?: RegExp;
  /** The config's `sortPosts`: newest first unless `ascending`. */
  sortPosts?: "descending" | "ascending";
  /** The blog's tags file (tags-file.ts), if it has one. */
  tagsFile?: TagsFile | null;
  /** The authors pages' route below the blog (config `authorsBasePath`). */
  authorsBasePath?: string;
}

/** The blog's authors route: `/blog/authors`. */
export const authorsRoute = (routeBasePath: string, authorsBasePath = "authors") => routeBase(routeBasePath) + "/" + authorsBasePath;

/** The key of a post's rendered excerpt beside its full text (the file's own key). */
export const excerptKey = (file: string) => file + "#excerpt";

/** True when `YYYY-MM-DD` names a real calendar day. */
export function isValidDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** Loads the posts (paths relative to `blogDir`), newest first. `includeDrafts` is for watch mode. */
export async function loadPosts(blogDir: string, sources: string[], options: PostLoadOptions): Promise<PostFile[]> {
  const authors = await loadAuthors(blogDir, options.authorsMapPath, authorsRoute(options.routeBasePath, options.authorsBasePath));
  const posts: PostFile[] = [];
  const errors: SiteError[] = [];
  // When a post without a date was added, as Docusaurus's build takes it: its first commit (one `git log`, run once if needed).
  let firstCommits: Promise<Map<string, { date: string }>> | undefined;
  const writtenOn = async (file: string) => (await (firstCommits ??= gitFirstCommits(blogDir))).get(file)?.date ?? fileDate(file);
  for (const source of sources) {
    try {
      const post = await loadPost(blogDir, source, authors, options.routeBasePath, options.truncateMarker, options.tagsFile, writtenOn);
      if (!post.frontMatter.draft || options.includeDrafts) posts.push(post);
    } catch (e) {
      const found = siteErrorsOf(e);
      if (!found) throw e;
      errors.push(...found);
    }
  }
  if (errors.length) throw new SiteErrors(errors);
  return orderPosts(posts, options.sortPosts);
}

/**
 * Fails on two posts with one route; returns the posts newest first (oldest first for
 * `ascending`), as Docusaurus orders them: by time, and posts of the same time in the order its
 * file search lists them (file names in code-point order), the whole list reversed for `ascending`.
 */
export function orderPosts(posts: PostFile[], sortPosts: "descending" | "ascending" = "descending"): PostFile[] {
  const byRoute = new Map<string, PostFile>();
  for (const post of posts) {
    const other = byRoute.get(post.route);
    if (other) {
      throw new SiteError(`two posts have the route ${post.route}: ${other.source} and ${post.source}.`, {
        file: post.file,
        hint: "Change the date, file name or `slug` of one of them.",
      });
    }
    byRoute.set(post.route, post);
  }
  const newestFirst = [...posts].sort((a, b) => b.time - a.time || (a.source < b.source ? -1 : a.source > b.source ? 1 : 0));
  return sortPosts === "ascending" ? newestFirst.reverse() : newestFirst;
}

/** Reads one post (its path relative to the blog folder). */
export async function loadPost(
  blogDir: string,
  source: string,
  authors: Map<string, AuthorData>,
  routeBasePath: string,
  truncateMarker: RegExp = DEFAULT_TRUNCATE_MARKER,
  tagsFile?: TagsFile | null,
  writtenOn: (file: string) => Promise<string> = fileDate,
): Promise<PostFile> {
  const file = join(blogDir, source);
  // Read synchronously: a site's Markdown files are small, and through the thread pool each one
  // took four round trips through the event loop (the load phase was mostly waiting).
  const content = readMarkdownFile(file);
  const frontMatterRaw = parseFrontMatter(content, file);
  const { data: frontMatter, warnings } = validateFrontMatter(blogFrontMatterSchema, frontMatterRaw, file);

  const fileName = /\/index\.mdx?$/.test(source) ? source.split("/").slice(-2)[0] + ".md" : source.split("/").pop()!;
  const match = DATED_PATH.exec(source);
  const base = routeBase(routeBasePath);
  const frontMatterDate = frontMatter.date instanceof Date ? frontMatter.date.toISOString().slice(0, 10) : frontMatter.date?.slice(0, 10);
  // As in Docusaurus: the URL takes the file name's date; `date:` changes only the shown date;
  // `slug:` places the post right under the blog root.
  let route: string;
  let date: string;
  let time: number | undefined = frontMatterTime(frontMatter.date);
  if (match) {
    const { folder = "", y = "", m = "", d = "", text = "" } = match.groups!;
    if (!isValidDate(Number(y), Number(m), Number(d))) {
      throw new SiteError(`the file name has an invalid date ${y}-${m}-${d}.`, {
        file,
        hint: "Blog files are named YYYY-MM-DD-slug.md with a real calendar date.",
      });
    }
    date = frontMatterDate ?? `${y}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
    time ??= Date.UTC(Number(y), Number(m) - 1, Number(d));
    // The date as written (`2020/12/7`), then the folders before it, as Docusaurus routes it.
    route = `${base}/${y}/${m}/${d}/${folder}${text}`.replace(/\/+$/, "");
  } else {
    // Without a date in its path: its front matter's, else when it was written (git, else the file's time).
    date = frontMatterDate ?? (await writtenOn(file));
    route = `${base}/${source.replace(/(?:\/index)?\.mdx?$/, "")}`;
  }
  if (frontMatter.slug !== undefined) route = `${base}/${frontMatter.slug.replace(/^\/+/, "")}`;
  const key = frontMatter.slug === undefined ? undefined : { name: "slug", value: frontMatter.slug };
  const problem = routeNameProblem(route, { source, key, slugAllowed: true });
  if (problem) throw new SiteError(problem.message, { file, line: problem.key ? frontMatterKeyLine(frontMatterRaw, [problem.key]) : undefined, hint: problem.hint });

  const unknownAuthor = (key: string) =>
    new SiteError(`unknown author "${key}".`, {
      file,
      line: frontMatterKeyLine(frontMatterRaw, ["authors"]),
      hint: `Add "${key}" to ${join(blogDir, "authors.yml")} or use one of: ${[...authors.keys()].join(", ") || "(none defined)"}.`,
    });
  const authorsOfPost = postAuthors(frontMatter, authors, unknownAuthor, authorsRoute(routeBasePath));

  const tags = resolveTags(frontMatter.tags, tagsFile);
  const untagged = frontMatter.tags.find((value) => !resolveTags([value], tagsFile).length);
  if (untagged !== undefined) {
    const label = typeof untagged === "string" ? untagged : untagged.label;
    throw new SiteError(`the tag "${label}" has no letters or digits to make a URL from.`, {
      file,
      line: frontMatterKeyLine(frontMatterRaw, ["tags"]),
    });
  }

  const truncateAt = content.search(truncateMarker);
  const heading = /^#[ \t]+(.+?)[ \t]*#*[ \t]*$/m.exec(content.slice(frontMatterRaw.yaml ? frontMatterRaw.yamlOffset + frontMatterRaw.yaml.length : 0));
  return {
    file,
    source,
    title: frontMatter.title ?? heading?.[1] ?? fileName.replace(/\.mdx?$/, ""),
    date,
    time: time ?? Date.parse(date + "T00:00:00Z"),
    route,
    frontMatter,
    authors: authorsOfPost,
    tags,
    inlineTags: inlineTagLabels(tags, tagsFile),
    inlineAuthors: inlineAuthorNames(frontMatter, authorsOfPost),
    frontMatterWarnings: warnings,
    content,
    excerptSource: truncateAt >= 0 ? content.slice(0, truncateAt) : undefined,
    unlisted: frontMatter.unlisted,
  };
}

/**
 * The time of a front matter `date`, as Docusaurus reads it: a YAML date as it is, a string as UTC
 * (`2024-01-01 10:30` is 10:30 UTC); undefined for a string no time can be read from.
 */
function frontMatterTime(date: Date | string | undefined): number | undefined {
  if (date === undefined) return undefined;
  if (date instanceof Date) return date.getTime();
  const time = Date.parse(/[zZ]|[+-]\d{2}:?\d{2}$/.test(date) ? date : date.replace(" ", "T") + (date.length > 10 ? "Z" : "T00:00:00Z"));
  return Number.isNaN(time) ? undefined : time;
}

/** Reading time in minutes at 200 words a minute (code excluded), at least 1. */
export function readingTime(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / 200));
}

// Written out rather than with Intl.DateTimeFormat: making that formatter loads the ICU locale
// data, a cost in every build for one fixed English format.
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** A file's last change on disk (`YYYY-MM-DD`, UTC): the date of a post that names none, outside git (Docusaurus's dev server takes it so). */
async function fileDate(file: string): Promise<string> {
  return (await stat(file)).mtime.toISOString().slice(0, 10);
}

/** `2023-09-15` → `September 15, 2023` (as en-US's long date format writes it). */
export function formatDate(date: string): string {
  const day = new Date(date + "T00:00:00Z");
  if (Number.isNaN(day.getTime())) throw new RangeError(`invalid date "${date}"`);
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}
