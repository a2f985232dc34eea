// The search box's state (SPEC §4): the query, the results of the latest search, the active
// result and whether the panel is open, with what the box's controls do to them.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type RefObject } from "react";
import { flushSync } from "react-dom";
import type { RouteData } from "../../../src/shared/types.ts";
import { useRuntime } from "../../runtime/context.tsx";
import type { SearchResult } from "../../search/index.ts";
import { highlight, termsInUrl } from "./search-chunk.ts";
import { useSearchEngine } from "./use-search-engine.ts";
import { useFollowedVersion } from "../preferred-version.ts";
import { onSearchKey, useFocusShortcuts } from "./use-search-keys.ts";

/** A new page: close the panel, and highlight the terms its URL carries (or remove old marks). */
function useRouteHighlight(route: RouteData, setOpen: (open: boolean) => void): void {
  const highlighted = useRef(false);
  useEffect(() => {
    setOpen(false);
    const terms = termsInUrl();
    if (!terms.length && !highlighted.current) return;
    highlighted.current = terms.length > 0;
    highlight(terms, route.props.kind);
  }, [route]);
}

/**
 * Keeps the result chosen with the arrow keys in view (only then: it forces a layout). Call the
 * returned function before such a move.
 */
function useScrollToActive(listRef: RefObject<HTMLUListElement | null>, active: number): () => void {
  const scrollToActive = useRef(false);
  useEffect(() => {
    if (!scrollToActive.current) return;
    scrollToActive.current = false;
    listRef.current?.querySelectorAll("a")[active]?.scrollIntoView({ block: "nearest" });
  }, [active]);
  return () => (scrollToActive.current = true);
}

export function useSearchBox() {
  const { site, route } = useRuntime();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const latest = useRef(0);
  const { status, getEngine } = useSearchEngine(site, useFollowedVersion());
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<SearchResult[] | null>(null);
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);

  const runSearch = (text: string) => {
    const ticket = ++latest.current;
    if (!text.trim()) {
      setResults(null);
      setOpen(false);
      return;
    }
    getEngine().then(
      (e) => {
        if (ticket !== latest.current) return;
        const found = e.search(text);
        // Shown in this task: as a plain update React would render it in a task of its own,
        // after whatever the browser queued meanwhile (the first search's index parsing).
        flushSync(() => {
          setResults(found);
          setActive(0);
          setOpen(true);
        });
      },
      () => undefined,
    );
  };

  /** Ends the search: no query, no results, no panel. */
  const reset = () => {
    latest.current++;
    setQuery("");
    setResults(null);
    setOpen(false);
  };

  const clear = () => {
    reset();
    inputRef.current?.focus();
  };

  const choose = (index: number) => listRef.current?.querySelectorAll("a")[index]?.click();

  // Submit opens the active result (as Enter does), or searches again.
  const submit = () => {
    if (open && results?.length) return choose(active);
    inputRef.current?.focus();
    runSearch(query);
  };

  // Cancel (on small screens) ends the search: no query, no panel, no focus.
  const cancel = (event: MouseEvent<HTMLButtonElement>) => {
    reset();
    inputRef.current?.blur();
    event.currentTarget.blur();
  };

  // The router turns the result's link into client-side navigation; here the box closes.
  const onResultClick = (event: MouseEvent<HTMLAnchorElement>, result: SearchResult) => {
    setOpen(false);
    inputRef.current?.blur();
    const target = new URL(event.currentTarget.href);
    // Same page: the route does not change, so highlight here.
    if (target.pathname === window.location.pathname) highlight(result.terms, route.props.kind);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results?.length ?? 0;
    onSearchKey(event, {
      count,
      open,
      query,
      setOpen,
      moveActive: (step) => {
        willScroll();
        setActive((a) => (a + step + count) % count);
      },
      chooseActive: () => choose(active),
      clear,
      leave: () => inputRef.current?.blur(),
    });
  };

  useFocusShortcuts(inputRef);
  useRouteHighlight(route, setOpen);
  const willScroll = useScrollToActive(listRef, active);

  return { listId, inputRef, listRef, query, setQuery, status, getEngine, results, active, setActive, open, setOpen, runSearch, clear, submit, cancel, onResultClick, onKeyDown };
}
