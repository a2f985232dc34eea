// The search engine, loaded only when the reader first uses the search box (its own chunk,
// with lunr). Fetches each tag's index once; a failed fetch counts as an empty index.
import type lunr from "lunr";
import type { SearchDocument, SearchHit, SearchIndexFile } from "../../src/shared/search.ts";
import { loadCompactIndex } from "./load-index.ts";
import { readIndexFile } from "./read-index-file.ts";
import { markParts, type TextPart } from "./mark.ts";
import { runQuery } from "./query.ts";
import { rankMatches, type Candidate } from "./rank.ts";

interface LoadedIndex {
  documents: Map<string, SearchDocument>;
  index?: lunr.Index;
}

const EMPTY: LoadedIndex = { documents: new Map() };
const cache = new Map<string, Promise<LoadedIndex>>();

/**
 * Fetches and loads one index file, once per URL; any failure gives an empty index. `file` is
 * the file when the caller started fetching and parsing it already (see read-index-file.ts).
 */
export function loadIndex(url: string, file?: Promise<SearchIndexFile | undefined>): Promise<LoadedIndex> {
  let pending = cache.get(url);
  if (!pending) {
    pending = (file ?? readIndexFile(url))
      .then((file) => {
        if (!file) return EMPTY;
        const index = loadCompactIndex(file.index);
        return { documents: new Map(file.documents.map((d) => [d.id, d])), index };
      })
      .catch(() => EMPTY);
    cache.set(url, pending);
  }
  return pending;
}

/** A hit as the result list shows it: titles and snippet split into marked and plain parts. */
export interface SearchResult extends SearchHit {
  parts: { pageTitle: TextPart[]; sectionTitle: TextPart[]; content: TextPart[] };
  /** The docs version of a docs result, on a site with versions. */
  version?: string;
}

export interface SearchEngine {
  search(query: string): SearchResult[];
}

function toResult(hit: SearchHit, versionLabel?: string): SearchResult {
  const { pageTitle, sectionTitle, content, type } = hit.document;
  return {
    ...hit,
    ...(versionLabel !== undefined && type === "docs" ? { version: versionLabel } : {}),
    parts: { pageTitle: markParts(pageTitle, hit.terms), sectionTitle: markParts(sectionTitle, hit.terms), content: markParts(content, hit.terms) },
  };
}

/** Merges the matches of several indexes: best first (see rank.ts), cut to `max`. */
export function mergeMatches(indexes: LoadedIndex[], query: string, max: number): SearchHit[] {
  const found: Candidate[] = [];
  for (const { index, documents } of indexes) {
    if (!index) continue;
    for (const match of runQuery(index, query)) {
      const document = documents.get(match.ref);
      if (document) found.push({ ...match, document });
    }
  }
  return rankMatches(found, query, max).map(({ document, score, terms }) => ({ document, score, terms }));
}

/**
 * Loads every index of the site (in parallel) and returns the engine over them. `files` are
 * the files if the caller started fetching and parsing them (in the order of `indexFiles`).
 */
export async function createSearchEngine(
  baseUrl: string,
  indexFiles: string[],
  maxResults: number,
  files: Promise<SearchIndexFile | undefined>[] = [],
  versionLabel?: string,
): Promise<SearchEngine> {
  const indexes = await Promise.all(indexFiles.map((name, i) => loadIndex(baseUrl + name, files[i])));
  return { search: (query) => mergeMatches(indexes, query, maxResults).map((hit) => toResult(hit, versionLabel)) };
}
