// A lunr index per tag, built straight into its compact serialisation (`CompactIndex`, which
// the browser expands for `lunr.Index.load`): fields boosted as configured, BM25 with k1 1.2
// and b 0.75, vector scores rounded.
import { HeapGuard, type HeapCheck } from "../heap-guard.ts";
import { jsonBytes } from "../json-bytes.ts";
import lunr from "lunr";
import { TERM_SEPARATOR, type CompactIndex, type SearchIndexFile } from "../shared/search.ts";
import { compoundChunks, compoundExtras } from "./index-words.ts";
import type { IndexedDocument } from "./documents.ts";

export interface SearchBoosts {
  titleBoost: number;
  contentBoost: number;
  tagsBoost: number;
  parentCategoriesBoost: number;
  /** 0: parent categories are not indexed (no field at all). */
  indexDocSidebarParentCategories: number;
}

/** BM25 parameters (SPEC §9). */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

/** Significant digits kept of each term score in the serialised field vectors. */
const SCORE_DIGITS = 2;

/**
 * Drops tokens nobody searches for and that would only grow the index: single characters
 * and bare numbers (`8080`, the parts of `1.24.2`). Words with digits (`v2`, `log4j`) stay.
 */
export function indexableTerm(token: lunr.Token): lunr.Token | undefined {
  const text = token.toString();
  return text.length < 2 || /^\d+$/.test(text) ? undefined : token;
}

/** The fields of the index, in the order lunr scores them, with their boosts. */
export function indexFields(boosts: SearchBoosts): { name: string; boost: number }[] {
  const fields = [
    { name: "title", boost: boosts.titleBoost },
    { name: "content", boost: boosts.contentBoost },
    { name: "tags", boost: boosts.tagsBoost },
  ];
  if (boosts.indexDocSidebarParentCategories > 0) fields.push({ name: "sidebarParentCategories", boost: boosts.parentCategoriesBoost });
  return fields;
}

/**
 * The compact index of one tag's documents, computed directly: what `lunr.Builder` and the
 * compaction described at `CompactIndex` give, without lunr's per-occurrence tokens, metadata
 * and nested posting objects (those were most of the search phase). It follows lunr 2.3
 * step by step: the tokenizer's words (lunr's tokenizer hook given `indexWords`: lunr's own
 * words, then what compound names add), the pipeline (trimmer, indexable terms, stop
 * words, stemmer), term indices in order of first appearance, and BM25 with lunr's document
 * frequency (a document counts once per field it has the term in), its rounding to three
 * decimals and its `boost || 1`. Tests compare it with lunr's own builder.
 */
