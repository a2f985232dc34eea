// The `sitec:islands` module of the client bundle: the registry of island components by name,
// each behind a dynamic `import()` so that it is a chunk of its own, loaded only by a page that
// has that island (templates/runtime/islands.ts). The theme's islands are always in it.
import type { Plugin } from "esbuild";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export interface IslandModule {
  /** The name the server writes in `data-island` (renderIsland's first argument). */
  name: string;
  /** The module's absolute path. */
  file: string;
  /** The component's export: "default" or a named export. */
  exportName: string;
}

const TEMPLATES_DIR = fileURLToPath(new URL("../../templates/", import.meta.url));

/** The theme's own islands. */
export const THEME_ISLANDS: readonly IslandModule[] = [{ name: "Tabs", file: join(TEMPLATES_DIR, "components/mdx/TabsIsland.tsx"), exportName: "default" }];

/** The registry's source: one loader per island, later modules of a name replacing earlier ones. */
export function islandsModuleSource(modules: readonly IslandModule[]): string {
  const byName = new Map(modules.map((m) => [m.name, m]));
  const entries = [...byName.values()].map(
    ({ name, file, exportName }) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(file)}).then((m) => m[${JSON.stringify(exportName)}]),`,
  );
  return `export const islands = {\n${entries.join("\n")}\n};\n`;
}

/** Serves `sitec:islands` with the theme's islands and `modules` (a site's). */
export function islandsPlugin(modules: readonly IslandModule[]): Plugin {
  return {
    name: "sitec-islands",
    setup(build) {
      build.onResolve({ filter: /^sitec:islands$/ }, () => ({ path: "sitec:islands", namespace: "sitec-islands" }));
      build.onLoad({ filter: /.*/, namespace: "sitec-islands" }, () => ({
        contents: islandsModuleSource([...THEME_ISLANDS, ...modules]),
        loader: "js",
        resolveDir: TEMPLATES_DIR,
      }));
    },
  };
}
