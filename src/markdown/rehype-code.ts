// Highlights code blocks at build time (no highlighter ships to the browser), and adds the
// `title="…"` bar, highlighted lines (`{1,3-4}` or magic comments) and line numbers
// (code-lines.ts), and a copy button the runtime wires up.
import type { Root, Element, ElementContent, Parents } from "hast";
import { toString } from "hast-util-to-string";
import { walk, isElement } from "./walk.ts";
import { highlightLines, loadLanguages, prismLanguage, type Segment } from "./highlight.ts";
import { codeLines, lineNumbersFrom } from "./code-lines.ts";
import { mermaidIsland } from "./mermaid-block.ts";

export { parseLineRanges } from "./code-lines.ts";

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
  /** The same for every block of one unknown language: a build reports it once. */
  once?: string;
}

/** Reads `title="…"` (or `title='…'`) from a code fence's meta string. */
export function parseTitle(meta: string): string | undefined {
  return /title=(?:"([^"]*)"|'([^']*)')/.exec(meta)?.slice(1).find((v) => v !== undefined);
}

function lineElement(segments: Segment[], highlighted: boolean, number: number | undefined): Element {
  const className = highlighted ? ["code-line", "highlighted"] : ["code-line"];
  return {
    type: "element",
    tagName: "span",
    properties: number === undefined ? { className } : { className, dataLine: String(number) },
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

export interface CodeOptions {
  /** The site's `prism.additionalLanguages` (Prism component ids). */
  additionalLanguages?: readonly string[];
  /** The site's `markdown.mermaid`: ```mermaid blocks are diagrams (mermaid-block.ts). */
  mermaid?: boolean;
}

export function rehypeCode(warn: (w: CodeWarning) => void, { additionalLanguages = [], mermaid = false }: CodeOptions = {}) {
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
      if (mermaid && written === "mermaid") {
        parent.children[index] = mermaidIsland(toString(code).replace(/\n$/, ""));
        return;
      }
      const language = written ? (ALIASES[written] ?? written).toLowerCase() : undefined;
      const prismId = language && !PLAIN.has(language) ? prismLanguage(language, additionalLanguages) : undefined;
      blocks.push({ node, index, parent, code, written, language, prismId });
    });
    // Grammars are loaded before any block is highlighted (the loading is asynchronous).
    await loadLanguages(new Set(blocks.flatMap((b) => (b.prismId ? [b.prismId] : []))));
    const unknown = new Set<string>();
    for (const block of blocks) {
      const { node, index, parent, code, written, prismId } = block;
      let language = block.language;
      const meta = ((code.data as { meta?: string } | undefined)?.meta ?? "").trim();
      const { code: source, highlighted } = codeLines(toString(code).replace(/\n$/, ""), meta, written);
      const firstNumber = lineNumbersFrom(meta);
      if (language && !PLAIN.has(language) && !prismId) {
        const once = `unknown code language ${language}`;
        if (!unknown.has(once)) warn({ message: `unknown code language "${written}"; its code blocks are shown without highlighting`, line: node.position?.start.line, once });
        unknown.add(once);
        language = undefined;
      }
      const lines = highlightLines(source, prismId);
      const codeChildren: ElementContent[] = [];
      lines.forEach((segments, n) => {
        if (n > 0) codeChildren.push({ type: "text", value: "\n" });
        codeChildren.push(lineElement(segments, highlighted.has(n + 1), firstNumber === undefined ? undefined : firstNumber + n));
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
        properties: { className: ["code", language ? `language-${language}` : "language-text", ...(firstNumber === undefined ? [] : ["code-numbered"])], tabIndex: 0 },
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
