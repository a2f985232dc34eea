// Applies a batch of changed files to what watch mode has loaded: the files searched again when
// some were added, moved or removed, the docs and posts that changed read again and their
// Markdown rendered again, static files copied or removed. Builds on the phases of the load and
// the Markdown of `sitec build`.
import { copyFile, mkdir } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { SiteTheme } from "../bundle/site-theme.ts";
import type { Theme } from "../bundle/theme.ts";
import type { LoadedConfig } from "../config/load.ts";
import { authorsRoute, excerptKey, loadAuthors, loadPost, loadPosts, orderPosts } from "../content/blog.ts";
import { checkDocIds, loadDoc } from "../content/docs.ts";
import { findSiteFiles, type SiteFiles, type SiteFolders } from "../content/find-site-files.ts";
import { ownDocs, postOptions, type Content } from "../content/load-content.ts";
import { loadCategories } from "../content/sidebar.ts";
import { loadSidebarsFile } from "../content/sidebars-file.ts";
import { contentOptions, withContentGlobalData } from "../load/load-sources.ts";
import type { PhaseTimer } from "../log.ts";
import type { MarkdownWorkers } from "../markdown/render-batch.ts";
import { renderSiteMarkdown, type SiteMarkdownOptions, type RenderedContent } from "../markdown/render-content.ts";
import type { MdxBuildInfo } from "../markdown/mdx/render-mdx.ts";
import type { OutputWriter } from "./output-writer.ts";
import { isInside, type ChangeKind, type FileChange } from "./changes.ts";
import { compareText } from "../shared/compare-text.ts";

/** What watch mode has loaded, and keeps between batches of changes. */
export interface SiteState {
  loaded: LoadedConfig;
  folders: SiteFolders;
  files: SiteFiles;
  siteTheme: SiteTheme;
  content: Content;
  markdownOptions: SiteMarkdownOptions;
  markdown: RenderedContent;
  theme: Theme;
}

