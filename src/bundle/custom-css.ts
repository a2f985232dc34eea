// The site's own CSS (the config's `customCss`) in the client bundle. The theme's entry imports
// `sitec:custom-css` after its own stylesheets; this plugin makes that module import the site's
// files in the config's order, so their rules come last in the bundled CSS and win.
import type { Plugin } from "esbuild";

export const CUSTOM_CSS_MODULE = "sitec:custom-css";

/** esbuild plugin of the `sitec:custom-css` module; `files` are absolute paths. */
export function customCssPlugin(files: string[]): Plugin {
  return {
    name: "sitec-custom-css",
    setup(build) {
      build.onResolve({ filter: /^sitec:custom-css$/ }, () => ({ path: CUSTOM_CSS_MODULE, namespace: "sitec-custom-css" }));
      build.onLoad({ filter: /.*/, namespace: "sitec-custom-css" }, () => ({
        contents: files.map((file) => `import ${JSON.stringify(file)};`).join("\n"),
        loader: "js",
        resolveDir: "/",
      }));
    },
  };
}
