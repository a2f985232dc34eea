// Prefetching route data on the real site: links that come into view or are hovered, each
// route at most once, nothing on 2g or with data saver on.
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { sharedBrowser, waitForHydration } from "./browser.ts";
import { markWindow, routeDataRequests, sameDocument, settled } from "./runtime-helpers.ts";

let browser: Browser;
const site = inject("siteUrl");

beforeAll(async () => {
  browser = await sharedBrowser();
});

/**
 * Opens `path` and records its route-data requests from the start: those that reach the
 * network, and in the page (`fetched`) every fetch of route data as the runtime makes it, which
 * a test can read at once after an action instead of waiting for requests that may not come.
 */
async function open(path: string, initScript?: () => void): Promise<{ page: Page; requests: string[] }> {
  const page = await browser.newPage();
  if (initScript) await page.addInitScript(initScript);
  await page.addInitScript(() => {
    const w = window as unknown as { __routeFetches: string[] };
    w.__routeFetches = [];
    const own = window.fetch;
    window.fetch = (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.href);
      if (url.pathname.endsWith("/route.json")) w.__routeFetches.push(url.pathname);
      return own(input, init);
    };
  });
  const requests = routeDataRequests(page);
  await page.goto(site + path);
  await waitForHydration(page);
  await markWindow(page);
  return { page, requests };
}

/** The route data the page has fetched so far (see `open`). */
const fetched = (page: Page) => page.evaluate(() => (window as unknown as { __routeFetches: string[] }).__routeFetches);

const blogLink = (page: Page) => page.locator('nav[aria-label="Main"] a', { hasText: "Blog" }).first();

async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  // Each position for two frames: the intersection observer runs in between.
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((y) => new Promise((resolve) => (window.scrollTo(0, y), requestAnimationFrame(() => requestAnimationFrame(resolve)))), y);
  }
}

const duplicates = (paths: string[]) => paths.filter((p, i) => paths.indexOf(p) !== i);

describe("prefetching", () => {
  it("prefetches the data of links when they come into view", async () => {
    const { page, requests } = await open("blog");
    await expect.poll(() => requests, { timeout: 5000 }).toContain("/docs/getting-started/installation/route.json"); // the navbar's Docs link
    // The link to the second page sits at the bottom of the list: not fetched until seen.
    expect(requests).not.toContain("/blog/page/2/route.json");
    await page.locator('nav[aria-label="Blog list page navigation"] a').last().scrollIntoViewIfNeeded();
    await expect.poll(() => requests, { timeout: 5000 }).toContain("/blog/page/2/route.json");
    // The page's own data is embedded in it: never fetched.
    expect(requests).not.toContain("/blog/route.json");
    await page.close();
  });

  it("prefetches the data of a hovered link", async () => {
    // Without IntersectionObserver only hovering prefetches.
    const { page, requests } = await open("docs/getting-started/installation", () => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });
    await settled(page);
    expect(await fetched(page)).toEqual([]);
    expect(requests).toEqual([]);
    await blogLink(page).hover();
    await expect.poll(() => requests, { timeout: 5000 }).toEqual(["/blog/route.json"]);
    await page.mouse.move(0, 0);
    await blogLink(page).hover();
    await settled(page);
    expect(await fetched(page)).toEqual(["/blog/route.json"]);
    expect(requests).toEqual(["/blog/route.json"]);
    await page.close();
  });

  it("fetches each route at most once: in view, hovered, navigated to and back", async () => {
    const { page, requests } = await open("docs/scanners/nmap");
    await scrollThrough(page);
    for (const link of await page.locator('nav[aria-label="Docs sidebar"] a').all()) {
      if (await link.isVisible()) await link.hover();
    }
    await blogLink(page).click();
    await page.waitForURL(site + "blog");
    await scrollThrough(page);
    await page.goBack();
    await page.waitForURL(site + "docs/scanners/nmap");
    await page.goForward();
    await page.waitForURL(site + "blog");
    await settled(page);
    expect(await sameDocument(page)).toBe(true);
    const asked = await fetched(page);
    expect(asked.length).toBeGreaterThan(20);
    expect(duplicates(asked)).toEqual([]);
    // Every fetch reached the network by now.
    await expect.poll(() => requests.length).toBeGreaterThanOrEqual(asked.length);
    expect(duplicates(requests)).toEqual([]);
    expect(requests).not.toContain("/docs/scanners/nmap/route.json");
    await page.close();
  });

  for (const [name, connection] of [
    ["on a 2g connection", { effectiveType: "2g", saveData: false }],
    ["on slow-2g", { effectiveType: "slow-2g", saveData: false }],
    ["with data saver on", { effectiveType: "4g", saveData: true }],
  ] as const) {
    it(`prefetches nothing ${name}, but links still navigate on the client`, async () => {
      const { page, requests } = await open(
        "docs/getting-started/installation",
        new Function(
          `Object.defineProperty(Navigator.prototype, "connection", { configurable: true, get: () => (${JSON.stringify(connection)}) });`,
        ) as () => void,
      );
      expect(await page.evaluate(() => (navigator as unknown as { connection: object }).connection)).toEqual(connection);
      await blogLink(page).hover();
      await scrollThrough(page);
      await settled(page);
      expect(await fetched(page)).toEqual([]);
      expect(requests).toEqual([]);
      await blogLink(page).click();
      await page.waitForURL(site + "blog");
      await page.waitForSelector("main article");
      expect(requests).toEqual(["/blog/route.json"]);
      expect(await sameDocument(page)).toBe(true);
      await page.close();
    });
  }
});
