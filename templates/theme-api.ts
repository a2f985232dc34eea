// What the site's own pages (site/pages/*.tsx) may import as `@sitec/theme`.
export { useSite } from "./runtime/context.tsx";
export { useBaseUrl } from "./runtime/base-url.ts";
export { lazyPart } from "./runtime/lazy.tsx";
