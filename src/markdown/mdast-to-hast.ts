// mdast → hast for the trees parse-markdown.ts makes: the HTML tree remark-rehype (through
// mdast-util-to-hast) gives for them, line breaks between blocks and footnote section included,
// without raw HTML. Tests hold it to mdast-util-to-hast's output on every page of the site and
// on made-up documents.
//
// The reason is speed: mdast-util-to-hast walks each tree an extra time for definitions, copies
// every position and clones node data, about a sixth of the Markdown phase.
import type * as Hast from "hast";
import type * as Mdast from "mdast";
import { normalizeUri } from "micromark-util-sanitize-uri";

// What remark plugins may set on an mdast node to shape its HTML (as remark-rehype reads it).
declare module "mdast" {
  interface Data {
    hName?: string | undefined;
    hProperties?: Hast.Properties | undefined;
    hChildren?: Hast.ElementContent[] | undefined;
  }
}

type HastChild = Hast.ElementContent;
type Result = HastChild | HastChild[] | undefined;

/** What a footnote reference and the footnote section share while one tree is converted. */
interface State {
  /** Whether each list is loose (its items' paragraphs keep their `<p>`), worked out once per list. */
  loose: Map<Mdast.List, boolean>;
  footnoteById: Map<string, Mdast.FootnoteDefinition>;
  footnoteOrder: string[];
  footnoteCounts: Map<string, number>;
}

const CLOBBER_PREFIX = "user-content-";

/** Converts a whole document; footnotes go into a `<section>` at its end. */
export function mdastToHast(tree: Mdast.Root): Hast.Root {
  const state: State = { loose: new Map(), footnoteById: new Map(), footnoteOrder: [], footnoteCounts: new Map() };
  // parse-markdown.ts puts every footnote definition at the top level (markdown-it collects
  // them at the end of the document).
  for (const node of tree.children) {
    if (node.type === "footnoteDefinition") {
      const id = String(node.identifier).toUpperCase();
      if (!state.footnoteById.has(id)) state.footnoteById.set(id, node);
    }
  }
  const root: Hast.Root = { type: "root", children: wrap(all(state, tree)) };
  const foot = footer(state);
  if (foot) root.children.push({ type: "text", value: "\n" }, foot);
  return root;
}

function element(tagName: string, properties: Hast.Properties, children: HastChild[]): Hast.Element {
  return { type: "element", tagName, properties, children };
}

