// Route records of the blog: list pages, posts, tags (with pages), archive.
import { formatDate, readingTime, type PostFile } from "../content/blog.ts";
import type { RenderedMarkdown } from "../markdown/pipeline.ts";
import { withBase } from "../shared/paths.ts";
import type { BlogListProps, PostSummary, RecentPost, TagData } from "../shared/types.ts";
import { redirectRoute } from "./doc-routes.ts";
import type { RouteEntry } from "./route-entry.ts";
import { compareText } from "../shared/compare-text.ts";

export interface BlogRoutesInput {
  posts: PostFile[];
  /** Rendered full posts and excerpts, keyed by file and `file#excerpt`. */
  rendered: Map<string, RenderedMarkdown>;
  baseUrl: string;
  routeBasePath: string;
  blogTitle: string;
  blogDescription: string;
  postsPerPage: number;
  sidebarCount: number;
  showReadingTime: boolean;
  editUrl?: string;
}

export const excerptKey = (file: string) => file + "#excerpt";

/** Splits items into pages of `size` (at least one page, possibly empty). */
export function paginate<T>(items: T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages.length ? pages : [[]];
}

export function blogRoutes(input: BlogRoutesInput): RouteEntry[] {
  const base = "/" + input.routeBasePath.replace(/^\/|\/$/g, "");
  const href = (path: string) => withBase(input.baseUrl, path);
  const listed = input.posts.filter((p) => !p.unlisted);

  const tagCounts = new Map<string, { label: string; count: number }>();
  for (const post of listed) {
    for (const tag of post.tags) {
      const entry = tagCounts.get(tag.slug) ?? { label: tag.label, count: 0 };
      entry.count++;
      tagCounts.set(tag.slug, entry);
    }
  }
  const tagData = (slug: string, label: string): TagData => ({
    label,
    slug,
    href: href(`${base}/tags/${slug}`),
    count: tagCounts.get(slug)?.count ?? 0,
  });

  const summary = (post: PostFile): PostSummary => {
    const full = input.rendered.get(post.file)!;
    const excerpt = input.rendered.get(excerptKey(post.file));
    return {
      title: post.frontMatter.title,
      href: href(post.route),
      date: post.date,
      formattedDate: formatDate(post.date),
      readingTime: input.showReadingTime ? readingTime(full.wordCount) : undefined,
      // An image in static/ is served below the base URL.
      authors: post.authors.map((a) => (a.imageUrl?.startsWith("/") ? { ...a, imageUrl: href(a.imageUrl) } : a)),
      tags: post.tags.map((t) => tagData(t.slug, tagCounts.get(t.slug)?.label ?? t.label)),
      excerptHtml: (excerpt ?? full).html,
      hasMore: Boolean(excerpt),
    };
  };
  const recent: RecentPost[] = listed
    .slice(0, input.sidebarCount)
    .map((p) => ({ title: p.frontMatter.title, href: href(p.route) }));

  const entries: RouteEntry[] = [];
  const listPages = (posts: PostFile[], firstPath: string, props: Omit<BlogListProps, "posts" | "pagination" | "kind" | "recent">, title: string, description: string) => {
    const pages = paginate(posts, input.postsPerPage);
    const pathOf = (n: number) => (n === 1 ? firstPath : `${firstPath}/page/${n}`);
    pages.forEach((pagePosts, i) => {
      const page = i + 1;
      entries.push({
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
            posts: pagePosts.map(summary),
            pagination: {
              page,
              totalPages: pages.length,
              newer: page > 1 ? href(pathOf(page - 1)) : undefined,
              older: page < pages.length ? href(pathOf(page + 1)) : undefined,
            },
            recent,
          },
        },
      });
    });
    entries.push(redirectRoute(`${firstPath}/page/1`, href(firstPath)));
  };

  listPages(listed, base, { title: input.blogTitle, description: input.blogDescription }, input.blogTitle, input.blogDescription);

  for (const [slug, { label }] of tagCounts) {
    const tag = tagData(slug, label);
    const posts = listed.filter((p) => p.tags.some((t) => t.slug === slug));
    const title = `${tag.count} post${tag.count === 1 ? "" : "s"} tagged with "${label}"`;
    listPages(
      posts,
      `${base}/tags/${slug}`,
      { title, description: `Blog posts tagged with "${label}".`, tag: { ...tag, allTagsHref: href(`${base}/tags`) } },
      title,
      `Blog posts tagged with "${label}".`,
    );
  }

  entries.push({
    contentLinks: [],
    inSitemap: true,
    data: {
      path: `${base}/tags`,
      title: "Tags",
      description: "All tags of the blog, with their number of posts.",
      noindex: false,
      props: {
        kind: "blog-tags",
        tags: [...tagCounts].map(([slug, t]) => tagData(slug, t.label)).sort((a, b) => compareText(a.label, b.label)),
        recent,
      },
    },
  });

  const years = new Map<string, { title: string; href: string; date: string; formattedDate: string }[]>();
  for (const post of listed) {
    const year = post.date.slice(0, 4);
    const list = years.get(year) ?? [];
    list.push({ title: post.frontMatter.title, href: href(post.route), date: post.date, formattedDate: formatDate(post.date) });
    years.set(year, list);
  }
  entries.push({
    contentLinks: [],
    inSitemap: true,
    data: {
      path: `${base}/archive`,
      title: "Archive",
      description: "Every post of the blog, by year.",
      noindex: false,
      props: { kind: "blog-archive", years: [...years].map(([year, posts]) => ({ year, posts })) },
    },
  });

  for (const post of input.posts) {
    const full = input.rendered.get(post.file)!;
    const s = summary(post);
    const index = listed.indexOf(post);
    const newer = index > 0 ? listed[index - 1] : undefined;
    const older = index >= 0 ? listed[index + 1] : undefined;
    entries.push({
      file: post.file,
      contentLinks: full.links,
      inSitemap: !post.unlisted,
      data: {
        path: post.route,
        title: post.frontMatter.title,
        description: post.frontMatter.description ?? (full.sections[0]?.text.slice(0, 160) || post.frontMatter.title),
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
          toc: post.frontMatter.hide_table_of_contents ? [] : full.toc,
          previous: newer ? { title: newer.frontMatter.title, href: href(newer.route) } : undefined,
          next: older ? { title: older.frontMatter.title, href: href(older.route) } : undefined,
          unlisted: post.unlisted,
          editUrl: input.editUrl ? input.editUrl.replace(/\/?$/, "/") + "blog/" + post.source : undefined,
          recent,
        },
      },
      search: post.unlisted
        ? undefined
        : {
            type: "blog",
            indexTag: "default",
            pageTitle: post.frontMatter.title,
            sections: full.sections,
            tags: post.tags.map((t) => t.label),
            parentCategories: [],
          },
    });
  }
  return entries;
}
