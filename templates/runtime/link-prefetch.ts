// Prefetches the data of routes whose links the reader hovers or scrolls into view, so that
// following them needs no network round trip. Each route is fetched at most once
// (route-data.ts), nothing is fetched on 2g or with data saver on.
import { needsPrefetch, prefetchAllowed, prefetchRoute } from "./route-data.ts";

/** Maps a link to the route it leads to, or undefined when it leaves the site. */
export type LinkRoute = (anchor: HTMLAnchorElement) => string | undefined;

/** Starts watching `root`; returns a function that stops it. */
export function watchLinks(root: HTMLElement, baseUrl: string, routeOf: LinkRoute): () => void {
  const prefetch = (anchor: Element | null | undefined) => {
    if (!(anchor instanceof HTMLAnchorElement) || !anchor.href) return;
    const path = routeOf(anchor);
    if (path !== undefined) prefetchRoute(baseUrl, path);
  };

  const onHover = (event: Event) => prefetch((event.target as Element | null)?.closest?.("a"));
  document.addEventListener("mouseover", onHover, { passive: true });
  document.addEventListener("focusin", onHover, { passive: true });
  document.addEventListener("touchstart", onHover, { passive: true });

  let visible: IntersectionObserver | undefined;
  let added: MutationObserver | undefined;
  let scan: ReturnType<typeof setTimeout> | undefined;
  if (typeof IntersectionObserver === "function" && prefetchAllowed()) {
    const watched = new WeakSet<Element>();
    visible = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        visible!.unobserve(entry.target);
        prefetch(entry.target);
      }
    });
    const observeAll = () => {
      scan = undefined;
      for (const anchor of root.querySelectorAll("a[href]")) {
        if (watched.has(anchor)) continue;
        watched.add(anchor);
        const path = routeOf(anchor as HTMLAnchorElement);
        if (path !== undefined && needsPrefetch(path)) visible!.observe(anchor);
      }
    };
    observeAll();
    // Pages rendered by navigation, opened menus and search results bring new links.
    added = new MutationObserver(() => {
      scan ??= setTimeout(observeAll, 50);
    });
    added.observe(root, { childList: true, subtree: true });
  }

  return () => {
    document.removeEventListener("mouseover", onHover);
    document.removeEventListener("focusin", onHover);
    document.removeEventListener("touchstart", onHover);
    visible?.disconnect();
    added?.disconnect();
    clearTimeout(scan);
  };
}
