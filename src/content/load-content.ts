// The load phase's second half: what the site's files say besides their Markdown text. Docs get
// their ids, routes and front matter; `_category_.json` files label the sidebar's folders; posts
// get their dates, authors and tags.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { SiteErrors } from "../errors.ts";
import { loadPosts, type PostFile, type PostLoadOptions } from "./blog.ts";
import { loadDocs, type DocFile, type NumberPrefixParser } from "./docs.ts";
import { siteErrorsOf } from "./frontmatter.ts";
import type { DocsVersion } from "./docs-versions.ts";
import type { SiteFiles, VersionFiles } from "./find-site-files.ts";
import { loadMarkdownPages, type MarkdownPageFile } from "./markdown-pages.ts";
import { loadCategories, type CategoryMeta } from "./sidebar.ts";
import { loadSidebarsFile, type SidebarsFile } from "./sidebars-file.ts";
import { gitLastUpdates, type LastUpdate } from "./last-update.ts";
import { loadTagsFile, type TagsFile } from "./tags-file.ts";

export interface Content {
  docsDir: string;
  blogDir: string;
  docs: DocFile[];
  categories: Map<string, CategoryMeta>;
  /** Newest first. */
  posts: PostFile[];
  /** The Markdown pages of pages/ (markdown-pages.ts), in path order. */
  markdownPages: MarkdownPageFile[];
  /** The config's `docs.sidebarPath`, read. */
  sidebarsFile?: SidebarsFile;
  /** Ids of the draft docs, left out of the build: a sidebars file's items for them are dropped. */
  draftDocIds: string[];
  /** From git, when the config shows last updates. */
  lastUpdates?: Map<string, LastUpdate>;
  /** The tags files (config `docs.tags`, `blog.tags`) of the docs folder and the blog, where there are. */
  tagsFiles: { docs: TagsFile | null; blog: TagsFile | null };
  /** The site has no blog folder: no blog pages, feeds or blog search index, as Docusaurus makes none. */
  noBlog?: true;
  /**
   * Each docs version's docs, categories and sidebars, on a site with versions.json (`docs` then
   * holds every version's docs, and `categories` and `sidebarsFile` are the current version's).
   */
  versions?: VersionContent[];
  /** Each further docs instance's docs, categories and sidebars (`docs` holds their docs too), in the config's order. */
  instances?: InstanceContent[];
  /** Each further blog's folder (`posts` holds its posts too, marked with its id), in the config's order. */
  blogInstances?: { id: string; blogDir: string }[];
}

/** One further docs instance's content (docs-instances.ts). */
export interface InstanceContent {
  id: string;
  docsDir: string;
  docs: DocFile[];
  draftDocIds: string[];
  categories: Map<string, CategoryMeta>;
  sidebarsFile?: SidebarsFile;
  tagsFile: TagsFile | null;
}

/** One docs version's content. */
export interface VersionContent {
  version: DocsVersion;
  docs: DocFile[];
  /** The ids of this version's draft docs (left out of the build, and of its sidebars). */
  draftDocIds: string[];
  categories: Map<string, CategoryMeta>;
  sidebarsFile?: SidebarsFile;
  /** This version's tags file (its folder's `tags.yml`, or the config's `docs.tags`). */
  tagsFile: TagsFile | null;
}