/** A Markdown link to a Markdown file: `](x.md)`, `](../y.md#z)`. */
const MD_LINK = /\]\([^)\s]*\.mdx?(?:[#?][^)\s]*)?\)/;

/**
 * The state after `changes`: a copy of `previous` with what they touch loaded again (the theme
 * is the caller's). `kindOf` classifies a changed path.
 */
export async function reloadChanges(
  previous: SiteState,
  changes: FileChange[],
  kindOf: (path: string) => ChangeKind,
  context: { workers: MarkdownWorkers; includeDrafts: boolean; timer: PhaseTimer; out: OutputWriter },
): Promise<SiteState> {
  const markdown: RenderedContent = new Map(previous.markdown);
  markdown.mdx = previous.markdown.mdx;
  const next: SiteState = { ...previous, content: { ...previous.content }, markdown };
  const { folders } = next;
  const paths = changes.map((c) => resolve(c.path));
  const kinds = new Set(paths.map(kindOf));
  const known = contentFiles(previous.files, folders);
  const markdownFiles = new Set(paths.filter((p) => kindOf(p) === "markdown" && known.has(p)));
  // A file MDX pages are made of (a component, the theme's too): those pages are rendered again.
  for (const path of paths) for (const key of previous.markdown.mdx?.importers.get(path) ?? []) if (known.has(key)) markdownFiles.add(key);
  // A file added, removed or moved (a folder renamed moves all its files), or a save of a file
  // that is not content (an excluded one), may change which files make the site: every folder
  // is searched again, with the build's own globs.
  const searchAgain =
    changes.some((c) => c.event !== "change" && isInside(resolve(c.path), folders.siteDir)) ||
    paths.some((p) => kindOf(p) === "markdown" && !known.has(p));
  if (searchAgain) {
    next.files = await context.timer.run("load content", () => findSiteFiles(folders));
    const found = contentFiles(next.files, folders);
    for (const file of known) if (!found.has(file)) markdownFiles.add(file);
    for (const file of found) if (!known.has(file)) markdownFiles.add(file);
  }
  const { config } = next.loaded;
  const options = contentOptions(folders, config, context.includeDrafts);
  if (searchAgain || kinds.has("categories")) {
    next.content.categories = await context.timer.run("load categories", () => loadCategories(folders.docsDir, next.files.categories));
  }
  if (kinds.has("sidebars") && config.docs.sidebarPath) {
    const sidebarPath = config.docs.sidebarPath;
    next.content.sidebarsFile = await context.timer.run("load sidebars", () => loadSidebarsFile(folders.siteDir, sidebarPath));
  }
  if (kinds.has("authors")) {
    next.content.posts = await context.timer.run("load posts", () => loadPosts(folders.blogDir, next.files.posts, { ...postOptions(options), tagsFile: next.content.tagsFiles.blog }));
    for (const post of next.content.posts) markdownFiles.add(post.file);
  }
  if (markdownFiles.size) await context.timer.run("load content", () => reloadMarkdown(next, [...markdownFiles], context.workers, options));
  if (kinds.has("static")) await context.timer.run("static", () => syncStatic(previous.files.static, next.files.static, changes, folders.siteDir, context.out));
  return next;
}

/** Absolute paths of the docs and posts among the site's files. */
function contentFiles(files: SiteFiles, folders: SiteFolders): Set<string> {
  return new Set([...files.docs.map((f) => join(folders.docsDir, f)), ...files.posts.map((f) => join(folders.blogDir, f))]);
}

/** Reads the given Markdown files (added, changed or removed) again and renders their Markdown. */
async function reloadMarkdown(
  next: SiteState,
  files: string[],
  workers: MarkdownWorkers,
  options: ReturnType<typeof contentOptions>,
): Promise<void> {
  const { folders, content } = next;
  const docFiles = new Set(next.files.docs.map((f) => join(folders.docsDir, f)));
  const postFiles = new Set(next.files.posts.map((f) => join(folders.blogDir, f)));
  // The further docs instances' docs stay as loaded: a change of one loads the site again (changes.ts).
  const instanceDocs = content.instances ? content.docs.filter((d) => d.pluginId !== undefined) : [];
  const docs = new Map(ownDocs(content).map((d) => [d.file, d]));
  const posts = new Map(content.posts.map((p) => [p.file, p]));
  const authors = await loadAuthors(folders.blogDir, options.authorsMapPath, authorsRoute(options.blogRouteBasePath, options.authorsBasePath));
  for (const file of files) {
    docs.delete(file);
    posts.delete(file);
    next.markdown.delete(file);
    next.markdown.delete(excerptKey(file));
    if (docFiles.has(file)) {
      docs.set(file, await loadDoc(folders.docsDir, toSource(folders.docsDir, file), options.docsRouteBasePath, { numberPrefixParser: options.numberPrefixParser, tagsFile: content.tagsFiles.docs }));
    } else if (postFiles.has(file)) {
      const post = await loadPost(folders.blogDir, toSource(folders.blogDir, file), authors, options.blogRouteBasePath, options.truncateMarker, content.tagsFiles.blog);
      if (!post.frontMatter.draft || options.includeDrafts) posts.set(file, post);
    }
  }
  const routesBefore = JSON.stringify(content.docs.map((d) => [d.file, d.route]));
  // The drafts of the last load stay known (they are not among the docs kept), with any new ones.
  const draftIds = [...content.draftDocIds];
  content.docs = [...checkDocIds([...docs.values()].sort((a, b) => compareText(a.source, b.source)), draftIds, options.includeDrafts), ...instanceDocs];
  content.draftDocIds = [...new Set(draftIds)];
  content.posts = orderPosts([...posts.values()], options.sortPosts);
  const changed = new Set(files);
  // When a doc appeared, disappeared or moved, `.md` links to it render differently: render
  // again every file that links to a Markdown file.
  if (routesBefore !== JSON.stringify(content.docs.map((d) => [d.file, d.route]))) {
    for (const item of [...content.docs, ...content.posts]) if (MD_LINK.test(item.content)) changed.add(item.file);
  }
  // The docs' global data that MDX content reads is of the docs as they are now.
  next.markdownOptions = withContentGlobalData(next.markdownOptions, next.loaded.config, content);
  const rendered = await renderSiteMarkdown(content, next.markdownOptions, workers, (job) => changed.has(job.file) || !next.markdown.has(job.key));
  for (const [key, value] of rendered) next.markdown.set(key, value);
  next.markdown.mdx = mergeMdxInfo(next.markdown.mdx, rendered.mdx, new Set(rendered.keys()));
}

/** What MDX pages are made of, after `rendered` rendered the pages `keys` again (and the others kept theirs). */
export function mergeMdxInfo(before: MdxBuildInfo | undefined, rendered: MdxBuildInfo | undefined, keys: Set<string>): MdxBuildInfo | undefined {
  if (!before) return rendered;
  const importers = new Map<string, Set<string>>();
  const add = (file: string, key: string) => {
    if (!importers.has(file)) importers.set(file, new Set());
    importers.get(file)!.add(key);
  };
  for (const [file, pages] of before.importers) for (const key of pages) if (!keys.has(key)) add(file, key);
  for (const [file, pages] of rendered?.importers ?? []) for (const key of pages) add(file, key);
  const islands = new Map([...before.islands, ...(rendered?.islands ?? [])].map((island) => [island.name, island]));
  // The stylesheets of pages rendered again, and those the other pages' modules import (approximately: kept as they were).
  const styles = [...new Set([...before.styles, ...(rendered?.styles ?? [])])].sort();
  return { importers, islands: [...islands.values()], styles, compiled: rendered?.compiled ?? 0 };
}

const toSource = (dir: string, file: string) => relative(dir, file).split(sep).join("/");

/** Copies changed files of static/ into the output and removes those that are gone. */
async function syncStatic(before: string[], now: string[], changes: FileChange[], siteDir: string, out: OutputWriter): Promise<void> {
  const staticDir = join(siteDir, "static");
  const present = new Set(now);
  const touched = new Set<string>();
  for (const change of changes) {
    const path = resolve(change.path);
    if (!isInside(path, staticDir)) continue;
    const rel = toSource(staticDir, path);
    // A folder added, removed or renamed: every file below it.
    for (const file of [...before, ...now]) if (file === rel || file.startsWith(rel + "/")) touched.add(file);
  }
  for (const file of touched) {
    if (!present.has(file)) {
      await out.remove(file);
      continue;
    }
    await mkdir(dirname(join(out.dir, file)), { recursive: true });
    await copyFile(join(staticDir, file), join(out.dir, file));
  }
}
