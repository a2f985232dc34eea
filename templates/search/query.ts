// Query handling on one lunr index. A plain query matches each word exactly (through the
// stemmer) and as a trailing-wildcard prefix (expanded here: up to 10 index terms a letter,
// at most 40), and prefers pages that match every word; a compound word (`CascadingRule`,
// `cascading-rule`) matches as itself or as all of its parts, as the index holds both. A query
// with lunr syntax (`title:nmap`, `+helm -docker`, `zap~1`, `scan^10`) goes to lunr's parser as
// typed, and a query it rejects finds nothing instead of throwing.
import lunr from "lunr";
import { TERM_SEPARATOR } from "../../src/shared/search.ts";
import { compoundWords, type CompoundWord } from "../../src/shared/search-words.ts";

// The browser's lunr must split words as the index builder did.
lunr.tokenizer.separator = TERM_SEPARATOR;
(lunr as unknown as { QueryLexer: { termSeparator: RegExp } }).QueryLexer.termSeparator = TERM_SEPARATOR;

/** More terms than this in one query are ignored: nobody types them, and each costs time. */
export const MAX_QUERY_TERMS = 12;
/** Larger edit distances make lunr's fuzzy automaton explode; `zap~9` runs as `zap~2`. */
export const MAX_EDIT_DISTANCE = 2;
/** Matched index terms kept per result for marking (a one-letter prefix matches hundreds). */
const MAX_MARK_TERMS = 24;
/** Index terms a prefix expands to at most: 10 per letter, up to this (the most frequent). */
export const MAX_PREFIX_TERMS = 40;

export interface QueryMatch {
  ref: string;
  score: number;
  /** Lower-case terms to mark: the query's own words and the index terms that matched. */
  terms: string[];
  /** False when a plain query matched only some of its words. */
  allTerms: boolean;
  /** True when the title field alone matched every word of a plain query. */
  titleHasAll: boolean;
}

/**
 * Lunr syntax: a field, a presence sign before a word (`+helm`, `-docker`, not `--set`), an
 * edit distance, a boost, a wildcard.
 */
const SYNTAX = /(^|\s)[+-][\p{L}\p{N}_]|[:~^*]/u;

export function hasLunrSyntax(query: string): boolean {
  return SYNTAX.test(query);
}

const trim = (word: string) => lunr.trimmer(new lunr.Token(word, {}))?.toString() ?? "";

/**
 * The words of a plain query, lower-cased and trimmed as the index's words are, each with the
 * parts of a compound (`CascadingRule` → `cascading`, `rule`); a word typed twice counts once.
 */
export function queryWords(query: string): CompoundWord[] {
  const seen = new Set<string>();
  const words: CompoundWord[] = [];
  for (const word of compoundWords(query)) {
    const whole = trim(word.whole);
    if (!whole || seen.has(whole)) continue;
    seen.add(whole);
    words.push({ whole, parts: word.parts.map(trim).filter(Boolean) });
  }
  return words.slice(0, MAX_QUERY_TERMS);
}

/** The words of a plain query (see `queryWords`), without their parts. */
export function queryTerms(query: string): string[] {
  return queryWords(query).map((word) => word.whole);
}

const stems = new Map<string, string>();
/** lunr's stem of a word, remembered: ranking asks for the same few words again and again. */
export function stem(word: string): string {
  let stemmed = stems.get(word);
  if (stemmed === undefined) stems.set(word, (stemmed = lunr.stemmer(new lunr.Token(word, {})).toString()));
  return stemmed;
}
export const isStopWord = (word: string) => !lunr.stopWordFilter(new lunr.Token(word, {}));

/**
 * The terms to mark: the query's words and the index terms that matched (stems such as
 * `configur`), without those that another term is a prefix of, since marking is by prefix.
 */
export function markTerms(words: string[], matched: string[]): string[] {
  const terms = [...new Set([...words, ...matched.slice(0, MAX_MARK_TERMS)])].filter(Boolean);
  return terms.filter((term) => !terms.some((other) => other !== term && term.startsWith(other)));
}

interface Vocabulary {
  /** The index's terms, sorted. */
  terms: string[];
  /** In how many fields of documents a term occurs. */
  frequency: (term: string) => number;
}

const vocabularies = new WeakMap<lunr.Index, Vocabulary>();

/** Tells prefix expansion an index's terms (loaders that know them better than lunr do). */
export function setVocabulary(index: lunr.Index, sortedTerms: string[], frequency: (term: string) => number): void {
  vocabularies.set(index, { terms: sortedTerms, frequency });
}

function vocabularyOf(index: lunr.Index): Vocabulary {
  let vocabulary = vocabularies.get(index);
  if (!vocabulary) {
    // An index from lunr itself: its inverted index has every term and posting.
    const postings = (index as unknown as { invertedIndex: Record<string, Record<string, object>> }).invertedIndex;
    const counts = new Map<string, number>();
    const frequency = (term: string) => {
      let n = counts.get(term);
      if (n === undefined) {
        n = 0;
        for (const [field, docs] of Object.entries(postings[term] ?? {})) if (field !== "_index") n += Object.keys(docs).length;
        counts.set(term, n);
      }
      return n;
    };
    vocabulary = { terms: Object.keys(postings).sort(), frequency };
    vocabularies.set(index, vocabulary);
  }
  return vocabulary;
}

