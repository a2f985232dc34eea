// Leaf (`::name`) and text (`:name`) directives that no plugin turned into something are written
// back as the text they were, as Docusaurus does: prose such as `image:latest` or `a::b` must
// not lose its colons. The fast engine's parser makes container directives only, so there they
// never exist. Runs in the unified engine after sitec's remark plugins.
//
// A leaf directive is a block of its own for micromark: it ends the paragraph before it and
// starts one after it. Written back, it joins those paragraphs again when no blank line
// separated them, as a CommonMark parser reads the same lines.
import type { Paragraph, PhrasingContent, Root, RootContent, Text } from "mdast";
import type { LeafDirective, TextDirective } from "mdast-util-directive";
import type { Node, Parent } from "unist";
import type { VFile } from "vfile";

export function remarkDirectivesAsText() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    const visit = (parent: Parent) => {
      if (!parent.children.some(hasDirective)) return;
      const children: RootContent[] = [];
      const writtenBack = new Set<Paragraph>();
      for (const child of parent.children as RootContent[]) {
        if ("children" in child) visit(child as Parent);
        // The paragraph a line right below `previous` would continue (lazily, in a list or quote).
        const open = lastParagraph(children[children.length - 1]);
        if (child.type === "textDirective") {
          children.push(text(child, source));
        } else if (child.type === "leafDirective") {
          const line: Paragraph = { type: "paragraph", children: [text(child, source)], position: child.position };
          const continues = open !== undefined && adjacent(open, child);
          if (continues) join(open, line);
          else children.push(line);
          writtenBack.add(continues ? open : line);
        } else if (child.type === "paragraph" && open && writtenBack.has(open) && adjacent(open, child)) {
          join(open, child);
        } else {
          children.push(child);
        }
      }
      parent.children = children.map((child) => (child.type === "paragraph" ? { ...child, children: joinTexts(child.children) } : child));
      // Whatever holds the directive's text (a paragraph, a heading, a table cell, emphasis, a
      // link): one text node with the text beside it, as the fast parser gives.
      parent.children = joinTexts(parent.children as PhrasingContent[]) as Parent["children"];
    };
    visit(tree);
  };
}

const hasDirective = (node: Node): boolean =>
  node.type === "textDirective" || node.type === "leafDirective" || ("children" in node && (node as Parent).children.some(hasDirective));

function text(node: LeafDirective | TextDirective, source: string): Text {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return { type: "text", value: start === undefined || end === undefined ? "" : source.slice(start, end), position: node.position };
}

/** The paragraph at the very end of a block, which a following line may continue. */
function lastParagraph(node: RootContent | undefined): Paragraph | undefined {
  if (!node) return undefined;
  if (node.type === "paragraph") return node;
  if (node.type === "list" || node.type === "listItem" || node.type === "blockquote" || node.type === "footnoteDefinition") {
    return lastParagraph(node.children[node.children.length - 1] as RootContent | undefined);
  }
  return undefined;
}

/** True when `next` starts on the line right after `previous` ends (no blank line between). */
function adjacent(previous: Node, next: Node): boolean {
  const end = previous.position?.end.line;
  const start = next.position?.start.line;
  return end !== undefined && start !== undefined && start === end + 1;
}

/** Appends `next`'s lines to `paragraph`, as one paragraph of lines. */
function join(paragraph: Paragraph, next: Paragraph): void {
  paragraph.children.push({ type: "text", value: "\n" }, ...next.children);
  if (paragraph.position && next.position) paragraph.position = { start: paragraph.position.start, end: next.position.end };
}

/** micromark gives one text node for a run of text: join the pieces again. */
function joinTexts(children: PhrasingContent[]): PhrasingContent[] {
  const joined: PhrasingContent[] = [];
  for (const child of children) {
    const last = joined[joined.length - 1];
    if (child.type === "text" && last?.type === "text") joined[joined.length - 1] = { ...last, value: last.value + child.value };
    else joined.push(child);
  }
  return joined;
}
