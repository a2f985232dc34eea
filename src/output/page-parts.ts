// A page written from parts: its own text, and pieces of HTML that many pages share (the docs
// sidebar of a category, rendered once by the theme), each with the replacements that make it
// this page's (the active link). The writer thread gets each piece once and puts every page
// together itself. Sending each page whole to it cost the main thread a copy of every page,
// and on a large site the shared part is most of a page (at 5,000 docs, 46 of a doc page's 79
// thousand characters; at 50,000 docs ten times as many).
//
// The theme marks a piece in a page's HTML (shared-sidebar.tsx); `splitMarkedPage` finds the
// marks. Replacements change only attributes that are neither links nor ids (the link check
// reads a piece's links and ids once, from its text).

/** A shared piece: `text` is the same object for every page that uses piece `id`. */
export interface SharedPiece {
  piece: number;
  text: string;
  /** [search, replace] pairs applied in turn, each to every occurrence. */
  replace: [string, string][];
}

export interface PageParts {
  parts: (string | SharedPiece)[];
  /** The length of the page put together, in characters. */
  length: number;
}

/** A file's contents: text, bytes, or a page from parts. */
export type FileContents = string | Uint8Array | PageParts;

export const isPageParts = (contents: FileContents): contents is PageParts => typeof contents === "object" && "parts" in contents;

/**
 * The page put together. `pieceText` gives a piece's text where a part carries none (the writer
 * thread keeps the texts sent before). Plain JavaScript with nothing from outside: the writer
 * thread's source includes it as it is.
 */
export function assembleParts(parts: PageParts["parts"], pieceText: (piece: number) => string): string {
  let out = "";
  for (const part of parts) {
    if (typeof part === "string") {
      out += part;
      continue;
    }
    let text = part.text === undefined ? pieceText(part.piece) : part.text;
    for (const [search, replace] of part.replace) text = text.split(search).join(replace);
    out += text;
  }
  return out;
}

/** The page put together from the texts its parts carry (for writers without a thread). */
export function pageText(contents: FileContents): string | Uint8Array {
  if (!isPageParts(contents)) return contents;
  return assembleParts(contents.parts, (piece) => {
    throw new Error(`the text of shared piece ${piece} is missing`);
  });
}

/**
 * Splits a page's HTML at the marks of `mark` (`<mark><piece>:<replacements as JSON>\u0001`),
 * giving each piece's text from `pieceText`; undefined when the page has no mark.
 */
export function splitMarkedPage(html: string, mark: string, pieceText: (piece: number) => string): PageParts | undefined {
  let at = html.indexOf(mark);
  if (at < 0) return undefined;
  const parts: PageParts["parts"] = [];
  let length = 0;
  let from = 0;
  while (at >= 0) {
    const end = html.indexOf("\u0001", at + mark.length);
    const [id, replaceJson] = splitOnce(html.slice(at + mark.length, end), ":");
    const piece: SharedPiece = { piece: Number(id), text: pieceText(Number(id)), replace: JSON.parse(replaceJson) as [string, string][] };
    parts.push(html.slice(from, at), piece);
    length += at - from + piece.text.length;
    from = end + 1;
    at = html.indexOf(mark, from);
  }
  parts.push(html.slice(from));
  length += html.length - from;
  return { parts, length };
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return [text.slice(0, at), text.slice(at + 1)];
}
