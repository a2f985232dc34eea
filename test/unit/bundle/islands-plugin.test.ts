// The `sitec:islands` registry (src/bundle/islands-plugin.ts): one lazily imported chunk per
// island, the theme's always there, a site's island of the same name in its place; and the
// server bundle leaves the islands runtime out.
import { build, type Plugin } from "esbuild";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { TEMPLATES_DIR } from "../../../src/bundle/bundle.ts";
import { islandsModuleSource, islandsPlugin, serverIslandsPlugin, themeIslands } from "../../../src/bundle/islands-plugin.ts";
import { themePackagesPlugin } from "../../../src/bundle/theme-packages.ts";

describe("the islands registry", () => {
  it("loads each island by a dynamic import of its module, a later module of a name replacing an earlier one", () => {
    const source = islandsModuleSource([
      { name: "Tabs", file: "/theme/Tabs.tsx", exportName: "default" },
      { name: "Counter", file: "/site/Counter.tsx", exportName: "Counter" },
      { name: "Tabs", file: "/site/MyTabs.tsx", exportName: "default" },
    ]);
    expect(source).toBe(
      'export const islands = {\n  "Tabs": () => import("/site/MyTabs.tsx").then((m) => m["default"]),\n  "Counter": () => import("/site/Counter.tsx").then((m) => m["Counter"]),\n};\n',
    );
  });

  it("puts the Tabs island in a chunk of its own, apart from the entry", async () => {
    const result = await build({
      stdin: { contents: 'import { islands } from "sitec:islands"; export const load = () => islands.Tabs();', resolveDir: TEMPLATES_DIR, loader: "ts" },
      bundle: true,
      format: "esm",
      splitting: true,
      outdir: "/out",
      write: false,
      jsx: "automatic",
      logLevel: "silent",
      metafile: true,
      plugins: [themePackagesPlugin(TEMPLATES_DIR), islandsPlugin(themeIslands(TEMPLATES_DIR))],
    });
    const tabsFile = join(TEMPLATES_DIR, "components/mdx/TabsIsland.tsx");
    const holders = Object.entries(result.metafile.outputs).filter(([, o]) => Object.keys(o.inputs).some((input) => join(process.cwd(), input) === tabsFile));
    expect(holders).toHaveLength(1);
    expect(holders[0]![1].entryPoint).not.toBe("<stdin>");
  });

  it("is not in the server bundle: the islands runtime (and React's client renderer) stays out of it", async () => {
    const bundle = (plugins: Plugin[]) =>
      build({
        stdin: { contents: 'export const start = () => import("./runtime/islands.ts");', resolveDir: TEMPLATES_DIR, loader: "ts" },
        bundle: true,
        format: "cjs",
        platform: "node",
        write: false,
        logLevel: "silent",
        plugins,
      });
    const without = await bundle([serverIslandsPlugin()]);
    expect(without.outputFiles[0]!.text).not.toContain("hydrateRoot");
    const withRuntime = await bundle([themePackagesPlugin(TEMPLATES_DIR), islandsPlugin(themeIslands(TEMPLATES_DIR))]);
    expect(withRuntime.outputFiles[0]!.text).toContain("hydrateRoot");
  });
});
