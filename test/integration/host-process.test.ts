// build(), serve() and the dev server run inside whatever process hosts them (the CLI, a test, a
// site's own script): they change none of its V8 flags, globals, process listeners or exit
// code. V8's flags are probed through a code cache, which V8 rejects when a flag changed.
import fg from "fast-glob";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startDev } from "../../src/dev/dev-server.ts";
import { silentLogger } from "../../src/log.ts";
import { serve } from "../../src/server/serve.ts";
import { buildSite, removeAll, tempDir } from "../helpers/fixtures.ts";
import { flagsProbe } from "../helpers/v8-flags.ts";

const SITE = "test/fixtures/basic-site";
const EVENTS = ["exit", "beforeExit", "uncaughtException", "unhandledRejection", "warning", "SIGINT", "SIGTERM", "SIGHUP"] as const;
const dirs: string[] = [];
afterAll(() => removeAll(...dirs));

/** What a library call must leave as it found it. */
function hostState() {
  return {
    globals: Object.getOwnPropertyNames(globalThis).sort(),
    listeners: Object.fromEntries(EVENTS.map((event) => [event, process.listenerCount(event)])),
    exitCode: process.exitCode,
    execArgv: [...process.execArgv],
  };
}

describe("the process that hosts sitec", () => {
  it("has no V8 flag set by sitec's code while it runs either: src/ never calls setFlagsFromString", () => {
    const setters = fg.sync("src/**/*.{ts,tsx}").filter((file) => readFileSync(file, "utf8").includes("setFlagsFromString"));
    expect(setters).toEqual([]);
  });

  it("keeps its V8 flags, globals, listeners and exit code through two builds, serve and dev", async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const flagsChanged = flagsProbe();
    const before = hostState();

    await buildSite(SITE, join(dir, "first"), { strict: true });
    expect(flagsChanged()).toBe(false);
    expect(hostState()).toEqual(before);
    await buildSite(SITE, join(dir, "second"), { strict: true, cache: false });
    expect(flagsChanged()).toBe(false);
    expect(hostState()).toEqual(before);

    const served = await serve({ dir: join(dir, "first"), port: 0, host: "127.0.0.1" });
    expect((await fetch(served.url)).status).toBe(200);
    await new Promise<void>((resolve) => served.server.close(() => resolve()));
    expect(hostState()).toEqual(before);

    const dev = await startDev({ siteDir: SITE, port: 0, host: "127.0.0.1", logger: silentLogger, watchTheme: false });
    expect((await fetch(dev.url)).status).toBe(200);
    await dev.close();
    expect(flagsChanged()).toBe(false);
    expect(hostState()).toEqual(before);
  });
});
