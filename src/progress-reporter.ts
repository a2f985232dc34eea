// How the CLI shows a build's progress (src/progress.ts) on its stream (stderr):
// - "live", in a terminal: one line, rewritten in place (`\r`, the text, clear to the end of the
//   line), naming the phases running with their counts and the build's time so far:
//   `render 2,300/5,775 · 4.1 s`. Counts redraw it at most once per interval (100 ms); a phase
//   that starts or ends redraws it at once, and a ticker keeps the time going. Cleared at the end.
// - "phases", without a terminal (CI) or with --verbose: a line per phase with its time, as it ends
//   (none for a phase that failed: the error follows).
// - "quiet" (--quiet): nothing.
import type { BuildProgress, Counter } from "./progress.ts";

export type ProgressMode = "live" | "phases" | "quiet";

/** The CLI's choice: --quiet shows nothing, --verbose and a stream that is not a terminal a line per phase. */
export function progressMode(flags: { isTTY: boolean; verbose: boolean; quiet: boolean }): ProgressMode {
  if (flags.quiet) return "quiet";
  return flags.isTTY && !flags.verbose ? "live" : "phases";
}

export interface ProgressStream {
  write(text: string): unknown;
  /** The terminal's width: the live line is cut to fit, since a wrapped line cannot be rewritten. */
  columns?: number;
}

export interface ReporterOptions {
  mode: ProgressMode;
  stream: ProgressStream;
  /** The clock, in ms (performance.now by default). */
  now?: () => number;
  /** Least time between two redraws for counts, in ms. */
  interval?: number;
  /** Calls `tick` every `ms` until the returned function is called (an unref'd setInterval by default). */
  every?: (ms: number, tick: () => void) => () => void;
}

const CLEAR_LINE = "\r\x1b[K";
const count = (n: number) => n.toLocaleString("en-US");

/** The done and total items of a phase. */
class PhaseCount implements Counter {
  done = 0;
  total = 0;
  constructor(private readonly changed: () => void) {}
  expect(n: number): void {
    this.total += n;
    this.changed();
  }
  add(n = 1): void {
    this.done += n;
    this.changed();
  }
}

export class ProgressReporter implements BuildProgress {
  private readonly mode: ProgressMode;
  private readonly stream: ProgressStream;
  private readonly now: () => number;
  private readonly interval: number;
  private readonly started: number;
  /** The phases running, in the order they started. */
  private readonly running: string[] = [];
  private readonly counts = new Map<string, PhaseCount>();
  private readonly stopTicker: () => void;
  /** What the line shows ("" when it is cleared), and when it was drawn. */
  private shown = "";
  private drawnAt = -Infinity;
  private finished = false;

  constructor(options: ReporterOptions) {
    this.mode = options.mode;
    this.stream = options.stream;
    this.now = options.now ?? (() => performance.now());
    this.interval = options.interval ?? 100;
    this.started = this.now();
    const every = options.every ?? everyUnref;
    this.stopTicker = this.mode === "live" ? every(this.interval, () => this.draw()) : () => undefined;
  }

  phaseStarted(name: string): void {
    if (this.mode !== "live") return;
    this.running.push(name);
    this.draw();
  }

  phaseEnded(name: string, ms: number, ok = true): void {
    if (this.finished) return;
    if (this.mode === "phases" && ok) this.stream.write(`  ${name.padEnd(16)} ${ms.toFixed(0).padStart(6)} ms\n`);
    if (this.mode !== "live") return;
    const at = this.running.indexOf(name);
    if (at >= 0) this.running.splice(at, 1);
    if (this.running.length) this.draw();
  }

  counter(phase: string): Counter {
    let counter = this.counts.get(phase);
    if (!counter) {
      const changed = this.mode === "live" ? () => this.counted() : () => undefined;
      this.counts.set(phase, (counter = new PhaseCount(changed)));
    }
    return counter;
  }

  /** Clears the live line, so that a message (a warning) can be printed; the next update draws it again. */
  interrupt(): void {
    if (!this.shown) return;
    this.stream.write(CLEAR_LINE);
    this.shown = "";
    this.drawnAt = -Infinity;
  }

  /** Clears the live line and stops: call it before the build's summary or error. */
  finish(): void {
    if (this.finished) return;
    this.interrupt();
    this.stopTicker();
    this.finished = true;
  }

  private counted(): void {
    if (this.now() - this.drawnAt >= this.interval) this.draw();
  }

  private draw(): void {
    if (this.finished || !this.running.length) return;
    const now = this.now();
    const phases = this.running.map((name) => {
      const c = this.counts.get(name);
      return c && c.total > 0 ? `${name} ${count(c.done)}/${count(c.total)}` : name;
    });
    let text = `${phases.join(" · ")} · ${((now - this.started) / 1000).toFixed(1)} s`;
    if (this.stream.columns) text = text.slice(0, this.stream.columns - 1).trimEnd();
    this.drawnAt = now;
    if (text === this.shown) return;
    this.stream.write(`\r${text}\x1b[K`);
    this.shown = text;
  }
}

function everyUnref(ms: number, tick: () => void): () => void {
  const timer = setInterval(tick, ms);
  timer.unref();
  return () => clearInterval(timer);
}
