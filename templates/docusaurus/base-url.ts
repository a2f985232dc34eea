// Docusaurus's base-URL rules, shared by `@docusaurus/useBaseUrl` and `@docusaurus/Link`: a site
// path gets the base URL unless it has it already (`<Link to={useBaseUrl("/x")}>` adds it once);
// URLs with a scheme, protocol-relative URLs and fragments stay as they are.
export interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}

const NOT_A_SITE_PATH = /^([a-z][a-z0-9+.-]*:|\/\/|#)/i;

export function addBaseUrl(site: { url: string; baseUrl: string }, url: string, options: BaseUrlOptions = {}): string {
  if (!url || NOT_A_SITE_PATH.test(url)) return url;
  const { baseUrl } = site;
  if (options.forcePrependBaseUrl) return baseUrl + url.replace(/^\//, "");
  if (url === baseUrl || url.startsWith(baseUrl)) return options.absolute ? site.url.replace(/\/$/, "") + url : url;
  const path = baseUrl + url.replace(/^\//, "");
  return options.absolute ? site.url.replace(/\/$/, "") + path : path;
}
