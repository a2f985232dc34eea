// `@theme/DocCardList` without `items` (templates/components/mdx/DocCardList.tsx) writes an empty
// list into a doc's HTML, as the sidebars are made only after the docs are rendered. Here the
// list gets its cards: one per item of the sidebar category the doc belongs to, as Docusaurus's
// DocCardList shows them (useCurrentSidebarSiblings): the category whose page the doc is, else
// the category that lists it, else the top level of its sidebar.
import { DOC_CARD_LIST_ATTRIBUTE, type IndexCard, type SidebarItem } from "../shared/types.ts";

/** The empty list: `<ul class="index-cards …" data-sitec-doc-card-list="">`, as React writes it. */
const EMPTY_LIST = new RegExp(`<ul class="index-cards(?: ([^"]*))?" ${DOC_CARD_LIST_ATTRIBUTE}=""></ul>`, "g");

/** True when the doc's HTML has a DocCardList to fill. */
export const hasDocCardList = (html: string): boolean => html.includes(DOC_CARD_LIST_ATTRIBUTE);

/** The items a DocCardList of the doc at `href` lists, or undefined when no sidebar has the doc. */
export function docCardSiblings(sidebar: SidebarItem[] | undefined, href: string): SidebarItem[] | undefined {
  if (!sidebar) return undefined;
  const within = (items: SidebarItem[]): SidebarItem[] | undefined => {
    for (const item of items) {
      if (item.type !== "category") continue;
      if (item.href === href) return item.items;
      const found = within(item.items);
      if (found) return found;
    }
    return items.some((item) => item.type === "link" && item.href === href) ? items : undefined;
  };
  return within(sidebar);
}

/** The doc's HTML with each DocCardList's cards in it, written by `render` (the theme's IndexCards). */
export function fillDocCardLists(html: string, cards: IndexCard[], render: (cards: IndexCard[], className?: string) => string): string {
  return html.replace(EMPTY_LIST, (_list, className: string | undefined) => render(cards, className));
}
