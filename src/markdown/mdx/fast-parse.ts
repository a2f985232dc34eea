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
// `mdxjsEsm` node with the file's positions in its estree. So is an element with plain text on a
// line of its own (`<summary>More</summary>`): in MDX, a paragraph holding an `mdxJsxTextElement`.
// So are HTML comments on lines of their own and opening tags written over several lines
// (flowBlocks). Reference links come resolved, as compile-mdx.ts has remark resolve them too.
//
// Anything where Markdown and MDX read a file differently makes the file ineligible, and it is
// parsed by MDX itself: expressions (`{`), exports, import lines with comments or right below a
// paragraph's line, any other `<` in prose (HTML, autolinks, comments within a line, JSX within
// a line), indented code (MDX has none), tags inside lists or quotes, entities in attributes,
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
 * A colon where remark-directive reads a directive (`:name`, `::name`) or tries one and splits
 * the text there (`:9000` of `http://localhost:9000`): a colon before a word character, once a
 * container directive's fence is set aside. (Before anything else, `Note:**` or `xx: Scan`, MDX
 * reads a colon as text.)
 */
const DIRECTIVE = /:(?=\w)/;
/**
 * A text directive with a name only (`:latest` of "if :latest tag is specified"): no plugin of
 * sitec's makes anything of one, so remark-directives-as-text writes it back as the text it was
 * and joins it to the text around it, which is what the Markdown parser gives. Not before a
 * `:` (an emoji shortcode, which remark-emoji reads before the write-back), `[` or `{` (a label
 * or attributes, which the write-back keeps as they are written), and not in an image's alt
 * text (MDX's alt leaves the directive out).
 */
