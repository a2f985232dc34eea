// Builds fixture sites into temporary folders for integration tests.
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type BuildInternals, type BuildOptions, type BuildResult } from "../../src/build.ts";
import { silentLogger } from "../../src/log.ts";

export const FIXTURES = fileURLToPath(new URL("../fixtures/", import.meta.url));

/** A temporary folder removed by `cleanup()`. */
export async function tempDir(prefix = "sitec-test-"): Promise<string> {
  return mkdtemp(join(tmpdir(), prefix));
}

/** Writes files (by path relative to `dir`, with their text or bytes), making the folders they need. */
export async function writeFiles(dir: string, files: Record<string, string | Uint8Array>): Promise<void> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
}

/** Copies a fixture site into a temporary folder so a test may change it. */
export async function copyFixture(name: string): Promise<string> {
  const dir = await tempDir();
  const site = join(dir, "site");
  await cp(join(FIXTURES, name), site, { recursive: true });
  return site;
}

/**
 * Builds a site quietly. Its build cache is beside the output folder (a test's temporary
 * folder), not in the project's node_modules, where each temporary site would leave one.
 */
export async function buildSite(siteDir: string, outDir: string, options: Partial<BuildOptions> = {}, internals?: BuildInternals): Promise<BuildResult> {
  return build({ siteDir, outDir, logger: silentLogger, minify: false, cache: { dir: join(dirname(outDir), ".build-cache") }, ...options }, internals);
}

export const read = (dir: string, path: string) => readFile(join(dir, path), "utf8");

/** A site written from `files` into a temporary folder (`root/site`) and built there (`root/build`). */
export async function buildSiteFrom(files: Record<string, string | Uint8Array>, options: Partial<BuildOptions> = {}): Promise<{ root: string; site: string; out: string; result: BuildResult }> {
  const root = await tempDir();
  const site = join(root, "site");
  await writeFiles(site, files);
  const out = join(root, "build");
  const result = await buildSite(site, out, options);
  return { root, site, out, result };
}

export async function removeAll(...dirs: string[]): Promise<void> {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
}

/** What the escape files hold: a response containing it reached outside the output folder. */
export const SECRET = "top-secret-outside-the-output";

/**
 * Things beside the output folder `out` (in `root`) that no request may reach: a secret file
 * and page, a folder with pages, and symlinks from inside the output to them (`leak.txt`,
 * `leak.html`, `leakdir`). test/helpers/symlinks.ts has many more kinds of links.
 */
export async function plantEscapes(root: string, out: string): Promise<void> {
  await writeFile(join(root, "secret.txt"), SECRET);
  await mkdir(join(root, "outside"));
  await writeFile(join(root, "outside", "index.html"), SECRET);
  await writeFile(join(root, "outside", "page.html"), SECRET);
  await writeFile(join(root, "secret.html"), SECRET);
  await symlink(join(root, "secret.txt"), join(out, "leak.txt"));
  await symlink(join(root, "secret.html"), join(out, "leak.html"));
  await symlink(join(root, "outside"), join(out, "leakdir"));
}
