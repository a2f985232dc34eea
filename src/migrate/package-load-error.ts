// When evaluating a Docusaurus config fails, whether a package it imports is the cause: each
// package the config (and the project files it imports) takes is loaded again on its own, as the
// config loaded it (`require` or `import`, from the config's folder), and the first that throws
// is named, with the importing file and line, instead of the loader's raw message. A package that
// resolves nowhere never gets here: it is stubbed (read-docusaurus-config.ts).
import { createRequire } from "node:module";
import { readFile, rm, writeFile } from "node:fs/promises";
import { isAbsolute, join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { SiteError } from "../errors.ts";
import { importModule } from "../bundle/import-ts.ts";
import type { PackageImport } from "./read-docusaurus-config.ts";

export interface FailingPackage {
  package: PackageImport;
  error: Error;
}

/** The first of `packages` that throws when loaded from `configDir`, or undefined if none does. */
export async function failingPackage(packages: PackageImport[], configDir: string): Promise<FailingPackage | undefined> {
  if (!packages.length) return undefined;
  const requireFromConfig = createRequire(join(configDir, "package.json"));
  // Dynamic imports resolve from the module that makes them: one written beside the config.
  const probe = join(configDir, `.sitec-migrate-probe-${process.pid}-${Date.now()}.mjs`);
  await writeFile(probe, "export default (specifier) => import(specifier);\n");
  try {
    const load = ((await importModule(pathToFileURL(probe).href)) as { default: (specifier: string) => Promise<unknown> }).default;
    for (const pkg of packages) {
      try {
        if (pkg.kind === "require") requireFromConfig(pkg.specifier);
        else await load(pkg.specifier);
      } catch (error) {
        return { package: pkg, error: error instanceof Error ? error : new Error(String(error)) };
      }
    }
    return undefined;
  } finally {
    await rm(probe, { force: true });
  }
}

/** The line of `source` that names `specifier` in quotes (1-based), if any. */
export function lineNaming(source: string, specifier: string): number | undefined {
  const lines = source.split("\n");
  const quoted = [`"${specifier}"`, `'${specifier}'`, `\`${specifier}\``];
  const index = lines.findIndex((line) => quoted.some((q) => line.includes(q)));
  return index < 0 ? undefined : index + 1;
}

/** The error for a package of the config that fails to load: the package, the file and line, what to do. */
export async function packageLoadError(failing: FailingPackage, projectDir: string, configFile: string): Promise<SiteError> {
  const { specifier, importer } = failing.package;
  const file = isAbsolute(importer) ? importer : configFile;
  const source = await readFile(file, "utf8").catch(() => "");
  const reason = failing.error.message.split("\n")[0]!;
  const code = (failing.error as { code?: unknown }).code;
  const missing = code === "MODULE_NOT_FOUND" || code === "ERR_MODULE_NOT_FOUND";
  const via = file === configFile ? "the config" : `${relative(projectDir, file)} (imported by the config)`;
  return new SiteError(`the package "${specifier}", which ${via} imports, fails to load: ${reason}`, {
    file,
    line: lineNaming(source, specifier),
    cause: failing.error,
    hint: missing
      ? `It is installed, but what it needs is not: install the project's packages (\`npm install\` in ${projectDir}) and run \`sitec migrate\` again.`
      : `Install the project's packages (\`npm install\` in ${projectDir}); if they are, "${specifier}" does not load under Node.js ${process.version}: update it, or remove it (and what the config takes from it) from the config, and run \`sitec migrate\` again.`,
  });
}
