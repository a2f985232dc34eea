// The search box's link to the lazy search chunk (lunr, the engine, the highlighter) and to
// the URLs of results: loading the chunk once, highlighting a result's terms on its page.
import type { RouteKind } from "../../../src/shared/types.ts";

/** Query parameter with the terms to highlight on the page a result opens. */
export const HIGHLIGHT_PARAM = "_highlight";
const MAX_HIGHLIGHT_TERMS = 10;

type SearchModule = typeof import("../../search/index.ts");

let searchModule: Promise<SearchModule> | undefined;
/** The search chunk, loaded on first use. */
export function loadSearchModule(): Promise<SearchModule> {
  if (!searchModule) {
    searchModule = import("../../search/index.ts");
    // A chunk that failed to load may be retried on the next keystroke.
    searchModule.catch(() => (searchModule = undefined));
  }
  return searchModule;
}

let highlightRun = 0;
/** Marks `terms` in the article of docs and posts, else in main (no terms: removes old marks). */
export function highlight(terms: string[], kind: RouteKind): void {
  const run = ++highlightRun;
  const area = kind === "doc" || kind === "blog-post" ? "article" : "main";
  loadSearchModule().then(
    (m) => m.highlightPage(terms, area, () => run === highlightRun),
    () => undefined,
  );
}

/** The terms to highlight that the page's URL carries. */
export function termsInUrl(): string[] {
  return new URLSearchParams(window.location.search).getAll(HIGHLIGHT_PARAM).filter(Boolean).slice(0, MAX_HIGHLIGHT_TERMS);
}

/** The result's URL with the terms to highlight: `/docs/x?_highlight=nmap#usage`. */
export function resultHref(sectionRoute: string, terms: string[]): string {
  const hashAt = sectionRoute.indexOf("#");
  const path = hashAt < 0 ? sectionRoute : sectionRoute.slice(0, hashAt);
  const hash = hashAt < 0 ? "" : sectionRoute.slice(hashAt);
  const params = new URLSearchParams();
  for (const term of terms.slice(0, MAX_HIGHLIGHT_TERMS)) params.append(HIGHLIGHT_PARAM, term);
  const query = params.toString();
  return path + (query ? "?" + query : "") + hash;
}
