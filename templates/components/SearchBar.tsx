// The navbar's search box (SPEC §4, §5, §7). Only this shell ships with every page: lunr,
// the engine and the index files load when the reader first uses the box (focus, typing or
// a shortcut), in a chunk of their own; the same chunk highlights terms on a result's page.
// Its state and keys are in search-bar/use-search-box.ts, its result list in
// search-bar/SearchResults.tsx.
import { SearchResults } from "./search-bar/SearchResults.tsx";
import { useSearchBox } from "./search-bar/use-search-box.ts";
import "../styles/search.css";

export const SEARCH_MAX_LENGTH = 512;

export function SearchBar() {
  const box = useSearchBox();
  const { listId, inputRef, listRef, query, setQuery, status, getEngine, results, active, setActive, open, setOpen } = box;
  const { runSearch, clear, submit, cancel, onResultClick, onKeyDown } = box;

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
        <SearchResults results={results} active={active} listId={listId} listRef={listRef} optionId={optionId} setActive={setActive} onResultClick={onResultClick} />
      )}
    </div>
  );
}

export default SearchBar;
