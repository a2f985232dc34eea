// Small HTML adjustments for reading: tables scroll on narrow screens, images load lazily,
// external links open safely in a new tab.
import type { Root, Element, Parents } from "hast";
import { walk, isElement } from "./walk.ts";
import { toString } from "hast-util-to-string";
import { isExternalUrl } from "../shared/paths.ts";

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
        const wrapper: Element = {
          type: "element",
          tagName: "div",
          properties: { className: ["table-wrapper"], tabIndex: 0, role: "region", ariaLabel: count > 1 ? `${base} (${count})` : base },
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
