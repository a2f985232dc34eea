// `sitec init`: the files it writes, the package.json it makes, and the folders it refuses.
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INIT_DEV_DEPENDENCIES, initSite, packageName } from "../../../src/init/init.ts";
import { UsageError } from "../../../src/errors.ts";
import { SITEC_VERSION } from "../../../src/version.ts";

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "sitec-init-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("sitec init", () => {
  it("writes a site: config, home page, three docs in two categories, a post, authors, static files, README, package.json", async () => {
    const dir = join(root, "new-site");
    const files = await initSite({ dir });
    expect(files).toEqual(
      expect.arrayContaining([
        ".gitignore",
        "README.md",
        "package.json",
        "site.config.ts",
        "pages/index.tsx",
        "docs/01-getting-started/_category_.json",
        "docs/01-getting-started/01-introduction.md",
        "docs/01-getting-started/02-installation.md",
        "docs/02-guides/_category_.json",
        "docs/02-guides/01-configuration.md",
        "blog/authors.yml",
        "blog/2026-01-15-welcome.md",
        "static/img/favicon.svg",
      ]),
    );
    for (const file of files) await expect(readFile(join(dir, file), "utf8")).resolves.not.toBe("");
    const manifest = JSON.parse(await readFile(join(dir, "package.json"), "utf8"));
    expect(manifest.name).toBe("new-site");
    expect(manifest.dependencies).toEqual({ sitec: `^${SITEC_VERSION}` });
    expect(Object.keys(manifest.scripts)).toEqual(expect.arrayContaining(["dev", "build", "serve"]));
    expect(manifest.scripts.build).toContain("--strict");
    // For editors and `npm run typecheck`: React's types and TypeScript, as sitec's own dev dependencies have them.
    expect(manifest.devDependencies).toEqual(INIT_DEV_DEPENDENCIES);
    expect(manifest.scripts.typecheck).toBe("tsc --noEmit");
    const own = JSON.parse(await readFile(new URL("../../../package.json", import.meta.url), "utf8")).devDependencies;
    for (const [name, range] of Object.entries(INIT_DEV_DEPENDENCIES)) expect(own[name], name).toBe(range);
  });

  it("writes into an empty folder that exists", async () => {
    const dir = join(root, "empty");
    await mkdir(dir);
    await expect(initSite({ dir })).resolves.toContain("site.config.ts");
  });

  it("refuses a folder that is not empty, and changes nothing in it", async () => {
    const dir = join(root, "taken");
    await mkdir(dir);
    await writeFile(join(dir, "notes.txt"), "mine");
    await expect(initSite({ dir })).rejects.toThrow(UsageError);
    await expect(initSite({ dir })).rejects.toThrow(/not empty.*--force/);
    await expect(readFile(join(dir, "site.config.ts"))).rejects.toThrow();
  });

  it("writes into a folder that is not empty with force, keeping the files it does not write", async () => {
    const dir = join(root, "forced");
    await mkdir(dir);
    await writeFile(join(dir, "notes.txt"), "mine");
    await writeFile(join(dir, "README.md"), "old");
    await initSite({ dir, force: true });
    expect(await readFile(join(dir, "notes.txt"), "utf8")).toBe("mine");
    expect(await readFile(join(dir, "README.md"), "utf8")).toContain("sitec");
    await expect(readFile(join(dir, "site.config.ts"), "utf8")).resolves.toContain("defineConfig");
  });

  it("names the package after the folder, as npm accepts it", () => {
    expect(packageName("/tmp/My Docs")).toBe("my-docs");
    expect(packageName("/tmp/.hidden")).toBe("hidden");
    expect(packageName("/tmp/___")).toBe("site");
  });
});
