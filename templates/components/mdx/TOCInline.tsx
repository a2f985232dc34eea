// `<TOCInline toc={toc} />` in MDX pages (Docusaurus's @theme/TOCInline): the page's headings as
// a nested list of links inside the content, static HTML. `toc` is the page's export (every h2 to
// h6, or a part of it: `toc.slice(2)`); the levels shown are h2 and h3 unless given.
import type { ReactNode } from "react";

export interface TOCInlineItem {
  /** The heading's text. */
  value: string;
  id: string;
  level: number;
}

export interface TOCInlineProps {
  toc: readonly TOCInlineItem[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
  className?: string;
}

interface Branch {
  item: TOCInlineItem;
  children: Branch[];
}

/** The items as a tree: each under the last item before it of a higher level. */
function nest(items: readonly TOCInlineItem[]): Branch[] {
  const roots: Branch[] = [];
  const open: Branch[] = [];
  for (const item of items) {
    const branch = { item, children: [] };
    while (open.length && open.at(-1)!.item.level >= item.level) open.pop();
    (open.at(-1)?.children ?? roots).push(branch);
    open.push(branch);
  }
  return roots;
}

function List({ branches }: { branches: Branch[] }): ReactNode {
  if (!branches.length) return null;
  return (
    <ul>
      {branches.map(({ item, children }) => (
        <li key={item.id}>
          <a href={`#${item.id}`}>{item.value}</a>
          <List branches={children} />
        </li>
      ))}
    </ul>
  );
}

export default function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3, className }: TOCInlineProps) {
  const shown = toc.filter((item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel);
  return (
    <div className={className ? `toc-inline ${className}` : "toc-inline"}>
      <List branches={nest(shown)} />
    </div>
  );
}
