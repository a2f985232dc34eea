// The package as a user gets it: `npm pack`, the tarball installed into an empty folder outside
// the repository, then `sitec init`, `sitec build --strict` and `sitec serve` there (pages checked
// over HTTP and in Chromium), an MDX page, and the library's `build` imported from the installed package. The one slow test file of the package
// (packing builds dist/, installing fetches the dependencies).
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdir, mkdtemp, readdir, readFile, writeFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, waitForHydration, watchErrors } from "../e2e/browser.ts";
import { request } from "../helpers/http.ts";
import { SITEC_VERSION } from "../../src/version.ts";

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, "../..");
/** Where screenshots go for a person to look at (as the browser tests' do). */
const SCREENSHOTS = join(ROOT, "test-results", "screenshots");
const NPM_FLAGS = ["--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error"];

let temp: string;
let app: string;
let server: ChildProcess | undefined;
let baseUrl: string;
let buildOutput: { stdout: string; stderr: string };
let npmBuildOutput: { stdout: string; stderr: string };
/** TypeScript tooling that installing the package brought along (none, it runs prebuilt). */
let toolingAfterInstall: string[];

/** Runs `command` in the install folder (or `cwd`); a failure shows its output. */
async function inApp(command: string, args: string[], cwd = app): Promise<{ stdout: string; stderr: string }> {
  return run(command, args, { cwd, env: { ...process.env, NODE_ENV: "" }, maxBuffer: 64 * 1024 * 1024 }).catch((error: { stdout?: string; stderr?: string; message: string }) => {
    throw new Error(`${command} ${args.join(" ")} failed: ${error.message}\n${error.stdout ?? ""}\n${error.stderr ?? ""}`);
  });
}

/** Starts `sitec serve` on a free port; resolves with its URL once it says it listens. */
function startServer(): Promise<string> {
  const child = spawn(join(app, "node_modules", ".bin", "sitec"), ["serve", "--port", "0"], { cwd: app, stdio: ["ignore", "pipe", "pipe"] });
  server = child;
  return new Promise((ready, fail) => {
    let output = "";
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output)?.[1];
      if (url) ready(url);
    };
    child.stdout.on("data", listen);
    child.stderr.on("data", listen);
    child.once("exit", (code) => fail(new Error(`sitec serve stopped (exit code ${code}):\n${output}`)));
  });
}

beforeAll(async () => {
  temp = await mkdtemp(join(tmpdir(), "sitec-package-"));
  const packed = await run("npm", ["pack", "--json", "--pack-destination", temp, "--loglevel=error"], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
  const tarball = join(temp, (JSON.parse(packed.stdout) as { filename: string }[])[0]!.filename);
  app = join(temp, "app");
  await mkdir(app);
  await writeFile(join(app, "package.json"), JSON.stringify({ name: "app", private: true, type: "module" }));
  await inApp("npm", ["install", tarball, ...NPM_FLAGS]);
  toolingAfterInstall = ["tsx", "typescript"].filter((name) => existsSync(join(app, "node_modules", name)));
  await inApp("npx", ["--no-install", "sitec", "init", "site"]);
  buildOutput = await inApp("npx", ["--no-install", "sitec", "build", "--strict"]);
  // The new site's own script, as its README says (sitec found in the node_modules above it).
  npmBuildOutput = await inApp("npm", ["run", "build", "--silent"], join(app, "site"));
  baseUrl = await startServer();
}, 600_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const stopped = new Promise((done) => server!.once("exit", done));
    server.kill();
    await stopped;
  }
  if (temp) await rm(temp, { recursive: true, force: true });
});

