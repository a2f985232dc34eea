// Imports a TypeScript/TSX module at build time: esbuild bundles it (and what it imports
// from the site) into one ESM file, which Node imports. Each call gets a fresh module, so
// watch mode sees edits without restarting. Packages stay external: each is looked up from the
// site's folder first (the site's own node_modules, where its plugins are installed), then
// from sitec's.
import { build, type Plugin } from "esbuild";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire, isBuiltin } from "node:module";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** Where evaluated modules are written: inside sitec's own node_modules, so bare imports resolve. */
const CACHE_DIR = fileURLToPath(new URL("../../node_modules/.cache/sitec/", import.meta.url));

/** Entries the compiler provides to the modules it evaluates, whatever the site has installed. */
export const SITEC_ENTRIES: Record<string, string> = {
  "sitec/config": fileURLToPath(new URL("../config/define-config.ts", import.meta.url)),
};

/** `import.meta.url`, spelt so that bin/cli-bundle.js, which puts each file's URL in its place, leaves it. */
const IMPORT_META_URL = ["import", "meta", "url"].join(".");

/** Not a relative or absolute path (esbuild's filters are Go regular expressions: no lookahead). */
const NOT_A_PATH = /^[^./]/;

/** Keeps packages external, resolved from the importing file's folder when they are there. */
const sitePackages: Plugin = {
  name: "site-packages",
  setup(b) {
    b.onResolve({ filter: NOT_A_PATH }, (args) => {
      // sitec's own entries are bundled in (see SITEC_ENTRIES), and so are files by their path.
      if (Object.hasOwn(SITEC_ENTRIES, args.path) || isAbsolute(args.path)) return undefined;
      if (isBuiltin(args.path)) return { path: args.path, external: true };
      try {
        const found = createRequire(join(args.resolveDir, "noop.js")).resolve(args.path);
        return { path: pathToFileURL(found).href, external: true };
      } catch {
        // Not installed beside the site (or ESM-only without a "default" export condition):
        // Node resolves it from sitec's folder.
        return { path: args.path, external: true };
      }
    });
  },
};

/** Bundles `file` for Node and imports the result; `inputs` are the files bundled in. */
export async function importTypeScript(path: string): Promise<{ module: unknown; inputs: string[] }> {
  const file = resolve(path);
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    platform: "node",
    format: "esm",
    plugins: [sitePackages],
    alias: SITEC_ENTRIES,
    jsx: "automatic",
    logLevel: "silent",
    sourcemap: "inline",
    metafile: true,
    // CommonJS files (a sidebars.js, a helper of the config) call require() and read __dirname:
    // give them the file's own (the entry's, for the files it imports). A package they require
    // was resolved by sitePackages to a file URL.
    banner: {
      js: [
        `import { createRequire as __sitecCreateRequire } from "node:module";`,
        `import { fileURLToPath as __sitecFileUrlToPath } from "node:url";`,
        `const __sitecRequire = __sitecCreateRequire(${JSON.stringify(file)});`,
        `const require = Object.assign((id) => __sitecRequire(id.startsWith("file:") ? __sitecFileUrlToPath(id) : id), { resolve: __sitecRequire.resolve, cache: __sitecRequire.cache });`,
      ].join("\n"),
    },
    // Only where a module does not declare them itself (an ESM file's own `const __dirname = …`);
    // `import.meta.url` is the file's, not the temporary copy's that Node imports.
    define: { __filename: JSON.stringify(file), __dirname: JSON.stringify(dirname(file)), [IMPORT_META_URL]: JSON.stringify(pathToFileURL(file).href) },
  });
  const code = result.outputFiles[0]?.text ?? "";
  const inputs = Object.keys(result.metafile.inputs).map((input) => resolve(input));
  return { module: await importCode(code), inputs };
}

/**
 * `import()`, or the hook bin/cli-bundle.js sets: sitec runs as a script compiled from a V8
 * code cache there, and Node 20 cannot import() from such a script itself.
 */
export function importModule(url: string): Promise<unknown> {
  const hook = (globalThis as { __sitecImport?: (url: string) => Promise<unknown> }).__sitecImport;
  return hook ? hook(url) : import(url);
}

/** Imports ESM source code through a temporary file. */
export async function importCode(code: string): Promise<unknown> {
  await mkdir(CACHE_DIR, { recursive: true });
  const dir = await mkdtemp(join(CACHE_DIR, "module-"));
  const file = join(dir, "module.mjs");
  try {
    await writeFile(file, code);
    return await importModule(pathToFileURL(file).href);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