export interface ContentOptions {
  siteDir: string;
  /** The pages folder; `<siteDir>/pages` unless given. */
  pagesDir?: string;
  docsDir: string;
  blogDir: string;
  docsRouteBasePath: string;
  blogRouteBasePath: string;
  /** Keep draft docs, posts and pages (watch mode shows them, as Docusaurus's dev server does). */
  includeDrafts?: boolean;
  /** The config's `docs.numberPrefixParser`. */
  numberPrefixParser?: NumberPrefixParser | false;
  /** The config's `blog.authorsMapPath`. */
  authorsMapPath?: string;
  /** The config's `blog.truncateMarker`. */
  truncateMarker?: RegExp;
  /** The config's `blog.sortPosts`. */
  sortPosts?: "descending" | "ascending";
  /** The config's `docs.tags` and `blog.tags`: the tags files. */
  docsTags?: string | false | null;
  /** The config's `blog.authorsBasePath`. */
  authorsBasePath?: string;
  blogTags?: string | false | null;
  /** The config's `docs.sidebarPath`. */
  sidebarPath?: string | false;
  /** Read the docs' last updates from git. */
  lastUpdates?: boolean;
  /** The docs versions, on a site with versions.json (docs-versions.ts). */
  versions?: DocsVersion[];
  /** The further docs instances (docs-instances.ts), each with its options. */
  instances?: InstanceOptions[];
  /** The further blogs (config `blogInstances`), each with its options. */
  blogInstances?: BlogInstanceOptions[];
}

/** What loading a further blog takes of its options. */
export interface BlogInstanceOptions extends Omit<PostLoadOptions, "includeDrafts" | "tagsFile"> {
  id: string;
  blogDir: string;
  /** Its `tags` option: the tags file. */
  tags?: string | false | null;
}

