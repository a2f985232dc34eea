// A depth-first walk over a syntax tree for our remark and rehype plugins. It does what
// unist-util-visit does for them, without that package's per-node closure and function-name
// bookkeeping, which took a sizeable part of the Markdown phase.
import type { Element } from "hast";
import type { Node, Parent } from "unist";

/**
 * Calls `visit` for every node below `tree` that passes `test`, parents before children. A
 * number returned continues with the siblings at that index (after replacing or removing the
 * node); the children of the visited node are walked either way, as unist-util-visit does.
 */
export function walk<N extends Node, P extends Parent>(
  tree: P,
  test: (node: Node) => node is N,
  visit: (node: N, index: number, parent: P) => number | void,
): void {
  const children = tree.children as Node[];
  let index = 0;
  while (index < children.length) {
    const node = children[index]!;
    let next = index + 1;
    if (test(node)) {
      const result = visit(node, index, tree);
      if (typeof result === "number") next = result;
    }
    if ((node as Partial<Parent>).children) walk(node as unknown as P, test, visit);
    index = next;
  }
}

/** HTML elements (hast). */
export const isElement = (node: Node): node is Element => node.type === "element";
