// How text becomes search words, the same at build time (the index) and in the browser (the
// query). A compound name counts as itself and as its parts: `CascadingRule` is
// `cascadingrule`, `cascading` and `rule`; `kube-hunter` is `kubehunter`, `kube` and `hunter`.
// So a reader finds the CRD page whether they type "cascading rule", "CascadingRule" or
// "cascading-rule", and `title:cascadingrule` still matches the whole name.

/**
 * Where text splits into words: what `TERM_SEPARATOR` splits at, except the hyphen, which joins
 * the parts of a compound word (`zap-advanced`) instead of separating two words.
 */
const WORD_SEPARATOR = /[\s/.:=,;|()[\]{}<>"'`]+/;
/** Inside a word: the hyphens and underscores between its parts. */
const PART_JOINER = /[-_]+/;

/** One word of a text, lower-cased: the whole word and, for a compound, its parts. */
export interface CompoundWord {
  /** The word without its hyphens: `kube-hunter` → `kubehunter`. Never empty. */
  whole: string;
  /** The parts in order when there are two or more (`kube`, `hunter`); otherwise none. */
  parts: string[];
}

/**
 * The case changes where a word's parts meet: `scanType` → `scan|Type`, `HTTPServer` →
 * `HTTP|Server`, `Typo3Scan` → `Typo3|Scan`. Not inside a plural of capitals (`CRDs`, `URLs`),
 * and not after a number alone (`2FA`).
 */
function caseParts(piece: string): string[] {
  return piece
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1\0$2")
    .replace(/(\p{L}\p{N}+)(\p{Lu})/gu, "$1\0$2")
    .replace(/(\p{Lu})(\p{Lu}(?!s(?!\p{Ll}))\p{Ll})/gu, "$1\0$2")
    .split("\0");
}

/** The chunks of text between word separators: each a word, maybe empty (see `compoundWord`). */
export function wordChunks(text: string): string[] {
  return text.split(WORD_SEPARATOR);
}

/** The word a chunk of text is, with its parts; undefined when it holds nothing but hyphens. */
export function compoundWord(chunk: string): CompoundWord | undefined {
  const pieces = chunk.split(PART_JOINER).filter(Boolean);
  if (!pieces.length) return undefined;
  const whole = chunk.replace(/-+/g, "").toLowerCase();
  const parts = pieces.flatMap(caseParts).map((part) => part.toLowerCase());
  // `__init__` has one part, `init`: a word of its own too.
  return { whole, parts: parts.length > 1 || parts[0] !== whole ? parts : [] };
}

/** The words of `text` in order, each with its parts. */
export function compoundWords(text: string): CompoundWord[] {
  return wordChunks(text)
    .map(compoundWord)
    .filter((word) => word !== undefined);
}

/** The index's words of `text`: each word, then its parts (`cascadingrule cascading rule`). */
export function indexWords(text: string): string[] {
  const words: string[] = [];
  for (const { whole, parts } of compoundWords(text)) words.push(whole, ...parts);
  return words;
}