/** What loading a further docs instance takes of its options. */
export interface InstanceOptions {
  id: string;
  docsDir: string;
  routeBasePath: string;
  numberPrefixParser?: NumberPrefixParser | false;
  /** Its `tags` option: the tags file. */
  tags?: string | false | null;
  sidebarPath?: string | false;
  /** Read its docs' last updates from git. */
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

/** The files loadContent reads (`markdownPages` and `versions` where the site has them). */
type ContentFiles = Pick<SiteFiles, "docs" | "categories" | "posts"> & Partial<Pick<SiteFiles, "markdownPages" | "versions" | "instances" | "blogInstances">>;

export async function loadContent(files: ContentFiles, options: ContentOptions): Promise<Content> {
  // Every problem of the content in one run, the further docs instances' too.
  const [loaded, instances, blogs] = await settleAll<[Content, InstanceLoad[], PostFile[][]]>([
    options.versions ? loadVersionedContent(files, options, options.versions) : loadUnversionedContent(files, options),
    settleAll((options.instances ?? []).map((instance) => loadInstance(files, options, instance))),
    settleAll((options.blogInstances ?? []).map((blog) => loadBlogInstance(files, options, blog))),
  ]);
  const content = blogs.length ? { ...loaded, posts: [...loaded.posts, ...blogs.flat()], blogInstances: options.blogInstances!.map(({ id, blogDir }) => ({ id, blogDir })) } : loaded;
  if (!instances.length) return content;
  const updates = [content.lastUpdates, ...instances.map((i) => i.lastUpdates)].filter((m) => m !== undefined);
  return {
    ...content,
    docs: [...content.docs, ...instances.flatMap((i) => i.content.docs)],
    instances: instances.map((i) => i.content),
    ...(updates.length ? { lastUpdates: new Map(updates.flatMap((m) => [...m])) } : {}),
  };
}

/** The docs of the `docs` option's (every version's): `content.docs` without the further instances' docs. */
export const ownDocs = (content: Pick<Content, "docs" | "instances">): DocFile[] => (content.instances ? content.docs.filter((d) => d.pluginId === undefined) : content.docs);

/** A further blog's posts, each marked with its id. */
async function loadBlogInstance(files: ContentFiles, options: ContentOptions, blog: BlogInstanceOptions): Promise<PostFile[]> {
  const sources = files.blogInstances?.find((f) => f.name === blog.id)?.posts ?? [];
  const tagsFile = await loadTagsFile(blog.blogDir, blog.tags);
  const posts = await loadPosts(blog.blogDir, sources, { ...blog, includeDrafts: options.includeDrafts, tagsFile });
  for (const post of posts) post.pluginId = blog.id;
  return posts;
}

/** The posts of the `blog` option's blog: `content.posts` without the further blogs' posts. */
export const ownPosts = (content: Pick<Content, "posts" | "blogInstances">): PostFile[] => (content.blogInstances ? content.posts.filter((p) => p.pluginId === undefined) : content.posts);

/** A further docs instance's content, and its docs' last updates where it shows them. */
interface InstanceLoad {
  content: InstanceContent;
  lastUpdates?: Map<string, LastUpdate>;
}

async function loadInstance(files: ContentFiles, options: ContentOptions, instance: InstanceOptions): Promise<InstanceLoad> {
  const found = files.instances?.find((f) => f.name === instance.id) ?? { docs: [], categories: [] };
  const [folder, lastUpdates] = await settleAll<[DocsFolderContent, Map<string, LastUpdate> | undefined]>([
    loadDocsFolder({ ...instance, files: found, siteDir: options.siteDir, includeDrafts: options.includeDrafts }),
    instance.lastUpdates ? gitLastUpdates(instance.docsDir) : Promise.resolve(undefined),
  ]);
  for (const doc of folder.docs) doc.pluginId = instance.id;
  return { content: { id: instance.id, docsDir: instance.docsDir, ...folder }, lastUpdates };
}

/** What one docs folder holds: a docs version's, or a further docs instance's. */
type DocsFolderContent = Pick<VersionContent, "docs" | "draftDocIds" | "categories" | "sidebarsFile" | "tagsFile">;

/** Loads one docs folder's docs, categories, sidebars file and tags file; every problem of them together. */
async function loadDocsFolder(folder: {
  docsDir: string;
  files: Omit<VersionFiles, "name">;
  routeBasePath: string;
  siteDir: string;
  numberPrefixParser?: NumberPrefixParser | false;
  includeDrafts?: boolean;
  tags?: string | false | null;
  sidebarPath?: string | false;
}): Promise<DocsFolderContent> {
  const draftDocIds: string[] = [];
  const tagsFile = await loadTagsFile(folder.docsDir, folder.tags);
  const [docs, categories, sidebarsFile] = await settleAll<[DocFile[], Map<string, CategoryMeta>, SidebarsFile | undefined]>([
    loadDocs(folder.docsDir, folder.files.docs, folder.routeBasePath, { numberPrefixParser: folder.numberPrefixParser, draftIds: draftDocIds, includeDrafts: folder.includeDrafts, tagsFile }),
    loadCategories(folder.docsDir, folder.files.categories),
    folder.sidebarPath ? loadSidebarsFile(folder.siteDir, folder.sidebarPath) : Promise.resolve(undefined),
  ]);
  return { docs, draftDocIds, categories, sidebarsFile, tagsFile };
}

/** The content of a site without versions.json. */
async function loadUnversionedContent(files: ContentFiles, options: ContentOptions): Promise<Content> {
  // Every problem of the content in one run: the docs', the categories' and the posts'.
  const draftDocIds: string[] = [];
  const tagsFiles = await tagsFilesOf(options);
  const [docs, categories, posts, sidebarsFile, lastUpdates, markdownPages] = await settleAll<
    [DocFile[], Map<string, CategoryMeta>, PostFile[], SidebarsFile | undefined, Map<string, LastUpdate> | undefined, MarkdownPageFile[]]
  >([
    loadDocs(options.docsDir, files.docs, options.docsRouteBasePath, { numberPrefixParser: options.numberPrefixParser, draftIds: draftDocIds, includeDrafts: options.includeDrafts, tagsFile: tagsFiles.docs }),
    loadCategories(options.docsDir, files.categories),
    loadPosts(options.blogDir, files.posts, { ...postOptions(options), tagsFile: tagsFiles.blog }),
    options.sidebarPath ? loadSidebarsFile(options.siteDir, options.sidebarPath) : Promise.resolve(undefined),
    options.lastUpdates ? gitLastUpdates(options.docsDir) : Promise.resolve(undefined),
    markdownPagesOf(files, options),
  ]);
  return { docsDir: options.docsDir, blogDir: options.blogDir, docs, categories, posts, markdownPages, sidebarsFile, draftDocIds, lastUpdates, tagsFiles, ...noBlog(options.blogDir) };
}

const noBlog = (blogDir: string): { noBlog?: true } => (existsSync(blogDir) ? {} : { noBlog: true });

/** The content of a site with versions.json: every version's docs, categories and sidebars, and the posts. */
async function loadVersionedContent(files: ContentFiles, options: ContentOptions, versions: DocsVersion[]): Promise<Content> {
  const filesOf = (version: DocsVersion): Omit<VersionFiles, "name"> =>
    version.docsDir === options.docsDir ? files : (files.versions?.find((v) => v.name === version.name) ?? { docs: [], categories: [] });
  const loadVersion = async (version: DocsVersion): Promise<VersionContent> => {
    const folder = await loadDocsFolder({
      docsDir: version.docsDir,
      files: filesOf(version),
      routeBasePath: version.routeBasePath,
      siteDir: options.siteDir,
      numberPrefixParser: options.numberPrefixParser,
      includeDrafts: options.includeDrafts,
      tags: options.docsTags,
      sidebarPath: version.sidebarPath,
    });
    for (const doc of folder.docs) doc.version = version.name;
    return { version, ...folder };
  };
  const tagsFiles = await tagsFilesOf(options);
  const [loaded, posts, lastUpdates, markdownPages] = await settleAll<[VersionContent[], PostFile[], Map<string, LastUpdate> | undefined, MarkdownPageFile[]]>([
    settleAll(versions.map(loadVersion)),
    loadPosts(options.blogDir, files.posts, { ...postOptions(options), tagsFile: tagsFiles.blog }),
    options.lastUpdates ? Promise.all(versions.map((v) => gitLastUpdates(v.docsDir))).then((maps) => new Map(maps.flatMap((m) => [...m]))) : Promise.resolve(undefined),
    markdownPagesOf(files, options),
  ]);
  const current = loaded.find((v) => v.version.docsDir === options.docsDir);
  return {
    ...noBlog(options.blogDir),
    docsDir: options.docsDir,
    blogDir: options.blogDir,
    docs: loaded.flatMap((v) => v.docs),
    categories: current?.categories ?? new Map(),
    posts,
    markdownPages,
    sidebarsFile: current?.sidebarsFile,
    draftDocIds: current?.draftDocIds ?? [],
    lastUpdates,
    tagsFiles: { docs: current?.tagsFile ?? null, blog: tagsFiles.blog },
    versions: loaded,
  };
}

/** The tags files of the docs folder and the blog (null where there is none). */
async function tagsFilesOf(options: ContentOptions): Promise<{ docs: TagsFile | null; blog: TagsFile | null }> {
  const [docs, blog] = await settleAll<[TagsFile | null, TagsFile | null]>([loadTagsFile(options.docsDir, options.docsTags), loadTagsFile(options.blogDir, options.blogTags)]);
  return { docs, blog };
}

/** The Markdown pages of the pages folder (markdown-pages.ts). */
function markdownPagesOf(files: ContentFiles, options: ContentOptions): Promise<MarkdownPageFile[]> {
  return Promise.resolve().then(() => loadMarkdownPages(options.pagesDir ?? join(options.siteDir, "pages"), files.markdownPages ?? [], options.includeDrafts));
}

/** The options of loadPosts that the content options give. */
export function postOptions(options: ContentOptions) {
  return { routeBasePath: options.blogRouteBasePath, includeDrafts: options.includeDrafts, authorsMapPath: options.authorsMapPath, truncateMarker: options.truncateMarker, sortPosts: options.sortPosts, authorsBasePath: options.authorsBasePath };
}
