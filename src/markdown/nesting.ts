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
// the unified engine runs that parser first (engines.ts), so both engines judge a file alike and
// in bounded time.
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
