// The load phase's second half: what the site's files say besides their Markdown text. Docs get
// their ids, routes and front matter; `_category_.json` files label the sidebar's folders; posts
// get their dates, authors and tags.
import { SiteErrors } from "../errors.ts";
import { loadPosts, type PostFile } from "./blog.ts";
import { loadDocs, type DocFile, type NumberPrefixParser } from "./docs.ts";
import { siteErrorsOf } from "./frontmatter.ts";
import type { SiteFiles } from "./find-site-files.ts";
import { loadCategories, type CategoryMeta } from "./sidebar.ts";
import { loadSidebarsFile, type SidebarsFile } from "./sidebars-file.ts";
import { gitLastUpdates, type LastUpdate } from "./last-update.ts";

export interface Content {
  docsDir: string;
  blogDir: string;
  docs: DocFile[];
  categories: Map<string, CategoryMeta>;
  /** Newest first. */
  posts: PostFile[];
  /** The config's `docs.sidebarPath`, read. */
  sidebarsFile?: SidebarsFile;
  /** Ids of the draft docs, left out of the build: a sidebars file's items for them are dropped. */
  draftDocIds: string[];
  /** From git, when the config shows last updates. */
  lastUpdates?: Map<string, LastUpdate>;
}

export interface ContentOptions {
  siteDir: string;
  docsDir: string;
  blogDir: string;
  docsRouteBasePath: string;
  blogRouteBasePath: string;
  /** Keep draft posts (watch mode shows them). */
  includeDrafts?: boolean;
  /** The config's `docs.numberPrefixParser`. */
  numberPrefixParser?: NumberPrefixParser | false;
  /** The config's `blog.authorsMapPath`. */
  authorsMapPath?: string;
  /** The config's `blog.truncateMarker`. */
  truncateMarker?: RegExp;
  /** The config's `docs.sidebarPath`. */
  sidebarPath?: string | false;
  /** Read the docs' last updates from git. */
  lastUpdates?: boolean;
}

/** Waits for all; when any failed, throws every SiteError of them together. */
async function settleAll<T extends unknown[]>(promises: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const results = await Promise.allSettled(promises);
  const errors = results.flatMap((r) => (r.status === "rejected" ? [r.reason as unknown] : []));
  if (!errors.length) return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as T;
  const found = errors.map(siteErrorsOf);
  if (found.some((e) => e === undefined)) throw errors[found.indexOf(undefined)];
  throw new SiteErrors(found.flatMap((e) => e!));
}

export async function loadContent(files: Pick<SiteFiles, "docs" | "categories" | "posts">, options: ContentOptions): Promise<Content> {
  // Every problem of the content in one run: the docs', the categories' and the posts'.
  const draftDocIds: string[] = [];
  const [docs, categories, posts, sidebarsFile, lastUpdates] = await settleAll<
    [DocFile[], Map<string, CategoryMeta>, PostFile[], SidebarsFile | undefined, Map<string, LastUpdate> | undefined]
  >([
    loadDocs(options.docsDir, files.docs, options.docsRouteBasePath, { numberPrefixParser: options.numberPrefixParser, draftIds: draftDocIds }),
    loadCategories(options.docsDir, files.categories),
    loadPosts(options.blogDir, files.posts, postOptions(options)),
    options.sidebarPath ? loadSidebarsFile(options.siteDir, options.sidebarPath) : Promise.resolve(undefined),
    options.lastUpdates ? gitLastUpdates(options.docsDir) : Promise.resolve(undefined),
  ]);
  return { docsDir: options.docsDir, blogDir: options.blogDir, docs, categories, posts, sidebarsFile, draftDocIds, lastUpdates };
}

/** The options of loadPosts that the content options give. */
export function postOptions(options: ContentOptions) {
  return { routeBasePath: options.blogRouteBasePath, includeDrafts: options.includeDrafts, authorsMapPath: options.authorsMapPath, truncateMarker: options.truncateMarker };
}
