// esbuild bundles of the theme: the server bundle (imported at build time to render) and the
// client bundle (hydration), with content-hashed file names.
import { build, type BuildOptions, type Metafile } from "esbuild";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { join, relative, resolve } from "node:path";
import { SiteError } from "../errors.ts";
import { TEMPLATES_DIR } from "./templates-dir.ts";
import { mermaidPackagePlugin } from "./mermaid-package.ts";
import { HOST_MODULES } from "./host-modules.ts";
import { evaluateBundle, requireWithHostModules } from "./in-process-bundle.ts";
import type { IndexCard, PageData, PieceMarks } from "../shared/types.ts";
import { islandsPlugin, serverIslandsPlugin, themeIslands, type IslandModule } from "./islands-plugin.ts";
import { rootUrlsPlugin } from "./root-urls-plugin.ts";
import { siteAliasPlugin } from "./site-alias-plugin.ts";
import { pagesPlugin } from "./pages-plugin.ts";
import type { SitePage } from "../content/site-pages.ts";
import { themePackagesPlugin } from "./theme-packages.ts";
import { themeResolverPlugin } from "./theme-resolver.ts";
import { jsWithTypesPlugin } from "./js-with-types.ts";
import { customCssPlugin } from "./custom-css.ts";
import { docusaurusModulesPlugin, missingDocusaurusExport } from "./docusaurus-modules.ts";
import { sassPlugin } from "./sass-plugin.ts";
import { DEFAULT_SITE_THEME, type SiteTheme } from "./site-theme.ts";
import { ASSET_FILE_LOADERS, ASSET_NAMESPACES, assetImportsPlugin } from "./asset-imports-plugin.ts";
import { MARKDOWN_IMPORT_NAMESPACE, markdownImportsPlugin } from "./markdown-imports-plugin.ts";
import type { ContentAsset } from "../markdown/markdown-assets.ts";

export { TEMPLATES_DIR };
export const THEME_API = join(TEMPLATES_DIR, "theme-api.ts");

export interface ServerBundle {
  /** See templates/server.tsx: one per build of the pages; `shareParts: false` renders in place; `marks` leaves marks of shared pieces. */
  pageRenderer(options?: { shareParts?: boolean; marks?: PieceMarks }): (data: unknown) => string;
  pageModules(): Record<string, { hasDefault: boolean; title?: string; description?: string }>;
  /** See templates/server.tsx: what a React page sets with `@docusaurus/Head` or `@theme/Layout`. */
  pageHead(data: PageData): { title?: string; description?: string; redirect?: string; ownMain: boolean; missingGrammars: string[] };
  /** See templates/server.tsx: loads the Prism grammars pageHead found missing. */
  loadCodeBlockLanguages(languages: Iterable<string>): Promise<void>;
  /** See templates/server.tsx: the cards of a `@theme/DocCardList`. */
  renderIndexCards(cards: IndexCard[], className?: string): string;
}

export interface ClientAssets {
  /** Paths relative to the output folder, e.g. `assets/client-3F2A.js`. */
  js: string;
  css?: string;
  files: { path: string; contents: Uint8Array }[];
  /** True when the site's code in it reads the plugins' global data (`@docusaurus/useGlobalData`): pages then carry it. */
  readsGlobalData?: true;
}

/** The module every reader of the global data imports (the docs plugin's client hooks too). */
const GLOBAL_DATA_MODULE = join(TEMPLATES_DIR, "docusaurus", "useGlobalData.ts");

/** CSS modules: esbuild's `local-css` files (`.module.css`) and Sass ones (sass-plugin.ts). */
const CSS_MODULE = /\.module\.(css|s[ac]ss)$/;

const NODE_PATHS = [join(TEMPLATES_DIR, "..", "node_modules")];

