// Markdown rendered on worker threads must equal what the main thread renders.
import { readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Worker } from "node:worker_threads";
import { describe, expect, it, vi } from "vitest";
import { loadSiteConfig } from "../../../src/config/load.ts";
import { SiteError } from "../../../src/errors.ts";
import { MarkdownWorkers, renderJob, type BatchContext, type MarkdownJob } from "../../../src/markdown/render-batch.ts";
import type { IndexedDocument } from "../../../src/search/documents.ts";
import { searchIndexDocuments, serialiseHere } from "../../../src/search/write-indexes.ts";
import { copyFixture, removeAll } from "../../helpers/fixtures.ts";
import { BOOSTS, docRoute } from "../search/helpers.ts";

const ctx: BatchContext = {
  baseUrl: "/site/",
  toc: { min: 2, max: 3 },
  routesByFile: { "/docs/guide/b.md": "/docs/guide/b" },
  engine: "fast",
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
      // render 2 of 60; one that is fed as it finishes renders more. How many more depends on the
      // machine's load: on a CI machine busy with other test files it was 4.
      expect(workers.renderedByWorkers).toBeGreaterThan(2);
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
      expect(Buffer.from(onWorker).equals(Buffer.from(here))).toBe(true);
      expect(Buffer.from(again).equals(Buffer.from(here))).toBe(true);
      expect(JSON.parse(Buffer.from(onWorker).toString("utf8")).documents).toHaveLength(2);
    } finally {
      await workers.close();
    }
    // Without a worker (none started, or all closed) the main thread builds it.
    expect(await new MarkdownWorkers(0).serialiseSearchIndex(docs, BOOSTS)).toEqual(await serialiseHere(docs, BOOSTS));
  });

  it("sends a batch's context to a worker once, not with every job, and each batch its own", async () => {
    // The context holds the route of every doc: sent with each job, it was copied once per job,
    // which grows with the square of the docs (5,000 docs: 3.4 s of the main thread's time).
    const sent = vi.spyOn(Worker.prototype, "postMessage");
    const workers = new MarkdownWorkers(1);
    try {
      expect(await workers.allStarted()).toBe(1);
      const routesByFile = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`/docs/guide/r${i}.md`, `/docs/guide/r${i}`]));
      const big = { ...ctx, routesByFile: { ...ctx.routesByFile, ...routesByFile } };
      const heavy = jobs.map((job) => ({ ...job, source: job.source + "\n| a | b |\n|---|---|\n" + "| `x` | **y** |\n".repeat(30) }));
      await workers.render(heavy, big);
      expect(workers.renderedByWorkers).toBeGreaterThan(0);
      const withRoutes = () => sent.mock.calls.filter(([message]) => JSON.stringify(message).includes("/docs/guide/r499")).length;
      expect(withRoutes()).toBe(1);
      // A second batch with other routes: its jobs resolve links with its own context.
      const other = { ...ctx, routesByFile: { "/docs/guide/b.md": "/docs/guide/moved" } };
      const results = await workers.render(heavy, other);
      expect(workers.renderedByWorkers).toBeGreaterThan(0);
      for (const job of heavy) expect(results.get(job.key)!.html).toContain('href="/site/docs/guide/moved#x"');
      expect(withRoutes()).toBe(1);
    } finally {
      sent.mockRestore();
      await workers.close();
    }
  });

  it("works with no workers at all", async () => {
    const workers = new MarkdownWorkers(0);
    const results = await workers.render(jobs.slice(0, 3), ctx);
    expect([...results.keys()]).toEqual(jobs.slice(0, 3).map((j) => j.key));
    await workers.close();
  });
});

describe("MarkdownWorkers with the site's plugins", () => {
  it("renders on a worker, which loads the plugins from the site's config, as the main thread does", async () => {
    const site = await copyFixture("plugins-site");
    const workers = new MarkdownWorkers(1);
    try {
      const loaded = await loadSiteConfig(site);
      const withPlugins: BatchContext = { ...ctx, engine: "unified", plugins: { configFile: loaded.file, loadId: loaded.loadId } };
      const formulas = jobs.map((job, i) => ({ ...job, source: `---\ntitle: F${i}\n---\n\nSee $x_${i}^2$ at [KaTeX](https://katex.org/).\n` }));
      expect(await workers.allStarted()).toBe(1);
      const results = await workers.render(formulas, withPlugins, loaded.config.markdown);
      expect(workers.renderedByWorkers).toBeGreaterThan(0);
      for (const job of formulas) {
        const html = results.get(job.key)!.html;
        expect(html).toContain('<span class="katex">');
        expect(html).toContain('class="external-link"');
      }
      expect(results.get(formulas[59]!.key)).toEqual(await renderJob(formulas[59]!, withPlugins, loaded.config.markdown));
    } finally {
      await workers.close();
      await removeAll(dirname(site));
    }
  });
});

/**
 * A copy of the plugins fixture whose config adds rehypeWorkerOnly, a plugin with `pluginBody`
 * (`isMainThread` in scope); loaded, with the batch context that makes workers load it too.
 */
