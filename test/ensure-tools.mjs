#!/usr/bin/env node
// Runs before the tests: the browser tests need Debian's Chromium, the nginx test Debian's nginx,
// the HTML validation test a Java runtime for the Nu HTML Checker. If
// one is missing, install it when we can (as root), otherwise stop with the one command that
// does. Those tests are never skipped silently.
import { existsSync } from "node:fs";
import { delimiter, join } from "node:path";
import { execSync } from "node:child_process";

/** `name` as the shell would find it on PATH, or undefined. */
function onPath(name) {
  return (process.env.PATH ?? "").split(delimiter).filter(Boolean).map((dir) => join(dir, name)).find((file) => existsSync(file));
}

const TOOLS = [
  {
    name: "Chromium",
    files: [process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"],
    why: "the browser tests",
    install: "apt-get update && apt-get install -y chromium",
  },
  {
    name: "nginx",
    files: [process.env.NGINX_PATH ?? "/usr/sbin/nginx"],
    why: "the nginx test of deploy/nginx.conf",
    install: "apt-get update && apt-get install -y nginx",
  },
  {
    name: "Java",
    // As test/helpers/vnu.ts finds it: JAVA_PATH, else /usr/bin/java, else java on PATH.
    files: [process.env.JAVA_PATH ?? (existsSync("/usr/bin/java") ? "/usr/bin/java" : (onPath("java") ?? "/usr/bin/java"))],
    why: "the HTML validation tests (the Nu HTML Checker, vnu.jar)",
    install: "apt-get update && apt-get install -y default-jre-headless",
  },
];

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
for (const tool of TOOLS) {
  const missing = () => tool.files.filter((f) => !existsSync(f));
  if (!missing().length) continue;
  if (!isRoot) {
    console.error(`${tool.name} is missing (${missing().join(", ")}); ${tool.why} need it. Install it with:\n  sudo sh -c '${tool.install}'`);
    process.exit(1);
  }
  console.log(`${tool.name} is missing (${missing().join(", ")}); installing Debian's package…`);
  execSync(tool.install, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  if (missing().length) {
    console.error(`Installing ${tool.name} did not provide ${missing().join(", ")}. Install it with: ${tool.install}`);
    process.exit(1);
  }
}
