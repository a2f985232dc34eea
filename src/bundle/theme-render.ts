// A server render of the theme's own components, for MDX pages written without compiling them
// (markdown/mdx/tabs-shapes.ts, markdown/mdx/hast-pages.ts): the entry (in templates/runtime/)
// bundled by esbuild with the theme's default components, then evaluated in sitec's process.
// React is not in the bundle: like the server bundle's, it is sitec's own (host-modules.ts), so
// the bundle is the theme's few components only, quick to make and to evaluate (bundling a
// React DOM server of its own was most of the time a build with Tabs spent on these renders).
// Pages that use a component the site overrides never come here.
import { build } from "esbuild";
import { basename, join } from "node:path";
import { TEMPLATES_DIR } from "./bundle.ts";
import { HOST_MODULES } from "./host-modules.ts";
import { evaluateBundle, IN_PROCESS_BUNDLE, requireWithHostModules } from "./in-process-bundle.ts";
import { themeResolverPlugin } from "./theme-resolver.ts";

/** The entry's name without its extension: the bundle's file name. */
const entryName = (entry: string) => basename(entry).replace(/\.tsx?$/, "");

/** The bundle of `templates/runtime/<entry>`: its code, and the files it was made of (esbuild's metafile). */
export async function bundleThemeRender(entry: string): Promise<{ code: string; inputs: string[] }> {
  const result = await build({
    ...IN_PROCESS_BUNDLE,
    entryPoints: [join(TEMPLATES_DIR, "runtime", entry)],
    external: Object.keys(HOST_MODULES),
    plugins: [themeResolverPlugin(TEMPLATES_DIR, {})],
    nodePaths: [join(TEMPLATES_DIR, "..", "node_modules")],
    metafile: true,
    outfile: `${entryName(entry)}.js`,
  });
  return { code: result.outputFiles[0]!.text, inputs: Object.keys(result.metafile.inputs) };
}

/** Bundles and evaluates `templates/runtime/<entry>`, giving its exports. */
export async function loadThemeRender<T>(entry: string): Promise<T> {
  const { code } = await bundleThemeRender(entry);
  return evaluateBundle<T>(code, `sitec-${entryName(entry)}.js`, requireWithHostModules);
}
