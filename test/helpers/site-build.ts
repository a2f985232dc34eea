// The one build of site/ of a test run (`sitec build --strict`, minified, a fresh build cache),
// shared by every test that reads it: the checksum test, the engine and shared-sidebar
// comparisons and the browser tests. vitest.config.ts names its folder (`siteBuildDir`, one per
// run); whoever needs it first builds it there, and the others wait for that build: the e2e
// global setup (in vitest's own process) or a test in a worker (when no browser test runs).
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { inject } from "vitest";
import { buildSite } from "./fixtures.ts";
import { SITE_DIR } from "./site-output.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder of the run's build of site/ (see ensureSiteBuild). */
    siteBuildDir: string;
  }
}

/** How long a test waits for another's build of site/ before it fails. */
const WAIT_MS = 170_000;

const exists = (file: string) => stat(file).then(() => true, () => false);

/**
 * The output folder of the run's build of site/ in `dir`, built by this call if no one else
 * started it; otherwise this waits for the other's build (and fails as it failed).
 */
export async function ensureSiteBuild(dir: string): Promise<string> {
  const out = join(dir, "site");
  const done = join(dir, "done");
  const failed = join(dir, "failed");
  await mkdir(dir, { recursive: true });
  let builder = true;
  try {
    await mkdir(join(dir, "lock"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    builder = false;
  }
  if (builder) {
    try {
      await buildSite(SITE_DIR, out, { strict: true, minify: true });
    } catch (error) {
      await writeFile(failed, String((error as Error)?.stack ?? error));
      throw error;
    }
    await writeFile(done, "");
    return out;
  }
  for (const giveUp = Date.now() + WAIT_MS; Date.now() < giveUp; await new Promise((r) => setTimeout(r, 100))) {
    if (await exists(done)) return out;
    if (await exists(failed)) throw new Error(`The shared build of site/ failed:\n${await readFile(failed, "utf8")}`);
  }
  throw new Error(`The shared build of site/ in ${dir} did not finish within ${WAIT_MS / 1000} s`);
}

/** In a test: the output folder of the run's build of site/, built on first use. */
export function builtSite(): Promise<string> {
  return ensureSiteBuild(inject("siteBuildDir"));
}
