// Versioned docs on real content (issue #46): prettier's website as it is (versions.json with
// `stable` beside the current docs, labelled `next`), migrated with `sitec migrate`, built, and
// checked in Chromium:
//   - the version dropdown keeps the reader on the same doc (stable → next → stable);
//   - the pages of `next` carry the "unreleased" banner, linking to the same doc of the last
//     version (and the link leads there); stable's pages carry none;
//   - the badge follows the config: prettier sets `badge: false` on both versions, so none shows
//     (as in Docusaurus's build); a second build without those two lines shows it on every doc;
//   - the version chosen is remembered (docs-preferred-version-default) and the navbar's doc
//     link leads to it.
// Also counts the doc pages of each version and compares them with a Docusaurus build of the
// same commit, when one is given.
//
// Not part of CI: it needs the local snapshot of prettier (the `fetch` of github:prettier/prettier)
// and, for the one blog post that imports `react-tweet`, the website's node_modules.
//
//   npx tsx bench/prettier-versions-check.ts
//     [--repo /work/.mirror/prettier+prettier/repo] [--commit 4f84a93…]
//     [--node-modules /tmp/sitec-bench-projects/prettier/website/node_modules]
//     [--docusaurus /tmp/sitec-bench-projects/prettier-docusaurus-build] [--keep]
//
// Prints the results as Markdown; exits 1 when a check fails.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import fg from "fast-glob";
import type { Browser, Page } from "playwright-core";
import { build } from "../src/index.ts";
import { migrate } from "../src/migrate/migrate.ts";
import { migrationReport } from "../src/migrate/report.ts";
import { launchBrowser, waitForHydration, watchErrors } from "../test/e2e/browser.ts";
import { serveGzipped } from "./static-server.ts";

const { values } = parseArgs({
  options: {
    repo: { type: "string", default: "/work/.mirror/prettier+prettier/repo" },
    commit: { type: "string", default: "4f84a934201322ca87750e2b9b25baf296da6560" },
    "node-modules": { type: "string", default: "/tmp/sitec-bench-projects/prettier/website/node_modules" },
    docusaurus: { type: "string", default: "/tmp/sitec-bench-projects/prettier-docusaurus-build" },
    keep: { type: "boolean", default: false },
  },
});

const checks: { name: string; ok: boolean; detail: string }[] = [];
function check(name: string, ok: boolean, detail = ""): void {
  checks.push({ name, ok, detail });
  console.error(`${ok ? "ok  " : "FAIL"} ${name}${detail ? ` (${detail})` : ""}`);
}

/** The doc routes of a build: `/docs/x` by version (`next` for /docs/next/…, else the last). */
async function docRoutes(dir: string): Promise<{ next: string[]; last: string[] }> {
  const files = await fg("docs/**/index.html", { cwd: dir });
  const routes = files.map((f) => "/" + f.replace(/\/?index\.html$/, "")).filter((r) => r !== "/docs" && r !== "/docs/next" && !r.includes("/tags"));
  return { next: routes.filter((r) => r.startsWith("/docs/next/")).sort(), last: routes.filter((r) => !r.startsWith("/docs/next/")).sort() };
}

const dropdown = (page: Page) => page.locator(".navbar-dropdown").filter({ has: page.locator(".dropdown-link") }).first();
const pathOf = (page: Page) => new URL(page.url()).pathname;

async function poll<T>(read: () => Promise<T>, want: T, timeout = 10_000): Promise<T> {
  const until = Date.now() + timeout;
  let got = await read();
  while (got !== want && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 100));
    got = await read();
  }
  return got;
}

