// The docs sidebar. Categories are <details> elements, so they open and close without
// JavaScript; the categories holding the current page start open, and open when a client-side
// navigation reaches one of their docs. A category with its own page shows its link beside the
// disclosure marker, never inside it: a link inside <summary> would be a control nested in a
// control, which screen readers cannot operate.
//
// A page renders only the part of the sidebar it holds (src/shared/sidebar-view.ts): a closed
// category with a page of its own holds one link to that page. When the reader opens such a
// category, its children are rendered from the whole sidebar, one shared file that is loaded
// once the page is idle after hydration (or on that first opening, if it is not there yet).
import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { containsHref, rendersChildren } from "../../src/shared/sidebar-view.ts";
import type { SidebarCategory, SidebarItem } from "../../src/shared/types.ts";
import { useRuntime } from "../runtime/context.tsx";
import { loadSidebar, prefetchAllowed } from "../runtime/route-data.ts";

/** What every item of one rendered sidebar shares. */
interface SidebarState {
  current: string;
  /** The items are the whole sidebar, not only the page's part of it. */
  whole: boolean;
  loadWhole: () => void;
}

/** The whole sidebar once loaded, and a function that loads it (at most one fetch per file). */
function useWholeSidebar(url: string | undefined): [SidebarItem[] | undefined, () => void] {
  const [whole, setWhole] = useState<{ url: string; items: SidebarItem[] }>();
  const loadWhole = useCallback(() => {
    // A failed fetch leaves the links to the category pages in place; the next opening retries.
    if (url) loadSidebar(url).then((items) => setWhole({ url, items }), () => undefined);
  }, [url]);
  // Loaded when the browser is idle after hydration, so that opening a category is instant;
  // on a connection that saves data, only when a category is opened.
  useEffect(() => {
    if (!url || !prefetchAllowed()) return;
    // Safari has no requestIdleCallback.
    if (typeof requestIdleCallback !== "function") {
      const timer = setTimeout(loadWhole, 1000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(loadWhole);
    return () => cancelIdleCallback(idle);
  }, [url, loadWhole]);
  return [whole && whole.url === url ? whole.items : undefined, loadWhole];
}

function Category({ item, state, depth }: { item: SidebarCategory; state: SidebarState; depth: number }) {
  const holdsCurrent = containsHref(item, state.current);
  const details = useRef<HTMLDetailsElement>(null);
  // Set when the reader opens a category whose children the page left out; they stay rendered.
  const [opened, setOpened] = useState(false);
  // Opened by the reader or by the server: only ever opened here, never closed.
  useEffect(() => {
    if (holdsCurrent && details.current) details.current.open = true;
  }, [holdsCurrent, state.current]);
  const leftOut = !rendersChildren(item, state.current);
  const onToggle = () => {
    if (!leftOut || !details.current?.open) return;
    setOpened(true);
    if (!state.whole) state.loadWhole();
  };
  const active = item.href === state.current;
  const list =
    leftOut && !(opened && state.whole) ? (
      // Replaced by the children once the whole sidebar is there; without JavaScript it stays.
      <ul className={`menu-list menu-depth-${depth + 1}`}>
        <li className="menu-item">
          <a className="menu-link" href={item.href}>
            {`Show the pages of ${item.label}`}
          </a>
        </li>
      </ul>
    ) : (
      <SidebarList items={item.items} state={state} depth={depth + 1} />
    );
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
      <details ref={details} className="menu-category" open={!item.collapsed || holdsCurrent} onToggle={onToggle}>
        <summary className="menu-category-caret" aria-label={`Toggle the category ${item.label}`} />
        {list}
      </details>
    </li>
  );
}

function SidebarList({ items, state, depth }: { items: SidebarItem[]; state: SidebarState; depth: number }) {
  return (
    <ul className={`menu-list menu-depth-${depth}`}>
      {items.map((item) => {
        if (item.type === "category") return <Category key={item.label + (item.href ?? "")} item={item} state={state} depth={depth} />;
        const active = item.href === state.current;
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

/** The href of the page at `path`, as the sidebar's links write it. */
const currentHref = (baseUrl: string, path: string): string => baseUrl + path.replace(/^\//, "");

/** The sidebar's items: `items` is the page's part of the sidebar (or the whole of it). */
export function DocSidebarItems({ items }: { items: SidebarItem[] }) {
  const { route, site } = useRuntime();
  const current = currentHref(site.baseUrl, route.path);
  const [whole, loadWhole] = useWholeSidebar(route.props.kind === "doc" ? route.props.sidebarUrl : undefined);
  // Rendering the whole sidebar shows the same as the page's part until a category is opened.
  return <SidebarList items={whole ?? items} state={{ current, whole: whole !== undefined, loadWhole }} depth={0} />;
}

/**
 * Given by the server entry only (server.tsx, shared-sidebar.tsx): the HTML of `DocSidebarItems`
 * for a page's part of the sidebar, rendered once for the pages that share that part and
 * reused. The page's HTML is the same as with the items rendered in place, so the client
 * hydrates it as ever.
 */
export const SharedSidebarContext = createContext<((items: SidebarItem[], current: string) => string) | null>(null);

export function DocSidebar({ items }: { items: SidebarItem[] }) {
  const shared = useContext(SharedSidebarContext);
  const { route, site } = useRuntime();
  return (
    <aside className="doc-sidebar">
      {shared ? (
        <nav aria-label="Docs sidebar" className="doc-sidebar-nav" dangerouslySetInnerHTML={{ __html: shared(items, currentHref(site.baseUrl, route.path)) }} />
      ) : (
        <nav aria-label="Docs sidebar" className="doc-sidebar-nav">
          <DocSidebarItems items={items} />
        </nav>
      )}
    </aside>
  );
}