/**
 * The index terms a prefix stands for (`sca` → `scan`, `scanner`, …): all of them, or when
 * a short prefix has more than 10 per letter (at most MAX_PREFIX_TERMS), the most frequent
 * ones. lunr's own wildcard would take every one, and a one-letter query would then be many
 * times slower than a typical one (bench:search times every keystroke prefix).
 */
export function prefixTerms(index: lunr.Index, prefix: string): string[] {
  const { terms, frequency } = vocabularyOf(index);
  let low = 0;
  let high = terms.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (terms[mid]! < prefix) low = mid + 1;
    else high = mid;
  }
  const found: string[] = [];
  for (let i = low; i < terms.length && terms[i]!.startsWith(prefix); i++) found.push(terms[i]!);
  const max = Math.min(MAX_PREFIX_TERMS, 10 * prefix.length);
  if (found.length <= max) return found;
  return found.sort((a, b) => frequency(b) - frequency(a) || a.length - b.length).slice(0, max);
}

/**
 * The words a plain query searches for. Stop words are not in the index; they only count when
 * the query has nothing else.
 */
export function searchedWords(query: string): CompoundWord[] {
  const all = queryWords(query);
  const significant = all.filter((w) => !isStopWord(w.whole));
  return (significant.length ? significant : all).map((w) => ({ ...w, parts: w.parts.filter((p) => !isStopWord(p)) }));
}

/** Whether one of the index terms `terms` is `word` (stemmed as the index is) or starts with it. */
function hasTerm(terms: string[], word: string): boolean {
  const stemmed = stem(word);
  for (const term of terms) if (term === stemmed || term.startsWith(word)) return true;
  return false;
}

/**
 * Whether index terms cover a query word: the word itself or a term it is the prefix of; for a
 * compound, the whole word or else every one of its parts.
 */
export function covers(terms: string[], word: CompoundWord): boolean {
  if (hasTerm(terms, word.whole)) return true;
  if (!word.parts.length) return false;
  for (const part of word.parts) if (!hasTerm(terms, part)) return false;
  return true;
}

function coversAll(terms: string[], words: CompoundWord[]): boolean {
  for (const word of words) if (!covers(terms, word)) return false;
  return true;
}

/**
 * Runs a plain query: for each word and each part of a compound, `word` (stemmed) and `word*`;
 * every word is wanted.
 */
function plainQuery(index: lunr.Index, query: string): QueryMatch[] {
  const words = searchedWords(query);
  if (!words.length) return [];
  const searched = [...new Set(words.flatMap((w) => [w.whole, ...w.parts]))];
  const results = index.query((q) => {
    for (const word of searched) {
      q.term(word, { usePipeline: true, boost: 2 });
      for (const term of prefixTerms(index, word)) q.term(term, { usePipeline: false, boost: 1 });
    }
  });
  return results.map((result) => {
    const metadata = result.matchData.metadata as Record<string, Record<string, unknown>>;
    const matched = Object.keys(metadata);
    const inTitle: string[] = [];
    for (const term of matched) if ("title" in metadata[term]!) inTitle.push(term);
    return {
      ref: result.ref,
      score: result.score,
      terms: markTerms(searched, matched),
      allTerms: coversAll(matched, words),
      titleHasAll: coversAll(inTitle, words),
    };
  });
}

interface ParsedClause {
  term: string;
  presence: lunr.Query.presence;
}

/** Runs a query in lunr's syntax; a query lunr rejects (QueryParseError) finds nothing. */
function syntaxQuery(index: lunr.Index, query: string): QueryMatch[] {
  let clauses: ParsedClause[] = [];
  let results: lunr.Index.Result[];
  try {
    results = index.query((q) => {
      const Parser = (lunr as unknown as { QueryParser: new (query: string, q: lunr.Query) => { parse(): void } }).QueryParser;
      new Parser(query, q).parse();
      for (const clause of q.clauses) {
        clause.editDistance = Math.min(clause.editDistance ?? 0, MAX_EDIT_DISTANCE);
      }
      clauses = (q.clauses as (lunr.Query.Clause & { presence?: lunr.Query.presence })[]).map((c) => ({
        term: c.term,
        presence: c.presence ?? lunr.Query.presence.OPTIONAL,
      }));
    });
  } catch {
    return [];
  }
  const words = clauses
    .filter((c) => c.presence !== lunr.Query.presence.PROHIBITED)
    .map((c) => c.term.replace(/\*/g, "").toLowerCase())
    .filter(Boolean);
  return results.map((result) => ({
    ref: result.ref,
    score: result.score,
    terms: markTerms(words, Object.keys(result.matchData.metadata)),
    allTerms: true,
    // Fields and boosts are the reader's: no title rule on top of them.
    titleHasAll: false,
  }));
}

/** Searches one index; never throws. */
export function runQuery(index: lunr.Index, query: string): QueryMatch[] {
  const text = query.trim();
  if (!text) return [];
  try {
    return hasLunrSyntax(text) ? syntaxQuery(index, text) : plainQuery(index, text);
  } catch {
    return [];
  }
}
