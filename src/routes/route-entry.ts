// The route table's record: one per output page. Render, links, search, feeds and the
// sitemap all read these; none of them walks the file system again.
import type { CollectedLink } from "../markdown/remark-links.ts";
import type { Section } from "../markdown/rehype-sections.ts";
import type { RouteData } from "../shared/types.ts";

export interface SearchSource {
  /** `docs`, `blog` or `other` (SPEC §3). */
  type: "docs" | "blog" | "other";
  /** Which index file the page goes to (`docs-default-current` or `default`). */
  indexTag: string;
  pageTitle: string;
  sections: Section[];
  tags: string[];
  parentCategories: string[];
}

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
