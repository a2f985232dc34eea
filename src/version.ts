/** The compiler's version (the site has its own, in package.json). */
export const SITEC_VERSION = "3.0.0";
