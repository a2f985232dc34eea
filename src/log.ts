// Build logging: warnings, and the time of each named phase (printed by the CLI's progress and
// read by the benchmarks).
import { NO_PROGRESS, type BuildProgress } from "./progress.ts";

export interface Logger {
  info(message: string): void;
  /** A warning; the logger adds `warning: `. */
  warn(message: string): void;
  /** A line of a failed build's report as formatError gives it (`error: …`, `warning: …`, `  hint: …`), printed as it is. */
  error(line: string): void;
}

export const consoleLogger: Logger = {
  info: (m) => console.log(m),
  warn: (m) => console.warn("warning: " + m),
  error: (line) => console.error(line),
};

export const silentLogger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface PhaseTiming {
  name: string;
  ms: number;
}

/** Runs named phases, records how long each took, and reports each start and end to `progress`. */
export class PhaseTimer {
  readonly timings: PhaseTiming[] = [];

  constructor(private readonly progress: BuildProgress = NO_PROGRESS) {}

  async run<T>(name: string, phase: () => Promise<T> | T): Promise<T> {
    const start = performance.now();
    this.progress.phaseStarted(name);
    let ok = false;
    try {
      const result = await phase();
      ok = true;
      return result;
    } finally {
      const ms = performance.now() - start;
      this.timings.push({ name, ms });
      this.progress.phaseEnded(name, ms, ok);
    }
  }
}
