// The build's progress as the CLI shows it (src/progress-reporter.ts): in a terminal one line
// updated in place, at most about ten times a second; without one (CI) a line per phase; with
// --quiet nothing. A fake stream, clock and ticker stand in for the terminal and the time.
import { describe, expect, it } from "vitest";
import { progressMode, ProgressReporter, type ProgressMode } from "../../src/progress-reporter.ts";

const CLEAR = "\x1b[K";

function fakeTerminal(mode: ProgressMode, columns?: number) {
  const writes: string[] = [];
  const clock = { now: 0 };
  const ticker = { tick: undefined as (() => void) | undefined, stopped: false };
  const reporter = new ProgressReporter({
    mode,
    stream: { columns, write: (text: string) => void writes.push(text) },
    now: () => clock.now,
    every: (_ms, tick) => {
      ticker.tick = tick;
      return () => void (ticker.stopped = true);
    },
  });
  return { reporter, writes, clock, ticker, last: () => writes.at(-1) };
}

describe("the progress line in a terminal", () => {
  it("updates one line in place: carriage return, the phase, its count, the build's time, clear to the end of the line", () => {
    const { reporter, writes, clock, last } = fakeTerminal("live");
    reporter.phaseStarted("render");
    const pages = reporter.counter("render");
    pages.expect(5775);
    clock.now = 4100;
    pages.add(2300);
    expect(last()).toBe(`\rrender 2,300/5,775 · 4.1 s${CLEAR}`);
    expect(writes.join("")).not.toContain("\n");
  });

  it("draws at most once per 100 ms however often a page is counted, and the ticker shows what was left out", () => {
    const { reporter, writes, clock, ticker, last } = fakeTerminal("live");
    reporter.phaseStarted("render");
    const pages = reporter.counter("render");
    pages.expect(1000);
    const before = writes.length;
    for (let i = 0; i < 1000; i++) {
      pages.add();
      clock.now += 1;
    }
    // 1 s of counting: ten lines, not a thousand.
    expect(writes.length - before).toBeLessThanOrEqual(10);
    expect(last()).not.toContain("1,000/1,000");
    ticker.tick!();
    expect(last()).toBe(`\rrender 1,000/1,000 · 1.0 s${CLEAR}`);
    const drawn = writes.length;
    ticker.tick!();
    expect(writes.length).toBe(drawn);
  });

  it("keeps the time going in a phase that counts nothing", () => {
    const { reporter, clock, ticker, last } = fakeTerminal("live");
    reporter.phaseStarted("routes");
    expect(last()).toBe(`\rroutes · 0.0 s${CLEAR}`);
    clock.now = 2500;
    ticker.tick!();
    expect(last()).toBe(`\rroutes · 2.5 s${CLEAR}`);
  });

  it("names every phase running at once, with its count, and drops a phase when it ends", () => {
    const { reporter, clock, ticker, last } = fakeTerminal("live");
    reporter.phaseStarted("render");
    reporter.counter("render").expect(10);
    reporter.counter("render").add(3);
    reporter.phaseStarted("search index");
    clock.now = 500;
    ticker.tick!();
    expect(last()).toBe(`\rrender 3/10 · search index · 0.5 s${CLEAR}`);
    reporter.phaseEnded("search index", 400);
    clock.now = 600;
    ticker.tick!();
    expect(last()).toBe(`\rrender 3/10 · 0.6 s${CLEAR}`);
  });

  it("shows a count kept before its phase (writes) only while the phase runs", () => {
    const { reporter, clock, last } = fakeTerminal("live");
    const writes = reporter.counter("write files");
    reporter.phaseStarted("render");
    writes.expect(40);
    writes.add(30);
    clock.now = 200;
    reporter.counter("render").add(0);
    expect(last()).toBe(`\rrender · 0.2 s${CLEAR}`);
    reporter.phaseEnded("render", 200);
    reporter.phaseStarted("write files");
    expect(last()).toBe(`\rwrite files 30/40 · 0.2 s${CLEAR}`);
  });

  it("fits the line to the terminal's width, so that it never wraps", () => {
    const { reporter, last } = fakeTerminal("live", 12);
    reporter.phaseStarted("a very long phase name");
    expect(last()).toBe(`\ra very long${CLEAR}`);
  });

  it("clears the line for a message and draws it again at the next update", () => {
    const { reporter, clock, last } = fakeTerminal("live");
    reporter.phaseStarted("render");
    reporter.interrupt();
    expect(last()).toBe(`\r${CLEAR}`);
    clock.now = 10;
    reporter.counter("render").add();
    expect(last()).toBe(`\rrender · 0.0 s${CLEAR}`);
  });

  it("is cleared and stops at the end: nothing is written after finish", () => {
    const { reporter, writes, ticker, last } = fakeTerminal("live");
    reporter.phaseStarted("render");
    reporter.finish();
    expect(last()).toBe(`\r${CLEAR}`);
    expect(ticker.stopped).toBe(true);
    const count = writes.length;
    reporter.phaseEnded("render", 5);
    reporter.counter("render").add();
    reporter.finish();
    expect(writes.length).toBe(count);
  });

  it("writes nothing at the end when it never drew", () => {
    const { reporter, writes } = fakeTerminal("live");
    reporter.finish();
    expect(writes).toEqual([]);
  });
});

describe("the progress without a terminal", () => {
  it("prints one line per phase with its time, as each ends, and no counts", () => {
    const { reporter, writes, clock, ticker } = fakeTerminal("phases");
    reporter.phaseStarted("markdown");
    reporter.counter("markdown").expect(3);
    reporter.counter("markdown").add(3);
    clock.now = 1234;
    ticker.tick?.();
    reporter.phaseEnded("markdown", 1234.4);
    reporter.phaseStarted("render");
    reporter.phaseEnded("render", 56.6);
    reporter.finish();
    expect(writes.join("")).toBe("  markdown           1234 ms\n  render               57 ms\n");
  });

  it("prints no line for a phase that failed: the build's error follows", () => {
    const { reporter, writes } = fakeTerminal("phases");
    reporter.phaseStarted("config");
    reporter.phaseEnded("config", 3, false);
    expect(writes).toEqual([]);
  });
});

describe("--quiet", () => {
  it("prints no progress at all", () => {
    const { reporter, writes, clock, ticker } = fakeTerminal("quiet");
    reporter.phaseStarted("render");
    reporter.counter("render").add(5);
    clock.now = 5000;
    ticker.tick?.();
    reporter.interrupt();
    reporter.phaseEnded("render", 5000);
    reporter.finish();
    expect(writes).toEqual([]);
  });
});

describe("the kind of progress the CLI shows", () => {
  it("is the live line in a terminal, lines per phase without one or with --verbose, none with --quiet", () => {
    expect(progressMode({ isTTY: true, verbose: false, quiet: false })).toBe("live");
    expect(progressMode({ isTTY: false, verbose: false, quiet: false })).toBe("phases");
    expect(progressMode({ isTTY: true, verbose: true, quiet: false })).toBe("phases");
    expect(progressMode({ isTTY: true, verbose: false, quiet: true })).toBe("quiet");
    expect(progressMode({ isTTY: false, verbose: false, quiet: true })).toBe("quiet");
  });
});
