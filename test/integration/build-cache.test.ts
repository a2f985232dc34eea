// The build cache: a build that takes from it writes the same files, byte for byte, as a build
// without it, after each kind of change; it reuses what did not change; a damaged or foreign
// file of it is reported once and made anew; builds running at once leave it sound; it keeps
// only what the last build used.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { appendFile, cp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { deserialize } from "node:v8";
import { fileURLToPath } from "node:url";
import fg from "fast-glob";
import { build, type BuildResult } from "../../src/build.ts";
import type { CacheReport } from "../../src/cache/build-cache.ts";
import { CACHE_FORMAT } from "../../src/cache/cache-files.ts";
import type { Logger } from "../../src/log.ts";
import { silentLogger } from "../../src/log.ts";
import { checksumList } from "../helpers/site-output.ts";
import { copyFixture, removeAll } from "../helpers/fixtures.ts";

const BIN = fileURLToPath(new URL("../../bin/sitec.js", import.meta.url));

let site: string;
let root: string;
let cacheDir: string;
let builds = 0;

beforeAll(async () => {
  site = await copyFixture("basic-site");
  root = join(site, "..");
  cacheDir = join(root, "cache");
});
afterAll(() => removeAll(root));

/** A logger that keeps the warnings. */
function recorder(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  return { info: () => undefined, warn: (m) => warnings.push(m), error: () => undefined, warnings };
}

/** Builds with the cache into a new folder; returns the result and the warnings. */
async function warm(options: { compilerVersion?: string; strict?: boolean } = {}): Promise<{ result: BuildResult; out: string; warnings: string[] }> {
  const out = join(root, `warm-${++builds}`);
  const log = recorder();
  const { strict, ...cache } = options;
  const result = await build({ siteDir: site, outDir: out, logger: log, strict, cache: { dir: cacheDir, ...cache } });
  return { result, out, warnings: log.warnings };
}

/** A build without the cache, into a new folder. */
async function cold(): Promise<string> {
  const out = join(root, `cold-${++builds}`);
  await build({ siteDir: site, outDir: out, logger: silentLogger, cache: false });
  return out;
}

/**
 * The checksum list of a build of the site without the cache. A build is a function of the
 * site's files: sources seen before (the same checksum list) are not built again.
 */
const coldLists = new Map<string, string>();
async function coldList(): Promise<string> {
  const sources = await checksumList(site);
  let list = coldLists.get(sources);
  if (list === undefined) {
    const reference = await cold();
    coldLists.set(sources, (list = await checksumList(reference)));
    await removeAll(reference);
  }
  return list;
}

/** Builds both ways and expects the same files; returns what the warm build took from the cache. */
async function sameAsCold(options: { compilerVersion?: string } = {}): Promise<CacheReport> {
  const built = await warm(options);
  expect(built.warnings).toEqual([]);
  expect(await checksumList(built.out)).toBe(await coldList());
  await removeAll(built.out);
  return built.result.cache!;
}

const edit = async (file: string, change: (text: string) => string) => writeFile(join(site, file), change(await readFile(join(site, file), "utf8")));
/** The entry and raw files in the cache. */
const cacheFiles = () => fg(["markdown/**", "pages/**", "search/**"], { cwd: cacheDir });

