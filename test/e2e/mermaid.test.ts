// Mermaid diagrams in Chromium (test/fixtures/mermaid-site, served by `sitec serve` with its
// per-page Content-Security-Policy): drawn from ```mermaid blocks and `@theme/Mermaid`, again in
// the other theme when the colour mode changes, an error and the source for a diagram Mermaid
// cannot read, the source without JavaScript, and no Mermaid code on a page without a diagram.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { sharedBrowser, watchCspViolations, watchErrors } from "./browser.ts";
import { contextWith, hydrated, serveFixture } from "./theme-helpers.ts";

let browser: Browser;
let site: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  [browser, site] = await Promise.all([sharedBrowser(), serveFixture("mermaid-site")]);
});
afterAll(async () => {
  await site?.close();
});

async function open(path: string, options: { mode?: "light" | "dark"; javaScriptEnabled?: boolean } = {}) {
  const context = await contextWith(browser, options);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const violations = await watchCspViolations(page);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(site.url + path);
  return { page, errors, violations, scripts, close: () => context.close() };
}

const drawn = (page: Page, count: number) =>
  page.waitForFunction((n) => document.querySelectorAll(".docusaurus-mermaid-container > svg").length === n, count, { timeout: 15_000 });

describe("Mermaid diagrams in the browser", () => {
  it("draws a ```mermaid block of a Markdown page, with no console error and no CSP violation", async () => {
    const { page, errors, violations, close } = await open("docs/flow");
    await drawn(page, 1);
    const svg = page.locator(".docusaurus-mermaid-container > svg");
    expect(await svg.getAttribute("aria-roledescription")).toBe("flowchart-v2");
    expect(await svg.locator("text=Tide gauge").count()).toBeGreaterThan(0);
    // The source is gone once the diagram is drawn.
    expect(await page.locator(".mermaid-source").count()).toBe(0);
    expect(errors).toEqual([]);
    expect(await violations()).toEqual([]);
    await close();
  });

  it("draws `@theme/Mermaid` and a fenced block of an MDX page, in the dark theme of the config, and again in the light one", async () => {
    const { page, errors, violations, close } = await open("docs/schedule", { mode: "dark" });
    await drawn(page, 2);
    expect(await page.locator(".docusaurus-mermaid-container > svg").first().getAttribute("aria-roledescription")).toBe("sequence");
    // The theme's colours are in the style Mermaid writes into each diagram: forest in dark mode, neutral in light.
    const style = () => page.locator(".docusaurus-mermaid-container > svg > style").first().textContent();
    const dark = await style();
    expect(dark).toContain("font-family:serif");
    await page.locator("button.color-mode-toggle:visible").first().click();
    await expect.poll(style).not.toBe(dark);
    await drawn(page, 2);
    expect(errors).toEqual([]);
    expect(await violations()).toEqual([]);
    await close();
  });

  it("shows Mermaid's error and the source for a diagram it cannot read", async () => {
    const { page, violations, close } = await open("docs/broken");
    await hydrated(page);
    const alert = page.locator(".docusaurus-mermaid-container [role=alert]");
    await expect.poll(() => alert.textContent(), { timeout: 15_000 }).toContain("This diagram could not be drawn");
    expect(await page.locator(".docusaurus-mermaid-container").textContent()).toContain("Parse error on line 2");
    expect(await page.locator(".mermaid-source").textContent()).toContain("Gauge --> [unclosed");
    // Mermaid's own error drawing is not left in the page.
    expect(await page.locator("body > [id^=dmermaid]").count()).toBe(0);
    expect(await violations()).toEqual([]);
    await close();
  });

  it("shows the diagram's source without JavaScript", async () => {
    const { page, close } = await open("docs/flow", { javaScriptEnabled: false });
    expect(await page.locator(".docusaurus-mermaid-container .mermaid-source").textContent()).toContain("Relay --> Table[Published table]");
    await close();
  });

  it("loads no Mermaid code on a page without a diagram, and a page with one in full from the client router", async () => {
    const { page, scripts, errors, violations, close } = await open("docs/plain");
    await hydrated(page);
    const plainScripts = scripts.length;
    await page.evaluate(() => ((window as unknown as { __stay: boolean }).__stay = true));
    await page.locator("nav a[href$='/docs/flow']").first().click();
    await drawn(page, 1);
    // A page load, so that the page's own policy allows Mermaid's styles.
    expect(await page.evaluate(() => (window as unknown as { __stay?: boolean }).__stay)).toBeUndefined();
    // Mermaid comes in dozens of chunks; the plain page loaded the theme's few.
    expect(scripts.length - plainScripts).toBeGreaterThan(2 * plainScripts);
    expect(errors).toEqual([]);
    expect(await violations()).toEqual([]);
    await close();
  });
});
