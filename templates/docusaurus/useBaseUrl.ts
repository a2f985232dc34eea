// `@docusaurus/useBaseUrl`: a site path with the site's base URL (see base-url.ts), and
// `useBaseUrlUtils()` for code that adds it to several URLs.
import { useSite } from "../runtime/context.tsx";
import { addBaseUrl, type BaseUrlOptions } from "./base-url.ts";

export default function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return addBaseUrl(useSite(), url, options);
}

export function useBaseUrlUtils(): { withBaseUrl: (url: string, options?: BaseUrlOptions) => string } {
  const site = useSite();
  return { withBaseUrl: (url, options) => addBaseUrl(site, url, options) };
}
