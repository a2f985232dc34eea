// Browser entry: hydrates the server-rendered page and takes over navigation.
// Differs from server.tsx in that it reads the page data embedded in the HTML (with the
// Markdown content taken back from the DOM, so it is not shipped twice), marks the page as
// hydrated, and renders later routes from their fetched JSON.
import { StrictMode, useCallback, useEffect, useLayoutEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { mapContent } from "../src/shared/content-transfer.ts";
import { normaliseRoutePath, withoutBase } from "../src/shared/paths.ts";
import { CONTENT_ATTRIBUTE, PAGE_DATA_ELEMENT_ID, type PageData, type RouteData } from "../src/shared/types.ts";
import { App, RouteBody } from "./App.tsx";
import { ErrorBoundary } from "./runtime/ErrorBoundary.tsx";
import { loadRouteData, prefetchRoute } from "./runtime/route-data.ts";
import { installCopyButtons } from "./runtime/copy-buttons.ts";
import "./styles/main.css";

function readInitialData(): PageData {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  const data = JSON.parse(element?.textContent ?? "{}") as PageData;
  const route = mapContent(data.route, (key) => {
    const block = document.querySelector(`[${CONTENT_ATTRIBUTE}="${CSS.escape(key)}"]`);
    return block?.innerHTML ?? "";
  });
  return { ...data, route };
}

/** Route path of an internal URL, or undefined when the URL leaves the site. */
function internalPath(url: URL, baseUrl: string): string | undefined {
  if (url.origin !== window.location.origin) return undefined;
  const path = withoutBase(baseUrl, url.pathname);
  if (path === undefined) return undefined;
  // Files (feeds, images, JSON) are not routes.
  if (/\.(xml|json|svg|png|jpe?g|gif|webp|pdf|txt|zip)$/i.test(path)) return undefined;
  return normaliseRoutePath(path);
}

function scrollToHash(hash: string) {
  if (!hash) return window.scrollTo(0, 0);
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

function Root({ initial }: { initial: PageData }) {
  const [route, setRoute] = useState<RouteData>(initial.route);
  const [hydrated, setHydrated] = useState(false);
  const [pendingScroll, setPendingScroll] = useState<{ hash: string; y?: number } | null>(null);
  const site = initial.site;

  useEffect(() => setHydrated(true), []);

  const navigate = useCallback(
    async (url: URL, push: boolean, restoreY?: number) => {
      const path = internalPath(url, site.baseUrl);
      if (path === undefined) return window.location.assign(url.href);
      try {
        const next = await loadRouteData(site.baseUrl, path);
        if (push) {
          history.replaceState({ ...history.state, scrollY: window.scrollY }, "");
          history.pushState({ scrollY: 0 }, "", url.href);
        }
        setRoute(next);
        document.title = next.title === site.title ? next.title : `${next.title} | ${site.title}`;
        setPendingScroll({ hash: url.hash, y: restoreY });
      } catch {
        // The route's data could not be loaded: let the browser load the page itself.
        window.location.assign(url.href);
      }
    },
    [site],
  );

  useLayoutEffect(() => {
    if (!pendingScroll) return;
    if (pendingScroll.y !== undefined) window.scrollTo(0, pendingScroll.y);
    else scrollToHash(pendingScroll.hash);
    setPendingScroll(null);
  }, [pendingScroll]);

  useEffect(() => {
    history.scrollRestoration = "manual";
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a");
      if (!anchor || !anchor.href || anchor.target || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href);
      if (internalPath(url, site.baseUrl) === undefined) return;
      // Same page, other anchor: the browser scrolls by itself.
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
      event.preventDefault();
      void navigate(url, true);
    };
    const onPopState = (event: PopStateEvent) => {
      void navigate(new URL(window.location.href), false, (event.state as { scrollY?: number } | null)?.scrollY);
    };
    const onHover = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.("a");
      if (!anchor?.href) return;
      const path = internalPath(new URL(anchor.href), site.baseUrl);
      if (path !== undefined) prefetchRoute(site.baseUrl, path);
    };
    document.addEventListener("click", onClick);
    document.addEventListener("mouseover", onHover, { passive: true });
    window.addEventListener("popstate", onPopState);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("mouseover", onHover);
      window.removeEventListener("popstate", onPopState);
    };
  }, [navigate, site]);

  return (
    <App state={{ site, route, hydrated }}>
      <ErrorBoundary key={route.path}>
        <RouteBody props={route.props} />
      </ErrorBoundary>
    </App>
  );
}

const initial = readInitialData();
installCopyButtons();
hydrateRoot(
  document.getElementById("__sitec")!,
  <StrictMode>
    <Root initial={initial} />
  </StrictMode>,
);
