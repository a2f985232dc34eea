// An esbuild plugin for bundles of sitec's own sources (the Markdown worker): each module keeps
// its own `import.meta.url`, as it has when it runs unbundled, so that it finds the theme, the
// config entry and the cache folder relative to itself, not to the bundle. (bin/cli-bundle.js,
// which cannot import TypeScript, has the same plugin for the CLI's bundle.)
import type { Plugin } from "esbuild";
import { readFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";

/** Spelled in parts: this module is bundled too, and its own text must not be replaced. */
const MODULE_URL = ["imp", "ort.meta.url"].join("");

export const keepModuleUrls: Plugin = {
  name: "keep-module-urls",
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => ({
      contents: (await readFile(args.path, "utf8")).replaceAll(MODULE_URL, JSON.stringify(pathToFileURL(args.path).href)),
      loader: args.path.endsWith(".tsx") ? "tsx" : "ts",
    }));
  },
};
