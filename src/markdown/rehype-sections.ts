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

/**
 * Calls `emit` with the text of a node, piece by piece, without code blocks and heading
 * anchors; a block's text is followed by a space, and an admonition's title by ". ".
 */
function eachProsePiece(node: RootContent, emit: (piece: string) => void): void {
  if (node.type === "text") return emit(node.value);
  // An MDX file's components (<Tabs>, <TabItem>, …): their text is the page's text.
  if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
    for (const child of node.children) eachProsePiece(child as RootContent, emit);
    if (node.type === "mdxJsxFlowElement") emit(" ");
    return;
  }
  if (node.type !== "element") return;
  const classes = (node.properties?.className as string[] | undefined) ?? [];
  if (classes.includes("code-block") || classes.includes("hash-link") || node.tagName === "pre") return;
  if (classes.includes("admonition-title")) return emit(toString(node) + ". ");
  for (const child of node.children) eachProsePiece(child as RootContent, emit);
  if (BLOCKS.has(node.tagName)) emit(" ");
}

/** A node's text as `eachProsePiece` gives it, in one string. */
function proseText(node: RootContent): string {
  let text = "";
  eachProsePiece(node, (piece) => (text += piece));
  return text;
}

/** Any white space but a lone space: where `\s+` → " " changes a piece. */
const COLLAPSIBLE = /[^\S ]| {2}/;

/**
 * Text put together from pieces with its white space collapsed as `text.replace(/\s+/g, " ")
 * .trim()` collapses the whole: each piece is collapsed alone (most need nothing), and a space
 * that meets another at a piece's edge, or at the start, is left out. The whole text's
 * `replace` made a second copy of each section's text; at 5,000 docs it allocated 230 MB.
 */
export class CollapsedText {
  private text = "";
  private endsInSpace = true;

  add(piece: string): void {
    // A block's trailing space, the commonest piece, needs no test.
    if (piece !== " " && COLLAPSIBLE.test(piece)) piece = piece.replace(/\s+/g, " ");
    if (piece === "") return;
    if (this.endsInSpace && piece.charCodeAt(0) === 32) piece = piece.slice(1);
    if (piece === "") return;
    this.text += piece;
    this.endsInSpace = piece.charCodeAt(piece.length - 1) === 32;
  }

  /** The text without its last space. */
  toString(): string {
    return this.endsInSpace && this.text !== "" ? this.text.slice(0, -1) : this.text;
  }
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
    let text = new CollapsedText();
    const add = (piece: string) => text.add(piece);
    report.sections = [current];
    for (const node of tree.children) {
      if (isSectionHeading(node)) {
        current.text = text.toString();
        text = new CollapsedText();
        current = {
          id: String(node.properties?.id ?? ""),
          title: proseText(node).replace(/#\s*$/, "").trim(),
          text: "",
        };
        report.sections.push(current);
        continue;
      }
      eachProsePiece(node, add);
    }
    current.text = text.toString();
    report.wordCount = report.sections.reduce(
      (sum, s) => sum + countWords(s.text) + (s.title?.match(/\S+/g)?.length ?? 0),
      0,
    );
  };
}
