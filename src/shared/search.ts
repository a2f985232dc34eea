// The search index format, shared by the compiler (which writes it) and the browser
// (which loads it). Plain data and pure helpers only: no Node APIs, no lunr.

/** One searchable section of a page: the page itself (its intro) or one of its h2/h3. */
export interface SearchDocument {
  /** The lunr ref: `d` and the document's position in its index file (`d0`, `d1`, …). */
  id: string;
  /** The indexed title: the page title for the page document, else the section heading. */
  title: string;
  /** A short snippet of the section's text (the index holds the full text). */
  content: string;
  tags: string[];
  /** The section heading; empty for the page document. */
  sectionTitle: string;
  pageTitle: string;
  /** URL path with the base URL, plus `#anchor` for sections: `/docs/scanners/nmap#deployment`. */
  sectionRoute: string;
  type: "docs" | "blog" | "other";
  sidebarParentCategories: string[];
}

/** Contents of `search-index-{tag}.json`: the documents and a serialised lunr index. */
export interface SearchIndexFile {
  documents: SearchDocument[];
  index: CompactIndex;
}

/** One result, ready to show: the document, its score and the terms to mark. */
export interface SearchHit {
  document: SearchDocument;
  score: number;
  /** Lower-case terms; a word is marked when it starts with one of them. */
  terms: string[];
}

/** The tag of the docs index (one docs plugin, one version) and of blog and pages. */
export const DOCS_INDEX_TAG = "docs-default-current";
/** The start of every docs index tag: `docs-default-<version>` (one file per docs version). */
export const DOCS_INDEX_PREFIX = "docs-default-";
export const DEFAULT_INDEX_TAG = "default";

/** File name of a tag's index, relative to the base URL. */
export function searchIndexFileName(tag: string): string {
  return `search-index-${tag}.json`;
}

/**
 * Where lunr splits words, at build time and in the browser: white space, hyphens, and the
 * punctuation inside paths, URLs, file and key names (`values.yaml`, `image.repository`,
 * `host:port`) so that their parts are words of their own.
 */
export const TERM_SEPARATOR = /[\s\-/.:=,;|()[\]{}<>"'`]+/;

/**
 * The `index` of an index file: lunr's own serialisation (`lunr.Index#toJSON`) without its
 * inverted index, which the field vectors hold a second time. `terms[i]` is the term with
 * lunr's term index `i`; in each vector, a term index is stored as the difference to the
 * previous one (vectors are sorted by term index), and scores have two significant digits.
 */
export interface CompactIndex {
  version: string;
  fields: string[];
  pipeline: string[];
  terms: string[];
  fieldVectors: [fieldRef: string, elements: number[]][];
}

/** lunr's serialised index, as `lunr.Index.load` reads it. */
export interface SerialisedLunrIndex {
  version: string;
  fields: string[];
  pipeline: string[];
  fieldVectors: [string, number[]][];
  invertedIndex: [string, Record<string, number | Record<string, object>>][];
}

/** Restores lunr's serialisation from the compact one (pure data, no lunr needed). */
export function expandIndex(compact: CompactIndex): SerialisedLunrIndex {
  // lunr only reads (and copies) a posting's metadata: one empty object serves them all.
  const noMetadata = {};
  const postings = compact.terms.map((_, i) => {
    const posting: Record<string, number | Record<string, object>> = { _index: i };
    for (const field of compact.fields) posting[field] = {};
    return posting;
  });
  const fieldVectors: [string, number[]][] = compact.fieldVectors.map(([fieldRef, deltas]) => {
    const slash = fieldRef.indexOf("/");
    const field = fieldRef.slice(0, slash);
    const docRef = fieldRef.slice(slash + 1);
    const elements = deltas.slice();
    let termIndex = 0;
    for (let i = 0; i < elements.length; i += 2) {
      termIndex += elements[i]!;
      elements[i] = termIndex;
      const fieldPosting = postings[termIndex]?.[field];
      if (typeof fieldPosting === "object") fieldPosting[docRef] = noMetadata;
    }
    return [fieldRef, elements];
  });
  const invertedIndex = compact.terms
    .map((term, i): [string, Record<string, number | Record<string, object>>] => [term, postings[i]!])
    // lunr builds its token set from the terms in sorted order.
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { version: compact.version, fields: compact.fields, pipeline: compact.pipeline, fieldVectors, invertedIndex };
}
