// Evaluates a Docusaurus project's docusaurus.config.{ts,mts,js,mjs,cjs} as Docusaurus would:
// esbuild bundles the file and what it imports from the project, packages are imported from the
// project's node_modules, and an import that resolves nowhere is replaced by a stub (a value
// that is anything asked of it), so that the rest of the config can still be read. The stubs are
// reported; a value of the config that is a stub is recognised by `stubName`.
import { build, type Plugin } from "esbuild";
import { existsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { builtinModules } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { importModule } from "../bundle/import-ts.ts";
import { SiteError } from "../errors.ts";
import { failingPackage, packageLoadError } from "./package-load-error.ts";

/** The config file names Docusaurus looks for, in its order. */
export const DOCUSAURUS_CONFIG_FILES = ["docusaurus.config.ts", "docusaurus.config.mts", "docusaurus.config.js", "docusaurus.config.mjs", "docusaurus.config.cjs"];

/** The key under which a stub tells its import's name. */
const STUB_NAME = Symbol.for("sitec.migrate.stub");

export interface DocusaurusConfigRead {
  file: string;
  /** The evaluated config (a config function has been called). */
  config: Record<string, unknown>;
  /** Imports that resolved nowhere and were stubbed, each once, in the order met. */
  stubbed: string[];
}

/** The import a stubbed value stands for, or undefined for any other value. */
export function stubName(value: unknown): string | undefined {
  if ((typeof value !== "object" && typeof value !== "function") || value === null) return undefined;
  const name = (value as Record<symbol, unknown>)[STUB_NAME];
  return typeof name === "string" ? name : undefined;
}

/** The names an `import { a, b as c } from "spec"` of the importer takes from `spec`. */
export function importedNames(importerSource: string, spec: string): string[] {
  const quoted = spec.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const pattern = new RegExp(`import\\s+(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*["']${quoted}["']`, "g");
  const names = new Set<string>();
  for (const match of importerSource.matchAll(pattern)) {
    for (const part of match[1]!.split(",")) {
      const name = part.trim().replace(/^type\s+/, "").split(/\s+as\s+/)[0]!.trim();
      if (/^[A-Za-z_$][\w$]*$/.test(name) && name !== "default") names.add(name);
    }
  }
  return [...names];
}

/**
 * A stub module: every property, call and construction of it gives the stub again. It is
 * CommonJS, so that `require("x").y` and default imports work; the names the importer takes with
 * `import { y } from "x"` are exported by name as well (esbuild checks those).
 */
function stubSource(name: string, names: string[]): string {
  const named = names.map((n) => `export const ${n} = stub;`).join("\n");
  return `const name = ${JSON.stringify(name)};
const target = function () {};
const stub = new Proxy(target, {
  get(_t, key) {
    if (key === Symbol.for("sitec.migrate.stub")) return name;
    if (key === Symbol.toPrimitive) return () => name;
    if (key === "then" || key === "__esModule") return undefined;
    if (key === "toString" || key === "valueOf") return () => name;
    return stub;
  },
  apply() { return stub; },
  construct() { return stub; },
});
${names.length ? `${named}\nexport default stub;` : "module.exports = stub;"}
`;
}

/**
 * `node:module` as an ESM config imports it, but with a `createRequire` whose `resolve` gives
 * back what it cannot find (and lists it) instead of throwing: configs resolve their packages'
 * files with it (`require.resolve("x/theme.css")`), and those packages may not be installed.
 */
const MODULE_SHIM = `import * as nodeModule from "node:module";
export * from "node:module";
export default nodeModule.default;
export const __sitecModuleUnresolved = [];
export function createRequire(from) {
  const real = nodeModule.createRequire(from);
  const resolve = (id, options) => {
    // As Docusaurus's loader (and TypeScript) does: \`./sidebars.js\` may be sidebars.ts.
    for (const candidate of [id, id.replace(/\\.(m|c)?js$/, ".$1ts")]) {
      try {
        return real.resolve(candidate, options);
      } catch {
        // The next candidate, or unresolved.
      }
    }
    __sitecModuleUnresolved.push(id);
    return id;
  };
  return Object.assign((id) => real(id), real, { resolve });
}
`;

/** A package the config (or a file of the project it imports) imports, kept as an import. */
export interface PackageImport {
  specifier: string;
  /** The importing file, absolute. */
  importer: string;
  /** `require` for `require("x")`, `import` for the others. */
  kind: "require" | "import";
}

/**
 * Resolves bare imports from the project (kept as imports, and listed in `packages`) or stubs
 * them; relative imports that name no file are stubbed too.
 */
function stubPlugin(projectDir: string, stubbed: string[], packages: PackageImport[]): Plugin {
  const requireFromProject = createRequire(join(projectDir, "package.json"));
  const builtins = new Set(builtinModules);
  const stub = (path: string, importer: string) => {
    if (!stubbed.includes(path)) stubbed.push(path);
    return { path, namespace: "sitec-stub", pluginData: importer };
  };
  const keep = (args: { path: string; importer: string; kind: string }) => {
    const kind = args.kind === "require-call" || args.kind === "require-resolve" ? "require" : "import";
    if (args.kind !== "require-resolve" && !packages.some((p) => p.specifier === args.path && p.importer === args.importer)) packages.push({ specifier: args.path, importer: args.importer, kind });
    return { path: args.path, external: true };
  };
  return {
    name: "sitec-migrate-stubs",
    setup(b) {
      b.onResolve({ filter: /^(node:)?module$/ }, (args) => (args.namespace === "sitec-module" ? { path: "node:module", external: true } : { path: "module", namespace: "sitec-module" }));
      b.onLoad({ filter: /.*/, namespace: "sitec-module" }, () => ({ contents: MODULE_SHIM, loader: "js" }));
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith("node:") || builtins.has(args.path.split("/")[0]!)) return { path: args.path, external: true };
        try {
          requireFromProject.resolve(args.path);
          return keep(args);
        } catch {
          // ESM-only packages have no `require` condition: look for the package's folder.
          const name = args.path.startsWith("@") ? args.path.split("/").slice(0, 2).join("/") : args.path.split("/")[0]!;
          if (existsSync(join(projectDir, "node_modules", name, "package.json"))) return keep(args);
          return stub(args.path, args.importer);
        }
      });
      b.onResolve({ filter: /^\.\.?\// }, async (args) => {
        if (args.pluginData === "inner") return undefined;
        const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: "inner" });
        return found.errors.length ? stub(args.path, args.importer) : found;
      });
      b.onLoad({ filter: /.*/, namespace: "sitec-stub" }, async (args) => {
        const importer = typeof args.pluginData === "string" ? await readFile(args.pluginData, "utf8").catch(() => "") : "";
        return { contents: stubSource(args.path, importedNames(importer, args.path)), loader: "js" };
      });
    },
  };
}

