// importTypeScript evaluates a site's config, sidebars file and what they import, as Docusaurus
// loads them: CommonJS files require() packages installed beside the site and read __dirname,
// ESM files keep their own __dirname and `createRequire(import.meta.url)`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import { importTypeScript } from "../../../src/bundle/import-ts.ts";
import { removeAll, tempDir, writeFiles } from "../../helpers/fixtures.ts";

let dir: string;
beforeAll(async () => {
  dir = await tempDir();
  await writeFiles(dir, {
    "node_modules/labels/package.json": '{ "name": "labels", "version": "1.0.0", "main": "index.cjs" }\n',
    "node_modules/labels/index.cjs": 'module.exports = { intro: "Introduction" };\n',
    "sidebars.js": 'const labels = require("labels");\nconst path = require("node:path");\nmodule.exports = { docs: [{ type: "doc", id: "intro", label: labels.intro }], here: path.basename(__dirname), file: path.basename(__filename) };\n',
    "esm/helper.mjs": 'import { createRequire } from "node:module";\nimport { dirname } from "node:path";\nimport { fileURLToPath } from "node:url";\nconst require = createRequire(import.meta.url);\nconst __dirname = dirname(fileURLToPath(import.meta.url));\nexport default { dir: __dirname, found: require.resolve("./helper.mjs"), labels: require("labels").intro };\n',
  });
});
afterAll(() => removeAll(dir));

describe("importTypeScript", () => {
  it("gives a CommonJS file require() of the site's packages and Node's, and its own __dirname and __filename", async () => {
    const { module } = await importTypeScript(join(dir, "sidebars.js"));
    expect((module as { default: unknown }).default).toEqual({ docs: [{ type: "doc", id: "intro", label: "Introduction" }], here: dir.split("/").pop(), file: "sidebars.js" });
  });

  it("leaves an ES module its own __dirname, and import.meta.url is the file's", async () => {
    const { module } = await importTypeScript(join(dir, "esm/helper.mjs"));
    expect((module as { default: unknown }).default).toEqual({ dir: join(dir, "esm"), found: join(dir, "esm/helper.mjs"), labels: "Introduction" });
  });
});
