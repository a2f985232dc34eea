// Server only: the navbar, rendered by React once for the pages it looks the same on and reused
// (see SharedNavbarContext in components/Navbar.tsx). Its links, icons, search box and drawer
// were about half of what React rendered of a page; which pages share a navbar is decided by
// components/navbar-key.ts. Tests hold the result to React's own render of every page
// (test/integration/shared-sidebar.test.ts, test/unit/shared-navbar.test.ts).
//
// Images: React writes a preload link for each image it renders at the start of the page, not
// where the image is, and HTML handed to React as text gets none. So the navbar's render is
// read as those links, then the <nav> element; a shared navbar renders its images again, in a
// <template> that `withoutNavbarImages` takes out of the page, for React to write the same links.
import { renderToString } from "react-dom/server";
import type { SiteData } from "../src/shared/types.ts";
import { NavbarInPlace, SERVER_NAV_ATTRIBUTES, type SharedNavbar } from "./components/Navbar.tsx";
import { navbarPageKey } from "./components/navbar-key.ts";
import { RuntimeContext, type RuntimeState } from "./runtime/context.tsx";

/**
 * By the site's data (one object for a build of the pages), the shared navbar of each key;
 * null where its render is not the links and the element this module can read.
 */
const renders = new WeakMap<SiteData, Map<string, SharedNavbar | null>>();

/** Marks the <template> of a shared navbar's images; random, so that no page's own text has it. */
const IMAGES_MARK = crypto.randomUUID();

/** The element the shared navbar is written in, without its end tag. */
let openTag: string | undefined;

/** An image preload link as React writes it for an <img> with only a `src` that matters to it. */
const IMAGE_PRELOAD = /<link rel="preload" as="image" href="([^"&<>]*)"\/>/y;

/** The shared navbar for the page of `state`, or undefined to render it in place. */
export function sharedNavbar(state: RuntimeState): SharedNavbar | undefined {
  const key = navbarPageKey(state.site, state.route);
  if (key === undefined) return undefined;
  let byKey = renders.get(state.site);
  if (!byKey) renders.set(state.site, (byKey = new Map()));
  let shared = byKey.get(key);
  if (shared === undefined) {
    const whole = renderToString(
      <RuntimeContext.Provider value={state}>
        <NavbarInPlace />
      </RuntimeContext.Provider>,
    );
    shared = readNavbar(whole);
    byKey.set(key, shared);
  }
  return shared ?? undefined;
}

/** The images and the inner HTML of a navbar's render, if it is image preload links and then the element. */
function readNavbar(whole: string): SharedNavbar | null {
  openTag ??= renderToString(<nav {...SERVER_NAV_ATTRIBUTES} />).replace(/<\/nav>$/, "");
  const start = whole.indexOf(openTag);
  if (start < 0 || !whole.endsWith("</nav>")) return null;
  const images: string[] = [];
  IMAGE_PRELOAD.lastIndex = 0;
  while (IMAGE_PRELOAD.lastIndex < start) {
    const link = IMAGE_PRELOAD.exec(whole);
    if (!link) return null;
    images.push(link[1]!);
  }
  if (IMAGE_PRELOAD.lastIndex !== start) return null;
  return { html: whole.slice(start + openTag.length, -"</nav>".length), images, imagesMark: IMAGES_MARK };
}

/**
 * The shared navbar for one page's render: `navbar` is the value of SharedNavbarContext, and
 * `finish` takes the page's HTML after the render. It looks for the <template> only when the
 * render wrote one: most navbars have no logo, and the search was a scan of every page.
 */
export function pageNavbar(): { navbar: (state: RuntimeState) => SharedNavbar | undefined; finish: (html: string) => string } {
  let images = false;
  return {
    navbar: (state) => {
      const shared = sharedNavbar(state);
      if (shared?.images.length) images = true;
      return shared;
    },
    finish: (html) => (images ? withoutNavbarImages(html) : html),
  };
}

/** A page's HTML without the <template> of its shared navbar's images. */
export function withoutNavbarImages(html: string): string {
  const open = `<template data-navbar-images="${IMAGES_MARK}">`;
  const start = html.indexOf(open);
  if (start < 0) return html;
  const end = html.indexOf("</template>", start);
  return html.slice(0, start) + html.slice(end + "</template>".length);
}
