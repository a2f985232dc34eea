// Where a site's build cache is by default: node_modules/.cache/sitec/build/ of the project the
// site belongs to (the nearest node_modules above the site folder, where tools keep their
// caches and CI setups already look), in a folder of the site's own, so that two sites of one
// project do not drop each other's entries. Without a node_modules above the site, sitec's own.
import { createHash } from "node:crypto";
import { statSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const SITEC_NODE_MODULES = fileURLToPath(new URL("../../node_modules/", import.meta.url));

function nearestNodeModules(dir: string): string {
  for (let folder = dir; ; folder = dirname(folder)) {
    const candidate = join(folder, "node_modules");
    if (statSync(candidate, { throwIfNoEntry: false })?.isDirectory()) return candidate;
    if (dirname(folder) === folder) return SITEC_NODE_MODULES;
  }
}

/** The cache folder of the site in `siteDir`. */
export function defaultCacheDir(siteDir: string): string {
  const site = resolve(siteDir);
  const id = createHash("sha256").update(site).digest("hex").slice(0, 10);
  return join(nearestNodeModules(site), ".cache", "sitec", "build", `${basename(site).replace(/[^\w.-]/g, "_")}-${id}`);
}
