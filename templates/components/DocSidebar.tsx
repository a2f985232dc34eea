// The docs sidebar. Categories are <details> elements, so they open and close without
// JavaScript; the categories holding the current page start open, and open when a client-side
// navigation reaches one of their docs. A category with its own page shows its link beside the
// disclosure marker, never inside it: a link inside <summary> would be a control nested in a
// control, which screen readers cannot operate.
import { useEffect, useRef } from "react";
import type { SidebarCategory, SidebarItem } from "../../src/shared/types.ts";
import { useRuntime } from "../runtime/context.tsx";

function containsHref(item: SidebarItem, href: string): boolean {
  if (item.type === "link") return item.href === href;
  return item.href === href || item.items.some((child) => containsHref(child, href));
}

function Category({ item, current, depth }: { item: SidebarCategory; current: string; depth: number }) {
  const holdsCurrent = containsHref(item, current);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened by the reader or by the server: only ever opened here, never closed.
  useEffect(() => {
    if (holdsCurrent && details.current) details.current.open = true;
  }, [holdsCurrent, current]);
  const active = item.href === current;
  const list = <SidebarList items={item.items} current={current} depth={depth + 1} />;
  if (!item.href) {
    return (
      <li className="menu-item">
        <details ref={details} className="menu-category" open={!item.collapsed || holdsCurrent}>
          <summary className="menu-link menu-category-label">{item.label}</summary>
          {list}
        </details>
      </li>
    );
  }
  return (
    <li className="menu-item menu-item-linked-category">
      <a className={`menu-link menu-category-link${active ? " active" : ""}`} href={item.href} aria-current={active ? "page" : undefined}>
        {item.label}
      </a>
      <details ref={details} className="menu-category" open={!item.collapsed || holdsCurrent}>
        <summary className="menu-category-caret" aria-label={`Toggle the category ${item.label}`} />
        {list}
      </details>
    </li>
  );
}

function SidebarList({ items, current, depth }: { items: SidebarItem[]; current: string; depth: number }) {
  return (
    <ul className={`menu-list menu-depth-${depth}`}>
      {items.map((item) => {
        if (item.type === "category") return <Category key={item.label + (item.href ?? "")} item={item} current={current} depth={depth} />;
        const active = item.href === current;
        return (
          <li key={item.href} className="menu-item">
            <a className={`menu-link${active ? " active" : ""}`} href={item.href} aria-current={active ? "page" : undefined}>
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

export function DocSidebarItems({ items }: { items: SidebarItem[] }) {
  const { route, site } = useRuntime();
  const current = site.baseUrl + route.path.replace(/^\//, "");
  return <SidebarList items={items} current={current} depth={0} />;
}

export function DocSidebar({ items }: { items: SidebarItem[] }) {
  return (
    <aside className="doc-sidebar">
      <nav aria-label="Docs sidebar" className="doc-sidebar-nav">
        <DocSidebarItems items={items} />
      </nav>
    </aside>
  );
}
