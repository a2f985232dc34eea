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
//
// A long list shows a window of its items around the current page, between gaps that name the
// items left out and link to a page showing them. With JavaScript, following a gap shows the
// whole list in place (from the shared file) and moves focus to the first item it brought in.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type MouseEvent } from "react";
import { containsHref, rendersChildren, shownList } from "../../src/shared/sidebar-view.ts";
import type { SidebarGap, SidebarItem, SidebarViewCategory, SidebarViewItem, SiteData } from "../../src/shared/types.ts";
import { pageHref } from "../../src/shared/paths.ts";
import { useRuntime } from "../runtime/context.tsx";
import { isPlainClick } from "../runtime/navigation.ts";
import { loadSidebar, prefetchAllowed } from "../runtime/route-data.ts";

/** What every item of one rendered sidebar shares. */
interface SidebarState {
  current: string;
  /** The items are the whole sidebar, not only the page's part of it. */
  whole: boolean;
  /** Loads the whole sidebar; settles once it is shown (or could not be loaded). */
  loadWhole: () => Promise<void>;
}

/** The whole sidebar once loaded, and a function that loads it (at most one fetch per file). */
function useWholeSidebar(url: string | undefined): [SidebarItem[] | undefined, () => Promise<void>] {
  const [whole, setWhole] = useState<{ url: string; items: SidebarItem[] }>();
  const loadWhole = useCallback(async () => {
    // A failed fetch leaves the links to the category pages in place; the next opening retries.
    if (!url) throw new Error("This page has no sidebar file.");
    setWhole({ url, items: await loadSidebar(url) });
  }, [url]);
  // Loaded when the browser is idle after hydration, so that opening a category is instant;
  // on a connection that saves data, only when a category is opened.
  useEffect(() => {
    if (!url || !prefetchAllowed()) return;
    const load = () => void loadWhole().catch(() => undefined);
    // Safari has no requestIdleCallback.
    if (typeof requestIdleCallback !== "function") {
      const timer = setTimeout(load, 1000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(load);
    return () => cancelIdleCallback(idle);
  }, [url, loadWhole]);
  return [whole && whole.url === url ? whole.items : undefined, loadWhole];
}

function Category({ item, state, depth }: { item: SidebarViewCategory; state: SidebarState; depth: number }) {
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
    if (!state.whole) state.loadWhole().catch(() => undefined);
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
  const itemClass = item.className ? ` ${item.className}` : "";
  if (item.collapsible === false) {
    // Always open: a heading (linked when the category has a page) over its items.
    return (
      <li className={`menu-item menu-category-fixed${itemClass}`}>
        {item.href ? (
          <a className={`menu-category-link menu-link${active ? " active" : ""}`} href={item.href} aria-current={active ? "page" : undefined}>{item.label}</a>
        ) : (
          <span className="menu-link menu-category-label">{item.label}</span>
        )}
        {list}
      </li>
    );
  }
  if (!item.href) {
    return (
      <li className={`menu-item${itemClass}`}>
        <details ref={details} className="menu-category" open={!item.collapsed || holdsCurrent}>
          <summary className="menu-link menu-category-label">{item.label}</summary>
          {list}
        </details>
      </li>
    );
  }
  return (
    <li className={`menu-item menu-item-linked-category${itemClass}`}>
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

/** What a gap says: how many items it leaves out, and which. */
function gapLabel(gap: SidebarGap): string {
  return gap.count === 1 ? `1 more: ${gap.first}` : `${gap.count} more: ${gap.first} to ${gap.last}`;
}

function SidebarList({ items, state, depth }: { items: SidebarViewItem[]; state: SidebarState; depth: number }) {
  // Set when the reader follows a gap: from then on the list shows whole, once it is loaded.
  const [expanded, setExpanded] = useState(false);
  // The position, in the whole list, of the item to focus once it shows whole.
  const focusAt = useRef<number>(undefined);
  const list = useRef<HTMLUListElement>(null);
  const whole = expanded && state.whole;
  const rows = whole ? items : shownList(items, (item) => containsHref(item, state.current));
  useEffect(() => {
    if (!whole || focusAt.current === undefined) return;
    list.current?.children[focusAt.current]?.querySelector<HTMLElement>("a, summary")?.focus();
    focusAt.current = undefined;
  }, [whole]);
  const followGap = (event: MouseEvent, position: number, gap: SidebarGap) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    // Where the gap's items start in the whole list; the one next to the window gets focus.
    const first = rows.slice(0, position).reduce((sum, row) => sum + (row.type === "gap" ? row.count : 1), 0);
    focusAt.current = position === 0 ? first + gap.count - 1 : first;
    setExpanded(true);
    // Without the shared file, the gap's link is followed after all.
    if (!state.whole) state.loadWhole().catch(() => gap.href && location.assign(gap.href));
  };
  return (
    <ul ref={list} className={`menu-list menu-depth-${depth}`}>
      {rows.map((item, position) => {
        if (item.type === "gap") {
          // Without JavaScript the link leads to a page whose window holds the items left out.
          const label = gapLabel(item);
          return (
            <li key={`gap-${position}`} className="menu-item">
              {item.href ? (
                <a className="menu-link menu-gap" href={item.href} onClick={(event) => followGap(event, position, item)}>
                  {label}
                </a>
              ) : (
                <button type="button" className="menu-link menu-gap" onClick={(event) => followGap(event, position, item)}>
                  {label}
                </button>
              )}
            </li>
          );
        }
        if (item.type === "category") return <Category key={item.label + (item.href ?? "")} item={item} state={state} depth={depth} />;
        if (item.type === "html") {
          const className = `menu-item menu-html${item.defaultStyle ? " menu-link" : ""}${item.className ? " " + item.className : ""}`;
          return <li key={`html-${position}`} className={className} dangerouslySetInnerHTML={{ __html: item.value }} />;
        }
        const itemClass = item.className ? `menu-item ${item.className}` : "menu-item";
        if (item.external) {
          return (
            <li key={item.href} className={itemClass}>
              <a className="menu-link menu-link-external" href={item.href} target="_blank" rel="noopener noreferrer">{item.label}</a>
            </li>
          );
        }
        const active = item.href === state.current;
        return (
          <li key={item.href} className={itemClass}>
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
const currentHref = (site: SiteData, path: string): string => pageHref(site.baseUrl, path, site.trailingSlash);

/** The sidebar's items: `items` is the page's part of the sidebar (or the whole of it). */
export function DocSidebarItems({ items }: { items: SidebarViewItem[] }) {
  const { route, site } = useRuntime();
  const current = currentHref(site, route.path);
  const [whole, loadWhole] = useWholeSidebar(route.props.kind === "doc" || route.props.kind === "doc-category" ? route.props.sidebarUrl : undefined);
  // Rendering the whole sidebar shows the same as the page's part until a category is opened.
  return <SidebarList items={whole ?? items} state={{ current, whole: whole !== undefined, loadWhole }} depth={0} />;
}

/**
 * Given by the server entry only (server.tsx, shared-sidebar.tsx): the HTML of `DocSidebarItems`
 * for a page's part of the sidebar, rendered once for the pages that share that part and
 * reused. The page's HTML is the same as with the items rendered in place, so the client
 * hydrates it as ever.
 */
export const SharedSidebarContext = createContext<((items: SidebarViewItem[], current: string) => string) | null>(null);

export function DocSidebar({ items }: { items: SidebarViewItem[] }) {
  const shared = useContext(SharedSidebarContext);
  const { route, site } = useRuntime();
  return (
    <aside className="doc-sidebar">
      {shared ? (
        <nav aria-label="Docs sidebar" className="doc-sidebar-nav" dangerouslySetInnerHTML={{ __html: shared(items, currentHref(site, route.path)) }} />
      ) : (
        <nav aria-label="Docs sidebar" className="doc-sidebar-nav">
          <DocSidebarItems items={items} />
        </nav>
      )}
    </aside>
  );
}

export default DocSidebar;
