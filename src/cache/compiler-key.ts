// What the compiler itself contributes to every cache key: its version, the cache's layout,
// Node's version, the contents of every source file of sitec (an edited compiler is another
// compiler, whatever its version says) and the record of the packages installed beside it and
// beside the site (a new markdown-it, or a new version of a site's remark plugin).
import { readFileSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { SITEC_VERSION } from "../version.ts";
import { CACHE_FORMAT } from "./cache-files.ts";
import { digest } from "../hash.ts";

const SOURCE_DIR = fileURLToPath(new URL("../", import.meta.url));
const SITEC_DIR = dirname(SOURCE_DIR);

/** The files a package manager writes into node_modules to record what it installed. */
const INSTALL_RECORDS = [".package-lock.json", ".modules.yaml", ".yarn-state.yml", ".yarn-integrity"];

async function sourceFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await sourceFiles(path)));
    else if (entry.isFile() && /\.(ts|tsx|js|mjs|cjs|json)$/.test(entry.name)) found.push(path);
  }
  return found.sort();
}

/** The install record of the nearest node_modules at or above `dir` (empty when there is none). */
export async function installRecord(dir: string): Promise<string> {
  for (let folder = dir; ; folder = dirname(folder)) {
    for (const name of INSTALL_RECORDS) {
      const text = await readFile(join(folder, "node_modules", name), "utf8").catch(() => undefined);
      if (text !== undefined) return text;
    }
    if (dirname(folder) === folder) return "";
  }
}

/** sitec's part of the key: its sources and its packages, read once per build (a build cache's). */
async function sitecFingerprint(): Promise<string> {
  const files = await sourceFiles(SOURCE_DIR);
  const parts: string[] = [];
  // Synchronously: awaiting each of some hundred small reads took several turns of the event loop each.
  for (const file of files) parts.push(relative(SOURCE_DIR, file), readFileSync(file, "utf8"));
  return digest(...parts, await installRecord(SITEC_DIR));
}

/**
 * The compiler's key for a site: `version` stands in for sitec's version (tests change it to
 * see every entry made anew).
 */
export async function compilerKey(siteDir: string, version = SITEC_VERSION): Promise<string> {
  return digest(String(CACHE_FORMAT), version, process.version, await sitecFingerprint(), await installRecord(siteDir));
}
