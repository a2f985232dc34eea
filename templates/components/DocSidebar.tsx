// The docs sidebar. Categories are <details> elements, so they open and close without
// JavaScript; the categories holding the current page start open.
import type { SidebarItem } from "../../src/shared/types.ts";
import { useRuntime } from "../runtime/context.tsx";

function containsHref(item: SidebarItem, href: string): boolean {
  if (item.type === "link") return item.href === href;
  return item.href === href || item.items.some((child) => containsHref(child, href));
}

export function DocSidebarItems({ items }: { items: SidebarItem[] }) {
  const { route, site } = useRuntime();
  const current = site.baseUrl + route.path.replace(/^\//, "");
  const render = (list: SidebarItem[], depth: number) => (
    <ul className={`menu-list menu-depth-${depth}`}>
      {list.map((item) => {
        if (item.type === "link") {
          const active = item.href === current;
          return (
            <li key={item.href} className="menu-item">
              <a className={`menu-link${active ? " active" : ""}`} href={item.href} aria-current={active ? "page" : undefined}>
                {item.label}
              </a>
            </li>
          );
        }
        const open = !item.collapsed || containsHref(item, current);
        const active = item.href === current;
        return (
          <li key={item.label + (item.href ?? "")} className="menu-item">
            <details className="menu-category" open={open}>
              <summary className={`menu-link menu-category-label${active ? " active" : ""}`}>
                {item.href ? (
                  <a href={item.href} aria-current={active ? "page" : undefined}>
                    {item.label}
                  </a>
                ) : (
                  <span>{item.label}</span>
                )}
              </summary>
              {render(item.items, depth + 1)}
            </details>
          </li>
        );
      })}
    </ul>
  );
  return render(items, 0);
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
