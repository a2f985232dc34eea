// `<Tabs>` as pages use it (`@theme/Tabs`, Docusaurus's props): an island. The server renders
// it into the page with every panel readable; in the browser TabsIsland takes over (tablist,
// keyboard, groups, query string). This module runs on the server only: it is the island's
// static wrapper (@sitec-static), so MDX pages render it in place and it makes the island.
import type { ReactElement } from "react";
import { renderIsland } from "../../runtime/island-server.tsx";
import TabsIsland, { type TabsProps } from "./TabsIsland.tsx";

export type { TabsProps };

export default function Tabs(props: TabsProps): ReactElement {
  return renderIsland("Tabs", TabsIsland, props);
}
