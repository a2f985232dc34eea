// The CLI as a user runs it: exit codes 0 / 1 / 2, version, help, one-line errors.
import { describe, expect, it, afterAll } from "vitest";
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createProgram } from "../../src/cli.ts";
import { FIXTURES, removeAll, tempDir } from "../helpers/fixtures.ts";

const BIN = fileURLToPath(new URL("../../bin/sitec.js", import.meta.url));
const dirs: string[] = [];
afterAll(() => removeAll(...dirs));

function sitec(...args: string[]) {
  const result = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8", timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("sitec CLI", () => {
  it("prints the compiler's version", () => {
    const r = sitec("--version");
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe("3.0.0");
  });

  it("has --help on every command, with its usage, description and every option", () => {
    // Taken from the program itself, so that a new command is covered without a change here;
    // the six known ones must be among them (an empty list would check nothing).
    const commands = createProgram().commands;
    const names = commands.map((c) => c.name());
    expect(names).toEqual(expect.arrayContaining(["build", "serve", "dev", "clear", "precompress", "csp-map"]));
    for (const command of commands) {
      const name = command.name();
      const r = sitec(name, "--help");
      expect(r.code, name).toBe(0);
      expect(r.stdout, name).toMatch(new RegExp(`^Usage: sitec ${name} \\[options\\]$`, "m"));
      // Long lines wrap: compare with the white space run together.
      const text = r.stdout.replace(/\s+/g, " ");
      expect(text, name).toContain(command.description());
      for (const option of command.options) expect(text, `${name} ${option.flags}`).toContain(` ${option.flags} ${option.description}`);
      expect(text, name).toContain(" -h, --help display help for command");
    }
    expect(sitec("build", "--help").stdout).toContain("--strict");
  });

  it("exits 2 on a usage error", () => {
    expect(sitec("build", "--no-such-flag").code).toBe(2);
    expect(sitec("frobnicate").code).toBe(2);
    const r = sitec("serve", "--port", "seventy");
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("expected a port number");
  });

  it("exits 0 after a successful build and 1 with a one-line error on bad input", async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const ok = sitec("build", "--site", join(FIXTURES, "basic-site"), "--out-dir", join(dir, "out"), "--strict");
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^Built 26 pages into .* in \d+\.\d\d s\.$/m);
    expect(existsSync(join(dir, "out", "index.html"))).toBe(true);

    const bad = sitec("build", "--site", join(dir, "missing-site"), "--out-dir", join(dir, "out2"));
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim().split("\n")).toHaveLength(1);
    expect(bad.stderr).toContain("no site.config.ts found.");
  });

  it("clear removes the output folder", async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const out = join(dir, "out");
    expect(sitec("build", "--site", join(FIXTURES, "basic-site"), "--out-dir", out).code).toBe(0);
    const r = sitec("clear", "--out-dir", out);
    expect(r.code).toBe(0);
    expect(existsSync(out)).toBe(false);
  });
});
