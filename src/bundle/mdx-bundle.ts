// One esbuild bundle of a build's MDX modules, for Node: each compiled module is a virtual module
// (namespace `sitec-mdx`, keyed by its file or excerpt key) whose imports resolve from its file's
// folder; `@site/…` is the site's folder, `@theme/Name` the theme's component (theme-import.ts),
// npm packages are found from the site's folder up, and React is the theme's (theme-packages.ts)
// so there is one React. The entry exports the modules, the components provided without import
// and the render function of templates/runtime/mdx-render.tsx.
import { build, type Metafile, type Plugin } from "esbuild";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { SiteError } from "../errors.ts";
import { PROVIDED_COMPONENTS } from "../markdown/mdx/mdx-components.ts";
import { TEMPLATES_DIR } from "./bundle.ts";
import { resolveThemeImport } from "./theme-import.ts";
import { themePackagesPlugin } from "./theme-packages.ts";
import { docusaurusModulesPlugin } from "./docusaurus-modules.ts";

export const MDX_NAMESPACE = "sitec-mdx";
const ENTRY = "sitec:mdx-entry";
const RENDER = join(TEMPLATES_DIR, "runtime", "mdx-render.tsx");

/** A compiled module: its key (file or excerpt key), its file and its code. */
export interface MdxModule {
  key: string;
  file: string;
  source: string;
  code: string;
}

export interface MdxBundle {
  code: string;
  metafile: Metafile;
}

/** What the bundle's code exports, once evaluated. */
export interface MdxBundleExports {
  pages: Record<string, { default: unknown }>;
  provided: Record<string, unknown>;
  renderMdxPage(content: unknown, provided: Record<string, unknown>, islandOf: (ref: ComponentRef) => string | undefined): string;
  ComponentError: new (...args: never[]) => Error & { component: string };
}

export interface ComponentRef {
  importer: string;
  specifier: string;
  exportName: string;
  name: string;
}

function mdxModulesPlugin(modules: MdxModule[], siteDir: string): Plugin {
  const byKey = new Map(modules.map((m) => [m.key, m]));
  return {
    name: "sitec-mdx-modules",
    setup(build) {
      build.onResolve({ filter: /^sitec:mdx-entry$/ }, () => ({ path: ENTRY, namespace: "sitec" }));
      build.onResolve({ filter: /^sitec:mdx-runtime$/ }, () => ({ path: RENDER }));
      build.onResolve({ filter: /^@site\// }, (args) => build.resolve("./" + args.path.slice("@site/".length), { kind: args.kind, resolveDir: siteDir, importer: args.importer }));
      build.onResolve({ filter: /^@theme\// }, (args) => {
        const file = resolveThemeImport(args.path.slice("@theme/".length));
        return file ? { path: file } : { errors: [{ text: `the theme has no component "${args.path}"` }] };
      });
      build.onLoad({ filter: /.*/, namespace: "sitec" }, () => {
        const lines = [`export { renderMdxPage, ComponentError } from ${JSON.stringify(RENDER)};`];
        for (const name of PROVIDED_COMPONENTS) lines.push(`import ${name} from ${JSON.stringify(resolveThemeImport(name))};`);
        lines.push(`export const provided = { ${PROVIDED_COMPONENTS.join(", ")} };`);
        modules.forEach((m, i) => lines.push(`import * as page${i} from ${JSON.stringify(`${MDX_NAMESPACE}:${m.key}`)};`));
        lines.push(`export const pages = { ${modules.map((m, i) => `${JSON.stringify(m.key)}: page${i}`).join(", ")} };`);
        return { contents: lines.join("\n"), loader: "js", resolveDir: siteDir };
      });
      build.onResolve({ filter: /^sitec-mdx:/ }, (args) => ({ path: args.path.slice(MDX_NAMESPACE.length + 1), namespace: MDX_NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: MDX_NAMESPACE }, (args) => {
        const module = byKey.get(args.path)!;
        return { contents: module.code, loader: "js", resolveDir: dirname(module.file) };
      });
    },
  };
}

/** Bundles the modules; an import that cannot be resolved is an error naming the file and line. */
export async function bundleMdx(modules: MdxModule[], siteDir: string): Promise<MdxBundle> {
  const result = await build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    platform: "node",
    format: "cjs",
    jsx: "automatic",
    metafile: true,
    logLevel: "silent",
    loader: { ".css": "empty" },
    define: { "process.env.NODE_ENV": '"production"' },
    plugins: [mdxModulesPlugin(modules, siteDir), themePackagesPlugin(TEMPLATES_DIR), docusaurusModulesPlugin(TEMPLATES_DIR)],
    nodePaths: [join(TEMPLATES_DIR, "..", "node_modules")],
    outfile: "mdx-bundle.js",
  }).catch((error: unknown) => {
    throw mdxBundleError(error, modules);
  });
  return { code: result.outputFiles[0]!.text, metafile: result.metafile };
}

/** esbuild's first error, placed in the MDX file (the line of the import it names) where it comes from one. */
function mdxBundleError(error: unknown, modules: MdxModule[]): SiteError {
  const first = (error as { errors?: { text: string; location?: { file: string; line: number; namespace?: string } | null }[] }).errors?.[0];
  if (!first) return new SiteError(`bundling the MDX pages failed: ${(error as Error).message}`, { cause: error });
  const location = first.location;
  const fromMdx = location && (location.namespace === MDX_NAMESPACE || location.file.startsWith(`${MDX_NAMESPACE}:`));
  if (fromMdx) {
    const key = location.file.replace(`${MDX_NAMESPACE}:`, "");
    const module = modules.find((m) => m.key === key);
    const specifier = /"([^"]+)"/.exec(first.text)?.[1];
    const at = specifier && module ? module.source.split("\n").findIndex((line) => line.includes(`"${specifier}"`) || line.includes(`'${specifier}'`)) : -1;
    return new SiteError(`${first.text.replace(/^Could not resolve/, "cannot resolve")}.`, {
      file: module?.file,
      line: at >= 0 ? at + 1 : undefined,
      hint: "Check the path: relative to the file, `@site/…` from the site's folder, `@theme/Name` for the theme's components, or an npm package installed beside the site.",
    });
  }
  return new SiteError(first.text, { file: location?.file, line: location?.line, hint: "Fix the component so that it compiles.", cause: error });
}

const requireNode = createRequire(import.meta.url);

/** Evaluates the bundle's code. */
export function loadMdxBundle(code: string): MdxBundleExports {
  const module = { exports: {} as unknown };
  const run = new Function("module", "exports", "require", `${code}\n//# sourceURL=sitec-mdx-bundle.js`);
  run(module, module.exports, requireNode);
  return module.exports as MdxBundleExports;
}
