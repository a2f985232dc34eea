// The watcher hands a burst of saves to the rebuild as one batch, and separate saves as
// separate batches.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { watchFiles, type FileChange, type Watcher } from "../../../src/dev/watch.ts";

let dir: string;
let watcher: Watcher | undefined;

afterEach(async () => {
  await watcher?.close();
  await rm(dir, { recursive: true, force: true });
});

async function start(debounceMs: number) {
  dir = await mkdtemp(join(tmpdir(), "sitec-watch-"));
  await writeFile(join(dir, "a.md"), "a");
  const batches: FileChange[][] = [];
  let notify = () => {};
  watcher = watchFiles([dir], (changes) => {
    batches.push(changes);
    notify();
  }, debounceMs);
  await watcher.ready;
  const nextBatch = () => new Promise<void>((resolve) => (notify = resolve));
  return { batches, nextBatch };
}

describe("watchFiles", () => {
  it("turns a burst of saves (several files, a file written in steps) into one batch", async () => {
    const { batches, nextBatch } = await start(200);
    const batch = nextBatch();
    // What an editor's "save all" does: several files, one of them truncated and then written.
    await writeFile(join(dir, "a.md"), "");
    await writeFile(join(dir, "a.md"), "a, saved");
    await writeFile(join(dir, "b.md"), "b");
    await writeFile(join(dir, "c.md"), "c");
    await batch;
    // Nothing else arrives later from the same burst.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(batches).toHaveLength(1);
    const paths = new Set(batches[0]!.map((c) => c.path));
    expect(paths).toEqual(new Set(["a.md", "b.md", "c.md"].map((f) => join(dir, f))));
    expect(batches[0]!.find((c) => c.path === join(dir, "b.md"))?.event).toBe("add");
  });

  it("hands saves that are further apart than the quiet time to separate rebuilds", async () => {
    const { batches, nextBatch } = await start(30);
    let batch = nextBatch();
    await writeFile(join(dir, "a.md"), "first");
    await batch;
    batch = nextBatch();
    await writeFile(join(dir, "a.md"), "second");
    await batch;
    expect(batches).toHaveLength(2);
    expect(batches.map((b) => b.map((c) => c.event))).toEqual([["change"], ["change"]]);
  });
});
