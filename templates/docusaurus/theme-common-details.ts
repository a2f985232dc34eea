// `@docusaurus/theme-common/Details`: `{ Details }`, the theme's Details (`@theme/Details`), as
// components written for Docusaurus import it.
export { default as Details } from "@theme-original/Details";
