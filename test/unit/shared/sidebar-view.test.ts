import { describe, expect, it } from "vitest";
import { containsHref, holdersByHref, LIST_WINDOW, LONG_LIST, pageSidebars, shownList, sidebarForPage } from "../../../src/shared/sidebar-view.ts";
import type { SidebarCategory, SidebarGap, SidebarItem, SidebarViewItem } from "../../../src/shared/types.ts";

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
function hrefs(items: SidebarViewItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === "gap" || item.type === "html") return [];
    return item.type === "link" ? [item.href] : [...(item.href ? [item.href] : []), ...hrefs(item.items)];
  });
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

describe("long lists", () => {
  /** `n` sections at the top level, each with a page of its own and two docs. */
  const sections = (n: number): SidebarItem[] =>
    Array.from({ length: n }, (_, i) => category(`Section ${i}`, [link(`/docs/s${i}/a`), link(`/docs/s${i}/b`)], { href: `/docs/s${i}` }));
  const gaps = (items: SidebarViewItem[]) => items.filter((item): item is SidebarGap => item.type === "gap");
  const labels = (items: SidebarViewItem[]) => items.flatMap((item) => (item.type === "gap" || item.type === "html" ? [] : [item.label]));

  it(`shows a list of ${LONG_LIST} items whole`, () => {
    const whole = sections(LONG_LIST);
    const page = sidebarForPage(whole, "/docs/s149/a");
    expect(gaps(page)).toEqual([]);
    expect(labels(page)).toEqual(labels(whole));
  });

  for (const length of [LONG_LIST + 1, 1000, 1037]) {
    it(`shows ${LIST_WINDOW} of ${length} items around the page, with gaps that count and name the others`, () => {
      const whole = sections(length);
      for (let i = 0; i < length; i++) {
        const page = sidebarForPage(whole, `/docs/s${i}/b`);
        const shown = labels(page);
        expect(shown).toHaveLength(LIST_WINDOW);
        const start = Number(shown[0]!.split(" ")[1]);
        expect(shown).toEqual(labels(whole.slice(start, start + LIST_WINDOW)));
        // A quarter window of context on either side, unless the list ends first.
        const at = i - start;
        expect(at >= LIST_WINDOW / 4 || start === 0, `page ${i}`).toBe(true);
        expect(at < LIST_WINDOW - LIST_WINDOW / 4 || start + LIST_WINDOW === length, `page ${i}`).toBe(true);
        const [before, after] = [page[0]!, page[page.length - 1]!];
        if (start > 0) expect(before).toMatchObject({ type: "gap", count: start, first: "Section 0", last: `Section ${start - 1}` });
        else expect(before.type).not.toBe("gap");
        const end = start + LIST_WINDOW;
        if (end < length) expect(after).toMatchObject({ type: "gap", count: length - end, first: `Section ${end}`, last: `Section ${length - 1}` });
        else expect(after.type).not.toBe("gap");
      }
    });

    it(`links each gap of ${length} items to a page that shows the item next to the window`, () => {
      const whole = sections(length);
      for (let i = 0; i < length; i += 7) {
        const page = sidebarForPage(whole, `/docs/s${i}`);
        const shown = labels(page);
        for (const gap of gaps(page)) {
          const target = labels(sidebarForPage(whole, gap.href!));
          const next = gap === page[0] ? gap.last : gap.first;
          expect(target, `page ${i}, gap to ${gap.href}`).toContain(next);
          expect(target).not.toEqual(shown);
        }
      }
    });
  }

  it("keeps a page's part as it is, so the theme shows the same whether it has the part or the whole", () => {
    const whole = sections(400);
    const page = sidebarForPage(whole, "/docs/s222/a");
    const holds = (item: SidebarViewItem) => containsHref(item, "/docs/s222/a");
    expect(shownList(page, holds)).toBe(page);
    expect(JSON.stringify(shownList(whole, holds).map((item) => (item.type === "category" ? { ...item, items: [] } : item)))).toBe(
      JSON.stringify(page.map((item) => (item.type === "category" ? { ...item, items: [] } : item))),
    );
  });

  it("links a gap to the nearest item with a page, and to none when no item has one", () => {
    const empty = (i: number) => category(`Empty ${i}`, []);
    const list: SidebarItem[] = [...Array.from({ length: 200 }, (_, i) => empty(i)), link("/docs/last")];
    const fromStart = sidebarForPage(list, "/docs/nowhere");
    expect(gaps(fromStart)).toEqual([{ type: "gap", count: 101, first: "Empty 100", last: "/docs/last", href: "/docs/last" }]);
    const noPages = sidebarForPage(list.slice(0, 200), "/docs/nowhere");
    expect(gaps(noPages)).toEqual([{ type: "gap", count: 100, first: "Empty 100", last: "Empty 199" }]);
  });

  it("windows a long list of docs in a category, and shares each window among the pages in it", () => {
    const docs = Array.from({ length: 300 }, (_, i) => link(`/docs/big/${i}`));
    const whole: SidebarItem[] = [link("/docs/intro"), category("Big", docs, { href: "/docs/big" })];
    const view = pageSidebars(whole);
    const holders = holdersByHref(whole);
    for (const href of ["/docs/intro", "/docs/big", ...docs.map((d) => (d as { href: string }).href)]) {
      expect(view(href), href).toEqual(sidebarForPage(whole, href, holders.get(href)));
    }
    expect(view("/docs/big/30")).toBe(view("/docs/big/74"));
    expect(view("/docs/big/75")).not.toBe(view("/docs/big/74"));
    const big = view("/docs/big/150")[1]!;
    expect(big.type === "category" && labels(big.items)).toHaveLength(LIST_WINDOW);
  });
});
