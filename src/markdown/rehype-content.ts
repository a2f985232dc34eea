// Small HTML adjustments for reading: tables fit their column (as cards in a narrow one, see
// table-layout.ts) and scroll only when nothing else helps, images load lazily, external links
// open safely in a new tab.
import type { Root, Element, Parents } from "hast";
import { walk, isElement } from "./walk.ts";
import { toString } from "hast-util-to-string";
import { isExternalUrl } from "../shared/paths.ts";
import { prepareTable } from "./table-layout.ts";

export function rehypeContent() {
  return (tree: Root) => {
    // A scrollable table is a focusable region, so it needs a name, and names of regions on a
    // page must differ: "Table: <section heading>", numbered when a section has several.
    let section = "";
    const used = new Map<string, number>();
    walk<Element, Parents>(tree, isElement, (node, index, parent) => {
      if (/^h[1-6]$/.test(node.tagName)) section = toString(node).replace(/\s*#$/, "").trim();
      if (node.tagName === "table") {
        const base = section ? `Table: ${section}` : "Table";
        const count = (used.get(base) ?? 0) + 1;
        used.set(base, count);
        const layout = prepareTable(node);
        const wrapper: Element = {
          type: "element",
          tagName: "div",
          properties: { className: ["table-wrapper", ...(layout.cards ? ["table-cards"] : []), ...(layout.values ? ["table-values"] : [])], tabIndex: 0, role: "region", ariaLabel: count > 1 ? `${base} (${count})` : base },
          children: [node],
        };
        parent.children[index] = wrapper;
        return index + 1;
      }
      if (node.tagName === "img") {
        node.properties = { ...node.properties, loading: "lazy", decoding: "async" };
      }
      if (node.tagName === "a" && typeof node.properties?.href === "string" && /^https?:/.test(node.properties.href)) {
        if (isExternalUrl(node.properties.href)) {
          node.properties = { ...node.properties, target: "_blank", rel: ["noopener", "noreferrer"] };
        }
      }
      return undefined;
    });
  };
}
