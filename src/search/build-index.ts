// A lunr index per tag, built straight into its compact serialisation (`CompactIndex`, which
// the browser expands for `lunr.Index.load`): fields boosted as configured, BM25 with k1 1.2
// and b 0.75, vector scores rounded.
import lunr from "lunr";
import type { CompactIndex, SearchIndexFile } from "../shared/search.ts";
import { compoundWord, wordChunks } from "../shared/search-words.ts";
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
 * and nested posting objects (those were four fifths of the search phase). It follows lunr 2.3
 * step by step: the tokenizer's words (lunr's tokenizer hook given `indexWords`: each word and
 * the parts of a compound name, lower case), the pipeline (trimmer, indexable terms, stop
 * words, stemmer), term indices in order of first appearance, and BM25 with lunr's document
 * frequency (a document counts once per field it has the term in), its rounding to three
 * decimals and its `boost || 1`. Tests compare it with lunr's own builder.
 */
export function buildCompactIndex(documents: IndexedDocument[], boosts: SearchBoosts): CompactIndex {
  const fields = indexFields(boosts);
  const termIndex = new Map<string, number>();
  const terms: string[] = [];
  /** Per term index: the number of (document, field) pairs that have the term. */
  const withTerm: number[] = [];
  const lengthSums = fields.map(() => 0);
  const fieldTerms: { fieldRef: string; field: number; length: number; frequencies: Map<number, number> }[] = [];
  for (const { document, text, parentCategories } of documents) {
    const values = [document.title, text, document.tags.join(" "), parentCategories.join(" ")];
    for (let field = 0; field < fields.length; field++) {
      const frequencies = new Map<number, number>();
      let length = 0;
      for (const chunk of wordChunks(values[field]!)) {
        for (const term of chunkTerms(chunk)) {
          length++;
          let index = termIndex.get(term);
          if (index === undefined) {
            index = terms.length;
            termIndex.set(term, index);
            terms.push(term);
            withTerm.push(0);
          }
          const tf = frequencies.get(index);
          if (tf === undefined) withTerm[index]!++;
          frequencies.set(index, (tf ?? 0) + 1);
        }
      }
      lengthSums[field]! += length;
      fieldTerms.push({ fieldRef: `${fields[field]!.name}/${document.id}`, field, length, frequencies });
    }
  }
  const count = documents.length;
  const idf = withTerm.map((n) => Math.log(1 + Math.abs((count - n + 0.5) / (n + 0.5))));
  const fieldVectors: [string, number[]][] = [];
  for (const { fieldRef, field, length, frequencies } of fieldTerms) {
    if (frequencies.size === 0) continue;
    const boost = fields[field]!.boost || 1;
    const lengthRatio = length / (lengthSums[field]! / count);
    const indices = [...frequencies.keys()].sort((a, b) => a - b);
    const elements: number[] = [];
    let previous = 0;
    for (const index of indices) {
      const tf = frequencies.get(index)!;
      // The same operations in the same order as lunr, so that the floats agree.
      let score = (idf[index]! * ((BM25_K1 + 1) * tf)) / (BM25_K1 * (1 - BM25_B + BM25_B * lengthRatio) + tf);
      score *= boost;
      elements.push(index - previous, Number((Math.round(score * 1000) / 1000).toPrecision(SCORE_DIGITS)));
      previous = index;
    }
    fieldVectors.push([fieldRef, elements]);
  }
  return { version: lunr.version, fields: fields.map((f) => f.name), pipeline: ["stemmer"], terms, fieldVectors };
}

/** The terms of each chunk of text seen: a site repeats the same few thousand words. */
const termsOfChunk = new Map<string, string[]>();
/**
 * The index terms of one chunk of text between separators: the word and its parts (see
 * search-words.ts), each through the pipeline, without the ones it drops.
 */
function chunkTerms(chunk: string): string[] {
  let terms = termsOfChunk.get(chunk);
  if (terms === undefined) {
    terms = [];
    const word = compoundWord(chunk);
    if (word) {
      for (const text of [word.whole, ...word.parts]) {
        const term = pipelineTerm(text);
        if (term !== undefined) terms.push(term);
      }
    }
    termsOfChunk.set(chunk, terms);
  }
  return terms;
}

/** Words the pipeline drops are remembered as "" (no term is empty: terms have 2+ letters). */
const pipelineTerms = new Map<string, string>();
/**
 * The index pipeline for one word, with a memory (a site repeats the same few thousand
 * words): lunr's trimmer, `indexableTerm`, lunr's stop-word filter and stemmer.
 */
function pipelineTerm(word: string): string | undefined {
  let term = pipelineTerms.get(word);
  if (term === undefined) {
    const trimmed = lunr.trimmer(new lunr.Token(word, {})) as lunr.Token;
    term = indexableTerm(trimmed) && lunr.stopWordFilter(trimmed) ? lunr.stemmer(trimmed).toString() : "";
    pipelineTerms.set(word, term);
  }
  return term === "" ? undefined : term;
}

/** The JSON of an index file: the documents (short snippets) and their compact index. */
export function serialiseIndexFile(documents: IndexedDocument[], boosts: SearchBoosts): string {
  const file: SearchIndexFile = { documents: documents.map((d) => d.document), index: buildCompactIndex(documents, boosts) };
  return JSON.stringify(file);
}
