// Versioned docs in Chromium (issue 46's "Done when"), on test/fixtures/versions-site built
// strictly and served by `sitec serve`: three versions (the docs folder "Next 🚧" unreleased at
// /docs/next, 2.0 the last at /docs, 1.0 unmaintained at /docs/1.0). The dropdown keeps the
// reader on the same doc; the banners and the badge show; the chosen version is remembered
// across a reload and the navbar's doc link leads to it; search finds the pages of the version
// being read and names it; every page passes the Nu HTML Checker.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Server } from "node:http";
import { join } from "node:path";
import fg from "fast-glob";
import type { Browser, Page } from "playwright-core";
import { serve } from "../../src/server/serve.ts";
import { buildSite, copyFixture, removeAll } from "../helpers/fixtures.ts";
import { htmlErrors } from "../helpers/vnu.ts";
import { sharedBrowser, waitForHydration, watchErrors } from "./browser.ts";

let site: string;
let out: string;
let server: Server | undefined;
let siteUrl: string;
let browser: Browser;

beforeAll(async () => {
  site = await copyFixture("versions-site");
  out = join(site, "..", "build");
  await buildSite(site, out, { strict: true });
  ({ url: siteUrl, server } = await serve({ dir: out, port: 0, host: "127.0.0.1" }));
  browser = await sharedBrowser();
}, 120_000);

afterAll(async () => {
  if (server) await new Promise((r) => server!.close(r));
  if (site) await removeAll(join(site, ".."));
});

async function open(path: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(siteUrl.replace(/\/$/, "") + path);
  await waitForHydration(page);
  return { page, errors, close: () => context.close() };
}

const dropdown = (page: Page) => page.locator(".navbar-dropdown").filter({ has: page.locator(".dropdown-link") }).first();
const pathOf = (page: Page) => new URL(page.url()).pathname;

describe("the docs version dropdown", () => {
  it("keeps the reader on the same doc, or leads to the version's main doc where the doc is missing", async () => {
    const { page, errors, close } = await open("/docs/install");
    await expect(dropdown(page).locator("button").textContent()).resolves.toBe("2.0");
    await dropdown(page).hover();
    await dropdown(page).getByRole("link", { name: "Next 🚧" }).click();
    await expect.poll(() => pathOf(page)).toBe("/docs/next/install");
    await expect(page.locator("article h1").textContent()).resolves.toBe("Installation");
    await expect.poll(() => dropdown(page).locator("button").textContent()).toBe("Next 🚧");
    // 1.0 has no install page: its main doc.
    await dropdown(page).hover();
    await dropdown(page).getByRole("link", { name: "1.0 (old)" }).click();
    await expect.poll(() => pathOf(page)).toBe("/docs/1.0/intro");
    expect(errors).toEqual([]);
    await close();
  });
});

describe("the version banner and badge", () => {
  it("say an unreleased version is unreleased and link to the same doc in the last version", async () => {
    const { page, close } = await open("/docs/next/install");
    const banner = page.locator(".doc-version-banner");
    await expect(banner.textContent()).resolves.toContain("not released yet");
    await expect(page.locator(".doc-version-badge").textContent()).resolves.toBe("Version: Next 🚧");
    await banner.getByRole("link", { name: "2.0" }).click();
    await expect.poll(() => pathOf(page)).toBe("/docs/install");
    await expect(page.locator(".doc-version-banner").count()).resolves.toBe(0);
    await expect(page.locator(".doc-version-badge").textContent()).resolves.toBe("Version: 2.0");
    await close();
  });

  it("say an old version is no longer maintained", async () => {
    const { page, close } = await open("/docs/1.0/legacy");
    await expect(page.locator(".doc-version-banner").textContent()).resolves.toContain("no longer maintained");
    await expect(page.locator(".doc-version-badge").textContent()).resolves.toBe("Version: 1.0 (old)");
    await expect(page.locator('meta[name="robots"]').getAttribute("content")).resolves.toBe("noindex, nofollow");
    await close();
  });
});

describe("the preferred version", () => {
  it("is remembered when chosen, survives a reload, and the navbar's doc link leads to it", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(siteUrl.replace(/\/$/, "") + "/docs/intro");
    await waitForHydration(page);
    await dropdown(page).hover();
    await dropdown(page).getByRole("link", { name: "1.0 (old)" }).click();
    await expect.poll(() => pathOf(page)).toBe("/docs/1.0/intro");
    await expect(page.evaluate(() => localStorage.getItem("docs-preferred-version-default"))).resolves.toBe("1.0");
    // A page outside the docs, then a reload: the Docs link and the dropdown follow 1.0.
    await page.goto(siteUrl);
    await page.reload();
    await waitForHydration(page);
    const docsLink = page.locator(".navbar").getByRole("link", { name: "Docs", exact: true }).first();
    await expect.poll(() => docsLink.getAttribute("href")).toBe("/docs/1.0/intro");
    await expect.poll(() => dropdown(page).locator("button").textContent()).toBe("1.0 (old)");
    await docsLink.click();
    await expect.poll(() => pathOf(page)).toBe("/docs/1.0/intro");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("search in a versioned site", () => {
  const box = (page: Page) => page.locator('input[type="search"][aria-label="Search"]');
  const results = (page: Page) => page.locator(".search-result");

  it("finds the pages of the version being read, each naming its version", async () => {
    const { page, errors, close } = await open("/docs/next/intro");
    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    await box(page).click();
    await box(page).fill("installation");
    await expect.poll(() => results(page).count()).toBeGreaterThan(0);
    const hrefs = await results(page).evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect(hrefs).toContain("/docs/next/install");
    expect(hrefs.every((href) => !href.startsWith("/docs/1.0") && (href.startsWith("/docs/next/") || !href.startsWith("/docs/")))).toBe(true);
    await expect(results(page).first().locator(".search-result-version").textContent()).resolves.toContain("Next 🚧");
    expect(requests.filter((p) => p.includes("search-index-docs-")).sort()).toEqual(["/search-index-docs-default-current.json"]);
    // A word of another version only: nothing in this one.
    await box(page).fill("obsidianite");
    await expect.poll(() => page.locator(".search-empty").count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it("searches the version an old page belongs to", async () => {
    const { page, close } = await open("/docs/1.0/intro");
    await box(page).click();
    await box(page).fill("obsidianite");
    await expect.poll(() => results(page).count()).toBeGreaterThan(0);
    await expect(results(page).first().getAttribute("href")).resolves.toMatch(/^\/docs\/1\.0\/intro/);
    await expect(results(page).first().locator(".search-result-version").textContent()).resolves.toContain("1.0 (old)");
    await close();
  });
});

describe("the pages of every version", () => {
  it("pass the Nu HTML Checker", async () => {
    const files = await fg("**/*.html", { cwd: out, absolute: true });
    expect(files.length).toBeGreaterThan(10);
    expect(await htmlErrors(files)).toEqual([]);
  }, 120_000);
});
