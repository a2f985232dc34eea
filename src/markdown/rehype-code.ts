// Highlights code blocks at build time (no highlighter ships to the browser), and adds the
// `title="…"` bar, `{1,3-4}` line highlighting and a copy button the runtime wires up.
import type { Root, Element, ElementContent, Parents } from "hast";
import { toString } from "hast-util-to-string";
import { walk, isElement } from "./walk.ts";
import { highlightLines, loadLanguages, prismLanguage, type Segment } from "./highlight.ts";

/** Names shown in `data-language` for fences that use another name for the same language. */
export const ALIASES: Record<string, string> = {
  sh: "bash",
  shell: "bash",
  console: "bash",
  zsh: "bash",
  yml: "yaml",
  js: "javascript",
  mjs: "javascript",
  ts: "typescript",
  py: "python",
  golang: "go",
  make: "makefile",
  docker: "dockerfile",
  patch: "diff",
};
export const PLAIN = new Set(["text", "txt", "plaintext", "plain", "output"]);

export interface CodeWarning {
  message: string;
  line?: number;
}

/** Parses `{1,3-4}` into the set of 1-based line numbers to highlight. */
export function parseLineRanges(meta: string): Set<number> {
  const lines = new Set<number>();
  const match = /\{([\d,\s-]+)\}/.exec(meta);
  if (!match?.[1]) return lines;
  for (const part of match[1].split(",")) {
    const [from, to] = part.trim().split("-").map(Number);
    if (from === undefined || Number.isNaN(from)) continue;
    for (let n = from; n <= (to ?? from); n++) lines.add(n);
  }
  return lines;
}

/** Reads `title="…"` (or `title='…'`) from a code fence's meta string. */
export function parseTitle(meta: string): string | undefined {
  return /title=(?:"([^"]*)"|'([^']*)')/.exec(meta)?.slice(1).find((v) => v !== undefined);
}

function lineElement(segments: Segment[], highlighted: boolean): Element {
  return {
    type: "element",
    tagName: "span",
    properties: { className: highlighted ? ["code-line", "highlighted"] : ["code-line"] },
    children: segments.map((s): ElementContent =>
      s.role
        ? { type: "element", tagName: "span", properties: { className: [`hl-${s.role}`] }, children: [{ type: "text", value: s.text }] }
        : { type: "text", value: s.text },
    ),
  };
}

interface CodeBlock {
  node: Element;
  index: number;
  parent: Parents;
  code: Element;
  /** The fence's language as written, as shown (aliases resolved), and Prism's name for it. */
  written?: string;
  language?: string;
  prismId?: string;
}

export function rehypeCode(warn: (w: CodeWarning) => void) {
  return () => async (tree: Root) => {
    const blocks: CodeBlock[] = [];
    walk<Element, Parents>(tree, isElement, (node, index, parent) => {
      if (node.tagName !== "pre") return;
      const code = node.children.find((c): c is Element => c.type === "element" && c.tagName === "code");
      if (!code) return;
      const classNames = (code.properties?.className as string[] | undefined) ?? [];
      const written = classNames.find((c) => c.startsWith("language-"))?.slice("language-".length);
      // ```math is formula source (as GitHub reads it, and remark-math writes it): it is left
      // as it is for a math plugin such as rehype-katex, which runs after this one.
      if (written === "math") return;
      const language = written ? (ALIASES[written] ?? written).toLowerCase() : undefined;
      const prismId = language && !PLAIN.has(language) ? prismLanguage(language) : undefined;
      blocks.push({ node, index, parent, code, written, language, prismId });
    });
    // Grammars are loaded before any block is highlighted (the loading is asynchronous).
    await loadLanguages(new Set(blocks.flatMap((b) => (b.prismId ? [b.prismId] : []))));
    for (const block of blocks) {
      const { node, index, parent, code, written, prismId } = block;
      let language = block.language;
      const meta = ((code.data as { meta?: string } | undefined)?.meta ?? "").trim();
      const source = toString(code).replace(/\n$/, "");
      if (language && !PLAIN.has(language) && !prismId) {
        warn({ message: `unknown code language "${written}"; it is shown without highlighting`, line: node.position?.start.line });
        language = undefined;
      }
      const lines = highlightLines(source, prismId);
      const marked = parseLineRanges(meta);
      const codeChildren: ElementContent[] = [];
      lines.forEach((segments, n) => {
        if (n > 0) codeChildren.push({ type: "text", value: "\n" });
        codeChildren.push(lineElement(segments, marked.has(n + 1)));
      });
      const title = parseTitle(meta);
      const children: ElementContent[] = [];
      if (title) {
        children.push({
          type: "element",
          tagName: "div",
          properties: { className: ["code-title"] },
          children: [{ type: "text", value: title }],
        });
      }
      children.push({
        type: "element",
        tagName: "pre",
        properties: { className: ["code", language ? `language-${language}` : "language-text"], tabIndex: 0 },
        children: [{ type: "element", tagName: "code", properties: {}, children: codeChildren }],
      });
      children.push({
        type: "element",
        tagName: "button",
        properties: { type: "button", className: ["copy-button"], ariaLabel: "Copy code to clipboard", dataCopy: "" },
        children: [{ type: "text", value: "Copy" }],
      });
      parent.children[index] = {
        type: "element",
        tagName: "div",
        properties: { className: ["code-block"], dataLanguage: language ?? "text" },
        children,
      };
    }
  };
}
