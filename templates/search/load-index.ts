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

/** A trie of the terms: a deterministic automaton, all that lunr's intersect needs. */
function trie(terms: string[]): lunr.TokenSet {
  const root = new lunr.TokenSet() as TokenNode;
  for (const term of terms) {
    let node = root;
    // Code units, as lunr's own TokenSet builder and query token sets use.
    for (let i = 0; i < term.length; i++) {
      const char = term[i]!;
      node = node.edges[char] ??= new lunr.TokenSet() as TokenNode;
    }
    node.final = true;
  }
  return root;
}

export function loadCompactIndex(compact: CompactIndex): lunr.Index {
  const { terms, fields } = compact;
  const vectorCount = compact.fieldVectors.length;
  const vectorField = new Array<string>(vectorCount);
  const vectorDoc = new Array<string>(vectorCount);
  const fieldVectors: Record<string, lunr.Vector> = Object.create(null);
  // Which vectors hold each term, as one flat table (counts first, then the rows).
  const rowStart = new Int32Array(terms.length + 1);
  const decoded: number[][] = [];
  compact.fieldVectors.forEach(([fieldRef, deltas], v) => {
    const slash = fieldRef.indexOf("/");
    vectorField[v] = fieldRef.slice(0, slash);
    vectorDoc[v] = fieldRef.slice(slash + 1);
    const elements = deltas.slice();
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

  const index = new lunr.Index({
    invertedIndex,
    fieldVectors,
    tokenSet: trie(terms),
    fields,
    pipeline: lunr.Pipeline.load(compact.pipeline),
  } as unknown as lunr.Index.Attributes);
  // How many (field, document) pairs hold a term: the length of its row.
  setVocabulary(index, [...terms].sort(), (term) => {
    const t = termIndexOf.get(term);
    return t === undefined ? 0 : rowStart[t + 1]! - rowStart[t]!;
  });
  return index;
}
