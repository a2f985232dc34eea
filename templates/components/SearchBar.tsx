// The navbar's search box (SPEC §4, §5, §7). Only this shell ships with every page: lunr,
// the engine and the index files load when the reader first uses the box (focus, typing or
// a shortcut), in a chunk of their own; the same chunk highlights terms on a result's page.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { flushSync } from "react-dom";
import type { RouteKind } from "../../src/shared/types.ts";
import { useRuntime } from "../runtime/context.tsx";
import type { SearchEngine, SearchResult, TextPart } from "../search/index.ts";
import { readIndexFile } from "../search/read-index-file.ts";
import "../styles/search.css";

export const SEARCH_MAX_LENGTH = 512;
/** After this long loading, the status becomes `stalled` and a spinner shows. */
export const STALL_MS = 300;
/** Query parameter with the terms to highlight on the page a result opens. */
export const HIGHLIGHT_PARAM = "_highlight";
const MAX_HIGHLIGHT_TERMS = 10;

export type SearchStatus = "idle" | "loading" | "stalled";
type SearchModule = typeof import("../search/index.ts");

let searchModule: Promise<SearchModule> | undefined;
function loadSearchModule(): Promise<SearchModule> {
  if (!searchModule) {
    searchModule = import("../search/index.ts");
    // A chunk that failed to load may be retried on the next keystroke.
    searchModule.catch(() => (searchModule = undefined));
  }
  return searchModule;
}

let highlightRun = 0;
/** Marks `terms` in the article of docs and posts, else in main (no terms: removes old marks). */
function highlight(terms: string[], kind: RouteKind): void {
  const run = ++highlightRun;
  const area = kind === "doc" || kind === "blog-post" ? "article" : "main";
  loadSearchModule().then(
    (m) => m.highlightPage(terms, area, () => run === highlightRun),
    () => undefined,
  );
}

function termsInUrl(): string[] {
  return new URLSearchParams(window.location.search).getAll(HIGHLIGHT_PARAM).filter(Boolean).slice(0, MAX_HIGHLIGHT_TERMS);
}

/** The result's URL with the terms to highlight: `/docs/x?_highlight=nmap#usage`. */
export function resultHref(sectionRoute: string, terms: string[]): string {
  const hashAt = sectionRoute.indexOf("#");
  const path = hashAt < 0 ? sectionRoute : sectionRoute.slice(0, hashAt);
  const hash = hashAt < 0 ? "" : sectionRoute.slice(hashAt);
  const params = new URLSearchParams();
  for (const term of terms.slice(0, MAX_HIGHLIGHT_TERMS)) params.append(HIGHLIGHT_PARAM, term);
  const query = params.toString();
  return path + (query ? "?" + query : "") + hash;
}

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}

function Parts({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : part.text))}
    </>
  );
}

