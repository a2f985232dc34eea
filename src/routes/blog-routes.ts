// Route records of the blog: list pages, posts, tags (with pages), archive.
import { excerptKey, formatDate, readingTime, type PostFile } from "../content/blog.ts";
import type { RenderedMarkdown } from "../markdown/pipeline.ts";
import { pageHref } from "../shared/paths.ts";
import type { AuthorData, BlogListProps, PostSummary, RecentPost, TagData } from "../shared/types.ts";
import { redirectRoute, tocBetween } from "./doc-routes.ts";
import type { RouteEntry } from "./route-entry.ts";
import { compareText } from "../shared/compare-text.ts";
import { routeBase } from "../shared/route-base.ts";

export interface BlogRoutesInput {
  posts: PostFile[];
  /** Rendered full posts and excerpts, keyed by file and `file#excerpt`. */
  rendered: Map<string, RenderedMarkdown>;
  baseUrl: string;
  /** The config's `trailingSlash`, applied to every link to a page. */
  trailingSlash?: boolean;
  routeBasePath: string;
  blogTitle: string;
  blogDescription: string;
  /** Posts on a list page (`Infinity`: all on one). */
  postsPerPage: number;
  /** Posts in the blog sidebar; `ALL` for every one. */
  sidebarCount: number | "ALL";
  showReadingTime: boolean;
  editUrl?: string;
  /** The blog's folder relative to the site (config `path`), which edit links name. */
  blogPath?: string;
  /** The config's heading levels of the table of contents (a post's front matter may change them). */
  toc?: { min: number; max: number };
  /** The blog sidebar's heading (config `blogSidebarTitle`). */
  sidebarTitle?: string;
  /** The routes below the blog (config `tagsBasePath`, `archiveBasePath`, `pageBasePath`, `authorsBasePath`); Docusaurus's defaults unless set. */
  paths?: BlogPaths;
}

/** The routes' parts below the blog; `archive: null` makes no archive. */
export interface BlogPaths {
  tags: string;
  archive: string | null;
  page: string;
  authors: string;
}

const DEFAULT_PATHS: BlogPaths = { tags: "tags", archive: "archive", page: "page", authors: "authors" };

/** Splits items into pages of `size` (at least one page, possibly empty). */
export function paginate<T>(items: T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages.length ? pages : [[]];
}

/**
 * Every route of the blog, in this order: the list pages, each tag's list pages, the tags page,
 * the archive, then one route per post (unlisted ones included).
 */
export function blogRoutes(input: BlogRoutesInput): RouteEntry[] {
  const blog = blogContext(input);
  return [...blogListRoutes(blog), ...tagListRoutes(blog), ...tagsRoutes(blog), ...archiveRoutes(blog), ...authorRoutes(blog), ...postRoutes(blog)];
}

/** What the blog's routes are made from, worked out once. */
interface BlogContext {
  input: BlogRoutesInput;
  /** The blog's path below the base URL, without trailing slash: `/blog`. */
  base: string;
  paths: BlogPaths;
  /** A path below the base URL, as a link. */
  href: (path: string) => string;
  /** The posts that lists, tags and the archive show (not unlisted), in the order of `input.posts`. */
  listed: PostFile[];
  /** Each tag used by a listed post, by slug: the label it was first met with and its number of listed posts. */
  tagCounts: Map<string, { label: string; count: number; description?: string }>;
  /** The sidebar's most recent posts. */
  recent: RecentPost[];
  /** The sidebar's heading when it is not the default one: spread into the props that show it. */
  recentTitle: { recentTitle?: string };
}

function blogContext(input: BlogRoutesInput): BlogContext {
  const href = (path: string) => pageHref(input.baseUrl, path, input.trailingSlash);
  const listed = input.posts.filter((p) => !p.unlisted);
  const tagCounts = new Map<string, { label: string; count: number; description?: string }>();
  for (const post of listed) {
    for (const tag of post.tags) {
      const entry = tagCounts.get(tag.slug) ?? { label: tag.label, count: 0, ...(tag.description ? { description: tag.description } : {}) };
      entry.count++;
      tagCounts.set(tag.slug, entry);
    }
  }
  const recent: RecentPost[] = listed
    .slice(0, input.sidebarCount === "ALL" ? undefined : input.sidebarCount)
    .map((p) => ({ title: p.title, href: href(p.route) }));
  const recentTitle = input.sidebarTitle && input.sidebarTitle !== "Recent posts" ? { recentTitle: input.sidebarTitle } : {};
  return { input, base: routeBase(input.routeBasePath), paths: input.paths ?? DEFAULT_PATHS, href, listed, tagCounts, recent, recentTitle };
}

function tagData(blog: BlogContext, slug: string, label: string): TagData {
  return {
    label,
    slug,
    href: blog.href(`${blog.base}/${blog.paths.tags}/${slug}`),
    count: blog.tagCounts.get(slug)?.count ?? 0,
  };
}