async function browserChecks(browser: Browser, url: string, docs: string[]): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript("window.__name = (f) => f;");
  const page = await context.newPage();
  // The site's files only: other hosts (prettier's config links a stylesheet and images elsewhere)
  // are not reached from here, and their failures are not the site's.
  const errors = watchErrors(page);
  const localFailures: string[] = [];
  page.on("requestfailed", (request) => {
    // Prefetches cut short by the next navigation are aborted, not failed.
    const reason = request.failure()?.errorText ?? "";
    if (request.url().startsWith(url) && reason !== "net::ERR_ABORTED") localFailures.push(`${request.url()}: ${reason}`);
  });
  // The dropdown, on every doc of the last version that next has too: same doc in next, and back.
  let kept = 0;
  const sample = docs.filter((_, i) => i % 4 === 0);
  for (const doc of sample) {
    await page.goto(url + doc);
    await waitForHydration(page);
    await dropdown(page).hover();
    await dropdown(page).getByRole("link", { name: "next", exact: true }).click();
    const next = await poll(() => Promise.resolve(pathOf(page)), doc.replace(/^\/docs\//, "/docs/next/"));
    await dropdown(page).hover();
    await dropdown(page).getByRole("link", { name: "stable", exact: true }).click();
    const back = await poll(() => Promise.resolve(pathOf(page)), doc);
    if (next === doc.replace(/^\/docs\//, "/docs/next/") && back === doc) kept++;
    else console.error(`  ${doc}: dropdown led to ${next}, then ${back}`);
  }
  check("the dropdown keeps the reader on the same doc (stable → next → stable)", kept === sample.length, `${kept} of ${sample.length} docs tried`);

  // The unreleased banner on next, linking to the same doc of stable; none on stable.
  await page.goto(url + "/docs/next/install");
  await waitForHydration(page);
  const banner = page.locator(".doc-version-banner-unreleased");
  const bannerText = (await banner.count()) ? ((await banner.textContent()) ?? "") : "";
  const bannerHref = (await banner.count()) ? await banner.locator("a").first().getAttribute("href") : null;
  check("next's pages carry the unreleased banner", /not released yet/.test(bannerText), bannerText.replace(/\s+/g, " ").trim());
  check("the banner links to the same doc in the last version", bannerHref === "/docs/install", `href ${bannerHref}`);
  if (bannerHref) {
    await banner.locator("a").first().click();
    check("following the banner's link shows that doc", (await poll(() => Promise.resolve(pathOf(page)), "/docs/install")) === "/docs/install", pathOf(page));
  }
  await page.goto(url + "/docs/install");
  await waitForHydration(page);
  check("stable's pages carry no banner", (await page.locator(".doc-version-banner").count()) === 0);
  check("no badge, as prettier's config says badge: false (Docusaurus's build has none either)", (await page.locator(".doc-version-badge").count()) === 0);

  // The preferred version: chosen in the dropdown, kept, and the navbar's Docs link follows it.
  await dropdown(page).hover();
  await dropdown(page).getByRole("link", { name: "next", exact: true }).click();
  await poll(() => Promise.resolve(pathOf(page)), "/docs/next/install");
  const preferred = await page.evaluate(() => localStorage.getItem("docs-preferred-version-default"));
  await page.goto(url + "/");
  await page.reload();
  await waitForHydration(page);
  const docsLink = page.locator(".navbar").getByRole("link", { name: "Docs", exact: true }).first();
  const href = await poll(() => docsLink.getAttribute("href"), "/docs/next/");
  check("the chosen version is remembered and the navbar's Docs link leads to it", preferred === "current" && href !== null && href.startsWith("/docs/next"), `docs-preferred-version-default=${preferred}, Docs → ${href}`);
  const pageErrors = errors.filter((e) => !e.startsWith("Failed to load resource"));
  check("no errors in the console, and every file of the site loads", pageErrors.length === 0 && localFailures.length === 0, [...pageErrors, ...localFailures].slice(0, 3).join(" | "));
  await context.close();
}

async function badgeCheck(browser: Browser, url: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(url + "/docs/next/install");
  await waitForHydration(page);
  const next = await page.locator(".doc-version-badge").textContent().catch(() => null);
  await page.goto(url + "/docs/install");
  await waitForHydration(page);
  const stable = await page.locator(".doc-version-badge").textContent().catch(() => null);
  check("without `badge: false`, the badge shows the version on each doc", next === "Version: next" && stable === "Version: stable", `next: ${next}, stable: ${stable}`);
  await context.close();
}

const root = await mkdtemp(join(tmpdir(), "sitec-prettier-versions-"));
try {
  execFileSync("sh", ["-c", `git -C "${values.repo}" archive ${values.commit} website docs package.json | tar -x -C "${root}"`]);
  const website = join(root, "website");
  if (existsSync(values["node-modules"]!)) await symlink(values["node-modules"]!, join(website, "node_modules"), "dir");
  else console.error(`note: ${values["node-modules"]} is not there; the post that imports react-tweet will fail the build`);
  const migrated = await migrate({ projectDir: website });
  const report = migrationReport(migrated);
  const out = join(root, "build");
  const quiet = { info() {}, warn() {}, error() {} };
  const cpu0 = process.cpuUsage();
  const built = await build({ siteDir: website, outDir: out, logger: quiet });
  const cpu = process.cpuUsage(cpu0);
  const versions = JSON.parse(await readFile(join(website, "versions.json"), "utf8")) as string[];
  const sitec = await docRoutes(out);
  console.log(`## prettier ${values.commit.slice(0, 8)}: versions in sitec's build\n`);
  console.log(`- versions.json: ${JSON.stringify(versions)}; the config labels the current docs \`next\` (at /docs/next/) and \`stable\` is the last version (at /docs/).`);
  console.log(`- sitec: ${built.routes} pages, ${built.warnings.length} warnings; doc pages: stable ${sitec.last.length}, next ${sitec.next.length}; build CPU ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (user + system, this process).`);
  if (existsSync(values.docusaurus!)) {
    const docusaurus = await docRoutes(values.docusaurus!);
    const only = (a: string[], b: string[]) => a.filter((r) => !b.includes(r));
    console.log(`- Docusaurus's build (${values.docusaurus}): doc pages: stable ${docusaurus.last.length}, next ${docusaurus.next.length}.`);
    for (const [label, a, b] of [["stable", sitec.last, docusaurus.last], ["next", sitec.next, docusaurus.next]] as const) {
      const extra = only(a, b);
      const missing = only(b, a);
      console.log(`  - ${label}: ${extra.length || missing.length ? `only in sitec's: ${extra.join(", ") || "none"}; only in Docusaurus's: ${missing.join(", ") || "none"}` : "the same doc routes"}.`);
    }
  }
  console.log(`\n### sitec migrate's report\n\n\`\`\`text\n${report.trim()}\n\`\`\`\n`);

  const browser = await launchBrowser();
  try {
    const { server, url } = await serveGzipped(out);
    try {
      const common = sitec.last.filter((r) => sitec.next.includes(r.replace(/^\/docs\//, "/docs/next/")));
      await browserChecks(browser, url, common);
    } finally {
      server.close();
    }
    // The badge: the same site without the config's `badge: false`.
    const configFile = join(website, "site.config.ts");
    const config = await readFile(configFile, "utf8");
    await writeFile(configFile, config.replace(/,\s*badge: false/g, ""));
    const out2 = join(root, "build-badge");
    await build({ siteDir: website, outDir: out2, logger: quiet });
    const second = await serveGzipped(out2);
    try {
      await badgeCheck(browser, second.url);
    } finally {
      second.server.close();
    }
  } finally {
    await browser.close();
  }
  console.log("### Checks in Chromium\n");
  for (const c of checks) console.log(`- ${c.ok ? "✓" : "✗"} ${c.name}${c.detail ? ` (${c.detail})` : ""}`);
  process.exitCode = checks.every((c) => c.ok) ? 0 : 1;
} finally {
  if (values.keep) console.error(`kept ${root}`);
  else await rm(root, { recursive: true, force: true });
}
