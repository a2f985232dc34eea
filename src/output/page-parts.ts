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
  /**
   * [search, replace] pairs. Each search is found in the piece as it was rendered, every
   * occurrence (`replacementSpans`); the text a replacement puts in is not searched again.
   */
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
 * Where `searches` are in `text`: [start, end, index of the search] for each occurrence, by
 * start. Each search is looked for from the start of the text as it is, every occurrence left
 * to right (as `split` finds them); one that overlaps an occurrence of an earlier search is
 * left out. `text` and the searches are strings, or all UTF-8 bytes: then the same occurrences
 * are found, at byte offsets (a search found in bytes starts and ends on a character's edge).
 * Plain JavaScript with nothing from outside: the writer thread's source includes it as it is.
 */
export function replacementSpans<T extends string | Buffer>(text: T, searches: T[]): number[] {
  const found: number[] = [];
  for (let k = 0; k < searches.length; k++) {
    const search = searches[k]!;
    if (search.length === 0) continue;
    let at = (text as string).indexOf(search as string);
    while (at >= 0) {
      const end = at + search.length;
      let free = true;
      for (let i = 0; i < found.length && free; i += 3) free = end <= found[i]! || found[i + 1]! <= at;
      if (free) found.push(at, end, k);
      at = (text as string).indexOf(search as string, free ? end : at + 1);
    }
  }
  const order = Array.from({ length: found.length / 3 }, (_, i) => i).sort((a, b) => found[3 * a]! - found[3 * b]!);
  return order.flatMap((i) => [found[3 * i]!, found[3 * i + 1]!, found[3 * i + 2]!]);
}

/**
 * The page put together. `pieceText` gives a piece's text where a part carries none (the writer
 * thread keeps the texts sent before). Plain JavaScript that uses only `replacementSpans`.
 */
export function assembleParts(parts: PageParts["parts"], pieceText: (piece: number) => string): string {
  let out = "";
  for (const part of parts) {
    if (typeof part === "string") {
      out += part;
      continue;
    }
    const text = part.text === undefined ? pieceText(part.piece) : part.text;
    const spans = replacementSpans(
      text,
      part.replace.map((pair) => pair[0]),
    );
    let from = 0;
    for (let i = 0; i < spans.length; i += 3) {
      out += text.slice(from, spans[i]) + part.replace[spans[i + 2]!]![1];
      from = spans[i + 1]!;
    }
    out += from === 0 ? text : text.slice(from);
  }
  return out;
}

/**
 * The bytes of `assembleParts`' page (UTF-8), made in `scratch.bytes` (grown when too small) and
 * returned as a view of it, valid until the next call. The writer thread puts pages together
 * this way: a piece's bytes (`pieceBytes`, for every piece part) are encoded once and copied into each page around
 * its replacements, where the text of each page was a new string of it per replacement and
 * then encoded again (at 50,000 docs a piece is 417 thousand characters, on every doc page).
 * Plain JavaScript that uses only `replacementSpans` and Buffer.
 */
export function assembleBytes(parts: PageParts["parts"], pieceBytes: (piece: number) => Buffer, scratch: { bytes: Buffer }): Buffer {
  let length = 0;
  // At most 3 bytes a UTF-16 unit; the buffer is grown before anything is written past it.
  const room = (more: number) => {
    if (length + more <= scratch.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(2 * scratch.bytes.length, length + more));
    scratch.bytes.copy(grown, 0, 0, length);
    scratch.bytes = grown;
  };
  const text = (value: string) => {
    room(3 * value.length);
    length += scratch.bytes.write(value, length);
  };
  for (const part of parts) {
    if (typeof part === "string") {
      text(part);
      continue;
    }
    const bytes = pieceBytes(part.piece);
    const spans = replacementSpans(
      bytes,
      part.replace.map((pair) => Buffer.from(pair[0])),
    );
    let from = 0;
    for (let i = 0; i < spans.length; i += 3) {
      room(spans[i]! - from);
      length += bytes.copy(scratch.bytes, length, from, spans[i]);
      text(part.replace[spans[i + 2]!]![1]);
      from = spans[i + 1]!;
    }
    room(bytes.length - from);
    length += bytes.copy(scratch.bytes, length, from);
  }
  return scratch.bytes.subarray(0, length);
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