export function buildCompactIndex(documents: IndexedDocument[], boosts: SearchBoosts, heap: HeapCheck = new HeapGuard()): CompactIndex {
  const { pipelineTerm, extraTerms } = indexTerms();
  const fields = indexFields(boosts);
  const termIndex = new Map<string, number>();
  const terms: string[] = [];
  /** Per term index: the number of (document, field) pairs that have the term. */
  const withTerm: number[] = [];
  const lengthSums = fields.map(() => 0);
  // Each field's term frequencies as [term index, frequency] pairs in term order, packed: a Map
  // for each of them (kept until every document is counted) made the largest part of the heap
  // while the index was built, at 50,000 docs over a gigabyte.
  const vectors: ({ fieldRef: string; field: number; length: number; frequencies: number[] } | undefined)[] = [];
  const counts = new FieldCounts();
  /**
   * Per word of these documents, its term's index (-1: the pipeline drops it): a site repeats
   * the same few thousand words, and this is one lookup a word instead of two.
   */
  const wordTerms = new Map<string, number>();
  const indexOf = (term: string): number => {
    let index = termIndex.get(term);
    if (index === undefined) {
      index = terms.length;
      termIndex.set(term, index);
      terms.push(term);
      withTerm.push(0);
    }
    return index;
  };
  // A field's terms are counted in the order of `indexWords`: its words (lower case, split at
  // TERM_SEPARATOR) through the pipeline, then the terms its compounds add. A term's index is
  // the order of its first appearance.
  for (let d = 0; d < documents.length; d++) {
    // A long build comes here with a heap near its peak: what documents leave is collected
    // before it grows further. Every 16 documents: reading the heap's size has a cost of its
    // own, and one check a document was most of a build's checks (about 2,600 of 3,949 at 500
    // docs; bench:peers, bench/results/2026-11-25-tenth-pass.md).
    if (d % 16 === 0) heap.check();
    const { document, text, parentCategories } = documents[d]!;
    const values = [document.title, text, document.tags.join(" "), parentCategories.join(" ")];
    for (let field = 0; field < fields.length; field++) {
      const value = values[field]!;
      for (const word of value.toLowerCase().split(TERM_SEPARATOR)) {
        if (word === "") continue;
        let index = wordTerms.get(word);
        if (index === undefined) {
          const term = pipelineTerm(word);
          index = term === undefined ? -1 : indexOf(term);
          wordTerms.set(word, index);
        }
        if (index >= 0 && counts.add(index)) withTerm[index]!++;
      }
      for (const chunk of compoundChunks(value)) {
        for (const term of extraTerms(chunk)) {
          const index = indexOf(term);
          if (counts.add(index)) withTerm[index]!++;
        }
      }
      const length = counts.total;
      lengthSums[field]! += length;
      vectors.push({ fieldRef: `${fields[field]!.name}/${document.id}`, field, length, frequencies: counts.take() });
    }
  }
  const count = documents.length;
  const idf = withTerm.map((n) => Math.log(1 + Math.abs((count - n + 0.5) / (n + 0.5))));
  const fieldVectors: [string, number[]][] = [];
  for (let v = 0; v < vectors.length; v++) {
    // Every 64 vectors: a vector is little work, and a check costs a good part of one.
    if (v % 64 === 0) heap.check();
    const { fieldRef, field, length, frequencies } = vectors[v]!;
    // Let go as soon as it is scored: else all counts and all scores are alive at the end.
    vectors[v] = undefined;
    if (frequencies.length === 0) continue;
    const boost = fields[field]!.boost || 1;
    const lengthRatio = length / (lengthSums[field]! / count);
    // Of its exact size: grown by push, an array has up to half as much again spare, and these
    // are alive until the index file is written (at 50,000 docs, its peak).
    const elements = new Array<number>(frequencies.length);
    let previous = 0;
    for (let at = 0; at < frequencies.length; at += 2) {
      const index = frequencies[at]!;
      const tf = frequencies[at + 1]!;
      // The same operations in the same order as lunr, so that the floats agree.
      let score = (idf[index]! * ((BM25_K1 + 1) * tf)) / (BM25_K1 * (1 - BM25_B + BM25_B * lengthRatio) + tf);
      score *= boost;
      elements[at] = index - previous;
      elements[at + 1] = scoreOfThousandths(Math.round(score * 1000));
      previous = index;
    }
    fieldVectors.push([fieldRef, elements]);
  }
  return { version: lunr.version, fields: fields.map((f) => f.name), pipeline: ["stemmer"], terms, fieldVectors };
}

const SCORE_DIGITS_LIMIT = 10 ** SCORE_DIGITS;

/** A score's thousandths rounded to SCORE_DIGITS significant digits through toPrecision's string. */
function scoreByString(thousandths: number): number {
  return Number((thousandths / 1000).toPrecision(SCORE_DIGITS));
}

/**
 * `Number((thousandths / 1000).toPrecision(SCORE_DIGITS))`, worked out on the integer: the
 * string and its parsing, for each of the 671,000 scores of 5,000 docs, were a visible part of
 * the search index phase (bench:scale; bench/results/2026-11-25-ninth-pass.md).
 * Past its significant digits the integer is rounded half up, as toPrecision rounds; only an
 * exact half is left to toPrecision, since there the binary value of `thousandths / 1000`
 * (0.135 is a little more, 0.145 a little less) decides. A quotient by a power of ten is the
 * double nearest the decimal, as Number() of its digits is. Tested against the string way for
 * every integer up to two million.
 */
