// The MDX tree of a file whose only MDX syntax is JSX tags on lines of their own (`<Tabs
// groupId="x">`, `<TabItem value="a" label="A">`, `</Tabs>`, `<Badge label="b" />`) with
// string attributes, as `.md` files that use the theme's Tabs are written: parsed by the fast
// Markdown parser (parse-markdown.ts), whose tags become the `mdxJsxFlowElement`s remark-mdx
// would give. Micromark with MDX's extensions took most of an MDX file's compile time
// (bench/results/2026-11-28-mdx-vs-docusaurus.md); the rest of the compile is the same.
//
// Import lines (`import Tabs from "@theme/Tabs";`) are taken too, as MDX's ESM extension takes
// them: a block of lines after a blank line, starting with `import `, up to the next blank line,
// parsed by acorn (the MDX compiler's own dependency, which compile-mdx.ts hands in) into the
// `mdxjsEsm` node with the file's positions in its estree. So is an element with plain text on a
// line of its own (`<summary>More</summary>`): in MDX, a paragraph holding an `mdxJsxTextElement`.
//
// Anything where Markdown and MDX read a file differently makes the file ineligible, and it is
// parsed by MDX itself: expressions (`{`), exports, import lines with comments or right below a
// paragraph's line, any other `<` in prose (HTML,
// autolinks, comments, JSX within a line), indented code (MDX has none), tags inside lists or
// quotes, entities in attributes, link definitions (remark keeps references, the fast parser
// resolves them), colons where remark-directive looks for a directive, legacy admonition
// titles. A test compiles real files both ways and compares the results
// (test/unit/markdown/mdx/fast-parse.test.ts).
import type { Options as AcornOptions, Program } from "acorn";
import type { Root, RootContent } from "mdast";
import type { Position } from "unist";
import { FRONT_MATTER } from "../../content/frontmatter.ts";
import { parseMarkdown } from "../parse-markdown.ts";
import { forEachProseLine } from "./scan.ts";

const NAME = String.raw`[A-Za-z][\w$]*(?:\.[\w$]+)*`;
const ATTRIBUTE = String.raw`\s+[A-Za-z_$][\w$-]*(?:=(?:"[^"&{}<>]*"|'[^'&{}<>]*'))?`;
/** One tag on a line: `<Name attr="v">`, `<Name />` or `</Name>`. */
const TAG = new RegExp(String.raw`^ {0,3}(?:<(${NAME})((?:${ATTRIBUTE})*)\s*(/?)>|</(${NAME})\s*>)\s*$`);
const ATTRIBUTES = new RegExp(ATTRIBUTE, "g");
const DEFINITION = /^\s{0,3}\[[^\]]*\]:/;
/**
 * A colon where remark-directive tries a directive (`:name`, `::name`, but also `:9000` of
 * `http://localhost:9000`, which it splits into two text nodes): any colon not followed by a
 * space, a slash or the line's end, once a container directive's fence is set aside; and a
 * legacy admonition title.
 */
