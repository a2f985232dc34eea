// How deep Markdown may nest: block quotes, lists, list items, container directives, emphasis,
// strong, strikethrough and links inside one another. Deeper nesting is a build error naming the
// line, the same on both engines (issue 41, points 7 and 8):
// - markdown-it stops reading at its `maxNesting` and silently drops what lies deeper (a block
//   quote's text, a list's later items); it is set one above this limit, so that whatever it
//   drops is deeper than the limit and an error here;
// - remark-parse and every tree walk after either parser (mdast → hast, HTML, the site's
//   plugins) recurse once or more per level: thousands of levels end in "Maximum call stack size
//   exceeded", and micromark took minutes over emphasis nested 50,000 deep.
// The fast parser measures the depth as it builds the tree (parse/blocks.ts, parse/inline.ts);
// the unified engine runs that parser first (engines.ts) on a file that nestingBound cannot
// clear, so both engines judge a file alike and in bounded time.
import { SiteError } from "../errors.ts";

/**
 * The deepest an element of the tree may be (the root's children are at depth 1). 256 keeps
 * every engine well inside the stack (remark-parse and its converters failed from about 1,000
 * levels) and is far deeper than a reader can follow.
 */
export const MAX_NESTING = 256;

/** The error for an element deeper than MAX_NESTING, on the line where it opens. */
export function nestingError(line: number): SiteError {
  return new SiteError(`Markdown nested more than ${MAX_NESTING} levels deep (block quotes, lists, emphasis or links inside one another).`, {
    line,
    hint: `Nest less deeply: sitec reads Markdown up to ${MAX_NESTING} levels, on either engine.`,
  });
}

/**
 * A line's container prefix as CommonMark reads it, and more: white space, `>`, list markers
 * and footnote labels (`[^1]:`, whose definition may hold a block quote or a list on its first
 * line). What follows is the line's content.
 */
const PREFIX = /^(?:[ \t]|>|[-+*](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)|\[\^[^\]]*\]:)*/;
/** A container directive's opening line, after the prefix. */
const DIRECTIVE_OPENER = /^:{3,}[ \t]*[A-Za-z]/;
/** What each element nested inline (emphasis, strong, strikethrough, link, text directive) needs one of. */
const INLINE_MARK = /[*_~[]/g;

/**
 * An upper bound of the depth of any element of the file's tree, from its text alone, in one
 * pass. The elements around a line's content are the containers its prefix continues or opens
 * (a block quote needs its `>`, a list item at least two columns of indentation or its marker,
 * and counts two with its list; each other character of the prefix counts two), at most every
 * container directive the file opens, and the block the content is in (a table is three: table,
 * row, cell). Inline, each nested element needs a mark of its own within its paragraph, which
 * ends at a blank line; an autolink is one more. Where the bound exceeds MAX_NESTING, the file
 * is measured (engines.ts).
 */
export function nestingBound(source: string): number {
  let blocks = 0;
  let directives = 0;
  let inline = 0;
  let marks = 0;
  for (const line of source.split("\n")) {
    const prefix = PREFIX.exec(line)![0];
    let weight = 0;
    for (let i = 0; i < prefix.length; i++) {
      const c = prefix[i]!;
      weight += c === " " || c === ">" ? 1 : c === "\t" ? 4 : c === "." || c === ")" ? 0 : 2;
    }
    blocks = Math.max(blocks, weight);
    const content = line.slice(prefix.length);
    if (DIRECTIVE_OPENER.test(content)) directives++;
    // Only a blank line surely ends a paragraph (a line `*` may be one of its lines).
    if (!line.trim()) marks = 0;
    else marks += line.match(INLINE_MARK)?.length ?? 0;
    inline = Math.max(inline, marks);
  }
  return blocks + directives + 3 + inline + 1;
}
