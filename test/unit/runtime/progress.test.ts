// The progress bar's timing, with fake timers: nothing before 200 ms, 0.08 at first, a
// trickle every 800 ms, then 1, fade-out and removal 200 ms apart.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createProgress, PROGRESS_OPTIONS, trickleAmount, type ProgressState } from "../../../templates/runtime/progress.ts";

let frames: (ProgressState | null)[];
const render = (state: ProgressState | null) => frames.push(state && { ...state, value: Math.round(state.value * 1000) / 1000 });

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
});
afterEach(() => vi.useRealTimers());

describe("progress bar", () => {
  it("uses nprogress's constants", () => {
    expect(PROGRESS_OPTIONS).toEqual({ delay: 200, minimum: 0.08, speed: 200, trickle: 800 });
  });

  it("shows nothing when the navigation ends within 200 ms", () => {
    const progress = createProgress(render);
    progress.start();
    vi.advanceTimersByTime(199);
    progress.done();
    vi.advanceTimersByTime(5000);
    expect(frames).toEqual([]);
  });

  it("appears at 0.08 after 200 ms and trickles every 800 ms", () => {
    const progress = createProgress(render);
    progress.start();
    vi.advanceTimersByTime(200);
    expect(frames).toEqual([{ value: 0.08, fading: false }]);
    vi.advanceTimersByTime(799);
    expect(frames).toHaveLength(1);
    vi.advanceTimersByTime(1);
    vi.advanceTimersByTime(800);
    vi.advanceTimersByTime(800);
    expect(frames.map((f) => f!.value)).toEqual([0.08, 0.18, 0.28, 0.32]);
  });

  it("completes, fades out after 200 ms and is removed 200 ms later", () => {
    const progress = createProgress(render);
    progress.start();
    vi.advanceTimersByTime(300);
    progress.done();
    expect(frames.at(-1)).toEqual({ value: 1, fading: false });
    vi.advanceTimersByTime(200);
    expect(frames.at(-1)).toEqual({ value: 1, fading: true });
    vi.advanceTimersByTime(200);
    expect(frames.at(-1)).toBeNull();
    vi.advanceTimersByTime(5000);
    expect(frames).toHaveLength(4);
  });

  it("ignores a second start while running, and starts over after a finished bar", () => {
    const progress = createProgress(render);
    progress.start();
    vi.advanceTimersByTime(100);
    progress.start();
    vi.advanceTimersByTime(100);
    expect(frames).toHaveLength(1);
    progress.done();
    vi.advanceTimersByTime(100);
    progress.start(); // while fading: the old bar goes, the new one waits its 200 ms
    expect(frames.at(-1)).toBeNull();
    vi.advanceTimersByTime(200);
    expect(frames.at(-1)).toEqual({ value: 0.08, fading: false });
  });

  it("trickles in ever smaller steps and never reaches 1 by itself", () => {
    expect([0, 0.2, 0.5, 0.8, 0.99].map(trickleAmount)).toEqual([0.1, 0.04, 0.02, 0.005, 0]);
    const progress = createProgress(render);
    progress.start();
    vi.advanceTimersByTime(200 + 800 * 400);
    expect(Math.max(...frames.map((f) => f!.value))).toBeLessThan(1);
  });
});
