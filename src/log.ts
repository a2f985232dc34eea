// Build logging: warnings, and the time of each named phase (printed with --verbose and
// read by the benchmarks).
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

/** Runs named phases and records how long each took. */
export class PhaseTimer {
  readonly timings: PhaseTiming[] = [];

  async run<T>(name: string, phase: () => Promise<T> | T): Promise<T> {
    const start = performance.now();
    try {
      return await phase();
    } finally {
      this.timings.push({ name, ms: performance.now() - start });
    }
  }
}
