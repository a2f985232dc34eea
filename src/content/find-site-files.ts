// The files a site is made of, found in one place: page components, static files, docs and their
// category files, posts. Every folder is searched with findFiles (links followed only where that
// is safe), and the links that were not followed are collected for the warnings.
import { join, relative } from "node:path";
import { docIgnores } from "./docs.ts";
import { findFiles, skippedLinkWarning, type SkippedLinkWarning } from "./find-files.ts";
import { MARKDOWN_PAGE_PATTERNS } from "./markdown-pages.ts";
import { notAPageMessage, PAGE_IGNORES, PAGE_PATTERNS, pageIdOf, type SitePage } from "./site-pages.ts";

export interface SiteFiles {
  /** Page components of site/pages/ (site-pages.ts), in path order. */
  pages: SitePage[];
  /** Markdown pages of site/pages/ (markdown-pages.ts), relative to it. */
  markdownPages: string[];
  /** Files of site/pages/ that are neither pages nor what pages import, with what to do. */
  notPages: { file: string; message: string }[];
  /** Files of site/static/, relative to it. */
  static: string[];
  /** Docs, relative to the docs folder: Markdown files but for ignored and excluded ones. */
  docs: string[];
  /** `_category_.json` and `_category_.yml` files, relative to the docs folder. */
  categories: string[];
  /** Posts, relative to the blog folder: Markdown files but for `_` partials. */
  posts: string[];
  /** Links that were not followed, once each. */
  skippedLinks: SkippedLinkWarning[];
  /** The docs and category files of each released docs version (docs-versions.ts), relative to its folder. */
  versions?: VersionFiles[];
  /** The docs and category files of each further docs instance (docs-instances.ts; `name` is its id), relative to its folder. */
  instances?: VersionFiles[];
  /** The posts of each further blog (config `blogInstances`; `name` is its id), relative to its folder. */
  blogInstances?: { name: string; posts: string[] }[];
}

/** The files of one docs folder besides the docs option's: a released docs version's, a further docs instance's. */
export interface VersionFiles {
  name: string;
  docs: string[];
  categories: string[];
}

export interface SiteFolders {
  siteDir: string;
  docsDir: string;
  blogDir: string;
  /** The pages folder (the config's `pages.path`); `<siteDir>/pages` unless given. */
  pagesDir?: string;
  /** `docs.include` of the config (the Markdown files unless set). */
  include?: string[];
  /** `docs.exclude` of the config. */
  exclude: string[];
  /** `blog.include` and `blog.exclude` of the config, where set. */
  blogInclude?: string[];
  blogExclude?: string[];
  /** `pages.exclude` of the config, where set. */
  pagesExclude?: string[];
  /** The folders of the released docs versions, when the site has versions.json. */
  versions?: DocsFolder[];
  /** The folders of the further docs instances (config `docsInstances`; `name` is the id), each with its own globs. */
  instances?: DocsFolder[];
  /** The folders of the further blogs (config `blogInstances`; `name` is the id), each with its own globs. */
  blogFolders?: BlogFolder[];
}

/** A further blog's folder and the globs of its posts (Docusaurus's defaults unless given). */
export interface BlogFolder {
  name: string;
  blogDir: string;
  include?: string[];
  exclude?: string[];
}

/** A docs folder besides the docs option's, and the globs of its docs (the docs option's unless given). */
export interface DocsFolder {
  name: string;
  docsDir: string;
  include?: string[];
  exclude?: string[];
}

const MARKDOWN = ["**/*.md", "**/*.mdx"];
/** Files Docusaurus ignores in the blog unless `blog.exclude` says otherwise: partials (`_name.md`), anything in `_folders/`, tests. */
const POST_IGNORES = ["**/_*", "**/_*/**", "**/*.test.{js,jsx,ts,tsx}", "**/__tests__/**"];

/** The pages folder's ignores: the config's `pages.exclude` in place of the default, and type declarations, which are never pages. */
const pageIgnores = (folders: SiteFolders) => (folders.pagesExclude ? [...folders.pagesExclude, "**/*.d.ts"] : PAGE_IGNORES);

