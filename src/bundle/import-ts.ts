// Imports a TypeScript/TSX module at build time: esbuild bundles it (and what it imports
// from the site) into one ESM file, which Node imports. Each call gets a fresh module, so
// watch mode sees edits without restarting.
import { build } from "esbuild";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** Where evaluated modules are written: inside sitec's own node_modules, so bare imports resolve. */
const CACHE_DIR = fileURLToPath(new URL("../../node_modules/.cache/sitec/", import.meta.url));

/** Entries the compiler provides to the modules it evaluates, whatever the site has installed. */
export const SITEC_ENTRIES: Record<string, string> = {
  "sitec/config": fileURLToPath(new URL("../config/define-config.ts", import.meta.url)),
};

/** Bundles `file` for Node and imports the result. Packages stay external. */
export async function importTypeScript(file: string): Promise<unknown> {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    platform: "node",
    format: "esm",
    packages: "external",
    alias: SITEC_ENTRIES,
    jsx: "automatic",
    logLevel: "silent",
    sourcemap: "inline",
  });
  const code = result.outputFiles[0]?.text ?? "";
  return importCode(code);
}

/**
 * `import()`, or the hook bin/cli-bundle.js sets: sitec runs as a script compiled from a V8
 * code cache there, and Node 20 cannot import() from such a script itself.
 */
function importModule(url: string): Promise<unknown> {
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
