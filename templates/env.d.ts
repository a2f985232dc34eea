// Modules that exist only at bundle time.
declare module "sitec:pages" {
  import type { ComponentType } from "react";
  /** The site's pages (site/pages/*.tsx) by file name without extension. */
  export const pages: Record<string, { default?: ComponentType; title?: string; description?: string }>;
}

/** The site's customCss files (src/bundle/custom-css.ts). */
declare module "sitec:custom-css" {}
