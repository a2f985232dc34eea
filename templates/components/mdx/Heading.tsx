// `@theme/Heading`: a heading with its "Direct link" anchor, as Markdown headings get it
// (rehype-headings.ts) (Docusaurus's props: as, id).
import type { ReactNode } from "react";

export default function Heading({ as: Tag = "h2", id, children }: { as?: "h1" | "h2" | "h3" | "h4" | "h5" | "h6"; id?: string; children?: ReactNode }) {
  if (!id) return <Tag>{children}</Tag>;
  const text = typeof children === "string" ? children : id;
  return (
    <Tag id={id}>
      {children}{" "}
      <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${text}`} title={`Direct link to ${text}`}>
        #
      </a>
    </Tag>
  );
}
