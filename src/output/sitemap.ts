import { pageHref } from "../shared/paths.ts";
import { escapeHtml } from "../render/document.ts";

/** sitemap.xml of the given route paths (unlisted pages already left out). */
export function renderSitemap(siteUrl: string, baseUrl: string, paths: string[], trailingSlash?: boolean): string {
  const origin = siteUrl.replace(/\/$/, "");
  const urls = paths
    .sort()
    .map((p) => `  <url><loc>${escapeHtml(origin + pageHref(baseUrl, p, trailingSlash))}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
