import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "vitest/config";
import { THEME_COMPONENTS } from "./src/shared/theme-components.ts";

// Dates in the site are UTC; pin the zone so tests do not depend on the machine.
process.env.TZ = "UTC";

// The folder of the run's one build of site/ (test/helpers/site-build.ts). vitest loads this
// file once per project, all in its own process: named after that process, it is the same for all.
const siteBuildDir = join(tmpdir(), `sitec-site-${process.pid}-${Math.round(performance.timeOrigin)}`);

// Theme modules imported by tests directly (not through esbuild's theme resolver) reach the
// default components by their `@theme/` and `@theme-original/` names.
const themeAliases = Object.entries(THEME_COMPONENTS).map(([name, path]) => ({
  find: new RegExp(`^@theme(-original)?/${name}$`),
  replacement: join(import.meta.dirname, "templates", path),
}));

export default defineConfig({
  resolve: { alias: themeAliases },
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: "forks",
    // V8's gc function, for the tests of what a build lets go of (test/helpers/gc.ts).
    execArgv: ["--expose-gc"],
    // Two cores: the browser tests keep two workers, each with its Chromium (with three, the
    // browser part of a whole run was not faster: 493 s with two, 521 s with three, at a higher
    // machine load; one run each). The unit project takes three (below).
    maxWorkers: 2,
    provide: { siteBuildDir },
    // Removes that folder after the run.
    globalSetup: ["test/global-setup.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["test/unit/**/*.test.ts", "test/integration/**/*.test.ts"],
          // Three workers on two cores: a unit or integration file often waits (on a server, a
          // watcher, a child process, a timer) rather than computes, and a third worker keeps
          // the cores busy meanwhile (the project's part of a whole run: 407 s -> 257 s, at a
          // higher machine load). A project with its own number of workers runs as a group of
          // its own: this one after the browser tests.
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
          // A worker runs its files one after another in one process, importing vitest, the
          // compiler and the theme once instead of per file (the compiler keeps no module state).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          // A worker runs its browser test files one after another in one process, so they share
          // its one Chromium (test/e2e/browser.ts) and the modules they import (playwright-core,
          // the server) instead of starting them per file; test/e2e/setup.ts closes what a
          // file left open, and the environment closes Chromium when the worker stops.
          isolate: false,
          setupFiles: ["test/e2e/setup.ts"],
          environment: "./test/e2e/environment.ts",
          // What a browser test polls for (search results, a route fetched) can take more than
          // vitest's default second on a busy machine: a failed poll now means 5 s without it.
          expect: { poll: { timeout: 5_000 } },
          // Builds site/ (the shared build) and serves it on a free loopback port for every
          // browser test.
          globalSetup: ["test/e2e/global-setup.ts"],
        },
      },
    ],
  },
});
