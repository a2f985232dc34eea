// Block tokens → mdast: markdown-it's flat stream of open, close and leaf tokens becomes the tree
// micromark gives: paragraphs, headings, block quotes, lists (loose or tight, task items),
// tables, container directives, footnote definitions, code and raw HTML. Each `inline` token's
// children go to inline.ts.
import type { Token } from "markdown-it";
import type { Root, Parent, RootContent, PhrasingContent, List, Table, AlignType } from "mdast";
import { MAX_NESTING, nestingError } from "../nesting.ts";
import { containerDirective } from "./directives.ts";
import { phrasing } from "./inline.ts";
import { at, footnote } from "./tokens.ts";

/** The walk's state: the open containers (innermost last) and what closing a list needs. */
interface BlockState {
  stack: Parent[];
  /** Lists whose paragraphs markdown-it showed (not hidden): loose lists. */
  looseLists: Set<List>;
}

/** Builds the mdast root of a document's block tokens; `line` positions are file lines. */
export function blocksToMdast(tokens: Token[]): Root {
  const root: Root = { type: "root", children: [] };
  const state: BlockState = { stack: [root], looseLists: new Set() };
  let line = 1;
  for (const token of tokens) {
    if (token.map) line = token.map[0] + 1;
    if (token.nesting === 1) openBlock(state, token, line);
    else if (token.nesting === -1) closeBlock(state, token);
    else addLeaf(state, token, line);
  }
  return root;
}

function parent(state: BlockState): Parent {
  return state.stack[state.stack.length - 1]!;
}

/** Opens a container on `line`; one deeper than MAX_NESTING is an error (see nesting.ts). */
function push(state: BlockState, node: RootContent & Parent, line: number): void {
  if (state.stack.length > MAX_NESTING) throw nestingError(line);
  (parent(state).children as RootContent[]).push(node);
  state.stack.push(node);
}

function add(state: BlockState, node: RootContent): void {
  (parent(state).children as RootContent[]).push(node);
}

/** An `*_open` token: its node joins the current container and becomes the current one. */
function openBlock(state: BlockState, token: Token, line: number): void {
  switch (token.type) {
    case "paragraph_open": {
      const container = parent(state);
      if (container.type === "listItem" && !token.hidden) {
        const list = state.stack[state.stack.length - 2] as List;
        state.looseLists.add(list);
      }
      push(state, { type: "paragraph", children: [] }, line);
      break;
    }
    case "heading_open":
      push(state, { type: "heading", depth: Number(token.tag.slice(1)) as 1 | 2 | 3 | 4 | 5 | 6, children: [], position: at(line) }, line);
      break;
    case "blockquote_open":
      push(state, { type: "blockquote", children: [] }, line);
      break;
    case "bullet_list_open":
    case "ordered_list_open": {
      const ordered = token.type === "ordered_list_open";
      push(state, { type: "list", ordered, start: ordered ? Number(token.attrGet("start") ?? 1) : null, spread: false, children: [] }, line);
      break;
    }
    case "list_item_open":
      // A task item's marker was read before the inline content (markdown-it-setup.ts).
      push(state, { type: "listItem", spread: false, checked: (token.meta as { checked?: boolean } | null)?.checked ?? null, children: [] }, line);
      break;
    case "table_open":
      push(state, { type: "table", align: [], children: [] }, line);
      break;
    case "tr_open":
      push(state, { type: "tableRow", children: [] }, line);
      break;
    case "th_open":
    case "td_open": {
      if (token.type === "th_open") (state.stack[state.stack.length - 2] as Table).align!.push(cellAlign(token));
      push(state, { type: "tableCell", children: [] }, line);
      break;
    }
    case "container_directive_open":
      push(state, containerDirective(token, line, state.stack.length) as never, line);
      break;
    case "footnote_open":
      push(state, { type: "footnoteDefinition", ...footnote(token), children: [] }, line);
      break;
    // thead/tbody (mdast has rows only), the footnote block wrapper: no node of their own.
  }
}

/** The node type each `*_close` token closes. */
const CLOSES: Record<string, string> = {
  paragraph_close: "paragraph",
  heading_close: "heading",
  blockquote_close: "blockquote",
  bullet_list_close: "list",
  ordered_list_close: "list",
  list_item_close: "listItem",
  table_close: "table",
  tr_close: "tableRow",
  th_close: "tableCell",
  td_close: "tableCell",
  container_directive_close: "containerDirective",
  footnote_close: "footnoteDefinition",
};

/**
 * A `*_close` token: its container is done; a list may be loose. A close that does not match
 * the open container is left out: markdown-it-footnote moves a footnote definition's tokens to
 * the end, and with a definition inside a list inside another definition it leaves closes
 * behind whose opens it moved (micromark drops such a definition, unused, and so does this).
 */
function closeBlock(state: BlockState, token: Token): void {
  const closes = CLOSES[token.type];
  if (closes === undefined || state.stack.length < 2 || parent(state).type !== closes) return;
  const node = state.stack.pop()!;
  if (node.type === "list" && state.looseLists.has(node as List)) {
    const list = node as List;
    list.spread = true;
    for (const item of list.children) item.spread = true;
  }
}

/** A token with no children of its own: inline content, code, a thematic break, raw HTML. */
function addLeaf(state: BlockState, token: Token, line: number): void {
  switch (token.type) {
    case "inline":
      (parent(state).children as PhrasingContent[]).push(...phrasing(token.children ?? [], line, state.stack.length - 1));
      break;
    case "fence": {
      const info = token.info.trim();
      const space = info.search(/\s/);
      add(state, {
        type: "code",
        lang: info ? (space === -1 ? info : info.slice(0, space)) : null,
        meta: space === -1 ? null : info.slice(space).trim() || null,
        value: trimFinalNewline(token.content),
        position: at(line),
      });
      break;
    }
    case "code_block":
      add(state, { type: "code", lang: null, meta: null, value: trimFinalNewline(token.content), position: at(line) });
      break;
    case "hr":
      add(state, { type: "thematicBreak" });
      break;
    case "html_block":
      add(state, { type: "html", value: runsToEnd(token.content) && !state.stack.some((n) => n.type === "blockquote") ? token.content : trimFinalNewline(token.content), position: at(line) });
      break;
  }
}

/** The first line of an HTML block of CommonMark's kinds 1 to 5, and what ends such a block. */
const ENDS: [RegExp, RegExp][] = [
  [/^ {0,3}<(?:pre|script|style|textarea)(?=[\s>]|$)/i, /<\/(?:pre|script|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<![A-Za-z]/, />/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
];

/**
 * An HTML block of kinds 1 to 5 that nothing ends runs to the end of its container, blank lines
 * included; micromark then keeps its last line ending (the empty line after it belongs to the
 * block), so its value keeps markdown-it's final newline; not in a block quote, whose lines
 * end at the last `>`.
 */
function runsToEnd(content: string): boolean {
  for (const [start, end] of ENDS) {
    const opening = start.exec(content);
    if (opening) return !end.test(content.slice(opening[0].length));
  }
  return false;
}

function cellAlign(token: Token): AlignType {
  const style = token.attrGet("style") ?? "";
  const match = /text-align:\s*(left|right|center)/.exec(style);
  return match ? (match[1] as AlignType) : null;
}

function trimFinalNewline(value: string): string {
  return value.endsWith("\n") ? value.slice(0, -1) : value;
}
