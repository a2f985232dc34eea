// Docusaurus with `future.experimental_faster` parses a site's .js and .jsx files as TypeScript
// (SWC), so components written for it may hold type annotations in a .jsx file. Here a site file
// (outside node_modules) that does not parse as JSX but parses as TSX is read as TSX; every other
// .js or .jsx file is JSX, as before. Only files JSX fails on change reading, so no file that
// built before builds differently.
import { readFile } from "node:fs/promises";
import { transform, type Plugin } from "esbuild";

/** True when esbuild parses `source` with `loader` (its errors are what the real build reports). */
async function parses(source: string, loader: "jsx" | "tsx"): Promise<boolean> {
  try {
    await transform(source, { loader, logLevel: "silent", jsx: "preserve" });
    return true;
  } catch {
    return false;
  }
}

/** esbuild plugin: the site's .js and .jsx files as JSX, or as TSX when only that parses them. */
export const jsWithTypesPlugin: Plugin = {
  name: "sitec-js-with-types",
  setup(build) {
    build.onLoad({ filter: /\.jsx?$/ }, async (args) => {
      if (args.namespace !== "file" || /[\\/]node_modules[\\/]/.test(args.path)) return undefined;
      const contents = await readFile(args.path, "utf8");
      const loader = (await parses(contents, "jsx")) || !(await parses(contents, "tsx")) ? "jsx" : "tsx";
      return { contents, loader };
    });
  },
};
