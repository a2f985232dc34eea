// Records the page's text by section (the part before the first h2/h3, then each h2/h3),
// for search documents and reading time. Code blocks are left out.
import type { Root, Element, RootContent } from "hast";
import { toString } from "hast-util-to-string";

export interface Section {
  /** Heading id; undefined for the part of the page before its first section heading. */
  id?: string;
  title?: string;
  text: string;
}

export interface SectionReport {
  sections: Section[];
  wordCount: number;
}

function isSectionHeading(node: RootContent): node is Element {
  return node.type === "element" && (node.tagName === "h2" || node.tagName === "h3");
}

/** Elements whose text is followed by a space, so that words of adjacent blocks stay apart. */
const BLOCKS = new Set(["p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "div", "blockquote", "dt", "dd"]);

/** Text of a node without code blocks and heading anchors. */
function proseText(node: RootContent): string {
  if (node.type === "text") return node.value;
  if (node.type !== "element") return "";
  const classes = (node.properties?.className as string[] | undefined) ?? [];
  if (classes.includes("code-block") || classes.includes("hash-link") || node.tagName === "pre") return "";
  if (classes.includes("admonition-title")) return toString(node) + ". ";
  let inner = "";
  for (const child of node.children) inner += proseText(child as RootContent);
  return BLOCKS.has(node.tagName) ? inner + " " : inner;
}

/** Words of a text whose white space is already single spaces, trimmed. */
function countWords(normalised: string): number {
  if (normalised === "") return 0;
  let words = 1;
  for (let i = normalised.indexOf(" "); i !== -1; i = normalised.indexOf(" ", i + 1)) words++;
  return words;
}

export function rehypeSections(report: SectionReport) {
  return () => (tree: Root) => {
    let current: Section = { text: "" };
    report.sections = [current];
    for (const node of tree.children) {
      if (isSectionHeading(node)) {
        current = {
          id: String(node.properties?.id ?? ""),
          title: proseText(node).replace(/#\s*$/, "").trim(),
          text: "",
        };
        report.sections.push(current);
        continue;
      }
      current.text += proseText(node);
    }
    for (const section of report.sections) section.text = section.text.replace(/\s+/g, " ").trim();
    report.wordCount = report.sections.reduce(
      (sum, s) => sum + countWords(s.text) + (s.title?.match(/\S+/g)?.length ?? 0),
      0,
    );
  };
}
