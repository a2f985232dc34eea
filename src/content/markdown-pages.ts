// Markdown pages: the `.md` and `.mdx` files of the site's pages/ folder (Docusaurus's
// src/pages). Each is a page at the route its path gives, as a React page's is
// (`pages/help/index.md` → `/help`), rendered like a doc and shown in the site's layout with its
// table of contents; its front matter gives the title and description (page-front-matter keys in
// front-matter-schemas.ts).
import { pageFrontMatterSchema, type PageFrontMatter } from "./front-matter-schemas.ts";
import { parseFrontMatter, validateFrontMatter, type FrontMatterWarning } from "./frontmatter.ts";
import { join } from "node:path";
import { readMarkdownFile } from "./mdx-code-blocks.ts";
import { routeNameProblem } from "./route-name.ts";
import { pageRoutePath } from "./site-pages.ts";
import { SiteError } from "../errors.ts";

/** Patterns (relative to pages/) of the Markdown pages. */
export const MARKDOWN_PAGE_PATTERNS = ["**/*.{md,mdx}"];

export interface MarkdownPageFile {
  /** Absolute path of the Markdown file. */
  file: string;
  /** Path relative to pages/, `/`-separated. */
  source: string;
  /** The path below pages/ without extension (`help/index`). */
  id: string;
  /** Route path without base URL (`/help`). */
  route: string;
  frontMatter: PageFrontMatter;
  frontMatterWarnings: FrontMatterWarning[];
  /** The full file text (front matter included). */
  content: string;
}

/** Reads one Markdown page: its route, front matter and text. */
export function loadMarkdownPage(pagesDir: string, source: string): MarkdownPageFile {
  const file = join(pagesDir, source);
  const content = readMarkdownFile(file);
  const raw = parseFrontMatter(content, file);
  const { data: frontMatter, warnings } = validateFrontMatter(pageFrontMatterSchema, raw, file);
  const id = source.replace(/\.mdx?$/i, "");
  const route = pageRoutePath(id);
  const problem = routeNameProblem(route, { source, slugAllowed: false });
  if (problem) throw new SiteError(problem.message, { file, hint: problem.hint });
  return { file, source, id, route, frontMatter, frontMatterWarnings: warnings, content };
}

/** The Markdown pages of pages/, drafts left out unless `includeDrafts` (watch mode shows them). */
export function loadMarkdownPages(pagesDir: string, sources: readonly string[], includeDrafts = false): MarkdownPageFile[] {
  return sources.map((source) => loadMarkdownPage(pagesDir, source)).filter((page) => includeDrafts || !page.frontMatter.draft);
}
