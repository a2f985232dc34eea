// What the block and the inline conversion read from markdown-it tokens alike: a node's
// position (a file line) and a footnote's label and identifier.
import type { Token } from "markdown-it";
import type { Position } from "unist";

/** A position on one line: the pipeline's messages name lines only. */
export function at(line: number): Position {
  return { start: { line, column: 1 }, end: { line, column: 1 } };
}

/** A footnote's label and identifier; `^[inline]` footnotes have no label and are numbered. */
export function footnote(token: Token): { identifier: string; label: string } {
  const meta = token.meta as { id: number; label?: string };
  const label = meta.label ?? String(meta.id + 1);
  return { identifier: label.replace(/[\t\n\r ]+/g, " ").trim().toLowerCase(), label };
}
