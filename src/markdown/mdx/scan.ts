// One pass over a Markdown file's lines that tells prose from code: front matter, fenced code
// (``` and ~~~), indented code and display math (`$$` … `$$`, for remark-math) are skipped, and
// inline code spans are blanked out. A comment that opens a line is prose up to its end, even
// where a fence is written in it. The MDX classifier and the MDX 1 compatibility rewrites both
// read a file through it, so that JSX or `{` shown in code never counts as MDX syntax and is
// never rewritten.

/** A line of prose: its text with inline code blanked (same length), its number (1-based). */
export interface ProseLine {
  /** The line as written. */
  text: string;
  /** The line with the contents of inline code spans replaced by spaces. */
  masked: string;
  line: number;
  /** True when the line before it was blank (or it is the first line of the body). */
  afterBlank: boolean;
}

/** A fence's opening or closing line: its run of backticks or tildes. */
export const FENCE = /^ {0,3}(`{3,}|~{3,})/;
/** A list item's marker and the white space after it, up to where its text starts. */
const LIST_ITEM_PREFIX = /^[ \t]*(?:[-+*]|\d{1,9}[.)])(?:[ \t]{1,4}(?=\S)|[ \t]|$)/;

/**
 * Blanks the contents of inline code spans (`` `x` ``, ``` ``x`` ```); line breaks are kept.
 * The text between spans is copied a slice at a time (character by character, this was most of
 * the MDX classifier's time on site/).
 */
export function maskCodeSpans(text: string): string {
  let tick = text.indexOf("`");
  if (tick === -1) return text;
  let out = "";
  // Copied up to here.
  let copied = 0;
  while (tick !== -1) {
    if (tick > 0 && text[tick - 1] === "\\") {
      tick = text.indexOf("`", tick + 1);
      continue;
    }
    let run = 0;
    while (text[tick + run] === "`") run++;
    const ticks = "`".repeat(run);
    // The closing run has exactly as many backticks.
    let close = text.indexOf(ticks, tick + run);
    while (close !== -1 && text[close + run] === "`") {
      let end = close;
      while (text[end] === "`") end++;
      close = text.indexOf(ticks, end);
    }
    if (close === -1) {
      tick = text.indexOf("`", tick + run);
      continue;
    }
    out += text.slice(copied, tick) + ticks + text.slice(tick + run, close).replace(/[^\n]/g, " ") + ticks;
    copied = close + run;
    tick = text.indexOf("`", copied);
  }
  return out + text.slice(copied);
}

/** The columns `prefix` spans, a tab reaching the next multiple of four. */
function columns(prefix: string): number {
  let count = 0;
  for (const char of prefix) count += char === "\t" ? 4 - (count % 4) : 1;
  return count;
}

/** The columns of a line's leading white space. */
const indentColumns = (text: string) => columns(/^[ \t]*/.exec(text)![0]);

