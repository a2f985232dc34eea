// The `sitec:islands` module of the client bundle: the registry of island components by name,
// each behind a dynamic `import()` so that it is a chunk of its own, loaded only by a page that
// has that island (templates/runtime/islands.ts). The client bundle always registers the
// theme's islands (`themeIslands`) before a site's.
import type { Plugin } from "esbuild";
import { dirname, join } from "node:path";
import { MERMAID_ISLAND } from "../shared/mermaid.ts";

export interface IslandModule {
  /** The name the server writes in `data-island` (renderIsland's first argument). */
  name: string;
  /** The module's absolute path. */
  file: string;
  /** The component's export: "default" or a named export. */
  exportName: string;
}

/** The theme's own islands, in the theme's folder; Mermaid's on a site with `markdown.mermaid` (it needs the `mermaid` package). */
export function themeIslands(templatesDir: string, { mermaid = false }: { mermaid?: boolean } = {}): IslandModule[] {
  return [
    { name: "Tabs", file: join(templatesDir, "components/mdx/TabsIsland.tsx"), exportName: "default" },
    ...(mermaid ? [{ name: MERMAID_ISLAND, file: join(templatesDir, "components/mdx/MermaidIsland.tsx"), exportName: "default" }] : []),
  ];
}

/** The registry's source: one loader per island, later modules of a name replacing earlier ones. */
export function islandsModuleSource(modules: readonly IslandModule[]): string {
  const byName = new Map(modules.map((m) => [m.name, m]));
  const entries = [...byName.values()].map(
    ({ name, file, exportName }) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(file)}).then((m) => m[${JSON.stringify(exportName)}]),`,
  );
  return `export const islands = {\n${entries.join("\n")}\n};\n`;
}

/** Serves `sitec:islands` with `modules` (a later module of a name replaces an earlier one). */
export function islandsPlugin(modules: readonly IslandModule[]): Plugin {
  return {
    name: "sitec-islands",
    setup(build) {
      build.onResolve({ filter: /^sitec:islands$/ }, () => ({ path: "sitec:islands", namespace: "sitec-islands" }));
      build.onLoad({ filter: /.*/, namespace: "sitec-islands" }, () => ({
        contents: islandsModuleSource(modules),
        loader: "js",
        resolveDir: modules[0] ? dirname(modules[0].file) : process.cwd(),
      }));
    },
  };
}

/**
 * For the server bundle: the islands runtime (which Content loads in the browser, and which
 * brings React's client renderer) is left out; the server never starts islands.
 */
export function serverIslandsPlugin(): Plugin {
  return {
    name: "sitec-islands-server",
    setup(build) {
      build.onResolve({ filter: /\/runtime\/islands\.ts$/ }, (args) => ({ path: args.path, external: true }));
    },
  };
}
