// The server render of theme-only-mdx.ts's React route (src/markdown/mdx/theme-only-mdx.ts): a
// page's hast, as MDX's compile leaves it before it becomes JavaScript, rendered by React through
// hast-util-to-jsx-runtime (the library MDX's `run` and react-markdown use) with the theme's Tabs,
// TabItem and Details as its components, for pages with nothing to run (HTML written as JSX,
// attributes written with literals). Bundled for Node with the theme's own components
// (src/markdown/mdx/hast-pages.ts); runs on the server only.
import type { Root } from "hast";
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import { renderToString } from "react-dom/server";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import Details from "@theme/Details";
import TabItem from "@theme/TabItem";
import Tabs from "@theme/Tabs";
import { hastEvaluater } from "./hast-content.tsx";

/** The theme's components of the React route (theme-only-mdx.ts's REACT_ROUTE_COMPONENTS). */
const COMPONENTS: Record<string, unknown> = { Tabs, TabItem, Details };

/** A JSX name of these pages: only the theme's components; anything else throws, and the page goes through MDX. */
function component(name: string): unknown {
  if (Object.hasOwn(COMPONENTS, name)) return COMPONENTS[name];
  throw new Error(`<${name}> needs the compiled page`);
}

/**
 * `tree`'s HTML as renderToString writes MDX's content for it, the tree given as
 * hast-module.ts's pageContent leaves it: without import lines and comments, the root's
 * surrounding whitespace dropped (what hast-util-to-estree leaves out of MDX's JSX).
 */
export function renderHastPage(tree: Root): string {
  return renderToString(toJsxRuntime(tree, { Fragment, jsx, jsxs, passKeys: false, createEvaluater: hastEvaluater(component) }));
}
