// V8's optimisation thresholds for a short build (src/v8-tiering.ts): set where they were
// measured, left alone elsewhere and when the process was given them, and set back.
import { describe, expect, it } from "vitest";
import { isShortBuild, measuredOn, SHORT_BUILD_MOST_FILES, tuneForShortBuild } from "../../src/v8-tiering.ts";
import { flagsProbe } from "../helpers/v8-flags.ts";

const NODE_20_V8 = "11.3.244.8-node.33";

describe("tuneForShortBuild", () => {
  it("changes V8's flags on the V8 it was measured on, and sets them back once", () => {
    const flagsChanged = flagsProbe();
    const restore = tuneForShortBuild({ v8Version: NODE_20_V8, execArgv: [] });
    try {
      expect(flagsChanged()).toBe(true);
    } finally {
      restore();
    }
    expect(flagsChanged()).toBe(false);
    restore();
    expect(flagsChanged()).toBe(false);
  });

  it.each([
    ["another V8", { v8Version: "12.4.254.21-node.33", execArgv: [] }],
    ["a process given the interrupt budget", { v8Version: NODE_20_V8, execArgv: ["--interrupt-budget=1000"] }],
    ["a process given the inlining size", { v8Version: NODE_20_V8, execArgv: ["--max_inlined_bytecode_size_cumulative=100"] }],
  ])("leaves V8's flags alone in %s", (_, runtime) => {
    const flagsChanged = flagsProbe();
    const restore = tuneForShortBuild(runtime);
    expect(flagsChanged()).toBe(false);
    restore();
    expect(flagsChanged()).toBe(false);
  });

  it("is for the V8 of Node 20 only", () => {
    expect(measuredOn(NODE_20_V8)).toBe(true);
    expect(measuredOn("11.8.172.17-node.21")).toBe(false);
    expect(measuredOn("12.4.254.21-node.33")).toBe(false);
  });
});

describe("isShortBuild", () => {
  it("holds up to SHORT_BUILD_MOST_FILES Markdown files", () => {
    expect(isShortBuild(1)).toBe(true);
    expect(isShortBuild(SHORT_BUILD_MOST_FILES)).toBe(true);
    expect(isShortBuild(SHORT_BUILD_MOST_FILES + 1)).toBe(false);
  });
});
