// "On this page": the h2/h3 of the page. Beside the content on wide screens, with the heading in
// view highlighted; below 996 px a disclosure above the content (as Docusaurus has), which works
// without JavaScript and closes once a heading is chosen.
import { useEffect, useState, type MouseEvent } from "react";
import type { TocItem } from "../../src/shared/types.ts";

function useActiveHeading(toc: TocItem[]): string | undefined {
  const [active, setActive] = useState<string | undefined>();
  useEffect(() => {
    if (!toc.length) return;
    const update = () => {
      let current: string | undefined = toc[0]?.id;
      for (const item of toc) {
        const el = document.getElementById(item.id);
        if (el && el.getBoundingClientRect().top < 120) current = item.id;
      }
      setActive(current);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [toc]);
  return active;
}

function TocLinks({ toc, active, label }: { toc: TocItem[]; active?: string; label?: string }) {
  const minLevel = Math.min(...toc.map((t) => t.level));
  return (
    <ul aria-label={label}>
      {toc.map((item) => (
        <li key={item.id} className={`toc-level-${item.level - minLevel}`}>
          <a href={`#${item.id}`} className={active === item.id ? "active" : undefined}>
            {item.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The column beside the content (hidden below 996 px). */
export function TableOfContents({ toc }: { toc: TocItem[] }) {
  const active = useActiveHeading(toc);
  if (!toc.length) return null;
  return (
    <nav aria-label="On this page" className="toc">
      <p className="toc-title">On this page</p>
      <TocLinks toc={toc} active={active} />
    </nav>
  );
}

/**
 * The disclosure above the content (shown below 996 px). It closes when a heading is chosen,
 * before the browser scrolls to it, so the heading lands where it is when the list is closed.
 */
export function TocCollapsible({ toc }: { toc: TocItem[] }) {
  if (!toc.length) return null;
  const close = (event: MouseEvent<HTMLDetailsElement>) => {
    if ((event.target as Element).closest("a")) event.currentTarget.open = false;
  };
  return (
    <details className="toc-collapsible" onClick={close}>
      <summary>On this page</summary>
      <TocLinks toc={toc} label="On this page" />
    </details>
  );
}

export default TableOfContents;
