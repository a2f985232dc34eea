// Helpers shared by the benchmarks: timing a command with the OS's own figures, medians.
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";

export interface Measured {
  seconds: number;
  /** Peak resident set size in MiB, as /usr/bin/time reports it. */
  peakMiB: number;
  stdout: string;
}

/** Runs a command under `/usr/bin/time -v` and returns wall time, peak RSS and output. */
export function measure(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<Measured> {
  if (!existsSync("/usr/bin/time")) throw new Error("/usr/bin/time is missing: apt-get install -y time");
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn("/usr/bin/time", ["-v", command, ...args], { cwd: options.cwd, env: { ...process.env, ...options.env } });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => (stdout += d));
    child.stderr.on("data", (d) => (stderr += d));
    child.on("close", (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) return reject(new Error(`${command} ${args.join(" ")} exited ${code}:\n${stderr.slice(-2000)}`));
      const kb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1] ?? NaN);
      resolve({ seconds, peakMiB: kb / 1024, stdout: stdout + stderr });
    });
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function spread(values: number[]): string {
  return `${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)}`;
}

/** Parses the phase lines `sitec build --verbose` prints (`  markdown   1234 ms`). */
export function parsePhases(output: string): Map<string, number> {
  const phases = new Map<string, number>();
  for (const m of output.matchAll(/^ {2}(\S.*?)\s+(\d+) ms$/gm)) phases.set(m[1]!, Number(m[2]));
  return phases;
}

export function table(rows: (string | number)[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r) => r.map((c, i) => String(c).padEnd(widths[i]!)).join("  ")).join("\n");
}

/**
 * Starts `sitec` once, so that the CLI bundle it makes after an install or a change in src/
 * (bin/cli-bundle.js) is not part of the first measured run.
 */
export function prepareCli(): void {
  execFileSync(process.execPath, ["bin/sitec.js", "--version"], { stdio: "ignore" });
}
