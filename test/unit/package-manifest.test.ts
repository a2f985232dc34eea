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

  it("names the Node lines maintained today in engines: 22, 24 and 26 (Node 20's life ended in April 2026)", () => {
    expect(manifest.engines).toEqual({ node: "^22.0.0 || ^24.0.0 || >=26.0.0" });
  });

  it("is tested by CI on the machine's Node and (unit and integration project) on Node 26, from the pinned npm package node", () => {
    const ci = readFileSync(join(ROOT, ".ci", "run"), "utf8");
    expect(ci).toMatch(/^npm test$/m);
    expect(ci).toMatch(/^node tools\/node26\.mjs npm test -- --project unit$/m);
    expect(manifest.scripts["test:node26"]).toBe("node tools/node26.mjs npm test");
    const node26 = JSON.parse(readFileSync(join(ROOT, "tools", "node26", "package.json"), "utf8"));
    expect(node26.dependencies.node).toMatch(/^26\.\d+\.\d+$/);
    const lock = JSON.parse(readFileSync(join(ROOT, "tools", "node26", "package-lock.json"), "utf8"));
    expect(lock.packages["node_modules/node"].version).toBe(node26.dependencies.node);
  });
});
