// The search feature's lazy chunk: everything the search box needs once the reader uses it
// (lunr, the index files, query handling, marking) and the highlighter of the page a result
// opens. The navbar's SearchBar imports this module only dynamically.
export { createSearchEngine, type SearchEngine, type SearchResult } from "./engine.ts";
export { highlightPage, type HighlightArea } from "./highlight.ts";
export type { TextPart } from "./mark.ts";
