// Lighthouse on the built site (issue 10): builds site/ (strict) into a temporary folder,
// precompresses it, serves it with `sitec serve` on 127.0.0.1 and runs Lighthouse's default
// configuration (mobile form factor, simulated throttling) against the home page, a doc and a
// blog post (the first post of /blog), 3 runs each, every run in a fresh Debian Chromium with a
// fresh user-data dir. Prints the median of the four category scores and of FCP, LCP, TBT and
// CLS per page next to the goals, and, for every category under 100, the audits that failed.
//
//   npm run bench:lighthouse                       build, serve and measure
//   npm run bench:lighthouse -- --dir build        measure an existing build (served as it is)
//   npm run bench:lighthouse -- --runs 5           runs per page (default 3)
//   npm run bench:lighthouse -- --page /docs/x     other pages (repeatable; replaces the three)
//
// A benchmark, not a test: it prints, it does not assert. The exit code is 1 only when
// Lighthouse itself fails (no result, or a runtime error such as a page that did not load).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { freePort } from "../test/helpers/nginx.ts";
import { median, table } from "./lib.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SITEC = join(ROOT, "bin/sitec.js");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const GOALS: Record<(typeof CATEGORIES)[number], number> = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100 };
const METRICS = [
  { id: "first-contentful-paint", label: "FCP", format: (v: number) => `${(v / 1000).toFixed(2)} s` },
  { id: "largest-contentful-paint", label: "LCP", format: (v: number) => `${(v / 1000).toFixed(2)} s` },
  { id: "total-blocking-time", label: "TBT", format: (v: number) => `${v.toFixed(0)} ms` },
  { id: "cumulative-layout-shift", label: "CLS", format: (v: number) => v.toFixed(3) },
] as const;
/** Audits that never pull a score down. */
const UNSCORED = new Set(["informative", "notApplicable", "manual"]);

const { values } = parseArgs({ options: { dir: { type: "string" }, runs: { type: "string" }, page: { type: "string", multiple: true } } });
const RUNS = Number(values.runs ?? 3);