describe("the build cache", () => {
  let pageCount = 0;
  let markdownCount = 0;

  it("fills on the first build, which equals a build without it", async () => {
    const report = await sameAsCold();
    expect(report.theme).toBe("bundled");
    expect(report.markdown.reused).toBe(0);
    expect(report.pages.reused).toBe(0);
    pageCount = report.pages.rendered;
    markdownCount = report.markdown.rendered;
    expect(pageCount).toBeGreaterThan(20);
    expect(markdownCount).toBeGreaterThan(5);
    expect(existsSync(join(cacheDir, "pages.json"))).toBe(true);
  });

  it("nothing changed: everything comes from it", async () => {
    const report = await sameAsCold();
    expect(report).toMatchObject({
      theme: "reused",
      markdown: { reused: markdownCount, rendered: 0 },
      pages: { reused: pageCount, rendered: 0 },
      search: { built: 0 },
    });
  });

  it("a doc's text changed: that doc is rendered again, and the pages it shows on", async () => {
    await edit("docs/guide/second.md", (t) => t.replace("## Second section", "A new sentence about the second page.\n\n## Second section"));
    const report = await sameAsCold();
    expect(report.markdown).toEqual({ reused: markdownCount - 1, rendered: 1 });
    // Its own page; its search entry changes the docs index only.
    expect(report.pages.rendered).toBe(1);
    expect(report.search.built).toBe(1);
  });

  it("a doc's title changed: its neighbours' sidebars and pagers change with it", async () => {
    await edit("docs/guide/second.md", (t) => t.replace("title: Second page", "title: The second step"));
    const report = await sameAsCold();
    expect(report.markdown.rendered).toBe(1);
    // Every doc page shows the sidebar: more than the one page changed.
    expect(report.pages.rendered).toBeGreaterThan(3);
    expect(report.pages.reused).toBeGreaterThan(0);
  });

  it("a linked doc moved: the doc that links to it is rendered again", async () => {
    // The reference's index links to details.md, and is not changed itself.
    await edit("docs/02_reference/details.md", (t) => t.replace(/^---\n/, "---\nslug: /reference/more-details\n"));
    const report = await sameAsCold();
    expect(report.markdown.rendered).toBe(2);
  });

  it("a page taken from it has its links checked again: an anchor gone from the page it links to", async () => {
    // second.md links to start.md#first-steps. The heading is renamed: only start's page changes.
    await edit("docs/guide/start.md", (t) => t.replace("## First steps", "## Steps to begin"));
    const built = await warm();
    const reference = join(root, `cold-${++builds}`);
    const coldLog = recorder();
    await build({ siteDir: site, outDir: reference, logger: coldLog, cache: false });
    expect(built.result.cache!.pages.rendered).toBe(1);
    expect(built.warnings.filter((w) => w.includes("/docs/guide/second") && w.includes("start#first-steps"))).toHaveLength(1);
    expect(built.warnings).toEqual(coldLog.warnings);
    expect(await checksumList(built.out)).toBe(await checksumList(reference));
    await removeAll(built.out, reference);
    await edit("docs/guide/start.md", (t) => t.replace("## Steps to begin", "## First steps"));
  });

  it("a post added: the lists, tags and feeds change with it", async () => {
    await writeFile(
      join(site, "blog/2023-06-01-post-4.md"),
      "---\ntitle: Post number 4\nauthors: [team]\ntags: [v3, fresh]\n---\n\nOpening of post 4.\n\n<!-- truncate -->\n\nThe rest of post 4.\n",
    );
    const report = await sameAsCold();
    // The post and its excerpt.
    expect(report.markdown.rendered).toBe(2);
    expect(report.pages.rendered).toBeGreaterThan(4);
  });

  it("a page of the site changed: the theme is bundled again", async () => {
    await edit("pages/index.tsx", (t) => t.replace("<h1>Fixture home</h1>", "<h1>The fixture's home</h1>"));
    const report = await sameAsCold();
    expect(report.theme).toBe("bundled");
    expect(report.markdown.rendered).toBe(0);
    expect(report.pages.reused).toBe(0);
  });

  it("the config changed: every page is rendered again", async () => {
    await edit("site.config.ts", (t) => t.replace('copyright: "Fixture copyright"', 'copyright: "Fixture copyright, changed"'));
    const report = await sameAsCold();
    expect(report.pages.reused).toBe(0);
    // Markdown does not depend on the footer.
    expect(report.markdown.rendered).toBe(0);
  });

  it("the compiler's version changed: nothing is taken from it", async () => {
    const report = await sameAsCold({ compilerVersion: "0.0.0-test" });
    expect(report.theme).toBe("bundled");
    expect(report.markdown.reused).toBe(0);
    expect(report.pages.reused).toBe(0);
    expect(report.search.reused).toBe(0);
  });

  it("keeps only what the last build used", async () => {
    const report = await sameAsCold();
    // The previous build, with another compiler key, made everything anew: this one again.
    expect(report.removed).toBeGreaterThan(0);
    const files = await cacheFiles();
    // One segment of Markdown (this build rendered it all), an HTML and (but for 404) a JSON file per page.
    const manifest = await readFile(join(cacheDir, "markdown.json"), "utf8");
    expect(files.filter((f) => f.startsWith("markdown/"))).toEqual([JSON.parse(manifest.split("\n")[1]!).segments[0]]);
    const pages = report.pages.reused + report.pages.rendered;
    expect(files.filter((f) => f.startsWith("pages/")).length).toBe(2 * pages - 1);
    // The search index files this build made, one per index.
    const searchPack = JSON.parse((await readFile(join(cacheDir, "search.json"), "utf8")).split("\n")[1]!) as { files: [string, string, string][] };
    expect(files.filter((f) => f.startsWith("search/")).sort()).toEqual(searchPack.files.map(([, key]) => `search/${key.slice(0, 2)}/${key}.json`).sort());
  });

  it("holds at most twice the Markdown entries a build uses, however many edits", async () => {
    const held = async () => {
      const body = (file: string) => readFile(join(cacheDir, file), "utf8").then((text) => JSON.parse(text.slice(text.indexOf("\n") + 1)));
      // A segment's body is in V8's serialisation format.
      const segmentBody = (file: string) => readFile(join(cacheDir, file)).then((bytes) => deserialize(bytes.subarray(bytes.indexOf(0x0a) + 1)) as object);
      const { segments } = (await body("markdown.json")) as { segments: string[] };
      const counts = await Promise.all(segments.map(async (segment) => Object.keys(await segmentBody(segment)).length));
      const files = await fg("markdown/*", { cwd: cacheDir });
      return { entries: counts.reduce((a, b) => a + b, 0), segments: segments.length, files: files.length };
    };
    const docs = await fg("docs/**/*.md", { cwd: site, ignore: ["**/excluded.md"] });
    let most = 0;
    for (let edit = 1; edit <= 20; edit++) {
      // One doc after the other: each edit leaves an entry of the old text behind.
      await appendFile(join(site, docs[edit % docs.length]!), `\nEdit number ${edit}.\n`);
      const built = await warm();
      const used = built.result.cache!.markdown.reused + built.result.cache!.markdown.rendered;
      const now = await held();
      expect(now.entries).toBeLessThanOrEqual(2 * used + 1);
      // The folder holds the segments in use and nothing else.
      expect(now.files).toBe(now.segments);
      most = Math.max(most, now.segments);
      await rm(built.out, { recursive: true, force: true });
    }
    // Segments did pile up between compactions (else this checked nothing).
    expect(most).toBeGreaterThan(3);
    await sameAsCold();
  });

  it("reports a damaged, cut short or foreign file once, and makes it anew", async () => {
    // The largest segment of Markdown.
    const segments = await fg("markdown/*.bin", { cwd: cacheDir, stats: true });
    const entry = segments.sort((a, b) => b.stats!.size - a.stats!.size)[0]!.path;
    const segment = await readFile(join(cacheDir, entry));
    await writeFile(join(cacheDir, entry), segment.subarray(0, segment.length / 2));
    await writeFile(join(cacheDir, "pages.json"), "\u0000\u0001 not JSON at all");
    // A whole cache file, of another kind.
    await writeFile(join(cacheDir, "theme.json"), await readFile(join(cacheDir, "search.json")));
    // A search index file with one byte changed (the pack lists [name, key, checksum]).
    const searchPack = (await readFile(join(cacheDir, "search.json"), "utf8")).split("\n")[1]!;
    const [[, key]] = (JSON.parse(searchPack) as { files: [string, string, string][] }).files as [[string, string, string]];
    const indexFile = join(cacheDir, "search", key.slice(0, 2), `${key}.json`);
    const bytes = await readFile(indexFile);
    bytes[bytes.length >> 1]! ^= 1;
    await writeFile(indexFile, bytes);
    const built = await warm();
    expect(built.warnings).toHaveLength(1);
    expect(built.warnings[0]).toMatch(/^the build cache had 4 damaged files \(.*\); they were ignored and made anew\.$/);
    expect(built.warnings[0]).toContain(join(cacheDir, entry));
    expect(built.result.cache!.search.built).toBe(1);
    expect(built.result.cache!.theme).toBe("bundled");
    expect(built.result.cache!.markdown.rendered).toBeGreaterThan(1);
    // Every page was rendered (the pack of pages was unreadable), into the same files.
    expect(built.result.cache!.pages.reused).toBe(0);
    expect(await checksumList(built.out)).toBe(await coldList());
    await removeAll(built.out);
    // Made anew: the next build takes everything from it, without a warning.
    const report = await sameAsCold();
    expect(report).toMatchObject({ theme: "reused", markdown: { rendered: 0 }, pages: { rendered: 0 } });
  });

  it("takes a cache that another layout of it left as empty, without a warning", async () => {
    // As a sitec of another CACHE_FORMAT would have left it: every file with a header says so.
    const withHeaders = await fg(["*.json", "markdown/*.bin"], { cwd: cacheDir });
    expect(withHeaders.length).toBeGreaterThan(4);
    for (const file of withHeaders) {
      const bytes = await readFile(join(cacheDir, file));
      const end = bytes.indexOf(0x0a);
      const header = { ...JSON.parse(bytes.subarray(0, end).toString("utf8")), format: CACHE_FORMAT - 1 };
      await writeFile(join(cacheDir, file), Buffer.concat([Buffer.from(JSON.stringify(header)), bytes.subarray(end)]));
    }
    const report = await sameAsCold();
    expect(report).toMatchObject({ theme: "bundled", markdown: { reused: 0 }, pages: { reused: 0 }, search: { reused: 0 } });
    // Written anew in this layout: the next build takes everything from it.
    expect(await sameAsCold()).toMatchObject({ theme: "reused", markdown: { rendered: 0 }, pages: { rendered: 0 }, search: { built: 0 } });
  });

  it("renders a page again when its file was changed through the output's link to it", async () => {
    const built = await warm();
    expect(built.result.cache!.pages.rendered).toBe(0);
    // The output's files are hard links to the cache's: a tool that appends to one changes both.
    await appendFile(join(built.out, "docs/guide/second/index.html"), "<!-- appended -->");
    await appendFile(join(built.out, "blog/index.html"), "<!-- appended -->");
    const report = await sameAsCold();
    expect(report.pages.rendered).toBe(2);
    await rm(built.out, { recursive: true, force: true });
    // The cache knows the new files: the build after that renders nothing.
    expect((await sameAsCold()).pages.rendered).toBe(0);
  });

  // Regression (#41, point 11): a kept page given other bytes of the same size, its time kept,
  // was taken as it was: the next --strict build shipped it, and so did every later build, into
  // any --out-dir. An output page is the cache's file (a hard link), so an edit of a built page
  // in place did the same.
  it("a kept page with other bytes but the same size and time is reported once, rendered again and not shipped", async () => {
    const built = await warm();
    expect(built.result.cache!.pages.rendered).toBe(0);
    const pages = await fg("pages/**/*.{html,json}", { cwd: cacheDir, absolute: true });
    const keptFileOf = async (output: string) => {
      const bytes = await readFile(output);
      for (const file of pages) if ((await readFile(file)).equals(bytes)) return file;
      throw new Error(`no file of the cache holds ${output}`);
    };
    // Garbage in the cache, and an edit of a built page in place (the cache's file, through the link).
    const garbage = [await keptFileOf(join(built.out, "docs/guide/second/index.html")), await keptFileOf(join(built.out, "docs/guide/second/route.json"))];
    const edited = join(built.out, "blog/index.html");
    const damaged = [...garbage, await keptFileOf(edited)];
    // Their times to the nanosecond, kept on other files (`touch -r`): utimes takes milliseconds.
    const sizes = await Promise.all(damaged.map(async (file) => (await stat(file)).size));
    for (const file of damaged) execFileSync("touch", ["-r", file, `${file}.time`]);
    for (const file of garbage) await writeFile(file, randomBytes((await stat(file)).size));
    await writeFile(edited, (await readFile(edited, "utf8")).replace("Fixture", "Changed"), { flag: "r+" });
    for (const [i, file] of damaged.entries()) {
      execFileSync("touch", ["-r", `${file}.time`, file]);
      await rm(`${file}.time`);
      expect((await stat(file)).size).toBe(sizes[i]);
    }

    const next = await warm({ strict: true });
    expect(next.warnings).toHaveLength(1);
    expect(next.warnings[0]).toMatch(/^the build cache had 3 damaged files \(.*\); they were ignored and made anew\.$/);
    for (const file of damaged) expect(next.warnings[0]).toContain(file);
    expect(next.result.cache!.pages.rendered).toBe(2);
    const reference = await cold();
    expect(await checksumList(next.out)).toBe(await checksumList(reference));
    // Made anew: the next build, into another folder, takes every page from it without a word.
    const report = await sameAsCold();
    expect(report.pages.rendered).toBe(0);
    await removeAll(built.out, next.out, reference);
  });

  it("a failed build leaves it usable, and the next build takes from it", async () => {
    await edit("docs/guide/second.md", (t) => t + "\nA [broken link](/docs/no-such-page).\n");
    await expect(warm()).rejects.toThrow(/broken link/);
    await edit("docs/guide/second.md", (t) => t.replace("\nA [broken link](/docs/no-such-page).\n", ""));
    const report = await sameAsCold();
    expect(report.markdown.rendered).toBe(0);
    expect(report.pages.rendered).toBe(0);
    expect(report.search.built).toBe(0);
  });

  it("stays sound when builds run at once, in separate processes", async () => {
    // Two builds of different content start together; a third checks what they left.
    const other = join(root, "site-2");
    await rm(other, { recursive: true, force: true });
    await cp(site, other, { recursive: true });
    await writeFile(join(other, "docs/guide/third.md"), "---\ntitle: Third page\n---\n\nThe third page.\n");
    const run = (siteDir: string, out: string) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, [BIN, "build", "--site", siteDir, "--out-dir", out, "--cache-dir", cacheDir], { stdio: ["ignore", "pipe", "pipe"] });
        let output = "";
        child.stdout.on("data", (d: Buffer) => (output += d));
        child.stderr.on("data", (d: Buffer) => (output += d));
        child.on("close", (code) => resolve({ code, output }));
      });
    const results = await Promise.all([run(site, join(root, "together-1")), run(other, join(root, "together-2")), run(site, join(root, "together-3"))]);
    for (const r of results) {
      expect(r.code, r.output).toBe(0);
      expect(r.output).not.toContain("warning");
    }
    expect(await checksumList(join(root, "together-1"))).toBe(await coldList());
    expect(await checksumList(join(root, "together-3"))).toBe(await coldList());
    await sameAsCold();
    await removeAll(other, join(root, "together-1"), join(root, "together-2"), join(root, "together-3"));
  });

  it("--no-cache builds without reading or writing it", async () => {
    const unused = join(root, "unused-cache");
    const out = join(root, "no-cache");
    const r = await new Promise<number | null>((resolve) =>
      spawn(process.execPath, [BIN, "build", "--site", site, "--out-dir", out, "--cache-dir", unused, "--no-cache"], { stdio: "ignore" }).on("close", resolve),
    );
    expect(r).toBe(0);
    expect(existsSync(join(out, "index.html"))).toBe(true);
    expect(existsSync(unused)).toBe(false);
    // Its pages are files of their own, not links into a cache.
    expect((await stat(join(out, "index.html"))).nlink).toBe(1);
    await rm(out, { recursive: true, force: true });
  });
});