const BARE_TEXT_DIRECTIVE = /(?<!:):[A-Za-z][\w-]*(?![\w\-[{:])/g;
const CONTAINER_FENCE = /^\s*:{3,}(?:[\w-]+(?:\[[^\]]*\])?)?\s*$/;
const IMPORT_EXPORT = /^(?:import|export)\s/;
/**
 * An element with plain text on a line of its own: text with nothing Markdown or MDX would read
 * as syntax (a space may lead, `<b> Note!</b>`; a colon must stand before no word character,
 * where remark-directive would read a directive, which textElementParagraph checks).
 */
const TEXT_ELEMENT = new RegExp(String.raw`^<(${NAME})((?:${ATTRIBUTE})*)\s*>( ?[A-Za-z0-9](?:[A-Za-z0-9 ,.'?!:-]*[A-Za-z0-9.?!:])?)</\1\s*>$`);

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
 * True when the prose lines of a file (`lines`), tag lines aside, hold nothing MDX reads differently.
 * `bareTextDirectives`: BARE_TEXT_DIRECTIVE is read as text (no plugin runs before the
 * write-back that could read the directive).
 */
function plainProse(prose: ProseLine[], lines: string[], bareTextDirectives: boolean): boolean {
  return prose.every(({ masked: written, line }) => {
    if (TAG.test(lines[line - 1]!)) return true;
    const masked = bareTextDirectives && !written.includes("![") ? written.replace(BARE_TEXT_DIRECTIVE, " ") : written;
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

/**
 * The mdast remark-mdx gives for `source`, or undefined when the file must be parsed by MDX.
 * Without `parseEsm`, a file with import lines is left to MDX. With `bareTextDirectives` (for a
 * page no plugin reads before remark-directives-as-text: the site has no
 * `beforeDefaultRemarkPlugins`), a text directive with a name only is given as the text it is
 * written back as (BARE_TEXT_DIRECTIVE). With `literalExpressions`, an opening tag over several
 * lines may hold `name={…}` literals (see multiLineTag).
 */
export function fastMdxTree(source: string, parseEsm?: EsmParser, options: FastParseOptions = {}): Root | undefined {
  if (source.includes("\r") || source.includes("\t")) return undefined;
  // Each step reads the prose of the text the step before left; most files' steps change nothing.
  let scanned: { text: string; prose: ProseLine[] } | undefined;
  const prose = (text: string) => (scanned?.text === text ? scanned : (scanned = { text, prose: proseLines(text) })).prose;
  const esm = parseEsm ? esmBlocks(source, parseEsm, prose(source)) : { nodes: new Map<number, MdxjsEsm>(), body: source };
  if (!esm) return undefined;
  const flow = flowBlocks(esm.body, parseEsm, options.literalExpressions ?? false, prose(esm.body));
  if (!flow) return undefined;
  const body = flow.body;
  const lines = body.split("\n");
  if (!plainProse(prose(body), lines, options.bareTextDirectives ?? false)) return undefined;
  const tree = parseMarkdown(body);
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
      const taken = flow.nodes.get(line);
      if (taken?.kind === "node") {
        stack.at(-1)!.children.push(taken.node as unknown as RootContent);
        continue;
      }
      if (taken) {
        open(taken.tag, line, taken.endLine);
        continue;
      }
      const tags = parseTags(tagLines[i]!);
      if (!tags) return undefined;
      for (const tag of tags) {
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
  if (stack.length !== 1) return undefined;
  const children = stack[0]!.children;
  const frontMatter = FRONT_MATTER.exec(source);
  if (frontMatter) {
    const end = frontMatter[0].replace(/\r?\n$/, "").split("\n").length;
    children.unshift({ type: "yaml", value: frontMatter[1] ?? "", position: { start: { line: 1, column: 1 }, end: { line: end, column: 4 } } });
  }
  return { type: "root", children, position: tree.position };
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

/** An `mdxFlowExpression` holding only a JavaScript comment, as remark-mdx gives it. */
interface MdxFlowExpression {
  type: "mdxFlowExpression";
  value: string;
  position: Position;
  data: { estree: Program };
}

/** A block flowBlocks took out of the text: a comment, or an opening tag written over several lines. */
type FlowBlock = { kind: "node"; node: RootContent } | { kind: "open"; tag: Tag & { kind: "open" | "self" }; endLine: number };

/**
 * The blocks of `body` that the Markdown parser cannot read as MDX does, by their first line,
 * and the body with each block's lines emptied but its first, which is `<e/>` (as for import
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
  for (const { text, masked, line, afterBlank } of prose) {
    if ((text.startsWith("<!--") && masked.startsWith("<!--")) || (MULTI_LINE_TAG.test(text) && !TAG.test(text))) starts.push(line);
    // A paragraph of its own: no line of text above (a tag line is no paragraph's) or below it.
    else if (TEXT_ELEMENT.test(text) && (afterBlank || TAG.test(lines[line - 2]!)) && !lines[line]?.trim()) starts.push(line);
  }
  const nodes = new Map<number, FlowBlock>();
  const out = [...lines];
  let taken = 0;
  for (const line of starts) {
    // A block starting inside one taken before (a tag's line in a comment).
    if (line <= taken) return undefined;
    const text = lines[line - 1]!;
    const block = TEXT_ELEMENT.test(text)
      ? textElementBlock(text, line)
      : text.startsWith("<!--")
        ? commentBlock(lines, line)
        : multiLineTag(lines, line, literalExpressions ? parseEsm : undefined);
    if (!block) return undefined;
    nodes.set(line, block.block);
    out.fill("", line - 1, block.endLine);
    out[line - 1] = ESM_SLOT;
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
  if (inside.split("\n").some((text) => FENCE.test(text) || /^ {0,3}\$\$/.test(text) || IMPORT_EXPORT.test(text) || text === ESM_SLOT)) return undefined;
  const value = `/*${inside}*/`;
  // The compatibility's `{/*` is a column shorter than `<!--`.
  const end = { line: endLine, column: endLine === line ? close + 3 : close + 4 };
  const comment = { type: "Block", value: inside, start: 1, end: 1 + value.length, range: [1, 1 + value.length] };
  const estree = { type: "Program", start: 1, end: 1 + value.length, range: [1, 1 + value.length], body: [], sourceType: "module", comments: [comment] } as unknown as Program;
  const node: MdxFlowExpression = { type: "mdxFlowExpression", value, position: { start: { line, column: 1 }, end }, data: { estree } };
  return { block: { kind: "node", node: node as unknown as RootContent }, endLine };
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

/** False for a node that MDX reads differently from Markdown: indented code, HTML inside it, a tag taken for text. */
function eligible(node: RootContent, lines: string[]): boolean {
  if (node.type === "html") return false;
  // A tag line the Markdown parser read as text (`<Parts.Item />`: no HTML tag name).
  if (node.type === "text" && node.value.includes("<")) return false;
  if (node.type === "code" && !/^[\s>*+\-\d.)]*(?:`{3}|~{3})/.test(lines[node.position!.start.line - 1] ?? "")) return false;
  return !("children" in node) || (node.children as RootContent[]).every((child) => eligible(child, lines));
}

/** The paragraph MDX makes of `<name attrs>text</name>` on a line of its own (line `line`). */
function textElementBlock(text: string, line: number): { block: FlowBlock; endLine: number } | undefined {
  const paragraph = textElementParagraph(text, line);
  return paragraph && { block: { kind: "node", node: paragraph }, endLine: line };
}

/** `<name attrs>text</name>` on line `line`, as the paragraph MDX makes of it; undefined for any other line. */
function textElementParagraph(text: string, line: number): RootContent | undefined {
  const match = TEXT_ELEMENT.exec(text);
  // `www.x.y` is a link for GFM's autolink literals; `:name` a directive.
  if (!match || /www\.|:\w/i.test(match[3]!)) return undefined;
  const whole: Position = { start: { line, column: 1 }, end: { line, column: text.length + 1 } };
  const start = text.indexOf(">") + 2;
  const element: MdxJsxFlowElement = {
    type: "mdxJsxTextElement",
    name: match[1]!,
    attributes: parseAttributes(match[2]!),
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
