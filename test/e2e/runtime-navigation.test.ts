// The client router on the real site: exact-match routes, `.html` normalisation, scrolling,
// back/forward positions, the progress bar, and the full-load fallback of failed fetches.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { join } from "node:path";
import { launchBrowser, waitForHydration, watchErrors } from "./browser.ts";
import { addLink, markWindow, recordElement, recorded, routeDataRequests, sameDocument, sleep } from "./runtime-helpers.ts";

let browser: Browser;
const site = inject("siteUrl");
const INSTALLATION = "docs/getting-started/installation";

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function open(path: string, prepare?: (page: Page) => Promise<unknown>): Promise<Page> {
  const page = await browser.newPage();
  await prepare?.(page);
  await page.goto(site + path);
  await waitForHydration(page);
  await markWindow(page);
  return page;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
async function scrollTo(page: Page, y: number) {
  await page.evaluate((y) => window.scrollTo(0, y), y);
  await sleep(100); // the scroll event fires with the next frame
}

describe("client-side navigation", () => {
  it("follows links of the site without a page load and updates title and description", async () => {
    const served = await (await fetch(site + "blog")).text();
    const page = await open(INSTALLATION);
    const errors = watchErrors(page);
    await page.locator('nav[aria-label="Main"] a', { hasText: "Blog" }).first().click();
    await page.waitForURL(site + "blog");
    await page.waitForSelector("main article");
    expect(await sameDocument(page)).toBe(true);
    // The same title and description as the page the server sends.
    expect(await page.title()).toBe(/<title>(.*?)<\/title>/.exec(served)![1]);
    expect(await page.getAttribute('meta[name="description"]', "content")).toBe(/<meta name="description" content="(.*?)">/.exec(served)![1]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("normalises links ending in .html or index.html to the bare path", async () => {
    const page = await open(INSTALLATION);
    const requests: string[] = [];
    page.on("request", (r) => requests.push(new URL(r.url()).pathname));
    for (const [href, bare] of [
      ["/docs/scanners/nmap.html", "/docs/scanners/nmap"],
      ["/docs/scanners/nikto/index.html", "/docs/scanners/nikto"],
      ["/docs/scanners/trivy/", "/docs/scanners/trivy"],
    ] as const) {
      await addLink(page, href);
      await page.locator("a.injected-link").last().click();
      await page.waitForURL(site + bare.slice(1));
      await page.waitForFunction((bare) => document.querySelector("link[rel=canonical]") && location.pathname === bare, bare);
      expect(await page.locator("article h1").textContent()).toMatch(new RegExp(bare.split("/").pop()!, "i"));
    }
    expect(await sameDocument(page)).toBe(true);
    expect(requests.filter((p) => p.endsWith(".html") || p.endsWith("/"))).toEqual([]);
    await page.close();
  });

  it("shows the bare address when a page is opened as .html or index.html", async () => {
    const file = join(inject("siteOutDir"), "docs/scanners/nmap/index.html");
    for (const opened of ["docs/scanners/nmap/index.html", "docs/scanners/nmap.html"]) {
      const page = await browser.newPage();
      // Served as they are (like a plain file host), not redirected as `sitec serve` does.
      await page.route(site + opened, (route) => route.fulfill({ path: file, contentType: "text/html" }));
      await page.goto(site + opened + "?q=1#configuration");
      await waitForHydration(page);
      await page.waitForURL(site + "docs/scanners/nmap?q=1#configuration");
      expect(await page.locator("#sitec-base-url-banner").count()).toBe(0);
      await page.close();
    }
  });

  it("renders the not-found page for unknown paths (routes match exactly)", async () => {
    for (const unknown of ["/no/such/page", "/docs/scanners/NMAP"]) {
      const page = await open(INSTALLATION);
      await addLink(page, unknown);
      const response = page.waitForResponse((r) => new URL(r.url()).pathname === unknown);
      await page.locator("a.injected-link").click();
      expect((await response).status()).toBe(404);
      await page.waitForSelector("h1:text('Page not found')");
      expect(new URL(page.url()).pathname).toBe(unknown);
      await page.close();
    }
  });
});

describe("scrolling", () => {
  it("scrolls to the hash target after navigation, or to the top without a hash", async () => {
    const page = await open(INSTALLATION);
    await scrollTo(page, 3000);
    await addLink(page, "/docs/scanners/nmap#cascading-rules");
    await page.locator("a.injected-link").click();
    await page.waitForURL(site + "docs/scanners/nmap#cascading-rules");
    await page.waitForFunction(() => {
      const top = document.getElementById("cascading-rules")?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < 120;
    });
    expect(await scrollY(page)).toBeGreaterThan(500);

    await page.locator("a.injected-link").evaluate((a: HTMLAnchorElement) => (a.href = "/docs/scanners/nikto"));
    await page.locator("a.injected-link").click();
    await page.waitForURL(site + "docs/scanners/nikto");
    await page.waitForFunction(() => location.pathname === "/docs/scanners/nikto" && window.scrollY === 0);
    expect(await sameDocument(page)).toBe(true);
    await page.close();
  });

  it("restores the position on back and forward, also across a reload", async () => {
    const page = await open(INSTALLATION);
    await scrollTo(page, 2500);
    await addLink(page, "/docs/scanners/nmap");
    await page.locator("a.injected-link").click();
    await page.waitForURL(site + "docs/scanners/nmap");
    await page.waitForFunction(() => window.scrollY === 0);
    await scrollTo(page, 1800);

    await page.goBack();
    await page.waitForURL(site + INSTALLATION);
    await page.waitForFunction(() => Math.abs(window.scrollY - 2500) <= 1);
    await page.goForward();
    await page.waitForURL(site + "docs/scanners/nmap");
    await page.waitForFunction(() => Math.abs(window.scrollY - 1800) <= 1);
    expect(await sameDocument(page)).toBe(true);

    // A same-page anchor adds an entry too; back returns to where the reader was.
    await page.locator('nav[aria-label="On this page"] a').nth(1).click();
    await page.waitForURL(/\/docs\/scanners\/nmap#.+/);
    await page.waitForFunction(() => Math.abs(window.scrollY - 1800) > 1);
    await page.goBack();
    await page.waitForURL(site + "docs/scanners/nmap");
    await page.waitForFunction(() => Math.abs(window.scrollY - 1800) <= 1);

    await page.reload();
    await waitForHydration(page);
    expect(Math.abs((await scrollY(page)) - 1800)).toBeLessThanOrEqual(1);
    await page.close();
  });
});

describe("progress bar", () => {
  const BAR = ".progress-bar[role=progressbar]";

  it("appears only after 200 ms, starts at 0.08, trickles, then completes and goes away", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = await open(INSTALLATION, (page) =>
      page.route("**/blog/route.json", async (route) => {
        await held;
        await route.continue();
      }),
    );
    await recordElement(page, BAR);
    await page.locator('nav[aria-label="Main"] a', { hasText: "Blog" }).first().click();
    await page.waitForSelector(BAR);
    await sleep(1800); // two trickles
    release();
    await page.waitForURL(site + "blog");
    await page.waitForSelector(BAR, { state: "detached" });

    const records = (await recorded(page, BAR)).filter((r) => r.present);
    expect(records[0]!.t).toBeGreaterThanOrEqual(195);
    expect(records[0]!.value).toBe("0.080");
    const values = records.map((r) => Number(r.value));
    expect(values.slice(0, 3)).toEqual([0.08, 0.18, 0.28]);
    // The trickle runs every 800 ms.
    expect(records[1]!.t - records[0]!.t).toBeGreaterThanOrEqual(790);
    expect(records[1]!.t - records[0]!.t).toBeLessThan(1200);
    expect(values.at(-1)).toBe(1);
    expect(await sameDocument(page)).toBe(true);
    await page.close();
  });

  it("never appears when the navigation takes less than 200 ms", async () => {
    let loaded!: Promise<unknown>;
    const page = await open(INSTALLATION, async (page) => {
      loaded = page.waitForResponse((r) => r.url().endsWith("/blog/route.json"));
    });
    const link = page.locator('nav[aria-label="Main"] a', { hasText: "Blog" }).first();
    await link.hover();
    await loaded; // prefetched: the navigation needs no network
    await recordElement(page, BAR);
    await link.click();
    await page.waitForURL(site + "blog");
    await sleep(500);
    expect((await recorded(page, BAR)).filter((r) => r.present)).toEqual([]);
    await page.close();
  });
});

describe("failed route data", () => {
  for (const [name, fail] of [
    ["a network error", (route: import("playwright-core").Route) => route.abort()],
    ["an HTTP error", (route: import("playwright-core").Route) => route.fulfill({ status: 500, body: "broken" })],
  ] as const) {
    it(`falls back to a full page load of the target on ${name}`, async () => {
      const page = await open(INSTALLATION, (page) => page.route("**/blog/route.json", fail));
      await page.locator('nav[aria-label="Main"] a', { hasText: "Blog" }).first().click();
      await page.waitForURL(site + "blog");
      await waitForHydration(page);
      expect(await page.locator("main article").count()).toBeGreaterThan(0);
      expect(await sameDocument(page)).toBe(false);
      await page.close();
    });
  }
});

describe("render crash", () => {
  it("shows 'This page crashed.' with 'Try again' inside the layout; other pages still work", async () => {
    const page = await open(INSTALLATION, (page) =>
      page.route("**/blog/route.json", async (route) => {
        const data = await (await route.fetch()).json();
        data.props.posts = null; // the blog list maps over its posts: this makes it throw
        await route.fulfill({ json: data });
      }),
    );
    await page.locator('nav[aria-label="Main"] a', { hasText: "Blog" }).first().click();
    await page.waitForURL(site + "blog");
    const alert = page.locator("main [role=alert]");
    await expect.poll(() => alert.locator("h1").textContent()).toBe("This page crashed.");
    // Try again renders the page again (with the same broken data it crashes again).
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => page.locator("main [role=alert] h1").textContent()).toBe("This page crashed.");
    // The layout survived: the navbar still navigates, and the next page renders.
    await page.locator('nav[aria-label="Main"] a', { hasText: "Docs" }).first().click();
    await page.waitForURL(site + INSTALLATION);
    await page.waitForSelector("article h1");
    expect(await page.locator("main [role=alert]").count()).toBe(0);
    expect(await sameDocument(page)).toBe(true);
    await page.close();
  });
});

describe("hydration", () => {
  it("keeps the colour toggle disabled and the page readable until the bundle has run", async () => {
    const page = await browser.newPage();
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(site + INSTALLATION);
    await sleep(500);
    expect(await page.locator("button.color-mode-toggle").first().isDisabled()).toBe(true);
    expect(await page.locator("article h1").textContent()).toMatch(/install/i);
    expect(await page.locator("#sitec-base-url-banner").count()).toBe(0);
    await page.unroute("**/assets/*.js");
    await page.reload();
    await waitForHydration(page);
    expect(await page.locator("button.color-mode-toggle").first().isDisabled()).toBe(false);
    await page.close();
  });
});
