// The `sitec:pages` module: imports every page of site/pages/, keyed by its id (site-pages.ts).
import type { Plugin } from "esbuild";
import type { SitePage } from "../content/site-pages.ts";

export function pagesPlugin(pages: readonly SitePage[]): Plugin {
  return {
    name: "sitec-pages",
    setup(build) {
      build.onResolve({ filter: /^sitec:pages$/ }, () => ({ path: "sitec:pages", namespace: "sitec" }));
      build.onLoad({ filter: /.*/, namespace: "sitec" }, () => {
        const lines = pages.map((page, i) => `import * as page${i} from ${JSON.stringify(page.file)};`);
        const entries = pages.map((page, i) => `${JSON.stringify(page.id)}: page${i}`);
        return {
          contents: `${lines.join("\n")}\nexport const pages = { ${entries.join(", ")} };\n`,
          loader: "js",
          resolveDir: process.cwd(),
        };
      });
    },
  };
}
