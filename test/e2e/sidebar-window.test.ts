// A long sidebar list in the browser (src/shared/sidebar-view.ts): a page shows a window of 100
// of its 300 sections between gaps. Without JavaScript a gap leads to a page showing the items
// next to the window; with it, the whole list shows in place and focus moves into it; and a
// client-side navigation moves the window with the page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import type { Server } from "node:http";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { serve } from "../../src/server/serve.ts";
import { buildSite, removeAll, tempDir } from "../helpers/fixtures.ts";
import { describeErrors, htmlErrors } from "../helpers/vnu.ts";
import { sharedBrowser, waitForHydration, watchErrors } from "./browser.ts";
import { markWindow, sameDocument } from "./runtime-helpers.ts";

const SECTIONS = 300;
const name = (i: number) => `section-${String(i).padStart(3, "0")}`;
const label = (i: number) => `Section ${String(i).padStart(3, "0")}`;

let browser: Browser;
let server: Server;
let root: string;
let site: string;

beforeAll(async () => {
  root = await tempDir("sitec-window-");
  const source = join(root, "site");
  for (let i = 0; i < SECTIONS; i++) {
    await mkdir(join(source, "docs", name(i)), { recursive: true });
    await writeFile(join(source, "docs", name(i), "index.md"), `---\ntitle: ${label(i)}\n---\n\nWhat section ${i} is about.\n`);
    await writeFile(join(source, "docs", name(i), "guide.md"), `---\ntitle: Guide ${i}\n---\n\nHow to use section ${i}.\n`);
  }
  await mkdir(join(source, "pages"), { recursive: true });
  await writeFile(join(source, "pages", "index.tsx"), "export default function Home() { return <h1>Sections</h1>; }\n");
  await writeFile(
    join(source, "site.config.ts"),
    `export default { title: "Sections", url: "https://sections.example.org", navbar: { title: "Sections", items: [] }, docs: { mainDocId: "${name(0)}/guide" } };\n`,
  );
  await buildSite(source, join(root, "build"), { strict: true, minify: true });
  ({ server, url: site } = await serve({ dir: join(root, "build"), port: 0, host: "127.0.0.1" }));
  browser = await sharedBrowser();
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await removeAll(root);
});

const sidebar = (page: Page) => page.locator('nav[aria-label="Docs sidebar"] ul.menu-depth-0');
/** The labels of the top-level items of the sidebar, gaps included. */
const topLevel = (list: Locator) => list.locator(":scope > li > a").allTextContents();
const gap = (page: Page) => sidebar(page).locator(":scope > li > a.menu-gap");

describe("a long sidebar list", () => {
  it("passes the HTML checker with its gaps", async () => {
    const errors = await htmlErrors([join(root, "build/docs", name(250), "guide/index.html")]);
    expect(describeErrors(errors, join(root, "build"))).toEqual([]);
  });

  it("shows a window around the page, and leads to the sections next to it without JavaScript", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site}docs/${name(250)}/guide`);
    const shown = await topLevel(sidebar(page));
    // 250 is in the window [200, 300): the 200 before it are one gap.
    expect(shown).toEqual(["200 more: Section 000 to Section 199", ...Array.from({ length: 100 }, (_, i) => label(200 + i))]);
    await gap(page).click();
    await page.waitForURL((url) => url.pathname !== `/docs/${name(250)}/guide`);
    const after = await topLevel(sidebar(page));
    // The window before: [100, 200), which ends with the section next to the first window.
    expect(after).toEqual([`100 more: ${label(0)} to ${label(99)}`, ...Array.from({ length: 100 }, (_, i) => label(100 + i)), `100 more: ${label(200)} to ${label(299)}`]);
    await context.close();
  });

  it("shows the whole list in place when a gap is followed, with focus on the first section it brought in", async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    const sidebarFile = page.waitForResponse((r) => /\/assets\/sidebar-[0-9a-f]{8}\.json$/.test(new URL(r.url()).pathname));
    await page.goto(`${site}docs/${name(120)}/guide`);
    await waitForHydration(page);
    await markWindow(page);
    await sidebarFile;
    // 120 is in the window [50, 150).
    expect(await gap(page).allTextContents()).toEqual([`50 more: ${label(0)} to ${label(49)}`, `150 more: ${label(150)} to ${label(299)}`]);
    await gap(page).first().click();
    await expect.poll(() => topLevel(sidebar(page)).then((labels) => labels.length)).toBe(SECTIONS);
    expect(await topLevel(sidebar(page))).toEqual(Array.from({ length: SECTIONS }, (_, i) => label(i)));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(label(49));
    expect(await sameDocument(page)).toBe(true);
    expect(new URL(page.url()).pathname).toBe(`/docs/${name(120)}/guide`);
    // The current page is still marked, and its section still open.
    expect(await sidebar(page).locator('a[aria-current="page"]').textContent()).toBe("Guide 120");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("focuses the first section after the window when the gap after it is followed", async () => {
    const page = await browser.newPage();
    await page.goto(`${site}docs/${name(120)}/guide`);
    await waitForHydration(page);
    await gap(page).last().click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(label(150));
    expect(await gap(page).count()).toBe(0);
    await page.close();
  });

  it("follows the gap's link when the whole sidebar cannot be loaded", async () => {
    const page = await browser.newPage();
    await page.route(/\/assets\/sidebar-[0-9a-f]{8}\.json$/, (route) => route.abort());
    await page.goto(`${site}docs/${name(120)}/guide`);
    await waitForHydration(page);
    const href = await gap(page).first().getAttribute("href");
    await gap(page).first().click();
    await page.waitForURL((url) => url.pathname === href);
    expect(await topLevel(sidebar(page))).toContain(label(49));
    await page.close();
  });

  it("moves the window with a client-side navigation", async () => {
    const page = await browser.newPage();
    const errors = watchErrors(page);
    await page.goto(`${site}docs/${name(224)}/guide`);
    await waitForHydration(page);
    await markWindow(page);
    expect((await topLevel(sidebar(page)))[1]).toBe(label(150));
    // The next page is section 225's, which the window [200, 300) holds.
    await page.locator("a.pagination-next").click();
    await page.waitForURL((url) => url.pathname === `/docs/${name(225)}`);
    await expect.poll(async () => (await topLevel(sidebar(page)))[0]).toBe(`200 more: ${label(0)} to ${label(199)}`);
    expect(await sameDocument(page)).toBe(true);
    expect(await sidebar(page).locator('a[aria-current="page"]').textContent()).toBe(label(225));
    expect(errors).toEqual([]);
    await page.close();
  });
});
