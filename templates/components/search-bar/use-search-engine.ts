// The search engine of the box: made on first use (focus, typing, a shortcut) from the search
// chunk and the index files, with the status the box shows meanwhile (SPEC §4: idle, loading,
// stalled after 300 ms).
import { useCallback, useRef, useState } from "react";
import { DOCS_INDEX_PREFIX, searchIndexFileName } from "../../../src/shared/search.ts";
import type { SiteData } from "../../../src/shared/types.ts";
import type { SearchEngine } from "../../search/index.ts";
import { readIndexFile } from "../../search/read-index-file.ts";
import { loadSearchModule } from "./search-chunk.ts";

/** After this long loading, the status becomes `stalled` and a spinner shows. */
export const STALL_MS = 300;

export type SearchStatus = "idle" | "loading" | "stalled";

/**
 * The index files a search reads, and the version label its docs results show: every file on a
 * site without docs versions; on one with versions, the docs index of `version` (the version
 * being read or preferred, else the last) beside the blog's and pages'.
 */
export function searchedIndexes(site: SiteData, version?: string): { files: string[]; versionLabel?: string } {
  if (!site.docsVersions) return { files: site.search.indexes };
  const chosen = site.docsVersions.find((v) => v.name === version) ?? site.docsVersions.find((v) => v.isLast) ?? site.docsVersions[0]!;
  const docsFile = searchIndexFileName(DOCS_INDEX_PREFIX + chosen.name);
  const isDocs = (name: string) => name.startsWith(searchIndexFileName(DOCS_INDEX_PREFIX).replace(/\.json$/, ""));
  return { files: site.search.indexes.filter((name) => !isDocs(name) || name === docsFile), versionLabel: chosen.label };
}

export function useSearchEngine(site: SiteData, version?: string): { status: SearchStatus; getEngine: () => Promise<SearchEngine> } {
  const engine = useRef<Promise<SearchEngine> | null>(null);
  const engineVersion = useRef<string | undefined>(undefined);
  const [status, setStatus] = useState<SearchStatus>("idle");

  const getEngine = useCallback((): Promise<SearchEngine> => {
    // A reader who moved to another docs version searches that one.
    if (engineVersion.current !== version) engine.current = null;
    if (!engine.current) {
      engineVersion.current = version;
      setStatus("loading");
      const stall = setTimeout(() => setStatus((s) => (s === "loading" ? "stalled" : s)), STALL_MS);
      const { baseUrl, search } = site;
      const searched = searchedIndexes(site, version);
      // The index files download and are parsed while the search chunk loads, not after it.
      const files = searched.files.map((name) => readIndexFile(baseUrl + name));
      const pending = loadSearchModule().then((m) => m.createSearchEngine(baseUrl, searched.files, search.maxSearchResults, files, searched.versionLabel));
      engine.current = pending;
      pending
        .catch(() => (engine.current = null))
        .finally(() => {
          clearTimeout(stall);
          setStatus("idle");
        });
    }
    return engine.current;
  }, [site, version]);

  return { status, getEngine };
}
