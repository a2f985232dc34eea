// Symbolic links in a site's folders. Regression: a link in site/static/ to a folder above the
// site was copied into itself level after level until the build ran out of memory and left its
// staging folder behind. Links that stay inside the site and lead into no loop are followed; any
// other is skipped with a warning that names it.
import { afterEach, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { mkdir, readdir, symlink, writeFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { SiteErrors, formatError } from "../../src/errors.ts";
import { buildSite, copyFixture, removeAll } from "../helpers/fixtures.ts";

const cleanup: string[] = [];
afterEach(async () => removeAll(...cleanup.splice(0)));

async function fixture() {
  const site = await copyFixture("basic-site");
  cleanup.push(dirname(site));
  return { site, out: join(dirname(site), "build"), where: (path: string) => relative(process.cwd(), join(site, path)) };
}

describe("symbolic links in the site folder", () => {
  it("skips links in static/ that loop or lead out of the site, with a warning naming each", async () => {
    const { site, out, where } = await fixture();
    await symlink(".", join(site, "static/loop"));
    await symlink(join(site, ".."), join(site, "static/img/above"));
    await writeFile(join(dirname(site), "secret.txt"), "outside");
    await symlink(join(dirname(site), "secret.txt"), join(site, "static/secret.txt"));
    const result = await buildSite(site, out);
    expect(result.warnings).toEqual([
      `${where("static/img/above")}: the symbolic link was not followed: it leads out of the site folder, to ${dirname(site)}.`,
      `${where("static/loop")}: the symbolic link was not followed: it leads back into a folder that holds it (a loop).`,
      `${where("static/secret.txt")}: the symbolic link was not followed: it leads out of the site folder, to ${join(dirname(site), "secret.txt")}.`,
    ]);
    expect(existsSync(join(out, "robots.txt"))).toBe(true);
    expect(existsSync(join(out, "loop"))).toBe(false);
    expect(existsSync(join(out, "secret.txt"))).toBe(false);
  });

  it("fails with --strict, names the links, and leaves no staging folder", async () => {
    const { site, out, where } = await fixture();
    await symlink(".", join(site, "static/loop"));
    await symlink("..", join(site, "docs/guide/up"));
    let error: unknown;
    await buildSite(site, out, { strict: true }).catch((e: unknown) => (error = e));
    expect(error).toBeInstanceOf(SiteErrors);
    const lines = formatError(error);
    expect(lines).toContain(`error: ${where("docs/guide/up")}: the symbolic link was not followed: it leads back into a folder that holds it (a loop). (a warning; --strict makes it an error)`);
    expect(lines).toContain(`error: ${where("static/loop")}: the symbolic link was not followed: it leads back into a folder that holds it (a loop). (a warning; --strict makes it an error)`);
    expect((await readdir(dirname(out))).filter((e) => e.startsWith(".sitec-"))).toEqual([]);
  });

  it("builds each doc once through a link that loops in the docs folder", async () => {
    const { site, out } = await fixture();
    await symlink(".", join(site, "docs/guide/again"));
    const result = await buildSite(site, out);
    // Without the loop check, each doc of the folder became a page once per level.
    expect(result.routes).toBe(26);
    expect(existsSync(join(out, "docs/guide/again"))).toBe(false);
  });

  it("follows links that stay inside the site and lead into no loop", async () => {
    const { site, out } = await fixture();
    await mkdir(join(site, "shared"));
    await writeFile(join(site, "shared/terms.txt"), "terms");
    await symlink(join(site, "shared"), join(site, "static/shared"));
    await writeFile(join(site, "shared/extra.md"), "---\ntitle: Extra\n---\n\nShared text.\n");
    await symlink(join(site, "shared/extra.md"), join(site, "docs/extra.md"));
    const result = await buildSite(site, out, { strict: true });
    expect(result.warnings).toEqual([]);
    expect(existsSync(join(out, "shared/terms.txt"))).toBe(true);
    expect(existsSync(join(out, "docs/extra/index.html"))).toBe(true);
  });
});
