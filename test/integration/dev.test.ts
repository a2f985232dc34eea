// `sitec dev` on a copy of the fixture site: edits, additions, renames and deletions are
// applied incrementally; a broken file reports an error and the fix clears it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFile, rename, rm, unlink, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { startDev, type DevServer } from "../../src/dev/dev-server.ts";
import { silentLogger } from "../../src/log.ts";
import type { EmitResult } from "../../src/dev/emit.ts";
import { copyFixture } from "../helpers/fixtures.ts";

let site: string;
let dev: DevServer;

beforeAll(async () => {
  site = await copyFixture("basic-site");
  dev = await startDev({ siteDir: site, port: 0, host: "127.0.0.1", logger: silentLogger, watchTheme: false });
});
afterAll(async () => {
  await dev?.close();
  await rm(dirname(site), { recursive: true, force: true });
});

type Outcome = { ok: true; result: EmitResult & { ms: number } } | { ok: false; lines: string[] };

/** Runs a file change and waits for the rebuild it causes. */
function afterRebuild(change: () => Promise<void>): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no rebuild within 20 s")), 20_000);
    const done = (outcome: Outcome) => {
      clearTimeout(timer);
      dev.events.off("rebuilt", onOk);
      dev.events.off("failed", onFail);
      resolve(outcome);
    };
    const onOk = (result: EmitResult & { ms: number }) => done({ ok: true, result });
    const onFail = (lines: string[]) => done({ ok: false, lines });
    dev.events.on("rebuilt", onOk);
    dev.events.on("failed", onFail);
    change().catch(reject);
  });
}

const page = (path: string) => fetch(dev.url + path.replace(/^\//, ""));

/** Waits until `check` holds: a rename can arrive as two batches (removal, then addition). */
async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 100));
  }
}
const text = async (path: string) => (await page(path)).text();

