// One esbuild bundle of a build's MDX modules, for Node: each compiled module is a virtual module
// (namespace `sitec-mdx`, keyed by its file or excerpt key) whose imports resolve from its file's
// folder; `@site/…` is the site's folder, `@theme/Name` the theme's component or the site's
// override of it (theme-resolver.ts, as in the theme's own bundles), npm packages are found from
// the site's folder up, and React is sitec's own (host-modules.ts, as for the server bundle) so
// there is one React; what else of React a package asks for is the theme's (theme-packages.ts).
// Prism is sitec's own (external), so that CodeBlock highlights with the grammars fenced code
// loaded. The entry exports the modules, the components provided without import, CodeBlock's
// grammar loader and the render function of templates/runtime/mdx-render.tsx.
import { build, type Metafile, type Plugin } from "esbuild";
import Prism from "prismjs";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { SiteError } from "../errors.ts";
import { TEMPLATES_DIR, THEME_API } from "./bundle.ts";
import { HOST_MODULES } from "./host-modules.ts";
import { evaluateBundle, IN_PROCESS_BUNDLE, requireWithHostModules } from "./in-process-bundle.ts";
import { DEFAULT_SITE_THEME, type SiteTheme } from "./site-theme.ts";
import { themePackagesPlugin } from "./theme-packages.ts";
import { themeResolverPlugin } from "./theme-resolver.ts";
import { jsWithTypesPlugin } from "./js-with-types.ts";
import { siteAliasPlugin } from "./site-alias-plugin.ts";
import { docusaurusModulesPlugin, missingDocusaurusExport } from "./docusaurus-modules.ts";
import { sassPlugin } from "./sass-plugin.ts";
import { ASSET_FILE_LOADERS, assetImportsPlugin } from "./asset-imports-plugin.ts";
import type { ContentAsset } from "../markdown/markdown-assets.ts";
import type { RouteData, SiteData } from "../shared/types.ts";

export const MDX_NAMESPACE = "sitec-mdx";
/**
 * Markdown and MDX files that pages import (`import Part from "./_part.mdx"`, as Docusaurus
 * allows): each compiled once per build (`compilePartial`), keyed by its file.
 */
export const PARTIAL_NAMESPACE = "sitec-mdx-partial";
const MARKDOWN_FILE = /\.mdx?$/;
const ENTRY = "sitec:mdx-entry";
const RENDER = join(TEMPLATES_DIR, "runtime", "mdx-render.tsx");
const HAST_CONTENT = join(TEMPLATES_DIR, "runtime", "hast-content.tsx");

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
  /** The files the pages and their components import for their URL, by source file (asset-imports-plugin.ts). */
  assets: Map<string, ContentAsset>;
}

/** What the bundle's code exports, once evaluated. */
export interface MdxBundleExports {
  /** Each page's module; one whose content has nothing to run gives it as hast (hast-module.ts). */
  pages: Record<string, { default: unknown; __sitecHast?: unknown; __sitecScope?: Record<string, unknown> }>;
  /** The content component of such a page (templates/runtime/hast-content.tsx). */
  hastContent(tree: unknown, scope: Record<string, unknown>): unknown;
  provided: Record<string, unknown>;
  /** The page's HTML, or the grammars its code blocks miss (load them, and render again). */
  renderMdxPage(content: unknown, provided: Record<string, unknown>, islandOf: (ref: ComponentRef) => string | undefined, runtime?: ContentRuntime): { html: string; missingGrammars: string[] };
  ComponentError: new (...args: never[]) => Error & { component: string };
  /** Loads the Prism grammars of these CodeBlock languages (templates/components/mdx/CodeBlock.tsx). */
  loadCodeBlockLanguages(languages: Iterable<string>): Promise<void>;
}

/** The page runtime an MDX page's components render in (templates/runtime/context.tsx's RuntimeState). */
export interface ContentRuntime {
  site: SiteData;
  route: RouteData;
  hydrated: boolean;
}

export interface ComponentRef {
  importer: string;
  specifier: string;
  exportName: string;
  name: string;
}

/** Compiles an imported Markdown file to an MDX module's code (its default export being its content). */
export type CompilePartial = (file: string) => Promise<string>;

/**
 * A compiled partial's module: its content (renamed) takes the components the page's content is
 * given (mdx-render.tsx's usePageComponents), as MDXProvider gives them in Docusaurus.
 */
