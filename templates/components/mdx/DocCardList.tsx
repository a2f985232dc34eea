// `@theme/DocCardList` in a doc, as Docusaurus documents it: a card for each item of the sidebar
// category the doc belongs to (the category it is the page of, else the one it is listed in),
// or for the `items` given (sidebar items, as Docusaurus's hooks give them; those of
// `useCurrentSidebarCategory()` are the doc's category again). The sidebars are
// made once every doc is rendered, so without `items` this writes an empty list that the routes
// phase fills (src/routes/doc-card-lists.ts).
import type { IndexCard } from "../../../src/shared/types.ts";
import { DOC_CARD_LIST_ATTRIBUTE } from "../../../src/shared/types.ts";
import { IndexCards } from "../IndexCards.tsx";
import { CURRENT_CATEGORY_ITEMS } from "../../docusaurus/current-category-items.ts";

/** A sidebar item as Docusaurus's hooks (`useCurrentSidebarCategory().items`) give one. */
interface PropSidebarItem {
  type: string;
  label?: string;
  href?: string;
  description?: string;
  customProps?: { description?: unknown };
  items?: PropSidebarItem[];
}

function firstHref(item: PropSidebarItem): string | undefined {
  return item.href ?? item.items?.map(firstHref).find(Boolean);
}

function cardOf(item: PropSidebarItem): IndexCard[] {
  const href = firstHref(item);
  if (item.type === "html" || !href || !item.label) return [];
  if (item.type === "category") return [{ label: item.label, href, count: item.items?.length ?? 0 }];
  const description = item.description ?? (typeof item.customProps?.description === "string" ? item.customProps.description : undefined);
  return [{ label: item.label, href, ...(description ? { description } : {}) }];
}

export default function DocCardList({ items, className }: { items?: readonly PropSidebarItem[]; className?: string }) {
  // `useCurrentSidebarCategory().items` is the doc's category, as no items are.
  if (items && items !== CURRENT_CATEGORY_ITEMS) return <IndexCards cards={items.flatMap(cardOf)} className={className} />;
  return <ul className={className ? `index-cards ${className}` : "index-cards"} {...{ [DOC_CARD_LIST_ATTRIBUTE]: "" }} />;
}
