// Bundles sitec's CLI (TypeScript, in src/) with esbuild, its packages included, into one
// CommonJS script, and keeps it in node_modules/.cache/sitec-cli/ until one of the files in it
// changes (their sizes and modification times are recorded beside it). Runs it with a V8 code
// cache beside it: compiling the bundle and the functions a build calls was a sizeable part of
// every build. The MDX compiler is bundled apart, into a second script with its own code cache,
// loaded only by a build that compiles MDX (mdxBundleOptions). Used by bin/sitec.js.
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import vm from "node:vm";

/** The global through which the bundle imports ES modules (see src/bundle/import-ts.ts). */
export const IMPORT_HOOK = "__sitecImport";
/** The global through which the bundle loads the MDX compiler's bundle (see runCliBundle). */
export const MDX_COMPILER_HOOK = "__sitecMdxCompiler";
/** Commands whose run compiles most of sitec: their code cache is the one worth keeping. */
const FULL_RUNS = new Set(["build", "dev"]);

/** Size and modification time of a file, or null when it is gone. */
function stamp(file) {
  try {
    const s = statSync(file);
    return `${s.size}:${s.mtimeMs}`;
  } catch {
    return null;
  }
}

/**
 * An esbuild plugin: each module keeps its own `import.meta.url` (the sources find the theme,
 * the worker and the cache folder relative to themselves). `urlOf(file)` is the JavaScript
 * expression that stands for it: the file's URL as a string here, an expression relative to the
 * bundle in the prebuilt package (tools/prepack.mjs), which is unpacked elsewhere.
 */
export function keepModuleUrls(urlOf = (file) => JSON.stringify(pathToFileURL(file).href)) {
  return {
    name: "keep-module-urls",
    setup(b) {
      b.onLoad({ filter: /\.tsx?$/ }, (args) => {
        const source = readFileSync(args.path, "utf8");
        return {
          contents: source.replaceAll("import.meta.url", urlOf(args.path)),
          loader: args.path.endsWith(".tsx") ? "tsx" : "ts",
        };
      });
    },
  };
}

/**
 * An esbuild plugin: the bundle takes React from itself, compiled with the rest (and so from the
 * code cache), in place of src/bundle/react-production.ts, which loads React's production files
 * from node_modules. The bundle's `define` of NODE_ENV makes them the production build too.
 */
const reactFromBundle = {
  name: "react-from-bundle",
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]bundle[\\/]react-production\.ts$/ }, (args) => ({
      contents: [
        'import * as react from "react";',
        'import * as reactDom from "react-dom";',
        'import * as reactDomServer from "react-dom/server";',
        'import * as jsxRuntime from "react/jsx-runtime";',
        'export function loadReactProduction() {',
        '  return { react, "react-dom": reactDom, "react-dom/server": reactDomServer, "react/jsx-runtime": jsxRuntime };',
        "}",
      ].join("\n"),
      loader: "ts",
      resolveDir: dirname(args.path),
    }));
  },
};

/** esbuild's options for the CLI's bundle (entry `src/cli.ts`) of the project at `root`. */
/**
 * Sass (4.3 MB, more than half of the bundle) is required from the installed package, by the
 * builds that have Sass files (src/bundle/sass-plugin.ts imports it there): bundled, every start
 * read and compiled it. The bundle's `import("sass")` becomes a module that requires it (a
 * script run with a code cache has no dynamic import).
 */
const sassFromPackage = {
  name: "sass-from-package",
  setup(b) {
    b.onResolve({ filter: /^sass$/ }, (args) => (args.namespace === "sass-from-package" ? { path: "sass", external: true } : { path: "sass", namespace: "sass-from-package" }));
    b.onLoad({ filter: /.*/, namespace: "sass-from-package" }, () => ({ contents: 'module.exports = require("sass");', loader: "js" }));
  },
};

/** What the CLI's and the MDX compiler's bundles share. */
const SCRIPT_BUNDLE = {
  bundle: true,
  write: false,
  platform: "node",
  // A script, not an ES module: only scripts can be compiled with a V8 code cache.
  format: "cjs",
  target: "node20",
  // Beside the bundle, for `node --enable-source-maps bin/sitec.js …` when a stack trace is needed.
  sourcemap: "linked",
  metafile: true,
  // Without comments and indentation the bundle is a third smaller: less to read, to keep in
  // memory and to compile at every start.
  minifyWhitespace: true,
  logLevel: "silent",
};

export function cliBundleOptions(root, outfile, plugins = [keepModuleUrls()]) {
  return {
    ...SCRIPT_BUNDLE,
    entryPoints: [join(root, "src", "cli.ts")],
    outfile,
    // esbuild runs its own binary; everything else is bundled but Sass (sassFromPackage).
    external: ["esbuild"],
    // React's production build only (the server renderer comes from here, see reactFromBundle
    // and src/bundle/host-modules.ts); its development build would double the bundle.
    define: { "process.env.NODE_ENV": '"production"' },
    jsx: "automatic",
    absWorkingDir: root,
    // First: keepModuleUrls loads every .ts file too.
    plugins: [reactFromBundle, sassFromPackage, ...plugins],
  };
}

