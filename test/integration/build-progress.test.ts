// What a build reports to the BuildProgress it is given (src/progress.ts): every phase the timer
// runs, started and ended, and the counts of the phases that loop, each complete at the end. A
// build given none prints nothing of it.
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { BuildProgress, Counter } from "../../src/progress.ts";
import { buildSite, FIXTURES, removeAll, tempDir } from "../helpers/fixtures.ts";

const SITE = join(FIXTURES, "basic-site");
const dirs: string[] = [];
afterAll(() => removeAll(...dirs));

function recorder() {
  const events: string[] = [];
  const counts = new Map<string, { done: number; total: number }>();
  const progress: BuildProgress = {
    phaseStarted: (name) => void events.push(`start ${name}`),
    phaseEnded: (name, _ms, ok) => void events.push(`end ${name}${ok ? "" : " (failed)"}`),
    counter(phase): Counter {
      const c = counts.get(phase) ?? { done: 0, total: 0 };
      counts.set(phase, c);
      return { expect: (n) => void (c.total += n), add: (n = 1) => void (c.done += n) };
    },
  };
  return { progress, events, counts };
}

describe("a build's progress", () => {
  it("reports each timed phase's start and end, and complete counts of Markdown jobs, pages, search index files and writes", async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const { progress, events, counts } = recorder();
    const result = await buildSite(SITE, join(dir, "out"), { cache: false, progress });
    for (const { name } of result.timings) {
      expect(events, name).toContain(`start ${name}`);
      expect(events.indexOf(`start ${name}`), name).toBeLessThan(events.indexOf(`end ${name}`));
    }
    expect(events.filter((e) => e.startsWith("start")).length).toBe(result.timings.length);
    expect(counts.get("render")).toEqual({ done: result.routes, total: result.routes });
    for (const phase of ["markdown", "search index", "write files"]) {
      const c = counts.get(phase);
      expect(c?.total, phase).toBeGreaterThan(0);
      expect(c?.done, phase).toBe(c?.total);
    }
  });

  it("is not printed by a build given no progress", async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const out = vi.spyOn(process.stdout, "write");
    const err = vi.spyOn(process.stderr, "write");
    try {
      await buildSite(SITE, join(dir, "out"), { cache: false });
      expect(out).not.toHaveBeenCalled();
      expect(err).not.toHaveBeenCalled();
    } finally {
      out.mockRestore();
      err.mockRestore();
    }
  });
});
