// `@theme/CodeBlock`: code written as a component (Docusaurus's props: children, language or
// className "language-x", title), in the markup of fenced code.
import type { ReactNode } from "react";

export default function CodeBlock({ children, language, className, title }: { children?: ReactNode; language?: string; className?: string; title?: ReactNode }) {
  const lang = language ?? /language-(\S+)/.exec(className ?? "")?.[1] ?? "text";
  const code = typeof children === "string" ? children.replace(/\n$/, "") : children;
  return (
    <div className="code-block" data-language={lang}>
      {title !== undefined ? <div className="code-title">{title}</div> : null}
      <pre>
        <code className={`language-${lang}`}>{code}</code>
      </pre>
    </div>
  );
}
