// `@docusaurus/BrowserOnly`: its `children` function is called only once the page has hydrated
// (it may use `window` and `document`); until then, and in the built HTML, `fallback` shows.
// The function is called as a component of its own: hooks it calls (`useColorMode()` right in
// it, as components written for Docusaurus do) are that component's, which mounts once the page
// has hydrated, instead of hooks BrowserOnly would call only from its second render on (React's
// "Rendered more hooks than during the previous render").
import type { ReactNode } from "react";
import { useHydratedAnywhere } from "../runtime/context.tsx";

function BrowserOnlyChildren({ render }: { render: () => ReactNode }) {
  return <>{render()}</>;
}

export default function BrowserOnly({ children, fallback }: { children: () => ReactNode; fallback?: ReactNode }) {
  return useHydratedAnywhere() ? <BrowserOnlyChildren render={children} /> : <>{fallback ?? null}</>;
}
