// The MDX 1 compatibility Docusaurus 3 applies when it reads a file as MDX (`markdown.mdx1Compat`):
// HTML comments `<!-- … -->` become MDX comments `{/* … */}`, a heading's `{#custom-id}` is
// escaped so that MDX reads it as text (rehype-headings.ts then takes it as the id), and
// `:::note Title` becomes `:::note[Title]`. Each rewrite keeps the file's lines where they are,
// so that errors and warnings name the lines the writer sees. Code is left as it is.
import { forEachProseLine } from "./scan.ts";

/** A heading's `{#id}`, unless its brace is escaped already (`\{#id\}` is valid MDX, which generators write). */
const HEADING_ID = /^(\s{0,3}#{1,6}\s.*?)(?<!\\)\{(#[^}\s]+)\}(\s*)$/;
/** `:::note Title` (three colons: with more, neither this nor MDX reads a directive); group 2 is the title. */
export const ADMONITION_TITLE = /^(\s*:::[\w-]+)[ \t]+([^[{\s][^{]*?)\s*$/;

/** `source` with the rewrites above applied to its prose lines. */
export function applyMdx1Compat(source: string): string {
  const lines = source.split("\n");
  let inComment = false;
  forEachProseLine(source, ({ text, masked, line }) => {
    let out = "";
    let i = 0;
    // Comments: found in the masked line (not in code spans), rewritten in the line as written.
    while (i < text.length) {
      if (inComment) {
        const end = masked.indexOf("-->", i);
        const upTo = end === -1 ? text.length : end;
        out += text.slice(i, upTo).replace(/\*\//g, "*\\/");
        if (end === -1) break;
        out += "*/}";
        inComment = false;
        i = end + 3;
      } else {
        const start = masked.indexOf("<!--", i);
        if (start === -1) {
          out += text.slice(i);
          break;
        }
        out += text.slice(i, start) + "{/*";
        inComment = true;
        i = start + 4;
      }
    }
    if (!inComment) {
      out = out.replace(HEADING_ID, "$1\\{$2\\}$3");
      out = out.replace(ADMONITION_TITLE, "$1[$2]");
    }
    lines[line - 1] = out;
  });
  return lines.join("\n");
}
