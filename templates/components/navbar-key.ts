// What of the current page a navbar's HTML depends on (for templates/shared-navbar.tsx): pages
// with the same key have the same navbar. It follows Navbar.tsx and NavbarItem.tsx: the drawer
// of a doc page differs from that of other pages, and an item's links are active or current
// depending on the page. A change there that reads more of the page must be followed here;
// test/unit/shared-navbar.test.ts compares the shared navbar with the one rendered in place.
import type { RouteData, SiteData } from "../../src/shared/types.ts";
import { currentHref, isActive, isCurrent } from "./NavbarItem.tsx";

const bit = (flag: boolean) => (flag ? "1" : "0");

/** The key of the navbar of `route`, or undefined where each page has a navbar of its own. */
export function navbarPageKey(site: SiteData, route: RouteData): string | undefined {
  const current = currentHref(site, route);
  const parts = [route.props.kind === "doc" ? "doc" : "other"];
  for (const item of site.navbar.items) {
    switch (item.kind) {
      case "link":
        parts.push(bit(isActive(site, route, item.activeBasePath, item.link.to)));
        break;
      case "dropdown":
        parts.push(bit(isActive(site, route, item.activeBasePath)) + item.items.map((link) => bit(isActive(site, route, undefined, link.to)) + bit(isCurrent(link, current))).join(""));
        break;
      case "locale":
        // Its links lead to the current page in each locale.
        return undefined;
      case "html":
      case "search":
        parts.push("");
        break;
    }
  }
  return parts.join(",");
}
