// build(), serve(), dev() and clear() run inside whatever process hosts them (the CLI, a test, a
// site's own script): neither importing them nor running them changes its environment
// variables, V8 flags, globals, process listeners or exit code, and serve() and dev() hand back
// a handle that closes them. V8's flags are probed through a code cache, which V8 rejects when a
// flag changed. Taken from src/index.ts, the API's module, imported anew by the first test.
import fg from "fast-glob";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { silentLogger } from "../../src/log.ts";
import { removeAll, tempDir } from "../helpers/fixtures.ts";
import { flagsProbe } from "../helpers/v8-flags.ts";

const SITE = "test/fixtures/basic-site";
const EVENTS = ["exit", "beforeExit", "uncaughtException", "unhandledRejection", "warning", "SIGINT", "SIGTERM", "SIGHUP"] as const;
const dirs: string[] = [];
/** The API's module; the first test imports it. */
const api = () => import("../../src/index.ts");
afterAll(() => removeAll(...dirs));

/** What a library call must leave as it found it. */
function hostState() {
  return {
    env: { ...process.env },
    globals: Object.getOwnPropertyNames(globalThis).sort(),
    listeners: Object.fromEntries(EVENTS.map((event) => [event, process.listenerCount(event)])),
    exitCode: process.exitCode,
    execArgv: [...process.execArgv],
  };
}

describe("the process that hosts sitec", () => {
  it("keeps its environment (NODE_ENV unset included), V8 flags, globals, listeners and exit code when it imports the API", async () => {
    const nodeEnv = process.env.NODE_ENV;
    delete process.env.NODE_ENV;
    try {
      // Evaluated again even if a test before this one imported it.
      vi.resetModules();
      const flagsChanged = flagsProbe();
      const before = hostState();
      const imported = await api();
      expect(typeof imported.build).toBe("function");
      expect(flagsChanged()).toBe(false);
      expect(hostState()).toEqual(before);
      expect("NODE_ENV" in process.env).toBe(false);
    } finally {
      if (nodeEnv !== undefined) process.env.NODE_ENV = nodeEnv;
    }
  });

  it("has no V8 flag set by sitec's code while it runs either: src/ never calls setFlagsFromString", () => {
    const setters = fg.sync("src/**/*.{ts,tsx}").filter((file) => readFileSync(file, "utf8").includes("setFlagsFromString"));
    expect(setters).toEqual([]);
  });

  it("gets no signal handler, exit or exit code from src/ but from the CLI", () => {
    const touching = fg
      .sync("src/**/*.{ts,tsx}")
      .filter((file) => file !== "src/cli.ts" && /\bprocess\.(on|once|addListener|prependListener|exit|exitCode)\b/.test(readFileSync(file, "utf8")));
    expect(touching).toEqual([]);
  });

  it("keeps its environment, V8 flags, globals, listeners and exit code through two builds, serve and dev", async () => {
    const { build, clear, dev, serve } = await api();
    const dir = await tempDir();
    dirs.push(dir);
    const flagsChanged = flagsProbe();
    const before = hostState();

    const cacheDir = join(dir, "cache");
    await build({ siteDir: SITE, outDir: join(dir, "first"), strict: true, minify: false, logger: silentLogger, cache: { dir: cacheDir } });
    expect(flagsChanged()).toBe(false);
    expect(hostState()).toEqual(before);
    await build({ siteDir: SITE, outDir: join(dir, "second"), strict: true, minify: false, logger: silentLogger, cache: false });
    expect(flagsChanged()).toBe(false);
    expect(hostState()).toEqual(before);

    // A kept-alive connection (fetch keeps one) does not hold close() up.
    const served = await serve({ dir: join(dir, "first"), port: 0, host: "127.0.0.1" });
    expect((await fetch(served.url)).status).toBe(200);
    await served.close();
    await expect(fetch(served.url)).rejects.toThrow();
    await served.close();
    expect(hostState()).toEqual(before);

    const watching = await dev({ siteDir: SITE, port: 0, host: "127.0.0.1", logger: silentLogger, watchTheme: false });
    expect((await fetch(watching.url)).status).toBe(200);
    await watching.close();
    await expect(fetch(watching.url)).rejects.toThrow();
    expect(existsSync(watching.outDir)).toBe(false);
    expect(flagsChanged()).toBe(false);
    expect(hostState()).toEqual(before);

    const cleared = await clear({ siteDir: SITE, outDir: join(dir, "first"), cacheDir });
    expect(cleared).toEqual({ outDir: join(dir, "first"), cacheDir });
    expect(existsSync(join(dir, "first"))).toBe(false);
    expect(existsSync(cacheDir)).toBe(false);
    expect(hostState()).toEqual(before);
  });
});