/** Line breaks between blocks, as HTML written from Markdown has them. */
function wrap(nodes: HastChild[], loose = false): HastChild[] {
  const result: HastChild[] = [];
  if (loose) result.push({ type: "text", value: "\n" });
  for (let index = 0; index < nodes.length; index++) {
    if (index) result.push({ type: "text", value: "\n" });
    result.push(nodes[index]!);
  }
  if (loose && nodes.length > 0) result.push({ type: "text", value: "\n" });
  return result;
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

/** `data.hName`, `data.hProperties` and `data.hChildren` of an mdast node, as remark plugins set them. */
function applyData(node: Mdast.Nodes, result: HastChild): HastChild {
  const data = node.data;
  if (!data) return result;
  let out = result;
  if (typeof data.hName === "string") {
    if (out.type === "element") out.tagName = data.hName;
    else out = element(data.hName, {}, "children" in out ? (out as { children: HastChild[] }).children : [out]);
  }
  if (out.type === "element" && data.hProperties) Object.assign(out.properties, cloneProperties(data.hProperties));
  if ("children" in out && data.hChildren !== null && data.hChildren !== undefined) out.children = data.hChildren;
  return out;
}

/** A copy of properties whose lists are copies too (a plugin's object may be shared). */
function cloneProperties(properties: Hast.Properties): Hast.Properties {
  const copy: Hast.Properties = {};
  for (const [key, value] of Object.entries(properties)) copy[key] = Array.isArray(value) ? [...value] : value;
  return copy;
}

function one(state: State, node: Mdast.RootContent, parent: Mdast.Parent, index: number): Result {
  switch (node.type) {
    case "paragraph":
      return applyData(node, element("p", {}, all(state, node)));
    case "heading":
      return applyData(node, element("h" + node.depth, {}, all(state, node)));
    case "text":
      return applyData(node, { type: "text", value: trimLines(node.value) });
    case "emphasis":
      return applyData(node, element("em", {}, all(state, node)));
    case "strong":
      return applyData(node, element("strong", {}, all(state, node)));
    case "delete":
      return applyData(node, element("del", {}, all(state, node)));
    case "inlineCode":
      return applyData(node, element("code", {}, [{ type: "text", value: node.value.replace(/\r?\n|\r/g, " ") }]));
    case "break":
      return [applyData(node, element("br", {}, [])), { type: "text", value: "\n" }];
    case "link": {
      const properties: Hast.Properties = { href: normalizeUri(node.url) };
      if (node.title !== null && node.title !== undefined) properties.title = node.title;
      return applyData(node, element("a", properties, all(state, node)));
    }
    case "image": {
      const properties: Hast.Properties = { src: normalizeUri(node.url) };
      if (node.alt !== null && node.alt !== undefined) properties.alt = node.alt;
      if (node.title !== null && node.title !== undefined) properties.title = node.title;
      return applyData(node, element("img", properties, []));
    }
    case "code":
      return code(node);
    case "blockquote":
      return applyData(node, element("blockquote", {}, wrap(all(state, node), true)));
    case "list":
      return list(state, node);
    case "listItem":
      return listItem(state, node, parent.type === "list" ? listLoose(state, parent as Mdast.List) : listItemLoose(node));
    case "table":
      return table(state, node);
    case "tableRow":
      return tableRow(state, node, parent, index);
    case "tableCell":
      return applyData(node, element("td", {}, all(state, node)));
    case "thematicBreak":
      return applyData(node, element("hr", {}, []));
    case "footnoteReference":
      return footnoteReference(state, node);
    // Raw HTML is not written (pages are Markdown only); definitions are written elsewhere.
    case "html":
    case "definition":
    case "footnoteDefinition":
    case "yaml":
      return undefined;
    default:
      return unknown(state, node);
  }
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

function code(node: Mdast.Code): HastChild {
  const properties: Hast.Properties = {};
  const language = node.lang ? node.lang.split(/\s+/) : [];
  if (language.length > 0) properties.className = ["language-" + language[0]];
  const inner = element("code", properties, [{ type: "text", value: node.value ? node.value + "\n" : "" }]);
  if (node.meta) inner.data = { meta: node.meta } as Hast.ElementData;
  const pre = element("pre", {}, [applyData(node, inner)]);
  // rehype-code names the fence's line in its warnings.
  if (node.position) pre.position = node.position;
  return pre;
}

function list(state: State, node: Mdast.List): HastChild {
  const properties: Hast.Properties = {};
  if (typeof node.start === "number" && node.start !== 1) properties.start = node.start;
  const results = all(state, node);
  for (const child of results) {
    if (child.type === "element" && child.tagName === "li" && Array.isArray(child.properties.className) && child.properties.className.includes("task-list-item")) {
      properties.className = ["contains-task-list"];
      break;
    }
  }
  return applyData(node, element(node.ordered ? "ol" : "ul", properties, wrap(results, true)));
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

function listItem(state: State, node: Mdast.ListItem, loose: boolean): HastChild {
  const results = all(state, node);
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

function table(state: State, node: Mdast.Table): HastChild {
  const rows = all(state, node);
  const firstRow = rows.shift();
  const content: HastChild[] = [];
  if (firstRow) content.push(element("thead", {}, wrap([firstRow], true)));
  if (rows.length > 0) content.push(element("tbody", {}, wrap(rows, true)));
  return applyData(node, element("table", {}, wrap(content, true)));
}

function tableRow(state: State, node: Mdast.TableRow, parent: Mdast.Parent, rowIndex: number): HastChild {
  const tagName = rowIndex === 0 ? "th" : "td";
  const align = parent.type === "table" ? (parent as Mdast.Table).align : undefined;
  const length = align ? align.length : node.children.length;
  const cells: HastChild[] = [];
  for (let cellIndex = 0; cellIndex < length; cellIndex++) {
    const cell = node.children[cellIndex];
    const properties: Hast.Properties = {};
    const alignValue = align ? align[cellIndex] : undefined;
    if (alignValue) properties.align = alignValue;
    let result: HastChild = element(tagName, properties, []);
    if (cell) {
      result.children = all(state, cell);
      result = applyData(cell, result);
    }
    cells.push(result);
  }
  return applyData(node, element("tr", {}, wrap(cells, true)));
}

function footnoteReference(state: State, node: Mdast.FootnoteReference): HastChild {
  const id = String(node.identifier).toUpperCase();
  const safeId = normalizeUri(id.toLowerCase());
  const index = state.footnoteOrder.indexOf(id);
  let counter: number;
  let reuseCounter = state.footnoteCounts.get(id);
  if (reuseCounter === undefined) {
    reuseCounter = 0;
    state.footnoteOrder.push(id);
    counter = state.footnoteOrder.length;
  } else {
    counter = index + 1;
  }
  reuseCounter += 1;
  state.footnoteCounts.set(id, reuseCounter);
  const link = element(
    "a",
    {
      href: "#" + CLOBBER_PREFIX + "fn-" + safeId,
      id: CLOBBER_PREFIX + "fnref-" + safeId + (reuseCounter > 1 ? "-" + reuseCounter : ""),
      dataFootnoteRef: true,
      ariaDescribedBy: ["footnote-label"],
    },
    [{ type: "text", value: String(counter) }],
  );
  return applyData(node, element("sup", {}, [link]));
}

/** The footnotes section: the definitions in order of first reference, with links back. */
function footer(state: State): Hast.Element | undefined {
  const contents: HastChild[][] = [];
  state.footnoteOrder.forEach((id, referenceIndex) => {
    const definition = state.footnoteById.get(id);
    if (definition) contents[referenceIndex] = all(state, definition);
  });
  const listItems: HastChild[] = [];
  state.footnoteOrder.forEach((orderId, referenceIndex) => {
    const definition = state.footnoteById.get(orderId);
    if (!definition) return;
    const content = contents[referenceIndex]!;
    const id = String(definition.identifier).toUpperCase();
    const safeId = normalizeUri(id.toLowerCase());
    const backReferences: HastChild[] = [];
    const counts = state.footnoteCounts.get(id) ?? 0;
    for (let rereferenceIndex = 1; rereferenceIndex <= counts; rereferenceIndex++) {
      if (backReferences.length > 0) backReferences.push({ type: "text", value: " " });
      const children: HastChild[] = [{ type: "text", value: "↩" }];
      if (rereferenceIndex > 1) children.push(element("sup", {}, [{ type: "text", value: String(rereferenceIndex) }]));
      backReferences.push(
        element(
          "a",
          {
            href: "#" + CLOBBER_PREFIX + "fnref-" + safeId + (rereferenceIndex > 1 ? "-" + rereferenceIndex : ""),
            dataFootnoteBackref: "",
            ariaLabel: "Back to reference " + (referenceIndex + 1) + (rereferenceIndex > 1 ? "-" + rereferenceIndex : ""),
            className: ["data-footnote-backref"],
          },
          children,
        ),
      );
    }
    const tail = content[content.length - 1];
    if (tail && tail.type === "element" && tail.tagName === "p") {
      const tailTail = tail.children[tail.children.length - 1];
      if (tailTail && tailTail.type === "text") tailTail.value += " ";
      else tail.children.push({ type: "text", value: " " });
      tail.children.push(...backReferences);
    } else {
      content.push(...backReferences);
    }
    listItems.push(element("li", { id: CLOBBER_PREFIX + "fn-" + safeId }, wrap(content, true)));
  });
  if (listItems.length === 0) return undefined;
  return element("section", { dataFootnotes: true, className: ["footnotes"] }, [
    element("h2", { className: ["sr-only"], id: "footnote-label" }, [{ type: "text", value: "Footnotes" }]),
    { type: "text", value: "\n" },
    element("ol", {}, wrap(listItems, true)),
    { type: "text", value: "\n" },
  ]);
}

/** Spaces and tabs at the start of `value` removed. */
function trimMarkdownSpaceStart(value: string): string {
  let index = 0;
  let code = value.charCodeAt(index);
  while (code === 9 || code === 32) {
    index++;
    code = value.charCodeAt(index);
  }
  return value.slice(index);
}

/** Spaces and tabs around each line ending removed (as the trim-lines package does). */
export function trimLines(value: string): string {
  if (!value.includes("\n") && !value.includes("\r")) return value;
  const search = /\r?\n|\r/g;
  const lines: string[] = [];
  let last = 0;
  let match = search.exec(value);
  while (match) {
    lines.push(trimLine(value.slice(last, match.index), last > 0, true), match[0]);
    last = match.index + match[0].length;
    match = search.exec(value);
  }
  lines.push(trimLine(value.slice(last), last > 0, false));
  return lines.join("");
}

function trimLine(value: string, start: boolean, end: boolean): string {
  let startIndex = 0;
  let endIndex = value.length;
  if (start) {
    let code = value.charCodeAt(startIndex);
    while (code === 9 || code === 32) code = value.charCodeAt(++startIndex);
  }
  if (end) {
    let code = value.charCodeAt(endIndex - 1);
    while (code === 9 || code === 32) code = value.charCodeAt(--endIndex - 1);
  }
  return endIndex > startIndex ? value.slice(startIndex, endIndex) : "";
}
