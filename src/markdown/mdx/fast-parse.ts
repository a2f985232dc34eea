// The MDX tree of a file whose only MDX syntax is JSX tags on lines of their own (`<Tabs
// groupId="x">`, `<TabItem value="a" label="A">`, `</Tabs>`, `<Badge label="b" />`) with
// string attributes, as `.md` files that use the theme's Tabs are written: parsed by the fast
// Markdown parser (parse-markdown.ts), whose tags become the `mdxJsxFlowElement`s remark-mdx
// would give. Micromark with MDX's extensions took most of an MDX file's compile time
// (bench/results/2026-11-28-mdx-vs-docusaurus.md); the rest of the compile is the same.
//
// Anything where Markdown and MDX read a file differently makes the file ineligible, and it is
// parsed by MDX itself: expressions (`{`), imports and exports, any other `<` in prose (HTML,
// autolinks, comments, JSX within a line), indented code (MDX has none), tags inside lists or
// quotes, entities in attributes, link definitions (remark keeps references, the fast parser
// resolves them), colons where remark-directive looks for a directive, legacy admonition
// titles. A test compiles real files both ways and compares the results
// (test/unit/markdown/mdx/fast-parse.test.ts).
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

/** The nodes remark-mdx gives for JSX (mdast-util-mdx-jsx's, with string and boolean attributes only). */
interface MdxJsxAttribute {
  type: "mdxJsxAttribute";
  name: string;
  value: string | null;
}

interface MdxJsxFlowElement {
  type: "mdxJsxFlowElement";
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
    if (!plain || TAG.test(lines[line - 1]!)) return;
    if (/[<{]/.test(masked) || IMPORT_EXPORT.test(masked) || DEFINITION.test(masked) || (!CONTAINER_FENCE.test(masked) && DIRECTIVE.test(masked))) plain = false;
  });
  return plain;
}

/** The element a run of children was opened with, while its children are collected. */
interface Open {
  element: MdxJsxFlowElement;
  children: RootContent[];
}

/** The mdast remark-mdx gives for `source`, or undefined when the file must be parsed by MDX. */
export function fastMdxTree(source: string): Root | undefined {
  const lines = source.split("\n");
  if (lines.some((line) => line.includes("\r") || line.includes("\t")) || !plainProse(source, lines)) return undefined;
  const tree = parseMarkdown(source);
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
      const tag = parseTag(tagLines[i]!);
      if (!tag || lines[first - 1 + i] !== tagLines[i]) return undefined;
      const line = first + i;
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

/** False for a node that MDX reads differently from Markdown: indented code, HTML inside it. */
function eligible(node: RootContent, lines: string[]): boolean {
  if (node.type === "html") return false;
  if (node.type === "code" && !/^[\s>*+\-\d.)]*(?:`{3}|~{3})/.test(lines[node.position!.start.line - 1] ?? "")) return false;
  return !("children" in node) || (node.children as RootContent[]).every((child) => eligible(child, lines));
}
