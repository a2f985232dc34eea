// `@docusaurus/isInternalUrl`: whether a URL is a path of this site (no scheme, not `//host`).
export default function isInternalUrl(url?: string): boolean {
  return typeof url === "string" && !/^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}
