// Bundles sitec's CLI (TypeScript, in src/) with esbuild, its packages included, into one ES
// module, and keeps it in node_modules/.cache/sitec-cli/ until one of the files in it changes
// (their sizes and modification times are recorded beside it). Used by bin/sitec.js.
import { build } from "esbuild";
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

/** Size and modification time of a file, or null when it is gone. */
function stamp(file) {
  try {
    const s = statSync(file);
    return `${s.size}:${s.mtimeMs}`;
  } catch {
    return null;
  }
}

// Each module keeps its own `import.meta.url` (the sources find the theme, the worker and the
// cache folder relative to themselves).
const keepModuleUrls = {
  name: "keep-module-urls",
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, (args) => {
      const source = readFileSync(args.path, "utf8");
      return {
        contents: source.replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith(".tsx") ? "tsx" : "ts",
      };
    });
  },
};

/**
 * The path of the bundled CLI of the project at `root` (entry `src/cli.ts`), made first if it
 * is missing or older than its sources. `made` tells whether it was made now.
 */
export async function ensureCliBundle(root) {
  // Not in node_modules/.cache/sitec (build caches, which `sitec clear` removes): this is the
  // program itself, like a compiled dist/ folder.
  const cache = join(root, "node_modules", ".cache", "sitec-cli");
  const bundle = join(cache, "cli.mjs");
  const manifest = join(cache, "inputs.json");
  try {
    const inputs = JSON.parse(readFileSync(manifest, "utf8"));
    if (stamp(bundle) !== null && Object.entries(inputs).every(([file, recorded]) => stamp(join(root, file)) === recorded)) {
      return { path: bundle, made: false };
    }
  } catch {
    // No manifest yet, or an unreadable one: make the bundle.
  }
  const result = await build({
    entryPoints: [join(root, "src", "cli.ts")],
    bundle: true,
    write: false,
    outfile: bundle,
    platform: "node",
    format: "esm",
    target: "node20",
    // esbuild runs its own binary; everything else is bundled.
    external: ["esbuild"],
    // CommonJS packages in the bundle call require() for Node's built-in modules.
    banner: { js: 'import { createRequire as __sitecRequire } from "node:module"; const require = __sitecRequire(import.meta.url);' },
    jsx: "automatic",
    // Beside the bundle, for `node --enable-source-maps bin/sitec.js …` when a stack trace is needed.
    sourcemap: "linked",
    metafile: true,
    logLevel: "silent",
    absWorkingDir: root,
    plugins: [keepModuleUrls],
  });
  const inputs = Object.fromEntries(Object.keys(result.metafile.inputs).map((file) => [file, stamp(join(root, file))]));
  mkdirSync(cache, { recursive: true });
  // Written aside and renamed: processes starting at the same time never read half a file.
  const suffix = `.${process.pid}.tmp`;
  for (const file of result.outputFiles) {
    writeFileSync(file.path + suffix, file.contents);
    renameSync(file.path + suffix, file.path);
  }
  writeFileSync(manifest + suffix, JSON.stringify(inputs));
  renameSync(manifest + suffix, manifest);
  return { path: bundle, made: true };
}
