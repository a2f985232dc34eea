// Raw HTML in Markdown becomes part of the page, as CommonMark says: both engines turn each
// `html` node into a hast `raw` node (comments excepted: they are notes to writers and never
// shown), and this rehype plugin parses those into elements with hast-util-raw (parse5, the
// HTML standard's parser). It parses the raw nodes together with the tree around them, so that
// `<details>` opened in one HTML block and closed in another holds the Markdown between them.
// sanitize-html.ts then removes what the site's Content-Security-Policy would not let run.
//
// A file without HTML pays one scan of its source for `<` (and, when it has one, a walk of its
// tree for `raw` nodes); only a file that has raw HTML is parsed again.
import type { Element, ElementContent, Nodes, Root, RootContent } from "hast";
import type { Html } from "mdast";
import type { Raw, State } from "mdast-util-to-hast";
import { raw } from "hast-util-raw";
import type { VFile } from "vfile";
import type { ContentWarning } from "./remark-content-warnings.ts";
import { sanitizeHtml } from "./sanitize-html.ts";

/** An HTML node that is one comment and nothing else (`<!-- truncate -->`): never shown. */
export function isHtmlComment(html: string): boolean {
  return /^<!--(?:(?!-->)[\s\S])*-->$/.test(html.trim());
}

/** remark-rehype's handler of raw HTML (`allowDangerousHtml`), but that a comment alone is not shown. */
export function rawHtmlHandler(state: State, node: Html): ElementContent | undefined {
  if (isHtmlComment(node.value)) return undefined;
  const result: Raw = { type: "raw", value: node.value };
  state.patch(node, result);
  return state.applyData(node, result) as ElementContent;
}

/** Elements' `data` (a code fence's meta) rides through the parse in this attribute. */
const DATA_PROPERTY = "dataSitecRawData";

function hasRaw(node: Nodes): boolean {
  if (node.type === "raw") return true;
  if (!("children" in node)) return false;
  for (const child of node.children) if (hasRaw(child)) return true;
  return false;
}

/**
 * hast-util-raw makes every element anew from parse5's tree, without `data`; the data of each
 * element that has some is kept in an attribute through the parse and put back after it. It
 * also wants an offset in every position, which the fast engine's (lines only) lack: the lines
 * are what counts, for warnings (rehype-code's), so the offset is a stand-in.
 */
function stashData(node: Nodes, stash: unknown[]): void {
  if (node.position && node.position.start.offset === undefined) node.position = { start: { ...node.position.start, offset: 0 }, end: { ...node.position.end, offset: 0 } };
  if (node.type === "element" && node.data) {
    node.properties[DATA_PROPERTY] = String(stash.length);
    stash.push(node.data);
  }
  if ("children" in node) for (const child of node.children) stashData(child, stash);
}

/** Puts the stashed data back, and removes the comments the raw HTML held. */
function restore(parent: Root | Element, stash: unknown[]): void {
  const kept: RootContent[] = [];
  for (const child of parent.children) {
    if (child.type === "comment") continue;
    if (child.type === "element") {
      const index = child.properties[DATA_PROPERTY];
      if (index !== undefined) {
        child.data = stash[Number(index)] as Element["data"];
        delete child.properties[DATA_PROPERTY];
      }
      restore(child, stash);
    }
    kept.push(child);
  }
  parent.children = kept as typeof parent.children;
}

/** The rehype plugin: raw HTML → elements, then sanitised; warnings name the lines. */
export function rehypeRawHtml(warn: (w: ContentWarning) => void) {
  return () => (tree: Root, file: VFile) => {
    if (!String(file.value).includes("<") || !hasRaw(tree)) return tree;
    // With the file, elements made from raw HTML get positions: warnings name their lines.
    const parsed = rawBlocksAlone(tree, file) ?? rawWithTree(tree, file);
    sanitizeHtml(parsed, warn);
    return parsed;
  };
}

/** Every raw node parsed with the tree around it (HTML opened in one block and closed in another). Exported for the test that holds rawBlocksAlone to it. */
export function rawWithTree(tree: Root, file: VFile): Root {
  const stash: unknown[] = [];
  stashData(tree, stash);
  const parsed = raw(tree, { file }) as Root;
  restore(parsed, stash);
  return parsed;
}

/**
 * The tree with each raw node parsed on its own, when every raw node is a block of the page's top
 * level whose tags close what they open (selfContained): the HTML parser then reads it from the
 * state it reads it in with the tree around it, and leaves that state as it found it, so the
 * elements are the same, and the rest of the tree, which hast-util-raw would make anew, is left
 * as it is. Undefined otherwise. (A page's badge row made the whole page go through the parser.)
 */
export function rawBlocksAlone(tree: Root, file: VFile): Root | undefined {
  for (const child of tree.children) {
    if (child.type === "element" && hasRaw(child)) return undefined;
    if ((child as Nodes).type === "raw" && !selfContained((child as unknown as Raw).value)) return undefined;
  }
  const children: RootContent[] = [];
  for (const child of tree.children) {
    if ((child as Nodes).type !== "raw") {
      children.push(child);
      continue;
    }
    const alone: Root = { type: "root", children: [child] };
    stashData(alone, []);
    const parsed = raw(alone, { file }) as Root;
    restore(parsed, []);
    children.push(...parsed.children);
  }
  return { ...tree, children };
}

/** Elements without content or end tag. */
const VOID_ELEMENTS = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "keygen", "link", "meta", "param", "source", "track", "wbr"]);
/** Elements whose content the HTML parser reads as text up to their end tag. */
const TEXT_ELEMENTS = new Set(["iframe", "noembed", "noframes", "noscript", "script", "style", "textarea", "title", "xmp"]);
const TAG = /<(\/?)([A-Za-z][A-Za-z0-9-]*)(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s*(\/?)>/y;

/**
 * True when every tag of `html` is read, each element is closed by its own end tag in order
 * (void elements aside), and nothing else starts with `<` but comments: what the HTML parser
 * reads back to the state it started in. Conservative: `<div/>`, stray `<`, doctypes and
 * processing instructions say false.
 */
export function selfContained(html: string): boolean {
  const open: string[] = [];
  let at = html.indexOf("<");
  while (at !== -1) {
    if (html.startsWith("<!--", at)) {
      const end = html.indexOf("-->", at + 4);
      if (end === -1) return false;
      at = html.indexOf("<", end + 3);
      continue;
    }
    TAG.lastIndex = at;
    const tag = TAG.exec(html);
    if (!tag) return false;
    const [, closing, written, selfClosing] = tag;
    const name = written!.toLowerCase();
    let next = TAG.lastIndex;
    if (closing) {
      if (selfClosing || open.pop() !== name) return false;
    } else if (!VOID_ELEMENTS.has(name)) {
      if (selfClosing) return false;
      if (TEXT_ELEMENTS.has(name)) {
        const end = html.toLowerCase().indexOf(`</${name}`, next);
        if (end === -1) return false;
        next = end;
      }
      open.push(name);
    }
    at = html.indexOf("<", next);
  }
  return open.length === 0;
}
