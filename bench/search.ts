// Search size and speed on the real site (issues 6 and 26): both index files raw and gzipped; time
// to first results after the first keystroke in Chromium (search chunk and index fetch
// included, served gzipped over loopback); and the per-query time of the browser's
// own engine code once loaded, median over 50 fixed queries (and over every keystroke prefix
// of them, the harder case: `n`, `nm`, `nma`, …), and of queries written to be slow (a huge
// edit distance, which the engine caps; wildcards).
//
//   npm run bench:search                    build site/ (strict) into a temporary folder, measure
//   npm run bench:search -- --dir build     measure an existing build
//   npm run bench:search -- --runs 20       browser runs for time to first results (default 10)
//   npm run bench:search -- --against old   also time the first results of another build (say, of
//                                           the base commit), alternating run by run with this one:
//                                           on a busy machine, the fair comparison
//   npm run bench:search -- --no-network-log   time the first results without DevTools' network
//                                           log, which counts the bytes but slows the page down
//
// A benchmark, not a test: it prints figures and compares them with the goals of issue 26 (both
// files at most 250 KB gzip, first results at most 100 ms, a query at most 5 ms; issue 6 allowed
// 150 ms to the first results). Search relevance is bench/relevance.ts.
import { chromium, type Browser } from "playwright-core";
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { build } from "../src/build.ts";
import { silentLogger } from "../src/log.ts";
import { createSearchEngine } from "../templates/search/engine.ts";
import { CHROMIUM_PATH } from "../test/e2e/browser.ts";
import { median } from "./lib.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const GOALS = { indexGzipBytes: 250_000, firstResultsMs: 100, perQueryMs: 5 };
const PAGE = "/docs/getting-started/installation";

/** 50 fixed queries: scanners, hooks, concepts and tasks a reader looks up. */
export const QUERIES = [
  "nmap", "helm install", "cascading", "defectdojo", "scan type",
  "zap", "trivy", "kubernetes", "operator", "hook",
  "install", "uninstall", "persistence", "elasticsearch", "dependency track",
  "sbom", "log4shell", "authentication", "scanner", "parser",
  "findings", "cascading rules", "scheduled scan", "scan completion hook", "values.yaml",
  "helm chart", "docker image", "namespace", "ssh", "sslyze",
  "nuclei templates", "gitleaks", "semgrep", "amass", "wpscan",
  "nikto", "ffuf", "kubeaudit", "autodiscovery", "service autodiscovery",
  "container autodiscovery", "troubleshooting", "minio", "s3 bucket", "webhook",
  "notification", "slack", "teams", "architecture decision", "release",
];

/** Queries written to be slow: lunr's fuzzy automaton grows with the edit distance, a wildcard with the terms it matches. */
export const HOSTILE_QUERIES = ["kubernetes~50", "scanner~9 operator~9 helm~9", "s*", "*", "*a*"];

const { values } = parseArgs({
  options: { dir: { type: "string" }, runs: { type: "string" }, against: { type: "string" }, "no-network-log": { type: "boolean" } },
});
const networkLog = !values["no-network-log"];
const runs = Number(values.runs ?? 10);
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;
const verdict = (ok: boolean) => (ok ? "within goal" : "OVER GOAL");
const percentile = (list: number[], p: number) => [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(list.length * p))]!;

async function isFile(path: string) {
  return stat(path).then((s) => s.isFile(), () => false);
}

const TYPES: Record<string, string> = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".css": "text/css", ".json": "application/json", ".svg": "image/svg+xml" };

/**
 * A static server with clean URLs that sends every file gzipped, compressed once and then
 * kept (as a host with precompressed files does), so compressing is not part of the timing.
 */
