// What the handlers of one tree's conversion share: the walk over a node's children, each
// list's looseness, and the footnotes met so far (for the numbers and the section at the end).
import type * as Mdast from "mdast";
import type { HastChild } from "./hast.ts";

export interface State {
  /** Node types kept as they are (mdast-to-hast.ts's option). */
  passThrough?: ReadonlySet<string>;
  /** The hast of a node's children, in order (the walk of mdast-to-hast.ts). */
  all(parent: Mdast.Parent): HastChild[];
  /** Whether each list is loose (its items' paragraphs keep their `<p>`), worked out once per list. */
  loose: Map<Mdast.List, boolean>;
  footnoteById: Map<string, Mdast.FootnoteDefinition>;
  footnoteOrder: string[];
  footnoteCounts: Map<string, number>;
}
