// `@docusaurus/useIsBrowser`: false while rendering the built HTML and hydrating, true after.
import { useHydrated } from "../runtime/context.tsx";

export default function useIsBrowser(): boolean {
  return useHydrated();
}
