import { defineConfig } from "vitest/config";

// Dates in the site are UTC; pin the zone so tests do not depend on the machine.
process.env.TZ = "UTC";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: "forks",
    // Two cores: builds are CPU-bound, more workers only slow each other down.
    maxWorkers: 2,
  },
});