const DIRECTIVE = /:(?![\s/]|$)|^\s*:::[\w-]+[ \t]+[^[{\s]/;
const CONTAINER_FENCE = /^\s*:{3,}(?:[\w-]+(?:\[[^\]]*\])?)?\s*$/;
const IMPORT_EXPORT = /^(?:import|export)\s/;
/** An element with plain text on a line of its own: text with nothing Markdown or MDX would read as syntax. */
const TEXT_ELEMENT = new RegExp(String.raw`^<(${NAME})((?:${ATTRIBUTE})*)\s*>([A-Za-z0-9](?:[A-Za-z0-9 ,.'?-]*[A-Za-z0-9.?])?)</\1\s*>$`);

/** What an import block's first line becomes for the Markdown parser (see esmBlocks). */
const ESM_SLOT = "<e/>";

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

type Tag = { kind: "open" | "self"; name: string; attributes: MdxJsxAttribute[] } | { kind: "close"; name: string };

function parseTag(line: string): Tag | undefined {
  const match = TAG.exec(line);
  if (!match) return undefined;
  if (match[4]) return { kind: "close", name: match[4] };
  const attributes: MdxJsxAttribute[] = [];
  for (const attribute of match[2]!.matchAll(ATTRIBUTES)) {
    const text = attribute[0].trim();
    const equals = text.indexOf("=");
    attributes.push({ type: "mdxJsxAttribute", name: equals === -1 ? text : text.slice(0, equals), value: equals === -1 ? null : text.slice(equals + 2, -1) });
  }
  return { kind: match[3] ? "self" : "open", name: match[1]!, attributes };
}

/** True when the prose of `source`, tag lines aside, holds nothing MDX reads differently. */
function plainProse(source: string, lines: string[]): boolean {
  let plain = true;
  forEachProseLine(source, ({ masked, line }) => {
    if (!plain || TAG.test(lines[line - 1]!) || TEXT_ELEMENT.test(lines[line - 1]!)) return;
    if (/[<{]/.test(masked) || IMPORT_EXPORT.test(masked) || DEFINITION.test(masked) || (!CONTAINER_FENCE.test(masked) && DIRECTIVE.test(masked))) plain = false;
  });
  return plain;
}

/** The element a run of children was opened with, while its children are collected. */
interface Open {
  element: MdxJsxFlowElement;
  children: RootContent[];
}

/**
 * The mdast remark-mdx gives for `source`, or undefined when the file must be parsed by MDX.
 * Without `parseEsm`, a file with import lines is left to MDX.
 */
export function fastMdxTree(source: string, parseEsm?: EsmParser): Root | undefined {
  if (source.includes("\r") || source.includes("\t")) return undefined;
  const esm = parseEsm ? esmBlocks(source, parseEsm) : { nodes: new Map<number, MdxjsEsm>(), body: source };
  if (!esm) return undefined;
  const body = esm.body;
  const lines = body.split("\n");
  if (!plainProse(body, lines)) return undefined;
  const tree = parseMarkdown(body);
  const stack: Open[] = [{ element: undefined as never, children: [] }];
  for (const node of tree.children) {
    if (node.type !== "html") {
      if (!eligible(node, lines)) return undefined;
      stack.at(-1)!.children.push(node);
      continue;
    }
    const first = node.position!.start.line;
    const tagLines = node.value.split("\n");
    for (let i = 0; i < tagLines.length; i++) {
      const line = first + i;
      if (lines[line - 1] !== tagLines[i]) return undefined;
      const imports = esm.nodes.get(line);
      if (imports) {
        if (stack.length !== 1) return undefined;
        stack[0]!.children.push(imports as unknown as RootContent);
        continue;
      }
      const tag = parseTag(tagLines[i]!);
      if (!tag) {
        // MDX reads it as a paragraph, which a next line would continue (so it must be the html
        // node's last line) and which continues a paragraph's line right above it.
        const own = i === tagLines.length - 1 && (i > 0 || line === 1 || lines[line - 2]!.trim() === "");
        const paragraph = own ? textElementParagraph(tagLines[i]!, line) : undefined;
        if (!paragraph) return undefined;
        stack.at(-1)!.children.push(paragraph);
        continue;
      }
      if (tag.kind === "close") {
        const open = stack.pop();
        if (stack.length === 0 || open!.element.name !== tag.name) return undefined;
        open!.element.children = open!.children;
        open!.element.position.end = { line, column: lines[line - 1]!.length + 1 };
        continue;
      }
      const element: MdxJsxFlowElement = {
        type: "mdxJsxFlowElement",
        name: tag.name,
        attributes: tag.attributes,
        children: [],
        position: { start: { line, column: 1 }, end: { line, column: lines[line - 1]!.length + 1 } },
      };
      stack.at(-1)!.children.push(element as unknown as RootContent);
      if (tag.kind === "open") stack.push({ element, children: [] });
    }
  }
  if (stack.length !== 1) return undefined;
  const children = stack[0]!.children;
  const frontMatter = FRONT_MATTER.exec(source);
  if (frontMatter) {
    const end = frontMatter[0].replace(/\r?\n$/, "").split("\n").length;
    children.unshift({ type: "yaml", value: frontMatter[1] ?? "", position: { start: { line: 1, column: 1 }, end: { line: end, column: 4 } } });
  }
  return { type: "root", children, position: tree.position };
}

/** False for a node that MDX reads differently from Markdown: indented code, HTML inside it, a tag taken for text. */
function eligible(node: RootContent, lines: string[]): boolean {
  if (node.type === "html") return false;
  // A tag line the Markdown parser read as text (`<Parts.Item />`: no HTML tag name).
  if (node.type === "text" && node.value.includes("<")) return false;
  if (node.type === "code" && !/^[\s>*+\-\d.)]*(?:`{3}|~{3})/.test(lines[node.position!.start.line - 1] ?? "")) return false;
  return !("children" in node) || (node.children as RootContent[]).every((child) => eligible(child, lines));
}

/** `<name attrs>text</name>` on line `line`, as the paragraph MDX makes of it; undefined for any other line. */
function textElementParagraph(text: string, line: number): RootContent | undefined {
  const match = TEXT_ELEMENT.exec(text);
  // `www.x.y` is a link for GFM's autolink literals.
  if (!match || /www\./i.test(match[3]!)) return undefined;
  const tag = parseTag(`<${match[1]}${match[2]}>`);
  if (tag?.kind !== "open") return undefined;
  const whole: Position = { start: { line, column: 1 }, end: { line, column: text.length + 1 } };
  const start = text.indexOf(">") + 2;
  const element: MdxJsxFlowElement = {
    type: "mdxJsxTextElement",
    name: tag.name,
    attributes: tag.attributes,
    children: [{ type: "text", value: match[3]!, position: { start: { line, column: start }, end: { line, column: start + match[3]!.length } } }],
    position: whole,
  };
  return { type: "paragraph", children: [element as never], position: whole };
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
 * block's lines emptied but its first, which is `<e/>`: a tag line that the Markdown parser
 * gives its own node, so that the import node takes that node's place in the tree. Undefined
 * when MDX could read an ESM line differently (an export, a comment, a block that does not parse,
 * a line MDX would take as a paragraph's).
 */
function esmBlocks(source: string, parseEsm: EsmParser): { nodes: Map<number, MdxjsEsm>; body: string } | undefined {
  const lines = source.split("\n");
  // Each block: its first line and its last (the line before the next blank one).
  const blocks: { start: number; end: number }[] = [];
  let eligible = true;
  forEachProseLine(source, ({ text, line, afterBlank }) => {
    if (!IMPORT_EXPORT.test(text) || (blocks.length && blocks.at(-1)!.end >= line)) return;
    if (!afterBlank || !text.startsWith("import ")) eligible = false;
    let end = line;
    while (end < lines.length && lines[end]!.trim() !== "") end++;
    blocks.push({ start: line, end });
  });
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
    body[start - 1] = ESM_SLOT;
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
