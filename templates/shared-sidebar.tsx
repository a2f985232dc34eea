// Server only: the docs sidebar of a page, rendered by React once for the pages that share it
// and reused. Every doc page holds the sidebar's top level and its open categories; rendering
// that again for each page was most of the render phase on a large site (the categories grow
// with the site, so each page cost more as the site grew).
//
// What the sidebar HTML depends on, besides its items: which categories hold the current page
// (they are open) and which link is the current page (`active`, `aria-current="page"`). Pages
// with the same items and the same holding categories get one render; for each of them the
// active link is moved in that HTML by replacing the two forms React writes for a link. Tests
// hold the result to React's own render of every page (test/integration/shared-sidebar.test.ts).
//
// With `marks`, a page gets a mark in place of that HTML: the piece's number and the
// replacements (src/output/page-parts.ts). The build then collects the piece's links once and
// sends its text to the writer thread once, instead of with every page.
import { renderToString } from "react-dom/server";
import { useRecent } from "../src/shared/recent.ts";
import { containsHref } from "../src/shared/sidebar-view.ts";
import type { PieceMarks, SidebarViewItem } from "../src/shared/types.ts";
import { DocSidebarItems } from "./components/DocSidebar.tsx";
import { RuntimeContext, type RuntimeState } from "./runtime/context.tsx";

interface Rendered {
  html: string;
  /** The current page of the render the HTML came from. */
  current: string;
  /** The marks it was handed out with last, and its number among their pieces. */
  piece?: { marks: PieceMarks; index: number };
}

/** As React escapes an attribute's value. */
const escapeAttribute = (value: string): string =>
  value.replace(/["&'<>]/g, (c) => ({ '"': "&quot;", "&": "&amp;", "'": "&#x27;", "<": "&lt;", ">": "&gt;" })[c]!);

/** The two forms of a sidebar link to `href` (a doc, or a category's own page), as React writes them. */
function linkForms(href: string): { plain: string; active: string }[] {
  const h = escapeAttribute(href);
  return ["menu-link", "menu-link menu-category-link"].map((className) => ({
    plain: `<a class="${className}" href="${h}">`,
    active: `<a class="${className} active" href="${h}" aria-current="page">`,
  }));
}

/** The replacements that make the HTML rendered for the page at `from` the page at `to`'s. */
function moveActive(from: string, to: string): [string, string][] {
  if (from === to) return [];
  return [...linkForms(from).map((form): [string, string] => [form.active, form.plain]), ...linkForms(to).map((form): [string, string] => [form.plain, form.active])];
}

const replaced = (html: string, replacements: [string, string][]): string =>
  replacements.reduce((text, [search, replace]) => text.split(search).join(replace), html);

/** Which categories of `items` (in render order) hold `current`: what opens them. */
function holdersKey(items: SidebarViewItem[], current: string): string {
  const held: number[] = [];
  let index = 0;
  const walk = (list: SidebarViewItem[]) => {
    for (const item of list) {
      if (item.type !== "category") continue;
      if (containsHref(item, current)) held.push(index);
      index++;
      walk(item.items);
    }
  };
  walk(items);
  return held.join(",");
}

/** A function for `SharedSidebarContext`, with the renders it keeps (for one build of the pages). */
export function sharedSidebar(state: RuntimeState, marks?: PieceMarks): (items: SidebarViewItem[], current: string) => string {
  return (items, current) => {
    let byHolders = renders.get(items);
    if (!byHolders) renders.set(items, (byHolders = new Map()));
    const key = holdersKey(items, current);
    let known = byHolders.get(key);
    if (!known) {
      const html = renderToString(
        <RuntimeContext.Provider value={state}>
          <DocSidebarItems items={items} />
        </RuntimeContext.Provider>,
      );
      byHolders.set(key, (known = { html, current }));
    }
    keepRecent(known, byHolders, key);
    const replacements = moveActive(known.current, current);
    if (!marks) return replaced(known.html, replacements);
    if (known.piece?.marks !== marks) {
      known.piece = { marks, index: marks.next++ };
      marks.texts.set(known.piece.index, known.html);
    }
    return `${marks.mark}${known.piece.index}:${JSON.stringify(replacements)}\u0001`;
  };
}

/** Keyed by the items themselves: the pages of one category share their part of the sidebar. */
const renders = new WeakMap<SidebarViewItem[], Map<string, Rendered>>();

/**
 * How many renders are kept. Pages come in sidebar order, so the pages sharing a render follow
 * one another; keeping every render (and its piece) to the end of the build took gigabytes at
 * 50,000 docs (1,000 renders of 417 thousand characters each). One used again after it was let
 * go is rendered again, as a new piece.
 */
const KEPT_RENDERS = 16;
/** The renders kept, least recently used first, each with what lets it go. */
const recent = new Map<Rendered, () => void>();

function keepRecent(known: Rendered, byHolders: Map<string, Rendered>, key: string): void {
  const release = () => {
    byHolders.delete(key);
    known.piece?.marks.texts.delete(known.piece.index);
  };
  for (const [, dropped] of useRecent(recent, known, release, KEPT_RENDERS)) dropped();
}