/**
 * esbuild's options for the MDX compiler's bundle: @mdx-js/mdx's exports, acorn's parse for the
 * fast parse's import lines, and MDX's remark-mark-and-unravel, which the package does not export
 * (theme-only-mdx.ts runs MDX's transforms without MDX's processor); src/markdown/mdx/compile-mdx.ts
 * takes them from it. Not in the CLI's
 * bundle: a build without MDX never loads the compiler. Imported as ES modules, its ~260 small
 * modules cost a build that compiles MDX ~240 ms of CPU; bundled as one script that runs with
 * its own code cache, ~20 ms.
 */
export function mdxBundleOptions(root, outfile) {
  const unravel = join(dirname(createRequire(join(root, "package.json")).resolve("@mdx-js/mdx")), "lib", "plugin", "remark-mark-and-unravel.js");
  return {
    ...SCRIPT_BUNDLE,
    stdin: {
      contents: `export * from "@mdx-js/mdx";\nexport { parse as parseEsm } from "acorn";\nexport { remarkMarkAndUnravel } from ${JSON.stringify(unravel)};\n`,
      resolveDir: root,
      loader: "js",
    },
    outfile,
    absWorkingDir: root,
  };
}

/**
 * The writer thread's script (src/output/writer-thread-source.ts), bundled now with the CLI: the
 * module that would bundle it at run time is replaced by one that holds it. Its inputs are
 * recorded with the CLI's.
 */
export async function writerThreadPlugin(root, build) {
  const entry = join(root, "src", "output", "writer-thread-main.ts");
  // A project without it (the tests' small stand-ins for sitec) needs no plugin.
  if (stamp(entry) === null) return { plugin: { name: "writer-thread-source", setup() {} }, inputs: [] };
  const thread = await build({ entryPoints: [entry], bundle: true, write: false, platform: "node", format: "cjs", target: "node20", metafile: true, logLevel: "silent", absWorkingDir: root });
  const source = thread.outputFiles[0].text;
  const plugin = {
    name: "writer-thread-source",
    setup(b) {
      b.onLoad({ filter: /[\\/]src[\\/]output[\\/]writer-thread-source\.ts$/ }, () => ({
        contents: `export function writerThreadSource() { return ${JSON.stringify(source)}; }\n`,
        loader: "ts",
      }));
    },
  };
  return { plugin, inputs: Object.keys(thread.metafile.inputs) };
}

/** npm's record of an install: rewritten whenever a package is added, removed or updated. */
const INSTALL_RECORD = "node_modules/.package-lock.json";

/**
 * The stamps to check at every start. The package files in the bundle (most of its inputs;
 * their stats were a noticeable part of every start) are stood for by npm's record of the
 * install when there is one, so a package edited by hand in node_modules is not noticed:
 * delete node_modules/.cache/sitec-cli after doing that.
 */
function inputStamps(root, files) {
  const record = stamp(join(root, INSTALL_RECORD));
  const inputs = {};
  for (const file of files) {
    if (record !== null && file.startsWith("node_modules/")) continue;
    inputs[file] = stamp(join(root, file));
  }
  if (record !== null) inputs[INSTALL_RECORD] = record;
  return inputs;
}

/**
 * The bundle `${name}.cjs` of the project at `root`, made first by `make(build, path)` (which
 * returns esbuild's result and the bundle's inputs) if it is missing or older than one of its
 * inputs. `made` tells whether it was made now.
 */
async function ensureBundle(root, name, make) {
  // Not in node_modules/.cache/sitec (the sites' build caches and the Markdown worker's
  // bundle): this is the program itself, like a compiled dist/ folder.
  const cache = join(root, "node_modules", ".cache", "sitec-cli");
  const bundle = join(cache, `${name}.cjs`);
  const manifest = bundle + ".inputs.json";
  try {
    const inputs = JSON.parse(readFileSync(manifest, "utf8"));
    // The manifest holds the bundle's own stamp: a missing or replaced bundle does not match.
    if (Object.entries(inputs).every(([file, recorded]) => stamp(join(root, file)) === recorded)) {
      return { path: bundle, made: false };
    }
  } catch {
    // No manifest yet, or an unreadable one: make the bundle.
  }
  // Loaded only to make the bundle: importing esbuild's CommonJS API as an ES module costs a
  // parse of it for its export names at every start.
  const { build } = createRequire(import.meta.url)("esbuild");
  const { result, inputs: files } = await make(build, bundle);
  // This file too: a change in how the bundle is made makes it again.
  const inputs = inputStamps(root, [...files, "bin/cli-bundle.js"]);
  mkdirSync(cache, { recursive: true });
  // Written aside and renamed: processes starting at the same time never read half a file.
  const suffix = `.${process.pid}.tmp`;
  for (const file of result.outputFiles) {
    writeFileSync(file.path + suffix, file.path === bundle ? asciiOnly(file.text) : file.contents);
    renameSync(file.path + suffix, file.path);
  }
  // The bundle's own stamp too: a bundle that something else wrote over (an older checkout that
  // shares node_modules/ and keeps its manifest under another name) is not taken for this one.
  inputs[relative(root, bundle)] = stamp(bundle);
  writeFileSync(manifest + suffix, JSON.stringify(inputs));
  renameSync(manifest + suffix, manifest);
  // A new bundle: the code cache of the old one is of no use.
  rmSync(bundle + ".v8cache", { force: true });
  rmSync(bundle + ".v8cache.json", { force: true });
  return { path: bundle, made: true };
}

