// The README's "Use it from code" example runs as written, in a process of its own (Node with
// tsx, as a site's script would run it), on the fixture site: it builds, serves, and ends by
// itself once closed, with exit code 0.
import { spawnSync } from "node:child_process";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { FIXTURES, removeAll, tempDir } from "../helpers/fixtures.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const dirs: string[] = [];
afterAll(() => removeAll(...dirs));

describe("the README's API example", () => {
  it("builds and serves the site, then lets its process end", async () => {
    const readme = await readFile(join(ROOT, "README.md"), "utf8");
    const section = readme.slice(readme.indexOf("## Use it from code"));
    const example = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
    expect(example?.trim().split("\n").length).toBeLessThanOrEqual(10);
    const dir = await tempDir();
    dirs.push(dir);
    // The same code, on the fixture site, a temporary folder and a free port.
    const script = example!
      .replace('"./src/index.ts"', JSON.stringify(join(ROOT, "src/index.ts")))
      .replace('siteDir: "site"', `siteDir: ${JSON.stringify(join(FIXTURES, "basic-site"))}`)
      .replaceAll('"build"', JSON.stringify(join(dir, "build")))
      .replace("port: 3000", "port: 0");
    // .mts: an ES module (top-level await) outside any package.json.
    const file = join(dir, "example.mts");
    await writeFile(file, script);
    const run = spawnSync(process.execPath, ["--import", "tsx", file], { cwd: ROOT, encoding: "utf8", timeout: 120_000 });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^26 pages, 0 warnings\nServing at http:\/\/127\.0\.0\.1:\d+\/\n$/);
  });
});
