// The MDX tree of a file whose only MDX syntax is JSX tags on lines of their own (`<Tabs
// groupId="x">`, `<TabItem value="a" label="A">`, `</Tabs>`, a badge row's `<a …><img …/></a>`)
// with string attributes, as `.md` files that use the theme's Tabs are written: parsed by the
// fast Markdown parser (parse-markdown.ts), whose tags become the `mdxJsxFlowElement`s
// remark-mdx would give. Micromark with MDX's extensions took most of an MDX file's compile time
// (bench/results/2026-11-28-mdx-vs-docusaurus.md); the rest of the compile is the same.
//
// Import lines (`import Tabs from "@theme/Tabs";`) are taken too, as MDX's ESM extension takes
// them: a block of lines after a blank line, starting with `import `, up to the next blank line,
// parsed by acorn (the MDX compiler's own dependency, which compile-mdx.ts hands in) into the
// `mdxjsEsm` node with the file's positions in its estree. So are HTML comments on lines of their
// own and opening tags written over several lines (flowBlocks). Reference links come resolved, as
// compile-mdx.ts has remark resolve them too.
//
// Each of these blocks, and each line of tags, is handed to the Markdown parser as a one-line
// heading (SLOT), which, as MDX's JSX of the flow does, ends a paragraph, list, quote or table
// and takes no line after it, and is then replaced by what it stands for. Within a line, an
// element holding plain text (`<b>Note:</b>`, `<summary>More</summary>`) and an HTML comment
// (`| <!-- --> |`, which Docusaurus's MDX 1 compatibility makes an expression) are handed over as
// private-use characters of the same length (inlineItems), so that the text around them is read
// as MDX reads it, and are put back into the text they were read as.
//
// Anything where Markdown and MDX read a file differently makes the file ineligible, and it is
// parsed by MDX itself: expressions (`{`), exports, import lines with comments or right below a
// paragraph's line, any other `<` in prose (HTML, autolinks, JSX beside a word or holding
// Markdown), indented code (MDX has none), tags inside lists or quotes, entities in attributes,
// colons where remark-directive looks for a directive, legacy admonition titles. A test
// compiles real files both ways and compares the results (test/unit/markdown/mdx/fast-parse.test.ts).
import type { Options as AcornOptions, Program } from "acorn";
import type { Root, RootContent } from "mdast";
import type { Position } from "unist";
import { FRONT_MATTER } from "../../content/frontmatter.ts";
import { parseMarkdown } from "../parse-markdown.ts";
import { isLiteral, type EstreeNode } from "../../shared/literal-value.ts";
import { ADMONITION_TITLE } from "./mdx1-compat.ts";
import { FENCE, proseLines, type ProseLine } from "./scan.ts";

const NAME = String.raw`[A-Za-z][\w$]*(?:\.[\w$]+)*`;
// A value's `&` must not start a character reference, which MDX decodes (`&amp;`); a bare one
// (`?a=1&b=2` of a badge's URL) it keeps, as the Markdown parser's HTML does.
const ATTRIBUTE_NAME = String.raw`[A-Za-z_$][\w$-]*`;
const QUOTED_VALUE = String.raw`"(?:[^"&{}<>]|&(?![#\w]+;))*"|'(?:[^'&{}<>]|&(?![#\w]+;))*'`;
const ATTRIBUTE = String.raw`\s+${ATTRIBUTE_NAME}(?:=(?:${QUOTED_VALUE}))?`;
const ONE_TAG = String.raw`<(${NAME})((?:${ATTRIBUTE})*)\s*(/?)>|</(${NAME})\s*>`;
/**
 * A line of tags only: `<Name attr="v">`, `<Name />` or `</Name>`, one or more (a badge row's
 * `<a href="…"><img src="…" /></a>`), with nothing but whitespace around and between them. MDX
 * reads such a line as JSX elements of the flow, nested as the tags say.
 */
const TAG = new RegExp(String.raw`^\s*(?:(?:${ONE_TAG})\s*)+$`);
const ONE_TAG_GLOBAL = new RegExp(ONE_TAG, "g");
const ATTRIBUTES = new RegExp(ATTRIBUTE, "g");
/**
 * A colon where remark-directive reads a directive (`:name`, `::name`, `:5601` of
 * `localhost:5601`): a colon before a character that may start a directive's name (neither
 * whitespace nor Unicode punctuation or symbol, as micromark-extension-directive reads it), once
 * a container directive's fence is set aside. (Before anything else, `Note:**` or `xx: Scan`,
 * MDX reads a colon as text.)
 */
