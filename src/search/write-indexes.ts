// The build's search phase: documents from the route table, one lunr index per tag,
// written as `search-index-{tag}.json` at the root of the output (the base URL).
import type { HeapCheck } from "../heap-guard.ts";
import { DEFAULT_INDEX_TAG, DOCS_INDEX_PREFIX, DOCS_INDEX_TAG, searchIndexFileName } from "../shared/search.ts";
import { serialiseIndexFile, type SearchBoosts } from "./build-index.ts";
import { searchDocuments, type IndexedDocument, type SearchableRoute } from "./documents.ts";
import { compareText } from "../shared/compare-text.ts";
import { digest } from "../hash.ts";

/** The documents of each index file, by file name, in the order the client loads them. */
export function searchIndexDocuments(routes: SearchableRoute[], baseUrl: string, boosts: SearchBoosts, trailingSlash?: boolean): Map<string, IndexedDocument[]> {
  const byTag = searchDocuments(routes, { baseUrl, trailingSlash, parentCategories: boosts.indexDocSidebarParentCategories });
  // Docs first, then blog and pages, then any other tag: a stable order for the client.
  const order = (tag: string) => (tag === DOCS_INDEX_TAG || tag.startsWith(DOCS_INDEX_PREFIX) ? 0 : tag === DEFAULT_INDEX_TAG ? 1 : 2);
  const tags = [...byTag.keys()].sort((a, b) => order(a) - order(b) || compareText(a, b));
  return new Map(tags.map((tag) => [searchIndexFileName(tag), byTag.get(tag)!]));
}

/** Builds the lunr index of some documents and serialises the index file (as UTF-8). */
export type IndexSerialiser = (documents: IndexedDocument[], boosts: SearchBoosts) => Promise<Uint8Array>;

/** The serialiser of the main thread. */
export const serialiseHere = async (documents: IndexedDocument[], boosts: SearchBoosts, heap?: HeapCheck): Promise<Uint8Array> =>
  serialiseIndexFile(documents, boosts, heap);

/**
 * The key of an index file: the settings and every document, each as its text's length, its
 * text as it is, and the JSON of the rest of it. The text, most of a document, is hashed without
 * being made into JSON first: that took about as long as the hash (bench:peers at 500 docs,
 * bench:scale at 5,000; bench/results/2026-11-25-tenth-pass.md).
 * The length tells where a text ends. (Texts come from UTF-8 files, so they hold no lone
 * surrogate, the one thing their UTF-8 bytes would not tell apart.)
 */
export function documentsKey(settings: string, documents: IndexedDocument[]): string {
  return digest(settings, documentPieces(documents));
}

function* documentPieces(documents: IndexedDocument[]): Generator<string> {
  for (const { text, ...rest } of documents) {
    yield `${text.length}:`;
    yield text;
    yield JSON.stringify(rest);
  }
}

/** An index file as built, with the key of what it was built from. */
export interface BuiltIndexFile {
  key: string;
  contents: Uint8Array;
}

/**
 * Builds index files, reusing the file of a tag whose documents did not change since the
 * last call (watch mode: editing a doc leaves the blog's index as it was), or since the build
 * that left `built` (the build cache). Building a lunr index is the costly part of the search
 * phase.
 */
export class SearchIndexFiles {
  /** The files the last `build` call had to build anew. */
  rebuilt: string[] = [];

  /**
   * `remember`: keep each file with its key for the next call or the build cache. A build
   * without the cache does not, and skips the key: hashing every document's JSON was a
   * noticeable part of the search phase (bench:scale at 1,000 docs).
   */
  constructor(
    private readonly built = new Map<string, BuiltIndexFile>(),
    private readonly remember = true,
  ) {}

  /** `serialise` builds one file (the build hands it to a worker thread). */
  async build(documentsByFile: Map<string, IndexedDocument[]>, boosts: SearchBoosts, serialise: IndexSerialiser = serialiseHere): Promise<Map<string, Uint8Array>> {
    const settings = JSON.stringify(boosts);
    this.rebuilt = [];
    const files = await Promise.all(
      [...documentsByFile].map(async ([name, documents]): Promise<[string, Uint8Array]> => {
        if (!this.remember) {
          this.rebuilt.push(name);
          return [name, await serialise(documents, boosts)];
        }
        const key = documentsKey(settings, documents);
        const entry = this.built.get(name);
        if (entry?.key === key) return [name, entry.contents];
        this.rebuilt.push(name);
        const contents = await serialise(documents, boosts);
        this.built.set(name, { key, contents });
        return [name, contents];
      }),
    );
    for (const name of this.built.keys()) if (!documentsByFile.has(name)) this.built.delete(name);
    return new Map(files);
  }

  /** The files of the last `build` call, by name. */
  get files(): ReadonlyMap<string, BuiltIndexFile> {
    return this.built;
  }
}
