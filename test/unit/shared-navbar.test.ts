// The theme renders the navbar once for the pages it looks the same on (templates/shared-navbar.tsx,
// keyed by templates/components/navbar-key.ts). Every page must get the navbar React renders in
// place: here for navbars with every kind of item, on pages each item is active on or not.
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Navbar, SharedNavbarContext } from "../../templates/components/Navbar.tsx";
import { navbarPageKey } from "../../templates/components/navbar-key.ts";
import { RuntimeContext, type RuntimeState } from "../../templates/runtime/context.tsx";
import { pageNavbar, sharedNavbar } from "../../templates/shared-navbar.tsx";
import type { NavbarItemData, RouteData, SiteData } from "../../src/shared/types.ts";

const ITEMS: NavbarItemData[] = [
  { kind: "link", position: "left", link: { label: "Docs", to: "/base/docs/intro" }, activeBasePath: "/docs" },
  { kind: "link", position: "left", link: { label: "Blog", to: "/base/blog" }, activeBasePath: "/blog" },
  { kind: "link", position: "left", link: { label: "Team", to: "/base/team" } },
  {
    kind: "dropdown",
    position: "left",
    label: "Versions",
    activeBasePath: "/versions",
    items: [
      { label: "Next", to: "/base/versions/next" },
      { label: "Old", to: "/base/old?x=1#y" },
      { label: "Elsewhere", href: "https://example.org/" },
    ],
  },
  { kind: "html", position: "right", html: '<a class="badge" href="/base/">Badge</a>' },
  { kind: "link", position: "right", link: { label: "GitHub", href: "https://github.com/x/y", ariaLabel: "GitHub" }, icon: "github" },
  { kind: "search", position: "right" },
];

function siteWith(items: NavbarItemData[], logo?: SiteData["logo"]): SiteData {
  return {
    baseUrl: "/base/",
    navbar: { title: "Site", hideOnScroll: true, items },
    logo,
    colorMode: { defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: true },
  } as unknown as SiteData;
}

const route = (path: string, kind: string) => ({ path, props: { kind, sidebar: [] } }) as unknown as RouteData;

const PAGES = [
  route("/docs/intro", "doc"),
  route("/docs/guide/setup", "doc"),
  route("/blog", "blog-list"),
  route("/blog/2024/01/01/post", "blog-post"),
  route("/team", "page"),
  route("/versions/next", "page"),
  route("/old", "page"),
  route("/", "page"),
  route("/404.html", "not-found"),
];

const navbarOf = (state: RuntimeState) => createElement(RuntimeContext.Provider, { value: state }, createElement(Navbar));
const inPlace = (state: RuntimeState) => renderToString(navbarOf(state));
/** As templates/server.tsx renders a page with the shared navbar. */
const shared = (state: RuntimeState) => {
  const navbar = pageNavbar();
  return navbar.finish(renderToString(createElement(SharedNavbarContext.Provider, { value: navbar.navbar }, navbarOf(state))));
};

describe("the navbar rendered once for the pages it looks the same on", () => {
  it("gives every page the navbar rendered in place, pages in any order", () => {
    const site = siteWith(ITEMS);
    for (const page of [...PAGES, ...PAGES.slice().reverse()]) {
      const state = { site, route: page, hydrated: false };
      expect(sharedNavbar(state), page.path).toBeDefined();
      expect(shared(state), page.path).toBe(inPlace(state));
    }
  });

  it("gives every page the navbar rendered in place where it has a logo, whose preload links React writes before it", () => {
    const site = siteWith(ITEMS, { alt: "Logo", src: "/base/img/logo.svg", srcDark: "/base/img/logo-dark.svg" });
    for (const page of PAGES) {
      const state = { site, route: page, hydrated: false };
      expect(inPlace(state)).toMatch(/^<link rel="preload" as="image" href="\/base\/img\/logo.svg"\/><link rel="preload" as="image" href="\/base\/img\/logo-dark.svg"\/><nav /);
      expect(sharedNavbar(state)?.images).toEqual(["/base/img/logo.svg", "/base/img/logo-dark.svg"]);
      expect(shared(state)).toBe(inPlace(state));
    }
  });

  it("is rendered in place where a logo's address needs escaping (its preload link is not read back)", () => {
    const site = siteWith(ITEMS, { alt: "Logo", src: "/base/img/logo.svg?a=1&b=2" });
    const state = { site, route: PAGES[0]!, hydrated: false };
    expect(sharedNavbar(state)).toBeUndefined();
    expect(shared(state)).toBe(inPlace(state));
  });

  it("is the same for pages an item is active on alike, and differs where one is not", () => {
    const site = siteWith(ITEMS);
    const key = (page: RouteData) => navbarPageKey(site, page);
    expect(key(PAGES[0]!)).toBe(key(PAGES[1]!));
    expect(key(PAGES[2]!)).toBe(key(PAGES[3]!));
    const keys = new Set(PAGES.map(key));
    // Docs, blog, team, versions, old, and home with the 404 page.
    expect(keys.size).toBe(6);
  });

  it("is rendered in place on every page where a locale dropdown links to the page itself", () => {
    const site = siteWith([...ITEMS, { kind: "locale", position: "right", label: "English", locales: [{ label: "English", lang: "en", baseUrl: "/base/" }] }]);
    for (const page of PAGES) {
      const state = { site, route: page, hydrated: false };
      expect(navbarPageKey(site, page)).toBeUndefined();
      expect(sharedNavbar(state)).toBeUndefined();
      expect(shared(state)).toBe(inPlace(state));
    }
  });
});
