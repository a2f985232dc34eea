// `@docusaurus/useIsBrowser`: false while rendering the built HTML and hydrating, true after.
import { useHydratedAnywhere } from "../runtime/context.tsx";

export default function useIsBrowser(): boolean {
  return useHydratedAnywhere();
}