export function scoreOfThousandths(thousandths: number): number {
  if (!(thousandths > 0 && thousandths <= Number.MAX_SAFE_INTEGER)) return scoreByString(thousandths);
  if (thousandths < SCORE_DIGITS_LIMIT) return thousandths / 1000;
  let scale = 1;
  while (thousandths / scale >= SCORE_DIGITS_LIMIT) scale *= 10;
  const kept = Math.floor(thousandths / scale);
  const rest = thousandths - kept * scale;
  if (rest * 2 === scale) return scoreByString(thousandths);
  const digits = rest * 2 > scale ? kept + 1 : kept;
  return scale >= 1000 ? digits * (scale / 1000) : digits / (1000 / scale);
}

/** The frequency of each term in one field, by term index; `take` packs them and starts over. */
class FieldCounts {
  private frequencies = new Int32Array(4096);
  /** The term indices counted since the last `take`, in the order first counted. */
  private readonly counted: number[] = [];
  /** Terms counted since the last `take`, repeats included: the field's length. */
  total = 0;

  /** Counts one occurrence; true when it is the term's first in the field. */
  add(index: number): boolean {
    if (index >= this.frequencies.length) {
      const grown = new Int32Array(Math.max(index + 1, this.frequencies.length * 2));
      grown.set(this.frequencies);
      this.frequencies = grown;
    }
    this.total++;
    const before = this.frequencies[index]!;
    this.frequencies[index] = before + 1;
    if (before !== 0) return false;
    this.counted.push(index);
    return true;
  }

  /**
   * The counts as [index, frequency] pairs, by index. A plain array of its exact size: small
   * integers take 4 bytes each in it, and a typed array would add a buffer object to each.
   */
  take(): number[] {
    const indices = this.counted.sort((a, b) => a - b);
    const packed = new Array<number>(indices.length * 2);
    for (let i = 0; i < indices.length; i++) {
      const index = indices[i]!;
      packed[i * 2] = index;
      packed[i * 2 + 1] = this.frequencies[index]!;
      this.frequencies[index] = 0;
    }
    indices.length = 0;
    this.total = 0;
    return packed;
  }
}

/**
 * The index pipeline for one word, and the terms a compound adds, each with a memory for one
 * index (a site repeats the same few thousand words).
 */
function indexTerms(): { pipelineTerm(word: string): string | undefined; extraTerms(chunk: string): string[] } {
  /** The index terms a compound adds (`compoundExtras` through the pipeline), by compound. */
  const extraTermsOf = new Map<string, string[]>();
  /** Words the pipeline drops are remembered as "" (no term is empty: terms have 2+ letters). */
  const pipelineTerms = new Map<string, string>();
  const pipelineTerm = (word: string) => cachedPipelineTerm(pipelineTerms, word);
  const extraTerms = (chunk: string): string[] => {
    let terms = extraTermsOf.get(chunk);
    if (terms === undefined) {
      terms = [];
      for (const word of compoundExtras(chunk)) {
        const term = pipelineTerm(word);
        if (term !== undefined) terms.push(term);
      }
      extraTermsOf.set(chunk, terms);
    }
    return terms;
  };
  return { pipelineTerm, extraTerms };
}

/** lunr's trimmer, `indexableTerm`, lunr's stop-word filter and stemmer, remembered in `memory`. */
function cachedPipelineTerm(memory: Map<string, string>, word: string): string | undefined {
  let term = memory.get(word);
  if (term === undefined) {
    const trimmed = lunr.trimmer(new lunr.Token(word, {})) as lunr.Token;
    term = indexableTerm(trimmed) && lunr.stopWordFilter(trimmed) ? lunr.stemmer(trimmed).toString() : "";
    memory.set(word, term);
  }
  return term === "" ? undefined : term;
}

/**
 * The JSON of an index file as UTF-8: the documents (short snippets) and their compact index.
 * Made in slices (json-bytes.ts), a document or a field vector at a time: at 50,000 docs one
 * string of it was the build's peak.
 */
export function serialiseIndexFile(documents: IndexedDocument[], boosts: SearchBoosts, heap?: HeapCheck): Uint8Array {
  const file: SearchIndexFile = { documents: documents.map((d) => d.document), index: buildCompactIndex(documents, boosts, heap) };
  return jsonBytes(file);
}
