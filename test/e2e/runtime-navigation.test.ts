// The client router on the real site: exact-match routes, `.html` normalisation, scrolling,
// back/forward positions, the progress bar, and the full-load fallback of failed fetches.
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { join } from "node:path";
import { sharedBrowser, waitForHydration, watchErrors } from "./browser.ts";
import { addLink, markWindow, pauseClock, recordElement, recorded, routeDataRequests, sameDocument } from "./runtime-helpers.ts";

let browser: Browser;
const site = inject("siteUrl");
const INSTALLATION = "docs/getting-started/installation";

beforeAll(async () => {
  browser = await sharedBrowser();
});

async function open(path: string, prepare?: (page: Page) => Promise<unknown>): Promise<Page> {
  const page = await browser.newPage();
  await prepare?.(page);
  await page.goto(site + path);
  await waitForHydration(page);
  await markWindow(page);
  return page;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** Scrolls to `y` and waits for the scroll event (with the next frame), which the router records. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        const before = window.scrollY;
        window.addEventListener("scroll", () => resolve(), { once: true });
        window.scrollTo(0, y);
        if (window.scrollY === before) resolve();
      }),
    y,
  );
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
  const BLOG_LIST = 'nav[aria-label="Blog list page navigation"]';

  /**
   * Opens the installation page with the page's clock paused and the blog's route data held
   * back until `release` is called: the navigation to the blog then takes exactly as long as
   * the test moves the clock on.
   */
  async function openWithHeldBlogData() {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const page = await open(INSTALLATION, async (page) => {
      await page.clock.install();
      await page.route("**/blog/route.json", async (route) => {
        await held;
        await route.continue();
      });
    });
    await pauseClock(page);
    await recordElement(page, BAR);
    /** The bar's value and opacity as it stands, or null while there is none. */
    const bar = () =>
      page.evaluate((selector) => {
        const element = document.querySelector<HTMLElement>(selector);
        return element && { value: element.getAttribute("aria-valuenow"), opacity: element.style.opacity };
      }, BAR);
    return { page, release, bar };
  }

  it("appears after 200 ms (not at 199), starts at 0.08, trickles every 800 ms, then completes and goes away", async () => {
    const { page, release, bar } = await openWithHeldBlogData();
    await page.locator('nav[aria-label="Main"] a', { hasText: "Blog" }).first().click();
    await page.clock.runFor(199);
    expect(await bar()).toBeNull();
    await page.clock.runFor(1);
    expect(await bar()).toEqual({ value: "0.080", opacity: "1" });
    // The trickle moves it on every 800 ms, no sooner.
    await page.clock.runFor(799);
    expect(await bar()).toEqual({ value: "0.080", opacity: "1" });
    await page.clock.runFor(1);
    expect(await bar()).toEqual({ value: "0.180", opacity: "1" });
    await page.clock.runFor(799);
    expect(await bar()).toEqual({ value: "0.180", opacity: "1" });
    await page.clock.runFor(1);
    expect(await bar()).toEqual({ value: "0.280", opacity: "1" });

    // The data arrives: the bar runs to the end at once, fades out one `speed` later and is
    // removed one more `speed` after that.
    release();
    await page.waitForSelector(BLOG_LIST);
    expect(await bar()).toEqual({ value: "1.000", opacity: "1" });
    await page.clock.runFor(199);
    expect(await bar()).toEqual({ value: "1.000", opacity: "1" });
    await page.clock.runFor(1);
    expect(await bar()).toEqual({ value: "1.000", opacity: "0" });
    await page.clock.runFor(199);
    expect(await bar()).toEqual({ value: "1.000", opacity: "0" });
    await page.clock.runFor(1);
    expect(await bar()).toBeNull();

    const steps = (await recorded(page, BAR)).map((r) => (r.present ? r.value : "absent"));
    expect(steps).toEqual(["absent", "0.080", "0.180", "0.280", "1.000", "absent"]);
    expect(page.url()).toBe(site + "blog");
    expect(await sameDocument(page)).toBe(true);
    await page.close();
  });

  it("never appears when the navigation ends before 200 ms", async () => {
    const { page, release } = await openWithHeldBlogData();
    await page.locator('nav[aria-label="Main"] a', { hasText: "Blog" }).first().click();
    await page.clock.runFor(199);
    release();
    await page.waitForSelector(BLOG_LIST);
    expect(page.url()).toBe(site + "blog");
    // Long after: the delay was cancelled with the navigation's end.
    await page.clock.runFor(5000);
    expect(await recorded(page, BAR)).toEqual([{ present: false, value: null }]);
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
    let refused = 0;
    await page.route("**/assets/*.js", (route) => (refused++, route.abort()));
    // Loaded: the page's scripts were asked for (and refused) before the load event.
    await page.goto(site + INSTALLATION);
    expect(refused).toBeGreaterThan(0);
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
