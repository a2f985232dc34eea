// Browser entry: hydrates the server-rendered page and takes over navigation.
// Differs from server.tsx in that it reads the page data embedded in the HTML (with the
// Markdown content taken back from the DOM, so it is not shipped twice), marks the page as
// hydrated, and renders later routes from their fetched JSON: links of the site are followed
// without a page load (progress bar after 200 ms, scroll to the hash or the top, positions
// restored on back/forward), and their data is prefetched on hover or when they come into view.

// The theme's CSS first, in the order it had before pages had CSS of their own (the search bar's,
// then the theme's); then what the pages import (Infima's classes with @theme/Layout, CSS
// modules), so that a page's rules win over the theme's at equal specificity, as a Docusaurus
// page's win over Infima's; the site's own CSS (the config's customCss) last.
import "./styles/search.css";
import "./styles/main.css";
import "./styles/components.css";
import "./styles/runtime.css";
import { StrictMode, startTransition, useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { hydrateRoot } from "react-dom/client";
import { mapContent } from "../src/shared/content-transfer.ts";
import { CONTENT_ATTRIBUTE, PAGE_DATA_ELEMENT_ID, REFRESH_EVENT, type PageData, type RouteData } from "../src/shared/types.ts";
import { App, RouteBody } from "./App.tsx";
import { ErrorBoundary } from "./runtime/ErrorBoundary.tsx";
import { installCopyButtons } from "./runtime/copy-buttons.ts";
import { watchLinks } from "./runtime/link-prefetch.ts";
import { canonicalHref, documentTitle, hashTarget, isPlainClick, routePathOf } from "./runtime/navigation.ts";
import { createProgress, renderProgressBar } from "./runtime/progress.ts";
import { clearRouteData, loadRouteData, seedRouteData } from "./runtime/route-data.ts";
import { createScrollMemory } from "./runtime/scroll-memory.ts";
import "sitec:custom-css";

function readInitialData(): PageData {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  const data = JSON.parse(element?.textContent ?? "{}") as PageData;
  const route = mapContent(data.route, (key) => {
    const block = document.querySelector(`[${CONTENT_ATTRIBUTE}="${CSS.escape(key)}"]`);
    return block?.innerHTML ?? "";
  });
  return { ...data, route };
}

const initial = readInitialData();
const site = initial.site;
const memory = createScrollMemory();
const progress = createProgress(renderProgressBar());
seedRouteData(initial.route);

const routeOf = (url: URL) => routePathOf(url, location.origin, site.baseUrl);
/**
 * Links the router follows: same window, no download, not a `pathname://` link (a path of the
 * server the site does not build, src/shared/paths.ts); the route they lead to.
 */
const routeOfLink = (anchor: HTMLAnchorElement) =>
  (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download") || anchor.hasAttribute("data-sitec-pathname") ? undefined : routeOf(new URL(anchor.href));

/** Renders a route; set once the root has mounted. */
let show: ((route: RouteData) => void) | undefined;
let shownPath = initial.route.path;
/** Counts navigations: a slower, older one never overrides a newer one. */
let navigations = 0;

function scrollAfterNavigation(hash: string, restoreY?: number) {
  if (restoreY !== undefined) return window.scrollTo(0, restoreY);
  const target = hashTarget(hash);
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

async function navigate(url: URL, path: string, how: "push" | "pop", restoreY?: number, redirects = 0): Promise<void> {
  const id = ++navigations;
  progress.start();
  let next: RouteData;
  try {
    next = await loadRouteData(site.baseUrl, path);
  } catch {
    // A failed preload or data fetch: the browser loads the page itself.
    if (id !== navigations) return;
    if (how === "push") location.assign(url.href);
    else location.reload();
    return;
  }
  if (id !== navigations) return;
  if (next.fullLoad) {
    // Its content has style attributes or images or frames from other sites, which only the
    // page's own policy allows (RouteData).
    if (how === "push") location.assign(url.href);
    else location.reload();
    return;
  }
  if (next.props.kind === "redirect" && redirects < 5) {
    const target = new URL(next.props.to, url);
    const targetPath = routeOf(target);
    if (targetPath !== undefined) return navigate(target, targetPath, how, undefined, redirects + 1);
  }
  if (how === "push") memory.push(canonicalHref(site.baseUrl, path, url, site.trailingSlash));
  shownPath = next.path;
  showRoute(next);
  progress.done();
  scrollAfterNavigation(url.hash, restoreY);
}

/** Renders a route's data and gives the document its title and description. */
function showRoute(next: RouteData): void {
  flushSync(() => show!(next));
  document.title = documentTitle(next.title, site.title, site.titleDelimiter);
  document.querySelector('meta[name="description"]')?.setAttribute("content", next.description);
}

document.addEventListener("click", (event) => {
  if (!show || event.defaultPrevented || !isPlainClick(event)) return;
  const anchor = (event.target as Element | null)?.closest?.("a");
  if (!(anchor instanceof HTMLAnchorElement) || !anchor.href) return;
  const path = routeOfLink(anchor);
  if (path === undefined) return;
  event.preventDefault();
  const url = new URL(anchor.href);
  if (path === shownPath && url.search === location.search) {
    // The same page: only scroll, with a history entry when the hash changes.
    navigations++;
    progress.done();
    if (url.hash !== location.hash) memory.push(canonicalHref(site.baseUrl, path, url, site.trailingSlash));
    return scrollAfterNavigation(url.hash);
  }
  void navigate(url, path, "push");
});

// Watch mode after a content edit: the shown route's new data, rendered in place (no page
// load, the scroll position stays). Cancelling the event tells watch mode it was handled.
window.addEventListener(REFRESH_EVENT, (event) => {
  if (!show) return;
  event.preventDefault();
  clearRouteData();
  const id = ++navigations;
  loadRouteData(site.baseUrl, shownPath).then(
    (next) => {
      if (id !== navigations) return;
      showRoute(next);
    },
    // The route is gone (or the fetch failed): the page loads what the server has now.
    () => location.reload(),
  );
});

window.addEventListener("popstate", (event) => {
  const restoreY = memory.pop(event.state);
  const url = new URL(location.href);
  const path = routeOf(url);
  if (!show || path === undefined) return location.reload();
  if (path !== shownPath) return void navigate(url, path, "pop", restoreY);
  navigations++;
  progress.done();
  scrollAfterNavigation(url.hash, restoreY);
});

// A page opened as `/x.html`, `/x/index.html` or `/x/` shows its bare address.
const firstPath = routeOf(new URL(location.href));
if (initial.route.props.kind !== "not-found" && firstPath === initial.route.path) {
  const href = canonicalHref(site.baseUrl, firstPath, new URL(location.href), site.trailingSlash);
  if (href !== location.pathname + location.search + location.hash) memory.replace(href);
}
const restoreY = memory.initial();
if (restoreY !== undefined) window.scrollTo(0, restoreY);

function Root() {
  const [route, setRoute] = useState<RouteData>(initial.route);
  const [hydrated, setHydrated] = useState(false);

  useEffect(() => {
    show = setRoute;
    setHydrated(true);
    const stopWatching = watchLinks(document.getElementById("__sitec")!, site.baseUrl, routeOfLink);
    return () => {
      show = undefined;
      stopWatching();
    };
  }, []);

  return (
    <ErrorBoundary>
      <App state={{ site, route, hydrated }}>
        <ErrorBoundary key={route.path}>
          <RouteBody props={route.props} />
        </ErrorBoundary>
      </App>
    </ErrorBoundary>
  );
}

installCopyButtons();
// Hydration as a transition: React then works in slices of a few milliseconds and lets the
// browser handle input in between, instead of one long task for a page with a long sidebar
// and table of contents (what Lighthouse counts as blocking time on a slow phone).
startTransition(() => {
  hydrateRoot(
    document.getElementById("__sitec")!,
    <StrictMode>
      <Root />
    </StrictMode>,
  );
});
