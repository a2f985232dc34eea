// lunr's own builder and serialisation, which `buildCompactIndex` must match exactly: the
// reference the tests compare it with, and a queryable `lunr.Index` of the same documents.
import lunr from "lunr";
import { BM25_B, BM25_K1, indexFields, indexableTerm, type SearchBoosts } from "../../../src/search/build-index.ts";
import type { IndexedDocument } from "../../../src/search/documents.ts";
import { TERM_SEPARATOR, type CompactIndex, type SerialisedLunrIndex } from "../../../src/shared/search.ts";
import { indexWords } from "../../../src/search/index-words.ts";

lunr.Pipeline.registerFunction(indexableTerm as lunr.PipelineFunction, "sitecIndexableTerm");

/**
 * lunr's tokenizer hook with the index's words: each word of the text and, for a compound
 * name, its parts (`indexWords`), as lunr tokens with lunr's metadata.
 */
export function compoundTokenizer(value: unknown, metadata: object = {}): lunr.Token[] {
  if (value === null || value === undefined) return [];
  return indexWords(String(value)).map((word, index) => new lunr.Token(word, { ...metadata, index }));
}

/** The index `lunr.Builder` builds of one tag's documents. */
export function lunrIndex(documents: IndexedDocument[], boosts: SearchBoosts): lunr.Index {
  // The query lexer's separator (syntax queries in tests); indexing uses the tokenizer below.
  lunr.tokenizer.separator = TERM_SEPARATOR;
  const builder = new lunr.Builder();
  (builder as unknown as { tokenizer: typeof compoundTokenizer }).tokenizer = compoundTokenizer;
  builder.pipeline.add(lunr.trimmer, indexableTerm as lunr.PipelineFunction, lunr.stopWordFilter, lunr.stemmer);
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
      tags: document.tags.join(" "),
      sidebarParentCategories: parentCategories.join(" "),
    });
  }
  return builder.build();
}

/**
 * lunr's serialisation made compact as `CompactIndex` describes: no inverted index, term
 * indices as differences, two significant digits, no empty vectors.
 */
export function compactOf(index: lunr.Index): CompactIndex {
  const serialised = index.toJSON() as unknown as SerialisedLunrIndex;
  const terms: string[] = [];
  for (const [term, posting] of serialised.invertedIndex) terms[posting._index as number] = term;
  const fieldVectors = serialised.fieldVectors
    .filter(([, elements]) => elements.length > 0)
    .map(([fieldRef, elements]): [string, number[]] => {
      const out: number[] = [];
      let previous = 0;
      for (let i = 0; i < elements.length; i += 2) {
        out.push(elements[i]! - previous, Number(elements[i + 1]!.toPrecision(2)));
        previous = elements[i]!;
      }
      return [fieldRef, out];
    });
  return { version: serialised.version, fields: serialised.fields, pipeline: serialised.pipeline, terms, fieldVectors };
}
