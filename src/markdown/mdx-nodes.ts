// A Markdown file that the site's remark plugins gave MDX nodes: npm2yarn and tab-blocks turn a
// ```bash npm2yarn fence into an `import Tabs` and <Tabs> elements, as Docusaurus, which reads every
// file as MDX, lets them. The Markdown pipeline cannot render such nodes (an import became text,
// an element a bare <div>), so it gives the file up (NeedsMdx), and the Markdown phase renders it
// as MDX instead (render-content.ts). Files read as Markdown never reach the MDX compiler otherwise.
import type { Root } from "mdast";

/** A Markdown file whose tree the site's plugins gave MDX nodes: render it as MDX. */
export class NeedsMdx extends Error {
  constructor(readonly nodeType: string) {
    super(`the site's remark plugins added MDX (${nodeType}): the file is rendered as MDX`);
    this.name = "NeedsMdx";
  }
}

/** The type of the first MDX node in the tree (ESM, JSX or an expression), or undefined. */
export function firstMdxNode(tree: Root): string | undefined {
  const stack: { type: string; children?: unknown[] }[] = [tree];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type.startsWith("mdx")) return node.type;
    if (node.children) for (const child of node.children) stack.push(child as { type: string; children?: unknown[] });
  }
  return undefined;
}

/** A remark plugin, after the site's: throws NeedsMdx when they gave the tree MDX nodes. */
export function remarkNeedsMdx() {
  return (tree: Root) => {
    const found = firstMdxNode(tree);
    if (found) throw new NeedsMdx(found);
  };
}
