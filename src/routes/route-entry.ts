// The route table's record: one per output page. Render, links, search, feeds and the
// sitemap all read these; none of them walks the file system again.
import type { CollectedLink } from "../markdown/remark-links.ts";
import type { SearchSource } from "../search/documents.ts";
import type { RouteData } from "../shared/types.ts";

export type { SearchSource };

export interface RouteEntry {
  data: RouteData;
  /** The file the page comes from, for error messages. */
  file?: string;
  /** Links written in the page's Markdown, with their lines. */
  contentLinks: CollectedLink[];
  /** Listed in sitemap.xml (not unlisted, not a redirect, not the 404 page). */
  inSitemap: boolean;
  search?: SearchSource;
}
