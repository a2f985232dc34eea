// The items `useCurrentSidebarCategory()` gives (current-sidebar-category.ts): an empty list that
// DocCardList knows by identity. A module of its own: DocCardList imports it without the hook,
// whose name would make it look like a component that needs the browser (islands.ts).
export const CURRENT_CATEGORY_ITEMS: readonly unknown[] = Object.freeze([]);
