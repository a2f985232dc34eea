// `sitec build`'s progress as CI sees it (no terminal): a line per phase with its time on stderr,
// the summary on stdout; --quiet prints the summary only. (The live line of a terminal is
// tested in test/unit/progress-reporter.test.ts.)
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { FIXTURES, removeAll, tempDir } from "../helpers/fixtures.ts";

const BIN = fileURLToPath(new URL("../../bin/sitec.js", import.meta.url));
const SITE = join(FIXTURES, "basic-site");
const SUMMARY = /^Built 26 pages into .* in \d+\.\d\d s\.$/;
const dirs: string[] = [];
afterAll(() => removeAll(...dirs));

/** Runs the CLI with pipes for stdout and stderr: no terminal. */
function sitec(...args: string[]) {
  const result = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8", timeout: 120_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("sitec build without a terminal", () => {
  it("prints a line per phase with its time as it ends, and no line rewritten in place", async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const r = sitec("build", "--site", SITE, "--out-dir", join(dir, "out"), "--no-cache");
    expect(r.code).toBe(0);
    const lines = r.stderr.trimEnd().split("\n");
    for (const line of lines) expect(line).toMatch(/^ {2}\S.*?\s+\d+ ms$/);
    const phases = lines.map((line) => line.trim().replace(/\s+\d+ ms$/, ""));
    expect(phases).toEqual(expect.arrayContaining(["config", "load content", "markdown", "routes", "render", "search index", "write files", "check links", "commit output"]));
    expect(new Set(phases).size).toBe(phases.length);
    expect(r.stderr).not.toContain("\r");
    expect(r.stdout.trimEnd().split("\n")).toEqual([expect.stringMatching(SUMMARY)]);
  });

  it("with --quiet prints only the summary", async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const r = sitec("build", "--site", SITE, "--out-dir", join(dir, "out"), "--no-cache", "--quiet");
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    expect(r.stdout.trimEnd().split("\n")).toEqual([expect.stringMatching(SUMMARY)]);
  });

  it("refuses --quiet with --verbose as a usage error", () => {
    const r = sitec("build", "--site", SITE, "--quiet", "--verbose");
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--quiet.*--verbose|--verbose.*--quiet/);
  });
});
