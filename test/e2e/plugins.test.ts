// A site with Markdown plugins (test/fixtures/plugins-site): remark-math and rehype-katex from
// npm and a local rehype plugin, built with one Markdown worker thread (which loads the config's
// plugins itself) and served by `sitec serve` with its Content-Security-Policy. In Chromium the
// formulas are rendered with KaTeX's stylesheet and fonts, with no console error and no CSP
// violation, also when the reader follows a link to the page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { cp, mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Server } from "node:http";
import { serve } from "../../src/server/serve.ts";
import { buildSite, copyFixture, removeAll } from "../helpers/fixtures.ts";
import { sharedBrowser, waitForHydration, watchErrors } from "./browser.ts";

const SCREENSHOTS = fileURLToPath(new URL("../../test-results/screenshots/", import.meta.url));
const KATEX = fileURLToPath(new URL("../../node_modules/katex/dist/", import.meta.url));

let browser: Browser;
let server: Server;
let url: string;
let root: string;

beforeAll(async () => {
  const site = await copyFixture("plugins-site");
  root = dirname(site);
  await mkdir(join(site, "static/katex"), { recursive: true });
  await cp(join(KATEX, "katex.min.css"), join(site, "static/katex/katex.min.css"));
  await cp(join(KATEX, "fonts"), join(site, "static/katex/fonts"), { recursive: true });
  await buildSite(site, join(root, "build"), { strict: true, markdownWorkers: 1 });
  [browser, { server, url }] = await Promise.all([sharedBrowser(), serve({ dir: join(root, "build"), port: 0, host: "127.0.0.1" })]);
});
afterAll(async () => {
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  if (root) await removeAll(root);
});

/** A page that records the Content-Security-Policy violations of every document it loads. */
async function openPage() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__violations.push(`${e.violatedDirective}: ${e.blockedURI || e.sample}`));
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  // Which resource a "Failed to load resource" error was about.
  page.on("response", (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  return { page, errors, close: () => context.close() };
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

/** The rendered formulas: their count, and whether each is laid out with a size and KaTeX's font. */
async function formulas(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const katex = [...document.querySelectorAll(".katex-html")].map((e) => e.getBoundingClientRect());
    return {
      count: katex.length,
      allSized: katex.every((r) => r.width > 0 && r.height > 0),
      display: document.querySelectorAll(".katex-display").length,
      font: document.fonts.check("16px KaTeX_Main"),
      mathml: document.querySelectorAll(".katex-mathml math").length,
    };
  });
}

describe("Markdown plugins from npm and from the site", () => {
  it("renders the formulas with KaTeX's stylesheet and fonts, with no console error and no CSP violation", async () => {
    const { page, errors, close } = await openPage();
    await page.goto(url + "docs/guide/formulas");
    await waitForHydration(page);
    const seen = await formulas(page);
    expect(seen).toEqual({ count: 5, allSized: true, display: 2, font: true, mathml: 5 });
    // The stylesheet shrinks the MathML copy that screen readers read to a clipped pixel.
    const mathml = await page.locator(".katex-mathml").first().boundingBox();
    expect(mathml!.width).toBeLessThanOrEqual(1);
    await mkdir(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: join(SCREENSHOTS, "plugins-formulas-1280-light.png"), fullPage: true });
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("loads a page with formulas in full when a link leads there, so its own policy applies", async () => {
    const { page, errors, close } = await openPage();
    await page.goto(url + "docs/guide/start");
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.locator("article").getByRole("link", { name: "the page with formulas" }).click();
    await page.waitForURL(/\/docs\/guide\/formulas$/);
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBeUndefined();
    expect((await formulas(page)).count).toBe(5);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("runs the site's own plugin on every page, and the math plugins in posts and their excerpts", async () => {
    const { page, errors, close } = await openPage();
    await page.goto(url + "docs/guide/start");
    await waitForHydration(page);
    const external = page.locator("article").getByRole("link", { name: "the KaTeX project" });
    expect(await external.getAttribute("class")).toBe("external-link");
    expect(await external.getAttribute("rel")).toBe("noopener noreferrer");
    await page.goto(url + "blog");
    await waitForHydration(page);
    expect((await formulas(page)).count).toBe(1);
    await page.goto(url + "blog/2024/01/15/formulas-in-posts");
    await waitForHydration(page);
    expect((await formulas(page)).count).toBe(2);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
