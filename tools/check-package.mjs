// `npm run check:package`: packs sitec as `npm publish` would (prepack included) and runs the
// package checks on the tarball: publint (package.json against the files shipped) and
// arethetypeswrong (the types of each entry, for node16 resolution from ES modules and from
// CommonJS, and for bundlers). Exits non-zero when either finds a problem, or when the tarball
// is larger than 1.5 MB.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const BIN = join(ROOT, "node_modules", ".bin");
const temp = mkdtempSync(join(tmpdir(), "sitec-check-package-"));
const run = (command, args, cwd = ROOT) => execFileSync(command, args, { cwd, stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" });
const MAX_TARBALL_BYTES = 1_500_000;
let failed = false;
try {
  const [{ filename, size, entryCount }] = JSON.parse(run("npm", ["pack", "--json", "--pack-destination", temp, "--loglevel=error"]));
  console.log(`${filename}: ${(size / 1000).toFixed(1)} kB, ${entryCount} files`);
  // Issue #47's bound on what every install downloads.
  if (size > MAX_TARBALL_BYTES) {
    console.log(`The tarball is larger than ${MAX_TARBALL_BYTES / 1e6} MB.`);
    failed = true;
  }
  const tarball = join(temp, filename);
  run("tar", ["xzf", tarball], temp);
  for (const [command, args] of [
    [join(BIN, "publint"), [join(temp, "package")]],
    [join(BIN, "attw"), [tarball, "--profile", "node16"]],
  ]) {
    try {
      process.stdout.write(run(command, args));
    } catch (error) {
      process.stdout.write(error.stdout ?? "");
      failed = true;
    }
  }
} finally {
  rmSync(temp, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
