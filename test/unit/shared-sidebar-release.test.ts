// The shared sidebar keeps only its recent renders and their pieces (templates/shared-sidebar.tsx):
// on a large site every category's render kept to the end of the build took gigabytes. A render
// let go and needed again is made again, as a new piece with the same text.
import { describe, expect, it } from "vitest";
import type { RuntimeState } from "../../templates/runtime/context.tsx";
import { sharedSidebar } from "../../templates/shared-sidebar.tsx";
import type { PieceMarks, SidebarItem } from "../../src/shared/types.ts";

/** The page's part of a sidebar with `count` closed categories, the one at `open` open. */
function pageSidebar(count: number, open: number): SidebarItem[] {
  return Array.from({ length: count }, (_, i): SidebarItem => {
    const href = `/docs/section-${i}`;
    const items: SidebarItem[] = i === open ? [{ type: "link", label: `Page ${i}`, href: `${href}/page`, docId: `section-${i}/page` }] : [];
    return { type: "category", label: `Section ${i}`, href, collapsed: true, collapsible: true, items } as SidebarItem;
  });
}

const stateAt = (path: string) => ({ site: { baseUrl: "/" }, route: { path, props: { kind: "doc" } }, hydrated: false }) as unknown as RuntimeState;

type Shared = ReturnType<typeof sharedSidebar>;

/** Renders the page of section `i` with the renders of one build; returns the piece number its mark names. */
function renderPage(shared: Shared, marks: PieceMarks, sidebars: SidebarItem[][], i: number): number {
  const current = `/docs/section-${i}/page`;
  const mark = shared(stateAt(current))(sidebars[i]!, current);
  return Number(mark.slice(marks.mark.length).split(":")[0]);
}

describe("the shared sidebar's renders", () => {
  const count = 60;
  const sidebars = Array.from({ length: count }, (_, i) => pageSidebar(count, i));

  it("are let go once many others were used since, and made again when needed", () => {
    const marks: PieceMarks = { mark: "\u0001test-piece:", texts: new Map(), next: 0 };
    const shared = sharedSidebar(marks);
    const render = (sidebar: SidebarItem[][], i: number) => renderPage(shared, marks, sidebar, i);
    const first = render(sidebars, 0);
    const text = marks.texts.get(first)!;
    expect(text).toContain('href="/docs/section-0/page"');
    // The same sidebar again while it is recent: the same piece.
    expect(render(sidebars, 0)).toBe(first);
    for (let i = 1; i < count; i++) render(sidebars, i);
    // The pieces kept are a few, not one for each of the 60 sections.
    expect(marks.texts.size).toBeGreaterThan(0);
    expect(marks.texts.size).toBeLessThanOrEqual(count / 2);
    expect(marks.texts.has(first)).toBe(false);
    // Needed again: a new piece, the same HTML.
    const again = render(sidebars, 0);
    expect(again).not.toBe(first);
    expect(marks.texts.get(again)).toBe(text);
  });
});
