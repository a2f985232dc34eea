// `npm pack` and `npm publish` run this first (the `prepack` script): it writes dist/, the part
// of the package that is compiled, so that an installed sitec runs without TypeScript tooling and
// without bundling at its first start. `postpack` removes dist/ again: the repository's checkout
// runs from its own first-start bundle (bin/cli-bundle.js), which follows edits of src/.
//
//   dist/cli.cjs               the CLI, bundled with its packages (bin/sitec.js runs it when present)
//   dist/mdx.cjs               the MDX compiler, bundled apart: loaded by the CLI's builds that compile MDX
//   dist/index.js, config.js,  the entries of `exports` (`sitec`, `sitec/config`, `sitec/theme`),
//   theme.js                   ES modules that import their packages
//   dist/types/                their type declarations (tsc)
//
// The sources stay in the package beside dist/: modules find the theme (templates/), the Markdown
// worker's source and their own files relative to their place in src/, which the bundles keep
// (see moduleUrl below).
import { build } from "esbuild";
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { asciiOnly, cliBundleOptions, keepModuleUrls, mdxBundleOptions, writerThreadPlugin } from "../bin/cli-bundle.js";

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const DIST = join(ROOT, "dist");

/** A file's path from dist/, with forward slashes. */
const fromDist = (file) => relative(DIST, file).split("\\").join("/");

rmSync(DIST, { recursive: true, force: true });
mkdirSync(DIST);

// The CLI: the bundle bin/cli-bundle.js makes on a first start, but each module's
// `import.meta.url` is the URL of its source file relative to the bundle, wherever the package
// is installed (a script has no import.meta: `__dirname` is the bundle's folder).
// The writer thread's script is bundled in as well (see writerThreadPlugin).
const writerThread = await writerThreadPlugin(ROOT, build);
// Sass is required from the installed package (cliBundleOptions leaves it out).
const cli = await build({
  ...cliBundleOptions(ROOT, join(DIST, "cli.cjs"), [
    writerThread.plugin,
    keepModuleUrls((file) => `require("node:url").pathToFileURL(require("node:path").join(__dirname, ${JSON.stringify(fromDist(file))})).href`),
  ]),
  sourcemap: false,
});
for (const file of cli.outputFiles) writeFileSync(file.path, asciiOnly(file.text));
// The MDX compiler, which the CLI loads from beside itself (bin/sitec.js, bin/cli-bundle.js).
const mdx = await build({ ...mdxBundleOptions(ROOT, join(DIST, "mdx.cjs")), sourcemap: false });
for (const file of mdx.outputFiles) writeFileSync(file.path, asciiOnly(file.text));

// The library entries, as ES modules (`import`) and as CommonJS (`require`, which older Node
// lines cannot use on an ES module). They load React's production build by path
// (src/bundle/react-production.ts), leaving the host's NODE_ENV alone.
const FORMATS = {
  esm: { extension: ".js", moduleUrl: (path) => `new URL(${JSON.stringify(path)}, import.meta.url).href` },
  cjs: { extension: ".cjs", moduleUrl: (path) => `require("node:url").pathToFileURL(require("node:path").join(__dirname, ${JSON.stringify(path)})).href` },
};
for (const [format, { extension, moduleUrl }] of Object.entries(FORMATS)) {
  const library = (entryPoints) =>
    build({
      entryPoints: Object.fromEntries(Object.entries(entryPoints).map(([name, file]) => [name, join(ROOT, file)])),
      bundle: true,
      outdir: DIST,
      outExtension: { ".js": extension },
      platform: "node",
      format,
      target: "node20",
      packages: "external",
      jsx: "automatic",
      logLevel: "warning",
      plugins: [writerThread.plugin, keepModuleUrls((file) => moduleUrl(fromDist(file)))],
    });
  await library({ index: "src/index.ts" });
  await library({ config: "src/config/define-config.ts", theme: "templates/theme-api.ts" });
}

// Declarations, with the sources' `.ts` and `.tsx` import paths as the `.js` that Node and
// bundlers expect beside a declaration file; each also as `.d.cts` (importing `.cjs`), the types
// of the CommonJS entries.
execFileSync(process.execPath, [join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", join(ROOT, "tools", "tsconfig.declarations.json")], { stdio: "inherit" });
const RELATIVE_IMPORT = /((?:from|import)\s*\(?\s*["'])(\.{1,2}\/[^"']*?)\.tsx?(["'])/g;
function rewriteDeclarations(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) rewriteDeclarations(path);
    else if (entry.name.endsWith(".d.ts")) {
      const text = readFileSync(path, "utf8");
      writeFileSync(path, text.replace(RELATIVE_IMPORT, "$1$2.js$3"));
      writeFileSync(path.slice(0, -".d.ts".length) + ".d.cts", text.replace(RELATIVE_IMPORT, "$1$2.cjs$3"));
    }
  }
}
rewriteDeclarations(join(DIST, "types"));
// On stderr: `npm pack --json` prints its answer on stdout.
console.error("prepack: wrote dist/ (the CLI and MDX compiler bundles, the library entries, their declarations)");
