// Which words of a text to mark for a search: a word is marked when it starts with one of
// the terms (terms are lower case; `scan` marks `Scanner` and `scans`). Text stays text:
// callers render the parts as text nodes, never as HTML.

export interface TextPart {
  text: string;
  marked: boolean;
}

/** Letters, digits and underscore in any script: the units that are marked or not. */
const WORD = /[\p{L}\p{N}_]+/gu;

/** Splits `text` into marked and unmarked parts, in order; joined they give `text` again. */
export function markParts(text: string, terms: readonly string[]): TextPart[] {
  const wanted = terms.map((t) => t.toLowerCase()).filter(Boolean);
  if (!wanted.length || !text) return [{ text, marked: false }];
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    const word = match[0].toLowerCase();
    if (!wanted.some((term) => word.startsWith(term))) continue;
    const start = match.index;
    if (start > last) parts.push({ text: text.slice(last, start), marked: false });
    parts.push({ text: match[0], marked: true });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), marked: false });
  return parts;
}
