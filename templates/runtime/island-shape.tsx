// Server renders for MDX pages written without compiling them (src/markdown/mdx/theme-only-mdx.ts),
// bundled for Node with the theme's components (src/markdown/mdx/tabs-shapes.ts); runs on the
// server only.
// - renderTabsShape: the theme's Tabs for one shape of props, with a mark where each TabItem's
//   children go. Pages whose only components are the theme's Tabs are written without React:
//   their Tabs are this render with the panels' HTML put in place of the marks, so the island's
//   markup comes from the component itself and cannot drift from it.
// - renderHastPage: a page's hast, as MDX's compile leaves it before it becomes JavaScript,
//   rendered by React through hast-util-to-jsx-runtime (the library MDX's `run` and react-markdown
//   use) with the theme's Tabs, TabItem and Details as its components: for pages with HTML written as JSX
//   (badges, `<p align>`, images) and nothing to run.
import type { Root } from "hast";
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import { createElement, type ReactNode } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { hastEvaluater } from "./hast-content.tsx";
import { renderToString } from "react-dom/server";
import Tabs from "@theme/Tabs";
import TabItem from "@theme/TabItem";
import Details from "@theme/Details";

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

/**
 * `tree`'s HTML as renderToString writes MDX's content for it, the tree given as
 * theme-only-mdx.ts leaves it: without import lines and comments, the root's surrounding
 * whitespace dropped (what hast-util-to-estree leaves out of MDX's JSX).
 */
export function renderHastPage(tree: Root): string {
  return renderToString(toJsxRuntime(tree, { Fragment, jsx, jsxs, passKeys: false, createEvaluater: hastEvaluater(component) }));
}

/** The theme's components of theme-only-mdx.ts's React route (its REACT_ROUTE_COMPONENTS). */
const COMPONENTS: Record<string, unknown> = { Tabs, TabItem, Details };

/** A JSX name of these pages: only the theme's components (theme-only-mdx.ts's staticMdx); anything else throws, and the page goes through MDX. */
function component(name: string): unknown {
  if (Object.hasOwn(COMPONENTS, name)) return COMPONENTS[name];
  throw new Error(`<${name}> needs the compiled page`);
}
