// A lunr index per tag: fields boosted as configured, BM25 with k1 1.2 and b 0.75, and a
// compact serialisation (rounded vector scores) that `lunr.Index.load` reads as it is.
import lunr from "lunr";
import { TERM_SEPARATOR, type CompactIndex, type SearchIndexFile, type SerialisedLunrIndex } from "../shared/search.ts";
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
lunr.Pipeline.registerFunction(indexableTerm as lunr.PipelineFunction, "sitecIndexableTerm");

const stems = new Map<string, string>();
/**
 * lunr's Porter stemmer with a memory: a site repeats the same few thousand words, and
 * stemming each occurrence anew was a fifth of the search phase. Same output as `lunr.stemmer`.
 */
export function memoStemmer(token: lunr.Token): lunr.Token {
  return token.update((word: string) => {
    let stem = stems.get(word);
    if (stem === undefined) {
      stem = lunr.stemmer(new lunr.Token(word, {})).toString();
      stems.set(word, stem);
    }
    return stem;
  });
}
lunr.Pipeline.registerFunction(memoStemmer as lunr.PipelineFunction, "sitecMemoStemmer");

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

/** Builds the lunr index of one tag's documents. */
export function buildSearchIndex(documents: IndexedDocument[], boosts: SearchBoosts): lunr.Index {
  lunr.tokenizer.separator = TERM_SEPARATOR;
  const builder = new lunr.Builder();
  builder.pipeline.add(lunr.trimmer, indexableTerm as lunr.PipelineFunction, lunr.stopWordFilter, memoStemmer as lunr.PipelineFunction);
  builder.searchPipeline.add(lunr.stemmer);
  builder.ref("id");
  for (const field of indexFields(boosts)) builder.field(field.name, { boost: field.boost });
  builder.k1(BM25_K1);
  builder.b(BM25_B);
  for (const { document, text, parentCategories } of documents) {
    builder.add({
      id: document.id,
      title: document.title,
      content: text,
      // lunr does not split the items of an array: join them to index their words.
      tags: document.tags.join(" "),
      sidebarParentCategories: parentCategories.join(" "),
    });
  }
  return builder.build();
}

/**
 * lunr's serialisation made smaller (see `CompactIndex`): the inverted index is left out
 * (`expandIndex` rebuilds it from the vectors), term indices in vectors are differences,
 * scores keep two significant digits, and empty fields have no vector (lunr only looks up
 * the vectors of fields a term matched).
 */
export function compactIndex(index: lunr.Index): CompactIndex {
  const serialised = index.toJSON() as unknown as SerialisedLunrIndex;
  const terms: string[] = [];
  for (const [term, posting] of serialised.invertedIndex) terms[posting._index as number] = term;
  const fieldVectors = serialised.fieldVectors
    .filter(([, elements]) => elements.length > 0)
    .map(([fieldRef, elements]): [string, number[]] => {
      const out: number[] = [];
      let previous = 0;
      for (let i = 0; i < elements.length; i += 2) {
        out.push(elements[i]! - previous, Number(elements[i + 1]!.toPrecision(SCORE_DIGITS)));
        previous = elements[i]!;
      }
      return [fieldRef, out];
    });
  return { version: serialised.version, fields: serialised.fields, pipeline: serialised.pipeline, terms, fieldVectors };
}

/** The JSON of an index file: the documents (short snippets) and the compact index. */
export function serialiseIndexFile(documents: IndexedDocument[], index: lunr.Index): string {
  const file: SearchIndexFile = { documents: documents.map((d) => d.document), index: compactIndex(index) };
  return JSON.stringify(file);
}