function serveGzipped(dir: string): Promise<{ server: Server; url: string }> {
  const compressed = new Map<string, Promise<Buffer>>();
  const gzipped = (file: string) => {
    let body = compressed.get(file);
    if (!body) compressed.set(file, (body = readFile(file).then((raw) => gzipSync(raw, { level: 9 }))));
    return body;
  };
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    if (path.includes("..")) return res.writeHead(400).end();
    let file = join(dir, path);
    if (!(await isFile(file))) file = join(dir, path, "index.html");
    if (!(await isFile(file))) return res.writeHead(404).end();
    const body = await gzipped(file);
    res.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream", "Content-Encoding": "gzip", "Cache-Control": "no-store" });
    res.end(body);
  });
  // Compress the search files before the first measured search.
  void readdir(dir).then((names) => names.filter((n) => n.startsWith("search-index-")).forEach((n) => gzipped(join(dir, n))));
  void readdir(join(dir, "assets")).then((names) => names.forEach((n) => gzipped(join(dir, "assets", n))));
  return new Promise((ok) => server.listen(0, "127.0.0.1", () => ok({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` })));
}

async function indexSizes(dir: string) {
  const names = (await readdir(dir)).filter((n) => /^search-index-.*\.json$/.test(n)).sort();
  const rows = await Promise.all(
    names.map(async (name) => {
      const raw = await readFile(join(dir, name));
      const documents = (JSON.parse(raw.toString("utf8")) as { documents: unknown[] }).documents.length;
      return { name, documents, raw: raw.length, gzip6: gzipSync(raw, { level: 6 }).length, gzip9: gzipSync(raw, { level: 9 }).length };
    }),
  );
  return rows;
}

/** The browser engine's code in Node: index files from disk instead of fetch. */
async function perQuery(dir: string) {
  const names = (await readdir(dir)).filter((n) => /^search-index-.*\.json$/.test(n)).sort();
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (url: string) => new Response(await readFile(join(dir, String(url).replace(/^\//, ""))), { status: 200 })) as typeof fetch;
  const loadStarted = performance.now();
  const engine = await createSearchEngine("/", names, 8);
  const loadMs = performance.now() - loadStarted;
  globalThis.fetch = realFetch;

  const time = (query: string, repeat: number) => {
    const samples: number[] = [];
    for (let i = 0; i < repeat; i++) {
      const started = performance.now();
      engine.search(query);
      samples.push(performance.now() - started);
    }
    return median(samples);
  };
  // The very first query, before the JIT has seen the code.
  const coldFirst = (() => {
    const started = performance.now();
    const hits = engine.search(QUERIES[0]!);
    return { ms: performance.now() - started, hits: hits.length };
  })();
  for (const q of QUERIES) engine.search(q); // warm-up
  const full = QUERIES.map((q) => time(q, 15));
  const prefixes = [...new Set(QUERIES.flatMap((q) => [...q].map((_, i) => q.slice(0, i + 1)).filter((p) => p.trim())))];
  const keystrokes = prefixes.map((p) => time(p, 5));
  const slowest = prefixes[keystrokes.indexOf(Math.max(...keystrokes))]!;
  const noResults = QUERIES.filter((q) => engine.search(q).length === 0);
  const hostile = HOSTILE_QUERIES.map((query) => ({ query, ms: time(query, 5) }));
  return { loadMs, coldFirst, full, keystrokes, slowest, noResults, prefixes: prefixes.length, hostile };
}

interface FirstSearch {
  fromKey: number;
  fromFocus: number;
  fetched: number;
  bytes: number;
}

/** Time from the first keystroke (and from focusing the box) to the first result on screen. */
async function firstSearch(browser: Browser, url: string): Promise<FirstSearch> {
  // A fresh context: nothing cached, as for a reader's first search.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    let bytes = 0;
    if (networkLog) {
      const client = await context.newCDPSession(page);
      await client.send("Network.enable");
      client.on("Network.loadingFinished", (e: { encodedDataLength: number }) => (bytes += e.encodedDataLength));
    }
    await page.goto(url + PAGE);
    await page.waitForSelector("button.color-mode-toggle:not([disabled])");
    await page.waitForLoadState("networkidle");
    bytes = 0;
    await page.evaluate(() => {
      const w = window as unknown as { __t: Record<string, number> };
      w.__t = {};
      const input = document.querySelector('input[type="search"]')!;
      input.addEventListener("focus", () => (w.__t.focus = performance.now()), { once: true });
      input.addEventListener("keydown", () => (w.__t.key ??= performance.now()));
      new MutationObserver((_, observer) => {
        if (document.querySelector(".search-result")) {
          w.__t.results = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    // Focus and type at once, as with Ctrl+K and a quick first letter.
    await page.locator('input[type="search"]').press("n");
    await page.waitForSelector(".search-result");
    const t = await page.evaluate(() => {
      const times = (window as unknown as { __t: { focus: number; key: number; results: number } }).__t;
      // When the last index file had arrived: the rest is parsing, loading, querying, rendering.
      const indexes = performance.getEntriesByType("resource").filter((e) => e.name.includes("search-index-")) as PerformanceResourceTiming[];
      return { ...times, fetched: Math.max(...indexes.map((e) => e.responseEnd)) };
    });
    return { fromKey: t.results - t.key, fromFocus: t.results - t.focus, fetched: t.fetched - t.key, bytes };
  } finally {
    await context.close();
  }
}

/** `runs` first searches on each site, taking turns run by run; the samples of each site. */
async function firstResults(urls: string[]): Promise<FirstSearch[][]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"] });
  const samples: FirstSearch[][] = urls.map(() => []);
  try {
    for (let run = 0; run < runs; run++) {
      for (const [i, url] of urls.entries()) samples[i]!.push(await firstSearch(browser, url));
    }
  } finally {
    await browser.close();
  }
  return samples;
}

async function main() {
  let dir = values.dir ? resolve(values.dir) : undefined;
  let temp: string | undefined;
  if (!dir) {
    temp = await mkdtemp(join(tmpdir(), "sitec-bench-search-"));
    dir = join(temp, "build");
    process.stdout.write("Building site/ (strict)… ");
    const started = performance.now();
    const result = await build({ siteDir: join(ROOT, "site"), outDir: dir, strict: true, logger: silentLogger });
    const phase = result.timings.find((t) => t.name === "search");
    console.log(`${((performance.now() - started) / 1000).toFixed(1)} s${phase ? ` (search phase ${phase.ms.toFixed(0)} ms)` : ""}`);
  }
  try {
    console.log("\nIndex files");
    const sizes = await indexSizes(dir);
    for (const s of sizes) console.log(`  ${s.name.padEnd(40)} ${String(s.documents).padStart(5)} docs  raw ${kb(s.raw).padStart(9)}  gzip ${kb(s.gzip6).padStart(8)} (level 9: ${kb(s.gzip9)})`);
    const total = sizes.reduce((sum, s) => sum + s.gzip6, 0);
    console.log(`  together: raw ${kb(sizes.reduce((sum, s) => sum + s.raw, 0))}, gzip ${kb(total)} — goal ≤ ${kb(GOALS.indexGzipBytes)}: ${verdict(total <= GOALS.indexGzipBytes)}`);

    console.log("\nPer query, once loaded (the browser's engine code in Node)");
    const q = await perQuery(dir);
    console.log(`  loading both indexes (JSON parse + loadCompactIndex): ${ms(q.loadMs)}; first query before warm-up: ${ms(q.coldFirst.ms)}`);
    console.log(`  50 queries: median ${ms(median(q.full))}, p95 ${ms(percentile(q.full, 0.95))}, max ${ms(Math.max(...q.full))} — goal ≤ ${GOALS.perQueryMs} ms: ${verdict(median(q.full) <= GOALS.perQueryMs)}`);
    console.log(`  every keystroke prefix of them (${q.prefixes}): median ${ms(median(q.keystrokes))}, p95 ${ms(percentile(q.keystrokes, 0.95))}, max ${ms(Math.max(...q.keystrokes))} ("${q.slowest}")`);
    if (q.noResults.length) console.log(`  queries without results: ${q.noResults.join(", ")}`);
    console.log(`  queries written to be slow: ${q.hostile.map((h) => `"${h.query}" ${ms(h.ms)}`).join(", ")}`);

    console.log(`\nFirst results in Chromium (${runs} fresh contexts, ${PAGE}, gzip over loopback${networkLog ? "" : ", no network log"})`);
    const against = values.against ? resolve(values.against) : undefined;
    const servers = [await serveGzipped(dir), ...(against ? [await serveGzipped(against)] : [])];
    try {
      const [samples, others] = (await firstResults(servers.map((s) => s.url))) as [FirstSearch[], FirstSearch[] | undefined];
      const fromKey = samples.map((s) => s.fromKey);
      const fromFocus = samples.map((s) => s.fromFocus);
      console.log(`  first keystroke → first result: median ${ms(median(fromKey))}, min ${ms(Math.min(...fromKey))}, max ${ms(Math.max(...fromKey))} — goal ≤ ${GOALS.firstResultsMs} ms: ${verdict(median(fromKey) <= GOALS.firstResultsMs)}`);
      console.log(`  focus → first result: median ${ms(median(fromFocus))}`);
      const fetched = samples.map((s) => s.fetched);
      console.log(`  of which: keystroke → both index files received ${ms(median(fetched))} (chunk and files over loopback), then parse, load, query and render ${ms(median(samples.map((s) => s.fromKey - s.fetched)))}`);
      if (networkLog) console.log(`  downloaded for the first search (search chunk + both indexes, compressed): ${kb(median(samples.map((s) => s.bytes)))}`);
      if (others) {
        const there = median(others.map((s) => s.fromKey));
        console.log(`  ${against}, run by run in turn with this build: median ${ms(there)} (this build ${ms(median(fromKey))}, ${median(fromKey) >= there ? "+" : ""}${ms(median(fromKey) - there)})`);
      }
    } finally {
      for (const { server } of servers) server.close();
    }
  } finally {
    if (temp) await rm(temp, { recursive: true, force: true });
  }
}

await main();