describe("the installed package", () => {
  it("holds the compiler, the theme and init's template, prebuilt, and nothing of site/, test/ or bench/", async () => {
    const installed = join(app, "node_modules", "sitec");
    const top = (await readdir(installed)).sort();
    expect(top).toEqual(expect.arrayContaining(["bin", "dist", "init", "package.json", "src", "templates"]));
    for (const left of ["site", "test", "bench", "tools", "tsconfig.json"]) expect(top).not.toContain(left);
    // The prebuilt CLI ran: no first-start bundle was made, and no TypeScript tooling came along.
    expect(existsSync(join(installed, "dist", "cli.cjs"))).toBe(true);
    expect(existsSync(join(installed, "node_modules", ".cache", "sitec-cli"))).toBe(false);
    expect(toolingAfterInstall).toEqual([]);
  });

  it("init then build --strict, and the new site's npm run build: no warning", () => {
    for (const output of [buildOutput, npmBuildOutput]) {
      // Without a terminal, stderr holds one line per phase with its time, and nothing else.
      expect(output.stderr.split("\n").filter((line) => line !== "" && !/^ {2}\S.* \d+ ms$/.test(line))).toEqual([]);
      expect(output.stderr).toMatch(/^ {2}render +\d+ ms$/m);
      expect(output.stdout).not.toMatch(/warn/i);
      expect(output.stdout).toMatch(/^Built \d+ pages/m);
    }
  });

  it("builds an MDX page with the compiler bundled at pack time (dist/mdx.cjs), which keeps its code cache beside it", async () => {
    const installed = join(app, "node_modules", "sitec");
    const site = join(app, "site-mdx");
    await cp(join(app, "site"), site, { recursive: true, filter: (path) => !path.includes("node_modules") });
    await writeFile(join(site, "docs", "mdx-page.mdx"), '---\ntitle: An MDX page\n---\nexport const tool = "nmap";\n\nThis page is about {tool}.\n');
    await inApp("npx", ["--no-install", "sitec", "build", "--site", site, "--out-dir", join(app, "out-mdx"), "--strict", "--no-cache"]);
    expect(await readFile(join(app, "out-mdx", "docs", "mdx-page", "index.html"), "utf8")).toContain("<p>This page is about nmap.</p>");
    // Loaded from there: its code cache is written after the first build that loads it.
    expect(existsSync(join(installed, "dist", "mdx.cjs.v8cache"))).toBe(true);
    expect(existsSync(join(installed, "node_modules", ".cache", "sitec-cli"))).toBe(false);
  }, 120_000);

  it("serves the home page, a doc and a post", async () => {
    const home = await request(baseUrl, "/");
    expect(home.status).toBe(200);
    expect(home.text).toContain("Your project");
    expect(home.text).toContain(`<meta name="generator" content="sitec ${SITEC_VERSION}"`);
    const doc = await request(baseUrl, "/docs/getting-started/installation");
    expect(doc.status).toBe(200);
    expect(doc.text).toContain("Check the installation");
    const post = await request(baseUrl, "/blog/2026/01/15/welcome");
    expect(post.status).toBe(200);
    expect(post.text).toContain("What to expect");
    expect((await request(baseUrl, "/img/favicon.svg")).status).toBe(200);
  });

  it("opens the home page, a doc and a post in Chromium: hydrated, no errors", async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
    const browser = await launchBrowser();
    try {
      for (const [path, heading] of [
        ["/", "Your project"],
        ["/docs/getting-started/introduction", "Introduction"],
        ["/blog/2026/01/15/welcome", "Welcome to the Your project blog"],
      ] as const) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
        const errors = watchErrors(page);
        await page.goto(new URL(path, baseUrl).href);
        await waitForHydration(page);
        expect(await page.locator("h1").first().textContent()).toBe(heading);
        expect(errors, path).toEqual([]);
        // For a person to look at: the site `sitec init` makes, as a new user first sees it.
        if (path === "/") await page.screenshot({ path: join(SCREENSHOTS, "init-home-1280.png"), fullPage: true });
        await page.close();
      }
    } finally {
      await browser.close();
    }
  });

  it("builds a site twice in one process through `import { build } from \"sitec\"`, changing no global state, importing it included", async () => {
    const script = `
      import { createRequire, syncBuiltinESMExports } from "node:module";
      import v8 from "node:v8";
      import vm from "node:vm";
      delete process.env.NODE_ENV;
      const quiet = { info() {}, warn(message) { throw new Error("warning: " + message); } };
      // Globals that two of its packages make for themselves when loaded (README, "Use it from
      // code"): zod's registry and config, and Prism, through which Prism's language files register.
      const PACKAGE_GLOBALS = ["Prism", "__zod_globalConfig", "__zod_globalRegistry"];
      // Calls that change the process for good, recorded instead of made.
      const calls = [];
      v8.setFlagsFromString = (flags) => calls.push("v8.setFlagsFromString(" + flags + ")");
      syncBuiltinESMExports();
      process.exit = (code) => { calls.push("process.exit(" + code + ")"); throw new Error("process.exit"); };
      // V8's flags, through a code cache that V8 rejects when one changed (test/helpers/v8-flags.ts).
      const PROBE = "(function probe() { return 1; })";
      const cachedData = new vm.Script(PROBE, { filename: "probe.js" }).createCachedData();
      let probes = 0;
      const flagsChanged = () => new vm.Script(PROBE, { filename: "probe-" + ++probes + ".js", cachedData }).cachedDataRejected === true;
      // Everything the host could see changed: each global's descriptor (value, getter and setter
      // by identity), the environment, the listeners on process, and the process's settings.
      const snapshot = () => ({
        globals: new Map(Reflect.ownKeys(globalThis).map((key) => [key, Object.getOwnPropertyDescriptor(globalThis, key)])),
        values: {
          env: JSON.stringify(Object.entries(process.env).sort()),
          execArgv: JSON.stringify(process.execArgv),
          exitCode: String(process.exitCode),
          cwd: process.cwd(),
          umask: process.umask(),
          title: process.title,
          maxListeners: process.getMaxListeners(),
          stackTraceLimit: Error.stackTraceLimit,
          prepareStackTrace: Error.prepareStackTrace,
          listeners: JSON.stringify(process.eventNames().map((name) => [String(name), process.listenerCount(name)])),
        },
        listeners: process.eventNames().flatMap((name) => process.rawListeners(name)),
      });
      const fields = (a, b) => ["value", "get", "set", "writable", "enumerable", "configurable"].every((field) => Object.is(a[field], b[field]));
      // Node defines some globals (TextEncoder, TextDecoder) as getters that replace themselves
      // with their value on first use: the same global, whoever reads it first.
      const sameDescriptor = (a, b) => fields(a, b) || (a.get !== undefined && b.get === undefined && Object.is(a.get.call(globalThis), b.value));
      /** What changed from one snapshot to the next, by name. */
      const changes = (from, to) => [
        ...[...to.globals.keys()].filter((key) => !from.globals.has(key)).map((key) => "added global " + String(key)),
        ...[...from.globals.keys()].filter((key) => !to.globals.has(key)).map((key) => "removed global " + String(key)),
        ...[...from.globals].filter(([key, d]) => to.globals.has(key) && !sameDescriptor(d, to.globals.get(key))).map(([key]) => "changed global " + String(key)),
        ...Object.keys(from.values).filter((key) => !Object.is(from.values[key], to.values[key])).map((key) => "changed " + key),
        ...(to.listeners.length === from.listeners.length && to.listeners.every((l, i) => l === from.listeners[i]) ? [] : ["changed listeners on process"]),
        ...(flagsChanged() ? ["changed V8 flags"] : []),
        ...calls.splice(0),
      ];
      // Reading every global's descriptor makes Node define its lazy ones (fetch and its kin, on
      // Node 26, load undici, which adds its dispatcher's symbols): read them once beforehand.
      snapshot();
      const before = snapshot();
      const { build } = await import("sitec");
      const { defineConfig } = await import("sitec/config");
      if (typeof defineConfig({ title: "x" }) !== "object") throw new Error("defineConfig");
      // The CommonJS entry too.
      if (typeof createRequire(import.meta.url)("sitec").build !== "function") throw new Error("require('sitec')");
      const imported = snapshot();
      const onImport = changes(before, imported);
      const first = await build({ siteDir: "site", outDir: "out-1", strict: true, logger: quiet });
      const between = snapshot();
      const inFirstBuild = changes(imported, between);
      const second = await build({ siteDir: "site", outDir: "out-2", strict: true, logger: quiet });
      const inSecondBuild = changes(between, snapshot());
      console.log(JSON.stringify({ routes: [first.routes, second.routes], warnings: [...first.warnings, ...second.warnings], onImport, inFirstBuild, inSecondBuild, packageGlobals: PACKAGE_GLOBALS }));
    `;
    await writeFile(join(app, "build-twice.mjs"), script);
    const { stdout } = await inApp(process.execPath, ["build-twice.mjs"]);
    const result = JSON.parse(stdout.trim().split("\n").at(-1)!) as {
      routes: number[];
      warnings: string[];
      onImport: string[];
      inFirstBuild: string[];
      inSecondBuild: string[];
      packageGlobals: string[];
    };
    expect(result.warnings).toEqual([]);
    expect(result.routes[0]).toBeGreaterThan(5);
    expect(result.routes[1]).toBe(result.routes[0]);
    // Importing adds the packages' own globals (each at most once) and changes nothing else: React
    // renders its production build whatever NODE_ENV says, and process.env stays as it was.
    for (const change of result.onImport) expect(result.packageGlobals.map((name) => `added global ${name}`)).toContain(change);
    // The first build may load more of those packages (Prism's grammars register on its Prism),
    // but adds, removes or replaces no global; the second build changes nothing at all.
    expect(result.inFirstBuild).toEqual([]);
    expect(result.inSecondBuild).toEqual([]);
    expect(existsSync(join(app, "out-2", "index.html"))).toBe(true);
  }, 120_000);

  it("type-checks the new site with the dev dependencies init names (React's types, TypeScript)", async () => {
    const site = join(app, "site");
    const { devDependencies } = JSON.parse(await readFile(join(site, "package.json"), "utf8")) as { devDependencies: Record<string, string> };
    expect(Object.keys(devDependencies).sort()).toEqual(["@types/react", "typescript"]);
    // Beside sitec in the install folder: the site's own `npm install` would fetch sitec from the registry.
    await inApp("npm", ["install", "--no-save", ...Object.entries(devDependencies).map(([name, range]) => `${name}@${range}`), ...NPM_FLAGS]);
    await inApp(join(app, "node_modules", ".bin", "tsc"), ["--noEmit", "-p", site]);
  }, 180_000);
});
