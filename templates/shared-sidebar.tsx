// Server only: the docs sidebar of a page, rendered by React once for the pages that share it
// and reused. Every doc page holds the sidebar's top level and its open categories; rendering
// that again for each page was most of the render phase on a large site (the categories grow
// with the site, so each page cost more as the site grew; bench:scale).
//
// What the sidebar HTML depends on, besides its items: which categories hold the current page
// (they are open) and which link is the current page. Pages with the same items and the same
// holding categories get one render; for each of them the active link is moved in that HTML.
// How a link looks plain and active is not written here: it is taken from React's render of
// `DocSidebarItems` for a one-link sidebar with that link current and not current (`linkForms`).
// Where those two renders differ in more than one place, or not around the link's href, the
// sidebar is rendered in place on every page instead. Tests hold the result to React's own
// render of every page (test/integration/shared-sidebar.test.ts), also with a DocSidebar whose
// markup differs (test/unit/shared-sidebar.test.ts).
//
// With `marks`, a page gets a mark in place of that HTML: the piece's number and the
// replacements (src/output/page-parts.ts). The build then collects the piece's links once and
// sends its text to the writer thread once, instead of with every page.
import { renderToString } from "react-dom/server";
import { useRecent } from "../src/shared/recent.ts";
import { containsHref } from "../src/shared/sidebar-view.ts";
import type { PieceMarks, SidebarViewItem } from "../src/shared/types.ts";
import { pageHref } from "../src/shared/paths.ts";
import { DocSidebarItems } from "@theme-original/DocSidebar";
import { RuntimeContext, type RuntimeState } from "./runtime/context.tsx";

interface Rendered {
  html: string;
  /** The current page of the render the HTML came from. */
  current: string;
  /** The marks it was handed out with last, and its number among their pieces. */
  piece?: { marks: PieceMarks; index: number };
}

/** A link's markup as React renders it when the link is the current page and when it is not. */
interface LinkForm {
  plain: string;
  active: string;
}

/** The sidebar's HTML for a page: `current` is the page's href as the sidebar's links write it. */
export type SidebarHtml = (items: SidebarViewItem[], current: string) => string;

/**
 * How many renders are kept. Pages come in sidebar order, so the pages sharing a render follow
 * one another; keeping every render (and its piece) to the end of the build took gigabytes at
 * 50,000 docs. One used again after it was let go is rendered again, as a new piece.
 */
const KEPT_RENDERS = 16;

/** An href no page has: the current page of a render in which no link is active. */
const NO_PAGE = "\u0001sitec-no-page";

const renderItems = (state: RuntimeState, items: SidebarViewItem[]): string =>
  renderToString(
    <RuntimeContext.Provider value={state}>
      <DocSidebarItems items={items} />
    </RuntimeContext.Provider>,
  );

/** `state` with the page at `href` (as the sidebar writes hrefs) as its current page. */
function stateAt(state: RuntimeState, href: string): RuntimeState {
  const { baseUrl } = state.site;
  const path = href.startsWith(baseUrl) ? "/" + href.slice(baseUrl.length) : href;
  return { ...state, route: { ...state.route, path } };
}

/** What stands for a link's href (after the base URL) where its forms are found. */
const SAMPLE_HREF = "\u0002sitec-href";
/** What stands for a link's label there: a form must not reach it. */
const SAMPLE_LABEL = "\u0002sitec-label";

/**
 * A link to `href` as a doc link and as a category's own link, plain and active: the one place
 * where React's render of a one-link sidebar differs between a page elsewhere and the link's own
 * page. The category is open either way (not collapsed), with one child that is never current.
 */
function renderedForms(state: RuntimeState, href: string): LinkForm[] | null {
  const samples: SidebarViewItem[][] = [
    [{ type: "link", label: SAMPLE_LABEL, href, docId: SAMPLE_LABEL }],
    [{ type: "category", label: SAMPLE_LABEL, href, collapsed: false, items: [{ type: "link", label: "child", href: NO_PAGE + "child", docId: "child" }] }],
  ];
  const written = attributeAsWritten(href);
  const found = samples.map((items) => differingTags(renderItems(stateAt(state, NO_PAGE), items), renderItems(stateAt(state, href), items), written));
  return found.every((form): form is LinkForm => form !== undefined) ? found : null;
}

/**
 * The one place where `plain` and `active` differ, widened to whole tags, if they differ in one
 * place only and that place holds `href`: the link's two forms.
 */
