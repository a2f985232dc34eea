// Which part of the docs sidebar a doc page renders. Rendering all of it into every page made
// the output grow with the square of the number of docs; a page holds the top level and the
// children of the categories that are open there. The compiler cuts the page's sidebar data
// to that part, and the theme renders the same part (so hydration matches) and takes the
// rest from the shared sidebar file when the reader opens a closed category.
//
// A list of more than LONG_LIST items (a top level of a thousand sections, a folder of a
// thousand docs) is shown as a window of LIST_WINDOW items around the one holding the page,
// with a gap before and after it that counts and names the items left out and links to a page
// among them whose window lies next to this one. Otherwise every page would still grow with
// the number of sections, and a list of a thousand links is no help to a reader either. With
// JavaScript, following a gap shows the whole list in place (templates/components/DocSidebar.tsx).
import type { SidebarCategory, SidebarGap, SidebarItem, SidebarViewCategory, SidebarViewItem } from "./types.ts";

/** A list longer than this shows a window of its items. */
export const LONG_LIST = 150;
/** How many items of a long list a page shows. */
export const LIST_WINDOW = 100;

/**
 * When a list shows a window and how long it is: LONG_LIST and LIST_WINDOW, unless a build's
 * internals say otherwise (tests reach the case with a few docs). `window` is a multiple of 4,
 * and `longList` at least `window` + 2 (a window and its gaps are short enough to show whole).
 * Windows start at multiples of half a window, so that the pages of neighbouring items share
 * one (and one render of it); the item holding the page has at least a quarter window on
 * either side.
 */
export interface ListWindowing {
  longList: number;
  window: number;
}
export const LIST_WINDOWING: ListWindowing = { longList: LONG_LIST, window: LIST_WINDOW };

/** True when `item` is the page at `href` or holds it. */
export function containsHref(item: SidebarViewItem, href: string): boolean {
  if (item.type === "gap" || item.type === "html") return false;
  if (item.type === "link") return item.href === href;
  return item.href === href || item.items.some((child) => containsHref(child, href));
}

/**
 * The items a list of `length` shows, [start, end), when the item at `index` holds the page
 * (-1: none does); undefined when the list is short enough to show whole.
 */
export function listWindow(length: number, index: number, { longList, window }: ListWindowing = LIST_WINDOWING): { start: number; end: number } | undefined {
  if (length <= longList) return undefined;
  const step = window / 2;
  const aligned = Math.floor(Math.max(0, index - (window - step) / 2) / step) * step;
  const start = Math.min(aligned, length - window);
  return { start, end: start + window };
}

/** The first page an item leads to: its own, or the first of its children's. */
function pageOf(item: SidebarViewItem): string | undefined {
  if (item.type === "html") return undefined;
  if (item.type !== "category") return item.href;
  if (item.href) return item.href;
  for (const child of item.items) {
    const href = pageOf(child);
    if (href) return href;
  }
  return undefined;
}

/**
 * The gap for `items[from..to)`. Its link goes to the page of the item `toward` (or the nearest
 * one with a page): chosen so that this page's window is the one next to the window shown.
 */
function gapOf(items: readonly SidebarViewItem[], from: number, to: number, toward: number): SidebarGap {
  let href: string | undefined;
  for (let step = 0; !href && step < to - from; step++) {
    for (const i of [toward - step, toward + step]) if (!href && i >= from && i < to) href = pageOf(items[i]!);
  }
  const label = (item: SidebarViewItem) => (item.type === "gap" || item.type === "html" ? "" : item.label);
  return { type: "gap", count: to - from, first: label(items[from]!), last: label(items[to - 1]!), ...(href ? { href } : {}) };
}

/**
 * A list as a page shows it: whole, or its window between the gaps for the items left out on
 * either side. `holds` tells the item holding the page. A list that is already a window (a
 * page's part of the sidebar) stays as it is.
 */
export function shownList<T extends SidebarViewItem>(items: T[], holds: (item: T) => boolean, windowing: ListWindowing = LIST_WINDOWING): (T | SidebarGap)[] {
  const window = listWindow(items.length, items.length > windowing.longList ? items.findIndex(holds) : -1, windowing);
  if (!window) return items;
  const { start, end } = window;
  const margin = windowing.window / 4;
  return [
    ...(start > 0 ? [gapOf(items, 0, start, Math.max(0, start - 1 - margin))] : []),
    ...items.slice(start, end),
    ...(end < items.length ? [gapOf(items, end, items.length, Math.min(items.length - 1, end + margin))] : []),
  ];
}

/**
 * Whether a category's children are in the HTML of the page at `current`: when the category is
 * open there (it holds the page, or is not collapsed), and always when it has no page of its
 * own, since without JavaScript its children could not be reached otherwise. A closed category
 * with a page shows one link to that page instead (its page lists them, with the category open).
 */
export function rendersChildren(category: SidebarViewCategory, current: string, holders?: ReadonlySet<SidebarViewCategory>): boolean {
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
      if (item.type === "html") continue;
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
 * none, and long lists only their window. Lists left whole are the whole sidebar's own (every
 * doc route holds one of these). `holders` (from `holdersByHref`) saves walking each category
 * to find the page.
 */
export function sidebarForPage(items: SidebarItem[], current: string, holders?: ReadonlySet<SidebarCategory>, windowing: ListWindowing = LIST_WINDOWING): SidebarViewItem[] {
  const holds = (item: SidebarItem) =>
    item.type === "html" ? false : item.type === "link" ? item.href === current : holders ? holders.has(item) : containsHref(item, current);
  const shown = shownList(items, holds, windowing);
  let cut = shown !== items;
  const page = shown.map((item): SidebarViewItem => {
    if (item.type !== "category") return item;
    const children = rendersChildren(item, current, holders) ? sidebarForPage(item.items, current, holders, windowing) : [];
    if (children === item.items) return item;
    cut = true;
    return { ...item, items: children };
  });
  return cut ? page : items;
}

/**
 * The parts of the sidebar for the doc pages, by href: one object for the pages that share a
 * part (a copy per page was a great many objects to keep on a large site). A part depends on
 * the categories holding the page and, in a long list of docs, on the window around its link.
 */
export function pageSidebars(items: SidebarItem[], windowing: ListWindowing = LIST_WINDOWING): (href: string) => SidebarViewItem[] {
  const holders = holdersByHref(items);
  // Which window each doc falls in, in every long list that links to it: one walk.
  const windows = new Map<string, string>();
  let lists = 0;
  const walk = (list: SidebarItem[]) => {
    const listNumber = lists++;
    const seen = new Set<string>();
    list.forEach((item, index) => {
      if (item.type === "category") return walk(item.items);
      if (item.type === "html") return;
      if (list.length <= windowing.longList || seen.has(item.href)) return;
      seen.add(item.href);
      windows.set(item.href, `${windows.get(item.href) ?? ""}${listNumber}:${listWindow(list.length, index, windowing)!.start},`);
    });
  };
  walk(items);
  const views = new Map<ReadonlySet<SidebarCategory>, Map<string, SidebarViewItem[]>>();
  const noHolders: ReadonlySet<SidebarCategory> = new Set();
  return (href) => {
    const pageHolders = holders.get(href) ?? noHolders;
    let byWindow = views.get(pageHolders);
    if (!byWindow) views.set(pageHolders, (byWindow = new Map()));
    const key = windows.get(href) ?? "";
    let view = byWindow.get(key);
    if (!view) byWindow.set(key, (view = sidebarForPage(items, href, pageHolders, windowing)));
    return view;
  };
}
