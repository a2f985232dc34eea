// The smallest end-to-end check: the home page loads and hydrates, and the Docs link
// reaches the main doc through client-side navigation (no full page load).
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import { sharedBrowser, waitForHydration, watchErrors } from "./browser.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});

describe("smoke", () => {
  it("loads and hydrates the home page, then navigates to the main doc without a reload", async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const response = await page.goto(inject("siteUrl"));
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(await page.locator("h1").first().textContent()).toBe("secureCodeBox");
    expect(await page.getAttribute("html", "data-theme")).toBe("light");

    // A marker on window survives client-side navigation but not a full page load.
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await page.locator('nav[aria-label="Main"] a', { hasText: "Docs" }).first().click();
    await page.waitForURL(/\/docs\/getting-started\/installation$/);
    await page.waitForSelector("article h1");
    expect(await page.locator("article h1").textContent()).toMatch(/install/i);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    // Route JSON leaves the sidebar out; the client loads it from its own file and renders the
    // page's part of it: its own category open, a closed one as a link to its page.
    await page.waitForSelector('nav[aria-label="Docs sidebar"] a[aria-current="page"][href$="/docs/getting-started/installation"]', { state: "attached" });
    expect(await page.locator('nav[aria-label="Docs sidebar"] a[href$="/docs/getting-started/first-scans"]').count()).toBe(1);
    expect(await page.locator('nav[aria-label="Docs sidebar"] a[href$="/docs/scanners"]').allTextContents()).toEqual(["Scanners", "Show the pages of Scanners"]);
    expect(await page.title()).toMatch(/\| secureCodeBox$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("answers unknown paths with the not-found page and status 404", async () => {
    const page = await browser.newPage();
    const response = await page.goto(inject("siteUrl") + "no/such/page");
    expect(response?.status()).toBe(404);
    expect(await page.locator("h1").textContent()).toBe("Page not found");
    await page.close();
  });
});
