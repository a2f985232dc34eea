// Server only: the navbar, rendered by React once for the pages it looks the same on and reused
// (see SharedNavbarContext in components/Navbar.tsx). Its links, icons, search box and drawer
// were about half of what React rendered of a page; which pages share a navbar is decided by
// components/navbar-key.ts. Tests hold the result to React's own render of every page
// (test/integration/shared-sidebar.test.ts, test/unit/shared-navbar.test.ts).
//
// A navbar with a logo is rendered in place on every page: React writes a preload link for each
// image it renders at the start of the page, not in the navbar, and HTML given to React as
// text has none. Such a navbar's render starts with those links, not with the <nav> element,
// and is not shared.
import { renderToString } from "react-dom/server";
import type { SiteData } from "../src/shared/types.ts";
import { NavbarInPlace, SERVER_NAV_ATTRIBUTES } from "./components/Navbar.tsx";
import { navbarPageKey } from "./components/navbar-key.ts";
import { RuntimeContext, type RuntimeState } from "./runtime/context.tsx";

/**
 * By the site's data (one object for a build of the pages), the navbar's inner HTML for each
 * key; null where the navbar's element is not the one `SharedNavbarContext` writes.
 */
const renders = new WeakMap<SiteData, Map<string, string | null>>();

/** The element the shared navbar is written in, without its end tag. */
let openTag: string | undefined;

/** The navbar's inner HTML for the page of `state`, or undefined to render it in place. */
export function sharedNavbar(state: RuntimeState): string | undefined {
  const key = navbarPageKey(state.site, state.route);
  if (key === undefined) return undefined;
  let byKey = renders.get(state.site);
  if (!byKey) renders.set(state.site, (byKey = new Map()));
  let html = byKey.get(key);
  if (html === undefined) {
    const whole = renderToString(
      <RuntimeContext.Provider value={state}>
        <NavbarInPlace />
      </RuntimeContext.Provider>,
    );
    openTag ??= renderToString(<nav {...SERVER_NAV_ATTRIBUTES} />).replace(/<\/nav>$/, "");
    html = whole.startsWith(openTag) && whole.endsWith("</nav>") ? whole.slice(openTag.length, -"</nav>".length) : null;
    byKey.set(key, html);
  }
  return html ?? undefined;
}
