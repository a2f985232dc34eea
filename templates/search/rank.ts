// The order of search results. Results that match every word of a plain query come first (the
// others only when none does). Among them, pages whose title holds every word rank above pages
// that only mention the words, titles that hold nothing else first; then section headings that
// hold every word; then the rest. Within each group the score decides: lunr's BM25 (k1 1.2,
// b 0.75) with the title, content and tags boosts, unchanged. Syntax queries (`title:nmap`,
// `scan^10`) rank by score alone: their fields and boosts are the reader's own.
import type { SearchDocument } from "../../src/shared/search.ts";
import { compoundWords, type CompoundWord } from "../../src/shared/search-words.ts";
import { isStopWord, searchedWords, stem, type QueryMatch } from "./query.ts";

export interface Candidate extends QueryMatch {
  document: SearchDocument;
}

const wordsOfTitle = new Map<string, CompoundWord[]>();
/** The words of a title, remembered: the same few hundred titles come back query after query. */
function titleWords(title: string): CompoundWord[] {
  let words = wordsOfTitle.get(title);
  if (!words) wordsOfTitle.set(title, (words = compoundWords(title)));
  return words;
}

/** What a title word may start with to be held by the query: its words, their parts, and their stems. */
export function queryPrefixes(words: CompoundWord[]): string[] {
  const typed = words.flatMap((w) => [w.whole, ...w.parts]);
  return [...new Set([...typed, ...typed.map(stem)])];
}

/**
 * How many words of `title` the query (its `queryPrefixes`) does not hold, stop words and
 * numbers aside: 0 when the title is just the query. A title word is held when it starts with a
 * query word or its stem (`scan` and `scanning` hold `Scans`), or when query words hold every
 * part of a compound. No title word is stemmed: the first search would stem hundreds of them.
 */
export function otherTitleWords(title: string, prefixes: string[]): number {
  let count = 0;
  for (const word of titleWords(title)) {
    if (isStopWord(word.whole) || /^\d+$/.test(word.whole)) continue;
    if (!startsWithAny(word.whole, prefixes) && !(word.parts.length > 0 && word.parts.every((part) => startsWithAny(part, prefixes)))) count++;
  }
  return count;
}

function startsWithAny(word: string, prefixes: string[]): boolean {
  for (const prefix of prefixes) if (word.startsWith(prefix)) return true;
  return false;
}

/** Best first, cut to `max`. */
export function rankMatches(found: Candidate[], query: string, max: number): Candidate[] {
  // Sections that match every word of the query come first; the others only when none does.
  const complete = found.filter((m) => m.allTerms);
  const candidates = complete.length ? complete : found;
  // Only plain queries have titles that hold every word (see QueryMatch.titleHasAll).
  // Worked out once per query, not once per result.
  const prefixes = candidates.some((m) => m.titleHasAll) ? queryPrefixes(searchedWords(query)) : [];
  const ranked = candidates.map((match) => ({
    match,
    // 0: a page title holds every word; 1: a section heading does; 2: no title does.
    group: match.titleHasAll ? (match.document.sectionTitle ? 1 : 0) : 2,
    other: match.titleHasAll ? otherTitleWords(match.document.title, prefixes) : 0,
  }));
  ranked.sort((a, b) => a.group - b.group || a.other - b.other || b.match.score - a.match.score);
  return ranked.slice(0, max).map(({ match }) => match);
}
