// Docusaurus pages in Chromium (test/fixtures/docusaurus-pages): `@docusaurus/Link` navigates on
// the client like the theme's own links, `@docusaurus/BrowserOnly` renders its children once the
// page has hydrated, and `useColorMode` reads and changes the page's colour mode.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dirname, join } from "node:path";
import type { Browser } from "playwright-core";
import { serve } from "../../src/server/serve.ts";
import { buildSite, copyFixture, removeAll } from "../helpers/fixtures.ts";
import { sharedBrowser, watchErrors } from "./browser.ts";
import { contextWith, hydrated } from "./theme-helpers.ts";

let browser: Browser;
let site: { url: string; close: () => Promise<void> };

async function serveFixture(): Promise<{ url: string; close: () => Promise<void> }> {
  const dir = await copyFixture("docusaurus-pages");
  const root = dirname(dir);
  const out = join(root, "build");
  await buildSite(dir, out, { strict: true });
  const { server, url } = await serve({ dir: out, port: 0, host: "127.0.0.1", baseUrl: "/lantern/" });
  return {
    url,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await removeAll(root);
    },
  };
}

beforeAll(async () => {
  [browser, site] = await Promise.all([sharedBrowser(), serveFixture()]);
});
afterAll(async () => {
  await site?.close();
});

async function open(path: string, mode?: "light" | "dark") {
  const context = await contextWith(browser, { mode });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.url + path);
  await hydrated(page);
  return { page, errors, close: () => context.close() };
}

describe("Docusaurus pages in the browser", () => {
  it("renders BrowserOnly's children after hydration", async () => {
    const { page, errors, close } = await open("");
    await expect.poll(() => page.locator("#browser-only").textContent()).toBe("Planner ready in /lantern/");
    expect(errors).toEqual([]);
    await close();
  });

  it("navigates on the client when a Link is clicked", async () => {
    const { page, errors, close } = await open("");
    await page.evaluate(() => ((window as unknown as { __stay: boolean }).__stay = true));
    await page.locator("#to-help").click();
    await expect.poll(() => page.locator(".help h1").textContent()).toBe("How can we help?");
    expect(new URL(page.url()).pathname).toBe("/lantern/help");
    // The same document: no page load happened.
    expect(await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay)).toBe(true);
    await expect.poll(() => page.title()).toBe("Help | Lantern Tools");
    expect(await page.locator("#environment").textContent()).toBe("browser, dom, internal");
    expect(errors).toEqual([]);
    await close();
  });

  it("keeps one main element when a page with its own <main> is hydrated and navigated to and from", async () => {
    const { page, errors, close } = await open("walks");
    const mains = () => page.locator("main").count();
    expect(await mains()).toBe(1);
    expect(await page.locator("main#walks").count()).toBe(1);
    await page.locator("#walks-to-help").click();
    await expect.poll(() => page.locator(".help h1").textContent()).toBe("How can we help?");
    expect(await page.locator("main#main-content").count()).toBe(1);
    await page.goBack();
    await expect.poll(() => page.locator("main#walks").count()).toBe(1);
    expect(await mains()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it("reads and changes the colour mode with useColorMode", async () => {
    const { page, errors, close } = await open("", "dark");
    await expect.poll(() => page.locator("#mode-name").textContent()).toBe("dark");
    await page.locator("#mode-switch").click();
    await expect.poll(() => page.locator("#mode-name").textContent()).toBe("light");
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    // The theme's toggle changes what the hook reads.
    await page.locator("button.color-mode-toggle:visible").first().click();
    await expect.poll(() => page.locator("#mode-name").textContent()).toBe("dark");
    expect(errors).toEqual([]);
    await close();
  });
});
