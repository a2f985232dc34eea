// The HTML React writes for an MDX page's hast, without MDX's compiler or React: what
// hast-util-to-estree (MDX's rehype-recma) makes of each node, then what react-dom/server's
// renderToString writes for it. React escapes `"` and `'` in text and attributes, writes void
// elements as `<br/>`, renames a few properties (className → class, tabIndex → tabindex),
// writes a table cell's `align` as a style and puts `<!-- -->` between adjacent pieces of text.
// Only what these pages hold is covered: any other element, property or value (images, which
// React preloads; forms; `style`; raw HTML…) gives undefined, and the page goes through MDX.
// test/unit/markdown/mdx/theme-only-mdx.test.ts renders pages both ways and compares.
import type { Element, ElementContent, Root, RootContent } from "hast";
import { find, hastToReact, html as htmlSchema } from "property-information";

/**
 * True for what hast-util-to-estree and MDX's JSX leave out of the content: import lines (the
 * module's, not the page's) and an expression that holds only a comment (`{/* note *\/}`, what
 * an HTML comment of Markdown becomes, mdx1-compat.ts), which is no child.
 */
export function writesNothing(node: { type: string; data?: unknown }): boolean {
  if (node.type === "mdxjsEsm") return true;
  const estree = (node.data as { estree?: { body?: unknown[] } } | undefined)?.estree;
  return (node.type === "mdxFlowExpression" || node.type === "mdxTextExpression") && estree?.body?.length === 0;
}

/** Writes an MDX JSX element (a theme component), or gives undefined when it cannot. */
export type JsxWriter = (node: RootContent) => string | undefined;

/** Elements React writes as they are (no special handling in react-dom/server). */
const GENERIC = new Set(
  "a abbr article aside b blockquote button caption cite code dd del details dfn div dl dt em figcaption figure footer h1 h2 h3 h4 h5 h6 header i ins kbd li main mark nav ol p pre q s samp section small span strong sub summary sup table tbody td tfoot th thead time tr u ul var".split(" "),
);
const VOID = new Set(["br", "hr", "wbr"]);
/** React props written under their own name, from a string. */
const PLAIN_PROPS = new Set(["id", "href", "title", "role", "dir", "target", "rel", "type", "lang", "start", "value"]);
const REACT_NAMES: Record<string, string> = { className: "class", tabIndex: "tabindex" };
const TABLE_CELLS = new Set(["td", "th"]);
/** Elements whose "\n" text children hast-util-to-estree leaves out (React warns of whitespace in tables). */
const TABLE_PARTS = new Set(["table", "tbody", "thead", "tfoot", "tr"]);
const DATA_OR_ARIA = /^(?:data|aria)-[a-z\d-]+$/;

