// The CLI as a user runs it: exit codes 0 / 1 / 2, version, help, one-line errors.
import { describe, expect, it, afterAll } from "vitest";
import { spawn, spawnSync } from "node:child_process";
import { cp, mkdir, readFile, writeFile } from "node:fs/promises";
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
      // A command with arguments (init [dir], swizzle <component>) names them after the options.
      expect(r.stdout, name).toMatch(new RegExp(`^Usage: sitec ${name} \\[options\\]( \\[[\\w-]+\\]| <[\\w-]+>)*$`, "m"));
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
    expect(ok.stdout).toMatch(/^Built 26 pages into .* in \d+\.\d\d s( \(\d+ from the build cache\))?\.$/m);
    expect(existsSync(join(dir, "out", "index.html"))).toBe(true);

    const bad = sitec("build", "--site", join(dir, "missing-site"), "--out-dir", join(dir, "out2"));
    expect(bad.code).toBe(1);
    // Without a terminal, stderr has a line per phase that ran (the progress) before the error.
    const lines = bad.stderr.trimEnd().split("\n").filter((line) => !/^ {2}\S.*?\s+\d+ ms$/.test(line));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^error: .*missing-site: no site\.config\.ts found\.$/);
    expect(lines[1]).toMatch(/^  hint: Create .*site\.config\.ts/);
  });

  // Regression: `serve` read the base URL from the config and, when that failed, silently
  // served for "/" (a site built for another base URL then showed the wrong-base banner).
  it("serve reports an invalid site config instead of guessing the base URL", async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const site = join(dir, "site");
    await cp(join(FIXTURES, "basic-site"), site, { recursive: true });
    const config = join(site, "site.config.ts");
    await writeFile(config, (await readFile(config, "utf8")).replace("postsPerPage: 2,", "postsPerPage: 2,\n    postPerPage: 3,"));
    await mkdir(join(dir, "built"));
    await writeFile(join(dir, "built", "index.html"), "<!DOCTYPE html><title>x</title>");
    const r = spawnSync(process.execPath, [BIN, "serve", "--dir", join(dir, "built"), "--site", site, "--port", "0"], { encoding: "utf8", timeout: 30_000 });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/site\.config\.ts:\d+: blog: unknown key "postPerPage"/);
  });

  it("serve without a site config serves for the base URL / and says so", async () => {
    const dir = await tempDir();
    dirs.push(dir);
    await mkdir(join(dir, "built"));
    await writeFile(join(dir, "built", "index.html"), "<!DOCTYPE html><title>x</title>");
    const child = spawn(process.execPath, [BIN, "serve", "--dir", join(dir, "built"), "--site", join(dir, "no-site"), "--port", "0"], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => (out += d));
    child.stderr.on("data", (d: Buffer) => (out += d));
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on("data", () => out.includes("Serving") && resolve());
        child.once("exit", (code) => reject(new Error(`serve exited with ${code}: ${out}`)));
      });
    } finally {
      child.kill();
    }
    expect(out).toMatch(/no site\.config\.ts in .*no-site: serving for the base URL \/ \(pass --base-url or --site to change it\)/);
    expect(out).toMatch(/Serving .*built at http:\/\/127\.0\.0\.1:\d+\//);
  });

  it("clear removes the output folder and the build cache", async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const out = join(dir, "out");
    const cache = join(dir, "cache");
    const site = join(FIXTURES, "basic-site");
    expect(sitec("build", "--site", site, "--out-dir", out, "--cache-dir", cache).code).toBe(0);
    expect(existsSync(join(cache, "pages.json"))).toBe(true);
    const r = sitec("clear", "--site", site, "--out-dir", out, "--cache-dir", cache);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`the build cache ${cache}`);
    expect(existsSync(out)).toBe(false);
    expect(existsSync(cache)).toBe(false);
  });

  it("docs:version makes a version and says so; an existing name exits 1 naming versions.json", async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const site = join(dir, "site");
    await cp(join(FIXTURES, "versions-site"), site, { recursive: true });
    const made = sitec("docs:version", "3.0", "--site", site);
    expect(made.code).toBe(0);
    expect(made.stdout).toMatch(/^Made docs version 3\.0: .*version-3\.0\/ and .*version-3\.0-sidebars\.json\. Versions: 3\.0, 2\.0, 1\.0\.$/m);
    expect(JSON.parse(await readFile(join(site, "versions.json"), "utf8"))).toEqual(["3.0", "2.0", "1.0"]);
    expect(existsSync(join(site, "versioned_docs", "version-3.0", "intro.md"))).toBe(true);

    const again = sitec("docs:version", "2.0", "--site", site);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/^error: .*versions\.json/m);
    expect(again.stderr).toContain("2.0");
  });

  it("clear finds a site's build cache where builds put it by default", async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const site = join(dir, "site");
    await cp(join(FIXTURES, "basic-site"), site, { recursive: true });
    const built = sitec("build", "--site", site, "--out-dir", join(dir, "out"), "--verbose");
    expect(built.code).toBe(0);
    const cache = /^ {2}build cache +(.+)$/m.exec(built.stdout)?.[1];
    expect(cache).toMatch(/node_modules\/\.cache\/sitec\/build\/site-[0-9a-f]{10}$/);
    expect(existsSync(join(cache!, "pages.json"))).toBe(true);
    dirs.push(cache!);
    expect(sitec("clear", "--site", site, "--out-dir", join(dir, "out")).code).toBe(0);
    expect(existsSync(cache!)).toBe(false);
  });
});
