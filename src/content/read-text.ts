// Reads a site's text files (Markdown) as UTF-8, refusing what is not text. Node's decoder turns
// bytes that are not UTF-8 into U+FFFD without a word, so a Latin-1 file or an image saved as
// `.md` used to build into a page of replacement and control characters.
import { readFileSync } from "node:fs";
import { SiteError, lineAt } from "../errors.ts";

/** C0 control characters and DEL, but for tab, line feed, form feed and carriage return. */
const CONTROL = /[\x00-\x08\x0b\x0e-\x1f\x7f]/;

/** The file's text, without a byte order mark; an error naming the line and column of any bad byte. */
export function readTextFile(file: string): string {
  const bytes = readFileSync(file);
  let text = bytes.toString("utf8");
  if (text.includes("\uFFFD")) {
    const bad = firstInvalidByte(bytes, text);
    if (bad !== undefined) {
      const before = bytes.subarray(0, bad).toString("utf8");
      throw new SiteError(
        `the file is not UTF-8 text: byte 0x${bytes[bad]!.toString(16).toUpperCase().padStart(2, "0")} at column ${column(before)} is not valid UTF-8.`,
        { file, line: lineAt(before, before.length), hint: "Save the file as UTF-8 (an image or other binary file does not belong among the Markdown files)." },
      );
    }
  }
  const control = CONTROL.exec(text);
  if (control) {
    const before = text.slice(0, control.index);
    const code = control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, "0");
    throw new SiteError(`the file holds the control character U+${code} at column ${column(before)}.`, {
      file,
      line: lineAt(before, before.length),
      hint: "Delete it: it is invisible on the page (text copied from a terminal brings colour codes along).",
    });
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return text;
}

/**
 * The offset of the first byte the decoder replaced, or undefined when every U+FFFD was written
 * as such. Everything before that byte decodes and encodes back to the same bytes.
 */
function firstInvalidByte(bytes: Buffer, text: string): number | undefined {
  const again = Buffer.from(text, "utf8");
  const length = Math.min(bytes.length, again.length);
  for (let i = 0; i < length; i++) if (bytes[i] !== again[i]) return i;
  return bytes.length === again.length ? undefined : length;
}

/** The 1-based column (in characters) after `before`, the text of the file before a position. */
function column(before: string): number {
  return before.length - before.lastIndexOf("\n");
}
