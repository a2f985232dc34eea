// A build's progress: the timer reports each phase as it starts and ends, and the phases that
// loop (Markdown jobs, pages, search index files, writes) count their items. The build only
// reports; what is shown, and where, is up to whoever gave it a BuildProgress (the CLI's is
// src/progress-reporter.ts). A build given none shows nothing.

/** The items of one phase. Called once per item, so it must stay cheap (a reporter throttles its output). */
export interface Counter {
  /** `n` more items to do. */
  expect(n: number): void;
  /** `n` items done (one by default). */
  add(n?: number): void;
}

export interface BuildProgress {
  phaseStarted(name: string): void;
  /** `ok`: false when the phase threw (the build then fails with its error). */
  phaseEnded(name: string, ms: number, ok: boolean): void;
  /** The counter of the phase with this name (as the timer names it). */
  counter(phase: string): Counter;
}

export const NO_COUNTER: Counter = { expect: () => undefined, add: () => undefined };

/** Progress that goes nowhere: a build's without a reporter. */
export const NO_PROGRESS: BuildProgress = { phaseStarted: () => undefined, phaseEnded: () => undefined, counter: () => NO_COUNTER };
