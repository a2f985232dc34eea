// Components in Markdown in Chromium (issue 43's "Done when"), on test/fixtures/mdx-site built
// and served by `sitec serve` under its Content-Security-Policy: MDX pages with two Tabs of one
// group (and a third on another page), <details>, the site's Counter (state, imported
// relatively) and an npm package's Toggle; a .md page with raw HTML whose <script> was removed.
// Tabs switch with the mouse and the keyboard, stay in sync across the group, across pages and
// across a reload; the islands work after client-side navigation; no console error and no CSP
// violation; with JavaScript off every panel is readable. Screenshots go to
// test-results/screenshots/.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdir } from "node:fs/promises";
import type { Server } from "node:http";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { serve } from "../../src/server/serve.ts";
import { buildSite, copyFixture, removeAll } from "../helpers/fixtures.ts";
import { sharedBrowser, waitForHydration, watchCspViolations, watchErrors } from "./browser.ts";

const SCREENSHOTS = fileURLToPath(new URL("../../test-results/screenshots/", import.meta.url));

let site: string;
let server: Server | undefined;
let siteUrl: string;
let browser: Browser;

beforeAll(async () => {
  site = await copyFixture("mdx-site");
  const out = join(site, "..", "build");
  // Not strict: the raw HTML page's <script> is removed with a warning.
  await buildSite(site, out, { strict: false });
  ({ url: siteUrl, server } = await serve({ dir: out, port: 0, host: "127.0.0.1" }));
  browser = await sharedBrowser();
  await mkdir(SCREENSHOTS, { recursive: true });
}, 120_000);

afterAll(async () => {
  if (server) await new Promise((r) => server!.close(r));
  if (site) await removeAll(join(site, ".."));
});

interface Watched {
  context: BrowserContext;
  page: Page;
  errors: string[];
  violations(): Promise<string[]>;
}

/** A page in a context of its own that records console errors and every CSP violation. */
async function watchedPage(options: { javaScriptEnabled?: boolean } = {}): Promise<Watched> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const errors = watchErrors(page);
  const violations = await watchCspViolations(page);
  return { context, page, errors, violations };
}

/** The value each hydrated tablist of the page has selected, in order. */
const selectedTabs = (page: Page) => page.locator('[role="tablist"] [role="tab"][aria-selected="true"]').allTextContents();

async function tabsReady(page: Page, count: number): Promise<void> {
  await waitForHydration(page);
  await page.locator('[role="tablist"]').nth(count - 1).waitFor();
}

