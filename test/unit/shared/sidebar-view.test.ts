import { describe, expect, it } from "vitest";
import { containsHref, holdersByHref, sidebarForPage } from "../../../src/shared/sidebar-view.ts";
import type { SidebarCategory, SidebarItem } from "../../../src/shared/types.ts";

const link = (href: string): SidebarItem => ({ type: "link", label: href, href, docId: href });
const category = (label: string, items: SidebarItem[], extra: Partial<SidebarCategory> = {}): SidebarCategory => ({
  type: "category",
  label,
  collapsed: true,
  items,
  ...extra,
});

const SIDEBAR: SidebarItem[] = [
  link("/docs/intro"),
  category("Scanners", [link("/docs/scanners/nmap"), category("Web", [link("/docs/scanners/web/zap")], { href: "/docs/scanners/web" })], {
    href: "/docs/scanners",
  }),
  category("Hooks", [link("/docs/hooks/a")], { href: "/docs/hooks" }),
  category("Guides", [link("/docs/guides/a"), category("Deep", [link("/docs/guides/deep/b")], { href: "/docs/guides/deep" })]),
  category("Always open", [link("/docs/open/a")], { href: "/docs/open", collapsed: false }),
];

/** The hrefs a page's sidebar holds, categories' pages included, in order. */
function hrefs(items: SidebarItem[]): string[] {
  return items.flatMap((item) => (item.type === "link" ? [item.href] : [...(item.href ? [item.href] : []), ...hrefs(item.items)]));
}

describe("sidebarForPage", () => {
  it("keeps the top level, the categories holding the page, those not collapsed and those without a page", () => {
    expect(hrefs(sidebarForPage(SIDEBAR, "/docs/scanners/web/zap"))).toEqual([
      "/docs/intro",
      "/docs/scanners",
      "/docs/scanners/nmap",
      "/docs/scanners/web",
      "/docs/scanners/web/zap",
      "/docs/hooks",
      "/docs/guides/a",
      "/docs/guides/deep",
      "/docs/open",
      "/docs/open/a",
    ]);
  });

  it("opens a category on its own page, but not its closed subcategories", () => {
    const page = sidebarForPage(SIDEBAR, "/docs/scanners");
    expect(hrefs(page)).toContain("/docs/scanners/nmap");
    expect(hrefs(page)).not.toContain("/docs/scanners/web/zap");
  });

  it("leaves the whole sidebar unchanged, and shares the lists it keeps whole", () => {
    const copy = structuredClone(SIDEBAR);
    const page = sidebarForPage(SIDEBAR, "/docs/intro");
    expect(SIDEBAR).toEqual(copy);
    expect(page[4]).toBe(SIDEBAR[4]);
    const open: SidebarItem[] = [link("/docs/a"), category("Open", [link("/docs/open/b")], { href: "/docs/open", collapsed: false })];
    expect(sidebarForPage(open, "/docs/a")).toBe(open);
  });
});

describe("holdersByHref", () => {
  const categories = (items: SidebarItem[]): SidebarCategory[] =>
    items.flatMap((item) => (item.type === "category" ? [item, ...categories(item.items)] : []));
  const all = [...hrefs(SIDEBAR), "/docs/not-in-the-sidebar"];

  it("holds, for each href, exactly the categories containsHref finds it in", () => {
    const holders = holdersByHref(SIDEBAR);
    for (const href of all) {
      const expected = categories(SIDEBAR).filter((c) => containsHref(c, href));
      expect([...(holders.get(href) ?? [])].map((c) => c.label).sort(), href).toEqual(expected.map((c) => c.label).sort());
    }
    expect(holders.get("/docs/scanners/web/zap")!.size).toBe(2);
  });

  it("gives the pages of one category one shared set, and a page listed twice the categories of both places", () => {
    const holders = holdersByHref(SIDEBAR);
    expect(holders.get("/docs/scanners/nmap")).toBe(holders.get("/docs/scanners"));
    expect(holders.get("/docs/scanners/web/zap")).toBe(holders.get("/docs/scanners/web"));
    expect(holders.get("/docs/scanners/nmap")).not.toBe(holders.get("/docs/hooks/a"));
    const twice: SidebarItem[] = [category("A", [link("/docs/x")], { href: "/docs/a" }), category("B", [link("/docs/x"), link("/docs/y")], { href: "/docs/b" })];
    const both = holdersByHref(twice);
    expect([...both.get("/docs/x")!].map((c) => c.label)).toEqual(["A", "B"]);
    expect([...both.get("/docs/y")!].map((c) => c.label)).toEqual(["B"]);
    expect([...both.get("/docs/a")!].map((c) => c.label)).toEqual(["A"]);
  });

  it("gives sidebarForPage the same result as walking the categories", () => {
    const holders = holdersByHref(SIDEBAR);
    for (const href of all) {
      expect(sidebarForPage(SIDEBAR, href, holders.get(href) ?? new Set()), href).toEqual(sidebarForPage(SIDEBAR, href));
    }
  });
});
