// Reports what a writer wrote that the page will not show: raw HTML, which the pipeline drops
// (content is Markdown only, which keeps pages safe and their links checkable), and a file with
// no content at all. HTML comments are meant not to show (`<!-- truncate -->`) and pass quietly.
import type { Html, Root } from "mdast";
import type { Node } from "unist";
import { walk } from "./walk.ts";

export interface ContentWarning {
  message: string;
  line?: number;
}

const isHtml = (node: Node): node is Html => node.type === "html";
const COMMENT = /^<!--[\s\S]*-->$/;
/** How much of the dropped HTML a warning quotes. */
const QUOTED = 60;

export function remarkContentWarnings(warn: (w: ContentWarning) => void) {
  return () => (tree: Root) => {
    let shown = 0;
    // The unified engine's parser keeps the front matter as a `yaml` node; it is not text.
    for (const child of tree.children) if (child.type !== "yaml" && !(isHtml(child) && COMMENT.test(child.value.trim()))) shown++;
    if (shown === 0) warn({ message: "the file is empty: its page has no text." });
    walk(tree, isHtml, (node) => {
      const html = node.value.trim();
      if (COMMENT.test(html)) return;
      const firstLine = html.split("\n")[0]!;
      const quoted = firstLine.length > QUOTED ? firstLine.slice(0, QUOTED) + "…" : firstLine;
      warn({ message: `raw HTML is not rendered and was dropped: ${quoted} (write it in Markdown instead)`, line: node.position?.start.line });
    });
  };
}
