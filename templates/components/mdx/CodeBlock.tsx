// `<CodeBlock>` (Docusaurus's props): code highlighted at build time with the highlighter of
// fenced code, in the same markup (src/markdown/rehype-code.ts): title bar, highlighted lines,
// copy button. Static: it renders on the server only and ships no code to the browser.
//
// Grammars load asynchronously. A renderer that waits for suspended components (React's
// prerender) gets them loaded by the component itself; a synchronous one (renderToString)
// awaits `loadCodeBlockLanguages` first with the languages its pages use, and for a language
// known only while rendering, collects it through MissingGrammars and renders again.
/// <reference path="../../../src/markdown/prism-components.d.ts" />
import Prism from "prismjs";
import { use, type ReactNode } from "react";
import { highlightLines, loadLanguages, prismLanguage, type Segment } from "../../../src/markdown/highlight.ts";
import { ALIASES, PLAIN, parseLineRanges, parseTitle } from "../../../src/markdown/rehype-code.ts";
import { MissingGrammars } from "../../runtime/missing-grammars.ts";

export interface CodeBlockProps {
  /** The code: a string (highlighted), or elements (shown as they are). */
  children?: ReactNode;
  /** The language, e.g. "yaml" (else read from `className="language-yaml"`). */
  language?: string;
  /** `language-…` as fenced code writes it, and further classes of the block. */
  className?: string;
  /** The bar above the code (else read from `metastring`). */
  title?: ReactNode;
  /** A fence's meta: `title="…"` and the lines to highlight, `{1,3-4}`. */
  metastring?: string;
  /** Numbers the lines; a number is the first line's. */
  showLineNumbers?: boolean | number;
}

/** The language's name as fenced code shows it, and Prism's name for it (none for plain text). */
function languageOf(written: string | undefined): { language?: string; prismId?: string } {
  if (!written) return {};
  const language = (ALIASES[written] ?? written).toLowerCase();
  if (PLAIN.has(language)) return { language };
  const prismId = prismLanguage(language);
  return prismId ? { language, prismId } : {};
}

/** Loads the grammars of these languages (as written in `language` or `className`). */
export function loadCodeBlockLanguages(languages: Iterable<string>): Promise<void> {
  return loadLanguages([...languages].flatMap((written) => languageOf(written).prismId ?? []));
}

function Line({ segments, n, highlighted, numbered }: { segments: Segment[]; n: number; highlighted: boolean; numbered: boolean }) {
  return (
    <span className={highlighted ? "code-line highlighted" : "code-line"} data-line={numbered ? n : undefined}>
      {segments.map((s, i) => (s.role ? <span key={i} className={`hl-${s.role}`}>{s.text}</span> : s.text))}
    </span>
  );
}

export default function CodeBlock({ children, language: languageProp, className, title: titleProp, metastring = "", showLineNumbers }: CodeBlockProps) {
  const classes = (className ?? "").split(/\s+/).filter(Boolean);
  const written = languageProp ?? classes.find((c) => c.startsWith("language-"))?.slice("language-".length);
  const extraClasses = classes.filter((c) => !c.startsWith("language-"));
  const { language, prismId: known } = languageOf(written);
  // `use` reads the render's context, as useContext would, and CodeBlock stays static: the island
  // check of src/markdown/mdx/islands.ts takes a call of a `use…` hook for state or effects.
  const reportMissing = use(MissingGrammars);
  let prismId = known;
  if (prismId && !Prism.languages[prismId]) {
    if (reportMissing) {
      // This render is a draft: the renderer loads the grammar and renders the page again.
      reportMissing(prismId);
      prismId = undefined;
    } else use(loadCodeBlockLanguages([prismId]));
  }
  const title = titleProp ?? parseTitle(metastring);
  const numbered = showLineNumbers !== undefined && showLineNumbers !== false;
  const first = typeof showLineNumbers === "number" ? showLineNumbers : 1;
  const marked = parseLineRanges(metastring);
  const code =
    typeof children === "string"
      ? highlightLines(children.replace(/\n$/, ""), prismId).flatMap((segments, n) => [
          n > 0 ? "\n" : null,
          <Line key={n} segments={segments} n={first + n} highlighted={marked.has(n + 1)} numbered={numbered} />,
        ])
      : children;
  const blockClass = ["code-block", numbered ? "line-numbers" : "", ...extraClasses].filter(Boolean).join(" ");
  return (
    <div className={blockClass} data-language={language ?? "text"}>
      {title ? <div className="code-title">{title}</div> : null}
      <pre className={`code language-${language ?? "text"}`} tabIndex={0}>
        <code>{code}</code>
      </pre>
      <button type="button" className="copy-button" aria-label="Copy code to clipboard" data-copy="">
        Copy
      </button>
    </div>
  );
}
