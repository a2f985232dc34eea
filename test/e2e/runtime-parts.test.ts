// Lazily loaded parts and the error boundary, on the runtime fixture (test/fixtures/runtime-site):
// its /lazy-part page loads a component from its own chunk, its /crash page throws on demand.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page, Route } from "playwright-core";
import type { Server } from "node:http";
import { join } from "node:path";
import { serve } from "../../src/server/serve.ts";
import { buildSite, FIXTURES, removeAll, tempDir } from "../helpers/fixtures.ts";
import { sharedBrowser, waitForHydration } from "./browser.ts";
import { markWindow, pauseClock, recordElement, recorded, sameDocument } from "./runtime-helpers.ts";

let browser: Browser;
let server: Server;
let root: string;
let site: string;

beforeAll(async () => {
  root = await tempDir("sitec-runtime-");
  await buildSite(join(FIXTURES, "runtime-site"), join(root, "build"), { strict: true, minify: true });
  ({ server, url: site } = await serve({ dir: join(root, "build"), port: 0, host: "127.0.0.1" }));
  browser = await sharedBrowser();
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await removeAll(root);
});

const SPINNER = ".lazy-loading[role=status]";
const HEAVY = "p.heavy-part";

/**
 * Opens the lazy-part page; chunk requests made after it loaded go through `onChunk`. With
 * `pausedClock`, the page's clock stands still from then on and moves only with `runFor`.
 */
async function openLazyPage(
  onChunk: (route: Route, attempt: number) => Promise<void>,
  { pausedClock = false } = {},
): Promise<{ page: Page; attempts: () => number }> {
  const page = await browser.newPage();
  if (pausedClock) await page.clock.install();
  await page.goto(site + "lazy-part");
  await waitForHydration(page);
  if (pausedClock) await pauseClock(page);
  let attempts = 0;
  await page.route("**/assets/chunk-*.js", (route) => onChunk(route, ++attempts));
  await recordElement(page, SPINNER);
  await recordElement(page, HEAVY);
  return { page, attempts: () => attempts };
}

/** Chunk requests wait until `release` is called. */
function heldChunks() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return {
    release,
    onChunk: async (route: Route) => {
      await held;
      await route.continue();
    },
  };
}

/** Whether the element was ever in the page, in order of the changes `recordElement` saw. */
const presence = async (page: Page, selector: string) => (await recorded(page, selector)).map((r) => r.present);

describe("lazy parts", () => {
  it("load on demand and show no spinner when the chunk arrives within 200 ms", async () => {
    const { release, onChunk } = heldChunks();
    const { page, attempts } = await openLazyPage(onChunk, { pausedClock: true });
    expect(attempts()).toBe(0);
    await page.getByRole("button", { name: "Show the heavy part" }).click();
    await expect.poll(attempts).toBe(1);
    await page.clock.runFor(199);
    release();
    await page.waitForSelector(HEAVY);
    expect(await page.locator(HEAVY).textContent()).toBe("Hello from the heavy part");
    // Long after, too: a loaded part never shows the spinner.
    await page.clock.runFor(5000);
    expect(await presence(page, SPINNER)).toEqual([false]);
    expect(attempts()).toBe(1);
    await page.close();
  });

  it("show a spinner after 200 ms while the chunk is slow", async () => {
    const { release, onChunk } = heldChunks();
    const { page } = await openLazyPage(onChunk, { pausedClock: true });
    await page.getByRole("button", { name: "Show the heavy part" }).click();
    await page.clock.runFor(199);
    expect(await page.locator(SPINNER).count()).toBe(0);
    await page.clock.runFor(1);
    expect(await page.locator(SPINNER).count()).toBe(1);
    expect(await page.locator(SPINNER).textContent()).toBe("Loading the heavy part…");
    release();
    await page.waitForSelector(HEAVY);
    expect(await page.locator(SPINNER).count()).toBe(0);
    expect(await presence(page, SPINNER)).toEqual([false, true, false]);
    expect(await presence(page, HEAVY)).toEqual([false, true]);
    await page.close();
  });

  it("show an error text with Retry when the chunk fails, and Retry loads it again", async () => {
    const { page, attempts } = await openLazyPage((route, attempt) => (attempt === 1 ? route.abort() : route.continue()));
    await page.getByRole("button", { name: "Show the heavy part" }).click();
    const error = page.locator(".lazy-error[role=alert]");
    await error.waitFor();
    expect(await error.locator("p").textContent()).toMatch(/^Could not load the heavy part: .*dynamically imported module/);
    expect(await page.locator(HEAVY).count()).toBe(0);
    await error.getByRole("button", { name: "Retry" }).click();
    await page.waitForSelector(HEAVY);
    expect(attempts()).toBe(2);
    expect(await error.count()).toBe(0);
    await page.close();
  });
});

describe("error boundary", () => {
  it("shows 'This page crashed.' after a crash in client-side navigation; 'Try again' re-renders", async () => {
    const page = await browser.newPage();
    await page.goto(site);
    await waitForHydration(page);
    await markWindow(page);
    await page.evaluate(() => ((window as unknown as { __sitecCrash: boolean }).__sitecCrash = true));
    await page.locator('nav[aria-label="Main"] a', { hasText: "Crash" }).first().click();
    await page.waitForURL(site + "crash");
    const alert = page.locator("main [role=alert]");
    await alert.waitFor();
    expect(await alert.locator("h1").textContent()).toBe("This page crashed.");
    expect(await alert.textContent()).toContain("The crash page was told to crash.");

    await page.evaluate(() => ((window as unknown as { __sitecCrash: boolean }).__sitecCrash = false));
    await alert.getByRole("button", { name: "Try again" }).click();
    await page.waitForSelector("main h1:text('Crash page')");
    expect(await alert.count()).toBe(0);
    expect(await sameDocument(page)).toBe(true);
    await page.close();
  });

  it("catches a crash during hydration too, keeping the layout", async () => {
    const page = await browser.newPage();
    await page.addInitScript(() => ((window as unknown as { __sitecCrash: boolean }).__sitecCrash = true));
    await page.goto(site + "crash");
    await waitForHydration(page);
    const alert = page.locator("main [role=alert]");
    await alert.waitFor();
    expect(await alert.locator("h1").textContent()).toBe("This page crashed.");
    expect(await page.locator('nav[aria-label="Main"]').count()).toBe(1);
    await page.evaluate(() => ((window as unknown as { __sitecCrash: boolean }).__sitecCrash = false));
    await alert.getByRole("button", { name: "Try again" }).click();
    await page.waitForSelector("main h1:text('Crash page')");
    await page.close();
  });
});
