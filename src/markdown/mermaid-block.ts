// A ```mermaid block of a site with `markdown.mermaid`, as hast: the island the theme's
// `@theme/Mermaid` renders (templates/components/mdx/Mermaid.tsx), written here without React
// for Markdown and MDX files alike, as Docusaurus's remark plugin makes every such block its
// Mermaid component. The browser hydrates it and draws the diagram; the test holds this markup
// to React's render of the component.
import type { Element, ElementContent } from "hast";
import { MERMAID_CONTAINER_CLASS, MERMAID_ISLAND, MERMAID_SOURCE_CLASS } from "../shared/mermaid.ts";

const element = (tagName: string, properties: Element["properties"], children: ElementContent[]): Element => ({ type: "element", tagName, properties, children });

export function mermaidIsland(value: string): Element {
  const lines = value.split("\n").flatMap((line, n): ElementContent[] => [...(n > 0 ? [{ type: "text" as const, value: "\n" }] : []), element("span", { className: ["code-line"] }, [{ type: "text", value: line }])]);
  // The island's props as island-tree.ts writes them: a string prop is itself.
  return element("sitec-island", { dataIsland: MERMAID_ISLAND, dataProps: JSON.stringify({ value }) }, [
    element("div", { className: [MERMAID_CONTAINER_CLASS] }, [
      element("div", { className: ["code-block"], dataLanguage: "text" }, [element("pre", { className: ["code", MERMAID_SOURCE_CLASS], tabIndex: 0 }, [element("code", {}, lines)])]),
    ]),
  ]);
}