/**
 * The path of the bundled CLI of the project at `root` (entry `src/cli.ts`), made first if it
 * is missing or older than its sources. `made` tells whether it was made now.
 */
export function ensureCliBundle(root) {
  return ensureBundle(root, "cli", async (build, bundle) => {
    const writerThread = await writerThreadPlugin(root, build);
    const result = await build(cliBundleOptions(root, bundle, [writerThread.plugin, keepModuleUrls()]));
    return { result, inputs: [...new Set([...Object.keys(result.metafile.inputs), ...writerThread.inputs])] };
  });
}

/**
 * The MDX compiler's bundle (mdxBundleOptions) of the project at `root`, made first if it is
 * missing or older than its packages (npm's record of the install stands for them).
 */
export function ensureMdxBundle(root) {
  return ensureBundle(root, "mdx", async (build, bundle) => {
    const result = await build(mdxBundleOptions(root, bundle));
    return { result, inputs: Object.keys(result.metafile.inputs).filter((file) => !file.startsWith("<")) };
  });
}

/**
 * The bundle with its non-ASCII characters escaped (`\u2013`). esbuild escapes those of strings
 * and names but leaves those of regular expression literals, where the escape means the same;
 * one such character made V8 keep the whole source as two bytes a character, 2.5 MB more for
 * the whole of every run. The source map's columns after one of them on its line are off by
 * five.
 */
export function asciiOnly(code) {
  return code.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

function writeAtomically(file, contents) {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
}

/**
 * The CommonJS script at `path`, compiled with the V8 code cache beside it when there is one.
 * `cachedFrom` is the command of the run that wrote the cache.
 */
function compileWithCodeCache(path) {
  const cacheFile = path + ".v8cache";
  let cachedData;
  let cachedFrom;
  try {
    cachedData = readFileSync(cacheFile);
    cachedFrom = JSON.parse(readFileSync(cacheFile + ".json", "utf8")).command;
  } catch {
    cachedData = undefined;
  }
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${readFileSync(path, "utf8")}\n})`, {
    filename: path,
    cachedData,
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const module = { exports: {} };
  const run = () => {
    script.runInThisContext()(module.exports, createRequire(path), module, path, dirname(path));
    return module.exports;
  };
  return { path, script, cached: cachedData !== undefined, cachedFrom, run };
}

/** Writes the code cache of a compiled script after a run of `command` (the functions it compiled included). */
function keepCodeCache({ path, script }, command) {
  try {
    writeAtomically(path + ".v8cache", script.createCachedData());
    writeAtomically(path + ".v8cache.json", JSON.stringify({ command }));
  } catch {
    // A read-only install runs without a cache.
  }
}

/**
 * Runs `main(argv)` of the bundle at `path`, compiled with the V8 code cache beside it when
 * there is one. After the run the cache is written if there was none, V8 rejected it, or it
 * came from a smaller run (`--version`) than this build. Returns main's exit code.
 *
 * `mdxBundle`, when given, resolves to the path of the MDX compiler's bundle (ensureMdxBundle,
 * or the package's prebuilt one): the CLI's compile-mdx.ts loads the compiler from it, through
 * the global MDX_COMPILER_HOOK, when a build first compiles MDX, with its own code cache,
 * written after the run when it had none or V8 rejected it.
 */
export async function runCliBundle(path, argv, mdxBundle) {
  const cli = compileWithCodeCache(path);
  // import() inside a script compiled from a code cache fails on Node 20 ("A dynamic import
  // callback was not specified"), so the bundle imports ES modules through this module.
  globalThis[IMPORT_HOOK] = (url) => import(url);
  let mdx;
  if (mdxBundle) {
    let loaded;
    globalThis[MDX_COMPILER_HOOK] = () => {
      loaded ??= mdxBundle().then((bundlePath) => {
        mdx = compileWithCodeCache(bundlePath);
        return mdx.run();
      });
      return loaded;
    };
  }
  const exitCode = await cli.run().main(argv);
  const command = argv[2] ?? "";
  if (exitCode !== 0) return exitCode;
  if (!cli.cached || cli.script.cachedDataRejected || (FULL_RUNS.has(command) && !FULL_RUNS.has(cli.cachedFrom))) keepCodeCache(cli, command);
  if (mdx && (!mdx.cached || mdx.script.cachedDataRejected)) keepCodeCache(mdx, command);
  return exitCode;
}
