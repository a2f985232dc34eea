// `sitec dev` when folders are renamed or moved and when excluded files are saved: after every
// change has settled, what dev has written equals what `sitec build` writes for the same tree.
// Regressions: renaming a docs folder kept the old pages (served with 200) and put both paths
// into the sidebar and the search index, and no later edit repaired it; the mainDocId error it
// raised was cleared by a success a moment later; saving a file that `docs.exclude` names
// rendered it, because watch mode matched excludes with a hand-made glob conversion.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, rm, symlink, unlink, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import fg from "fast-glob";
import { startDev, type DevServer } from "../../src/dev/dev-server.ts";
import { silentLogger } from "../../src/log.ts";
import { buildSite, copyFixture, tempDir } from "../helpers/fixtures.ts";

let site: string;
let dev: DevServer;
let builds: string;
/** Every outcome dev reported, in order. */
const outcomes: { ok: boolean; lines?: string[] }[] = [];

beforeAll(async () => {
  site = await copyFixture("basic-site");
  builds = await tempDir();
  // Watch mode shows drafts and `sitec build` does not: leave the fixture's one draft out.
  await unlink(join(site, "blog/2023-05-01-draft.md"));
  dev = await startDev({ siteDir: site, port: 0, host: "127.0.0.1", logger: silentLogger, watchTheme: false, debounceMs: 50 });
  dev.events.on("rebuilt", () => outcomes.push({ ok: true }));
  dev.events.on("failed", (lines: string[]) => outcomes.push({ ok: false, lines }));
});
afterAll(async () => {
  await dev?.close();
  await rm(dirname(site), { recursive: true, force: true });
  await rm(builds, { recursive: true, force: true });
});

/** Waits until dev has reported at least `after + 1` outcomes and then nothing for a while. */
async function settled(after: number): Promise<void> {
  const quiet = 1500;
  const end = Date.now() + 30_000;
  let count = outcomes.length;
  let since = Date.now();
  while (outcomes.length <= after || Date.now() - since < quiet) {
    if (Date.now() > end) throw new Error(`dev did not settle (${outcomes.length - after} outcomes)`);
    await new Promise((r) => setTimeout(r, 50));
    if (outcomes.length !== count) {
      count = outcomes.length;
      since = Date.now();
    }
  }
}

async function hashes(dir: string): Promise<Map<string, string>> {
  const files = (await fg("**/*", { cwd: dir, dot: true })).sort();
  const out = new Map<string, string>();
  for (const f of files) out.set(f, createHash("sha256").update(await readFile(join(dir, f))).digest("hex"));
  return out;
}

let buildCount = 0;
/** dev's output next to a fresh `sitec build` of the same tree: equal file lists and bytes. */
async function expectDevEqualsBuild(): Promise<void> {
  const out = join(builds, `build-${buildCount++}`);
  await buildSite(site, out, { minify: false });
  const [built, served] = await Promise.all([hashes(out), hashes(dev.outDir)]);
  expect([...served.keys()]).toEqual([...built.keys()]);
  const differing = [...built].filter(([file, hash]) => served.get(file) !== hash).map(([file]) => file);
  expect(differing).toEqual([]);
}

const status = async (path: string) => (await fetch(dev.url + path.replace(/^\//, ""))).status;

describe("sitec dev keeps its output equal to a build of the tree", () => {
  it("after saving files that docs.exclude names, at any depth", async () => {
    const before = outcomes.length;
    await writeFile(join(site, "docs/guide/excluded.md"), "---\ntitle: Not a doc\n---\n\nExcluded.\n");
    await mkdir(join(site, "docs/02_reference/deep"));
    await writeFile(join(site, "docs/02_reference/deep/excluded.md"), "---\ntitle: Not a doc either\n---\n\nExcluded.\n");
    await settled(before);
    expect(outcomes.at(-1)).toEqual({ ok: true });
    expect(await status("/docs/guide/excluded")).toBe(404);
    expect(await status("/docs/reference/deep/excluded")).toBe(404);
    await expectDevEqualsBuild();
  });

  it("after a docs folder is renamed", async () => {
    const before = outcomes.length;
    await rename(join(site, "docs/02_reference"), join(site, "docs/03_api"));
    await settled(before);
    expect(outcomes.at(-1)).toEqual({ ok: true });
    expect(await status("/docs/reference/details")).toBe(404);
    expect(await status("/docs/api/details")).toBe(200);
    await expectDevEqualsBuild();
  });

  it("after many files move to a new folder", async () => {
    const before = outcomes.length;
    await mkdir(join(site, "docs/more"));
    for (const name of ["index.md", "details.md"]) await rename(join(site, "docs/03_api", name), join(site, "docs/more", name));
    await rename(join(site, "docs/hidden.md"), join(site, "docs/more/hidden.md"));
    await settled(before);
    expect(outcomes.at(-1)).toEqual({ ok: true });
    await expectDevEqualsBuild();
  });

  it("keeps reporting a missing main doc after its folder is renamed, through later edits, until it is back", async () => {
    let before = outcomes.length;
    await rename(join(site, "docs/guide"), join(site, "docs/getting-started"));
    await settled(before);
    const failed = outcomes.at(-1)!;
    expect(failed.ok).toBe(false);
    expect(failed.lines!.join("\n")).toContain('docs.mainDocId: no doc has the id "guide/start"');
    expect(outcomes.slice(before).some((o) => o.ok)).toBe(false);

    // An edit elsewhere does not bring the old folder's pages back.
    before = outcomes.length;
    const post = join(site, "blog/2023-01-11-post-1.md");
    await writeFile(post, (await readFile(post, "utf8")) + "\nOne more line.\n");
    await settled(before);
    expect(outcomes.at(-1)!.ok).toBe(false);

    before = outcomes.length;
    await rename(join(site, "docs/getting-started"), join(site, "docs/guide"));
    await settled(before);
    expect(outcomes.at(-1)).toEqual({ ok: true });
    expect(await status("/docs/guide/start")).toBe(200);
    await expectDevEqualsBuild();
  });

  it("after a static folder is renamed, and a link out of the site is added to static/", async () => {
    const before = outcomes.length;
    await rename(join(site, "static/img"), join(site, "static/images"));
    await writeFile(join(dirname(site), "secret.txt"), "outside the site");
    await symlink(join(dirname(site), "secret.txt"), join(site, "static/secret.txt"));
    await settled(before);
    expect(await status("/img/logo.svg")).toBe(404);
    expect(await status("/images/logo.svg")).toBe(200);
    expect(await status("/secret.txt")).toBe(404);
    await expectDevEqualsBuild();
  });
});
