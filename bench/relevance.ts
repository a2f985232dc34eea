// Search relevance on the real site (issue 26): each query of relevance-queries.ts is typed key
// by key into the search box of a built page in Chromium, and the rank of the first result that
// links to the wanted page (or a section of it) is read from the result list on screen. Reports
// success@1, success@3 and the mean reciprocal rank (a page not among the results counts 0),
// and lists the misses: queries whose page is not in the first three.
//
//   npm run bench:relevance                   build site/ (strict) into a temporary folder, measure
//   npm run bench:relevance -- --dir build    measure an existing build
//
// A benchmark, not a test: it prints figures and compares them with the goals of issue 26.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { Page } from "playwright-core";
import { build } from "../src/build.ts";
import { silentLogger } from "../src/log.ts";
import { serve } from "../src/server/serve.ts";
import { launchBrowser, waitForHydration } from "../test/e2e/browser.ts";
import { RELEVANCE_QUERIES } from "./relevance-queries.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const GOALS = { successAt3: 0.95, mrr: 0.9 };
const PAGE = "docs/getting-started/installation";

const { values } = parseArgs({ options: { dir: { type: "string" } } });
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;
const verdict = (ok: boolean) => (ok ? "met" : "NOT MET");

/** The paths of the results on screen for `query`, typed key by key into an emptied box. */
async function resultPaths(page: Page, query: string): Promise<string[]> {
  const box = page.locator('input[type="search"][aria-label="Search"]');
  await box.fill("");
  await box.pressSequentially(query);
  // The engine is loaded: each keystroke's results render in the task of its input event.
  await page.waitForSelector(".search-panel");
  if ((await box.inputValue()) !== query) throw new Error(`the box holds "${await box.inputValue()}", not "${query}"`);
  const hrefs = await page.locator('[role="listbox"][aria-label="Search results"] [role="option"]').evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return hrefs.map((href) => new URL(href).pathname);
}

interface Outcome {
  query: string;
  want: string;
  /** 1-based; 0 when the page is not among the results. */
  rank: number;
  first: string;
}

async function measure(url: string): Promise<Outcome[]> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.goto(url + PAGE);
    await waitForHydration(page);
    // A first search loads the engine and the indexes, so that every query below finds it loaded.
    await resultPaths(page, "nmap");
    const outcomes: Outcome[] = [];
    for (const { query, want } of RELEVANCE_QUERIES) {
      const paths = await resultPaths(page, query);
      outcomes.push({ query, want, rank: paths.indexOf(want) + 1, first: paths[0] ?? "(no results)" });
    }
    return outcomes;
  } finally {
    await browser.close();
  }
}

function report(outcomes: Outcome[]): void {
  const n = outcomes.length;
  const at = (k: number) => outcomes.filter((o) => o.rank > 0 && o.rank <= k).length;
  const mrr = outcomes.reduce((sum, o) => sum + (o.rank ? 1 / o.rank : 0), 0) / n;
  const width = Math.max(...outcomes.map((o) => o.query.length));
  console.log(`\n rank  ${"query".padEnd(width)}  wanted page (first result when it is not)`);
  for (const o of outcomes) {
    const rank = o.rank ? String(o.rank) : "-";
    console.log(`${rank.padStart(5)}  ${o.query.padEnd(width)}  ${o.want}${o.rank === 1 ? "" : `  (first: ${o.first})`}`);
  }
  console.log(`\n${n} queries: success@1 ${at(1)}/${n} (${percent(at(1), n)}), success@3 ${at(3)}/${n} (${percent(at(3), n)}), MRR ${mrr.toFixed(3)}`);
  console.log(`goals: success@3 ≥ ${percent(GOALS.successAt3, 1)}: ${verdict(at(3) / n >= GOALS.successAt3)}; MRR ≥ ${GOALS.mrr}: ${verdict(mrr >= GOALS.mrr)}`);
  const misses = outcomes.filter((o) => !o.rank || o.rank > 3);
  console.log(`misses (not in the first 3): ${misses.length ? misses.map((o) => `"${o.query}" (${o.rank ? `rank ${o.rank}` : "not found"})`).join(", ") : "none"}`);
}

async function main() {
  let dir = values.dir ? resolve(values.dir) : undefined;
  let temp: string | undefined;
  if (!dir) {
    temp = await mkdtemp(join(tmpdir(), "sitec-bench-relevance-"));
    dir = join(temp, "build");
    process.stdout.write("Building site/ (strict)… ");
    await build({ siteDir: join(ROOT, "site"), outDir: dir, strict: true, logger: silentLogger });
    console.log("done");
  }
  const { server, url } = await serve({ dir, port: 0, host: "127.0.0.1" });
  try {
    console.log(`Relevance: ${RELEVANCE_QUERIES.length} queries typed into the search box of /${PAGE} in Chromium`);
    report(await measure(url));
  } finally {
    await new Promise<void>((done) => server.close(() => done()));
    if (temp) await rm(temp, { recursive: true, force: true });
  }
}

await main();
