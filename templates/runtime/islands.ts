// Starts the islands of rendered content: every `<sitec-island>` gets its component from the
// registry (`sitec:islands`, one lazily loaded chunk per island) and is hydrated as a root of
// its own; the rest of the content stays the HTML it is. Loaded by Content only when the
// content has islands.
//
// Nested islands: an island inside another island's children (a slot) is started by the outer
// island, when the slot mounts, and stopped with it; `startIslands` itself starts only the
// outermost islands of its container.
import { createElement, useEffect, useMemo, useState, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { islands } from "sitec:islands";
import { clientIslandProps, readSlots } from "./island-client.tsx";
import { ISLAND_TAG } from "./island-tags.ts";
import type { JsonValue } from "./island-tree.ts";
import { RuntimeContext, type RuntimeState } from "./context.tsx";

/**
 * The page's runtime in an island's root, `hydrated` as the island's own: false while it
 * hydrates (BrowserOnly renders its fallback, as the server did), true once it has.
 */
function IslandRuntime({ runtime, children }: { runtime: RuntimeState; children?: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const value = useMemo(() => ({ ...runtime, hydrated }), [runtime, hydrated]);
  return createElement(RuntimeContext.Provider, { value }, children);
}

/** Islands in `container` that no other island in it holds. */
function outermostIslands(container: Element): Element[] {
  return [...container.querySelectorAll(ISLAND_TAG)].filter((island) => {
    const outer = island.parentElement?.closest(ISLAND_TAG);
    return !outer || !container.contains(outer);
  });
}

/**
 * Hydrates the islands in `container`; the function returned unmounts them all (in a microtask).
 * `runtime`, the page's, is given to each island's root, so that what a component reads of the
 * site there (`useColorMode`, `useBaseUrl`, `Link`) works as in the page.
 */
export function startIslands(container: Element, runtime?: RuntimeState | null): () => void {
  const roots: Root[] = [];
  let stopped = false;
  for (const island of outermostIslands(container)) {
    const name = island.getAttribute("data-island") ?? "";
    const load = Object.hasOwn(islands, name) ? islands[name] : undefined;
    if (!load) {
      console.warn(`sitec: no island named "${name}" is registered; it stays static`);
      continue;
    }
    // Read before anything is hydrated: the slots' HTML as the server wrote it.
    const data = JSON.parse(island.getAttribute("data-props") ?? "{}") as Record<string, JsonValue>;
    const slots = readSlots(island);
    load().then(
      (Component) => {
        if (stopped) return;
        const props = clientIslandProps(data, (n) => slots.get(n) ?? "", (slot) => startIslands(slot, runtime));
        // Ids of `useId` are unique on the page: each island's root has its own prefix, its place
        // among the page's islands.
        const place = [...document.querySelectorAll(ISLAND_TAG)].indexOf(island);
        const element = createElement(Component, props);
        roots.push(hydrateRoot(island, runtime ? createElement(IslandRuntime, { runtime }, element) : element, { identifierPrefix: `island${place}-` }));
      },
      // A chunk that did not load (offline, a new deployment): the island stays static HTML.
      (error: unknown) => console.warn(`sitec: the island "${name}" did not load`, error),
    );
  }
  return () => {
    stopped = true;
    const started = roots.splice(0);
    // After the work React is doing: Content stops islands from an effect's cleanup, and a
    // root may not unmount while another one commits.
    queueMicrotask(() => {
      for (const root of started) root.unmount();
    });
  };
}

