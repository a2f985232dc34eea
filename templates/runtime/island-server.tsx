// Where an island (a component that needs the browser) is rendered on the server: its HTML
// inside a <sitec-island> element that names the island's module and holds its props as JSON,
// for the browser runtime to start it on. Props that are not data (children, functions) are left
// out of `data-props`.
import { createElement, type ComponentType, type ReactElement } from "react";

/** The props that JSON can carry: children, functions and React elements are left out. */
function dataProps(props: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (key === "children" || typeof value === "function" || typeof value === "symbol") continue;
    if (typeof value === "object" && value !== null && "$$typeof" in value) continue;
    data[key] = value;
  }
  return data;
}

/** Renders `Component` with `props`, marked as the island `name`. */
export function renderIsland(name: string, Component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>): ReactElement {
  return createElement("sitec-island", { "data-island": name, "data-props": JSON.stringify(dataProps(props)) }, createElement(Component, props));
}
