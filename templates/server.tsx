// Server entry, bundled for Node at build time: renders a route to an HTML string.
// Differs from client.tsx in that it never touches the DOM, hydrates nothing and always
// renders with `hydrated: false` (the first paint a reader gets before JavaScript runs).
import { renderToString } from "react-dom/server";
import { pages } from "sitec:pages";
import type { PageData } from "../src/shared/types.ts";
import { App } from "./App.tsx";

/** The body markup of one page. */
export function renderPage(data: PageData): string {
  return renderToString(<App state={{ site: data.site, route: data.route, hydrated: false }} />);
}

/** Titles and descriptions the site's pages export, and whether each has a default export. */
export function pageModules(): Record<string, { hasDefault: boolean; title?: string; description?: string }> {
  return Object.fromEntries(
    Object.entries(pages).map(([id, mod]) => [id, { hasDefault: typeof mod.default === "function", title: mod.title, description: mod.description }]),
  );
}
