// The packages the theme is built on (React and React DOM) are resolved from the theme's own
// folder, whoever imports them. esbuild resolves a bare import from the importing file's folder
// upwards: a site's page in a project with a node_modules of its own got that project's React
// (jsx-runtime for its JSX), and the client bundle held two Reacts, one of them not sitec's.
// `nodePaths` (bundle.ts) only helps where nothing is found on the way up.
//
// Each resolution is asked of esbuild once per import path and kind in a bundle, not once per
// importing file: it depends on neither (the folder is the theme's), and every request is a
// round trip between esbuild's process and this busy main thread (75 imports, 10 distinct).
import type { OnResolveResult, Plugin } from "esbuild";

const THEME_PACKAGES = /^(react|react-dom)(\/.*)?$/;

export function themePackagesPlugin(templatesDir: string): Plugin {
  return {
    name: "sitec-theme-packages",
    setup(build) {
      const resolved = new Map<string, Promise<OnResolveResult>>();
      build.onResolve({ filter: THEME_PACKAGES }, (args) => {
        // Already resolved from the theme's folder (below): esbuild's own resolution, with the
        // package's exports and conditions as for the theme's own imports.
        if (args.pluginData === themePackagesPlugin) return undefined;
        const key = `${args.kind} ${args.path}`;
        let result = resolved.get(key);
        if (!result) {
          result = build.resolve(args.path, { kind: args.kind, resolveDir: templatesDir, importer: args.importer, pluginData: themePackagesPlugin }).then((found) =>
            found.errors.length ? { errors: found.errors } : { path: found.path, external: found.external, namespace: found.namespace, sideEffects: found.sideEffects },
          );
          resolved.set(key, result);
        }
        return result;
      });
    },
  };
}
