// Server entry, bundled for Node at build time: renders a route to an HTML string.
// Differs from client.tsx in that it never touches the DOM, hydrates nothing and always
// renders with `hydrated: false` (the first paint a reader gets before JavaScript runs).
import { renderToString } from "react-dom/server";
import { pages } from "sitec:pages";
import type { PageData, PieceMarks } from "../src/shared/types.ts";
import { App } from "./App.tsx";
import { SharedSidebarContext } from "@theme-original/DocSidebar";
import { sharedSidebar } from "./shared-sidebar.tsx";
import { HeadCollectorContext, type PageHead } from "./runtime/head.tsx";
import { MissingGrammars } from "./runtime/missing-grammars.ts";
import { IndexCards } from "./components/IndexCards.tsx";
import type { IndexCard } from "../src/shared/types.ts";

/**
 * A function that renders pages to their body markup, for one build of the pages: it keeps the
 * docs sidebar's renders, shared by the pages that show the same part of it (shared-sidebar.tsx).
 * `shareParts: false` renders all of it in place, as tests compare. With `marks`, a page holds a
 * mark of the shared sidebar in its place (src/output/page-parts.ts).
 */
export function pageRenderer(options: { shareParts?: boolean; marks?: PieceMarks } = {}): (data: PageData) => string {
  const sidebar = options.shareParts === false ? undefined : sharedSidebar(options.marks);
  return (data) => {
    const state = { site: data.site, route: data.route, hydrated: false };
    // A code block of a React page whose grammar pageHead found missing was loaded meanwhile
    // (loadCodeBlockLanguages); one still missing shows as plain text instead of suspending.
    const app = (
      <MissingGrammars.Provider value={ignoreMissing}>
        <App state={state} />
      </MissingGrammars.Provider>
    );
    if (!sidebar) return renderToString(app);
    return renderToString(<SharedSidebarContext.Provider value={sidebar(state)}>{app}</SharedSidebarContext.Provider>);
  };
}

const ignoreMissing = () => undefined;

/**
 * The title and description a React page sets with `@docusaurus/Head` or `@theme/Layout`: the
 * page rendered once with a collector (runtime/head.tsx); also the grammars its code blocks
 * lack, for loadCodeBlockLanguages before the pages are rendered. `ownMain`: the page renders a `<main>`
 * of its own inside the theme's (counted in that render; text is escaped, so only elements count).
 */
export function pageHead(data: PageData): PageHead & { ownMain: boolean; missingGrammars: string[] } {
  const head: PageHead = {};
  const missing = new Set<string>();
  const html = renderToString(
    <MissingGrammars.Provider value={(id: string) => missing.add(id)}>
      <HeadCollectorContext.Provider value={head}>
        <App state={{ site: data.site, route: data.route, hydrated: false }} />
      </HeadCollectorContext.Provider>
    </MissingGrammars.Provider>,
  );
  return { ...head, ownMain: (html.match(/<main[\s>]/g) ?? []).length > 1, missingGrammars: [...missing] };
}

/** Loads the Prism grammars of code blocks (`<CodeBlock>` in React pages) before the pages are rendered. */
export { loadCodeBlockLanguages } from "@theme-original/CodeBlock";

/** Titles and descriptions the site's pages export, and whether each has a default export. */
export function pageModules(): Record<string, { hasDefault: boolean; title?: string; description?: string }> {
  return Object.fromEntries(
    Object.entries(pages).map(([id, mod]) => [id, { hasDefault: typeof mod.default === "function", title: mod.title, description: mod.description }]),
  );
}

/** The cards `@theme/DocCardList` shows in a doc, for the routes phase to put in its list (src/routes/doc-card-lists.ts). */
export function renderIndexCards(cards: IndexCard[], className?: string): string {
  return renderToString(<IndexCards cards={cards} className={className} />);
}