/** An author as pages link it: an image in static/ and the author's page are served below the base URL. */
function authorLinks(blog: BlogContext, author: AuthorData): AuthorData {
  if (!author.imageUrl?.startsWith("/") && !author.page) return author;
  return {
    ...author,
    ...(author.imageUrl?.startsWith("/") ? { imageUrl: blog.href(author.imageUrl) } : {}),
    ...(author.page ? { page: blog.href(author.page) } : {}),
  };
}

/**
 * The authors page and each author's list pages, for the authors that ask for a page (`page` in
 * authors.yml); none when no author does.
 */
function authorRoutes(blog: BlogContext): RouteEntry[] {
  const authors = new Map<string, { author: AuthorData; posts: PostFile[] }>();
  for (const post of blog.listed) {
    for (const author of post.authors) {
      if (!author.page) continue;
      const entry = authors.get(author.key) ?? { author, posts: [] };
      entry.posts.push(post);
      authors.set(author.key, entry);
    }
  }
  if (!authors.size) return [];
  const authorsPath = `${blog.base}/${blog.paths.authors}`;
  const entries: RouteEntry[] = [
    {
      contentLinks: [],
      inSitemap: true,
      data: {
        path: authorsPath,
        title: "Authors",
        description: "The authors of the blog.",
        noindex: false,
        props: {
          kind: "blog-authors",
          authors: [...authors.values()].map(({ author, posts }) => ({ ...authorLinks(blog, author), count: posts.length })),
          recent: blog.recent,
          ...blog.recentTitle,
        },
      },
    },
  ];
  for (const { author, posts } of authors.values()) {
    const description = author.description ?? `Blog posts by ${author.name}.`;
    const title = `${author.name} - ${posts.length} post${posts.length === 1 ? "" : "s"}`;
    entries.push(
      ...listPages(blog, posts, author.page!, { title, description, author: { ...authorLinks(blog, author), allAuthorsHref: blog.href(authorsPath) } }, title, description),
    );
  }
  return entries;
}

/** A post as lists show it: its excerpt (or all of it, when it has none) and its metadata. */
function postSummary(blog: BlogContext, post: PostFile): PostSummary {
  const { input, href } = blog;
  const full = input.rendered.get(post.file)!;
  const excerpt = input.rendered.get(excerptKey(post.file));
  return {
    title: post.title,
    href: href(post.route),
    date: post.date,
    formattedDate: formatDate(post.date),
    readingTime: input.showReadingTime ? readingTime(full.wordCount) : undefined,
    // An image in static/ is served below the base URL.
    authors: post.authors.map((a) => authorLinks(blog, a)),
    tags: post.tags.map((t) => tagData(blog, t.slug, blog.tagCounts.get(t.slug)?.label ?? t.label)),
    excerptHtml: (excerpt ?? full).html,
    hasMore: Boolean(excerpt),
  };
}

/**
 * The pages of one list of posts: `firstPath`, then `firstPath/page/2` and on, and a redirect
 * from `firstPath/page/1` to `firstPath`.
 */
function listPages(
  blog: BlogContext,
  posts: PostFile[],
  firstPath: string,
  props: Omit<BlogListProps, "posts" | "pagination" | "kind" | "recent">,
  title: string,
  description: string,
): RouteEntry[] {
  const { href } = blog;
  const pages = paginate(posts, blog.input.postsPerPage);
  const pathOf = (n: number) => (n === 1 ? firstPath : `${firstPath}/${blog.paths.page}/${n}`);
  const entries: RouteEntry[] = pages.map((pagePosts, i) => {
    const page = i + 1;
    return {
      contentLinks: [],
      inSitemap: true,
      data: {
        path: pathOf(page),
        title: page === 1 ? title : `${title} (page ${page})`,
        description,
        noindex: false,
        props: {
          kind: "blog-list",
          ...props,
          posts: pagePosts.map((post) => postSummary(blog, post)),
          pagination: {
            page,
            totalPages: pages.length,
            newer: page > 1 ? href(pathOf(page - 1)) : undefined,
            older: page < pages.length ? href(pathOf(page + 1)) : undefined,
          },
          recent: blog.recent,
          ...blog.recentTitle,
        },
      },
    };
  });
  entries.push(redirectRoute(`${firstPath}/${blog.paths.page}/1`, href(firstPath)));
  return entries;
}

/** The blog's own list pages: every listed post. */
function blogListRoutes(blog: BlogContext): RouteEntry[] {
  const { blogTitle, blogDescription } = blog.input;
  return listPages(blog, blog.listed, blog.base, { title: blogTitle, description: blogDescription }, blogTitle, blogDescription);
}