async function siteWithWorkerPlugin(pluginBody: string) {
  const site = await copyFixture("plugins-site");
  await writeFile(
    join(site, "plugins/rehype-worker-only.ts"),
    `import { isMainThread } from "node:worker_threads";\nexport default function rehypeWorkerOnly() {\n  return () => {\n${pluginBody}\n  };\n}\n`,
  );
  const config = join(site, "site.config.ts");
  await writeFile(
    config,
    (await readFile(config, "utf8"))
      .replace('import remarkMath from "remark-math";', 'import remarkMath from "remark-math";\nimport rehypeWorkerOnly from "./plugins/rehype-worker-only.ts";')
      .replace("rehypePlugins: [", "rehypePlugins: [rehypeWorkerOnly, "),
  );
  const loaded = await loadSiteConfig(site);
  const withPlugins: BatchContext = { ...ctx, engine: "unified", plugins: { configFile: loaded.file, loadId: loaded.loadId } };
  return { site, plugins: loaded.config.markdown, withPlugins };
}

describe("Markdown nested too deep", () => {
  it("fails the batch with the file, the line and the hint, also from a worker thread", async () => {
    const workers = new MarkdownWorkers(1);
    try {
      expect(await workers.allStarted()).toBe(1);
      // The main thread takes the first job before the worker is handed the next two, the deep ones.
      const deep = jobs.map((job, i) => (i === 1 || i === 2 ? { ...job, source: job.source + "\n" + "*".repeat(5000) + "x" + "*".repeat(5000) + "\n" } : job));
      const error = await workers.render(deep, ctx).then(
        () => undefined,
        (e: unknown) => e as SiteError,
      );
      expect(workers.renderedByWorkers).toBe(0);
      expect(error).toBeInstanceOf(SiteError);
      expect([deep[1]!.file, deep[2]!.file]).toContain(error!.file);
      expect(error!.line).toBe(13);
      expect(error!.message).toMatch(/^Markdown nested more than \d+ levels deep/);
      expect(error!.hint).toMatch(/^Nest less deeply/);
    } finally {
      await workers.close();
    }
  });
});

describe("a plugin that throws on a worker thread", () => {
  it("fails the batch with a build error naming the plugin, the file and the line", async () => {
    // Throws on worker threads only, so the error can only come from one.
    const { site, plugins, withPlugins } = await siteWithWorkerPlugin(`    if (!isMainThread) throw Object.assign(new Error("not on a worker"), { line: 3 });`);
    const workers = new MarkdownWorkers(1);
    try {
      expect(await workers.allStarted()).toBe(1);
      const error = await workers.render(jobs, withPlugins, plugins).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(SiteError);
      expect((error as InstanceType<typeof SiteError>).message).toBe("the Markdown plugin rehypeWorkerOnly failed: not on a worker");
      expect((error as InstanceType<typeof SiteError>).line).toBe(3);
      expect(jobs.map((j) => j.file)).toContain((error as InstanceType<typeof SiteError>).file);
    } finally {
      await workers.close();
      await removeAll(dirname(site));
    }
  });

  it("tells the worker to drop a failed batch's context once the batch's jobs have come back", async () => {
    const { site, plugins, withPlugins } = await siteWithWorkerPlugin(`    if (!isMainThread) throw new Error("not on a worker");`);
    const sent = vi.spyOn(Worker.prototype, "postMessage");
    const workers = new MarkdownWorkers(1);
    try {
      expect(await workers.allStarted()).toBe(1);
      await expect(workers.render(jobs, withPlugins, plugins)).rejects.toThrow("not on a worker");
      await new Promise((resolve) => setTimeout(resolve, 200));
      const types = sent.mock.calls.map(([message]) => (message as { type: string }).type);
      expect(types.filter((type) => type === "context")).toHaveLength(1);
      // Without it the worker would keep the context (every doc's route) for as long as it runs.
      expect(types.filter((type) => type === "end")).toHaveLength(1);
    } finally {
      sent.mockRestore();
      await workers.close();
      await removeAll(dirname(site));
    }
  });

  // Regression: a job that failed on the worker while the main thread was still rendering its
  // own jobs was a rejected promise nobody listened to yet: an unhandled rejection, which ends a
  // CLI process before the build can report the error and clean up.
  it("leaves no unhandled rejection when worker jobs fail while the main thread is busy", async () => {
    // On the main thread each job takes a while; on the worker each one fails at once.
    const { site, plugins, withPlugins } = await siteWithWorkerPlugin(
      `    if (!isMainThread) throw new Error("not on a worker");\n    const until = Date.now() + 15;\n    while (Date.now() < until);`,
    );
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", listener);
    const workers = new MarkdownWorkers(1);
    try {
      expect(await workers.allStarted()).toBe(1);
      await expect(workers.render(jobs, withPlugins, plugins)).rejects.toThrow("not on a worker");
      // Failures still on their way from the worker arrive meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", listener);
      await workers.close();
      await removeAll(dirname(site));
    }
  });
});