describe("sitec dev", () => {
  it("serves the built site with the live-reload script", async () => {
    const html = await text("/docs/guide/second");
    expect(html).toContain("<title>Second page | Fixture Site</title>");
    expect(html).toContain('new EventSource("/__sitec/events")');
    // Pages are never cached; bundles, named by their content's hash, are.
    expect((await page("/docs/guide/second")).headers.get("cache-control")).toBe("no-store");
    const script = /<script[^>]+src="\/(assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect((await page(script!)).headers.get("cache-control")).toContain("immutable");
  });

  it("re-renders only the edited page when its text changes", async () => {
    const file = join(site, "docs/guide/second.md");
    const outcome = await afterRebuild(async () => writeFile(file, (await readFile(file, "utf8")).replace("Back to", "Edited: back to")));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.result.rendered).toEqual(["/docs/guide/second"]);
    expect(await text("/docs/guide/second")).toContain("Edited: back to");
  });

  it("re-renders every doc page when a sidebar label changes", async () => {
    const file = join(site, "docs/guide/second.md");
    const outcome = await afterRebuild(async () => writeFile(file, (await readFile(file, "utf8")).replace("title: Second page", "title: Second page renamed")));
    expect(outcome.ok && outcome.result.rendered).toEqual(
      expect.arrayContaining(["/docs/guide/start", "/docs/guide/second", "/docs/reference", "/docs/reference/details", "/docs/hidden"]),
    );
    expect(await text("/docs/guide/start")).toContain("Second page renamed");
  });

  it("updates the blog lists, tags and feeds when a post changes", async () => {
    const file = join(site, "blog/2023-03-13-post-3.md");
    const outcome = await afterRebuild(async () => writeFile(file, (await readFile(file, "utf8")).replace("title: Post number 3", "title: Post three, revised")));
    expect(outcome.ok && outcome.result.rendered).toEqual(
      expect.arrayContaining(["/blog", "/blog/2023/03/13/post-3", "/blog/tags/secure-code-box", "/blog/archive"]),
    );
    expect(await text("/blog")).toContain("Post three, revised");
    expect(await text("/blog/rss.xml")).toContain("Post three, revised");
  });

  it("adds, renames and removes routes with their files", async () => {
    const added = join(site, "docs/guide/third.md");
    expect((await afterRebuild(() => writeFile(added, "---\ntitle: Third page\ndescription: New.\n---\n\nBrand new.\n"))).ok).toBe(true);
    expect(await text("/docs/guide/third")).toContain("Brand new.");

    const renamed = join(site, "docs/guide/fourth.md");
    await rename(added, renamed);
    await until(async () => (await page("/docs/guide/third")).status === 404 && (await page("/docs/guide/fourth")).status === 200);
    expect(await text("/docs/guide/fourth")).toContain("Brand new.");

    await unlink(renamed);
    await until(async () => (await page("/docs/guide/fourth")).status === 404);
    // Let the rebuild that removed it finish before the next change.
    await new Promise((r) => setTimeout(r, 300));
    expect(await text("/docs/guide/start")).not.toContain("Third page");
  });

  it("reports a broken file with its name and line, keeps serving, and recovers on the fix", async () => {
    const file = join(site, "docs/guide/start.md");
    const original = await readFile(file, "utf8");
    const broken = await afterRebuild(() => writeFile(file, original.replace("sidebar_position: 1", "sidebar_position: [1")));
    expect(broken.ok).toBe(false);
    if (broken.ok) return;
    expect(broken.lines[0]).toMatch(/docs\/guide\/start\.md:4: invalid front matter/);
    expect((await page("/docs/guide/start")).status).toBe(200);

    const fixed = await afterRebuild(() => writeFile(file, original.replace("Welcome to the fixture.", "Welcome back.")));
    expect(fixed.ok).toBe(true);
    expect(await text("/docs/guide/start")).toContain("Welcome back.");
  });

  // Issue 21: one broken link hid the others. Dev reports them all at once, as the build does.
  it("reports every broken link of an edit at once, each with its line", async () => {
    const file = join(site, "docs/02_reference/details.md");
    const original = await readFile(file, "utf8");
    const broken = await afterRebuild(() => writeFile(file, `${original}\nSee [one](/docs/gone-one).\n\nAnd [two](/docs/gone-two), [three](/docs/gone-three).\n`));
    expect(broken.ok).toBe(false);
    if (broken.ok) return;
    const reported = broken.lines.filter((line) => / broken link on page /.test(line));
    expect(reported.map((line) => / → (\S+)/.exec(line)?.[1])).toEqual(["/docs/gone-one", "/docs/gone-two", "/docs/gone-three"]);
    const lineNumbers = reported.map((line) => Number(/details\.md:(\d+):/.exec(line)?.[1]));
    expect(lineNumbers[0]).toBeGreaterThan(0);
    expect(lineNumbers.slice(1)).toEqual([lineNumbers[0]! + 2, lineNumbers[0]! + 2]);
    expect((await afterRebuild(() => writeFile(file, original))).ok).toBe(true);
  });

  it("rewrites the search index with an edited page's new text", async () => {
    const file = join(site, "docs/02_reference/details.md");
    await afterRebuild(async () => writeFile(file, (await readFile(file, "utf8")).replace("Details text.", "Details about zeppelinium.")));
    const index = await text("/search-index-docs-default-current.json");
    expect(index).toContain("zeppelinium");
  });

  it("reloads open pages as soon as the pages are written; a broken link found after that still shows the overlay", async () => {
    const events: { name: string; page?: string }[] = [];
    const controller = new AbortController();
    const stream = await fetch(new URL("/__sitec/events", dev.url), { signal: controller.signal });
    const reading = (async () => {
      const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        buffer += value;
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const name = /^event: (.+)$/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          if (!name) continue;
          // What the page would get if it reloaded right now.
          const entry: (typeof events)[number] = { name };
          events.push(entry);
          if (name === "reload") entry.page = await text("/docs/guide/second");
        }
      }
    })();
    try {
      const file = join(site, "docs/guide/second.md");
      const original = await readFile(file, "utf8");
      const broken = await afterRebuild(() => writeFile(file, original + "\nSee [nowhere](/docs/no-such-page).\n"));
      expect(broken.ok).toBe(false);
      if (broken.ok) return;
      expect(broken.lines.join("\n")).toMatch(/docs\/guide\/second\.md:\d+: broken link on page \/docs\/guide\/second → \/docs\/no-such-page/);
      await until(async () => events.some((e) => e.name === "build-error"));
      const names = events.map((e) => e.name);
      // The reload came first, with the new page already served, and the error after it.
      expect(names.indexOf("reload")).toBeGreaterThanOrEqual(0);
      expect(names.indexOf("reload")).toBeLessThan(names.indexOf("build-error"));
      expect(events.find((e) => e.name === "reload")!.page).toContain("nowhere");

      const beforeFix = events.length;
      const fixed = await afterRebuild(() => writeFile(file, original));
      expect(fixed.ok).toBe(true);
      if (!fixed.ok) return;
      // The rebuild reports when its pages were written: that happened before it ended.
      expect((fixed.result as EmitResult & { pagesMs?: number }).pagesMs).toEqual(expect.any(Number));
      // Open pages heard of the fix as soon as the pages were written (the overlay clears and
      // they reload), and the all-clear again once the link check had passed.
      await until(async () => events.length >= beforeFix + 3);
      expect(events.slice(beforeFix).map((e) => e.name)).toEqual(["build-ok", "reload", "build-ok"]);
    } finally {
      controller.abort();
      await reading;
    }
  });

  it("keeps an edit whose link check failed when another file is saved next", async () => {
    const second = join(site, "docs/guide/second.md");
    const start = join(site, "docs/guide/start.md");
    const secondBefore = await readFile(second, "utf8");
    const startBefore = await readFile(start, "utf8");
    const broken = await afterRebuild(() => writeFile(second, secondBefore + "\nKept edit: see [gone](/docs/gone-page).\n"));
    expect(broken.ok).toBe(false);
    expect(await text("/docs/guide/second")).toContain("Kept edit: see");
    // Saving another file must not bring back the page as it was before the edit above.
    const other = await afterRebuild(() => writeFile(start, startBefore.replace("Welcome", "Hello")));
    expect(other.ok).toBe(false);
    expect(await text("/docs/guide/second")).toContain("Kept edit: see");
    const fixed = await afterRebuild(() => writeFile(second, secondBefore));
    expect(fixed.ok).toBe(true);
    await writeFile(start, startBefore);
  });
});
