// The names a Mermaid diagram is written with, by the theme (templates/components/mdx/
// MermaidSource.tsx, through React) and by the Markdown pipeline (src/markdown/mermaid-block.ts,
// as hast): both write the same island, which the browser hydrates.

/** The island's name in the registry (src/bundle/islands-plugin.ts). */
export const MERMAID_ISLAND = "Mermaid";
/** Docusaurus's class of the diagram's box, which sites style. */
export const MERMAID_CONTAINER_CLASS = "docusaurus-mermaid-container";
/** The source shown until the diagram is drawn (and without JavaScript). */
export const MERMAID_SOURCE_CLASS = "mermaid-source";

/**
 * True when content HTML has a diagram. Mermaid draws with inline styles (a `<style>` in each SVG,
 * `style` attributes), which only the page's own Content-Security-Policy allows (src/server/csp.ts):
 * such a page is loaded in full, not by the client router (RouteData.fullLoad).
 */
export function drawsDiagrams(html: string): boolean {
  return html.includes(`data-island="${MERMAID_ISLAND}"`);
}
