// mdast → hast for the trees parse-markdown.ts makes: the HTML tree remark-rehype (through
// mdast-util-to-hast, with `allowDangerousHtml`) gives for them, line breaks between blocks and
// footnote section included; raw HTML stays `raw` nodes, which raw-html.ts parses. Tests hold it to mdast-util-to-hast's output on every page of the site and
// on made-up documents.
//
// The reason is speed: mdast-util-to-hast walks each tree an extra time for definitions, copies
// every position and clones node data, a sizeable part of the Markdown phase.
//
// This module walks the tree and hands each node to its handler, in to-hast/: blocks.ts,
// inline.ts, lists.ts, tables.ts and footnotes.ts; hast.ts holds what they share (elements,
// line breaks, `data.hName` and co.), state.ts the state of one conversion.
import type * as Hast from "hast";
import type * as Mdast from "mdast";
import { blockquote, code, heading, paragraph, thematicBreak } from "./to-hast/blocks.ts";
import { collectFootnoteDefinitions, footnoteReference, footnoteSection } from "./to-hast/footnotes.ts";
import { applyData, element, wrap, type HastChild } from "./to-hast/hast.ts";
import { deleted, emphasis, hardBreak, image, inlineCode, link, strong, text } from "./to-hast/inline.ts";
import { itemLoose, list, listItem } from "./to-hast/lists.ts";
import type { State } from "./to-hast/state.ts";
import { table, tableCell, tableRow } from "./to-hast/tables.ts";
import { trimMarkdownSpaceStart } from "./to-hast/whitespace.ts";
import { isHtmlComment } from "./raw-html.ts";

type Result = HastChild | HastChild[] | undefined;

/**
 * Converts a whole document; footnotes go into a `<section>` at its end. Nodes of a type in
 * `passThrough` (MDX's JSX) are kept as they are, their children converted, as remark-rehype's
 * option of that name keeps them.
 */
export function mdastToHast(tree: Mdast.Root, options: { passThrough?: ReadonlySet<string> } = {}): Hast.Root {
  const state: State = {
    passThrough: options.passThrough,
    all: (parent) => all(state, parent),
    loose: new Map(),
    footnoteById: new Map(),
    footnoteOrder: [],
    footnoteCounts: new Map(),
  };
  collectFootnoteDefinitions(state, tree);
  const root: Hast.Root = { type: "root", children: wrap(all(state, tree)) };
  const foot = footnoteSection(state);
  if (foot) root.children.push({ type: "text", value: "\n" }, foot);
  return root;
}

function all(state: State, parent: Mdast.Parent): HastChild[] {
  const values: HastChild[] = [];
  const nodes = parent.children as Mdast.RootContent[];
  for (let index = 0; index < nodes.length; index++) {
    const result = one(state, nodes[index]!, parent, index);
    if (!result) continue;
    // Spaces after a hard break do not show: they start the next line.
    if (index && nodes[index - 1]!.type === "break" && !Array.isArray(result)) {
      if (result.type === "text") result.value = trimMarkdownSpaceStart(result.value);
      else if (result.type === "element") {
        const head = result.children[0];
        if (head && head.type === "text") head.value = trimMarkdownSpaceStart(head.value);
      }
    }
    if (Array.isArray(result)) values.push(...result);
    else values.push(result);
  }
  return values;
}

function one(state: State, node: Mdast.RootContent, parent: Mdast.Parent, index: number): Result {
  switch (node.type) {
    case "paragraph":
      return paragraph(state, node);
    case "heading":
      return heading(state, node);
    case "text":
      return text(node);
    case "emphasis":
      return emphasis(state, node);
    case "strong":
      return strong(state, node);
    case "delete":
      return deleted(state, node);
    case "inlineCode":
      return inlineCode(node);
    case "break":
      return hardBreak(node);
    case "link":
      return link(state, node);
    case "image":
      return image(node);
    case "code":
      return code(node);
    case "blockquote":
      return blockquote(state, node);
    case "list":
      return list(state, node);
    case "listItem":
      return listItem(state, node, itemLoose(state, node, parent));
    case "table":
      return table(state, node);
    case "tableRow":
      return tableRow(state, node, parent, index);
    case "tableCell":
      return tableCell(state, node);
    case "thematicBreak":
      return thematicBreak(node);
    case "footnoteReference":
      return footnoteReference(state, node);
    case "html":
      return rawHtml(node);
    // Definitions are written elsewhere.
    case "definition":
    case "footnoteDefinition":
    case "yaml":
      return undefined;
    default:
      if (state.passThrough?.has(node.type)) return passThrough(state, node);
      return unknown(state, node);
  }
}

/**
 * Raw HTML, for raw-html.ts; a comment alone is not shown. The position carries an offset so
 * that hast-util-raw counts the lines of the elements it makes from the node's own line.
 */
function rawHtml(node: Mdast.Html): Result {
  if (isHtmlComment(node.value)) return undefined;
  const line = node.position?.start.line ?? 1;
  return { type: "raw", value: node.value, position: { start: { line, column: 1, offset: 0 }, end: { line, column: 1, offset: 0 } } };
}

/** A node kept as it is (a copy), its children converted. */
function passThrough(state: State, node: Mdast.RootContent): Result {
  if (!("children" in node)) return structuredClone(node) as unknown as HastChild;
  const { children: _children, ...shallow } = node as Mdast.Parent;
  return { ...(structuredClone(shallow) as object), children: all(state, node as Mdast.Parent) } as unknown as HastChild;
}

/** Other nodes (container directives): a `<div>` of their children, or their text. */
function unknown(state: State, node: Mdast.RootContent): Result {
  const data = (node.data ?? {}) as Record<string, unknown>;
  const result: HastChild =
    "value" in node && !("hProperties" in data || "hChildren" in data)
      ? { type: "text", value: String(node.value) }
      : element("div", {}, "children" in node ? all(state, node as Mdast.Parent) : []);
  return applyData(node, result);
}