/** Each tag's list pages, in order of the tag's first use. */
function tagListRoutes(blog: BlogContext): RouteEntry[] {
  const entries: RouteEntry[] = [];
  for (const [slug, { label, description }] of blog.tagCounts) {
    const tag = tagData(blog, slug, label);
    const posts = blog.listed.filter((p) => p.tags.some((t) => t.slug === slug));
    const title = `${tag.count} post${tag.count === 1 ? "" : "s"} tagged with "${label}"`;
    entries.push(
      ...listPages(
        blog,
        posts,
        `${blog.base}/${blog.paths.tags}/${slug}`,
        { title, description: description ?? `Blog posts tagged with "${label}".`, tag: { ...tag, allTagsHref: blog.href(`${blog.base}/${blog.paths.tags}`), ...(description ? { description } : {}) } },
        title,
        description ?? `Blog posts tagged with "${label}".`,
      ),
    );
  }
  return entries;
}

/** The tags page: every tag, by label, with its number of posts; none when no post has a tag, as in Docusaurus. */
function tagsRoutes(blog: BlogContext): RouteEntry[] {
  if (!blog.tagCounts.size) return [];
  return [{
    contentLinks: [],
    inSitemap: true,
    data: {
      path: `${blog.base}/${blog.paths.tags}`,
      title: "Tags",
      description: "All tags of the blog, with their number of posts.",
      noindex: false,
      props: {
        kind: "blog-tags",
        tags: [...blog.tagCounts].map(([slug, t]) => tagData(blog, slug, t.label)).sort((a, b) => compareText(a.label, b.label)),
        recent: blog.recent,
        ...blog.recentTitle,
      },
    },
  }];
}

/** The archive: every listed post, grouped by year; none when the config's `archiveBasePath` is null. */
function archiveRoutes(blog: BlogContext): RouteEntry[] {
  const { archive } = blog.paths;
  return archive === null ? [] : [archiveRoute(blog, archive)];
}

function archiveRoute(blog: BlogContext, archive: string): RouteEntry {
  const years = new Map<string, { title: string; href: string; date: string; formattedDate: string }[]>();
  for (const post of blog.listed) {
    const year = post.date.slice(0, 4);
    const list = years.get(year) ?? [];
    list.push({ title: post.title, href: blog.href(post.route), date: post.date, formattedDate: formatDate(post.date) });
    years.set(year, list);
  }
  return {
    contentLinks: [],
    inSitemap: true,
    data: {
      path: `${blog.base}/${archive}`,
      title: "Archive",
      description: "Every post of the blog, by year.",
      noindex: false,
      props: { kind: "blog-archive", years: [...years].map(([year, posts]) => ({ year, posts })) },
    },
  };
}

/** One route per post, unlisted ones included (those stay out of the sitemap and search). */
function postRoutes(blog: BlogContext): RouteEntry[] {
  return blog.input.posts.map((post) => postRoute(blog, post));
}

/** A post's page: the whole post, its table of contents, and links to the newer and older listed post. */
function postRoute(blog: BlogContext, post: PostFile): RouteEntry {
  const { input, href, listed } = blog;
  const full = input.rendered.get(post.file)!;
  const s = postSummary(blog, post);
  const index = listed.indexOf(post);
  const newer = index > 0 ? listed[index - 1] : undefined;
  const older = index >= 0 ? listed[index + 1] : undefined;
  return {
    file: post.file,
    contentLinks: full.links,
    inSitemap: !post.unlisted,
    data: {
      path: post.route,
      title: full.head?.title ?? post.title,
      description: full.head?.description ?? post.frontMatter.description ?? (full.sections[0]?.text.slice(0, 160) || post.title),
      noindex: post.unlisted,
      props: {
        kind: "blog-post",
        post: {
          title: s.title,
          href: s.href,
          date: s.date,
          formattedDate: s.formattedDate,
          readingTime: s.readingTime,
          authors: s.authors,
          tags: s.tags,
          html: full.html,
          description: post.frontMatter.description ?? "",
        },
        toc: post.frontMatter.hide_table_of_contents
          ? []
          : tocBetween(full.toc, post.frontMatter.toc_min_heading_level ?? input.toc?.min ?? 2, post.frontMatter.toc_max_heading_level ?? input.toc?.max ?? 3),
        previous: newer ? { title: newer.title, href: href(newer.route) } : undefined,
        next: older ? { title: older.title, href: href(older.route) } : undefined,
        unlisted: post.unlisted,
        editUrl: input.editUrl ? input.editUrl.replace(/\/?$/, "/") + (input.blogPath ?? "blog").replace(/^\.?\/+|\/+$/g, "") + "/" + post.source : undefined,
        recent: blog.recent,
        ...blog.recentTitle,
      },
    },
    search: post.unlisted
      ? undefined
      : {
          type: "blog",
          indexTag: "default",
          pageTitle: post.title,
          sections: full.sections,
          tags: post.tags.map((t) => t.label),
          parentCategories: [],
        },
  };
}
