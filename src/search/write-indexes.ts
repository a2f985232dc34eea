// The build's search phase: documents from the route table, one lunr index per tag,
// written as `search-index-{tag}.json` at the root of the output (the base URL).
import type { RouteEntry } from "../routes/route-entry.ts";
import { DEFAULT_INDEX_TAG, DOCS_INDEX_TAG, searchIndexFileName } from "../shared/search.ts";
import { buildSearchIndex, serialiseIndexFile, type SearchBoosts } from "./build-index.ts";
import { searchDocuments } from "./documents.ts";

export interface WriteSearchIndexesInput {
  routes: RouteEntry[];
  baseUrl: string;
  boosts: SearchBoosts;
  write: (path: string, contents: string) => Promise<void>;
}

/** The index files of a route table, by file name. */
export function buildSearchIndexFiles(routes: RouteEntry[], baseUrl: string, boosts: SearchBoosts): Map<string, string> {
  const byTag = searchDocuments(routes, { baseUrl, parentCategories: boosts.indexDocSidebarParentCategories });
  // Docs first, then blog and pages, then any other tag: a stable order for the client.
  const order = (tag: string) => (tag === DOCS_INDEX_TAG ? 0 : tag === DEFAULT_INDEX_TAG ? 1 : 2);
  const tags = [...byTag.keys()].sort((a, b) => order(a) - order(b) || a.localeCompare(b));
  const files = new Map<string, string>();
  for (const tag of tags) {
    const documents = byTag.get(tag)!;
    files.set(searchIndexFileName(tag), serialiseIndexFile(documents, buildSearchIndex(documents, boosts)));
  }
  return files;
}

/** Writes one index file per tag; returns their names (relative to the base URL). */
export async function writeSearchIndexes(input: WriteSearchIndexesInput): Promise<string[]> {
  const files = buildSearchIndexFiles(input.routes, input.baseUrl, input.boosts);
  for (const [name, contents] of files) await input.write(name, contents);
  return [...files.keys()];
}
