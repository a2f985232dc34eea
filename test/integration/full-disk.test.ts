// Regression (#41, point 10): a build that runs out of disk space ends like any failed build,
// with the build cache or without it: one error that says what to do, no staging folder left
// behind (the space it took is free again), and the previous output as it was. With the cache,
// the build died of an uncaught ENOSPC from copying kept pages into the output (the cache on
// another disk), printing 21 KB of minified source and leaving its staging folder, which kept
// the disk full. The output goes onto a small tmpfs, which needs root; without it the test is
// skipped (test/unit/cache/page-cache.test.ts simulates the failure without a disk).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, statfs, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import fg from "fast-glob";
import { copyFixture, removeAll, tempDir } from "../helpers/fixtures.ts";

const BIN = fileURLToPath(new URL("../../bin/sitec.js", import.meta.url));

/** Mounts a tmpfs of `size` at `dir`; false when this process may not (not root, no capability). */
function mountTmpfs(dir: string, size: string): boolean {
  if (process.getuid?.() !== 0) return false;
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${size}`, "tmpfs", dir], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

let root: string;
let site: string;
let disk: string;
let mounted = false;

beforeAll(async () => {
  root = await tempDir();
  site = await copyFixture("basic-site");
  disk = join(root, "disk");
  await mkdir(disk);
  mounted = mountTmpfs(disk, "32m");
  // Enough pages that the output is mostly pages.
  await mkdir(join(site, "docs", "generated"));
  const body = Array.from({ length: 8 }, (_, i) => `## Section ${i}\n\n${"Text about scanners and their findings. ".repeat(20)}\n`).join("\n");
  for (let i = 0; i < 40; i++) await writeFile(join(site, "docs", "generated", `page-${i}.md`), `---\ntitle: Page ${i}\n---\n\n${body}`);
});
afterAll(async () => {
  if (mounted) execFileSync("umount", [disk]);
  await removeAll(root, join(site, ".."));
});

const build = (out: string, cacheArgs: string[]) =>
  // --quiet: stderr then holds only what went wrong, not the per-phase lines.
  spawnSync(process.execPath, [BIN, "build", "--quiet", "--site", site, "--out-dir", out, "--no-minify", ...cacheArgs], { encoding: "utf8", timeout: 120_000 });

async function snapshot(dir: string): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const file of (await fg("**/*", { cwd: dir, dot: true })).sort()) hashes.set(file, createHash("sha256").update(await readFile(join(dir, file))).digest("hex"));
  return hashes;
}

/** Bytes in use on the tmpfs. */
async function used(): Promise<number> {
  const s = await statfs(disk);
  return (s.blocks - s.bfree) * s.bsize;
}

describe("a full disk", () => {
  // The cache on the test's disk and the output on the tmpfs: kept pages are copied, not linked.
  const cases: [name: string, args: string[]][] = [
    ["with the build cache", ["--cache-dir", "CACHE"]],
    ["without the build cache", ["--no-cache"]],
  ];
  it.for(cases)("%s: one error, no staging folder, the old output intact", { timeout: 240_000 }, async ([name, args], { skip }) => {
    // Mounting a tmpfs needs root.
    if (!mounted) skip();
    const out = join(disk, name.replace(/ /g, "-"));
    const cacheArgs = args.map((a) => (a === "CACHE" ? join(root, "cache") : a));
    execFileSync("mount", ["-o", "remount,size=32m", disk]);
    const first = build(out, cacheArgs);
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    const before = await snapshot(out);
    const usedBefore = await used();
    // Room for half another output: the next build runs out of space half way.
    execFileSync("mount", ["-o", `remount,size=${Math.ceil((usedBefore * 1.5) / 4096) * 4}k`, disk]);

    const second = build(out, cacheArgs);
    expect(second.status).toBe(1);
    const lines = second.stderr.trimEnd().split("\n");
    const written = `${out}/`.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    expect(lines[0]).toMatch(new RegExp(`^error: no space left on the disk for ${written}\\S+ \\(ENOSPC\\); the build stopped, and the previous output is unchanged\\.$`));
    expect(lines.slice(1)).toEqual(["  hint: Free space on that disk (a build needs room for a second output beside the first), or build into another --out-dir, then build again."]);
    expect((await readdir(disk)).filter((e) => e.startsWith(".sitec-"))).toEqual([]);
    expect(await used()).toBeLessThanOrEqual(usedBefore);
    expect(await snapshot(out)).toEqual(before);
    await removeAll(out);
  });
});
