// The load phase's second half: what the site's files say besides their Markdown text. Docs get
// their ids, routes and front matter; `_category_.json` files label the sidebar's folders; posts
// get their dates, authors and tags.
import { loadPosts, type PostFile } from "./blog.ts";
import { loadDocs, type DocFile } from "./docs.ts";
import type { SiteFiles } from "./find-site-files.ts";
import { loadCategories, type CategoryMeta } from "./sidebar.ts";

export interface Content {
  docsDir: string;
  blogDir: string;
  docs: DocFile[];
  categories: Map<string, CategoryMeta>;
  /** Newest first. */
  posts: PostFile[];
}

export interface ContentOptions {
  docsDir: string;
  blogDir: string;
  docsRouteBasePath: string;
  blogRouteBasePath: string;
  /** Keep draft posts (watch mode shows them). */
  includeDrafts?: boolean;
}

export async function loadContent(files: Pick<SiteFiles, "docs" | "categories" | "posts">, options: ContentOptions): Promise<Content> {
  const [docs, categories, posts] = await Promise.all([
    loadDocs(options.docsDir, files.docs, options.docsRouteBasePath),
    loadCategories(options.docsDir, files.categories),
    loadPosts(options.blogDir, files.posts, { routeBasePath: options.blogRouteBasePath, includeDrafts: options.includeDrafts }),
  ]);
  return { docsDir: options.docsDir, blogDir: options.blogDir, docs, categories, posts };
}
