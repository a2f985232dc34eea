// Marks the searched terms on the page a search result opened: in the article (docs and blog
// posts), otherwise in <main>. Loaded only when the URL carries terms to highlight.
import { markParts } from "./mark.ts";

export const HIGHLIGHT_CLASS = "search-highlight";
/** How long to wait for the page's content to appear (a route may still be rendering). */
const WAIT_FOR_CONTENT_MS = 5000;
/** Elements whose text is not prose: never marked. */
const SKIP = new Set(["SCRIPT", "STYLE", "NOSCRIPT", "TEXTAREA", "INPUT", "SELECT", "BUTTON", "SVG", "MARK"]);

/** Where to mark: `article` for docs and blog posts, else all of `main`. */
export type HighlightArea = "article" | "main";

function contentRoot(area: HighlightArea): HTMLElement | null {
  const main = document.querySelector("main");
  return area === "article" ? (main?.querySelector<HTMLElement>("article") ?? null) : main;
}

/** Removes the marks of an earlier highlight (their words become plain text again). */
export function clearHighlight(): void {
  for (const mark of document.querySelectorAll(`mark.${HIGHLIGHT_CLASS}`)) {
    mark.replaceWith(document.createTextNode(mark.textContent ?? ""));
  }
}

/**
 * Wraps every word of `root` that starts with one of `terms` in `<mark>`; returns the count.
 * Each text node stays where it is (holding the text before its first mark, maybe nothing)
 * and the rest is inserted after it, so React still finds the nodes it rendered in <main>.
 */
export function markTermsIn(root: HTMLElement, terms: readonly string[]): number {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      for (let el = node.parentElement; el && el !== root; el = el.parentElement) {
        if (SKIP.has(el.tagName.toUpperCase())) return NodeFilter.FILTER_REJECT;
      }
      return node.nodeValue?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT;
    },
  });
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  let count = 0;
  for (const node of nodes) {
    const parts = markParts(node.nodeValue ?? "", terms);
    if (!parts.some((p) => p.marked)) continue;
    const keep = parts[0]!.marked ? "" : parts.shift()!.text;
    const after = parts.map((part) => {
      if (!part.marked) return document.createTextNode(part.text);
      const mark = document.createElement("mark");
      mark.className = HIGHLIGHT_CLASS;
      mark.textContent = part.text;
      count++;
      return mark;
    });
    node.nodeValue = keep;
    node.after(...after);
  }
  return count;
}

/**
 * Highlights `terms` in the page's article or main area once it is there (waiting up to 5 s);
 * with no terms it only removes an earlier highlight. `isCurrent` stops a stale request.
 */
export function highlightPage(terms: readonly string[], area: HighlightArea, isCurrent: () => boolean = () => true): void {
  const started = performance.now();
  const attempt = () => {
    if (!isCurrent()) return;
    const root = contentRoot(area);
    if (!root?.textContent?.trim()) {
      if (performance.now() - started < WAIT_FOR_CONTENT_MS) requestAnimationFrame(attempt);
      return;
    }
    clearHighlight();
    if (terms.length) markTermsIn(root, terms);
  };
  attempt();
}
