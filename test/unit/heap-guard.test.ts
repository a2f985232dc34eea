// The heap guard collects once the heap has grown by half since its last collection (or by
// a fixed amount on a large heap), and not below its floor.
import v8 from "node:v8";
import { describe, expect, it } from "vitest";
import { exposedGc, HeapGuard } from "../../src/heap-guard.ts";
import { flagsProbe } from "../helpers/v8-flags.ts";

const used = () => v8.getHeapStatistics().used_heap_size;
/** Garbage: arrays that are dropped at once. */
function makeGarbage(megabytes: number): number {
  let total = 0;
  for (let i = 0; i < megabytes * 16; i++) total += new Array(8192).fill(i).length;
  return total;
}

/** Keeps arrays alive in `kept` until the heap holds `bytes`. */
function growTo(kept: number[][], bytes: number): void {
  while (used() < bytes) kept.push(new Array(65536).fill(1));
}

/** Expects `act` to collect (the guard's count becomes `collections`) and the heap to shrink. */
function expectCollection(guard: HeapGuard, act: () => void, collections: number): void {
  const before = used();
  act();
  expect(guard.collections).toBe(collections);
  expect(used()).toBeLessThan(before);
}

describe("HeapGuard", () => {
  it("does nothing below its floor", () => {
    const guard = new HeapGuard({ floorBytes: Number.MAX_SAFE_INTEGER });
    makeGarbage(64);
    guard.check();
    expect(guard.collections).toBe(0);
  });

  it("collects when the heap passed its floor, then again only after it grew by half", () => {
    const guard = new HeapGuard({ floorBytes: 1 });
    guard.check();
    expect(guard.collections).toBe(1);
    const afterFirst = used();
    // Right after a collection the heap has not grown: no second one.
    guard.check();
    expect(guard.collections).toBe(1);
    // Grown by less than half: none either.
    const some: number[][] = [];
    growTo(some, afterFirst * 1.3);
    guard.check();
    expect(guard.collections).toBe(1);
    some.length = 0;
    // Keep garbage alive long enough to be counted, then check.
    const kept: number[][] = [];
    growTo(kept, afterFirst * 1.9);
    kept.length = 0;
    expectCollection(guard, () => guard.check(), 2);
  });

  it("on a large heap, collects after a fixed growth, before it grew by half", () => {
    const most = 1024 * 1024;
    const guard = new HeapGuard({ floorBytes: 1, mostGrowthBytes: most });
    guard.check();
    expect(guard.collections).toBe(1);
    const afterFirst = used();
    // The bound is the smaller of the two here.
    expect(afterFirst + 2 * most).toBeLessThan(afterFirst * 1.5);
    const kept: number[][] = [];
    growTo(kept, afterFirst + most / 2);
    guard.check();
    expect(guard.collections).toBe(1);
    growTo(kept, afterFirst + 2 * most);
    kept.length = 0;
    expectCollection(guard, () => guard.check(), 2);
  });

  it("settles before a large phase: collects once the heap grew by a tenth, not below its floor", () => {
    const small = new HeapGuard({ floorBytes: Number.MAX_SAFE_INTEGER });
    makeGarbage(32);
    small.settle();
    expect(small.collections).toBe(0);

    const guard = new HeapGuard({ floorBytes: 1 });
    guard.settle();
    expect(guard.collections).toBe(1);
    // Just collected: settling again does nothing.
    guard.settle();
    expect(guard.collections).toBe(1);
    const afterFirst = used();
    // Grown by a fifth: under `check`'s half, over `settle`'s tenth.
    const kept: number[][] = [];
    growTo(kept, afterFirst * 1.2);
    kept.length = 0;
    guard.check();
    expect(guard.collections).toBe(1);
    expectCollection(guard, () => guard.settle(), 2);
  });
});

describe("the guard's collections", () => {
  it("come from the process's gc only: without it the guard does nothing, and no V8 flag changes", () => {
    const flagsChanged = flagsProbe();
    const guard = new HeapGuard({ floorBytes: 1, collect: null });
    guard.check();
    guard.settle();
    expect(guard.collections).toBe(0);
    expect(flagsChanged()).toBe(false);
  });

  it("use the gc the process was started with (test workers run with --expose-gc)", () => {
    expect(exposedGc()).toBe((globalThis as { gc?: unknown }).gc);
    const calls: number[] = [];
    const guard = new HeapGuard({ floorBytes: 1, collect: () => calls.push(1) });
    guard.check();
    expect(calls).toEqual([1]);
  });
});
