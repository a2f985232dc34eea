// Watch mode in a real browser: an open page updates by itself after an edit (keeping its
// scroll position), and a broken file shows an overlay that a fix clears.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { startDev, type DevServer } from "../../src/dev/dev-server.ts";
import { silentLogger } from "../../src/log.ts";
import { copyFixture } from "../helpers/fixtures.ts";
import { sharedBrowser } from "./browser.ts";

let browser: Browser;
let dev: DevServer;
let site: string;
let file: string;

beforeAll(async () => {
  site = await copyFixture("basic-site");
  file = join(site, "docs/guide/second.md");
  // A long page, so that there is a scroll position to keep.
  const filler = Array.from({ length: 80 }, (_, i) => `Paragraph ${i} of a long page.`).join("\n\n");
  await writeFile(file, (await readFile(file, "utf8")) + "\n## Long part\n\n" + filler + "\n");
  dev = await startDev({ siteDir: site, port: 0, host: "127.0.0.1", logger: silentLogger, watchTheme: false });
  browser = await sharedBrowser();
});
afterAll(async () => {
  await dev?.close();
  await rm(dirname(site), { recursive: true, force: true });
});

describe("sitec dev in the browser", () => {
  it("updates an open page after an edit, at the same scroll position", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 700 } });
    await page.goto(dev.url + "docs/guide/second");
    await page.waitForFunction(() => document.querySelector("button.color-mode-toggle:not([disabled])"));
    // Scrolled when the page has seen its scroll event (the runtime records the position then).
    await page.evaluate(() => new Promise((resolve) => (window.addEventListener("scroll", resolve, { once: true }), window.scrollTo(0, 1200))));
    // Set on this document: it survives only if the page is not loaded again.
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await writeFile(file, (await readFile(file, "utf8")).replace("Paragraph 3 of", "Paragraph three, edited, of"));
    await page.waitForSelector("text=Paragraph three, edited, of", { timeout: 20_000 });
    await page.waitForFunction(() => window.scrollY > 1000, undefined, { timeout: 5_000 });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // A text edit is shown in place by the runtime, without loading the page again.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // A new title changes the sidebar of every doc: the page loads again, at the same position.
    const before = await readFile(file, "utf8");
    await writeFile(file, before.replace("title: Second page", "title: Second page, renamed"));
    await page.waitForFunction(() => document.title.startsWith("Second page, renamed"), undefined, { timeout: 20_000 });
    await page.waitForFunction(() => window.scrollY > 1000, undefined, { timeout: 5_000 });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
    await writeFile(file, before);
    await page.waitForFunction(() => document.title.startsWith("Second page |"), undefined, { timeout: 20_000 });
    await page.close();
  });

  it("shows an overlay naming the broken file, and clears it when the fix is saved", async () => {
    const page = await browser.newPage();
    await page.goto(dev.url + "docs/guide/second");
    const original = await readFile(file, "utf8");
    await writeFile(file, original.replace("sidebar_position: 2", "sidebar_position: [2"));
    const overlay = page.locator("#sitec-dev-overlay");
    await overlay.waitFor({ timeout: 20_000 });
    expect(await overlay.textContent()).toMatch(/docs\/guide\/second\.md:4: invalid front matter/);
    await writeFile(file, original.replace("Back to", "Fixed and back to"));
    await page.waitForSelector("text=Fixed and back to", { timeout: 20_000 });
    expect(await overlay.count()).toBe(0);
    await page.close();
  });
});
