// What a runtime install gets: `npm ci --omit=dev`, or sitec installed as a package, brings
// `dependencies` only. Every package that the CLI (bin/, src/) and the theme it bundles into
// each site (templates/) load when they run must be there; test and benchmark tools must not.
import { readFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fg from "fast-glob";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const manifest = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};
/** Path aliases of tsconfig.json (`@sitec/theme`): files of this repository, not packages. */
const ALIASES = new Set(Object.keys((JSON.parse(readFileSync(join(ROOT, "tsconfig.json"), "utf8")) as { compilerOptions: { paths?: object } }).compilerOptions.paths ?? {}));

/**
 * The module specifiers a source file loads when it runs: imports and re-exports with a
 * `from`, side-effect imports, `import()`, `require()` and `createRequire(…)(…)`. With
 * `verbatimModuleSyntax` only `import type` and `export type` are erased; an
 * `import { type A } from "x"` still loads "x", so it counts.
 */
function runtimeSpecifiers(source: string): string[] {
  // Comments first (an example in a comment loads nothing); `//` inside a URL string stays.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|\s)\/\/.*$/gm, "$1");
  const found: string[] = [];
  for (const m of code.matchAll(/\b(?:import|export)\s+(type\s+)?[\w$*{}\s,]*?\bfrom\s*["']([^"']+)["']/g)) {
    if (!m[1]) found.push(m[2]!);
  }
  // A side-effect import starts a statement (not `startsWith("import ")` in a string).
  for (const m of code.matchAll(/(?:^|[;}])\s*import\s*["']([^"']+)["']/gm)) found.push(m[1]!);
  for (const m of code.matchAll(/\b(?:import|require|createRequire\([^)]*\))\s*\(\s*["']([^"']+)["']\s*\)/g)) found.push(m[1]!);
  return found;
}

/** The package a specifier loads from (`prismjs/components/x.js` → `prismjs`), or undefined for files, built-ins and virtual modules. */
function packageOf(specifier: string): string | undefined {
  if (/^[./]/.test(specifier) || isBuiltin(specifier) || ALIASES.has(specifier)) return undefined;
  // `node:fs`, and the bundler's virtual modules (`sitec:pages`).
  if (/^[a-z][\w-]*:/.test(specifier)) return undefined;
  // The theme's components by name (src/bundle/theme-resolver.ts), not packages.
  if (/^@theme(-original)?\//.test(specifier)) return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** Every package a file of bin/, src/ or templates/ loads, with the files that load it. */
function runtimePackages(): Map<string, string[]> {
  const files = fg.sync(["bin/**/*.{js,mjs,cjs}", "src/**/*.{ts,tsx}", "templates/**/*.{ts,tsx}"], { cwd: ROOT, ignore: ["**/*.d.ts"] });
  const packages = new Map<string, string[]>();
  for (const file of files) {
    for (const specifier of runtimeSpecifiers(readFileSync(join(ROOT, file), "utf8"))) {
      const name = packageOf(specifier);
      if (name) packages.set(name, [...(packages.get(name) ?? []), file]);
    }
  }
  return packages;
}

describe("runtimeSpecifiers", () => {
  it("counts what loads at run time and leaves out type-only imports and comments", () => {
    const source = [
      'import a from "a";',
      'import * as b from "b/sub/file.js";',
      'import {\n  c,\n  type C,\n} from "@scope/c/deep";',
      'import { type OnlyType } from "kept-by-verbatim-module-syntax";',
      'import type { T } from "types-only";',
      'export type { U } from "types-only-too";',
      'export { d } from "d";',
      'export * from "e";',
      'import "side-effect";',
      'if (line.startsWith("import ")) skip("not an import");',
      'const f = await import("f");',
      'const g = require("g");',
      'const { build } = createRequire(import.meta.url)("h");',
      '// import x from "in-a-comment";',
      '/* import y from "in-a-block-comment"; */',
      'const url = "https://example.org/x"; import i from "i";',
    ].join("\n");
    expect(runtimeSpecifiers(source).sort()).toEqual(
      ["a", "b/sub/file.js", "@scope/c/deep", "kept-by-verbatim-module-syntax", "d", "e", "side-effect", "f", "g", "h", "i"].sort(),
    );
  });

  it("names the package of a specifier; files, built-ins, aliases and virtual modules are none", () => {
    expect(["react-dom/server", "@scope/c/deep", "prismjs/components/prism-go.js", "lunr"].map(packageOf)).toEqual(["react-dom", "@scope/c", "prismjs", "lunr"]);
    expect(["./x.ts", "../y", "/abs", "fs", "node:fs/promises", "worker_threads", "sitec:pages", "@sitec/theme", "@theme/Footer", "@theme-original/Footer"].map(packageOf)).toEqual(Array(10).fill(undefined));
  });
});

describe("package.json", () => {
  const packages = runtimePackages();

  it("lists every package that bin/, src/ and templates/ load in dependencies", () => {
    // The scan found the packages it must (an empty result would check nothing).
    expect([...packages.keys()]).toEqual(expect.arrayContaining(["commander", "esbuild", "react", "react-dom", "lunr", "prismjs", "zod"]));
    // Or an optional peer: a package the site brings for a feature it turns on (mermaid, for `markdown.mermaid`).
    const optionalPeer = (name: string) => Object.hasOwn(manifest.peerDependencies ?? {}, name) && manifest.peerDependenciesMeta?.[name]?.optional === true;
    const missing = [...packages].filter(([name]) => !Object.hasOwn(manifest.dependencies, name) && !optionalPeer(name)).map(([name, files]) => `${name} (${files[0]})`);
    expect(missing).toEqual([]);
    expect(packages.has("mermaid") && optionalPeer("mermaid")).toBe(true);
  });

  it("keeps test, benchmark and type-checking tools out of dependencies", () => {
    for (const tool of ["tsx", "vitest", "playwright-core", "lighthouse", "typescript", "chrome-launcher", "axe-core"]) {
      expect(Object.hasOwn(manifest.dependencies, tool), tool).toBe(false);
      expect(Object.hasOwn(manifest.devDependencies, tool), tool).toBe(true);
    }
    expect(Object.keys(manifest.dependencies).filter((name) => name.startsWith("@types/"))).toEqual([]);
  });
});
