// `<Heading as="h2" id="…">` (Docusaurus's props): a heading with the "Direct link to" anchor
// Markdown headings get (src/markdown/rehype-headings.ts). As in Docusaurus, an h1 or a heading
// without an id has no anchor.
import { Children, isValidElement, type HTMLAttributes, type ReactNode } from "react";

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  as: "h1" | "h2" | "h3" | "h4" | "h5" | "h6";
  id?: string;
  children?: ReactNode;
}

/** The text of React nodes, as hast-util-to-string gives it for the Markdown path. */
function textOf(node: ReactNode): string {
  return Children.toArray(node)
    .map((child) => (typeof child === "string" || typeof child === "number" ? String(child) : isValidElement<{ children?: ReactNode }>(child) ? textOf(child.props.children) : ""))
    .join("");
}

export default function Heading({ as: Tag, id, children, ...rest }: HeadingProps) {
  if (Tag === "h1" || !id) {
    return (
      <Tag {...rest} id={id}>
        {children}
      </Tag>
    );
  }
  const text = textOf(children).trim();
  return (
    <Tag {...rest} id={id}>
      {/* Text followed by a space is one text node, as in the Markdown path's HTML. */}
      {typeof children === "string" ? `${children} ` : [children, " "]}
      <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${text}`} title={`Direct link to ${text}`}>
        #
      </a>
    </Tag>
  );
}
