// An MDX post's excerpt (the part before the truncate marker) with the file's import and export
// blocks that come after the marker: they belong to the whole module, as in Docusaurus, so a
// component imported at the end is known in the excerpt too. The other lines after the marker
// become blank, so that the excerpt's lines are the file's.
import { forEachProseLine } from "./scan.ts";

export function mdxExcerptSource(content: string, excerpt: string): string {
  const firstRestLine = excerpt.split("\n").length;
  const lines = content.split("\n");
  const keep = new Set<number>();
  let inEsm = false;
  forEachProseLine(content, ({ text, line, afterBlank }) => {
    if (line < firstRestLine) return;
    if (afterBlank) inEsm = /^(import|export)\s/.test(text);
    if (inEsm) keep.add(line);
  });
  const rest = lines.slice(firstRestLine - 1).map((text, i) => (i === 0 ? "" : keep.has(firstRestLine + i) ? text : ""));
  return excerpt.replace(/[^\n]*$/, "") + rest.join("\n");
}