describe("the build cache of a site with Markdown plugins", () => {
  let plugins: string;
  const outs: string[] = [];
  afterAll(() => removeAll(join(plugins, ".."), ...outs));

  const buildBoth = async () => {
    const warmOut = join(root, `plugins-warm-${++builds}`);
    const coldOut = join(root, `plugins-cold-${++builds}`);
    outs.push(warmOut, coldOut);
    const result = await build({ siteDir: plugins, outDir: warmOut, logger: silentLogger, cache: { dir: join(root, "plugins-cache") } });
    await build({ siteDir: plugins, outDir: coldOut, logger: silentLogger, cache: false });
    expect(await checksumList(warmOut)).toBe(await checksumList(coldOut));
    return result.cache!;
  };

  it("renders every file again when a plugin the config imports changed", async () => {
    plugins = await copyFixture("plugins-site");
    const first = await buildBoth();
    expect(first.markdown.reused).toBe(0);
    expect((await buildBoth()).markdown.rendered).toBe(0);
    const file = join(plugins, "plugins/rehype-external-links.ts");
    await writeFile(file, (await readFile(file, "utf8")).replace('["noopener", "noreferrer"]', '["noopener"]'));
    const report = await buildBoth();
    expect(report.markdown).toEqual({ reused: 0, rendered: first.markdown.rendered });
  });
});
