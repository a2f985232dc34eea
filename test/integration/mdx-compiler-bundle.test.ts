// A build through bin/sitec.js that compiles MDX takes the compiler from its bundle, handed over
// by bin/cli-bundle.js, not from @mdx-js/mdx's ES modules: those cost each such build ~240 ms of
// CPU. A loader hook that records every module Node resolves tells which way it came.
import { spawnSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { FIXTURES, removeAll, tempDir } from "../helpers/fixtures.ts";

const BIN = fileURLToPath(new URL("../../bin/sitec.js", import.meta.url));
const dirs: string[] = [];
afterAll(() => removeAll(...dirs));

/** Builds `site` with bin/sitec.js; returns the URLs of the modules Node resolved meanwhile. */
async function buildRecordingModules(site: string, out: string, dir: string): Promise<string[]> {
  const log = join(dir, "resolved.txt");
  const hooks = join(dir, "record-hooks.mjs");
  await writeFile(
    hooks,
    `import { appendFileSync } from "node:fs";
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(${JSON.stringify(log)}, resolved.url + "\\n");
  return resolved;
}
`,
  );
  const register = join(dir, "register.mjs");
  await writeFile(register, `import { register } from "node:module";\nregister(${JSON.stringify(pathToFileURL(hooks).href)});\n`);
  await writeFile(log, "");
  const result = spawnSync(process.execPath, ["--expose-gc", "--import", pathToFileURL(register).href, BIN, "build", "--site", site, "--out-dir", out, "--no-cache", "--quiet"], {
    encoding: "utf8",
    timeout: 180_000,
  });
  expect(result.status, result.stderr).toBe(0);
  return (await readFile(log, "utf8")).split("\n").filter(Boolean);
}

describe("the MDX compiler in a build of the CLI", () => {
  it("comes from its bundle, not from @mdx-js/mdx's ES modules", { timeout: 240_000 }, async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const out = join(dir, "out");
    const resolved = await buildRecordingModules(join(FIXTURES, "mdx-site"), out, dir);
    // The recorder saw the modules Node imported (the CLI's own start among them)...
    expect(resolved).toContain(pathToFileURL(fileURLToPath(new URL("../../bin/cli-bundle.js", import.meta.url))).href);
    // ...and none of the compiler's.
    expect(resolved.filter((url) => /\/node_modules\/(@mdx-js\/mdx|micromark-extension-mdx|hast-util-to-estree|recma-)/.test(url))).toEqual([]);
    // The MDX page was compiled: its expressions and its own export are in the page.
    const guide = await readFile(join(out, "docs", "guide", "index.html"), "utf8");
    expect(guide).toContain("<p>The chart is at version 4.5.0, and this page is about nmap.</p>");
  });
});