/** Finds, bundles and evaluates the project's Docusaurus config. */
export async function readDocusaurusConfig(projectDir: string): Promise<DocusaurusConfigRead> {
  const name = DOCUSAURUS_CONFIG_FILES.find((f) => existsSync(join(projectDir, f)));
  if (!name) {
    throw new SiteError(`no Docusaurus config found (${DOCUSAURUS_CONFIG_FILES.join(", ")}).`, {
      file: projectDir,
      hint: "Pass the folder of the Docusaurus project: the one with docusaurus.config.js and docs/.",
    });
  }
  const file = join(projectDir, name);
  const stubbed: string[] = [];
  const packages: PackageImport[] = [];
  let code: string;
  try {
    const result = await build({
      // The config's default export, and the list of what its require.resolve() did not find.
      stdin: { contents: `export { default } from ${JSON.stringify(file)};\nexport { __sitecModuleUnresolved } from "node:module";\n`, resolveDir: projectDir, sourcefile: "sitec-migrate-entry.js", loader: "js" },
      bundle: true,
      write: false,
      platform: "node",
      format: "esm",
      target: "node20",
      logLevel: "silent",
      plugins: [stubPlugin(projectDir, stubbed, packages)],
      // Read as `docusaurus build` reads it: configs choose production values by NODE_ENV
      // (prettier's navbar links its playground so), and sitec builds the production site.
      define: { "process.env.NODE_ENV": '"production"' },
      // CommonJS configs call require() and require.resolve(), and read __dirname: give them the
      // config's own. A require.resolve() that finds nothing gives back its argument, and is reported.
      banner: {
        js: [
          `import { createRequire as __sitecCreateRequire } from "node:module";`,
          `const __sitecRequire = __sitecCreateRequire(${JSON.stringify(file)});`,
          `const __sitecUnresolved = [];`,
          // As Docusaurus's loader (and TypeScript) does: `./sidebars.js` may be sidebars.ts.
          `const __sitecResolve = (id, options) => { for (const candidate of [id, id.replace(/\\.(m|c)?js$/, ".$1ts")]) { try { return __sitecRequire.resolve(candidate, options); } catch {} } __sitecUnresolved.push(id); return id; };`,
          `const require = Object.assign((id) => __sitecRequire(id), { resolve: __sitecResolve });`,
          `const __filename = ${JSON.stringify(file)};`,
          `const __dirname = ${JSON.stringify(projectDir)};`,
        ].join("\n"),
      },
      footer: { js: "export { __sitecUnresolved };" },
    });
    code = result.outputFiles[0]!.text;
  } catch (cause) {
    const first = (cause as { errors?: { text: string; location?: { file: string; line: number } }[] }).errors?.[0];
    throw new SiteError(`cannot read the Docusaurus config: ${first?.text ?? (cause as Error).message}`, { file: first?.location ? join(projectDir, first.location.file) : file, line: first?.location?.line, cause });
  }
  // Written beside the config so that its imports resolve from the project's node_modules.
  const temporary = join(dirname(file), `.sitec-migrate-${process.pid}-${Date.now()}.mjs`);
  await writeFile(temporary, code);
  let exported: unknown;
  try {
    const module = (await importModule(pathToFileURL(temporary).href)) as { default?: unknown; __sitecUnresolved: string[]; __sitecModuleUnresolved: string[] };
    exported = module.default;
    for (const id of [...module.__sitecUnresolved, ...module.__sitecModuleUnresolved]) if (!stubbed.includes(id)) stubbed.push(id);
    if (typeof exported === "function") exported = await (exported as () => unknown)();
  } catch (cause) {
    const failing = await failingPackage(packages, dirname(file));
    if (failing) throw await packageLoadError(failing, projectDir, file);
    // Packages that resolved nowhere were stubbed: a config that uses what they give fails on the stub.
    const stubs = stubbed.length ? ` ${stubbed.length === 1 ? "This package was" : "These packages were"} not installed and stood in for by a stub, which may be why: ${stubbed.join(", ")}.` : "";
    throw new SiteError(`evaluating the Docusaurus config failed: ${(cause as Error).message}.${stubs}`, {
      file,
      cause,
      hint: stubbed.length
        ? "Install the project's packages (npm install in the project) and run `sitec migrate` again."
        : "Fix what the message names, or remove the part of the config it comes from, and run `sitec migrate` again.",
    });
  } finally {
    await rm(temporary, { force: true });
  }
  if (typeof exported !== "object" || exported === null) {
    throw new SiteError("the Docusaurus config exports no config object.", { file, hint: "Export the config: `module.exports = config` or `export default config`." });
  }
  return { file, config: exported as Record<string, unknown>, stubbed };
}