export function partialModule(code: string): string {
  const renamed = code.replace(/^export default function MDXContent\(/m, "function MDXContent(");
  if (renamed === code) throw new Error("a compiled partial has no `export default function MDXContent(`");
  return [
    renamed,
    `import { usePageComponents as __sitecPageComponents } from "sitec:mdx-runtime";`,
    `export default function MDXPartial(props = {}) {`,
    `  return MDXContent({ ...props, components: { ...__sitecPageComponents(), ...props.components } });`,
    `}`,
  ].join("\n");
}

/**
 * The file an import of a Markdown file names: `@site/…` and `/…` (when no file of the disk has
 * that path, as Docusaurus's webpack roots have it) in the site folder, `./…` beside the importer.
 */
function partialPath(specifier: string, resolveDir: string, siteDir: string): string | undefined {
  if (specifier.startsWith("@site/")) return join(siteDir, specifier.slice("@site/".length));
  if (specifier.startsWith(".")) return resolve(resolveDir, specifier);
  if (specifier.startsWith("/")) return existsSync(specifier) ? specifier : join(siteDir, specifier);
  return undefined;
}

function mdxModulesPlugin(modules: MdxModule[], siteDir: string, compilePartial?: CompilePartial): Plugin {
  const byKey = new Map(modules.map((m) => [m.key, m]));
  return {
    name: "sitec-mdx-modules",
    setup(build) {
      build.onResolve({ filter: /^sitec:mdx-entry$/ }, () => ({ path: ENTRY, namespace: "sitec" }));
      build.onResolve({ filter: /^sitec:mdx-runtime$/ }, () => ({ path: RENDER }));
      if (compilePartial) {
        // A relative or `@site/` import of a Markdown file, from a page or from another partial.
        build.onResolve({ filter: MARKDOWN_FILE }, (args) => {
          if (args.namespace !== MDX_NAMESPACE && args.namespace !== PARTIAL_NAMESPACE) return undefined;
          const path = partialPath(args.path, args.resolveDir, siteDir);
          // A file that is not there: esbuild's own resolution fails, naming the importer's line.
          return path && existsSync(path) ? { path, namespace: PARTIAL_NAMESPACE } : undefined;
        });
        build.onLoad({ filter: /.*/, namespace: PARTIAL_NAMESPACE }, async (args) => ({ contents: partialModule(await compilePartial(args.path)), loader: "js", resolveDir: dirname(args.path), watchFiles: [args.path] }));
      }
      build.onLoad({ filter: /.*/, namespace: "sitec" }, () => {
        const lines = [`export { renderMdxPage, ComponentError } from ${JSON.stringify(RENDER)};`, `export { hastContent } from ${JSON.stringify(HAST_CONTENT)};`];
        // The default CodeBlock's loader: an override of CodeBlock need not export one.
        lines.push(`export { loadCodeBlockLanguages } from "@theme-original/CodeBlock";`);
        // The theme's MDXComponents, or the site's override of it (which may add components of its own).
        lines.push(`export { default as provided } from "@theme/MDXComponents";`);
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
export async function bundleMdx(modules: MdxModule[], siteDir: string, site: SiteTheme = DEFAULT_SITE_THEME, compilePartial?: CompilePartial): Promise<MdxBundle> {
  const assets = new Map<string, ContentAsset>();
  const result = await build({
    ...IN_PROCESS_BUNDLE,
    entryPoints: [ENTRY],
    metafile: true,
    // Docusaurus components are often JSX in .js files, as for the theme's bundles (bundle.ts).
    loader: { ...ASSET_FILE_LOADERS, ...IN_PROCESS_BUNDLE.loader, ".js": "jsx" },
    plugins: [jsWithTypesPlugin, assetImportsPlugin(site.baseUrl ?? "/", assets), mdxModulesPlugin(modules, siteDir, compilePartial), siteAliasPlugin(siteDir), themePackagesPlugin(TEMPLATES_DIR), themeResolverPlugin(TEMPLATES_DIR, site.overrides), docusaurusModulesPlugin(TEMPLATES_DIR), sassPlugin({ server: true, nodePaths: [join(TEMPLATES_DIR, "..", "node_modules"), join(siteDir, "node_modules")] })],
    // As the theme's bundles (bundle.ts): `sitec/theme` is the package's name, `@sitec/theme` the older one.
    alias: { "@sitec/theme": THEME_API, "sitec/theme": THEME_API },
    // React is sitec's own, as for the server bundle (host-modules.ts): one React, compiled with
    // sitec (and from its code cache), instead of a React DOM server bundled and evaluated again.
    external: ["prismjs", "prismjs/*", ...Object.keys(HOST_MODULES)],
    // The code is evaluated by `new Function`, where `import()` has no loader: grammars are `require`d.
    supported: { "dynamic-import": false },
    // sitec's own packages (React) first; then the site's, for docs the config keeps outside the
    // site folder (`docs.path: "../docs"`), whose imports do not pass the site's node_modules.
    nodePaths: [join(TEMPLATES_DIR, "..", "node_modules"), join(siteDir, "node_modules")],
    outfile: "mdx-bundle.js",
  }).catch((error: unknown) => {
    throw mdxBundleError(error, modules);
  });
  return { code: result.outputFiles[0]!.text, metafile: result.metafile, assets };
}

/** The page's module (its key) or an imported Markdown file (its path), with its source. */
function moduleOf(key: string, namespace: string, modules: MdxModule[]): { file: string; source: string } | undefined {
  return namespace === MDX_NAMESPACE ? modules.find((m) => m.key === key) : { file: key, source: readSource(key) };
}

/** esbuild's first error, placed in the MDX file (the line of the import it names) where it comes from one. */
function mdxBundleError(error: unknown, modules: MdxModule[]): SiteError {
  const first = (error as { errors?: { text: string; detail?: unknown; location?: { file: string; line: number; namespace?: string } | null }[] }).errors?.[0];
  if (!first) return new SiteError(`bundling the MDX pages failed: ${(error as Error).message}`, { cause: error });
  // An imported Markdown file that failed to compile: its own error, naming it.
  if (first.detail instanceof SiteError) return first.detail;
  const location = first.location;
  const advice = typeof first.detail === "string" ? first.detail : undefined;
  const namespace = [MDX_NAMESPACE, PARTIAL_NAMESPACE].find((ns) => location && (location.namespace === ns || location.file.startsWith(`${ns}:`)));
  // In an MDX page or an imported Markdown file: that file, at the line of the import of `specifier`.
  const module = location && namespace ? moduleOf(location.file.replace(`${namespace}:`, ""), namespace, modules) : undefined;
  const inModule = (text: string) => {
    const specifier = /"([^"]+)"/.exec(text)?.[1];
    const at = specifier && module ? module.source.split("\n").findIndex((line) => line.includes(`"${specifier}"`) || line.includes(`'${specifier}'`)) : -1;
    return { file: module?.file, line: at >= 0 ? at + 1 : undefined };
  };
  const missing = missingDocusaurusExport(first.text);
  if (missing) return new SiteError(missing.text, { ...(namespace ? inModule(missing.text) : { file: location?.file, line: location?.line }), hint: missing.detail, cause: error });
  if (namespace) {
    const text = first.text.replace(/^Could not resolve/, "cannot resolve");
    return new SiteError(text.endsWith(".") ? text : `${text}.`, {
      ...inModule(first.text),
      // A plugin's advice (docusaurus-modules.ts) says what to do; otherwise the general hint.
      hint: advice ?? "Check the path: relative to the file, `@site/…` from the site's folder, `@theme/Name` for the theme's components, or an npm package installed beside the site.",
    });
  }
  return new SiteError(first.text, { file: location?.file, line: location?.line, hint: advice ?? "Fix the component so that it compiles.", cause: error });
}

function readSource(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

/**
 * The bundle's `require`: Prism is the instance fenced code is highlighted with (highlight.ts),
 * never a second one. In the CLI's bundle that instance is bundled, and requiring the package
 * from node_modules made another, which took over the `Prism` global that Prism's language
 * files register on: a language loaded later went to the other instance, and one that extends
 * another (tsx extends jsx) failed ("Cannot set properties of undefined").
 */
const requireForBundle = (id: string): unknown => (id === "prismjs" ? Prism : requireWithHostModules(id));

/** Evaluates the bundle's code. */
export function loadMdxBundle(code: string): MdxBundleExports {
  return evaluateBundle<MdxBundleExports>(code, "sitec-mdx-bundle.js", requireForBundle);
}
