// Build logging: warnings, and the time of each named phase (printed by the CLI's progress and
// read by the benchmarks).
import { NO_PROGRESS, type BuildProgress } from "./progress.ts";

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

export const consoleLogger: Logger = {
  info: (m) => console.log(m),
  warn: (m) => console.warn("warning: " + m),
};

export const silentLogger: Logger = { info: () => undefined, warn: () => undefined };

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
