import { describe, it, expect } from "vitest";
import type { Element, Root } from "hast";
import { walk, isElement } from "../../../src/markdown/walk.ts";

const el = (tagName: string, ...children: Element[]): Element => ({ type: "element", tagName, properties: {}, children });

describe("walk", () => {
  it("visits elements depth first, parents before children, with index and parent", () => {
    const tree: Root = { type: "root", children: [el("div", el("p"), el("ul", el("li"))), { type: "text", value: "x" }, el("hr")] };
    const seen: string[] = [];
    walk<Element, Root | Element>(tree, isElement, (node, index, parent) => {
      seen.push(`${node.tagName}@${index} in ${parent.type === "root" ? "root" : parent.tagName}`);
    });
    expect(seen).toEqual(["div@0 in root", "p@0 in div", "ul@1 in div", "li@0 in ul", "hr@2 in root"]);
  });

  it("continues at the index returned, and still walks the visited node's children", () => {
    const tree: Root = { type: "root", children: [el("table", el("a")), el("h1", el("b")), el("p")] };
    const seen: string[] = [];
    walk<Element, Root | Element>(tree, isElement, (node, index, parent) => {
      seen.push(node.tagName);
      if (node.tagName === "table") {
        // Wrapped: the wrapper is not visited, the table's children are.
        parent.children[index] = el("section", node);
        return index + 1;
      }
      if (node.tagName === "h1") {
        parent.children.splice(index, 1);
        return index; // the next sibling moved here
      }
      return undefined;
    });
    expect(seen).toEqual(["table", "a", "h1", "b", "p"]);
    expect(tree.children.map((c) => (c as Element).tagName)).toEqual(["section", "p"]);
  });
});
