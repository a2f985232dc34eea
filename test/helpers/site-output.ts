// The checksum list of the built site/: one `sha256  path` line per file of `sitec build --strict`,
// sorted by path. test/site-output.sha256 holds the list of the last intended output; a change
// to the compiler that is not meant to change the site is held to it (test/integration/site-output.test.ts).
// After an intended change (content, theme, index format), write it anew with
// `npm run site:checksums` and name the change in the commit.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fg from "fast-glob";

export const SITE_DIR = fileURLToPath(new URL("../../site", import.meta.url));
export const CHECKSUM_FILE = fileURLToPath(new URL("../site-output.sha256", import.meta.url));

/** The checksum list of a built folder. */
export async function checksumList(dir: string): Promise<string> {
  const files = (await fg("**/*", { cwd: dir, dot: true })).sort();
  const lines = await Promise.all(files.map(async (file) => `${createHash("sha256").update(await readFile(join(dir, file))).digest("hex")}  ${file}`));
  return lines.join("\n") + "\n";
}

/** Each file of a built folder (dot files left out) with the SHA-256 of its bytes, sorted by path. */
export async function fileHashes(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const f of (await fg("**/*", { cwd: dir })).sort()) out.set(f, createHash("sha256").update(await readFile(join(dir, f))).digest("hex"));
  return out;
}
