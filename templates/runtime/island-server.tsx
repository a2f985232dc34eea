// The server's side of islands: a component that needs the browser renders as
// `<sitec-island data-island="Name" data-props="…">` holding its server render. Its props are
// written as data (island-tree.ts) and the component is rendered from the props read back
// from that data, with slots that render the original nodes once, inside
// `<sitec-static data-slot="n">`: exactly what the client renders from the same data and the
// HTML of the slots, so hydration matches. Runs on the server only.
import { createElement, type ComponentType, type ReactElement, type ReactNode } from "react";
import { ISLAND_TAG, SLOT_TAG } from "./island-tags.ts";
import { propsFromData, propsToData } from "./island-tree.ts";

/** Renders `Component` with `props` as the island `name` (the name it has in the islands registry). */
export function renderIsland<P extends object>(name: string, Component: ComponentType<P>, props: P): ReactElement {
  const slots: ReactNode[][] = [];
  const data = propsToData(name, props as Record<string, unknown>, slots);
  const serverProps = propsFromData(data, (n) => createElement(SLOT_TAG, { "data-slot": n }, ...slots[n]!));
  return createElement(ISLAND_TAG, { "data-island": name, "data-props": JSON.stringify(data) }, createElement(Component, serverProps as P));
}
