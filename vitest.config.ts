import { defineConfig } from "vitest/config";

// Dates in the site are UTC; pin the zone so tests do not depend on the machine.
process.env.TZ = "UTC";

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: "forks",
    // V8's gc function, for the tests of what a build lets go of (test/helpers/gc.ts).
    execArgv: ["--expose-gc"],
    // Two cores: builds are CPU-bound, more workers only slow each other down.
    maxWorkers: 2,
    projects: [
      { extends: true, test: { name: "unit", include: ["test/unit/**/*.test.ts", "test/integration/**/*.test.ts"] } },
      {
        extends: true,
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          // Builds site/ once (strict) and serves it on a free loopback port for every browser test.
          globalSetup: ["test/e2e/global-setup.ts"],
        },
      },
    ],
  },
});