function differingTags(plain: string, active: string, href: string): LinkForm | undefined {
  let start = 0;
  while (start < plain.length && plain[start] === active[start]) start++;
  if (start === plain.length && plain.length === active.length) return undefined;
  let end = 0;
  while (end < plain.length - start && end < active.length - start && plain[plain.length - 1 - end] === active[active.length - 1 - end]) end++;
  start = plain.lastIndexOf("<", start);
  if (start < 0) return undefined;
  // Widened to the end of the tag the difference ends in, in both texts alike.
  const tail = plain.slice(plain.length - end);
  const close = tail.indexOf(">");
  if (close < 0) return undefined;
  const suffix = end - close - 1;
  const form = { plain: plain.slice(start, plain.length - suffix), active: active.slice(start, active.length - suffix) };
  // Two places (the link and, say, its label) would span text the real sidebar does not have.
  const whole = (text: string) => text.includes(href) && !text.includes(SAMPLE_LABEL) && !text.includes(NO_PAGE);
  return whole(form.plain) && whole(form.active) ? form : undefined;
}

/**
 * The renders of one build of the pages: for a page's state, the function that gives its
 * sidebar's HTML (rendered in place where the theme's sidebar links cannot be moved).
 */
export function sharedSidebar(marks?: PieceMarks): (state: RuntimeState) => SidebarHtml {
  /** Keyed by the items themselves: the pages of one category share their part of the sidebar. */
  const renders = new WeakMap<SidebarViewItem[], Map<string, Rendered>>();
  /** The renders kept, least recently used first, each with what lets it go. */
  const recent = new Map<Rendered, () => void>();
  /**
   * The forms of a link, as a doc link and as a category's own link, taken from renders of a
   * link to SAMPLE_HREF; the first real href they are used for is rendered too, to check that
   * its forms are these with its href in place (else, and where no forms were found, null).
   */
  let sample: { href: string; forms: LinkForm[] } | null | undefined;
  let checked = false;

  const formsOf = (state: RuntimeState, href: string): LinkForm[] | null => {
    if (sample === undefined) {
      const sampleHref = pageHref(state.site.baseUrl, "/" + SAMPLE_HREF, state.site.trailingSlash);
      const forms = renderedForms(state, sampleHref);
      sample = forms && { href: sampleHref, forms };
    }
    if (!sample) return null;
    // An href that React writes otherwise than it is (one with & " ' < >) gets its own renders.
    if (/["&'<>]/.test(href)) return renderedForms(state, href);
    const { href: from, forms } = sample;
    const to = href;
    const moved = forms.map((form) => ({ plain: form.plain.split(from).join(to), active: form.active.split(from).join(to) }));
    if (!checked) {
      checked = true;
      const rendered = renderedForms(state, href);
      if (!rendered || rendered.some((form, i) => form.plain !== moved[i]!.plain || form.active !== moved[i]!.active)) sample = null;
      return sample && moved;
    }
    return moved;
  };

  /** The replacements that make the HTML rendered for the page at `from` the page at `to`'s. */
  const moveActive = (state: RuntimeState, from: string, to: string): [string, string][] | null => {
    if (from === to) return [];
    const [fromForms, toForms] = [formsOf(state, from), formsOf(state, to)];
    if (!fromForms || !toForms) return null;
    return [...fromForms.map((form): [string, string] => [form.active, form.plain]), ...toForms.map((form): [string, string] => [form.plain, form.active])];
  };

  const keepRecent = (known: Rendered, byHolders: Map<string, Rendered>, key: string): void => {
    const release = () => {
      byHolders.delete(key);
      known.piece?.marks.texts.delete(known.piece.index);
    };
    for (const [, dropped] of useRecent(recent, known, release, KEPT_RENDERS)) dropped();
  };

  return (state) => {
    return (items, current) => {
      let byHolders = renders.get(items);
      if (!byHolders) renders.set(items, (byHolders = new Map()));
      const key = holdersKey(items, current);
      let known = byHolders.get(key);
      if (!known) byHolders.set(key, (known = { html: renderItems(state, items), current }));
      keepRecent(known, byHolders, key);
      const replacements = moveActive(state, known.current, current);
      if (!replacements) {
        // This theme's links do not show where they differ: every page renders its own.
        return renderItems(state, items);
      }
      if (!marks) return replaced(known.html, replacements);
      if (known.piece?.marks !== marks) {
        known.piece = { marks, index: marks.next++ };
        marks.texts.set(known.piece.index, known.html);
      }
      return `${marks.mark}${known.piece.index}:${JSON.stringify(replacements)}\u0001`;
    };
  };
}

/** `value` as React writes it in an attribute (its escaping), taken from React's own render. */
const attributeAsWritten = (value: string): string => /^<a href="([^"]*)"/.exec(renderToString(<a href={value} />))![1]!;

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
