// Turns an index file's compact index into a lunr.Index without lunr.Index.load, which is
// the slow part of a first search: it needs the full inverted index (tens of thousands of
// small objects, built key by key) and builds a minimised token set. Here the inverted
// index is a table of which vectors hold each term, and a term's posting is made the first
// time a query looks it up; the token set is a plain trie (lunr only walks it).
// Query results are the same as with lunr.Index.load(expandIndex(compact)).
import lunr from "lunr";
import type { CompactIndex } from "../../src/shared/search.ts";
import { setVocabulary } from "./query.ts";

type Posting = Record<string, number | Record<string, object>>;
/** What lunr's TokenSet is inside (its typings leave it out). */
type TokenNode = lunr.TokenSet & { edges: Record<string, TokenNode>; final: boolean };

/**
 * A trie of the sorted terms: a deterministic automaton, all that lunr's intersect needs. A
 * node's children are made when lunr first reads its `edges`, so a first search builds the few
 * branches its terms walk instead of the whole vocabulary (a good part of a first search's
 * time; bench:search, bench/results/2026-11-22-fourth-series.md).
 * `from`…`to` are the terms below this node; they share their first `depth` code units (code
 * units, as lunr's own TokenSet builder and query token sets use).
 */
function trie(sorted: string[], from = 0, to = sorted.length, depth = 0): lunr.TokenSet {
  const node = new lunr.TokenSet() as TokenNode;
  // Sorted, so a term that ends here comes first.
  node.final = from < to && sorted[from]!.length === depth;
  let edges: Record<string, TokenNode> | undefined;
  Object.defineProperty(node, "edges", {
    get() {
      if (!edges) {
        edges = {};
        let start = node.final ? from + 1 : from;
        while (start < to) {
          const char = sorted[start]![depth]!;
          let end = start + 1;
          while (end < to && sorted[end]![depth] === char) end++;
          edges[char] = trie(sorted, start, end, depth + 1) as TokenNode;
          start = end;
        }
      }
      return edges;
    },
  });
  return node;
}

/**
 * The lunr.Index of a compact index. The vectors are decoded in place: `compact` belongs to the
 * index from then on. (A copy of every vector was garbage made during the reader's first search,
 * and an index file is parsed for this call alone.)
 */
export function loadCompactIndex(compact: CompactIndex): lunr.Index {
  const { terms, fields } = compact;
  const vectorCount = compact.fieldVectors.length;
  const vectorField = new Array<string>(vectorCount);
  const vectorDoc = new Array<string>(vectorCount);
  const fieldVectors: Record<string, lunr.Vector> = Object.create(null);
  // Which vectors hold each term, as one flat table (counts first, then the rows).
  const rowStart = new Int32Array(terms.length + 1);
  const decoded: number[][] = [];
  compact.fieldVectors.forEach(([fieldRef, elements], v) => {
    const slash = fieldRef.indexOf("/");
    vectorField[v] = fieldRef.slice(0, slash);
    vectorDoc[v] = fieldRef.slice(slash + 1);
    // Term index differences become term indices.
    let termIndex = 0;
    for (let i = 0; i < elements.length; i += 2) {
      termIndex += elements[i]!;
      elements[i] = termIndex;
      rowStart[termIndex + 1]!++;
    }
    decoded.push(elements);
    fieldVectors[fieldRef] = new lunr.Vector(elements);
  });
  for (let t = 0; t < terms.length; t++) rowStart[t + 1]! += rowStart[t]!;
  const rows = new Int32Array(rowStart[terms.length]!);
  const filled = rowStart.slice(0, terms.length);
  decoded.forEach((elements, v) => {
    for (let i = 0; i < elements.length; i += 2) rows[filled[elements[i]!]!++] = v;
  });

  const termIndexOf = new Map(terms.map((term, i) => [term, i]));
  const noMetadata = {};
  const postings: Record<string, Posting> = Object.create(null);
  const posting = (term: string): Posting | undefined => {
    const t = termIndexOf.get(term);
    if (t === undefined) return undefined;
    const result: Posting = { _index: t };
    for (const field of fields) result[field] = Object.create(null) as Record<string, object>;
    for (let r = rowStart[t]!; r < rowStart[t + 1]!; r++) {
      const v = rows[r]!;
      (result[vectorField[v]!] as Record<string, object>)[vectorDoc[v]!] = noMetadata;
    }
    return result;
  };
  const invertedIndex = new Proxy(postings, {
    get: (target, term) => (typeof term === "string" ? (target[term] ??= posting(term)!) : undefined),
  });

  const sorted = [...terms].sort();
  const index = new lunr.Index({
    invertedIndex,
    fieldVectors,
    tokenSet: trie(sorted),
    fields,
    pipeline: lunr.Pipeline.load(compact.pipeline),
  } as unknown as lunr.Index.Attributes);
  // How many (field, document) pairs hold a term: the length of its row.
  setVocabulary(index, sorted, (term) => {
    const t = termIndexOf.get(term);
    return t === undefined ? 0 : rowStart[t + 1]! - rowStart[t]!;
  });
  return index;
}
