// Search documents from the route table: one per page section (the page itself, then each
// h2/h3). The full text goes to the index; the documents keep only a short snippet, since
// that is all a result shows.
import { pageHref } from "../shared/paths.ts";
import { DEFAULT_INDEX_TAG, type SearchDocument } from "../shared/search.ts";
import type { RouteData } from "../shared/types.ts";

/** What the route table gives search about a page (see routes/route-entry.ts). */
export interface SearchSource {
  /** `docs`, `blog` or `other` (SPEC §3). */
  type: "docs" | "blog" | "other";
  /** Which index file the page goes to (`docs-default-current` or `default`). */
  indexTag: string;
  pageTitle: string;
  /** The page's sections: the part before the first h2/h3 (no id), then each heading's. */
  sections: { id?: string; title?: string; text: string }[];
  tags: string[];
  parentCategories: string[];
}

/** A route as search reads it. */
export interface SearchableRoute {
  data: RouteData;
  search?: SearchSource;
}

/**
 * The id (lunr ref) of the n-th document of an index: `d0`, `d1`, … Not a bare number: as
 * object keys, numbers become sparse array indices, which makes loading the index and
 * every query much slower in V8.
 */
export function documentId(position: number): string {
  return "d" + position;
}

/** Characters of section text kept in a document for the result's snippet. */
export const SNIPPET_LENGTH = 110;

/** A document with the full text of its section, which is indexed but not stored. */
export interface IndexedDocument {
  document: SearchDocument;
  /** The section's full text (the `content` field of the index). */
  text: string;
  /** Parent categories to index (the nearest `indexDocSidebarParentCategories` of them). */
  parentCategories: string[];
}

export interface SearchDocumentsOptions {
  baseUrl: string;
  /** The config's `trailingSlash`, applied to the results' links. */
  trailingSlash?: boolean;
  /** How many of a doc's nearest sidebar parent categories are indexed (0: none). */
  parentCategories: number;
}

/** Cuts text to about `max` characters at a word boundary. */
export function snippet(text: string, max = SNIPPET_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(" ");
  return (space > max * 0.6 ? cut.slice(0, space) : cut.slice(0, max)).replace(/[\s,.;:(\-–]+$/, "") + "…";
}

/**
 * What search knows about a route: its own `search` source, or for a site page (site/pages)
 * an `other` document made of its title and description. Unlisted pages have none.
 */
export function searchSourceOf(route: SearchableRoute): SearchSource | undefined {
  if (route.search) return route.search;
  if (route.data.props.kind !== "page" || route.data.noindex) return undefined;
  return {
    type: "other",
    indexTag: DEFAULT_INDEX_TAG,
    pageTitle: route.data.title,
    sections: [{ text: route.data.description }],
    tags: [],
    parentCategories: [],
  };
}

/** The documents of every indexed route, grouped by index tag (in route order). */
export function searchDocuments(routes: SearchableRoute[], options: SearchDocumentsOptions): Map<string, IndexedDocument[]> {
  const byTag = new Map<string, IndexedDocument[]>();
  for (const route of routes) {
    const source = searchSourceOf(route);
    if (!source) continue;
    let list = byTag.get(source.indexTag);
    if (!list) byTag.set(source.indexTag, (list = []));
    const pageUrl = pageHref(options.baseUrl, route.data.path, options.trailingSlash);
    const categories = options.parentCategories > 0 ? source.parentCategories.slice(-options.parentCategories) : [];
    source.sections.forEach((section, i) => {
      const isPage = i === 0;
      // A section without a heading id cannot be linked to; it is not a result of its own.
      if (!isPage && !section.id) return;
      const title = isPage ? source.pageTitle : (section.title ?? "");
      list.push({
        text: section.text,
        // The page's tags and categories describe the page, not each of its sections.
        parentCategories: isPage ? categories : [],
        document: {
          id: documentId(list.length),
          title,
          content: snippet(section.text),
          tags: isPage ? source.tags : [],
          sectionTitle: isPage ? "" : title,
          pageTitle: source.pageTitle,
          sectionRoute: isPage ? pageUrl : `${pageUrl}#${section.id}`,
          type: source.type,
          sidebarParentCategories: isPage ? categories : [],
        },
      });
    });
  }
  return byTag;
}
