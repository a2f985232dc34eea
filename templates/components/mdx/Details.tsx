// `<Details summary="…">` and `<details><summary>…</summary>…</details>` in pages (Docusaurus's
// props): the browser's own disclosure, which opens and closes with or without JavaScript.
import { Children, isValidElement, type DetailsHTMLAttributes, type ReactElement, type ReactNode } from "react";

export interface DetailsProps extends DetailsHTMLAttributes<HTMLDetailsElement> {
  /** The line that opens it (default: a <summary> child, else "Details"). */
  summary?: ReactNode;
  children?: ReactNode;
}

/** A `<summary>` element (MDX writes `<details><summary>` as one). */
const isSummary = (node: ReactNode): node is ReactElement<{ children?: ReactNode }> => isValidElement(node) && node.type === "summary";

export default function Details({ summary, children, className, ...rest }: DetailsProps) {
  const nodes = Children.toArray(children);
  const summaryChild = summary === undefined ? nodes.find(isSummary) : undefined;
  const body = summaryChild ? nodes.filter((node) => node !== summaryChild) : nodes;
  const summaryContent = summary ?? summaryChild?.props.children ?? "Details";
  return (
    <details {...rest} className={className ? `details ${className}` : "details"}>
      {/* A `<summary>` element given as the prop (Docusaurus's own type for it) is the summary itself. */}
      {isSummary(summaryContent) ? summaryContent : <summary>{summaryContent}</summary>}
      <div className="details-content">{body}</div>
    </details>
  );
}