/** React's escapeTextForBrowser. */
export function escapeLikeReact(text: string): string {
  if (!/["&'<>]/.test(text)) return text;
  return text.replace(/["&'<>]/g, (c) => (c === '"' ? "&quot;" : c === "&" ? "&amp;" : c === "'" ? "&#x27;" : c === "<" ? "&lt;" : "&gt;"));
}

/** What hast-util-to-estree reads of a property: the prop's name (React's case), and how its value is read. */
interface PropInfo {
  name: string;
  boolean: boolean;
  commaSeparated: boolean;
}

/** One writing's property infos, by hast property (property-information's `find` is not cheap). */
type PropInfos = Map<string, PropInfo>;

function propInfo(property: string, infos: PropInfos): PropInfo {
  let info = infos.get(property);
  if (!info) {
    const found = find(htmlSchema, property);
    const name = found.space ? (hastToReact as Record<string, string>)[found.property] || found.property : found.attribute;
    info = { name, boolean: found.boolean, commaSeparated: found.commaSeparated };
    infos.set(property, info);
  }
  return info;
}

/** The JSX props hast-util-to-estree gives an element, as [name, value] in its order; undefined when React would not write them as plain attributes. */
function reactAttributes(node: Element, infos: PropInfos): [string, string][] | undefined {
  const attributes: [string, string][] = [];
  let align: string | undefined;
  for (const property in node.properties) {
    const raw = node.properties[property];
    const info = propInfo(property, infos);
    if (raw === null || raw === undefined || raw === false || (typeof raw === "number" && Number.isNaN(raw)) || (!raw && info.boolean)) continue;
    const name = info.name;
    if (raw === true) {
      if (!DATA_OR_ARIA.test(name)) return undefined;
      attributes.push([name, "true"]);
      continue;
    }
    const value = Array.isArray(raw) ? raw.join(info.commaSeparated ? ", " : " ").trim() : String(raw);
    if (TABLE_CELLS.has(node.tagName) && name === "align") {
      align = value;
      continue;
    }
    if ((name === "href" && (value === "" ? node.tagName !== "a" : /^[\u0000-\u001F ]*j/i.test(value))) || name === "style") return undefined;
    const written = REACT_NAMES[name] ?? (PLAIN_PROPS.has(name) || DATA_OR_ARIA.test(name) ? name : undefined);
    if (written === undefined || (node.tagName === "button" && name === "value")) return undefined;
    attributes.push([written, value]);
  }
  if (align !== undefined) attributes.push(["style", `text-align:${align.trim()}`]);
  return attributes;
}

/** Children as React writes an element's children: one string alone, or each piece of text after text with `<!-- -->` before it. */
/** One writing: how JSX elements are written, and the property infos met so far. */
interface Writing {
  jsx: JsxWriter;
  infos: PropInfos;
}

function writeChildren(children: (ElementContent | RootContent)[], writing: Writing, tag?: string): string | undefined {
  const table = tag !== undefined && TABLE_PARTS.has(tag);
  const kept = children.filter((child) => child.type !== "comment" && !writesNothing(child) && !(child.type === "text" && (child.value === "" || (table && child.value === "\n"))));
  if (kept.length === 1 && kept[0]!.type === "text") return escapeLikeReact(kept[0]!.value);
  let out = "";
  let afterText = false;
  for (const child of kept) {
    if (child.type === "text") {
      out += (afterText ? "<!-- -->" : "") + escapeLikeReact(child.value);
      afterText = true;
      continue;
    }
    const written = child.type === "element" ? writeElement(child, writing) : writing.jsx(child);
    if (written === undefined) return undefined;
    out += written;
    afterText = false;
  }
  return out;
}

function writeElement(node: Element, writing: Writing): string | undefined {
  const tag = node.tagName;
  if (!GENERIC.has(tag) && !VOID.has(tag)) return undefined;
  const attributes = reactAttributes(node, writing.infos);
  if (!attributes) return undefined;
  const open = `<${tag}${attributes.map(([name, value]) => ` ${name}="${escapeLikeReact(value)}"`).join("")}`;
  if (VOID.has(tag)) return node.children.length ? undefined : `${open}/>`;
  // React writes a newline of its own before a <pre>'s text that starts with one.
  if (tag === "pre" && node.children[0]?.type === "text") return undefined;
  const children = writeChildren(node.children, writing, tag);
  return children === undefined ? undefined : `${open}>${children}</${tag}>`;
}

/** Whitespace as hast-util-whitespace reads it. */
export const isWhitespace = (node: RootContent) => node.type === "text" && /^[ \t\n\f\r]*$/.test(node.value);

/**
 * The page's HTML as renderToString writes MDX's content for `tree`: its import lines left out,
 * the root's leading and trailing whitespace dropped (hast-util-to-estree's root), then its
 * children. `writeJsx`
 * writes the MDX JSX elements (the theme's Tabs).
 */
export function reactHtml(tree: Root, writeJsx: JsxWriter): string | undefined {
  // Import lines are the module's, not its content (hast-util-to-estree's esm handler); a
  // comment is a child until JSX leaves it out, after the whitespace around it is kept.
  const children = tree.children.filter((child) => (child.type as string) !== "mdxjsEsm");
  while (children.length && isWhitespace(children[0]!)) children.shift();
  while (children.length && isWhitespace(children.at(-1)!)) children.pop();
  return writeChildren(children, { jsx: writeJsx, infos: new Map() });
}

/** The children of an MDX JSX element, written as React writes them inside it (for a panel's slot). */
export function reactChildrenHtml(children: RootContent[], writeJsx: JsxWriter): string | undefined {
  return writeChildren(children, { jsx: writeJsx, infos: new Map() });
}
