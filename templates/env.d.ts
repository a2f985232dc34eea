// Modules that exist only at bundle time.
declare module "sitec:pages" {
  import type { ComponentType } from "react";
  /** The site's pages (site/pages/) by id: the path below pages/ without extension (src/content/site-pages.ts). */
  export const pages: Record<string, { default?: ComponentType; title?: string; description?: string }>;
}

declare module "sitec:islands" {
  import type { ComponentType } from "react";
  /** Island components by name, each loaded as a chunk of its own (src/bundle/islands-plugin.ts). */
  export const islands: Record<string, () => Promise<ComponentType<any>>>;
}
/** CSS modules of pages and components: class name → the name in the bundled CSS. */
declare module "*.module.css" {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module "*.module.scss" {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module "*.module.sass" {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** The site's customCss files (src/bundle/custom-css.ts). */
declare module "sitec:custom-css" {}