export async function findSiteFiles(folders: SiteFolders): Promise<SiteFiles> {
  const pagesDir = folders.pagesDir ?? join(folders.siteDir, "pages");
  const staticDir = join(folders.siteDir, "static");
  const ignoredPages = pageIgnores(folders);
  const [pages, markdownPages, pagesFolder, files, content, categories, versions, instances, blogs] = await Promise.all([
    find(folders, pagesDir, PAGE_PATTERNS, ignoredPages),
    find(folders, pagesDir, MARKDOWN_PAGE_PATTERNS, ignoredPages),
    find(folders, pagesDir, ["**/*"], ignoredPages),
    find(folders, staticDir, ["**/*"]),
    findContentFiles(folders),
    find(folders, folders.docsDir, ["**/_category_.{json,yml,yaml}"]),
    folders.versions && Promise.all(folders.versions.map((version) => findVersionFiles(folders, version))),
    folders.instances && Promise.all(folders.instances.map((instance) => findVersionFiles(folders, instance))),
    folders.blogFolders && Promise.all(folders.blogFolders.map((blog) => find(folders, blog.blogDir, blog.include ?? MARKDOWN, blog.exclude ?? POST_IGNORES))),
  ]);
  return {
    ...(blogs ? { blogInstances: blogs.map((found, i) => ({ name: folders.blogFolders![i]!.name, posts: found.files })) } : {}),
    ...(versions ? { versions: versions.map((v) => v.files) } : {}),
    ...(instances ? { instances: instances.map((v) => v.files) } : {}),
    pages: pages.files.map((file) => ({ file: join(pagesDir, file), id: pageIdOf(file) })),
    markdownPages: markdownPages.files,
    notPages: notPages(pagesDir, pagesFolder.files, new Set(pages.files)),
    static: files.files,
    docs: content.docs.files,
    categories: categories.files,
    posts: content.posts.files,
    skippedLinks: uniqueLinks([pages, markdownPages, pagesFolder, files, content.docs, categories, content.posts, ...[...(versions ?? []), ...(instances ?? [])].flatMap((v) => v.found), ...(blogs ?? [])]),
  };
}

/** The docs and category files of a released version's or a further instance's folder. */
export async function findVersionFiles(folders: SiteFolders, version: DocsFolder) {
  const [docs, categories] = await Promise.all([
    find(folders, version.docsDir, version.include ?? folders.include ?? MARKDOWN, docIgnores(version.exclude ?? folders.exclude)),
    find(folders, version.docsDir, ["**/_category_.{json,yml,yaml}"]),
  ]);
  return { files: { name: version.name, docs: docs.files, categories: categories.files }, found: [docs, categories] };
}

function notPages(pagesDir: string, files: string[], pages: Set<string>): { file: string; message: string }[] {
  const found: { file: string; message: string }[] = [];
  for (const file of files) {
    const message = pages.has(file) ? undefined : notAPageMessage(file);
    if (message) found.push({ file: join(pagesDir, file), message });
  }
  return found;
}

/** Docs and posts only: what watch mode searches again after files were added, moved or removed. */
export async function findContentFiles(folders: SiteFolders) {
  const [docs, posts] = await Promise.all([
    find(folders, folders.docsDir, folders.include ?? MARKDOWN, docIgnores(folders.exclude)),
    find(folders, folders.blogDir, folders.blogInclude ?? MARKDOWN, folders.blogExclude ?? POST_IGNORES),
  ]);
  return { docs, posts };
}

/** The files of site/static/, with the links not followed there. */
export function findStaticFiles(siteDir: string) {
  return find({ siteDir }, join(siteDir, "static"), ["**/*"]);
}

/**
 * The files of one folder. Links may not lead out of the site folder, or out of the folder
 * itself where the config puts it outside the site folder (`docs.path: "../docs"`, as a
 * Docusaurus site in a repository's `website/` has it).
 */
async function find(folders: { siteDir: string }, dir: string, patterns: string[], ignore?: string[]) {
  const outside = relative(folders.siteDir, dir).split(/[\\/]/)[0] === "..";
  const found = await findFiles(dir, patterns, { ignore, boundary: outside ? dir : folders.siteDir });
  return { files: found.files, skippedLinks: found.skipped.map((link) => skippedLinkWarning(dir, link)) };
}

/** The skipped links of several searches, once each (the docs folder is searched twice). */
export function uniqueLinks(results: { skippedLinks: SkippedLinkWarning[] }[]): SkippedLinkWarning[] {
  const byFile = new Map<string, SkippedLinkWarning>();
  for (const result of results) for (const link of result.skippedLinks) if (!byFile.has(link.file)) byFile.set(link.file, link);
  return [...byFile.values()];
}
