// The search box's keys (SPEC §4): arrows move the active result, Enter opens it, Escape closes
// the panel, then clears the query, then leaves the box; Ctrl+K, ⌘K and `/` focus the box.
import { useEffect, type KeyboardEvent, type RefObject } from "react";

/** What the keys of the box act on. */
export interface SearchKeyTarget {
  /** The number of results in the list (0: none, or no list). */
  count: number;
  open: boolean;
  query: string;
  setOpen(open: boolean): void;
  /** Moves the active result by `step`, round the list. */
  moveActive(step: number): void;
  chooseActive(): void;
  clear(): void;
  leave(): void;
}

/** The box's keydown handler. */
export function onSearchKey(event: KeyboardEvent<HTMLInputElement>, target: SearchKeyTarget): void {
  const { count, open } = target;
  if (event.key === "ArrowDown" || event.key === "ArrowUp") {
    if (!count) return;
    event.preventDefault();
    if (!open) return target.setOpen(true);
    target.moveActive(event.key === "ArrowDown" ? 1 : -1);
  } else if (event.key === "Enter") {
    if (!open || !count) return;
    event.preventDefault();
    target.chooseActive();
  } else if (event.key === "Escape") {
    // Closes the panel, else clears the query, else leaves the box.
    event.preventDefault();
    if (open) target.setOpen(false);
    else if (target.query) target.clear();
    else target.leave();
  }
}

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}

/** Ctrl+K / ⌘K anywhere, and `/` when not typing elsewhere, focus the box. */
export function useFocusShortcuts(inputRef: RefObject<HTMLInputElement | null>): void {
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return;
      const shortcut = event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.shiftKey;
      const slash = event.key === "/" && !event.ctrlKey && !event.metaKey && !isTyping(event.target);
      if (!shortcut && !slash) return;
      event.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [inputRef]);
}