/** `assets` collects the files the pages and components import for their URL (asset-imports-plugin.ts). */
function common(pages: readonly SitePage[], site: SiteTheme, target: "server" | "client", assets = new Map<string, ContentAsset>()): BuildOptions {
  return {
    bundle: true,
    jsx: "automatic",
    logLevel: "silent",
    // Docusaurus pages and components are often JSX in .js files; JSX parsing leaves other JavaScript as it is.
    loader: { ".js": "jsx" },
    plugins: [
      jsWithTypesPlugin,
      assetImportsPlugin(site.baseUrl ?? "/", assets),
      markdownImportsPlugin({ baseUrl: site.baseUrl ?? "/", trailingSlash: site.trailingSlash }),
      pagesPlugin(pages),
      ...(site.siteDir ? [siteAliasPlugin(site.siteDir)] : []),
      themePackagesPlugin(TEMPLATES_DIR),
      themeResolverPlugin(TEMPLATES_DIR, site.overrides),
      docusaurusModulesPlugin(TEMPLATES_DIR),
      sassPlugin({ server: target === "server", nodePaths: NODE_PATHS }),
      customCssPlugin(site.customCss),
      rootUrlsPlugin,
    ],
    // `sitec/theme` is the name in the package's exports; `@sitec/theme` the older one.
    alias: { "@sitec/theme": THEME_API, "sitec/theme": THEME_API },
    // Site pages may live anywhere (tests build copies in /tmp): resolve React from sitec's own packages.
    nodePaths: NODE_PATHS,
  };
}

function bundleError(error: unknown): SiteError {
  const first = (error as { errors?: { text: string; detail?: unknown; location?: { file: string; line: number } }[] }).errors?.[0];
  const missing = first && missingDocusaurusExport(first.text);
  if (first && missing) return new SiteError(missing.text, { file: first.location?.file, line: first.location?.line, hint: missing.detail });
  if (first) {
    return new SiteError(first.text, {
      file: first.location?.file,
      line: first.location?.line,
      // A plugin's advice (docusaurus-modules.ts) says what to do; otherwise the general hint.
      hint: typeof first.detail === "string" ? first.detail : "Fix the page or template so that it compiles.",
    });
  }
  return new SiteError(`bundling failed: ${(error as Error).message}`, { cause: error });
}

/** Bundles templates/server.tsx with the site's pages for Node and evaluates it. */
export async function buildServerBundle(pages: readonly SitePage[], site: SiteTheme = DEFAULT_SITE_THEME): Promise<ServerBundle> {
  return loadServerBundle(await bundleServerCode(pages, undefined, site));
}

/** The files a bundle was made of (absolute paths; esbuild's virtual modules left out). */
export type InputsListener = (files: string[]) => void;

/** Namespaces of plugins whose modules are files of the site (an imported image, SVG or Markdown file). */
const FILE_NAMESPACES = [...ASSET_NAMESPACES, MARKDOWN_IMPORT_NAMESPACE];

/** A metafile input as its file: `sitec-asset:/site/img/x.png` is `/site/img/x.png`. */
function withoutFileNamespace(input: string): string {
  const namespace = FILE_NAMESPACES.find((ns) => input.startsWith(`${ns}:`));
  return namespace ? input.slice(namespace.length + 1) : input;
}

function inputFiles(metafile: Metafile): string[] {
  return Object.keys(metafile.inputs)
    .map((input) => withoutFileNamespace(input))
    .filter((input) => !/^[\w-]+:/.test(input))
    .map((input) => resolve(input));
}

/**
 * The server bundle's code (esbuild works in its own process, beside this thread): a CommonJS
 * script with everything but Node's modules and sitec's host modules in it.
 */
export async function bundleServerCode(pages: readonly SitePage[], onInputs?: InputsListener, site: SiteTheme = DEFAULT_SITE_THEME): Promise<string> {
  const base = common(pages, site, "server");
  const result = await build({
    ...base,
    plugins: [...base.plugins!, serverIslandsPlugin()],
    entryPoints: [join(TEMPLATES_DIR, "server.tsx")],
    platform: "node",
    format: "cjs",
    write: false,
    // Prism is sitec's own, as for the MDX bundle: a Prism evaluated with the bundle would make
    // itself the process's global `Prism`, on which the Markdown phase's grammars (and the
    // grammars CodeBlock loads here) would then register, leaving sitec's own Prism without them.
    external: ["prismjs", "prismjs/*", ...Object.keys(HOST_MODULES)],
    // The code is evaluated by `new Function`, where `import()` has no loader: grammars are `require`d.
    supported: { "dynamic-import": false },
    // CSS modules are read for their class names: the files their url()s name need a loader too.
    loader: { ...base.loader, ...ASSET_FILE_LOADERS, ".css": "empty" },
    define: { "process.env.NODE_ENV": '"production"' },
    metafile: true,
    // Never written (write: false): CSS modules need an output path to give their class names.
    outdir: join(TEMPLATES_DIR, "..", "server-bundle"),
  }).catch((e: unknown) => {
    throw bundleError(e);
  });
  onInputs?.(inputFiles(result.metafile));
  return result.outputFiles.find((file) => file.path.endsWith(".js"))!.text;
}

