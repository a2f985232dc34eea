// `sitec serve`'s memory on a large built site (not a test): the server is started on a built
// folder and asked for every page (clean URL) and every route JSON file, twice over, 16 at a
// time, with a browser's Accept-Encoding, so that every file is read, compressed and cached once
// per pass. Its resident memory is sampled from /proc every 100 ms; the table gives it at start,
// at its peak (VmHWM) and at the end, with the requests per second. The server keeps files and
// their compressed forms in a bounded cache (src/server/file-cache.ts), so the peak should not
// grow with the site.
//
// With --dir, that built folder is used as it is. Without it, the corpus of corpus.ts at DOCS
// docs (default 50000) and a tenth as many posts is built first (--no-cache), which takes minutes.
// PASSES sets how many times every file is asked for (default 2).
//
//   npm run bench:serve-memory [-- --dir build]
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { request, Agent } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import fg from "fast-glob";
import { writeSitecSite } from "./corpus.ts";
import { emptyTrash, measure, prepareCli, putAside, table } from "./lib.ts";
import { freePort } from "../test/helpers/nginx.ts";

const CONCURRENCY = 16;
const PASSES = Number(process.env.PASSES ?? 2);

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

/** Resident and peak resident memory of a process, in MiB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
  return { rss: kib("VmRSS") / 1024, peak: kib("VmHWM") / 1024 };
}

async function builtFolder(): Promise<{ dir: string; work?: string }> {
  const given = option("dir");
  if (given) return { dir: resolve(given) };
  const docs = Number(process.env.DOCS ?? 50000);
  const work = await mkdtemp(join(tmpdir(), `sitec-bench-serve-${docs}-`));
  await writeSitecSite(join(work, "site"), { docs, posts: Math.round(docs / 10) });
  process.stderr.write(`building ${docs} docs…\n`);
  const built = await measure(process.execPath, ["--expose-gc", "bin/sitec.js", "build", "--site", join(work, "site"), "--out-dir", join(work, "build"), "--no-cache"]);
  process.stderr.write(`${/Built \d+ pages/.exec(built.stdout)?.[0] ?? "built"} in ${built.seconds.toFixed(1)} s, ${built.peakMiB.toFixed(0)} MiB\n`);
  return { dir: join(work, "build"), work };
}

async function paths(dir: string): Promise<string[]> {
  const pages = (await fg("**/index.html", { cwd: dir })).map((f) => "/" + f.replace(/(^|\/)index\.html$/, "")).map((p) => (p === "/" ? p : p.replace(/\/$/, "")));
  const routeJson = (await fg("**/route.json", { cwd: dir })).map((f) => "/" + f);
  return [...pages, ...routeJson].sort();
}

function get(agent: Agent, port: number, path: string): Promise<number> {
  return new Promise((done, fail) => {
    const req = request({ host: "127.0.0.1", port, path: encodeURI(path), agent, headers: { "Accept-Encoding": "br, gzip" } }, (res) => {
      res.resume();
      res.on("end", () => done(res.statusCode ?? 0));
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer for ${path} in 30 s`)));
    req.on("error", fail);
    req.end();
  });
}

await prepareCli();
const { dir, work } = await builtFolder();
const list = await paths(dir);
const port = await freePort();
const server = spawn(process.execPath, ["bin/sitec.js", "serve", "--dir", dir, "--port", String(port), "--host", "127.0.0.1"], { stdio: ["ignore", "pipe", "inherit"] });
// The server stops with this script, whatever happens to it.
const stop = () => server.kill("SIGTERM");
process.on("exit", stop);
const deadline = setTimeout(() => {
  process.stderr.write("serve-memory: stopped after 30 minutes\n");
  process.exit(1);
}, 30 * 60_000);
await new Promise<void>((ready) => server.stdout!.on("data", (chunk: Buffer) => /127\.0\.0\.1/.test(chunk.toString()) && ready()));

const start = memoryOf(server.pid!);
let highest = start.rss;
const sampler = setInterval(() => (highest = Math.max(highest, memoryOf(server.pid!).rss)), 100);
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const rows: (string | number)[][] = [["pass", "requests", "not 200", "seconds", "requests/s", "RSS after (MiB)"]];
for (let pass = 1; pass <= PASSES; pass++) {
  const started = performance.now();
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < list.length) {
        const status = await get(agent, port, list[next++]!);
        if (status !== 200) failed++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  rows.push([pass, list.length, failed, seconds.toFixed(1), (list.length / seconds).toFixed(0), memoryOf(server.pid!).rss.toFixed(0)]);
}
clearInterval(sampler);
clearTimeout(deadline);
const end = memoryOf(server.pid!);
agent.destroy();
stop();

const files = (await fg("**/*", { cwd: dir })).length;
console.log(`sitec serve on ${dir}: ${files} files, ${list.length} pages and route files asked for, ${PASSES} passes, ${CONCURRENCY} at a time`);
console.log(table(rows));
console.log(table([["server memory", "MiB"], ["at start", start.rss.toFixed(0)], ["highest sampled", highest.toFixed(0)], ["peak (VmHWM)", end.peak.toFixed(0)], ["at the end", end.rss.toFixed(0)]]));
if (work) {
  await putAside(work);
  await emptyTrash();
}
