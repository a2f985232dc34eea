// The `mermaid` package, which the theme's Mermaid island loads in the browser to draw the
// diagrams of a site with `markdown.mermaid`. It is the site's: a Docusaurus project has it
// beside its `@docusaurus/theme-mermaid`, and another site installs it (`npm install mermaid`).
// So it is looked for from the site's folder upwards first, then from the theme's (an install of
// sitec in the same project); a site without it is told so before esbuild starts.
import type { Plugin } from "esbuild";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { TEMPLATES_DIR } from "./templates-dir.ts";

/** The package's folder, found as Node finds a package from `from` (node_modules of it and of each folder above). */
export function findPackageFolder(name: string, from: string): string | undefined {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    const folder = join(dir, "node_modules", name);
    if (existsSync(join(folder, "package.json"))) return folder;
    if (dirname(dir) === dir) return undefined;
  }
}

/** The `mermaid` package's folder where the client bundle looks for it (see the header). */
export function mermaidFolder(siteDir: string, themeDir = TEMPLATES_DIR): string | undefined {
  return findPackageFolder("mermaid", siteDir) ?? findPackageFolder("mermaid", themeDir);
}

/**
 * Mermaid's own browser build, minified ES modules (Mermaid 10 and later): bundling it takes
 * esbuild a third of the time the package's sources and their dependencies (d3, dagre, …) take,
 * for the same chunks, each diagram type loaded when a page draws one.
 */
const BROWSER_BUILD = "dist/mermaid.esm.min.mjs";

/** Resolves `mermaid` to the package's browser build, the site's install first (else as esbuild does). */
export function mermaidPackagePlugin(siteDir: string): Plugin {
  return {
    name: "sitec-mermaid-package",
    setup(build) {
      build.onResolve({ filter: /^mermaid$/ }, async (args) => {
        if (args.pluginData === mermaidPackagePlugin) return undefined;
        const folder = mermaidFolder(siteDir);
        if (!folder) return undefined;
        if (existsSync(join(folder, BROWSER_BUILD))) return { path: join(folder, BROWSER_BUILD) };
        const found = await build.resolve(args.path, { kind: args.kind, resolveDir: dirname(dirname(folder)), importer: args.importer, pluginData: mermaidPackagePlugin });
        return found.errors.length ? undefined : { path: found.path, sideEffects: found.sideEffects };
      });
    },
  };
}
