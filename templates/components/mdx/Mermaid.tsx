// `<Mermaid value="…">` (`@theme/Mermaid`, Docusaurus's props), and every ```mermaid block of a
// site with `markdown.mermaid`: an island. The server writes the diagram's source
// (MermaidSource); in the browser MermaidIsland draws it with the `mermaid` package, in the
// colour mode's theme. Runs on the server only: it never loads `mermaid`.
import type { ReactElement } from "react";
import { renderIsland } from "../../runtime/island-server.tsx";
import { MERMAID_ISLAND } from "../../../src/shared/mermaid.ts";
import MermaidSource, { type MermaidProps } from "./MermaidSource.tsx";

export type { MermaidProps };

export default function Mermaid({ value }: MermaidProps): ReactElement {
  return renderIsland(MERMAID_ISLAND, MermaidSource, { value });
}
