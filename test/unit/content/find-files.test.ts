// Regression: a symlink in site/static/ to a folder above the site was followed level after
// level (a link to `.` was copied 44 levels deep) until the build ran out of memory.
import { afterEach, describe, expect, it } from "vitest";
import { mkdir, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { findFiles } from "../../../src/content/find-files.ts";
import { removeAll, tempDir } from "../../helpers/fixtures.ts";

const dirs: string[] = [];
afterEach(() => removeAll(...dirs.splice(0)));

/** A site folder inside a temporary folder that also holds things outside the site. */
async function layout() {
  const root = await tempDir();
  dirs.push(root);
  const site = join(root, "site");
  await mkdir(join(site, "static/img"), { recursive: true });
  await mkdir(join(site, "shared"), { recursive: true });
  await mkdir(join(root, "outside"));
  await writeFile(join(site, "static/robots.txt"), "x");
  await writeFile(join(site, "static/img/logo.svg"), "x");
  await writeFile(join(site, "shared/terms.txt"), "x");
  await writeFile(join(root, "outside/secret.txt"), "x");
  return { root, site, static: join(site, "static") };
}

describe("findFiles", () => {
  it("finds the files that match, as fast-glob does", async () => {
    const { site } = await layout();
    await writeFile(join(site, "static/img/_draft.svg"), "x");
    const found = await findFiles(join(site, "static"), ["**/*"], { boundary: site, ignore: ["**/_*"] });
    expect(found).toEqual({ files: ["img/logo.svg", "robots.txt"], skipped: [] });
    expect((await findFiles(join(site, "static"), ["**/*.svg"], { boundary: site })).files).toEqual(["img/_draft.svg", "img/logo.svg"]);
    expect(await findFiles(join(site, "nothing"), ["**/*"], { boundary: site })).toEqual({ files: [], skipped: [] });
  });

  it("skips a link to the folder itself, or to one above it, with a reason", async () => {
    const { site, static: dir } = await layout();
    await symlink(".", join(dir, "img/self"));
    await symlink("..", join(dir, "img/up"));
    await symlink(site, join(dir, "site"));
    const found = await findFiles(dir, ["**/*"], { boundary: site });
    expect(found.files).toEqual(["img/logo.svg", "robots.txt"]);
    expect(found.skipped.map((s) => s.link)).toEqual(["img/self", "img/up", "site"]);
    expect(found.skipped.every((s) => s.reason.includes("(a loop)"))).toBe(true);
  });

  it("skips links that lead out of the site folder, to files or folders", async () => {
    const { root, site, static: dir } = await layout();
    await symlink(join(root, "outside/secret.txt"), join(dir, "secret.txt"));
    await symlink(join(root, "outside"), join(dir, "outside"));
    await symlink("/usr/share", join(dir, "share"));
    const found = await findFiles(dir, ["**/*"], { boundary: site });
    expect(found.files).toEqual(["img/logo.svg", "robots.txt"]);
    expect(found.skipped.map((s) => s.link)).toEqual(["outside", "secret.txt", "share"]);
    expect(found.skipped[0]!.reason).toMatch(/^it leads out of the site folder, to .*outside$/);
  });

  it("follows links that stay inside the site folder, under the link's path", async () => {
    const { site, static: dir } = await layout();
    await symlink(join(site, "shared"), join(dir, "shared"));
    await symlink("../robots.txt", join(dir, "img/robots-copy.txt"));
    const found = await findFiles(dir, ["**/*"], { boundary: site });
    expect(found).toEqual({ files: ["img/logo.svg", "img/robots-copy.txt", "robots.txt", "shared/terms.txt"], skipped: [] });
  });

  it("stops a loop made of two links between two folders", async () => {
    const { site, static: dir } = await layout();
    await mkdir(join(site, "a"));
    await symlink(join(site, "a"), join(dir, "img/to-a"));
    await symlink(join(dir, "img"), join(site, "a/to-img"));
    const found = await findFiles(dir, ["**/*"], { boundary: site });
    expect(found.files).toEqual(["img/logo.svg", "robots.txt"]);
    expect(found.skipped).toEqual([{ link: "img/to-a/to-img", reason: "it leads back into a folder that holds it (a loop)" }]);
  });

  it("reports a dangling link only where it would have been taken", async () => {
    const { site, static: dir } = await layout();
    await symlink(join(site, "gone.svg"), join(dir, "img/gone.svg"));
    expect((await findFiles(dir, ["**/*.svg"], { boundary: site })).skipped).toEqual([{ link: "img/gone.svg", reason: "it leads nowhere (its target does not exist)" }]);
    expect((await findFiles(dir, ["**/*.txt"], { boundary: site })).skipped).toEqual([]);
  });

  it("applies ignore globs to the path through a link", async () => {
    const { site, static: dir } = await layout();
    await symlink(join(site, "shared"), join(dir, "_shared"));
    expect((await findFiles(dir, ["**/*"], { boundary: site, ignore: ["**/_*/**"] })).files).toEqual(["img/logo.svg", "robots.txt"]);
  });
});
