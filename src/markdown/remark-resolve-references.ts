// Reference links and images (`[text][id]` with `[id]: /url` elsewhere) become plain links and
// images where they are used, definitions go, and so do footnote definitions nothing refers to
// and all but the first of one identifier (only the first is shown).
// That is the tree the fast engine's parser gives (markdown-it resolves references as it reads),
// and the HTML is the same either way (mdast-util-to-hast resolves them, and leaves out unused
// footnotes). With it, both engines hand the same tree to every plugin, and a link is reported
// on the line where the reader finds it. Runs in the unified engine right after the parser.
import type { Definition, FootnoteDefinition, Image, ImageReference, Link, LinkReference, Nodes, Parent, Root } from "mdast";

export function remarkResolveReferences() {
  return (tree: Root) => {
    const definitions = new Map<string, Definition>();
    const footnotesUsed = new Set<string>();
    collect(tree, definitions, footnotesUsed);
    resolve(tree, definitions, footnotesUsed, new Set());
  };
}

function collect(parent: Parent, definitions: Map<string, Definition>, footnotesUsed: Set<string>): void {
  for (const node of parent.children as Nodes[]) {
    // The first definition of an id wins, as CommonMark says.
    if (node.type === "definition" && !definitions.has(node.identifier)) definitions.set(node.identifier, node);
    if (node.type === "footnoteReference") footnotesUsed.add(node.identifier);
    if ("children" in node) collect(node, definitions, footnotesUsed);
  }
}

function resolve(parent: Parent, definitions: Map<string, Definition>, footnotesUsed: Set<string>, footnotesShown: Set<string>): void {
  const children: Nodes[] = [];
  for (const node of parent.children as Nodes[]) {
    if (node.type === "definition") continue;
    if (node.type === "footnoteDefinition") {
      const id = (node as FootnoteDefinition).identifier;
      if (!footnotesUsed.has(id) || footnotesShown.has(id)) continue;
      footnotesShown.add(id);
    }
    const resolved = node.type === "linkReference" || node.type === "imageReference" ? resolveReference(node, definitions) : node;
    if ("children" in resolved) resolve(resolved, definitions, footnotesUsed, footnotesShown);
    children.push(resolved);
  }
  parent.children = children as Parent["children"];
}

/** The link or image a reference stands for; a reference to nothing stays (it is shown as text). */
function resolveReference(node: LinkReference | ImageReference, definitions: Map<string, Definition>): Nodes {
  const definition = definitions.get(node.identifier);
  if (!definition) return node;
  const { url, title } = definition;
  if (node.type === "imageReference") return { type: "image", url, title: title ?? null, alt: node.alt ?? "", position: node.position } satisfies Image;
  return { type: "link", url, title: title ?? null, children: node.children, position: node.position } satisfies Link;
}
