import { withBase } from "../../src/shared/paths.ts";
import { useSite } from "./context.tsx";

/** Prefixes a site path (`/docs/x`, `/img/logo.svg`) with the site's base URL. */
export function useBaseUrl(path: string): string {
  return withBase(useSite().baseUrl, path);
}
