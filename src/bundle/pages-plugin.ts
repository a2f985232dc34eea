// The `sitec:pages` module: imports every site/pages/*.tsx, keyed by file name.
import type { Plugin } from "esbuild";
import { basename } from "node:path";

export function pagesPlugin(pageFiles: string[]): Plugin {
  return {
    name: "sitec-pages",
    setup(build) {
      build.onResolve({ filter: /^sitec:pages$/ }, () => ({ path: "sitec:pages", namespace: "sitec" }));
      build.onLoad({ filter: /.*/, namespace: "sitec" }, () => {
        const lines = pageFiles.map((file, i) => `import * as page${i} from ${JSON.stringify(file)};`);
        const entries = pageFiles.map((file, i) => `${JSON.stringify(basename(file).replace(/\.[jt]sx?$/, ""))}: page${i}`);
        return {
          contents: `${lines.join("\n")}\nexport const pages = { ${entries.join(", ")} };\n`,
          loader: "js",
          resolveDir: process.cwd(),
        };
      });
    },
  };
}
