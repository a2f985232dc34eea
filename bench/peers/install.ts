// Installs a peer's packages on demand into its own folder under the system temp folder
// (never into this repository) and reuses that install on later runs: a marker file records
// what was asked for, the versions npm resolved and how long the install took.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

/** Every peer's project lives in `<temp>/sitec-bench/peers/<tool>/`. */
export const PEERS_ROOT = join(tmpdir(), "sitec-bench", "peers");

export interface Install {
  /** Package name → installed version, for the packages asked for. */
  versions: Record<string, string>;
  /** Seconds the `npm install` took when it ran (earlier runs: as recorded in the marker). */
  installSeconds: number;
  /** True when this run installed; false when the marker's install was reused. */
  fresh: boolean;
}

interface Marker extends Install {
  specs: string[];
  overrides: Record<string, string>;
  installedAt: string;
}

const MARKER = ".sitec-bench-install.json";

/** The package name of an npm spec (`@scope/name@^3` → `@scope/name`). */
export function packageName(spec: string): string {
  const at = spec.indexOf("@", 1);
  return at === -1 ? spec : spec.slice(0, at);
}

/**
 * Installs `specs` into `dir` unless the marker there says the same specs were installed.
 * `overrides` go into package.json (npm's `overrides`), for a dependency the registry cannot serve.
 */
export async function installOnce(tool: string, dir: string, specs: string[], overrides: Record<string, string> = {}): Promise<Install> {
  const markerPath = join(dir, MARKER);
  if (existsSync(markerPath)) {
    const marker = JSON.parse(await readFile(markerPath, "utf8")) as Marker;
    const same = JSON.stringify(marker.specs) === JSON.stringify(specs) && JSON.stringify(marker.overrides) === JSON.stringify(overrides);
    if (same && existsSync(join(dir, "node_modules"))) return { versions: marker.versions, installSeconds: marker.installSeconds, fresh: false };
  }
  await mkdir(dir, { recursive: true });
  await rm(join(dir, "node_modules"), { recursive: true, force: true });
  await rm(join(dir, "package-lock.json"), { force: true });
  await writeFile(join(dir, "package.json"), JSON.stringify({ name: `${tool}-bench`, private: true, overrides }, null, 2) + "\n");
  process.stderr.write(`installing ${tool}: npm install ${specs.join(" ")} (once, into ${dir})…\n`);
  const started = performance.now();
  try {
    await promisify(execFile)("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", ...specs], { cwd: dir, maxBuffer: 64 << 20 });
  } catch (error) {
    const e = error as { stderr?: string; message: string };
    throw new Error(`npm install failed: ${(e.stderr || e.message).trim().split("\n").slice(-3).join(" ")}`);
  }
  const installSeconds = (performance.now() - started) / 1000;
  const versions: Record<string, string> = {};
  for (const spec of specs) {
    const name = packageName(spec);
    versions[name] = (JSON.parse(await readFile(join(dir, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;
  }
  const marker: Marker = { specs, overrides, versions, installSeconds, fresh: true, installedAt: new Date().toISOString() };
  await writeFile(markerPath, JSON.stringify(marker, null, 2) + "\n");
  process.stderr.write(`installed ${tool} in ${installSeconds.toFixed(0)} s: ${Object.entries(versions).map(([n, v]) => `${n} ${v}`).join(", ")}\n`);
  return { versions, installSeconds, fresh: true };
}
