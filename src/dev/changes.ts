// What a changed file means for watch mode: which part of the site it belongs to, and so what
// has to be loaded again.
import { join, resolve, sep } from "node:path";
import { CONFIG_FILE } from "../config/load.ts";
import { TEMPLATES_DIR } from "../bundle/bundle.ts";
import { THEME_OVERRIDES_FOLDER } from "../bundle/theme-resolver.ts";

/** A file or folder of the site that was added, changed or removed (as the watcher reports it). */
export interface FileChange {
  event: "add" | "change" | "unlink" | "addDir" | "unlinkDir";
  path: string;
}

/**
 * - `full`: the config, a page component or an override of a theme component: everything is
 *   loaded again.
 * - `theme`: the bundles are made again.
 * - `markdown`, `categories`, `authors`, `sidebars` (the sidebars file or a file it imports):
 *   content; only pages whose data changed are written.
 * - `static`: the file is copied (or removed).
 * - `component`: a file MDX pages are made of (a component they import, or its imports): those
 *   pages are rendered again.
 */
export type ChangeKind = "full" | "theme" | "markdown" | "categories" | "authors" | "sidebars" | "static" | "component" | "ignore";

/** Changes that can only alter pages' own data (unless the sidebar changes with them). */
export const CONTENT_CHANGES: ReadonlySet<ChangeKind> = new Set(["markdown", "categories", "authors", "sidebars", "component"]);

export interface WatchedFolders {
  siteDir: string;
  docsDir: string;
  blogDir: string;
  /** Set on a site with versions.json (docs-versions.ts). */
  versions?: unknown[];
  /** The further docs instances' folders (docs-instances.ts). */
  instances?: { docsDir: string }[];
  /** The further blogs' folders (config `blogInstances`). */
  blogFolders?: { blogDir: string }[];
  pagesDir?: string;
}

/** The files and folders of Docusaurus's versioned docs layout, relative to the site folder. */
const VERSIONS_LAYOUT = ["versions.json", "versioned_docs", "versioned_sidebars"];

export function isInside(path: string, dir: string): boolean {
  return path === dir || path.startsWith(dir + sep);
}

/** The kind of a changed path; before the first successful load every change is `full`. */
export function classifyChange(path: string, folders: WatchedFolders | undefined, siteDir: string): ChangeKind {
  const file = resolve(path);
  // An override in theme/ (added, changed or removed) changes which files the theme is made of.
  if (file === join(siteDir, CONFIG_FILE) || isInside(file, folders?.pagesDir ?? join(siteDir, "pages")) || isInside(file, join(siteDir, THEME_OVERRIDES_FOLDER))) return "full";
  if (isInside(file, resolve(TEMPLATES_DIR))) return "theme";
  if (!folders) return "full";
  // Every version's docs and sidebars: a change of one, or of the docs folder of a site with
  // versions, loads the site again (each version's routes, sidebars and links depend on the others).
  if (VERSIONS_LAYOUT.some((name) => isInside(file, join(siteDir, name)))) return "full";
  if (folders.versions && isInside(file, folders.docsDir)) return "full";
  // A further docs instance's file: loaded again with the rest (its docs' ids, routes and
  // sidebars are its own, and watch mode's partial reload knows the docs option's alone).
  if (folders.instances?.some((i) => isInside(file, i.docsDir))) return "full";
  // So is a further blog's: the partial reload knows the `blog` option's posts alone.
  if (folders.blogFolders?.some((b) => isInside(file, b.blogDir))) return "full";
  if (isInside(file, join(siteDir, "static"))) return "static";
  if (isInside(file, folders.docsDir) && /_category_\.(json|ya?ml)$/.test(file)) return "categories";
  if (file === join(folders.blogDir, "authors.yml")) return "authors";
  if ((isInside(file, folders.docsDir) || isInside(file, folders.blogDir)) && /\.mdx?$/.test(file)) return "markdown";
  return "ignore";
}
