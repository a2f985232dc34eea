// JavaScript weight of a first page load: builds the site (strict), serves it gzip-compressed
// on 127.0.0.1, opens doc pages in Chromium and sums the compressed size of every script the
// browser downloaded, as its own network log reports it. Budget: 90 KB for a doc page, React
// included. Also checks that no search code or index loads before the reader uses search.
//
//   npm run bench:weight                          build site/ into a temporary folder, measure
//   npm run bench:weight -- --dir build           measure an existing build
//   npm run bench:weight -- --page /docs/x        other pages (repeatable)
//
// A benchmark, not a test: it prints the figures; the exit code is 1 only when over budget.
import { chromium } from "playwright-core";
import { execFileSync } from "node:child_process";
import { createReadStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { constants, createGzip, gzipSync } from "node:zlib";

const BUDGET_BYTES = 90_000;
const GZIP_LEVEL = 9;
const ROOT = fileURLToPath(new URL("..", import.meta.url));
const TYPES = { ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8", ".json": "application/json", ".svg": "image/svg+xml", ".png": "image/png" };

const { values } = parseArgs({
  options: {
    dir: { type: "string" },
    page: { type: "string", multiple: true },
  },
});
const pages = values.page ?? ["/docs/getting-started/installation", "/docs/scanners/nmap"];

async function isFile(path) {
  return stat(path).then((s) => s.isFile(), () => false);
}

/** A static server with clean URLs that gzips every response, as a production host would. */
function serveGzipped(dir) {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    if (path.includes("..")) return res.writeHead(400).end();
    let file = join(dir, path);
    if (!(await isFile(file))) file = join(dir, path, "index.html");
    if (!(await isFile(file))) return res.writeHead(404).end();
    res.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream", "Content-Encoding": "gzip", "Cache-Control": "no-store" });
    createReadStream(file).pipe(createGzip({ level: GZIP_LEVEL })).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` })));
}

/** Opens one page in a fresh context (empty cache) and lists the scripts it downloaded. */
async function measure(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const finished = [];
  const requested = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  page.on("requestfinished", (request) => finished.push(request));
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForSelector("button.color-mode-toggle:not([disabled])", { timeout: 15_000 });
  await page.waitForTimeout(1000); // anything loaded after hydration counts too
  const scripts = [];
  for (const request of finished) {
    if (request.resourceType() !== "script") continue;
    const sizes = await request.sizes();
    const body = await (await request.response()).body();
    scripts.push({
      path: new URL(request.url()).pathname,
      transferred: sizes.responseBodySize,
      raw: body.length,
      gzip9: gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length,
    });
  }
  const search = requested.filter((p) => /search/i.test(p));
  await context.close();
  return { scripts, search };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

let dir = values.dir && resolve(values.dir);
let temp;
if (!dir) {
  temp = await mkdtemp(join(tmpdir(), "sitec-weight-"));
  dir = join(temp, "build");
  process.stdout.write("Building site/ (strict)… ");
  execFileSync(process.execPath, [join(ROOT, "bin/sitec.js"), "build", "--strict", "--site", join(ROOT, "site"), "--out-dir", dir], { stdio: ["ignore", "ignore", "inherit"] });
  console.log("done.");
}

const { server, url } = await serveGzipped(dir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  headless: true,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
});
let over = false;
try {
  console.log(`First-load JavaScript, gzip level ${GZIP_LEVEL}, as Chromium's network log reports it (budget ${kb(BUDGET_BYTES)}):\n`);
  for (const path of pages) {
    const { scripts, search } = await measure(browser, url + path);
    const total = scripts.reduce((sum, s) => sum + s.transferred, 0);
    const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
    console.log(path);
    for (const s of scripts) {
      console.log(`  ${s.path.padEnd(40)} ${kb(s.transferred).padStart(9)} gzip  ${kb(s.raw).padStart(9)} minified  (gzip -9 of the file: ${kb(s.gzip9)})`);
    }
    console.log(`  ${"total".padEnd(40)} ${kb(total).padStart(9)} gzip  ${kb(raw).padStart(9)} minified  (${total} bytes, ${scripts.length} file${scripts.length === 1 ? "" : "s"})`);
    console.log(`  search code or index requested: ${search.length ? search.join(", ") : "none"}`);
    console.log(`  ${total <= BUDGET_BYTES ? "within" : "OVER"} budget by ${kb(Math.abs(BUDGET_BYTES - total))}\n`);
    if (total > BUDGET_BYTES || search.length) over = true;
  }
} finally {
  await browser.close();
  server.close();
  if (temp) await rm(temp, { recursive: true, force: true });
}
process.exitCode = over ? 1 : 0;
