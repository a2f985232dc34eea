// Which part of the docs sidebar a doc page renders. Rendering all of it into every page made
// the output grow with the square of the number of docs; a page holds the top level and the
// children of the categories that are open there. The compiler cuts the page's sidebar data
// to that part, and the theme renders the same part (so hydration matches) and takes the
// rest from the shared sidebar file when the reader opens a closed category.
import type { SidebarCategory, SidebarItem } from "./types.ts";

/** True when `item` is the page at `href` or holds it. */
export function containsHref(item: SidebarItem, href: string): boolean {
  if (item.type === "link") return item.href === href;
  return item.href === href || item.items.some((child) => containsHref(child, href));
}

/**
 * Whether a category's children are in the HTML of the page at `current`: when the category is
 * open there (it holds the page, or is not collapsed), and always when it has no page of its
 * own, since without JavaScript its children could not be reached otherwise. A closed category
 * with a page shows one link to that page instead (its page lists them, with the category open).
 */
export function rendersChildren(category: SidebarCategory, current: string, holders?: ReadonlySet<SidebarCategory>): boolean {
  return !category.href || !category.collapsed || (holders ? holders.has(category) : containsHref(category, current));
}

/**
 * For each href of a sidebar, the categories that hold it (`containsHref`), found in one walk:
 * composing the routes of every doc would otherwise walk the sidebar once per doc. The pages of
 * one category share one set (so what depends only on it can be worked out once per category).
 */
export function holdersByHref(items: SidebarItem[]): Map<string, ReadonlySet<SidebarCategory>> {
  const holders = new Map<string, ReadonlySet<SidebarCategory>>();
  const add = (href: string, path: ReadonlySet<SidebarCategory>) => {
    const known = holders.get(href);
    // A page listed in two places is held by the categories of both: a set of its own.
    holders.set(href, known ? new Set([...known, ...path]) : path);
  };
  const walk = (list: SidebarItem[], path: ReadonlySet<SidebarCategory>) => {
    for (const item of list) {
      if (item.type === "link") {
        add(item.href, path);
        continue;
      }
      const inner = new Set(path).add(item);
      if (item.href) add(item.href, inner);
      walk(item.items, inner);
    }
  };
  walk(items, new Set());
  return holders;
}

/**
 * The sidebar of the page at `current`: the categories whose children it does not render keep
 * none. Lists left whole are the whole sidebar's own (every doc route holds one of these).
 * `holders` (from `holdersByHref`) saves walking each category to find the page.
 */
export function sidebarForPage(items: SidebarItem[], current: string, holders?: ReadonlySet<SidebarCategory>): SidebarItem[] {
  let cut = false;
  const page = items.map((item) => {
    if (item.type === "link") return item;
    const children = rendersChildren(item, current, holders) ? sidebarForPage(item.items, current, holders) : [];
    if (children === item.items) return item;
    cut = true;
    return { ...item, items: children };
  });
  return cut ? page : items;
}
