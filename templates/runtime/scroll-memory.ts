// Remembers the scroll position of each history entry, so back and forward return the reader
// to where they were. Every entry the router creates carries a key in `history.state`; the
// position of the current entry is recorded on every scroll (the browser's own restoration
// is turned off) and also written into `history.state`, so it survives a full reload.

export interface EntryState {
  key: string;
  scrollY?: number;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

export interface ScrollMemory {
  /** Records the current position and adds a history entry for `href`. */
  push(href: string): void;
  /** Replaces the address of the current entry (canonical URL after `.html` normalisation). */
  replace(href: string): void;
  /** After back/forward: adopts the entry; returns its saved position, if any. */
  pop(state: unknown): number | undefined;
  /** The saved position of the entry the page was (re)loaded into, after a reload or back/forward. */
  initial(): number | undefined;
}

export function createScrollMemory(): ScrollMemory {
  history.scrollRestoration = "manual";
  const positions = new Map<string, number>();
  const loadedState = history.state as Partial<EntryState> | null;
  let key = typeof loadedState?.key === "string" ? loadedState.key : newKey();
  history.replaceState({ ...loadedState, key }, "");

  const save = () => history.replaceState({ ...(history.state as object | null), key, scrollY: window.scrollY }, "");
  window.addEventListener("scroll", () => positions.set(key, window.scrollY), { passive: true });
  window.addEventListener("pagehide", save);

  return {
    push(href) {
      save();
      key = newKey();
      history.pushState({ key } satisfies EntryState, "", href);
    },
    replace(href) {
      history.replaceState(history.state, "", href);
    },
    pop(state) {
      const entry = state as Partial<EntryState> | null;
      if (typeof entry?.key === "string") {
        key = entry.key;
        return positions.get(key) ?? entry.scrollY;
      }
      // An entry the browser made itself (a hash typed into the address bar).
      key = newKey();
      history.replaceState({ ...entry, key }, "");
      return undefined;
    },
    initial() {
      const type = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined)?.type;
      return type === "reload" || type === "back_forward" ? loadedState?.scrollY : undefined;
    },
  };
}
