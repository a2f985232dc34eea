// Sass stylesheets (`.scss`, `.sass`) of a site's pages and components, for sites that used
// docusaurus-plugin-sass: compiled with the `sass` package, which is loaded only when a site has
// such a file. `*.module.scss` is a CSS module as `*.module.css` is (esbuild's `local-css`): its
// class names are the same in the server and the client bundle. In the server bundle, where no
// CSS is written, a global stylesheet is empty.
import type { Plugin } from "esbuild";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

const SASS_FILE = /\.s[ac]ss$/;
const MODULE_FILE = /\.module\.s[ac]ss$/;

export function sassPlugin(options: { server: boolean; nodePaths: string[] }): Plugin {
  return {
    name: "sitec-sass",
    setup(build) {
      build.onLoad({ filter: SASS_FILE }, async (args) => {
        const isModule = MODULE_FILE.test(args.path);
        if (options.server && !isModule) return { contents: "", loader: "empty" };
        const sass = await import("sass");
        try {
          const result = await sass.compileAsync(args.path, {
            loadPaths: [dirname(args.path), ...options.nodePaths],
            style: "expanded",
            // Sass's own notices (deprecations of its syntax) would go to the terminal past sitec's log.
            logger: { warn: () => undefined, debug: () => undefined },
          });
          return {
            contents: result.css,
            loader: isModule ? "local-css" : "css",
            resolveDir: dirname(args.path),
            watchFiles: result.loadedUrls.filter((url) => url.protocol === "file:").map((url) => fileURLToPath(url)),
          };
        } catch (error) {
          const span = (error as { span?: { url?: URL; start: { line: number; column: number } } }).span;
          return {
            errors: [
              {
                text: `Sass: ${(error as { sassMessage?: string }).sassMessage ?? (error as Error).message}`,
                location: span ? { file: span.url ? fileURLToPath(span.url) : args.path, line: span.start.line + 1, column: span.start.column } : { file: args.path },
                detail: "Fix the stylesheet so that it compiles.",
              },
            ],
          };
        }
      });
    },
  };
}