// A comment that opens a line: CommonMark's HTML block of kind 2 (`<!--`), or MDX's comment
// expression (`{/*`).
const COMMENT_START = /^ {0,3}(<!--|\{\/\*)/;

/** `end` when a comment open at `from` is still open at the end of `text`, after any closings and openings the line holds. */
function stillOpen(text: string, from: number, end: string): string | undefined {
  const open = end === "-->" ? "<!--" : "{/*";
  let at = from;
  for (;;) {
    const close = text.indexOf(end, at);
    if (close === -1) return end;
    const next = text.indexOf(open, close + end.length);
    if (next === -1) return undefined;
    at = next + open.length;
  }
}

/** The index of the first line after the front matter (`---` on the first line up to the next `---` or `...`). */
export function bodyStart(lines: string[]): number {
  if (!/^---\s*$/.test(lines[0] ?? "")) return 0;
  const end = lines.findIndex((l, i) => i > 0 && /^(---|\.\.\.)\s*$/.test(l));
  return end > 0 ? end + 1 : 0;
}

/** Calls `visit` for every line of prose of `source`, in order. */
export function forEachProseLine(source: string, visit: (line: ProseLine) => void): void {
  for (const line of proseLines(source)) visit(line);
}

/** The lines of prose of `source`, in order (for callers that read them more than once). */
export function proseLines(source: string): ProseLine[] {
  const found: ProseLine[] = [];
  const lines = source.split("\n");
  let index = bodyStart(lines);
  let fence: { char: string; length: number } | undefined;
  let inMath = false;
  // Consecutive prose lines (a paragraph), from `blockStart` in `found`: masked together, since a
  // code span may cross lines.
  let blockStart = 0;
  let ticks = false;
  const flush = () => {
    if (ticks) {
      const block = found.slice(blockStart);
      const masked = maskCodeSpans(block.map((l) => l.text).join("\n")).split("\n");
      block.forEach((l, i) => (l.masked = masked[i]!));
      ticks = false;
    }
    blockStart = found.length;
  };
  let afterBlank = true;
  let inList = false;
  // The column a list item's text starts at (`- ` 2, `10. ` 4): its code is indented four more.
  let listContent = 0;
  let inIndentedCode = false;
  // While a comment that opened a line is open, its end: `-->`, or MDX's star and slash.
  let commentEnd: string | undefined;
  for (; index < lines.length; index++) {
    const written = lines[index]!;
    const text = written.endsWith("\r") ? written.slice(0, -1) : written;
    if (commentEnd) {
      // Up to its end, fences and all, as CommonMark's HTML block and MDX's expression read it.
      found.push({ text, masked: text, line: index + 1, afterBlank });
      commentEnd = stillOpen(text, 0, commentEnd);
      afterBlank = false;
      if (!commentEnd) flush();
      continue;
    }
    if (fence) {
      // Only a line with the fence's character in its first four columns can close it.
      const at = text.indexOf(fence.char);
      if (at !== -1 && at <= 3) {
        const close = FENCE.exec(text);
        if (close && close[1]![0] === fence.char && close[1]!.length >= fence.length && text.slice(close[0].length).trim() === "") fence = undefined;
      }
      afterBlank = false;
      continue;
    }
    // Display math: LaTeX's braces are not MDX expressions.
    if (inMath || /^ {0,3}\$\$/.test(text)) {
      const trimmed = text.trim();
      const oneLine = !inMath && trimmed.length > 4 && trimmed.endsWith("$$");
      if (!oneLine && (inMath ? trimmed.startsWith("$$") || trimmed.endsWith("$$") : true)) inMath = !inMath;
      flush();
      afterBlank = false;
      continue;
    }
    const open = FENCE.exec(text);
    if (open && !(open[1]![0] === "`" && text.slice(open[0].length).includes("`"))) {
      flush();
      fence = { char: open[1]![0]!, length: open[1]!.length };
      afterBlank = false;
      continue;
    }
    if (!/\S/.test(text)) {
      flush();
      afterBlank = true;
      continue;
    }
    // Indented code: four columns in, after a blank line; in a list, four columns past the
    // item's text (less continues the item).
    const codeAt = inList ? listContent + 4 : 4;
    if (indentColumns(text) >= codeAt && (afterBlank || inIndentedCode)) {
      flush();
      inIndentedCode = true;
      afterBlank = false;
      continue;
    }
    inIndentedCode = false;
    const opens = COMMENT_START.exec(text);
    if (opens) {
      const end = opens[1] === "<!--" ? "-->" : "*/";
      commentEnd = stillOpen(text, opens[0].length, end);
      if (commentEnd) {
        flush();
        found.push({ text, masked: text, line: index + 1, afterBlank });
        afterBlank = false;
        continue;
      }
    }
    const item = LIST_ITEM_PREFIX.exec(text);
    if (item) {
      inList = true;
      listContent = columns(item[0]);
    } else if (afterBlank && !/^\s/.test(text)) inList = false;
    if (!ticks && text.includes("`")) ticks = true;
    found.push({ text, masked: text, line: index + 1, afterBlank });
    afterBlank = false;
  }
  flush();
  return found;
}
