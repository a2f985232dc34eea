// The server render of the theme's Tabs for one shape of props: what `<Tabs>` renders on an MDX
// page, with a mark where each TabItem's children go. Pages whose only components are the
// theme's Tabs (src/markdown/mdx/theme-only-mdx.ts) are written without React: their Tabs are
// this render with the panels' HTML put in place of the marks, so the island's markup comes
// from the component itself and cannot drift from it. Bundled for Node with the theme's
// components (src/markdown/mdx/tabs-shapes.ts); runs on the server only.
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import Tabs from "@theme/Tabs";
import TabItem from "@theme/TabItem";

/** The tag of a mark: no component or page writes it. */
export const MARK_TAG = "sitec-panel-mark";

/** One TabItem: its props but children, and how many nodes its children are (0, 1, or more). */
export interface TabItemShape {
  props: Record<string, unknown>;
  children: 0 | 1 | 2;
}

/** A TabItem's children as MDX gives them: none, one node, or an array of nodes. */
function markedChildren(index: number, count: TabItemShape["children"]): ReactNode {
  const mark = createElement(MARK_TAG, { "data-n": String(index) });
  return count === 1 ? mark : [mark, null];
}

/** Tabs with `props` (children aside) and `items`, as MDX's JSX creates them, rendered to HTML. */
export function renderTabsShape(props: Record<string, unknown>, items: TabItemShape[]): string {
  const elements = items.map((item, i) =>
    createElement(TabItem, { ...(item.props as { value: string }), ...(item.children ? { children: markedChildren(i, item.children) } : {}) }),
  );
  const children = elements.length === 1 ? elements[0] : elements;
  return renderToString(createElement(Tabs, { ...props, ...(elements.length ? { children } : {}) }));
}