/** Evaluates the server bundle's code; each call gives a fresh module (watch mode reloads it). */
export async function loadServerBundle(code: string): Promise<ServerBundle> {
  // The name shows in stack traces of errors thrown while rendering.
  return evaluateBundle<ServerBundle>(code, "sitec-server-bundle.js", requireWithHostModules);
}

/**
 * Bundles templates/client.tsx for the browser: minified ESM with hashed names. `islandModules`
 * are the site's island components (the theme's own are always there), one chunk each.
 */
export async function buildClientBundle(
  pages: readonly SitePage[],
  options: { minify: boolean; outDir: string; site?: SiteTheme; islandModules?: readonly IslandModule[] },
  onInputs?: InputsListener,
): Promise<ClientAssets> {
  const assetsDir = join(options.outDir, "assets");
  const imported = new Map<string, ContentAsset>();
  const site = options.site ?? DEFAULT_SITE_THEME;
  const base = common(pages, site, "client", imported);
  const mermaid = site.mermaid && site.siteDir ? [mermaidPackagePlugin(site.siteDir)] : [];
  const bundle = (minify: BuildOptions) => build({
    ...base,
    ...minify,
    plugins: [...base.plugins!, ...mermaid, islandsPlugin([...themeIslands(TEMPLATES_DIR, { mermaid: site.mermaid }), ...(options.islandModules ?? [])])],
    entryPoints: { client: join(TEMPLATES_DIR, "client.tsx") },
    platform: "browser",
    format: "esm",
    splitting: true,
    target: ["es2020"],
    write: false,
    metafile: true,
    outdir: assetsDir,
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    assetNames: "[name]-[hash]",
    define: { "process.env.NODE_ENV": '"production"' },
    legalComments: "none",
    // Files a stylesheet's url() names beside it, copied beside the stylesheet (JavaScript's imports of them are URLs: asset-imports-plugin.ts).
    loader: { ...base.loader, ...ASSET_FILE_LOADERS },
  }).catch((e: unknown) => {
    throw bundleError(e);
  });
  let result = await bundle({ minify: options.minify });
  // Minified identifiers include a CSS module's class names, which would then differ from the
  // server bundle's (not minified): a site with CSS modules gets its bundle again without them.
  if (options.minify && Object.keys(result.metafile.inputs).some((input) => CSS_MODULE.test(input))) {
    result = await bundle({ minifyWhitespace: true, minifySyntax: true });
  }
  const inputs = inputFiles(result.metafile);
  onInputs?.(inputs);
  const entry = findEntry(result.metafile, assetsDir);
  const copies = await Promise.all([...imported.values()].map(async (asset) => ({ path: asset.output, contents: await readFile(asset.file) })));
  return {
    js: entry.js,
    css: entry.css,
    files: [...result.outputFiles.map((f) => ({ path: relative(options.outDir, f.path), contents: f.contents })), ...copies],
    ...(inputs.includes(GLOBAL_DATA_MODULE) ? { readsGlobalData: true as const } : {}),
  };
}

/** The client entry's script and stylesheet, relative to the output folder. */
export function findEntry(metafile: Metafile, assetsDir: string): { js: string; css?: string } {
  // esbuild gives dynamically imported chunks (islands, grammars) an entryPoint too: the entry is client.tsx's.
  const client = join(TEMPLATES_DIR, "client.tsx");
  for (const [path, output] of Object.entries(metafile.outputs)) {
    if (output.entryPoint && path.endsWith(".js") && resolve(process.cwd(), output.entryPoint) === client) {
      const rel = (p: string) => relative(join(assetsDir, ".."), join(process.cwd(), p)).replace(/\\/g, "/");
      return { js: rel(path), css: output.cssBundle ? rel(output.cssBundle) : undefined };
    }
  }
  throw new Error("the client bundle has no entry output");
}
