// Page weight of a first load (issue 10): what a browser downloads when it opens a page with an
// empty cache, recorded from headless Chromium's own network log. Per page: HTML, CSS, JS and
// other bytes, raw (decoded) and gzip (on the wire, every text file sent gzip -9 by the same
// small static server), and the number of requests, until the page has hydrated and the
// network is idle (prefetches the page starts by itself count too).
//
// Measured on:
//   - the sitec build of site/ (strict): the home page, two docs and the first post of /blog;
//   - the generated corpus of bench/corpus.ts (500 docs + 50 posts), built by sitec and by
//     Docusaurus 3 (installed on demand under the system's temp folder, bench/docusaurus.ts):
//     the home page, a doc and the first post of /blog of each, then the ratios
//     Docusaurus/sitec.
// Budget (kept from the first version of this bench): at most 90 KB of gzip JavaScript loaded
// as scripts on a doc page of site/, React included, and no search code or index on first load.
// Islands (issue 43): a page with Tabs adds at most 4 KB gzip (bench/island-weight.ts reads the
// chunks from the build), and the measured pages without islands load none of them.
//
//   npm run bench:weight                          build everything into a temporary folder
//   npm run bench:weight -- --dir build           site/: measure an existing build
//   npm run bench:weight -- --page /docs/x        site/: other pages (repeatable)
//   npm run bench:weight -- --site-only           skip the corpus and Docusaurus
//   DOCS=100 POSTS=10 npm run bench:weight        a smaller corpus
//
// A benchmark, not a test: it prints the figures; the exit code is 1 only when over budget (or
// when a build fails).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../test/e2e/browser.ts";
import { writeSitecSite } from "./corpus.ts";
import { tabsIslandWeight } from "./island-weight.ts";
import { DOCUSAURUS_BIN, DOCUSAURUS_DIR, prepareDocusaurus } from "./docusaurus.ts";
import { table } from "./lib.ts";
import { serveGzipped } from "./static-server.ts";

const BUDGET_BYTES = 90_000;
const TABS_BUDGET_BYTES = 4_000;
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SITEC = join(ROOT, "bin/sitec.js");
/** sitec's theme enables its colour-mode toggle once hydrated; Docusaurus marks <html>. */
const HYDRATED = { sitec: "button.color-mode-toggle:not([disabled])", docusaurus: "html[data-has-hydrated=true]" };

const { values } = parseArgs({
  options: {
    dir: { type: "string" },
    page: { type: "string", multiple: true },
    "site-only": { type: "boolean", default: false },
  },
});
const counts = { docs: Number(process.env.DOCS ?? 500), posts: Number(process.env.POSTS ?? 50) };

type Kind = "html" | "css" | "js" | "other";
interface Bytes {
  raw: number;
  gzip: number;
}
interface Load {
  path: string;
  bytes: Record<Kind, Bytes>;
  /** Bytes of what the page fetched or prefetched by itself (also in `bytes`). */
  prefetch: Bytes;
  requests: number;
  failed: string[];
  /** JavaScript loaded as <script>/module (what the budget counts), one entry a file. */
  scripts: { path: string; raw: number; gzip: number }[];
  /** Search code or index requested (there should be none before the reader uses search). */
  search: string[];
}

function kindOf(contentType: string): Kind {
  if (contentType.includes("html")) return "html";
  if (contentType.includes("css")) return "css";
  if (contentType.includes("javascript")) return "js";
  return "other";
}

/** Opens one page in a fresh context (empty cache) and sums what it downloaded. */
async function measure(browser: Browser, base: string, path: string, hydrated: string): Promise<Load> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const requested: string[] = [];
  const failed: string[] = [];
  const finished: import("playwright-core").Request[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  page.on("requestfailed", (request) => failed.push(`${new URL(request.url()).pathname} (${request.failure()?.errorText})`));
  page.on("requestfinished", (request) => finished.push(request));
  const response = await page.goto(base + path, { waitUntil: "networkidle" });
  if (response?.status() !== 200) throw new Error(`${base + path} answered ${response?.status()}`);
  await page.waitForSelector(hydrated, { state: "attached", timeout: 15_000 });
  await page.waitForTimeout(1000); // anything loaded after hydration counts too
  await page.waitForLoadState("networkidle");
  const bytes: Record<Kind, Bytes> = { html: { raw: 0, gzip: 0 }, css: { raw: 0, gzip: 0 }, js: { raw: 0, gzip: 0 }, other: { raw: 0, gzip: 0 } };
  const scripts: Load["scripts"] = [];
  const prefetch: Bytes = { raw: 0, gzip: 0 };
  for (const request of finished) {
    const res = await request.response();
    if (!res || (res.status() >= 300 && res.status() < 400)) continue;
    const [sizes, body] = await Promise.all([request.sizes(), res.body()]);
    const contentType = res.headers()["content-type"] ?? "";
    const kind = kindOf(contentType);
    bytes[kind].raw += body.length;
    bytes[kind].gzip += sizes.responseBodySize;
    // fetch(): sitec's route data; "other": <link rel="prefetch"> (the favicon is "other" too).
    const type = request.resourceType();
    if (type === "fetch" || type === "xhr" || (type === "other" && !contentType.startsWith("image/"))) {
      prefetch.raw += body.length;
      prefetch.gzip += sizes.responseBodySize;
    }
    if (request.resourceType() === "script") scripts.push({ path: new URL(request.url()).pathname, raw: body.length, gzip: sizes.responseBodySize });
  }
  await context.close();
  return { path, bytes, prefetch, requests: requested.length, failed, scripts, search: requested.filter((p) => /search/i.test(p)) };
}

