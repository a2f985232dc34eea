// The order of an emit: pages first, then the search indexes (built beside the pages only when
// a worker thread can take them), so watch mode shows an edit before the slow part.
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { MarkdownWorkers } from "../../src/markdown/render-batch.ts";
import { IncrementalBuild } from "../../src/dev/incremental-build.ts";
import type { OutputWriter } from "../../src/dev/output-writer.ts";
import { copyFixture } from "../helpers/fixtures.ts";

let site: string;
let out: string;
const written: string[] = [];
const writer = (): OutputWriter => ({
  dir: out,
  async write(path) {
    written.push(path);
  },
  async remove() {},
});

beforeAll(async () => {
  site = await copyFixture("basic-site");
  out = await mkdtemp(join(tmpdir(), "sitec-order-"));
});
afterAll(async () => {
  await rm(dirname(site), { recursive: true, force: true });
  await rm(out, { recursive: true, force: true });
});

describe("an emit without a worker thread", () => {
  it("writes the pages and calls back before it starts on the search indexes", async () => {
    const workers = new MarkdownWorkers(0);
    const serialise = vi.spyOn(workers, "serialiseSearchIndex");
    const builder = new IncrementalBuild({ siteDir: site, workers });
    const seen: { searchStarted: boolean; pages: number }[] = [];
    const onPagesWritten = () => seen.push({ searchStarted: serialise.mock.calls.length > 0, pages: written.filter((p) => p.endsWith("index.html")).length });
    await builder.buildAll(writer(), onPagesWritten);

    const file = join(site, "docs/guide/second.md");
    await writeFile(file, (await readFile(file, "utf8")).replace("Back to", "Now back to"));
    serialise.mockClear();
    const result = await builder.update([{ event: "change", path: file }], writer(), onPagesWritten);

    expect(seen).toHaveLength(2);
    expect(seen.every((s) => !s.searchStarted && s.pages > 0)).toBe(true);
    expect(serialise).toHaveBeenCalled();
    expect(result.rendered).toEqual(["/docs/guide/second"]);
    await workers.close();
  });
});
