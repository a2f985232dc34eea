// An esbuild plugin: `url(/img/x.png)` in the CSS of pages and the site is a file of the site's
// static/ folder, served at that path; it is left as written, as Docusaurus leaves it, instead of
// being looked for on the disk (where `/img` is no folder of the site).
import type { Plugin } from "esbuild";

export const rootUrlsPlugin: Plugin = {
  name: "sitec-root-urls",
  setup(b) {
    b.onResolve({ filter: /^\/[^/]/ }, (args) => (args.kind === "url-token" ? { path: args.path, external: true } : undefined));
  },
};
