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

/** Text of a node without code blocks and heading anchors. */
function proseText(node: RootContent): string {
  if (node.type === "text") return node.value;
  if (node.type !== "element") return "";
  const classes = (node.properties?.className as string[] | undefined) ?? [];
  if (classes.includes("code-block") || classes.includes("hash-link") || node.tagName === "pre") return "";
  if (classes.includes("admonition-title")) return toString(node) + ". ";
  const inner = node.children.map((c) => proseText(c as RootContent)).join("");
  return /^(p|li|h[1-6]|tr|div|blockquote|dt|dd)$/.test(node.tagName) ? inner + " " : inner;
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
      (sum, s) => sum + (s.text.match(/\S+/g)?.length ?? 0) + (s.title?.match(/\S+/g)?.length ?? 0),
      0,
    );
  };
}
