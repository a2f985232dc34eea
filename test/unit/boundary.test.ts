// The node/browser boundary is compiled, not a convention: src/ is type-checked without DOM
// types and templates/ without Node's, so code that crosses it does not compile (npm test runs
// `npm run typecheck`, which checks each with its own tsconfig). Here a probe file checked with
// each config shows that the configs do what they say.
import { describe, expect, it } from "vitest";
import ts from "typescript";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * Type errors of `source`, checked with `folder`'s tsconfig. The probe file is written outside
 * the repository (its imports of the repository are absolute): a file added to src/, even for a
 * moment, changes the compiler's cache key (src/cache/compiler-key.ts), and a build running in
 * another test file at that moment then missed its cache.
 */
function errorsOf(folder: "src" | "templates", source: string): string[] {
  const configFile = join(ROOT, folder, "tsconfig.json");
  const parsed = ts.getParsedCommandLineOfConfigFile(configFile, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })!;
  const dir = mkdtempSync(join(tmpdir(), "sitec-probe-"));
  try {
    const file = join(dir, "probe.ts");
    writeFileSync(file, source);
    const program = ts.createProgram({ rootNames: [file], options: parsed.options, host: sharingHost(parsed.options) });
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The files the probes' programs read besides the probe (the libraries' and the repository's
 * declarations and sources, which no probe changes), parsed once for all of them instead of
 * once per probe: most of a program's time.
 */
const parsedFiles = new Map<string, ts.SourceFile | undefined>();
function sharingHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    if (fileName.endsWith("/probe.ts")) return getSourceFile(fileName, languageVersion, ...rest);
    const key = `${JSON.stringify(languageVersion)} ${fileName}`;
    if (!parsedFiles.has(key)) parsedFiles.set(key, getSourceFile(fileName, languageVersion, ...rest));
    return parsedFiles.get(key);
  };
  return host;
}

describe("the node/browser boundary", () => {
  it("src/ compiles Node code and refuses the DOM", () => {
    expect(errorsOf("src", `import { readFileSync } from "node:fs";\nexport const f = readFileSync;\n`)).toEqual([]);
    expect(errorsOf("src", `export const t = () => document.title;\n`).join("\n")).toMatch(/Cannot find name 'document'/);
  });

  it("templates/ compiles DOM code and refuses Node modules, also through compiler code", () => {
    expect(errorsOf("templates", `export const t = () => document.title;\n`)).toEqual([]);
    expect(errorsOf("templates", `import { readFileSync } from "node:fs";\nexport const f = readFileSync;\n`).join("\n")).toMatch(/Cannot find module 'node:fs'/);
    // src/errors.ts imports node:path: reaching it from the theme fails as well.
    expect(errorsOf("templates", `import { SiteError } from "${ROOT}src/errors.ts";\nexport const e = SiteError;\n`).join("\n")).toMatch(/node:path/);
    // What the theme may import from the compiler: src/shared/.
    expect(errorsOf("templates", `import { withBase } from "${ROOT}src/shared/paths.ts";\nexport const w = withBase;\n`)).toEqual([]);
  });
});
