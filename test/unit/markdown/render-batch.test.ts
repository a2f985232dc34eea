// Markdown rendered on worker threads must equal what the main thread renders.
import { describe, expect, it } from "vitest";
import { MarkdownWorkers, renderJob, type BatchContext, type MarkdownJob } from "../../../src/markdown/render-batch.ts";
import type { IndexedDocument } from "../../../src/search/documents.ts";
import { searchIndexDocuments, serialiseHere } from "../../../src/search/write-indexes.ts";
import { BOOSTS, docRoute } from "../search/helpers.ts";

const ctx: BatchContext = {
  baseUrl: "/site/",
  toc: { min: 2, max: 3 },
  routesByFile: { "/docs/guide/b.md": "/docs/guide/b" },
};

const jobs: MarkdownJob[] = Array.from({ length: 60 }, (_, i) => ({
  key: `/docs/guide/a${i}.md`,
  file: `/docs/guide/a${i}.md`,
  source: `---\ntitle: A${i}\n---\n\n## Part ${i}\n\nSee [b](./b.md#x) and [gone](./gone.md).\n\n\`\`\`yaml\nkey: ${i}\n\`\`\`\n`,
}));

describe("MarkdownWorkers", () => {
  it("renders every job, on a worker and the main thread, exactly as the main thread alone", async () => {
    const workers = new MarkdownWorkers(1);
    try {
      // Wait until the worker has started, so that it takes part however busy the machine is.
      expect(await workers.allStarted()).toBe(1);
      const results = await workers.render(jobs, ctx);
      expect(results.size).toBe(jobs.length);
      expect(workers.renderedByWorkers).toBeGreaterThan(0);
      for (const job of [jobs[0]!, jobs[31]!, jobs[59]!]) {
        expect(results.get(job.key)).toEqual(await renderJob(job, ctx));
      }
      const sample = results.get(jobs[7]!.key)!;
      expect(sample.html).toContain('href="/site/docs/guide/b#x"');
      expect(sample.brokenMarkdownLinks).toEqual([{ target: "./gone.md", line: 7 }]);
    } finally {
      await workers.close();
    }
  });

  it("keeps the worker busy while the main thread renders (the main thread yields between its jobs)", async () => {
    const workers = new MarkdownWorkers(1);
    try {
      expect(await workers.allStarted()).toBe(1);
      // Heavier jobs: each keeps the main thread busy with synchronous work for a while.
      const heavy = jobs.map((job) => ({ ...job, source: job.source + "\n| a | b |\n|---|---|\n" + "| `x` | **y** [z](https://example.org) |\n".repeat(30) }));
      await workers.render(heavy, ctx);
      // A worker that only ever got the jobs handed out before the main thread started would
      // render 2 of 60; one that is fed as it finishes renders a share of them.
      expect(workers.renderedByWorkers).toBeGreaterThan(6);
    } finally {
      await workers.close();
    }
  });

  it("builds a search index file on a worker exactly as the main thread does", async () => {
    const documents = searchIndexDocuments([docRoute("/docs/scanners/nmap", "Nmap", [{ text: "Nmap finds open ports." }, { id: "setup", title: "Setup", text: "Install it with helm." }])], "/", BOOSTS);
    const [[, docs]] = [...documents] as [[string, IndexedDocument[]]];
    const workers = new MarkdownWorkers(1);
    try {
      expect(await workers.allStarted()).toBe(1);
      const [onWorker, again] = await Promise.all([workers.serialiseSearchIndex(docs, BOOSTS), workers.serialiseSearchIndex(docs, BOOSTS)]);
      const here = await serialiseHere(docs, BOOSTS);
      expect(onWorker).toBe(here);
      expect(again).toBe(here);
      expect(JSON.parse(onWorker).documents).toHaveLength(2);
    } finally {
      await workers.close();
    }
    // Without a worker (none started, or all closed) the main thread builds it.
    expect(await new MarkdownWorkers(0).serialiseSearchIndex(docs, BOOSTS)).toBe(await serialiseHere(docs, BOOSTS));
  });

  it("works with no workers at all", async () => {
    const workers = new MarkdownWorkers(0);
    const results = await workers.render(jobs.slice(0, 3), ctx);
    expect([...results.keys()]).toEqual(jobs.slice(0, 3).map((j) => j.key));
    await workers.close();
  });
});
