// The pages of a site's pages/ folder, by Docusaurus's routing rules: every React file
// (`.js`, `.jsx`, `.ts`, `.tsx`) at any depth is a page; `index` names its folder
// (`pages/help/index.js` → `/help`); files and folders whose name starts with `_`, tests
// (`*.test.*`, `__tests__/`) and type declarations (`*.d.ts`) are not pages. Markdown pages
// (`.md`, `.mdx`) are markdown-pages.ts's. What a page imports
// beside itself (stylesheets, CSS and Sass modules, images, JSON) is left alone; any other file is
// reported, so that nothing in pages/ is skipped without a word.
import { posix } from "node:path";

/** One page of pages/: its file (absolute) and its id, the path below pages/ without extension. */
export interface SitePage {
  file: string;
  id: string;
}

/** Patterns (relative to pages/) of the page files. */
export const PAGE_PATTERNS = ["**/*.{js,jsx,ts,tsx}"];

/** Patterns of what is never a page, after Docusaurus's defaults (plus type declarations). */
export const PAGE_IGNORES = ["**/_*", "**/_*/**", "**/*.test.{js,jsx,ts,tsx}", "**/__tests__/**", "**/*.d.ts"];

/** Files beside the pages that pages import: not pages, and not reported. */
const COMPANION_FILE = /\.(css|scss|sass|json|svg|png|jpe?g|gif|webp|avif|ico)$/i;

/** Markdown in pages/: a page of its own (markdown-pages.ts). */
const MARKDOWN_FILE = /\.mdx?$/i;

/** The id of a page file, given its path relative to pages/ (`help/index.js` → `help/index`). */
export function pageIdOf(relativePath: string): string {
  return relativePath.replace(/\\/g, "/").replace(/\.[jt]sx?$/, "");
}

/** The route path of a page id: `index` → `/`, `help/index` → `/help`, `users` → `/users`. */
export function pageRoutePath(id: string): string {
  const path = id === "index" ? "" : id.endsWith("/index") ? id.slice(0, -"/index".length) : id;
  return "/" + path;
}

/** What a file of pages/ that is not a page is, or undefined when it needs no word. */
export function notAPageMessage(relativePath: string): string | undefined {
  const name = posix.basename(relativePath.replace(/\\/g, "/"));
  if (COMPANION_FILE.test(name) || MARKDOWN_FILE.test(name)) return undefined;
  return "this file in pages/ is not a page: pages are .md, .mdx, .js, .jsx, .ts and .tsx files. Move it to static/ if it should be served as it is, or rename it with a leading `_` if a page imports it.";
}
