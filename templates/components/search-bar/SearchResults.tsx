// The search box's panel: the results (page title, section, snippet, matched words marked) as
// a listbox whose options link to the result, or the no-results message.
import type { MouseEvent, RefObject } from "react";
import type { SearchResult, TextPart } from "../../search/index.ts";
import { resultHref } from "./search-chunk.ts";

function Parts({ parts }: { parts: TextPart[] }) {
  return (
    <>
      {parts.map((part, i) => (part.marked ? <mark key={i}>{part.text}</mark> : part.text))}
    </>
  );
}

export interface SearchResultsProps {
  results: SearchResult[];
  active: number;
  listId: string;
  listRef: RefObject<HTMLUListElement | null>;
  optionId: (index: number) => string;
  setActive: (index: number) => void;
  onResultClick: (event: MouseEvent<HTMLAnchorElement>, result: SearchResult) => void;
}

export function SearchResults({ results, active, listId, listRef, optionId, setActive, onResultClick }: SearchResultsProps) {
  return (
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
                  {result.version !== undefined && <span className="search-result-version"> · {result.version}</span>}
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
  );
}
