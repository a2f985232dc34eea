// Fetches and parses one search index file. Part of the main bundle, so that the search box can
// start it on focus: the JSON is then parsed as soon as it arrives, while the search chunk is
// still loading, instead of after it (the parse is the largest part of a first search).
import type { SearchIndexFile } from "../../src/shared/search.ts";

/** The parsed file, or undefined when the fetch fails, the status is not ok or the JSON is bad. */
export function readIndexFile(url: string): Promise<SearchIndexFile | undefined> {
  return fetch(url).then(
    (response) => (response.ok ? (response.json() as Promise<SearchIndexFile>).catch(() => undefined) : undefined),
    () => undefined,
  );
}
