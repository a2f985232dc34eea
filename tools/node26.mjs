// Runs a command with Node 26 first on PATH: `node tools/node26.mjs npm test` (`npm run
// test:node26`), `node tools/node26.mjs npm run bench:build`. Everything the command starts
// through PATH (npm, vitest, tsx, `#!/usr/bin/env node` scripts) then runs on Node 26, and so do
// the Node processes those start with process.execPath.
//
// Node 26 comes from the npm registry's `node` package, pinned by tools/node26/package-lock.json
// and installed into tools/node26/node_modules (`npm ci` there) when it is missing or another
// version. Not a dev dependency of the repository: its bin/node would then come first on the
// PATH of every npm script, and the tests would no longer run on the machine's Node.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = join(dirname(fileURLToPath(import.meta.url)), "node26");
const BIN = join(HERE, "node_modules", "node", "bin");
const NODE = join(BIN, "node");
const WANTED = JSON.parse(readFileSync(join(HERE, "package.json"), "utf8")).dependencies.node;

/** The version the installed binary prints, or null when there is none that runs. */
function installedVersion() {
  if (!existsSync(NODE)) return null;
  try {
    return execFileSync(NODE, ["--version"], { encoding: "utf8" }).trim().replace(/^v/, "");
  } catch {
    return null;
  }
}

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("Usage: node tools/node26.mjs <command> [args…]   (for example: node tools/node26.mjs npm test)");
  process.exit(2);
}
if (installedVersion() !== WANTED) {
  console.error(`tools/node26.mjs: installing Node ${WANTED} (the npm package node@${WANTED}) into tools/node26/node_modules`);
  execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: HERE, stdio: "inherit" });
  const version = installedVersion();
  if (version !== WANTED) {
    console.error(`tools/node26.mjs: ${NODE} ${version === null ? "does not run" : `is ${version}`}, not ${WANTED}. Delete tools/node26/node_modules and try again.`);
    process.exit(1);
  }
}
console.error(`tools/node26.mjs: ${[command, ...args].join(" ")} on Node ${WANTED}`);
const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, PATH: `${BIN}${delimiter}${process.env.PATH ?? ""}` } });
if (result.error) throw result.error;
process.exit(result.status ?? 1);
