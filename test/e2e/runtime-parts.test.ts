// Lazily loaded parts and the error boundary, on the runtime fixture (test/fixtures/runtime-site):
// its /lazy-part page loads a component from its own chunk, its /crash page throws on demand.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page, Route } from "playwright-core";
import type { Server } from "node:http";
import { join } from "node:path";
import { serve } from "../../src/server/serve.ts";
import { buildSite, FIXTURES, removeAll, tempDir } from "../helpers/fixtures.ts";
import { launchBrowser, waitForHydration } from "./browser.ts";
import { markWindow, recordElement, recorded, sameDocument, sleep } from "./runtime-helpers.ts";

let browser: Browser;
let server: Server;
let root: string;
let site: string;

beforeAll(async () => {
  root = await tempDir("sitec-runtime-");
  await buildSite(join(FIXTURES, "runtime-site"), join(root, "build"), { strict: true, minify: true });
  ({ server, url: site } = await serve({ dir: join(root, "build"), port: 0, host: "127.0.0.1" }));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  await removeAll(root);
});

const SPINNER = ".lazy-loading[role=status]";
const HEAVY = "p.heavy-part";

/** Opens the lazy-part page; chunk requests made after it loaded go through `onChunk`. */
async function openLazyPage(onChunk: (route: Route, attempt: number) => Promise<void>): Promise<{ page: Page; attempts: () => number }> {
  const page = await browser.newPage();
  await page.goto(site + "lazy-part");
  await waitForHydration(page);
  let attempts = 0;
  await page.route("**/assets/chunk-*.js", (route) => onChunk(route, ++attempts));
  await recordElement(page, SPINNER);
  await recordElement(page, HEAVY);
  return { page, attempts: () => attempts };
}

describe("lazy parts", () => {
  it("load on demand and show no spinner when the chunk arrives within 200 ms", async () => {
    const { page, attempts } = await openLazyPage((route) => route.continue());
    expect(attempts()).toBe(0);
    await page.getByRole("button", { name: "Show the heavy part" }).click();
    await page.waitForSelector(HEAVY);
    expect(attempts()).toBe(1);
    expect(await page.locator(HEAVY).textContent()).toBe("Hello from the heavy part");
    // How fast the chunk arrives depends on the machine, so assert what holds on any machine:
    // the spinner never shows before 200 ms, and when the part came sooner, not at all.
    const shown = (await recorded(page, SPINNER)).filter((r) => r.present);
    expect(shown.every((r) => r.t >= 195)).toBe(true);
    const arrived = (await recorded(page, HEAVY)).find((r) => r.present)?.t;
    if (arrived !== undefined && arrived < 190) expect(shown).toEqual([]);
    await page.close();
  });

  it("show a spinner after 200 ms while the chunk is slow", async () => {
    const { page } = await openLazyPage(async (route) => {
      await sleep(1000);
      await route.continue();
    });
    await page.getByRole("button", { name: "Show the heavy part" }).click();
    await page.waitForSelector(SPINNER);
    expect(await page.locator(SPINNER).textContent()).toBe("Loading the heavy part…");
    await page.waitForSelector(HEAVY);
    expect(await page.locator(SPINNER).count()).toBe(0);
    const shown = (await recorded(page, SPINNER)).filter((r) => r.present);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.t).toBeGreaterThanOrEqual(195);
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