const DIRECTIVE = /:(?=[^\s\p{P}\p{S}])/u;
/**
 * A text directive with a name only (`:latest` of "if :latest tag is specified", `:8080` of
 * `[host:8080](…)`): no plugin of
 * sitec's makes anything of one, so remark-directives-as-text writes it back as the text it was
 * and joins it to the text around it, which is what the Markdown parser gives. Not before a
 * `:` (an emoji shortcode, which remark-emoji reads before the write-back), `[` or `{` (a label
 * or attributes, which the write-back keeps as they are written), and not in an image's alt
 * text (MDX's alt leaves the directive out).
 */
const BARE_TEXT_DIRECTIVE = /(?<!:):[A-Za-z0-9][\w-]*(?![\w\-[{:])/g;
const CONTAINER_FENCE = /^\s*:{3,}(?:[\w-]+(?:\[[^\]]*\])?)?\s*$/;
const IMPORT_EXPORT = /^(?:import|export)\s/;
/**
 * Within a line: an element holding text that neither Markdown nor MDX reads as syntax (letters,
 * digits, spaces and a few marks: no `_`, `*` or brackets, nothing of a URL), or an HTML comment.
 * Colons are left to the directive check (plainProse); `www.` is a link to GFM (inlineItems).
 */
const INLINE_ITEM = new RegExp(String.raw`<(${NAME})((?:${ATTRIBUTE})*)\s*>([\p{L}\p{N} ,.;:'"?!()+%-]*)</\1\s*>|<!--((?:(?!-->)[^{}])*)-->`, "gu");

/** What a block or a line of tags becomes for the Markdown parser: a heading of its own, SLOT_TEXT. */
const SLOT_TEXT = "\uE002";
const SLOT = `# ${SLOT_TEXT}`;
/**
 * What an inline item becomes for the Markdown parser: its number (a character from ITEM_ID up),
 * then OPEN_FILL to the length of the opening tag or the comment, and CLOSE_FILL for a closing tag.
 */
const OPEN_FILL = "\uE000";
const CLOSE_FILL = "\uE001";
const ITEM_ID = 0xe100;
const PRIVATE_USE = /[\uE000-\uF8FF]/;

/** acorn's `parse`, as the MDX compiler uses it for import lines. */
export type EsmParser = (input: string, options: AcornOptions) => Program;

/** The nodes remark-mdx gives for JSX (mdast-util-mdx-jsx's, with string and boolean attributes only). */
interface MdxJsxAttribute {
  type: "mdxJsxAttribute";
  name: string;
  value: string | null;
}

interface MdxJsxFlowElement {
  type: "mdxJsxFlowElement" | "mdxJsxTextElement";
  name: string;
  attributes: MdxJsxAttribute[];
  children: RootContent[];
  position: Position;
}

/** A tag of a line, with the columns (1-based) where it starts and where it ends (after its `>`). */
type Tag = ({ kind: "open" | "self"; name: string; attributes: MdxJsxAttribute[] } | { kind: "close"; name: string }) & { start: number; end: number };

/** The tags of a line of tags only (TAG), or undefined for any other line. */
function parseTags(line: string): Tag[] | undefined {
  if (!TAG.test(line)) return undefined;
  const tags: Tag[] = [];
  for (const match of line.matchAll(ONE_TAG_GLOBAL)) {
    const at = { start: match.index + 1, end: match.index + match[0].length + 1 };
    if (match[4]) {
      tags.push({ kind: "close", name: match[4], ...at });
      continue;
    }
    tags.push({ kind: match[3] ? "self" : "open", name: match[1]!, attributes: parseAttributes(match[2]!), ...at });
  }
  return tags;
}

function parseAttributes(text: string): MdxJsxAttribute[] {
  const attributes: MdxJsxAttribute[] = [];
  for (const attribute of text.matchAll(ATTRIBUTES)) {
    const written = attribute[0].trim();
    const equals = written.indexOf("=");
    attributes.push({ type: "mdxJsxAttribute", name: equals === -1 ? written : written.slice(0, equals), value: equals === -1 ? null : written.slice(equals + 2, -1) });
  }
  return attributes;
}

/**
 * True when the prose lines of the body, blocks aside (their lines are SLOT), hold nothing MDX
 * reads differently: `checked` has the lines with inline items, as inlineItems leaves them to be
 * checked. `bareTextDirectives`: BARE_TEXT_DIRECTIVE is read as text (no plugin runs before the
 * write-back that could read the directive).
 */
function plainProse(prose: ProseLine[], blocks: Map<number, unknown>, checked: Map<number, string>, bareTextDirectives: boolean): boolean {
  return prose.every(({ masked: written, line }) => {
    if (blocks.has(line)) return true;
    const text = checked.get(line) ?? written;
    const masked = bareTextDirectives && !text.includes("![") ? text.replace(BARE_TEXT_DIRECTIVE, " ") : text;
    // What remark-directive reads as text: all but a fence, and of a legacy admonition title
    // (`:::tip Use Helm`, which the MDX 1 compatibility makes `:::tip[Use Helm]`, as the fast
    // parser reads it) its words.
    const words = ADMONITION_TITLE.exec(masked)?.[2] ?? (CONTAINER_FENCE.test(masked) ? "" : masked);
    return !(/[<{]/.test(masked) || IMPORT_EXPORT.test(masked) || DIRECTIVE.test(words));
  });
}

/** The element a run of children was opened with, while its children are collected. */
interface Open {
  element: MdxJsxFlowElement;
  children: RootContent[];
}

/** What a SLOT line of the body stands for. */
type Block = FlowBlock | { kind: "esm"; node: MdxjsEsm } | { kind: "tags"; tags: Tag[] };

/** A line of tags the Markdown parser may read as a block of its own: not indented as code. */
const TAG_LINE = /^ {0,3}</;

/**
 * The mdast remark-mdx gives for `source`, or undefined when the file must be parsed by MDX.
 * Without `parseEsm`, a file with import lines is left to MDX. With `bareTextDirectives` (for a
 * page no plugin reads before remark-directives-as-text: the site has no
 * `beforeDefaultRemarkPlugins`), a text directive with a name only is given as the text it is
 * written back as (BARE_TEXT_DIRECTIVE). With `literalExpressions`, an opening tag over several
 * lines may hold `name={…}` literals (see multiLineTag).
 */
export function fastMdxTree(source: string, parseEsm?: EsmParser, options: FastParseOptions = {}): Root | undefined {
  if (source.includes("\r") || source.includes("\t") || PRIVATE_USE.test(source)) return undefined;
  // Each step reads the prose of the text the step before left; most files' steps change nothing.
  let scanned: { text: string; prose: ProseLine[] } | undefined;
  const prose = (text: string) => (scanned?.text === text ? scanned : (scanned = { text, prose: proseLines(text) })).prose;
  const esm = parseEsm ? esmBlocks(source, parseEsm, prose(source)) : { nodes: new Map<number, MdxjsEsm>(), body: source };
  if (!esm) return undefined;
  const flow = flowBlocks(esm.body, parseEsm, options.literalExpressions ?? false, prose(esm.body));
  if (!flow) return undefined;
  const blocks = new Map<number, Block>(flow.nodes);
  for (const [line, node] of esm.nodes) blocks.set(line, { kind: "esm", node });
  const bodyProse = prose(flow.body);
  const lines = flow.body.split("\n");
  for (const { text, line } of bodyProse) {
    const tags = !blocks.has(line) && TAG_LINE.test(text) ? parseTags(text) : undefined;
    if (tags) blocks.set(line, { kind: "tags", tags });
  }
  // A line of tags keeps its indent: in a list item, MDX reads the tags as the item's.
  for (const line of blocks.keys()) lines[line - 1] = /^ */.exec(lines[line - 1]!)![0] + SLOT;
  const inline = inlineItems(bodyProse, lines, blocks);
  if (!inline || !plainProse(bodyProse, blocks, inline.checked, options.bareTextDirectives ?? false)) return undefined;
  const tree = parseMarkdown(lines.join("\n"));
  const stack: Open[] = [{ element: undefined as never, children: [] }];
  const open = (tag: Tag & { kind: "open" | "self" }, line: number, endLine = line) => {
    const element: MdxJsxFlowElement = {
      type: "mdxJsxFlowElement",
      name: tag.name,
      attributes: tag.attributes,
      children: [],
      position: { start: { line, column: tag.start }, end: { line: endLine, column: tag.end } },
    };
    stack.at(-1)!.children.push(element as unknown as RootContent);
    if (tag.kind === "open") stack.push({ element, children: [] });
  };
  let slots = 0;
  for (const node of tree.children) {
    const line = node.position?.start.line ?? 0;
    const block = isSlot(node) ? blocks.get(line) : undefined;
    if (!block) {
      if (!eligible(node, lines) || !putBackInline(node, inline.items)) return undefined;
      stack.at(-1)!.children.push(node);
      continue;
    }
    slots++;
    if (block.kind === "esm") {
      if (stack.length !== 1) return undefined;
      stack[0]!.children.push(block.node as unknown as RootContent);
    } else if (block.kind === "node") {
      stack.at(-1)!.children.push(block.node);
    } else if (block.kind === "open") {
      open(block.tag, line, block.endLine);
    } else {
      for (const tag of block.tags) {
        if (tag.kind !== "close") {
          open(tag, line);
          continue;
        }
        const closed = stack.pop();
        if (stack.length === 0 || closed!.element.name !== tag.name) return undefined;
        closed!.element.children = closed!.children;
        closed!.element.position.end = { line, column: tag.end };
      }
    }
  }
  // A block the Markdown parser read inside another (a list's, a quote's), or an item it did not read as text.
  if (stack.length !== 1 || slots !== blocks.size || inline.items.some((item) => !item.placed)) return undefined;
  const children = stack[0]!.children;
  const frontMatter = FRONT_MATTER.exec(source);
  if (frontMatter) {
    const end = frontMatter[0].replace(/\r?\n$/, "").split("\n").length;
    children.unshift({ type: "yaml", value: frontMatter[1] ?? "", position: { start: { line: 1, column: 1 }, end: { line: end, column: 4 } } });
  }
  return { type: "root", children, position: tree.position };
}

/** True for the heading a SLOT line becomes. */
function isSlot(node: RootContent): boolean {
  if (node.type !== "heading" || node.depth !== 1 || node.children.length !== 1) return false;
  const child = node.children[0]!;
  return child.type === "text" && child.value === SLOT_TEXT;
}

/** An element with text, or a comment, within a line (INLINE_ITEM), as the Markdown parser is given it. */
interface InlineItem {
  node: RootContent;
  /** What stands in the Markdown for it: its number, then fill to the length of what is written. */
  open: string;
  /** For an element: its text, then what stands for its closing tag. */
  text?: string;
  close?: string;
  placed: boolean;
}

/**
 * The inline items of the body's prose lines (blocks aside), each put into `lines` (the body's
 * lines) as private-use characters of the same length, and the prose lines as plainProse is to
 * check them: each item's tags (or comment) blanked, an element's text kept. An item must stand
 * between spaces or line ends (or before `.,;:!?`): beside a word or `*`, Markdown's emphasis and
 * autolinks would read the characters around it differently from MDX. Undefined for too many.
 */
function inlineItems(prose: ProseLine[], lines: string[], blocks: Map<number, unknown>): { items: InlineItem[]; checked: Map<number, string> } | undefined {
  const items: InlineItem[] = [];
  const checked = new Map<number, string>();
  for (const { masked, line } of prose) {
    if (blocks.has(line) || !masked.includes("<")) continue;
    let written = lines[line - 1]!;
    let check = masked;
    // MDX's columns: the MDX 1 compatibility writes each comment a column shorter.
    let shift = 0;
    for (const match of masked.matchAll(INLINE_ITEM)) {
      const start = match.index;
      const end = start + match[0].length;
      if ((start > 0 && masked[start - 1] !== " ") || (end < masked.length && !/[ .,;:!?]/.test(masked[end]!))) continue;
      if (items.length >= 0xf8ff - ITEM_ID) return undefined;
      const id = String.fromCharCode(ITEM_ID + items.length);
      const column = start + 1 - shift;
      const [whole, name, attributes, text, comment] = match;
      if (comment !== undefined) {
        // Alone on its line, MDX reads the comment as an expression of the flow (and a paragraph
        // of nothing else loses its `<p>` in MDX's remark-mark-and-unravel, which the fast route
        // of theme-only-mdx.ts does not run).
        const alone = !(masked.slice(0, start) + masked.slice(end)).trim();
        if (alone || /\*\/|<!--/.test(comment) || /^-?>/.test(comment)) continue;
        // `{/*…*/}` is a column shorter than `<!--…-->`.
        const position = { start: { line, column }, end: { line, column: column + whole.length - 1 } };
        items.push({ node: commentExpression("mdxTextExpression", comment, position) as unknown as RootContent, open: id + OPEN_FILL.repeat(whole.length - 1), placed: false });
        written = written.slice(0, start) + items.at(-1)!.open + written.slice(end);
        check = check.slice(0, start) + " ".repeat(whole.length) + check.slice(end);
        shift++;
        continue;
      }
      if (!/[\p{L}\p{N}]/u.test(text!) || /www\./i.test(text!)) continue;
      const openLength = whole.indexOf(">") + 1;
      const closeLength = whole.length - openLength - text!.length;
      const textStart = column + openLength;
      const element: MdxJsxFlowElement = {
        type: "mdxJsxTextElement",
        name: name!,
        attributes: parseAttributes(attributes!),
        children: [{ type: "text", value: text!, position: { start: { line, column: textStart }, end: { line, column: textStart + text!.length } } }],
        position: { start: { line, column }, end: { line, column: column + whole.length } },
      };
      const item: InlineItem = { node: element as unknown as RootContent, open: id + OPEN_FILL.repeat(openLength - 1), text, close: CLOSE_FILL.repeat(closeLength), placed: false };
      items.push(item);
      written = written.slice(0, start) + item.open + text + item.close + written.slice(end);
      check = check.slice(0, start) + " ".repeat(openLength) + text + " ".repeat(closeLength) + check.slice(end);
    }
    lines[line - 1] = written;
    checked.set(line, check);
  }
  return { items, checked };
}

/**
 * Puts the inline items back where the Markdown parser read them: each text holding one is split
 * around it. False when an item stands anywhere else (an image's alt, a link's URL) or is not
 * read as it was written.
 */
function putBackInline(node: RootContent, items: InlineItem[]): boolean {
  if (!items.length) return true;
  if (Object.values(node).some((value) => typeof value === "string" && PRIVATE_USE.test(value))) return false;
  if (!("children" in node)) return true;
  const children: RootContent[] = [];
  for (const child of node.children as RootContent[]) {
    if (child.type !== "text" || !PRIVATE_USE.test(child.value)) {
      if (!putBackInline(child, items)) return false;
      children.push(child);
      continue;
    }
    let value = child.value;
    for (let at = value.search(PRIVATE_USE); at !== -1; at = value.search(PRIVATE_USE)) {
      const item = items[value.charCodeAt(at) - ITEM_ID];
      const written = item && item.open + (item.text ?? "") + (item.close ?? "");
      if (!item || item.placed || !value.startsWith(written!, at) || PRIVATE_USE.test(value[at + written!.length] ?? "")) return false;
      if (at > 0) children.push({ type: "text", value: value.slice(0, at) });
      children.push(item.node);
      item.placed = true;
      value = value.slice(at + written!.length);
    }
    if (value) children.push({ type: "text", value });
  }
  (node as { children: RootContent[] }).children = children;
  return true;
}

export interface FastParseOptions {
  bareTextDirectives?: boolean;
  /**
   * For the React route (theme-only-mdx.ts), which reads attribute expressions' values from
   * their estree: the fast parse's estree has the values but not MDX's positions, nor MDX's
   * value text (which drops indentation), both of which a compiled page's module carries.
   */
  literalExpressions?: boolean;
}

/** An expression holding only a JavaScript comment, as remark-mdx gives it. */
interface MdxExpression {
  type: "mdxFlowExpression" | "mdxTextExpression";
  value: string;
  position: Position;
  data: { estree: Program };
}

/** A block flowBlocks took out of the text: a comment, or an opening tag written over several lines. */
type FlowBlock = { kind: "node"; node: RootContent } | { kind: "open"; tag: Tag & { kind: "open" | "self" }; endLine: number };

/**
 * The blocks of `body` that the Markdown parser cannot read as MDX does, by their first line,
 * and the body with each block's lines emptied but its first, which is SLOT (as for import
 * blocks, esmBlocks):
 * - an HTML comment from the start of a line to the end of a line (`<!--` … `-->`): Docusaurus's
 *   MDX 1 compatibility makes it an expression holding a JavaScript comment (mdx1-compat.ts),
 *   which has nothing to run;
 * - a tag of a component opened on a line of its own and closed on a later one, as secureCodeBox
 *   writes Tabs with `values={[…]}`: its attributes strings or literals.
 * Undefined when MDX could read one differently (braces in a comment, which MDX counts; code
 * fences or import lines inside one; an attribute it does not take; text after the `>`).
 */
function flowBlocks(body: string, parseEsm: EsmParser | undefined, literalExpressions: boolean, prose: ProseLine[]): { nodes: Map<number, FlowBlock>; body: string } | undefined {
  const lines = body.split("\n");
  const starts: number[] = [];
  for (const { text, masked, line } of prose) {
    if ((text.startsWith("<!--") && masked.startsWith("<!--")) || (MULTI_LINE_TAG.test(text) && !TAG.test(text))) starts.push(line);
  }
  const nodes = new Map<number, FlowBlock>();
  const out = [...lines];
  let taken = 0;
  for (const line of starts) {
    // A block starting inside one taken before (a tag's line in a comment).
    if (line <= taken) return undefined;
    const text = lines[line - 1]!;
    const block = text.startsWith("<!--") ? commentBlock(lines, line) : multiLineTag(lines, line, literalExpressions ? parseEsm : undefined);
    if (!block) return undefined;
    nodes.set(line, block.block);
    out.fill("", line - 1, block.endLine);
    out[line - 1] = SLOT;
    taken = block.endLine;
  }
  return { nodes, body: nodes.size ? out.join("\n") : body };
}

/** A tag's first line when the tag goes on: `<Name` and maybe some attributes, no `>`. */
const MULTI_LINE_TAG = new RegExp(String.raw`^<(${NAME})(?:${ATTRIBUTE})*\s*$`);

/** The comment starting at line `line` (1-based), as MDX reads it after the MDX 1 compatibility. */
function commentBlock(lines: string[], line: number): { block: FlowBlock; endLine: number } | undefined {
  let endLine = line;
  let close = lines[line - 1]!.indexOf("-->", 4);
  while (close === -1 && endLine < lines.length) close = lines[endLine++]!.indexOf("-->");
  if (close === -1 || lines[endLine - 1]!.slice(close + 3).trim() !== "") return undefined;
  const inside = endLine === line ? lines[line - 1]!.slice(4, close) : [lines[line - 1]!.slice(4), ...lines.slice(line, endLine - 1), lines[endLine - 1]!.slice(0, close)].join("\n");
  // MDX counts braces to find the expression's end; `*/` would end the JavaScript comment early
  // (the compatibility escapes it); `<!-->` is a whole comment in HTML.
  if (/[{}]|\*\/|<!--/.test(inside) || /^-?>/.test(inside)) return undefined;
  if (inside.split("\n").some((text) => FENCE.test(text) || /^ {0,3}\$\$/.test(text) || IMPORT_EXPORT.test(text) || text === SLOT)) return undefined;
  // The compatibility's `{/*` is a column shorter than `<!--`.
  const end = { line: endLine, column: endLine === line ? close + 3 : close + 4 };
  const node = commentExpression("mdxFlowExpression", inside, { start: { line, column: 1 }, end });
  return { block: { kind: "node", node: node as unknown as RootContent }, endLine };
}

/** The expression the MDX 1 compatibility makes of the HTML comment `<!--inside-->`: a JavaScript comment, as remark-mdx gives it. */
function commentExpression(type: MdxExpression["type"], inside: string, position: Position): MdxExpression {
  const value = `/*${inside}*/`;
  const comment = { type: "Block", value: inside, start: 1, end: 1 + value.length, range: [1, 1 + value.length] };
  const estree = { type: "Program", start: 1, end: 1 + value.length, range: [1, 1 + value.length], body: [], sourceType: "module", comments: [comment] } as unknown as Program;
  return { type, value, position, data: { estree } };
}

/**
 * The opening tag starting at line `line` and ending on a later line with `>` or `/>`: string
 * and boolean attributes as on one line, and, with `parseEsm`, `name={…}` holding literals only
 * (literal-value.ts), with an estree of it (the braces found as MDX finds them, by counting).
 */
function multiLineTag(lines: string[], line: number, parseEsm: EsmParser | undefined): { block: FlowBlock; endLine: number } | undefined {
  const text = lines.slice(line - 1, line + 199).join("\n");
  const name = /^<([A-Za-z][\w$]*)/.exec(text)![1]!;
  const attributes: MdxJsxAttribute[] = [];
  let at = name.length + 1;
  for (;;) {
    while (/\s/.test(text[at] ?? "")) at++;
    const kind = text[at] === ">" ? "open" : text.startsWith("/>", at) ? "self" : undefined;
    if (kind) {
      at += kind === "open" ? 1 : 2;
      const rest = text.indexOf("\n", at);
      if (text.slice(at, rest === -1 ? undefined : rest).trim() !== "") return undefined;
      const endLine = line + (text.slice(0, at).match(/\n/g)?.length ?? 0);
      const column = at - text.lastIndexOf("\n", at - 1);
      return { block: { kind: "open", tag: { kind, name, attributes, start: 1, end: column }, endLine }, endLine };
    }
    const attribute = new RegExp(ATTRIBUTE_NAME, "y");
    attribute.lastIndex = at;
    const match = attribute.exec(text);
    if (!match) return undefined;
    at = attribute.lastIndex;
    if (text[at] !== "=") {
      attributes.push({ type: "mdxJsxAttribute", name: match[0], value: null });
      continue;
    }
    at++;
    const quoted = new RegExp(QUOTED_VALUE, "y");
    quoted.lastIndex = at;
    const string = quoted.exec(text);
    if (string) {
      attributes.push({ type: "mdxJsxAttribute", name: match[0], value: string[0].slice(1, -1) });
      at = quoted.lastIndex;
      continue;
    }
    if (text[at] !== "{" || !parseEsm) return undefined;
    let depth = 0;
    let end = at;
    for (; end < text.length; end++) {
      if (text[end] === "{") depth++;
      else if (text[end] === "}" && --depth === 0) break;
    }
    if (depth !== 0) return undefined;
    const value = literalExpression(text.slice(at + 1, end), parseEsm);
    if (!value) return undefined;
    attributes.push({ type: "mdxJsxAttribute", name: match[0], value: value as unknown as string });
    at = end + 1;
  }
}

/** `{value}` of an attribute as MDX gives it, when it is one expression of literals with no comment. */
function literalExpression(value: string, parseEsm: EsmParser): { type: "mdxJsxAttributeValueExpression"; value: string; data: { estree: Program } } | undefined {
  const comments: unknown[] = [];
  let program: Program;
  try {
    program = parseEsm(`(${value}\n)`, { ecmaVersion: 2024, sourceType: "module", onComment: comments as never });
  } catch {
    return undefined;
  }
  const statement = program.body[0];
  if (comments.length || program.body.length !== 1 || statement?.type !== "ExpressionStatement") return undefined;
  const expression = statement.expression;
  // The parentheses hold one expression from the value's first character to its last.
  const first = value.length - value.trimStart().length + 1;
  if (expression.start !== first || expression.end !== value.trimEnd().length + 1 || !isLiteral(expression as unknown as EstreeNode)) return undefined;
  return { type: "mdxJsxAttributeValueExpression", value, data: { estree: program } };
}

/** False for a node that MDX reads differently from Markdown: indented code, HTML inside it, a `<` in text. */
function eligible(node: RootContent, lines: string[]): boolean {
  if (node.type === "html") return false;
  // Text holding `<` (written `&lt;`, or a tag the checks before did not see): left to MDX.
  if (node.type === "text" && node.value.includes("<")) return false;
  if (node.type === "code" && !/^[\s>*+\-\d.)]*(?:`{3}|~{3})/.test(lines[node.position!.start.line - 1] ?? "")) return false;
  return !("children" in node) || (node.children as RootContent[]).every((child) => eligible(child, lines));
}

/** An `mdxjsEsm` node, as remark-mdx gives it. */
interface MdxjsEsm {
  type: "mdxjsEsm";
  value: string;
  position: Position;
  data: { estree: Program };
}

/**
 * The import blocks of `source` as `mdxjsEsm` nodes by their first line, and the source with each
 * block's lines emptied but its first, which is SLOT: a line that the Markdown parser gives its
 * own node, so that the import node takes that node's place in the tree. Undefined
 * when MDX could read an ESM line differently (an export, a comment, a block that does not parse,
 * a line MDX would take as a paragraph's).
 */
function esmBlocks(source: string, parseEsm: EsmParser, prose: ProseLine[]): { nodes: Map<number, MdxjsEsm>; body: string } | undefined {
  const lines = source.split("\n");
  // Each block: its first line and its last (the line before the next blank one).
  const blocks: { start: number; end: number }[] = [];
  let eligible = true;
  for (const { text, line, afterBlank } of prose) {
    if (!IMPORT_EXPORT.test(text) || (blocks.length && blocks.at(-1)!.end >= line)) continue;
    if (!afterBlank || !text.startsWith("import ")) eligible = false;
    let end = line;
    while (end < lines.length && lines[end]!.trim() !== "") end++;
    blocks.push({ start: line, end });
  }
  const nodes = new Map<number, MdxjsEsm>();
  if (!eligible) return undefined;
  if (!blocks.length) return { nodes, body: source };
  const lineOffsets: number[] = [0];
  for (const line of lines) lineOffsets.push(lineOffsets.at(-1)! + line.length + 1);
  const defined: string[] = [];
  const body = [...lines];
  for (const { start, end } of blocks) {
    const value = lines.slice(start - 1, end).join("\n");
    if (/^ {0,3}(?:`{3}|~{3})/m.test(value)) return undefined;
    const node = esmNode(value, { line: start, offset: lineOffsets[start - 1]! }, defined, parseEsm);
    if (!node) return undefined;
    nodes.set(start, node);
    body.fill("", start - 1, end);
    body[start - 1] = SLOT;
  }
  return { nodes, body: body.join("\n") };
}