describe("an MDX site in Chromium", () => {
  it("switches tabs with the mouse and the keyboard, in sync across the group, pages and a reload", async () => {
    const { context, page, errors, violations } = await watchedPage();
    await page.goto(siteUrl + "docs/guide");
    await tabsReady(page, 2);
    expect(await selectedTabs(page)).toEqual(["Helm", "Helm"]);
    await page.screenshot({ path: join(SCREENSHOTS, "mdx-guide-1280.png"), fullPage: true });

    // The mouse: the second Tabs of the group follows the first.
    await page.getByRole("tab", { name: "kubectl" }).first().click();
    expect(await selectedTabs(page)).toEqual(["kubectl", "kubectl"]);
    expect(await page.getByText("Apply the manifests with kubectl.").isVisible()).toBe(true);
    expect(await page.getByText("Upgrade by applying the new manifests.").isVisible()).toBe(true);
    expect(await page.getByText("Upgrade with `helm upgrade`.").count()).toBe(0);
    expect(await page.locator("text=Upgrade with").isVisible()).toBe(false);

    // The keyboard (ARIA tabs pattern): arrows move the choice and the focus, Home and End too.
    await page.getByRole("tab", { name: "kubectl" }).nth(1).focus();
    await page.keyboard.press("ArrowLeft");
    expect(await selectedTabs(page)).toEqual(["Helm", "Helm"]);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Helm");
    await page.keyboard.press("End");
    expect(await selectedTabs(page)).toEqual(["kubectl", "kubectl"]);
    expect(await page.locator("text=Upgrade by applying").isVisible()).toBe(true);

    // Remembered across a reload, and on another page of the group.
    await page.reload();
    await tabsReady(page, 2);
    expect(await selectedTabs(page)).toEqual(["kubectl", "kubectl"]);
    await page.goto(siteUrl + "docs/tabs");
    await tabsReady(page, 1);
    expect(await selectedTabs(page)).toEqual(["kubectl"]);
    expect(await page.getByText("Kubectl text.").isVisible()).toBe(true);
    expect(await page.getByText("Helm text.").isVisible()).toBe(false);

    expect(errors).toEqual([]);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it("starts the site's and the npm package's islands after client-side navigation", async () => {
    const { context, page, errors, violations } = await watchedPage();
    await page.goto(siteUrl + "docs/reference");
    await waitForHydration(page);
    await page.evaluate(() => ((window as typeof window & { __samePage?: boolean }).__samePage = true));
    await page.locator("a.menu-link[href=\"/docs/guide\"]").click();
    await page.waitForURL(/\/docs\/guide$/);
    await page.getByRole("button", { name: "Clicked 2 times" }).waitFor();
    // Client-side: the document is the one loaded first.
    expect(await page.evaluate(() => (window as typeof window & { __samePage?: boolean }).__samePage)).toBe(true);
    await page.locator('[role="tablist"]').first().waitFor();
    await page.getByRole("button", { name: "Clicked 2 times" }).click();
    await page.getByRole("button", { name: "Clicked 3 times" }).waitFor({ timeout: 5_000 });
    await page.getByRole("button", { name: "Verbose output: off" }).click();
    expect(await page.getByRole("button", { name: "Verbose output: on" }).getAttribute("aria-pressed")).toBe("true");
    // <details> opens.
    await page.getByText("What the chart installs").click();
    expect(await page.getByText("The operator and its CRDs.").isVisible()).toBe(true);
    expect(errors).toEqual([]);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it("shows raw HTML of a .md page without its removed script, with no CSP violation", async () => {
    const { context, page, errors, violations } = await watchedPage();
    await page.goto(siteUrl + "docs/raw");
    await waitForHydration(page);
    expect(await page.title()).not.toContain("changed by a script");
    expect(await page.locator(".markdown script").count()).toBe(0);
    await page.getByText("More about raw HTML").click();
    expect(await page.getByText("Markdown inside the HTML block.").isVisible()).toBe(true);
    expect(await page.locator('p[align="center"], p.align-center').count()).toBe(1);
    await page.screenshot({ path: join(SCREENSHOTS, "mdx-raw-html-1280.png"), fullPage: true });
    expect(errors).toEqual([]);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it("shows every panel with JavaScript off, and <details> opens", async () => {
    const { context, page } = await watchedPage({ javaScriptEnabled: false });
    await page.goto(siteUrl + "docs/guide");
    for (const text of ["Run", "Apply the manifests with kubectl.", "Upgrade by applying the new manifests."]) {
      expect(await page.locator(".tab-panel", { hasText: text }).first().isVisible(), text).toBe(true);
    }
    expect(await page.locator("text=Upgrade with").isVisible()).toBe(true);
    expect(await page.locator(".tab-caption").allTextContents()).toEqual(["Helm", "kubectl", "Helm", "kubectl"]);
    await page.getByText("What the chart installs").click();
    expect(await page.getByText("The operator and its CRDs.").isVisible()).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, "mdx-guide-no-js-1280.png"), fullPage: true });
    await page.goto(siteUrl + "docs/tabs");
    expect(await page.getByText("Kubectl text.").isVisible()).toBe(true);
    expect(await page.getByText("Helm text.").isVisible()).toBe(true);
    await context.close();
  });
});
