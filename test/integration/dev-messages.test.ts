// What `sitec dev` prints when a rebuild fails (issue 41, point 14): the lines of a failed
// build, each with one prefix, and an error that two rebuilds in a row find (one save seen as
// two changes, as a rename is) printed once.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from "vitest";
import { readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { startDev, type DevServer } from "../../src/dev/dev-server.ts";
import { copyFixture } from "../helpers/fixtures.ts";

let site: string;
let dev: DevServer;
let original: string;
const doc = () => join(site, "docs/guide/second.md");
/** What the console got: the default logger's output, as a terminal shows it. */
const printed: string[] = [];
const spies: MockInstance[] = [];

beforeAll(async () => {
  site = await copyFixture("basic-site");
  original = await readFile(doc(), "utf8");
  for (const method of ["log", "warn", "error"] as const) spies.push(vi.spyOn(console, method).mockImplementation((line: unknown) => void printed.push(String(line))));
  dev = await startDev({ siteDir: site, port: 0, host: "127.0.0.1", watchTheme: false });
});
afterAll(async () => {
  await dev?.close();
  for (const spy of spies) spy.mockRestore();
  await rm(dirname(site), { recursive: true, force: true });
});
afterEach(async () => {
  await save(original, "rebuilt");
  printed.length = 0;
});

/** Writes the doc and waits for the rebuild it causes. */
function save(text: string, outcome: "rebuilt" | "failed"): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${outcome} rebuild within 20 s`)), 20_000);
    dev.events.once(outcome, () => {
      clearTimeout(timer);
      resolve();
    });
    writeFile(doc(), text).catch(reject);
  });
}

/** The printed lines that name the doc or give a hint, the fixture's folder left out. */
const report = () => printed.filter((line) => line.includes("second.md") || line.includes("hint:")).map((line) => line.replace(/\S*site\/docs\//, "docs/"));

describe("sitec dev prints a failed rebuild", () => {
  it("as `sitec build` does: each warning and error with one prefix", async () => {
    await save(original + "\n[gone](/docs/nowhere)\n[anchor](./start.md#nope)\n", "failed");
    expect(report()).toEqual([
      "warning: docs/guide/second.md:16: broken anchor on page /docs/guide/second → /docs/guide/start#nope: the target page has no such heading id",
      "error: docs/guide/second.md:15: broken link on page /docs/guide/second → /docs/nowhere",
      "  hint: Link to an existing page or file.",
    ]);
  });

  it("once, when the next rebuild fails with the same error", async () => {
    const broken = original.replace("sidebar_position: 2", "sidebar_position: [2");
    await save(broken, "failed");
    await save(broken + "\n", "failed");
    expect(report().filter((line) => line.includes("invalid front matter"))).toHaveLength(1);
  });
});
