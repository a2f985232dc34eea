// Server entry, bundled for Node at build time: renders a route to an HTML string.
// Differs from client.tsx in that it never touches the DOM, hydrates nothing and always
// renders with `hydrated: false` (the first paint a reader gets before JavaScript runs).
import { renderToString } from "react-dom/server";
import { pages } from "sitec:pages";
import type { PageData, PieceMarks } from "../src/shared/types.ts";
import { App } from "./App.tsx";
import { SharedSidebarContext } from "./components/DocSidebar.tsx";
import { sharedSidebar } from "./shared-sidebar.tsx";

/**
 * The body markup of one page. The docs sidebar is rendered once for the pages that share it
 * (shared-sidebar.tsx); `shareParts: false` renders all of it in place, as tests compare. With
 * `marks`, the page holds a mark of the shared sidebar in its place (src/output/page-parts.ts).
 */
export function renderPage(data: PageData, options: { shareParts?: boolean; marks?: PieceMarks } = {}): string {
  const state = { site: data.site, route: data.route, hydrated: false };
  const app = <App state={state} />;
  if (options.shareParts === false) return renderToString(app);
  return renderToString(<SharedSidebarContext.Provider value={sharedSidebar(state, options.marks)}>{app}</SharedSidebarContext.Provider>);
}

/** Titles and descriptions the site's pages export, and whether each has a default export. */
export function pageModules(): Record<string, { hasDefault: boolean; title?: string; description?: string }> {
  return Object.fromEntries(
    Object.entries(pages).map(([id, mod]) => [id, { hasDefault: typeof mod.default === "function", title: mod.title, description: mod.description }]),
  );
}
