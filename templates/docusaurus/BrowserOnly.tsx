// `@docusaurus/BrowserOnly`: its `children` function is called only once the page has hydrated
// (it may use `window` and `document`); until then, and in the built HTML, `fallback` shows.
import type { ReactNode } from "react";
import { useHydratedAnywhere } from "../runtime/context.tsx";

export default function BrowserOnly({ children, fallback }: { children: () => ReactNode; fallback?: ReactNode }) {
  return <>{useHydratedAnywhere() ? children() : (fallback ?? null)}</>;
}
