// The search engine of the box: made on first use (focus, typing, a shortcut) from the search
// chunk and the index files, with the status the box shows meanwhile (SPEC §4: idle, loading,
// stalled after 300 ms).
import { useCallback, useRef, useState } from "react";
import type { SiteData } from "../../../src/shared/types.ts";
import type { SearchEngine } from "../../search/index.ts";
import { readIndexFile } from "../../search/read-index-file.ts";
import { loadSearchModule } from "./search-chunk.ts";

/** After this long loading, the status becomes `stalled` and a spinner shows. */
export const STALL_MS = 300;

export type SearchStatus = "idle" | "loading" | "stalled";

export function useSearchEngine(site: SiteData): { status: SearchStatus; getEngine: () => Promise<SearchEngine> } {
  const engine = useRef<Promise<SearchEngine> | null>(null);
  const [status, setStatus] = useState<SearchStatus>("idle");

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

  return { status, getEngine };
}