/**
 * One import block parsed as MDX parses it: after `var` of the names earlier blocks imported
 * (a name imported twice fails), positions moved to the file's. Undefined when it does not
 * parse, has comments or holds anything but imports.
 */
function esmNode(value: string, start: { line: number; offset: number }, defined: string[], parseEsm: EsmParser): MdxjsEsm | undefined {
  const prefix = defined.length ? `var ${defined.join(",")}\n` : "";
  const comments: unknown[] = [];
  let program: Program;
  try {
    program = parseEsm(prefix + value, { ecmaVersion: 2024, sourceType: "module", locations: true, onComment: comments as never, preserveParens: true });
  } catch {
    return undefined;
  }
  if (comments.length) return undefined;
  if (prefix) program.body.shift();
  if (!program.body.every((statement) => statement.type === "ImportDeclaration")) return undefined;
  for (const statement of program.body) {
    if (statement.type === "ImportDeclaration") for (const specifier of statement.specifiers) defined.push(specifier.local.name);
  }
  const lineStarts = [0];
  for (let i = value.indexOf("\n"); i !== -1; i = value.indexOf("\n", i + 1)) lineStarts.push(i + 1);
  const point = (acornOffset: number) => {
    const offset = Math.min(Math.max(acornOffset - prefix.length, 0), value.length);
    let line = lineStarts.length - 1;
    while (lineStarts[line]! > offset) line--;
    return { line: start.line + line, column: offset - lineStarts[line]!, offset: start.offset + offset };
  };
  movePositions(program, point);
  (program as Program & { comments: unknown[] }).comments = [];
  const last = point(prefix.length + value.length);
  return {
    type: "mdxjsEsm",
    value,
    position: { start: { line: start.line, column: 1, offset: start.offset }, end: { line: last.line, column: last.column + 1, offset: last.offset } },
    data: { estree: program },
  };
}

type EstreePoint = { line: number; column: number; offset: number };

/** Gives every node of an estree tree the file's positions, as micromark-util-events-to-acorn does. */
function movePositions(node: unknown, point: (acornOffset: number) => EstreePoint): void {
  if (Array.isArray(node)) {
    for (const item of node) movePositions(item, point);
    return;
  }
  if (!node || typeof node !== "object" || typeof (node as { type?: unknown }).type !== "string") return;
  const positioned = node as { start: number; end: number; loc?: unknown; range?: [number, number] } & Record<string, unknown>;
  for (const [key, child] of Object.entries(positioned)) {
    if (key !== "loc" && key !== "range" && child && typeof child === "object") movePositions(child, point);
  }
  const start = point(positioned.start);
  const end = point(positioned.end);
  positioned.start = start.offset;
  positioned.end = end.offset;
  positioned.loc = { start, end };
  positioned.range = [start.offset, end.offset];
}
