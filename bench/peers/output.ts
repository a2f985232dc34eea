// What a build wrote: its HTML pages and size, and whether one doc page of it is sane (the
// doc's title and content, a sidebar, links that lead somewhere).
import { statSync } from "node:fs";
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";

export interface OutputStats {
  /** Every .html file of the output: the pages the tool wrote, redirects and 404 included. */
  htmlPages: number;
  files: number;
  /** Sum of the files' sizes. */
  bytes: number;
  /** Disk space the files take (allocated blocks), as `du` counts it. */
  diskBytes: number;
}

export async function outputStats(dir: string): Promise<OutputStats> {
  const stats: OutputStats = { htmlPages: 0, files: 0, bytes: 0, diskBytes: 0 };
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const s = await stat(join(entry.parentPath, entry.name));
    stats.files++;
    stats.bytes += s.size;
    stats.diskBytes += s.blocks * 512;
    if (entry.name.endsWith(".html")) stats.htmlPages++;
  }
  return stats;
}

/** The page every builder writes for the corpus's first doc, as a site path without extension. */
export const DOC_PAGE = "/docs/section-000/page-00000";

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The file a site path leads to, resolved as static hosts do (file, dir/index.html, x.html). */
function fileOf(outDir: string, path: string): string | undefined {
  const clean = decodeURIComponent(path);
  return [join(outDir, clean), join(outDir, clean, "index.html"), join(outDir, clean.replace(/\/$/, "") + ".html")].find(isFile);
}

/** The text of each `tag` element of `html` (markup stripped). */
function headings(html: string, tag: "h1" | "h2"): string[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, "g"))].map((m) => m[1]!.replace(/<[^>]*>/g, "").trim());
}

export interface DocPageCheck {
  /** The doc page's URL path as the site links it (`…/page-00000/` or `…/page-00000.html`). */
  url: string;
  /** What is missing from the page: title, content, sidebar; empty when sane. */
  missing: string[];
  /** Links (a href) to pages of the same site, and those that lead to no file. */
  internalLinks: number;
  brokenLinks: string[];
}

/**
 * Checks the corpus's first doc page in `outDir`: its h1 is the doc's title; it holds the doc's
 * table (an inline code of it) and a section heading; its sidebar links to a doc of the same
 * section that the text does not link to (page 2) and to the next section; and its links to
 * pages of the site lead to files (the text links to pages 1, 7 and 31 as `page-0000N.md`).
 */
export async function checkDocPage(outDir: string): Promise<DocPageCheck | undefined> {
  const url = [`${DOC_PAGE}/`, `${DOC_PAGE}.html`].find((u) => isFile(join(outDir, u.endsWith("/") ? u + "index.html" : u)));
  if (!url) return undefined;
  const html = await readFile(fileOf(outDir, url)!, "utf8");
  const hrefs = [...html.matchAll(/<a\b[^>]*?\shref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)].map((m) => (m[1] ?? m[2] ?? m[3]!).replaceAll("&amp;", "&"));
  const missing: string[] = [];
  if (!headings(html, "h1").some((text) => /^\W*Page 0\b/.test(text))) missing.push("title as h1");
  if (!html.includes("scanner.option0") || !headings(html, "h2").some((text) => text.includes("Overview"))) missing.push("content");
  if (!hrefs.some((h) => h.includes("page-00002")) || !hrefs.some((h) => /section-001\b/.test(h))) missing.push("sidebar");
  const base = new URL(url, "http://site.invalid");
  let internalLinks = 0;
  const brokenLinks: string[] = [];
  for (const href of hrefs) {
    // Other sites (a scheme or //host) and links within the page are not the site's pages.
    if (!href || href.startsWith("#") || href.startsWith("//") || /^[a-z][a-z0-9+.-]*:/i.test(href)) continue;
    internalLinks++;
    if (!fileOf(outDir, new URL(href, base).pathname)) brokenLinks.push(href);
  }
  return { url, missing, internalLinks, brokenLinks };
}
