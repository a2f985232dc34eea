// mdast lists → hast: `<ul>`/`<ol>` and `<li>`. A tight list's items show their paragraphs'
// text without `<p>`; a task item gets a disabled checkbox, and its list the
// `contains-task-list` class.
import type * as Mdast from "mdast";
import type * as Hast from "hast";
import { applyData, element, wrap, type HastChild } from "./hast.ts";
import type { State } from "./state.ts";

export function list(state: State, node: Mdast.List): HastChild {
  const properties: Hast.Properties = {};
  if (typeof node.start === "number" && node.start !== 1) properties.start = node.start;
  const results = state.all(node);
  for (const child of results) {
    if (child.type === "element" && child.tagName === "li" && Array.isArray(child.properties.className) && child.properties.className.includes("task-list-item")) {
      properties.className = ["contains-task-list"];
      break;
    }
  }
  return applyData(node, element(node.ordered ? "ol" : "ul", properties, wrap(results, true)));
}

/** Whether a list item's paragraphs keep their `<p>`: its list's looseness, or its own outside a list. */
export function itemLoose(state: State, node: Mdast.ListItem, parent: Mdast.Parent): boolean {
  return parent.type === "list" ? listLoose(state, parent as Mdast.List) : listItemLoose(node);
}

function listLoose(state: State, node: Mdast.List): boolean {
  let loose = state.loose.get(node);
  if (loose === undefined) {
    loose = Boolean(node.spread) || node.children.some(listItemLoose);
    state.loose.set(node, loose);
  }
  return loose;
}

function listItemLoose(node: Mdast.ListItem): boolean {
  return node.spread === null || node.spread === undefined ? node.children.length > 1 : node.spread;
}

export function listItem(state: State, node: Mdast.ListItem, loose: boolean): HastChild {
  const results = state.all(node);
  const properties: Hast.Properties = {};
  if (typeof node.checked === "boolean") {
    const head = results[0];
    let paragraph: Hast.Element;
    if (head && head.type === "element" && head.tagName === "p") paragraph = head;
    else {
      paragraph = element("p", {}, []);
      results.unshift(paragraph);
    }
    if (paragraph.children.length > 0) paragraph.children.unshift({ type: "text", value: " " });
    paragraph.children.unshift(element("input", { type: "checkbox", checked: node.checked, disabled: true }, []));
    properties.className = ["task-list-item"];
  }
  const children: HastChild[] = [];
  for (let index = 0; index < results.length; index++) {
    const child = results[index]!;
    const isParagraph = child.type === "element" && child.tagName === "p";
    if (loose || index !== 0 || !isParagraph) children.push({ type: "text", value: "\n" });
    // A tight list item shows its paragraphs' text without <p>.
    if (isParagraph && !loose) children.push(...(child as Hast.Element).children);
    else children.push(child);
  }
  const tail = results[results.length - 1];
  if (tail && (loose || tail.type !== "element" || tail.tagName !== "p")) children.push({ type: "text", value: "\n" });
  return applyData(node, element("li", properties, children));
}
