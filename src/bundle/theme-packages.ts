// The packages the theme is built on (React and React DOM) are resolved from the theme's own
// folder, whoever imports them. esbuild resolves a bare import from the importing file's folder
// upwards: a site's page in a project with a node_modules of its own got that project's React
// (jsx-runtime for its JSX), and the client bundle held two Reacts, one of them not sitec's.
// `nodePaths` (bundle.ts) only helps where nothing is found on the way up.
import type { Plugin } from "esbuild";

const THEME_PACKAGES = /^(react|react-dom)(\/.*)?$/;

export function themePackagesPlugin(templatesDir: string): Plugin {
  return {
    name: "sitec-theme-packages",
    setup(build) {
      build.onResolve({ filter: THEME_PACKAGES }, async (args) => {
        // Already resolved from the theme's folder (below): esbuild's own resolution, with the
        // package's exports and conditions as for the theme's own imports.
        if (args.pluginData === themePackagesPlugin) return undefined;
        const result = await build.resolve(args.path, { kind: args.kind, resolveDir: templatesDir, importer: args.importer, pluginData: themePackagesPlugin });
        if (result.errors.length) return { errors: result.errors };
        return { path: result.path, external: result.external, namespace: result.namespace, sideEffects: result.sideEffects };
      });
    },
  };
}
