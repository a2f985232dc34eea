/** The compiler's version: the package's too (package.json; test/unit/package-manifest.test.ts holds them equal). */
export const SITEC_VERSION = "3.0.0";

/** The generator named in every page's <meta name="generator"> and in the feeds. */
export const GENERATOR = `sitec ${SITEC_VERSION}`;