function sitec(args: string[]): void {
  const r = spawnSync(process.execPath, [SITEC, ...args], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  if (r.status !== 0) throw new Error(`sitec ${args.join(" ")} exited ${r.status}`);
}

/** True when this sitec has the command (its top-level help lists it). */
function hasCommand(name: string): boolean {
  const help = spawnSync(process.execPath, [SITEC, "--help"], { cwd: ROOT, encoding: "utf8" }).stdout;
  return new RegExp(`^\\s+${name}\\b`, "m").test(help);
}

/** `sitec serve` on 127.0.0.1; `timeout` ends it by itself should this process die first. */
async function serve(dir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn("timeout", ["3600", process.execPath, SITEC, "serve", "--dir", dir, "--port", String(port), "--host", "127.0.0.1", "--base-url", "/"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      await fetch(url + "/", { method: "HEAD" });
      return { url, child };
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error("sitec serve did not start");
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** The first post linked from the blog list. */
async function firstPost(url: string): Promise<string> {
  const html = await (await fetch(url + "/blog")).text();
  const path = /href="(\/blog\/\d{4}\/\d{2}\/\d{2}\/[^"#?]+)"/.exec(html)?.[1];
  if (!path) throw new Error("no post link found on /blog");
  return path;
}

/** One Lighthouse run (default config: mobile, simulated throttling) in a fresh Chromium. */
async function runLighthouse(url: string): Promise<Result> {
  const userDataDir = await mkdtemp(join(tmpdir(), "sitec-lighthouse-chromium-"));
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, userDataDir, logLevel: "silent" });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

interface Failure {
  category: string;
  id: string;
  title: string;
  runs: number;
  scores: number[];
  values: string[];
  details: Set<string>;
}

/** The audits of categories below 100 that did not pass, counted over the runs. */
function failures(lhrs: Result[], origin: string): Failure[] {
  const found = new Map<string, Failure>();
  for (const lhr of lhrs) {
    for (const category of CATEGORIES) {
      const c = lhr.categories[category];
      if (!c || c.score === 1) continue;
      for (const ref of c.auditRefs) {
        const audit = lhr.audits[ref.id];
        if (!audit || audit.score === null || audit.score >= 1 || UNSCORED.has(audit.scoreDisplayMode)) continue;
        // Performance: the weighted metrics and the insights/diagnostics that estimate savings.
        if (category === "performance" && ref.weight === 0 && audit.scoreDisplayMode !== "metricSavings") continue;
        const key = `${category} ${ref.id}`;
        const f = found.get(key) ?? { category, id: ref.id, title: audit.title, runs: 0, scores: [], values: [], details: new Set<string>() };
        f.runs++;
        f.scores.push(audit.score);
        if (audit.displayValue) f.values.push(audit.displayValue);
        // The elements or files it names, from the first run that failed it (the others repeat them).
        if (f.runs === 1) for (const item of itemsOf(audit).slice(0, 5)) f.details.add(item.replace(origin, ""));
        found.set(key, f);
      }
    }
  }
  return [...found.values()].sort((a, b) => CATEGORIES.indexOf(a.category as never) - CATEGORIES.indexOf(b.category as never) || b.runs - a.runs);
}

/** A short description of each element or URL an audit's details name. */
function itemsOf(audit: Result["audits"][string]): string[] {
  const details = audit.details as { type?: string; items?: Record<string, unknown>[] } | undefined;
  if (!details?.items || (details.type !== "table" && details.type !== "opportunity")) return [];
  return details.items.map((item) => {
    const node = item.node as { snippet?: string; explanation?: string; selector?: string } | undefined;
    if (node?.snippet) return `${node.snippet.slice(0, 160)}${node.explanation ? ` — ${node.explanation.split("\n").slice(0, 2).join(" ").slice(0, 200)}` : ""}`;
    if (typeof item.statistic === "string") {
      const value = item.value as { value?: unknown } | undefined;
      return `${item.statistic}: ${String(value?.value ?? value)}`;
    }
    if (typeof item.groupLabel === "string" && typeof item.duration === "number") return `${item.groupLabel}: ${item.duration.toFixed(0)} ms`;
    if (typeof item.url === "string") {
      const extra = [
        typeof item.total === "number" ? `${item.total.toFixed(0)} ms` : "",
        typeof item.wastedBytes === "number" ? `${(item.wastedBytes / 1024).toFixed(0)} KiB of ${((item.totalBytes as number) / 1024).toFixed(0)} KiB unused` : "",
        typeof item.wastedMs === "number" ? `${item.wastedMs.toFixed(0)} ms` : "",
      ].filter(Boolean);
      return item.url + (extra.length ? `: ${extra.join(", ")}` : "");
    }
    if (typeof item.description === "string") return item.description;
    return JSON.stringify(item).slice(0, 200);
  });
}

let dir = values.dir && resolve(values.dir);
let temp: string | undefined;
let server: ChildProcess | undefined;
let failed = false;
try {
  if (!dir) {
    temp = await mkdtemp(join(tmpdir(), "sitec-bench-lighthouse-"));
    dir = join(temp, "build");
    process.stderr.write("building site/ (strict)…\n");
    sitec(["build", "--strict", "--out-dir", dir]);
    if (hasCommand("precompress")) sitec(["precompress", "--dir", dir]);
  }
  const served = await serve(dir);
  server = served.child;
  const pages = values.page ?? ["/", "/docs/scanners/nmap", await firstPost(served.url)];
  const lighthouseVersion = (await import("lighthouse/package.json", { with: { type: "json" } })).default.version;
  const chromiumVersion = spawnSync(CHROMIUM, ["--version"], { encoding: "utf8" }).stdout.trim();

  const results = new Map<string, Result[]>();
  for (let run = 1; run <= RUNS; run++) {
    // Pages alternate, so a busy moment of the machine does not fall on one page's runs only.
    for (const page of pages) {
      const lhr = await runLighthouse(served.url + page);
      results.set(page, [...(results.get(page) ?? []), lhr]);
      const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100)).join("/");
      process.stderr.write(`run ${run}/${RUNS} ${page}: ${scores}${lhr.runWarnings.length ? ` (warnings: ${lhr.runWarnings.join("; ")})` : ""}\n`);
    }
  }

  const first = [...results.values()][0]![0]!;
  console.log(
    `Lighthouse ${lighthouseVersion}, ${first.configSettings.formFactor}, ${first.configSettings.throttlingMethod} throttling; ${chromiumVersion}; ` +
      `sitec serve${temp ? ", precompressed" : ""}; median of ${RUNS} runs a page`,
  );
  // Lighthouse's own measure of the machine's speed (higher is faster; a busy machine scores
  // low, and simulated throttling then inflates TBT).
  const benchmarkIndex = median([...results.values()].flat().map((l) => l.environment.benchmarkIndex));
  console.log(`Lighthouse benchmarkIndex of this machine: ${benchmarkIndex.toFixed(0)} (median over the runs)\n`);
  const rows: string[][] = [["page", ...CATEGORIES, ...METRICS.map((m) => m.label)]];
  rows.push(["goal", ...CATEGORIES.map((c) => `≥ ${GOALS[c]}`), "", "", "", ""]);
  for (const [page, lhrs] of results) {
    const scores = CATEGORIES.map((c) => {
      const value = median(lhrs.map((l) => Math.round((l.categories[c]?.score ?? 0) * 100)));
      return `${value}${value < GOALS[c] ? " ✗" : ""}`;
    });
    const metrics = METRICS.map((m) => m.format(median(lhrs.map((l) => l.audits[m.id]?.numericValue ?? NaN))));
    rows.push([page, ...scores, ...metrics]);
  }
  console.log(table(rows));
  console.log("\nspread of the runs (min–max):");
  const spreadRows: string[][] = [["page", ...CATEGORIES, ...METRICS.map((m) => m.label)]];
  for (const [page, lhrs] of results) {
    const range = (list: number[], f: (v: number) => string) => (Math.min(...list) === Math.max(...list) ? f(list[0]!) : `${f(Math.min(...list))}–${f(Math.max(...list))}`);
    spreadRows.push([
      page,
      ...CATEGORIES.map((c) => range(lhrs.map((l) => Math.round((l.categories[c]?.score ?? 0) * 100)), String)),
      ...METRICS.map((m) => range(lhrs.map((l) => l.audits[m.id]?.numericValue ?? NaN), m.format)),
    ]);
  }
  console.log(table(spreadRows));

  for (const [page, lhrs] of results) {
    const list = failures(lhrs, served.url);
    if (!list.length) continue;
    console.log(`\n${page}: audits that failed in categories under 100`);
    for (const f of list) {
      const scores = f.scores.map((v) => v.toFixed(2)).join(", ");
      const values = f.values.length ? `; ${f.values.join(", ")}` : "";
      console.log(`  [${f.category}] ${f.id}: ${f.title} (failed in ${f.runs}/${lhrs.length} runs; audit scores ${scores}${values})`);
      for (const d of f.details) console.log(`      ${d}`);
    }
  }
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  server?.kill("SIGTERM");
  if (temp) await rm(temp, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
