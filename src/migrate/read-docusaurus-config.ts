// Evaluates a Docusaurus project's docusaurus.config.{ts,mts,js,mjs,cjs} as Docusaurus would:
// esbuild bundles the file and what it imports from the project, packages are imported from the
// project's node_modules, and an import that resolves nowhere is replaced by a stub (a value
// that is anything asked of it), so that the rest of the config can still be read. The stubs are
// reported; a value of the config that is a stub is recognised by `stubName`.
import { build, type Plugin } from "esbuild";
import { existsSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { builtinModules } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { SiteError } from "../errors.ts";

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

/** A stub module: every property, call and construction of it gives the stub again. */
function stubSource(name: string): string {
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
module.exports = stub;
`;
}

/** Resolves bare imports from the project (kept as imports) or stubs them; relative imports that name no file are stubbed too. */
function stubPlugin(projectDir: string, stubbed: string[]): Plugin {
  const requireFromProject = createRequire(join(projectDir, "package.json"));
  const builtins = new Set(builtinModules);
  const stub = (path: string) => {
    if (!stubbed.includes(path)) stubbed.push(path);
    return { path, namespace: "sitec-stub" };
  };
  return {
    name: "sitec-migrate-stubs",
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith("node:") || builtins.has(args.path.split("/")[0]!)) return { path: args.path, external: true };
        try {
          requireFromProject.resolve(args.path);
          return { path: args.path, external: true };
        } catch {
          // ESM-only packages have no `require` condition: look for the package's folder.
          const name = args.path.startsWith("@") ? args.path.split("/").slice(0, 2).join("/") : args.path.split("/")[0]!;
          if (existsSync(join(projectDir, "node_modules", name, "package.json"))) return { path: args.path, external: true };
          return stub(args.path);
        }
      });
      b.onResolve({ filter: /^\.\.?\// }, async (args) => {
        if (args.pluginData === "inner") return undefined;
        const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: "inner" });
        return found.errors.length ? stub(args.path) : found;
      });
      b.onLoad({ filter: /.*/, namespace: "sitec-stub" }, (args) => ({ contents: stubSource(args.path), loader: "js" }));
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
  let code: string;
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: "node",
      format: "esm",
      target: "node20",
      logLevel: "silent",
      plugins: [stubPlugin(projectDir, stubbed)],
      // CommonJS configs call require() and require.resolve(), and read __dirname: give them the config's own.
      banner: {
        js: `import { createRequire as __sitecCreateRequire } from "node:module";\nconst require = __sitecCreateRequire(${JSON.stringify(file)});\nconst __filename = ${JSON.stringify(file)};\nconst __dirname = ${JSON.stringify(projectDir)};`,
      },
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
    const module = (await import(pathToFileURL(temporary).href)) as { default?: unknown };
    exported = module.default;
    if (typeof exported === "function") exported = await (exported as () => unknown)();
  } catch (cause) {
    throw new SiteError(`evaluating the Docusaurus config failed: ${(cause as Error).message}`, {
      file,
      cause,
      hint: "Fix what the message names, or remove the part of the config it comes from, and run `sitec migrate` again.",
    });
  } finally {
    await rm(temporary, { force: true });
  }
  if (typeof exported !== "object" || exported === null) {
    throw new SiteError("the Docusaurus config exports no config object.", { file, hint: "Export the config: `module.exports = config` or `export default config`." });
  }
  return { file, config: exported as Record<string, unknown>, stubbed };
}
