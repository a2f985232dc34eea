// Small HTML adjustments for reading: tables scroll on narrow screens, images load lazily,
// external links open safely in a new tab.
import type { Root, Element } from "hast";
import { visit } from "unist-util-visit";
import { isExternalUrl } from "../shared/paths.ts";

export function rehypeContent() {
  return (tree: Root) => {
    visit(tree, "element", (node, index, parent) => {
      if (node.tagName === "table" && parent && index !== undefined) {
        const wrapper: Element = {
          type: "element",
          tagName: "div",
          properties: { className: ["table-wrapper"], tabIndex: 0, role: "region", ariaLabel: "Table" },
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
