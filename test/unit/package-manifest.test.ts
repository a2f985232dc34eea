// package.json as the `sitec` package: its version is the compiler's, it ships the compiler, the
// theme and init's template and nothing of the site, the tests or the benchmarks, and every
// entry of `exports` is made by the pack step.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { SITEC_VERSION } from "../../src/version.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const manifest = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8"));

describe("package.json", () => {
  it("is the public package sitec, at the compiler's version", () => {
    expect(manifest.name).toBe("sitec");
    expect(manifest.private).toBeUndefined();
    expect(manifest.version).toBe(SITEC_VERSION);
    expect(manifest.bin).toEqual({ sitec: "bin/sitec.js" });
  });

  it("ships the compiler, the theme and init's template only", () => {
    expect(manifest.files).toEqual(["bin/", "dist/", "src/", "templates/", "init/"]);
  });

  it("exports sitec, sitec/config and sitec/theme from dist/ as ES modules and CommonJS, with their types", () => {
    expect(Object.keys(manifest.exports)).toEqual([".", "./config", "./theme", "./package.json"]);
    const prepack = readFileSync(join(ROOT, "tools", "prepack.mjs"), "utf8");
    for (const entry of [".", "./config", "./theme"]) {
      const { import: esm, require: cjs } = manifest.exports[entry];
      expect(esm.types).toMatch(/^\.\/dist\/types\/.+\.d\.ts$/);
      expect(esm.default).toMatch(/^\.\/dist\/\w+\.js$/);
      expect(cjs.types).toBe(esm.types.replace(/\.d\.ts$/, ".d.cts"));
      expect(cjs.default).toBe(esm.default.replace(/\.js$/, ".cjs"));
      // Named in the pack step's entries.
      expect(prepack).toContain(`${esm.default.slice("./dist/".length, -".js".length)}: "`);
    }
    expect(manifest.scripts.prepack).toBe("node tools/prepack.mjs");
  });
});
