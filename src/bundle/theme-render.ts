// A server render of the theme's own components, for MDX pages written without compiling them
// (markdown/mdx/tabs-shapes.ts, markdown/mdx/hast-pages.ts): the entry (in templates/runtime/)
// bundled by esbuild with the theme's default components and its React in the production build
// (in-process-bundle.ts, as the MDX pages' bundle), then evaluated in sitec's process. Pages
// that use a component the site overrides never come here.
import { build } from "esbuild";
import { basename, join } from "node:path";
import { TEMPLATES_DIR } from "./bundle.ts";
import { evaluateBundle, IN_PROCESS_BUNDLE } from "./in-process-bundle.ts";
import { themePackagesPlugin } from "./theme-packages.ts";
import { themeResolverPlugin } from "./theme-resolver.ts";

/** Bundles and evaluates `templates/runtime/<entry>`, giving its exports. */
export async function loadThemeRender<T>(entry: string): Promise<T> {
  const name = basename(entry).replace(/\.tsx?$/, "");
  const result = await build({
    ...IN_PROCESS_BUNDLE,
    entryPoints: [join(TEMPLATES_DIR, "runtime", entry)],
    plugins: [themePackagesPlugin(TEMPLATES_DIR), themeResolverPlugin(TEMPLATES_DIR, {})],
    nodePaths: [join(TEMPLATES_DIR, "..", "node_modules")],
    outfile: `${name}.js`,
  });
  // Only Node's own modules are left to require (React DOM's server renderer asks for some).
  return evaluateBundle<T>(result.outputFiles[0]!.text, `sitec-${name}.js`);
}
