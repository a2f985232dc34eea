// The client's side of an island's props: the data from `data-props` turned back into props,
// with each slot given the HTML the page holds for it (read before anything is hydrated).
// Together with island-server.tsx this is the round trip island-tree.ts describes.
import { createElement, useEffect, useRef, type ReactElement } from "react";
import { ISLAND_TAG, SLOT_TAG } from "./island-tags.ts";
import { propsFromData, type JsonValue } from "./island-tree.ts";

/** Starts the islands inside a slot's element; returns what stops them. */
export type StartNested = (slot: Element) => () => void;

function ClientSlot({ n, html, startNested }: { n: number; html: string; startNested?: StartNested }): ReactElement {
  const ref = useRef<HTMLElement>(null);
  // Islands inside the slot are the outer island's to start and stop (islands.ts).
  useEffect(() => (startNested && ref.current ? startNested(ref.current) : undefined), [startNested]);
  return createElement(SLOT_TAG, { ref, "data-slot": n, dangerouslySetInnerHTML: { __html: html } });
}

/** Props from an island's data and its slots' HTML (slot number → HTML). */
export function clientIslandProps(data: Record<string, JsonValue>, slotHtml: (n: number) => string, startNested?: StartNested): Record<string, unknown> {
  return propsFromData(data, (n) => createElement(ClientSlot, { n, html: slotHtml(n), startNested }));
}

/** The HTML of an island's own slots (not those of islands nested in it), by number. */
export function readSlots(island: Element): Map<number, string> {
  const slots = new Map<number, string>();
  for (const slot of island.querySelectorAll(`${SLOT_TAG}[data-slot]`)) {
    if (slot.closest(ISLAND_TAG) === island) slots.set(Number(slot.getAttribute("data-slot")), slot.innerHTML);
  }
  return slots;
}
