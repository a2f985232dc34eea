#!/usr/bin/env node
// Runs before the tests: the browser tests need Debian's Chromium. If it is missing, install
// it when we can (as root), otherwise stop with the one command that does. Browser tests are
// never skipped silently.
import { existsSync } from "node:fs";
import { execSync } from "node:child_process";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const INSTALL = "apt-get update && apt-get install -y chromium";

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${CHROMIUM}; the browser tests need it. Install it with:\n  sudo sh -c '${INSTALL}'`);
    process.exit(1);
  }
  console.log(`Chromium is missing at ${CHROMIUM}; installing Debian's chromium…`);
  execSync(INSTALL, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (!existsSync(CHROMIUM)) {
    console.error(`Installing chromium did not provide ${CHROMIUM}. Install it with: ${INSTALL}`);
    process.exit(1);
  }
}
