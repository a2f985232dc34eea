// Route entries for search tests: only what the index builder reads.
import type { RouteEntry, SearchSource } from "../../../src/routes/route-entry.ts";
import type { Section } from "../../../src/markdown/rehype-sections.ts";
import type { SearchBoosts } from "../../../src/search/build-index.ts";

export const BOOSTS: SearchBoosts = {
  titleBoost: 5,
  contentBoost: 1,
  tagsBoost: 3,
  parentCategoriesBoost: 2,
  indexDocSidebarParentCategories: 0,
};

export function docRoute(path: string, title: string, sections: Section[], extra: Partial<SearchSource> = {}): RouteEntry {
  return {
    contentLinks: [],
    inSitemap: true,
    data: { path, title, description: "", noindex: false, props: { kind: "not-found" } },
    search: { type: "docs", indexTag: "docs-default-current", pageTitle: title, sections, tags: [], parentCategories: [], ...extra },
  };
}

export function postRoute(path: string, title: string, sections: Section[], tags: string[] = []): RouteEntry {
  return docRoute(path, title, sections, { type: "blog", indexTag: "default", tags });
}

/** A route without a search source, as unlisted docs and posts are. */
export function unlistedRoute(path: string, title: string): RouteEntry {
  return { contentLinks: [], inSitemap: false, data: { path, title, description: "", noindex: true, props: { kind: "not-found" } } };
}

export function pageRoute(path: string, title: string, description: string, noindex = false): RouteEntry {
  return { contentLinks: [], inSitemap: true, data: { path, title, description, noindex, props: { kind: "page", pageId: "index" } } };
}
