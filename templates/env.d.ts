// Modules that exist only at bundle time.
declare module "sitec:pages" {
  import type { ComponentType } from "react";
  /** The site's pages (site/pages/*.tsx) by file name without extension. */
  export const pages: Record<string, { default?: ComponentType; title?: string; description?: string }>;
}

declare module "sitec:islands" {
  import type { ComponentType } from "react";
  /** Island components by name, each loaded as a chunk of its own (src/bundle/islands-plugin.ts). */
  export const islands: Record<string, () => Promise<ComponentType<any>>>;
}
/** The site's customCss files (src/bundle/custom-css.ts). */
declare module "sitec:custom-css" {}
