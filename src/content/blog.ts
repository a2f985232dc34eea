// Loads blog posts: dates from file names, authors from authors.yml, tags with kebab-case
// slugs, the excerpt before `<!-- truncate -->`. Drafts are dropped; unlisted posts are kept
// but marked, so lists, tags, feeds and search can leave them out.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { SiteError, SiteErrors, lineAt } from "../errors.ts";
import { readTextFile } from "./read-text.ts";
import type { AuthorData } from "../shared/types.ts";
import { frontMatterKeyLine, parseFrontMatter, validateFrontMatter } from "./frontmatter.ts";
import { authorsFileSchema, blogFrontMatterSchema, type BlogFrontMatter } from "./front-matter-schemas.ts";
import { routeNameProblem } from "./route-name.ts";
import { tagSlug } from "./slugs.ts";
import { compareText } from "../shared/compare-text.ts";

export interface PostFile {
  file: string;
  source: string;
  /** `YYYY-MM-DD`. */
  date: string;
  route: string;
  frontMatter: BlogFrontMatter;
  authors: AuthorData[];
  tags: { label: string; slug: string }[];
  content: string;
  /** The Markdown before the truncate marker (front matter included), or undefined if none. */
  excerptSource?: string;
  unlisted: boolean;
}

const FILE_NAME = /^(\d{4})-(\d{2})-(\d{2})-(.+?)(?:\/index)?\.mdx?$/;
// `<!-- truncate -->`, or in MDX the comment `{/* truncate */}`, on a line of its own.
const TRUNCATE = /^\s*(?:<!--\s*truncate\s*-->|\{\s*\/\*\s*truncate\s*\*\/\s*\})\s*$/m;

/** The key of a post's rendered excerpt beside its full text (the file's own key). */
export const excerptKey = (file: string) => file + "#excerpt";

/** True when `YYYY-MM-DD` names a real calendar day. */
export function isValidDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** Reads `authors.yml` (a map of key → name, title, url, image_url, initials). */
export async function loadAuthors(blogDir: string): Promise<Map<string, AuthorData>> {
  const file = join(blogDir, "authors.yml");
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    return new Map();
  }
  let raw: unknown;
  try {
    raw = parseYaml(text) ?? {};
  } catch (cause) {
    throw new SiteError(`invalid YAML: ${(cause as Error).message.split("\n")[0]}`, { file, cause });
  }
  const parsed = authorsFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const key = String(issue.path[0] ?? "");
    const at = key ? text.search(new RegExp(`^${key}\\s*:`, "m")) : -1;
    throw new SiteError(`invalid author ${issue.path.join(".")}: ${issue.message}.`, {
      file,
      line: at >= 0 ? lineAt(text, at) : undefined,
      hint: "Each author needs `name`; `title`, `url`, `image_url` and `initials` are optional.",
    });
  }
  return new Map(
    Object.entries(parsed.data).map(([key, a]) => [
      key,
      { key, name: a.name, title: a.title, url: a.url, imageUrl: a.image_url, initials: a.initials ?? a.name.charAt(0).toUpperCase() },
    ]),
  );
}

/** Loads the posts (paths relative to `blogDir`), newest first. `includeDrafts` is for watch mode. */
export async function loadPosts(blogDir: string, sources: string[], options: { routeBasePath: string; includeDrafts?: boolean }): Promise<PostFile[]> {
  const authors = await loadAuthors(blogDir);
  const posts: PostFile[] = [];
  const errors: SiteError[] = [];
  for (const source of sources) {
    try {
      const post = await loadPost(blogDir, source, authors, options.routeBasePath);
      if (!post.frontMatter.draft || options.includeDrafts) posts.push(post);
    } catch (e) {
      if (e instanceof SiteError) errors.push(e);
      else throw e;
    }
  }
  if (errors.length) throw new SiteErrors(errors);
  return orderPosts(posts);
}

/** Fails on two posts with one route; returns the posts newest first. */
export function orderPosts(posts: PostFile[]): PostFile[] {
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
  // Newest first; posts of the same day in reverse file-name order.
  return [...posts].sort((a, b) => (a.date === b.date ? compareText(b.source, a.source) : compareText(b.date, a.date)));
}

