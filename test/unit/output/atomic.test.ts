import { describe, it, expect, beforeEach, afterEach } from "vitest";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { createStagingDir } from "../../../src/output/atomic.ts";

let parent: string;
let outDir: string;
beforeEach(async () => {
  parent = await mkdtemp(join(tmpdir(), "sitec-unit-atomic-"));
  outDir = join(parent, "build");
});
afterEach(async () => {
  await rm(parent, { recursive: true, force: true });
});

/** Every file below `dir` with its bytes, for byte-for-byte comparison. */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const walk = async (folder: string) => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path);
      else out.set(relative(dir, path), (await readFile(path)).toString("base64"));
    }
  };
  await walk(dir);
  return out;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

async function build(files: Record<string, string | Uint8Array>): Promise<void> {
  const staging = await createStagingDir(outDir);
  for (const [path, contents] of Object.entries(files)) await staging.write(path, contents);
  await staging.commit();
}

describe("createStagingDir", () => {
  it("writes into a sibling staging folder, not into the output", async () => {
    const staging = await createStagingDir(outDir);
    await staging.write("docs/x/index.html", "x");
    expect(staging.dir.startsWith(parent)).toBe(true);
    expect(staging.dir).not.toBe(outDir);
    expect(await readFile(join(staging.dir, "docs/x/index.html"), "utf8")).toBe("x");
    expect(await exists(outDir)).toBe(false);
    await staging.discard();
  });

  it("commit creates the output when there was none", async () => {
    await build({ "index.html": "home", "assets/app.js": "js" });
    expect(await snapshot(outDir)).toEqual(
      new Map([
        ["index.html", Buffer.from("home").toString("base64")],
        [join("assets", "app.js"), Buffer.from("js").toString("base64")],
      ]),
    );
    expect(await readdir(parent)).toEqual(["build"]);
  });

  it("commit replaces the old output entirely (stale files go)", async () => {
    await build({ "index.html": "old", "docs/old/index.html": "old doc" });
    await build({ "index.html": "new", "docs/new/index.html": "new doc" });
    expect(await readFile(join(outDir, "index.html"), "utf8")).toBe("new");
    expect(await exists(join(outDir, "docs/old"))).toBe(false);
    expect(await readFile(join(outDir, "docs/new/index.html"), "utf8")).toBe("new doc");
    // No staging or retired folders are left next to it.
    expect(await readdir(parent)).toEqual(["build"]);
  });

  it("discard leaves the previous output byte-identical", async () => {
    await build({ "index.html": "<!DOCTYPE html>home", "img/logo.png": new Uint8Array([0, 1, 2, 255]), "a/b/c.json": "{}" });
    const before = await snapshot(outDir);
    const staging = await createStagingDir(outDir);
    await staging.write("index.html", "half-written new build");
    await staging.write("img/logo.png", new Uint8Array([9, 9]));
    await staging.discard();
    expect(await snapshot(outDir)).toEqual(before);
    expect(await exists(staging.dir)).toBe(false);
    expect(await readdir(parent)).toEqual(["build"]);
  });

  it("the old output stays in place while a build is staged", async () => {
    await build({ "index.html": "old" });
    const staging = await createStagingDir(outDir);
    await staging.write("index.html", "new");
    expect(await readFile(join(outDir, "index.html"), "utf8")).toBe("old");
    await staging.commit();
    expect(await readFile(join(outDir, "index.html"), "utf8")).toBe("new");
  });

  it("removes staging and retired folders left by a killed build", async () => {
    await build({ "index.html": "old" });
    const before = await snapshot(outDir);
    // A build that was killed mid-way: its staging folder and a retired folder remain.
    const killed = join(parent, ".sitec-staging-build-99999-abc");
    const retired = join(parent, ".sitec-retired-build-99999-abd");
    await mkdir(join(killed, "docs"), { recursive: true });
    await writeFile(join(killed, "docs", "partial.html"), "partial");
    await mkdir(retired);
    const staging = await createStagingDir(outDir);
    expect(await exists(killed)).toBe(false);
    expect(await exists(retired)).toBe(false);
    // The current output is untouched by the clean-up.
    expect(await snapshot(outDir)).toEqual(before);
    await staging.discard();
  });

  it("leaves other folders next to the output alone", async () => {
    await mkdir(join(parent, ".sitec-staging-other-1-a"));
    await mkdir(join(parent, "site"));
    await writeFile(join(parent, "notes.txt"), "keep");
    const staging = await createStagingDir(outDir);
    await staging.discard();
    expect((await readdir(parent)).sort()).toEqual([".sitec-staging-other-1-a", "notes.txt", "site"]);
  });

  it("creates missing parent folders", async () => {
    outDir = join(parent, "deep", "er", "build");
    await build({ "index.html": "x" });
    expect(await readFile(join(outDir, "index.html"), "utf8")).toBe("x");
  });
});
