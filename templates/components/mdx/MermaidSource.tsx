// A Mermaid diagram before it is drawn: its source, as a plain code block in the box the drawing
// takes. It is what the server writes (the island's first render, readable without JavaScript)
// and what the browser hydrates before MermaidIsland draws the diagram;
// src/markdown/mermaid-block.ts writes the same markup for ```mermaid blocks of Markdown files.
import type { ReactElement } from "react";
import { MERMAID_CONTAINER_CLASS, MERMAID_SOURCE_CLASS } from "../../../src/shared/mermaid.ts";

export interface MermaidProps {
  /** The diagram in Mermaid's language. */
  value: string;
}

/** Text as a code block of the theme without highlighting (src/markdown/rehype-code.ts's markup, one span a line). */
export function PlainCodeBlock({ text, className }: { text: string; className?: string }): ReactElement {
  return (
    <div className="code-block" data-language="text">
      <pre className={className ? `code ${className}` : "code"} tabIndex={0}>
        <code>{text.split("\n").flatMap((line, n) => [n > 0 ? "\n" : null, <span key={n} className="code-line">{line}</span>])}</code>
      </pre>
    </div>
  );
}

export default function MermaidSource({ value }: MermaidProps): ReactElement {
  return (
    <div className={MERMAID_CONTAINER_CLASS}>
      <PlainCodeBlock text={value} className={MERMAID_SOURCE_CLASS} />
    </div>
  );
}
