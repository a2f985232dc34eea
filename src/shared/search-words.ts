// How text becomes search words, the same at build time (the index) and in the browser (the
// query). A compound name counts as itself and as its parts: `CascadingRule` is
// `cascadingrule`, `cascading` and `rule`; `kube-hunter` is `kubehunter`, `kube` and `hunter`.
// So a reader finds the CRD page whether they type "cascading rule", "CascadingRule" or
// "cascading-rule", and `title:cascadingrule` still matches the whole name. The index's side is
// src/search/index-words.ts.

/**
 * Where text splits into words: what `TERM_SEPARATOR` splits at, except the hyphen, which joins
 * the parts of a compound word (`zap-advanced`) instead of separating two words.
 */
const WORD_SEPARATOR = /[\s/.:=,;|()[\]{}<>"'`]+/;

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
  // The same rules for ASCII with ASCII classes: Unicode's take several times as long.
  if (/^[\x00-\x7f]*$/.test(piece)) {
    return piece
      .replace(/([a-z])([A-Z])/g, "$1\0$2")
      .replace(/([A-Za-z][0-9]+)([A-Z])/g, "$1\0$2")
      .replace(/([A-Z])([A-Z](?!s(?![a-z]))[a-z])/g, "$1\0$2")
      .split("\0");
  }
  return piece
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1\0$2")
    .replace(/(\p{L}\p{N}+)(\p{Lu})/gu, "$1\0$2")
    .replace(/(\p{Lu})(\p{Lu}(?!s(?!\p{Ll}))\p{Ll})/gu, "$1\0$2")
    .split("\0");
}

/** The parts of a word without hyphens, lower case: `ssh_scan` → `ssh scan`, `nmap` → `nmap`. */
export function partsOf(piece: string): string[] {
  return piece
    .split("_")
    .filter(Boolean)
    .flatMap(caseParts)
    .map((part) => part.toLowerCase());
}

/** The word a chunk of text is, with its parts; undefined when it holds nothing but hyphens. */
export function compoundWord(chunk: string): CompoundWord | undefined {
  const parts = chunk.split("-").flatMap(partsOf);
  if (!parts.length) return undefined;
  const whole = chunk.replace(/-+/g, "").toLowerCase();
  // `__init__` has one part, `init`: a word of its own too.
  return { whole, parts: parts.length > 1 || parts[0] !== whole ? parts : [] };
}

/** The words of `text` in order, each with its parts (how a query is read). */
export function compoundWords(text: string): CompoundWord[] {
  return text
    .split(WORD_SEPARATOR)
    .map(compoundWord)
    .filter((word) => word !== undefined);
}
