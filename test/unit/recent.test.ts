// useRecent: a use moves a key to the end; entries beyond the limit go, least recently used first.
import { describe, expect, it } from "vitest";
import { useRecent } from "../../src/shared/recent.ts";

describe("useRecent", () => {
  it("drops the least recently used entries beyond the limit, oldest first", () => {
    const recent = new Map<string, number>();
    expect(useRecent(recent, "a", 1, 2)).toEqual([]);
    expect(useRecent(recent, "b", 2, 2)).toEqual([]);
    // "a" used again: "b" is now the oldest.
    expect(useRecent(recent, "a", 3, 2)).toEqual([]);
    expect(useRecent(recent, "c", 4, 2)).toEqual([["b", 2]]);
    expect([...recent]).toEqual([["a", 3], ["c", 4]]);
    expect(useRecent(recent, "d", 5, 1)).toEqual([["a", 3], ["c", 4]]);
  });
});
