// Reports a file with no content at all: its page would be empty. HTML comments are meant not
// to show (`<!-- truncate -->`) and do not count as content. (Raw HTML is rendered: raw-html.ts.)
import type { Root } from "mdast";
import { isHtmlComment } from "./raw-html.ts";

export interface ContentWarning {
  message: string;
  line?: number;
}

export function remarkContentWarnings(warn: (w: ContentWarning) => void) {
  return () => (tree: Root) => {
    // The unified engine's parser keeps the front matter as a `yaml` node; it is not text.
    for (const child of tree.children) if (child.type !== "yaml" && !(child.type === "html" && isHtmlComment(child.value))) return;
    warn({ message: "the file is empty: its page has no text." });
  };
}