/** The first post linked from the blog list of a build. */
async function firstPost(base: string): Promise<string> {
  const html = await (await fetch(base + "/blog")).text();
  const path = /href="(\/blog\/\d{4}\/\d{2}\/\d{2}\/[^"#?]+?)\/?"/.exec(html)?.[1];
  if (!path) throw new Error(`no post link on ${base}/blog`);
  return path;
}

async function measureBuild(browser: Browser, dir: string, pages: (base: string) => Promise<string[]>, hydrated: string): Promise<Load[]> {
  const { server, url } = await serveGzipped(dir);
  try {
    const loads: Load[] = [];
    for (const path of await pages(url)) loads.push(await measure(browser, url, path, hydrated));
    return loads;
  } finally {
    server.close();
  }
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const HEADER = ["page", "HTML raw", "HTML gz", "CSS raw", "CSS gz", "JS raw", "JS gz", "other raw", "other gz", "total raw", "total gz", "prefetch gz", "requests"];
function row(label: string, l: Load): string[] {
  const b = l.bytes;
  const total = (key: keyof Bytes) => b.html[key] + b.css[key] + b.js[key] + b.other[key];
  return [label, kb(b.html.raw), kb(b.html.gzip), kb(b.css.raw), kb(b.css.gzip), kb(b.js.raw), kb(b.js.gzip), kb(b.other.raw), kb(b.other.gzip), kb(total("raw")), kb(total("gzip")), kb(l.prefetch.gzip), String(l.requests)];
}
function warnFailed(loads: Load[]): void {
  for (const l of loads) if (l.failed.length) console.log(`  ${l.path}: failed requests: ${l.failed.join(", ")}`);
}

function sitecBuild(args: string[]): void {
  execFileSync(process.execPath, [SITEC, "build", ...args], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
}

const temp = await mkdtemp(join(tmpdir(), "sitec-bench-weight-"));
let browser: Browser | undefined;
let over = false;
try {
  let siteDir = values.dir && resolve(values.dir);
  if (!siteDir) {
    siteDir = join(temp, "site-build");
    process.stderr.write("building site/ (strict)…\n");
    sitecBuild(["--strict", "--site", join(ROOT, "site"), "--out-dir", siteDir]);
  }
  let corpus: { sitec: string; docusaurus: string; version: string } | undefined;
  if (!values["site-only"]) {
    process.stderr.write(`building the corpus (${counts.docs} docs + ${counts.posts} posts) with sitec…\n`);
    await writeSitecSite(join(temp, "corpus-site"), counts);
    sitecBuild(["--site", join(temp, "corpus-site"), "--out-dir", join(temp, "corpus-sitec")]);
    const version = await prepareDocusaurus(counts);
    process.stderr.write(`building the corpus with Docusaurus ${version}…\n`);
    execFileSync(DOCUSAURUS_BIN, ["build", "--out-dir", join(temp, "corpus-docusaurus")], { cwd: DOCUSAURUS_DIR, stdio: ["ignore", "ignore", "pipe"], maxBuffer: 64 << 20 });
    corpus = { sitec: join(temp, "corpus-sitec"), docusaurus: join(temp, "corpus-docusaurus"), version };
  }

  browser = await launchBrowser();
  console.log("First load in headless Chromium (1280×720, empty cache) over 127.0.0.1; KB = 1000 bytes.");
  console.log("raw: decoded bytes; gz: bytes on the wire, every text file sent gzip -9; other: JSON, images, fonts.");
  console.log("prefetch: the part of the total the page fetched or prefetched by itself after loading (route data and chunks of linked pages).\n");

  const sitePages = values.page ?? ["/", "/docs/getting-started/installation", "/docs/scanners/nmap"];
  const site = await measureBuild(browser, siteDir, async (base) => (values.page ? sitePages : [...sitePages, await firstPost(base)]), HYDRATED.sitec);
  console.log("site/ built by sitec (strict)");
  console.log(table([HEADER, ...site.map((l) => row(l.path, l))]));
  warnFailed(site);

  if (corpus) {
    const pagesOf = async (base: string) => ["/", "/docs/section-000/page-00000", await firstPost(base)];
    const bySitec = await measureBuild(browser, corpus.sitec, pagesOf, HYDRATED.sitec);
    const byDocusaurus = await measureBuild(browser, corpus.docusaurus, pagesOf, HYDRATED.docusaurus);
    const kinds = ["home", "doc", "post"];
    console.log(`\nGenerated corpus (${counts.docs} docs + ${counts.posts} posts, bench/corpus.ts): sitec and Docusaurus ${corpus.version} (classic preset)`);
    console.log(
      table([
        HEADER,
        ...bySitec.map((l, i) => row(`sitec ${kinds[i]} ${l.path}`, l)),
        ...byDocusaurus.map((l, i) => row(`Docusaurus ${kinds[i]} ${l.path}`, l)),
      ]),
    );
    warnFailed([...bySitec, ...byDocusaurus]);
    const ratio = (d: number, s: number) => (s ? `${(d / s).toFixed(1)}×` : "–");
    const total = (l: Load, key: keyof Bytes) => l.bytes.html[key] + l.bytes.css[key] + l.bytes.js[key] + l.bytes.other[key];
    const scriptsGzip = (l: Load) => l.scripts.reduce((sum, x) => sum + x.gzip, 0);
    console.log("\nDocusaurus / sitec (JS gz: all JavaScript downloaded; scripts gz: without the chunks prefetched for linked pages)");
    console.log(
      table([
        ["page", "JS gz sitec", "JS gz Docusaurus", "ratio", "scripts gz sitec", "scripts gz Docusaurus", "ratio", "total gz ratio", "requests ratio"],
        ...kinds.map((kind, i) => {
          const s = bySitec[i]!;
          const d = byDocusaurus[i]!;
          return [
            kind,
            kb(s.bytes.js.gzip),
            kb(d.bytes.js.gzip),
            ratio(d.bytes.js.gzip, s.bytes.js.gzip),
            kb(scriptsGzip(s)),
            kb(scriptsGzip(d)),
            ratio(scriptsGzip(d), scriptsGzip(s)),
            ratio(total(d, "gzip"), total(s, "gzip")),
            ratio(d.requests, s.requests),
          ];
        }),
      ]),
    );
  }

  // Island code (the islands runtime, registry and Tabs chunks) is counted apart: a doc page's
  // budget is for what every page loads; a page with Tabs may add TABS_BUDGET_BYTES of island code,
  // and a page without islands must load none of it.
  const tabs = tabsIslandWeight(join(siteDir, "assets"));
  const islandFiles = new Set(tabs?.chunks.map((c) => c.file) ?? []);
  const isIslandCode = (script: { path: string }) => islandFiles.has(script.path.split("/").pop()!);
  const hasIslands = (path: string) => readFileSync(join(siteDir, path.replace(/^\//, ""), "index.html"), "utf8").includes("<sitec-island");
  console.log(`\nBudget: JavaScript loaded as scripts on a doc page of site/, island code aside, gzip, at most ${kb(BUDGET_BYTES)} KB; no search code or index on first load`);
  const islandCodeWithoutIslands: string[] = [];
  for (const l of site) {
    const total = l.scripts.reduce((sum, s) => sum + s.gzip, 0);
    const islandCode = l.scripts.filter(isIslandCode).reduce((sum, s) => sum + s.gzip, 0);
    const base = total - islandCode;
    const isDoc = l.path.startsWith("/docs/");
    const islands = hasIslands(l.path);
    console.log(`${l.path}${islands ? " (has islands)" : ""}`);
    for (const s of l.scripts) console.log(`  ${s.path.padEnd(40)} ${kb(s.gzip).padStart(7)} KB gz  ${kb(s.raw).padStart(7)} KB raw${isIslandCode(s) ? "  (island code)" : ""}`);
    console.log(`  ${"scripts".padEnd(40)} ${kb(total).padStart(7)} KB gz  (${total} bytes, ${l.scripts.length} file${l.scripts.length === 1 ? "" : "s"}; island code ${kb(islandCode)} KB)`);
    console.log(`  search code or index requested: ${l.search.length ? l.search.join(", ") : "none"}`);
    if (isDoc) console.log(`  without island code: ${kb(base)} KB gz, ${base <= BUDGET_BYTES ? "within" : "OVER"} budget by ${kb(Math.abs(BUDGET_BYTES - base))} KB`);
    if ((isDoc && base > BUDGET_BYTES) || l.search.length) over = true;
    if (!islands && islandCode > 0) islandCodeWithoutIslands.push(l.path);
  }

  if (!tabs) {
    console.log("\nTabs island: not in this build's assets");
    over = true;
  } else {
    console.log(`\nBudget: what a page with Tabs adds (islands runtime, registry and Tabs chunks), gzip, at most ${kb(TABS_BUDGET_BYTES)} KB`);
    for (const c of tabs.chunks) console.log(`  ${c.file.padEnd(40)} ${kb(c.gzip).padStart(7)} KB gz`);
    console.log(`  ${"Tabs adds".padEnd(40)} ${kb(tabs.gzip).padStart(7)} KB gz  ${tabs.gzip <= TABS_BUDGET_BYTES ? "within" : "OVER"} budget`);
    console.log(`  pages above without islands that load island code: ${islandCodeWithoutIslands.length ? islandCodeWithoutIslands.join(", ") : "none"}`);
    if (tabs.gzip > TABS_BUDGET_BYTES || islandCodeWithoutIslands.length) over = true;
  }
} finally {
  await browser?.close();
  await rm(temp, { recursive: true, force: true });
}
process.exitCode = over ? 1 : 0;
