// A site's pages use the theme's React, wherever the site lives: a folder above the site with a
// node_modules of its own (another project, another checkout of sitec) must not give the
// bundles a second React, whose hooks and elements the theme's React does not know.
import { afterAll, describe, expect, it } from "vitest";
import { cp, mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import fg from "fast-glob";
import { buildSite, read, removeAll, tempDir } from "../helpers/fixtures.ts";

const dirs: string[] = [];
afterAll(() => removeAll(...dirs));

/** A package `name` whose every module throws when loaded. */
async function foreignPackage(modules: string, name: string, files: string[]): Promise<void> {
  const dir = join(modules, name);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, "package.json"), JSON.stringify({ name, version: "0.0.0-foreign", main: "index.js" }));
  for (const file of files) await writeFile(join(dir, file), `throw new Error("the foreign ${name} was loaded");\n`);
}

describe("the theme's packages", () => {
  it("come from sitec's own node_modules even when the site's folder has others", async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const site = join(dir, "project", "site");
    await cp("test/fixtures/basic-site", site, { recursive: true });
    const modules = join(dir, "project", "node_modules");
    await foreignPackage(modules, "react", ["index.js", "jsx-runtime.js", "jsx-dev-runtime.js"]);
    await foreignPackage(modules, "react-dom", ["index.js", "client.js", "server.js", "server.node.js"]);

    const out = join(dir, "out");
    await buildSite(site, out);
    expect(await read(out, "index.html")).toContain("Fixture home");
    // The client bundle (the server bundle takes React from sitec itself) has none of them.
    const scripts = await fg("assets/*.js", { cwd: out });
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(await read(out, script)).not.toMatch(/the foreign react(-dom)? was loaded/);
  });
});