/** Reads one post (its path relative to the blog folder). */
export async function loadPost(
  blogDir: string,
  source: string,
  authors: Map<string, AuthorData>,
  routeBasePath: string,
): Promise<PostFile> {
  const file = join(blogDir, source);
  // Read synchronously: a site's Markdown files are small, and through the thread pool each one
  // took four round trips through the event loop (the load phase was mostly waiting).
  const content = readTextFile(file);
  const frontMatterRaw = parseFrontMatter(content, file);
  const frontMatter = validateFrontMatter(blogFrontMatterSchema, frontMatterRaw, file);

  const fileName = source.endsWith("/index.md") ? source.split("/").slice(-2)[0] + ".md" : source.split("/").pop()!;
  const match = FILE_NAME.exec(fileName);
  const base = "/" + routeBasePath.replace(/^\/|\/$/g, "");
  const frontMatterDate = frontMatter.date instanceof Date ? frontMatter.date.toISOString().slice(0, 10) : frontMatter.date?.slice(0, 10);
  // As in Docusaurus: the URL takes the file name's date; `date:` changes only the shown date;
  // `slug:` places the post right under the blog root.
  let route: string;
  let date: string;
  if (match) {
    const [, y, m, d, name] = match;
    if (!isValidDate(Number(y), Number(m), Number(d))) {
      throw new SiteError(`the file name has an invalid date ${y}-${m}-${d}.`, {
        file,
        hint: "Blog files are named YYYY-MM-DD-slug.md with a real calendar date.",
      });
    }
    date = frontMatterDate ?? `${y}-${m}-${d}`;
    route = `${base}/${y}/${m}/${d}/${name}`;
  } else if (frontMatterDate) {
    date = frontMatterDate;
    route = `${base}/${fileName.replace(/\.mdx?$/, "")}`;
  } else {
    throw new SiteError("the post has no date.", {
      file,
      hint: "Name the file YYYY-MM-DD-slug.md or set `date:` in its front matter.",
    });
  }
  if (frontMatter.slug !== undefined) route = `${base}/${frontMatter.slug.replace(/^\/+/, "")}`;
  const key = frontMatter.slug === undefined ? undefined : { name: "slug", value: frontMatter.slug };
  const problem = routeNameProblem(route, { source, key, slugAllowed: true });
  if (problem) throw new SiteError(problem.message, { file, line: problem.key ? frontMatterKeyLine(frontMatterRaw, [problem.key]) : undefined, hint: problem.hint });

  const authorKeys = frontMatter.authors === undefined ? [] : [frontMatter.authors].flat();
  const postAuthors = authorKeys.map((key) => {
    const author = authors.get(key);
    if (!author) {
      throw new SiteError(`unknown author "${key}".`, {
        file,
        line: frontMatterKeyLine(frontMatterRaw, ["authors"]),
        hint: `Add "${key}" to ${join(blogDir, "authors.yml")} or use one of: ${[...authors.keys()].join(", ") || "(none defined)"}.`,
      });
    }
    return author;
  });

  const seen = new Set<string>();
  const tags: { label: string; slug: string }[] = [];
  for (const label of frontMatter.tags) {
    const tag = { label, slug: tagSlug(label) };
    if (!tag.slug) {
      throw new SiteError(`the tag "${label}" has no letters or digits to make a URL from.`, {
        file,
        line: frontMatterKeyLine(frontMatterRaw, ["tags"]),
      });
    }
    if (!seen.has(tag.slug)) tags.push(tag);
    seen.add(tag.slug);
  }

  const truncateAt = content.search(TRUNCATE);
  return {
    file,
    source,
    date,
    route,
    frontMatter,
    authors: postAuthors,
    tags,
    content,
    excerptSource: truncateAt >= 0 ? content.slice(0, truncateAt) : undefined,
    unlisted: frontMatter.unlisted,
  };
}

/** Reading time in minutes at 200 words a minute (code excluded), at least 1. */
export function readingTime(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / 200));
}

// Written out rather than with Intl.DateTimeFormat: making that formatter loads the ICU locale
// data, a cost in every build for one fixed English format.
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** `2023-09-15` → `September 15, 2023` (as en-US's long date format writes it). */
export function formatDate(date: string): string {
  const day = new Date(date + "T00:00:00Z");
  if (Number.isNaN(day.getTime())) throw new RangeError(`invalid date "${date}"`);
  return `${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}
