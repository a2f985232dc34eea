// `useCurrentSidebarCategory()` (of `@docusaurus/plugin-content-docs/client`, and of
// `@docusaurus/theme-common` before Docusaurus 3), as Docusaurus documents it for a category's
// page: `<DocCardList items={useCurrentSidebarCategory().items} />`. The sidebars are made once
// every doc is rendered, so the items are a stand-in, an empty list that DocCardList knows by
// identity and takes for "the doc's category", as it takes a list without `items` (the routes
// phase fills it). The category's other fields are not known yet: reading one fails, naming
// what works, rather than rendering a wrong one.
const ADVICE = "sitec gives a category's items to <DocCardList items={useCurrentSidebarCategory().items} /> only (a DocCardList without items lists the same cards)";

import { CURRENT_CATEGORY_ITEMS } from "./current-category-items.ts";

export function useCurrentSidebarCategory(): { type: "category"; items: readonly unknown[] } {
  return new Proxy({ type: "category" as const, items: CURRENT_CATEGORY_ITEMS }, {
    get: (target, property) => {
      if (typeof property === "symbol" || property in target) return Reflect.get(target, property);
      throw new Error(`useCurrentSidebarCategory().${property}: ${ADVICE}.`);
    },
  });
}
