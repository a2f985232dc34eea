// Files that pages, components and MDX import from JavaScript, as Docusaurus's webpack loaders
// give them: an image or another file is its URL (`import shot from "./shot.png"`,
// `require("./shot.png").default`), an SVG is a React component (SVGR:
// `import Logo from "@site/static/img/logo.svg"`, `require("./x.svg").default`), and
// `!!raw-loader!./file` is the file's text (a CodeBlock's source), `!!yaml-loader!./file.yml` its
// data (the yaml-loader package's default export). An imported file is copied
// into the output with a content hash in its name, as the Markdown's own files are
// (markdown-assets.ts): the bundle that imports it reports it in `assets`, and its writer copies it.
// A stylesheet's `url()` is none of these: the client bundle's `file` loader copies those.
import type { ImportKind, Plugin } from "esbuild";
import { readFile } from "node:fs/promises";
import { dirname } from "node:path";
import { assetOutput, contentHash, type ContentAsset } from "../markdown/markdown-assets.ts";
import { svgComponentModule } from "./svg-component.ts";
import { parse as parseYaml, YAMLParseError } from "yaml";

/** The files Docusaurus's webpack loaders give as a URL (and SVG, as a component): images, fonts, media and documents. */
export const ASSET_EXTENSIONS = ["png", "jpg", "jpeg", "gif", "webp", "avif", "ico", "bmp", "tif", "tiff", "svg", "woff", "woff2", "ttf", "otf", "eot", "mp4", "webm", "ogv", "ogg", "oga", "mp3", "m4a", "aac", "wav", "flac", "pdf", "doc", "docx", "xls", "xlsx", "zip", "rar"];
/** esbuild's `file` loader for each of them: what a stylesheet's url() names is copied beside it (a bundle that writes no CSS copies nothing). */
export const ASSET_FILE_LOADERS: Record<string, "file"> = Object.fromEntries(ASSET_EXTENSIONS.map((ext) => [`.${ext}`, "file"]));
const ASSET = new RegExp(`\\.(${ASSET_EXTENSIONS.join("|")})$`, "i");
const RAW_LOADER = /^!!?raw-loader!/;
const YAML_LOADER = /^!!?yaml-loader!/;
const JS_KINDS = new Set(["import-statement", "require-call", "dynamic-import"]);

export const ASSET_NAMESPACE = "sitec-asset";
const SVG_NAMESPACE = "sitec-svg";
const RAW_NAMESPACE = "sitec-raw";
const YAML_NAMESPACE = "sitec-yaml";
/** The namespaces of this plugin's modules, whose paths are files of the site. */
export const ASSET_NAMESPACES = [ASSET_NAMESPACE, SVG_NAMESPACE, RAW_NAMESPACE, YAML_NAMESPACE];

/**
 * The plugin. `assets` collects the files imported for their URL, by source file; `baseUrl` is
 * put before their output path. It must come first among a bundle's plugins, so that it sees
 * `@site/` imports before the site alias resolves them.
 */
export function assetImportsPlugin(baseUrl: string, assets: Map<string, ContentAsset>): Plugin {
  return {
    name: "sitec-asset-imports",
    setup(build) {
      const resolveFile = async (path: string, args: { kind: ImportKind; resolveDir: string; importer: string }) =>
        build.resolve(path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: { sitecAsset: true } });
      for (const [loader, namespace] of [[RAW_LOADER, RAW_NAMESPACE], [YAML_LOADER, YAML_NAMESPACE]] as const) {
        build.onResolve({ filter: loader }, async (args) => {
          const found = await resolveFile(args.path.replace(loader, ""), args);
          return found.errors.length ? { errors: found.errors } : { path: found.path, namespace };
        });
      }
      build.onResolve({ filter: ASSET }, async (args) => {
        if (!JS_KINDS.has(args.kind) || (args.pluginData as { sitecAsset?: boolean } | undefined)?.sitecAsset) return undefined;
        const found = await resolveFile(args.path, args);
        if (found.errors.length) return { errors: found.errors };
        if (found.external || found.namespace !== "file") return found;
        return { path: found.path, namespace: found.path.toLowerCase().endsWith(".svg") ? SVG_NAMESPACE : ASSET_NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: RAW_NAMESPACE }, async (args) => ({ contents: `export default ${JSON.stringify(await readFile(args.path, "utf8"))};`, loader: "js", watchFiles: [args.path] }));
      build.onLoad({ filter: /.*/, namespace: YAML_NAMESPACE }, async (args) => {
        const text = await readFile(args.path, "utf8");
        try {
          return { contents: `export default ${JSON.stringify(parseYaml(text) ?? null)};`, loader: "js", watchFiles: [args.path] };
        } catch (error) {
          if (!(error instanceof YAMLParseError)) throw error;
          const at = error.linePos?.[0];
          const location = at && { file: args.path, line: at.line, column: at.col - 1, lineText: text.split("\n")[at.line - 1] ?? "" };
          return { errors: [{ text: `${error.message.split("\n")[0]} (imported with yaml-loader)`, location }], watchFiles: [args.path] };
        }
      });
      build.onLoad({ filter: /.*/, namespace: SVG_NAMESPACE }, async (args) => ({ contents: svgComponentModule(await readFile(args.path, "utf8")), loader: "js", resolveDir: dirname(args.path), watchFiles: [args.path] }));
      build.onLoad({ filter: /.*/, namespace: ASSET_NAMESPACE }, async (args) => {
        const bytes = await readFile(args.path);
        const hash = contentHash(bytes);
        const asset = { file: args.path, output: assetOutput(args.path, hash), hash };
        assets.set(args.path, asset);
        return { contents: `export default ${JSON.stringify(baseUrl + asset.output)};`, loader: "js", watchFiles: [args.path] };
      });
    },
  };
}

