// RSS, Atom and JSON feeds of the blog's listed posts (newest first), full content with
// absolute links.
import { Feed } from "feed";
import type { BlogOptions, SiteConfig } from "../config/schema.ts";
import type { PostFile } from "../content/blog.ts";
import type { RenderedMarkdown } from "../markdown/pipeline.ts";
import { pageHref, withBase } from "../shared/paths.ts";
import { feedStylesheet, withStylesheet } from "./feed-xslt.ts";

export interface FeedFile {
  path: string;
  contents: string;
  type: string;
  title: string;
}

export const FEED_FILES = {
  rss: { file: "rss.xml", type: "application/rss+xml", label: "RSS Feed" },
  atom: { file: "atom.xml", type: "application/atom+xml", label: "Atom Feed" },
  json: { file: "feed.json", type: "application/json", label: "JSON Feed" },
} as const;

type FeedType = "all" | "rss" | "atom" | "json";

/** The feed kinds a `type` option asks for: one type, `all`, or a list of them (each once). */
export function feedKinds(type: FeedType | FeedType[]): (keyof typeof FEED_FILES)[] {
  const kinds = [type].flat().flatMap((t): (keyof typeof FEED_FILES)[] => (t === "all" ? ["rss", "atom", "json"] : [t]));
  return [...new Set(kinds)];
}

/** Makes root-relative `href`/`src` attributes absolute so feed readers can follow them. */
export function absolutiseLinks(html: string, origin: string): string {
  return html.replace(/(href|src)="(\/[^"/][^"]*|\/)"/g, (_m, attr: string, url: string) => `${attr}="${origin}${url}"`);
}

/**
 * Where a blog's feeds are (the `blog` option's unless `blog` is a further one's), relative to
 * the output folder and as links for <head>.
 */
export function feedLinks(config: SiteConfig, blog: BlogOptions = config.blog): { file: string; href: string; type: string; title: string }[] {
  const options = blog.feedOptions;
  if (!options) return [];
  const blogBase = blog.routeBasePath.replace(/^\/|\/$/g, "");
  // "Site Blog RSS Feed"; a further blog's name in place of "Blog".
  const name = blog === config.blog ? "Blog" : blog.blogTitle;
  return feedKinds(options.type).map((kind) => ({
    file: `${blogBase}/${FEED_FILES[kind].file}`,
    href: withBase(config.baseUrl, `/${blogBase}/${FEED_FILES[kind].file}`),
    type: FEED_FILES[kind].type,
    title: `${config.title} ${name} ${FEED_FILES[kind].label}`,
  }));
}

/**
 * A blog's feed files (the `blog` option's unless `blog` is a further one's), and the XSLT
 * stylesheets (with their CSS) the config asks for beside them. `blogDir` resolves the path of
 * a site's own stylesheet.
 */
export function renderFeeds(config: SiteConfig, posts: PostFile[], rendered: Map<string, RenderedMarkdown>, generator: string, blogDir = "", blog: BlogOptions = config.blog): FeedFile[] {
  const options = blog.feedOptions;
  if (!options) return [];
  const origin = config.url.replace(/\/$/, "");
  const blogBase = blog.routeBasePath.replace(/^\/|\/$/g, "");
  // The newest posts (config `feedOptions.limit`, 20 unless set), as Docusaurus's feeds hold them.
  const listed = posts.filter((p) => !p.unlisted).slice(0, options.limit || undefined);
  const links = feedLinks(config, blog);
  const hrefOf = (kind: keyof typeof FEED_FILES) => origin + (links.find((l) => l.file.endsWith(FEED_FILES[kind].file))?.href ?? "");
  const feed = new Feed({
    id: origin + pageHref(config.baseUrl, `/${blogBase}`, config.trailingSlash),
    title: options.title ?? blog.blogTitle,
    description: options.description ?? blog.blogDescription,
    link: origin + pageHref(config.baseUrl, `/${blogBase}`, config.trailingSlash),
    language: options.language,
    copyright: options.copyright,
    updated: listed[0] ? new Date(listed[0].date + "T00:00:00Z") : undefined,
    generator,
    feedLinks: { rss: hrefOf("rss"), atom: hrefOf("atom"), json: hrefOf("json") },
  });
  for (const post of listed) {
    const url = origin + pageHref(config.baseUrl, post.route, config.trailingSlash);
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      date: new Date(post.date + "T00:00:00Z"),
      description: post.frontMatter.description,
      content: absolutiseLinks(rendered.get(post.file)?.html ?? "", origin),
      // An empty list makes the JSON feed writer fail; leave the field out instead.
      author: post.authors.length ? post.authors.map((a) => ({ name: a.name, link: a.url })) : undefined,
      category: post.tags.map((t) => ({ name: t.label })),
    });
  }
  return feedKinds(options.type).flatMap((kind) => {
    const link = links.find((l) => l.file.endsWith(FEED_FILES[kind].file))!;
    const contents = kind === "rss" ? feed.rss2() : kind === "atom" ? feed.atom1() : feed.json1();
    const stylesheet = kind === "json" ? undefined : feedStylesheet(options.xslt, kind, blogDir);
    if (!stylesheet) return [{ path: link.file, contents, type: link.type, title: link.title }];
    const beside = (name: string) => `${blogBase}/${name}`;
    return [
      { path: link.file, contents: withStylesheet(contents, stylesheet.xsl.name), type: link.type, title: link.title },
      { path: beside(stylesheet.xsl.name), contents: stylesheet.xsl.contents, type: "text/xsl", title: `${link.title} stylesheet` },
      { path: beside(stylesheet.css.name), contents: stylesheet.css.contents, type: "text/css", title: `${link.title} stylesheet's CSS` },
    ];
  });
}
