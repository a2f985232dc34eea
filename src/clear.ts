// `sitec clear`: removes a site's output folder and its build cache.
import { rm } from "node:fs/promises";
import { resolve } from "node:path";
import { defaultCacheDir } from "./cache/cache-folder.ts";

export interface ClearOptions {
  siteDir: string;
  outDir: string;
  /** The build cache's folder, when builds were given one (else the site's default, see cache-folder.ts). */
  cacheDir?: string;
}

/** Removes the output folder and the build cache; resolves with the two folders (absolute), whether they existed or not. */
export async function clear(options: ClearOptions): Promise<{ outDir: string; cacheDir: string }> {
  const outDir = resolve(options.outDir);
  const cacheDir = resolve(options.cacheDir ?? defaultCacheDir(options.siteDir));
  await rm(outDir, { recursive: true, force: true });
  await rm(cacheDir, { recursive: true, force: true });
  return { outDir, cacheDir };
}