export function SearchBar() {
  const { site, route } = useRuntime();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const engine = useRef<Promise<SearchEngine> | null>(null);
  const latest = useRef(0);
  const highlighted = useRef(false);
  const scrollToActive = useRef(false);
  const [query, setQuery] = useState("");
  const [status, setStatus] = useState<SearchStatus>("idle");
  const [results, setResults] = useState<SearchResult[] | null>(null);
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);

  const getEngine = useCallback((): Promise<SearchEngine> => {
    if (!engine.current) {
      setStatus("loading");
      const stall = setTimeout(() => setStatus((s) => (s === "loading" ? "stalled" : s)), STALL_MS);
      const { baseUrl, search } = site;
      // The index files download and are parsed while the search chunk loads, not after it.
      const files = search.indexes.map((name) => readIndexFile(baseUrl + name));
      const pending = loadSearchModule().then((m) => m.createSearchEngine(baseUrl, search.indexes, search.maxSearchResults, files));
      engine.current = pending;
      pending
        .catch(() => (engine.current = null))
        .finally(() => {
          clearTimeout(stall);
          setStatus("idle");
        });
    }
    return engine.current;
  }, [site]);

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

  const clear = () => {
    latest.current++;
    setQuery("");
    setResults(null);
    setOpen(false);
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
    latest.current++;
    setQuery("");
    setResults(null);
    setOpen(false);
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
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!count) return;
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      scrollToActive.current = true;
      setActive((a) => (a + step + count) % count);
    } else if (event.key === "Enter") {
      if (!open || !count) return;
      event.preventDefault();
      choose(active);
    } else if (event.key === "Escape") {
      // Closes the panel, else clears the query, else leaves the box.
      event.preventDefault();
      if (open) setOpen(false);
      else if (query) clear();
      else inputRef.current?.blur();
    }
  };

  // Ctrl+K / ⌘K anywhere, and `/` when not typing elsewhere, focus the box.
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
  }, []);

  // A new page: close the panel, and highlight the terms its URL carries (or remove old marks).
  useEffect(() => {
    setOpen(false);
    const terms = termsInUrl();
    if (!terms.length && !highlighted.current) return;
    highlighted.current = terms.length > 0;
    highlight(terms, route.props.kind);
  }, [route]);

  // Keep the result chosen with the arrow keys in view (only then: it forces a layout).
  useEffect(() => {
    if (!scrollToActive.current) return;
    scrollToActive.current = false;
    listRef.current?.querySelectorAll("a")[active]?.scrollIntoView({ block: "nearest" });
  }, [active]);

  const optionId = (i: number) => `${listId}-${i}`;
  const hasResults = open && !!results?.length;
  return (
    <div
      role="search"
      className={`search-bar${open ? " search-open" : ""}`}
      data-status={status}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <div className="search-field">
        {/* Not a Tab stop: Enter in the box does the same. */}
        <button type="button" className="search-submit" aria-label="Submit" title="Submit" tabIndex={-1} onMouseDown={(e) => e.preventDefault()} onClick={submit}>
          <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" aria-hidden="true">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
        </button>
        <input
          ref={inputRef}
          type="search"
          className="search-input"
          placeholder="Search..."
          aria-label="Search"
          maxLength={SEARCH_MAX_LENGTH}
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-controls={hasResults ? listId : undefined}
          aria-activedescendant={hasResults ? optionId(active) : undefined}
          aria-busy={status !== "idle"}
          value={query}
          onChange={(e) => {
            const text = e.target.value.slice(0, SEARCH_MAX_LENGTH);
            setQuery(text);
            runSearch(text);
          }}
          onFocus={() => {
            void getEngine().catch(() => undefined);
            if (results && query.trim()) setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        {status === "stalled" && <span className="search-spinner" role="status" aria-label="Loading search" />}
        {query && (
          <button type="button" className="search-clear" aria-label="Clear" title="Clear" onClick={clear}>
            ×
          </button>
        )}
      </div>
      <button type="button" className="search-cancel" onClick={cancel}>
        Cancel
      </button>
      {open && results && (
        // Clicks in the panel must not take the focus from the input (that would close it).
        <div className="search-panel" onMouseDown={(e) => e.preventDefault()}>
          {results.length ? (
            <ul ref={listRef} id={listId} role="listbox" aria-label="Search results" className="search-results">
              {results.map((result, i) => (
                <li key={i + result.document.sectionRoute} role="none">
                  <a
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === active}
                    className={`search-result${i === active ? " search-result-active" : ""}`}
                    href={resultHref(result.document.sectionRoute, result.terms)}
                    tabIndex={-1}
                    onMouseMove={() => i !== active && setActive(i)}
                    onClick={(e) => onResultClick(e, result)}
                  >
                    <span className="search-result-page">
                      <Parts parts={result.parts.pageTitle} />
                    </span>
                    {result.document.sectionTitle && (
                      <span className="search-result-section">
                        <Parts parts={result.parts.sectionTitle} />
                      </span>
                    )}
                    {result.document.content && (
                      <span className="search-result-snippet">
                        <Parts parts={result.parts.content} />
                      </span>
                    )}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="search-empty" role="status">
              No results found.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
