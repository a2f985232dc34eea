// The index's words of a text (build time): the words lunr's tokenizer makes, then what each
// compound name adds, so that the index holds every word and part a query can ask for (see
// src/shared/search-words.ts for how a query is read).
import { TERM_SEPARATOR } from "../shared/search.ts";
import { partsOf } from "../shared/search-words.ts";

/**
 * Where a compound may show: a hyphen or underscore, or after a word's first character a capital
 * letter or any other letter outside ASCII (`compoundExtras` decides; a class of all capitals
 * made this scan of every text several times slower).
 */
const COMPOUND_MARK = /[-_]|[^\s/.:=,;|()[\]{}<>"'`][A-Z\u00C0-\uFFFF]/g;

/** The ASCII characters of WORD_SEPARATOR, by code. */
const ASCII_SEPARATOR = new Uint8Array(128);
for (const char of " \t\n\v\f\r/.:=,;|()[]{}<>\"'`") ASCII_SEPARATOR[char.charCodeAt(0)] = 1;

/** Whether the character at `i` is one of WORD_SEPARATOR (outside ASCII: white space). */
function isSeparatorAt(text: string, i: number): boolean {
  const code = text.charCodeAt(i);
  return code < 128 ? ASCII_SEPARATOR[code] === 1 : /\s/.test(text[i]!);
}

/**
 * The chunks of `text` between word separators that may be compounds (a hyphen or underscore,
 * or a capital after the first character), in order. Found from their marks, as most words are
 * none.
 */
export function compoundChunks(text: string): string[] {
  const chunks: string[] = [];
  COMPOUND_MARK.lastIndex = 0;
  for (let mark = COMPOUND_MARK.exec(text); mark; mark = COMPOUND_MARK.exec(text)) {
    let start = mark.index;
    while (start > 0 && !isSeparatorAt(text, start - 1)) start--;
    let end = mark.index + 1;
    while (end < text.length && !isSeparatorAt(text, end)) end++;
    chunks.push(text.slice(start, end));
    COMPOUND_MARK.lastIndex = end;
  }
  return chunks;
}

/**
 * The words a compound adds to the plain words of its hyphenated pieces: the whole word when
 * it has hyphens (`kube-hunter` → `kubehunter`), and the parts of each piece that has parts
 * (`CascadingRule` → `cascading rule`, `ssh_scan` → `ssh scan`).
 */
export function compoundExtras(chunk: string): string[] {
  // Most chunks marked as compounds for a letter outside ASCII are none (`naïve`, `Ärger`).
  if (!/[-_]/.test(chunk) && chunk.slice(1) === chunk.slice(1).toLowerCase()) return [];
  const pieces = chunk.split(/-+/).filter(Boolean);
  const extras = pieces.length > 1 ? [pieces.join("").toLowerCase()] : [];
  for (const piece of pieces) {
    const parts = partsOf(piece);
    if (parts.length > 1 || (parts.length === 1 && parts[0] !== piece.toLowerCase())) extras.push(...parts);
  }
  return extras;
}

/**
 * The index's words of `text`: the words lunr's tokenizer makes (lower case, split at
 * `TERM_SEPARATOR`, hyphens included), then what each compound adds (`compoundExtras`). For
 * `The CascadingRule of kube-hunter`: `the cascadingrule of kube hunter cascading rule kubehunter`.
 */
export function indexWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .split(TERM_SEPARATOR)
    .filter((word) => word !== "");
  for (const chunk of compoundChunks(text)) words.push(...compoundExtras(chunk));
  return words;
}
