// "On this page": the h2/h3 of the page, with the heading in view highlighted.
import { useEffect, useState } from "react";
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

export function TableOfContents({ toc }: { toc: TocItem[] }) {
  const active = useActiveHeading(toc);
  if (!toc.length) return null;
  const minLevel = Math.min(...toc.map((t) => t.level));
  return (
    <nav aria-label="On this page" className="toc">
      <p className="toc-title">On this page</p>
      <ul>
        {toc.map((item) => (
          <li key={item.id} className={`toc-level-${item.level - minLevel}`}>
            <a href={`#${item.id}`} className={active === item.id ? "active" : undefined}>
              {item.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
