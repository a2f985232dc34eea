// The props of an island as data: what the server writes into `data-props` and what the
// client reads back. Props are JSON; React elements in them (children above all) are not
// shipped as data. The theme's island-aware child components (TabItem) stay elements, written
// as `{ $c: name, p: props }`, because the island reads their props; every other run of nodes
// becomes a slot `{ $s: n }`, rendered once as HTML inside `<sitec-static data-slot="n">`.
// Both sides turn the data back into props with `propsFromData`: the server with slots that
// render the original nodes, the client with slots that set the HTML the DOM holds. So the
// first client render equals the server's by construction, and hydration matches.
import { cloneElement, createElement, Fragment, isValidElement, type ComponentType, type ReactElement, type ReactNode } from "react";
import TabItem from "@theme/TabItem";

/** Child components an island may read the props of, by the name they have in the data. */
export const ISLAND_CHILDREN: Readonly<Record<string, ComponentType<never>>> = { TabItem };

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Renders slot `n`; the server and the client each give their own. */
export type SlotRenderer = (n: number) => ReactElement;

/** The island child `type` is, or wraps (an MDX file's imported component is wrapped: mdx-render.tsx). */
const childName = (type: unknown): string | undefined => {
  const wrapped = typeof type === "function" && "wraps" in type ? type.wraps : undefined;
  return Object.keys(ISLAND_CHILDREN).find((name) => ISLAND_CHILDREN[name] === type || (wrapped !== undefined && ISLAND_CHILDREN[name] === wrapped));
};

const isPlainObject = (value: object): boolean => {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/** A node that is only whitespace, or nothing at all (dropped between island children). */
const isBlank = (node: ReactNode): boolean => node === null || node === undefined || typeof node === "boolean" || (typeof node === "string" && node.trim() === "");

/** Flattens arrays and fragments into a list of nodes. */
function flatten(node: ReactNode, into: ReactNode[]): ReactNode[] {
  if (Array.isArray(node)) for (const item of node) flatten(item as ReactNode, into);
  else if (isValidElement(node) && node.type === Fragment) flatten((node.props as { children?: ReactNode }).children, into);
  else if (node !== null && node !== undefined && typeof node !== "boolean") into.push(node);
  return into;
}

/**
 * Writes `props` as data; `slots` collects the nodes of each slot (its index is the slot's
 * number). Throws on values JSON cannot carry (functions, class instances), naming the prop.
 */
export function propsToData(island: string, props: Record<string, unknown>, slots: ReactNode[][]): Record<string, JsonValue> {
  const data: Record<string, JsonValue> = {};
  for (const [key, value] of Object.entries(props)) {
    if (value === undefined) continue;
    // Children are content: never shipped as data, even when they are text.
    data[key] = key === "children" ? nodesToData(island, key, value as ReactNode, slots) : valueToData(island, key, value, slots);
  }
  return data;
}

/** An element, or a list that holds one at any depth: content (a list of strings or of lists of them is data). */
const holdsElement = (value: unknown): boolean => isValidElement(value) || (Array.isArray(value) && value.some(holdsElement));

function valueToData(island: string, path: string, value: unknown, slots: ReactNode[][]): JsonValue {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw propError(island, path, `is ${value}`);
    return value;
  }
  if (isValidElement(value) || (Array.isArray(value) && value.some(holdsElement))) {
    return nodesToData(island, path, value as ReactNode, slots);
  }
  if (Array.isArray(value)) return value.map((item, i) => (item === undefined ? null : valueToData(island, `${path}[${i}]`, item, slots)));
  if (typeof value === "object" && isPlainObject(value)) {
    const object: Record<string, JsonValue> = {};
    for (const [key, item] of Object.entries(value)) if (item !== undefined) object[key] = valueToData(island, `${path}.${key}`, item, slots);
    // A plain object whose keys could be read as a child or a slot is wrapped.
    return Object.keys(object).some((key) => key.startsWith("$")) ? { $o: object } : object;
  }
  throw propError(island, path, `is ${typeof value === "function" ? "a function" : typeof value === "object" ? "an object that is not plain" : `a ${typeof value}`}`);
}

function propError(island: string, path: string, what: string): Error {
  return new Error(
    `island "${island}": prop "${path}" ${what}; an island's props must be JSON (strings, numbers, booleans, null, arrays, plain objects) or React elements`,
  );
}

/** Children: island-aware children stay elements; each run of other nodes becomes one slot. */
function nodesToData(island: string, path: string, node: ReactNode, slots: ReactNode[][]): JsonValue {
  const out: JsonValue[] = [];
  let run: ReactNode[] = [];
  const endRun = () => {
    if (run.some((item) => !isBlank(item))) {
      out.push({ $s: slots.length });
      slots.push(run);
    }
    run = [];
  };
  for (const item of flatten(node, [])) {
    const name = isValidElement(item) ? childName(item.type) : undefined;
    if (name === undefined) {
      run.push(item);
      continue;
    }
    endRun();
    const { key } = item as ReactElement;
    const props = propsToData(island, (item as ReactElement<Record<string, unknown>>).props, slots);
    out.push(key === null ? { $c: name, p: props } : { $c: name, p: props, k: key });
  }
  endRun();
  // One element or slot stays one node (a component reading `children` sees what it was given).
  return out.length === 1 && !Array.isArray(node) ? out[0]! : out;
}

/** Turns data back into props: slots through `slot`, island children into their elements. */
export function propsFromData(data: Record<string, JsonValue>, slot: SlotRenderer): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) props[key] = valueFromData(value, slot);
  return props;
}

function valueFromData(value: JsonValue, slot: SlotRenderer): unknown {
  if (Array.isArray(value)) {
    const items = value.map((item) => valueFromData(item, slot));
    // Elements in a list get keys, as React wants for lists (none from the original, the index).
    return items.map((item, i) => (isValidElement(item) && item.key === null ? cloneElement(item, { key: String(i) }) : item));
  }
  if (value === null || typeof value !== "object") return value;
  if (typeof value.$s === "number") return slot(value.$s);
  if (typeof value.$c === "string") {
    const Component = ISLAND_CHILDREN[value.$c] as ComponentType<Record<string, unknown>> | undefined;
    if (!Component) throw new Error(`island child "${value.$c}" is not one the theme knows`);
    const props = propsFromData(value.p as Record<string, JsonValue>, slot);
    return createElement(Component, { ...props, key: typeof value.k === "string" ? value.k : undefined });
  }
  const object = (value.$o ?? value) as Record<string, JsonValue>;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(object)) out[key] = valueFromData(item, slot);
  return out;
}
