// Raw HTML of a site's Markdown in Chromium (issue 43), on test/fixtures/raw-html-site under
// `sitec serve`: the page shows the image from another site with no CSP violation (the image
// itself cannot load here, offline; the policy is what is checked), its <details> opens, its
// removed <script> did not run, client-side navigation to it loads it in full under its own
// policy, and the Nu HTML Checker finds no error in it. A control shows that the plain page's
// policy blocks such an image, so that a violation would be seen.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Server } from "node:http";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { serve } from "../../src/server/serve.ts";
import { buildSite, copyFixture, removeAll, tempDir } from "../helpers/fixtures.ts";
import { describeErrors, htmlErrors } from "../helpers/vnu.ts";
import { sharedBrowser, waitForHydration, watchCspViolations, watchErrors } from "./browser.ts";

let root: string;
let site: string;
let out: string;
let server: Server | undefined;
let siteUrl: string;
let browser: Browser;

beforeAll(async () => {
  root = await tempDir();
  site = await copyFixture("raw-html-site");
  out = join(root, "build");
  await buildSite(site, out, { strict: false });
  ({ url: siteUrl, server } = await serve({ dir: out, port: 0, host: "127.0.0.1" }));
  browser = await sharedBrowser();
}, 120_000);

afterAll(async () => {
  if (server) await new Promise((r) => server!.close(r));
  if (root) await removeAll(root, join(site, ".."));
});

/** A page that records every CSP violation (watchCspViolations). */
async function watchedPage(): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const page = await browser.newPage();
  return { page, violations: await watchCspViolations(page) };
}

const EXTERNAL_IMAGE = 'img[src="https://badges.example.net/build-passing.svg"]';

describe("raw HTML in Chromium", () => {
  it("shows the image from another site and the frame with no CSP violation", async () => {
    const { page, violations } = await watchedPage();
    const errors = watchErrors(page);
    await page.goto(siteUrl + "docs/html");
    await waitForHydration(page);
    await page.locator(EXTERNAL_IMAGE).waitFor({ state: "attached" });
    // The image's request has been decided (it fails offline, after the policy let it go).
    await page.waitForFunction((selector) => (document.querySelector(selector) as HTMLImageElement | null)?.complete === true, EXTERNAL_IMAGE);
    expect(await page.locator("iframe[title='Introduction video']").count()).toBe(1);
    expect(await violations()).toEqual([]);
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    await page.close();
  });

  it("blocks such an image on a page whose content has none (the control)", async () => {
    const { page, violations } = await watchedPage();
    await page.goto(siteUrl + "docs/plain");
    await waitForHydration(page);
    await page.evaluate(() => {
      const img = document.createElement("img");
      img.src = "https://badges.example.net/build-passing.svg";
      img.alt = "";
      document.querySelector(".markdown")!.append(img);
    });
    await expect.poll(violations).toContain("img-src https://badges.example.net/build-passing.svg");
    await page.close();
  });

  it("opens the <details> and shows its Markdown", async () => {
    const page = await browser.newPage();
    await page.goto(siteUrl + "docs/html");
    await waitForHydration(page);
    const details = page.locator("details", { has: page.locator("summary", { hasText: "Show the values" }) });
    expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await details.locator("strong", { hasText: "two" }).isVisible()).toBe(false);
    await details.locator("summary").click();
    expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await details.locator("li", { hasText: "timeout" }).isVisible()).toBe(true);
    // The removed script did not run.
    expect(await page.title()).not.toContain("changed by the content");
    await page.close();
  });

  it("loads the page in full under its own policy after a link from a plain page", async () => {
    const { page, violations } = await watchedPage();
    await page.goto(siteUrl + "docs/plain");
    await waitForHydration(page);
    await Promise.all([page.waitForURL(/\/docs\/html$/), page.locator(".markdown a", { hasText: "the page with HTML" }).click()]);
    await waitForHydration(page);
    await page.locator(EXTERNAL_IMAGE).waitFor({ state: "attached" });
    await page.waitForFunction((selector) => (document.querySelector(selector) as HTMLImageElement | null)?.complete === true, EXTERNAL_IMAGE);
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it("writes a page the Nu HTML Checker finds no error in", async () => {
    const errors = await htmlErrors([join(out, "docs/html/index.html")]);
    expect(describeErrors(errors, out)).toEqual([]);
  }, 120_000);
});
