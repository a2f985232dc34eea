// The search box in Chromium against the strict-built real site: lazy loading, every status
// and key, results and highlights, failed indexes, hostile queries, and a build under
// `--base-url /docs-site/`.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page, Request } from "playwright-core";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Server } from "node:http";
import { createRequire } from "node:module";
import { sharedBrowser, waitForHydration, watchErrors } from "./browser.ts";
import { pauseClock, settled } from "./runtime-helpers.ts";
import { contextWith, DESKTOP, hydrated, MOBILE } from "./theme-helpers.ts";
import { buildSite, copyFixture, removeAll, tempDir } from "../helpers/fixtures.ts";
import { serve } from "../../src/server/serve.ts";
import type { SearchIndexFile } from "../../src/shared/search.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});

const site = () => inject("siteUrl");
const box = (page: Page) => page.locator('input[type="search"][aria-label="Search"]');
const results = (page: Page) => page.locator('[role="listbox"][aria-label="Search results"] [role="option"]');

/** Opens a page of the site and waits for hydration; records its requests and errors. */
async function open(path = "docs/getting-started/installation", base = site()) {
  const page = await browser.newPage();
  const errors = watchErrors(page);
  const requests: string[] = [];
  page.on("request", (r: Request) => requests.push(new URL(r.url()).pathname));
  page.on("response", (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()} ${r.url()}`);
  });
  await page.goto(base + path);
  await waitForHydration(page);
  return { page, errors, requests };
}

async function search(page: Page, query: string) {
  await box(page).click();
  await box(page).fill(query);
}

const searchChunkOrIndex = (path: string) => /search-index-|\/assets\/chunk-/.test(path);

describe("search box", () => {
  it("is a labelled search input with placeholder and length cap, and loads nothing until used", async () => {
    const { page, requests } = await open();
    const input = box(page);
    await expect(input.getAttribute("placeholder")).resolves.toBe("Search...");
    await expect(input.getAttribute("maxlength")).resolves.toBe("512");
    await page.waitForLoadState("networkidle");
    // What the page loads once it runs (its islands, from an effect) may come after a first quiet
    // moment on a loaded machine: the chunks it loads by itself are counted once it is idle.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 3000 })));
    await page.waitForLoadState("networkidle");
    // No index and no search chunk on first load (a shared helper chunk of the bundle aside).
    expect(requests.filter((p) => p.includes("search-index-"))).toEqual([]);
    const firstChunks = requests.filter((p) => p.includes("/assets/chunk-"));

    await search(page, "nmap");
    await expect.poll(() => results(page).count()).toBeGreaterThan(0);
    const indexRequests = requests.filter((p) => p.includes("search-index-"));
    expect(indexRequests.sort()).toEqual(["/search-index-default.json", "/search-index-docs-default-current.json"]);
    const searchChunks = requests.filter((p) => p.includes("/assets/chunk-") && !firstChunks.includes(p));
    expect(searchChunks.length, searchChunks.join(", ")).toBe(1);

    // More queries use the cached indexes.
    await box(page).fill("helm install");
    await expect.poll(() => results(page).count()).toBeGreaterThan(0);
    await box(page).fill("x".repeat(600));
    expect((await box(page).inputValue()).length).toBe(512);
    expect(requests.filter(searchChunkOrIndex).length).toBe(firstChunks.length + 3);
    await page.close();
  });

  it("shows at most 8 results, the first active, each with page title, section and marked snippet", async () => {
    const { page, errors } = await open();
    await search(page, "nmap");
    await expect.poll(() => results(page).count()).toBe(8);
    const options = results(page);
    await expect(options.nth(0).getAttribute("aria-selected")).resolves.toBe("true");
    await expect(options.nth(1).getAttribute("aria-selected")).resolves.toBe("false");
    const first = options.nth(0);
    expect(await first.locator(".search-result-page").textContent()).toBe("Nmap");
    expect(await first.locator("mark").first().textContent()).toMatch(/^nmap/i);
    // A section result names its section.
    const sections = await options.locator(".search-result-section").allTextContents();
    expect(sections.some((s) => /Nmap/i.test(s))).toBe(true);
    expect(await box(page).getAttribute("aria-activedescendant")).toBe(await first.getAttribute("id"));
    expect(errors).toEqual([]);
    await page.close();
  });

  // The accessible names contract (DESIGN.md): a searchbox named Search. Chromium's own
  // accessibility tree says what a screen reader gets: the results list and the active result.
  it("is a searchbox to assistive technology, pointing at its results and the active one", async () => {
    const { page } = await open();
    await search(page, "nmap");
    await expect.poll(() => results(page).count()).toBeGreaterThan(1);
    await box(page).press("ArrowDown");
    const cdp = await page.context().newCDPSession(page);
    type AxNode = { role?: { value: string }; name?: { value: string }; backendDOMNodeId?: number; properties?: { name: string; value: { value?: string; relatedNodes?: { backendDOMNodeId: number }[] } }[] };
    const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as { nodes: AxNode[] };
    const named = nodes.filter((n) => n.name?.value === "Search" && n.properties?.some((p) => p.name === "editable"));
    expect(named.map((n) => n.role?.value)).toEqual(["searchbox"]);
    const property = (name: string) => named[0]!.properties!.find((p) => p.name === name)?.value;
    const node = (name: string) => nodes.find((n) => n.backendDOMNodeId === property(name)?.relatedNodes?.[0]?.backendDOMNodeId);
    expect(property("autocomplete")?.value).toBe("list");
    expect([node("controls")?.role?.value, node("controls")?.name?.value]).toEqual(["listbox", "Search results"]);
    const second = await cdp.send("Runtime.evaluate", { expression: `document.querySelectorAll('[role="listbox"] [role="option"]')[1]` });
    const { node: secondNode } = await cdp.send("DOM.describeNode", { objectId: second.result.objectId });
    expect(node("activedescendant")?.role?.value).toBe("option");
    expect(node("activedescendant")?.backendDOMNodeId).toBe(secondNode.backendNodeId);
    await page.close();
  });

  it("finds words by prefix (`sca` finds scanners) and accepts lunr syntax", async () => {
    const { page } = await open();
    await search(page, "sca");
    await expect.poll(() => results(page).count()).toBeGreaterThan(0);
    expect((await results(page).locator("mark").allTextContents()).some((t) => /^scan/i.test(t))).toBe(true);

    await box(page).fill("title:nmap");
    await expect.poll(() => results(page).count()).toBeGreaterThan(0);
    const titles = await results(page).evaluateAll((els) =>
      els.map((el) => (el.querySelector(".search-result-section") ?? el.querySelector(".search-result-page"))!.textContent),
    );
    expect(titles.every((t) => /nmap/i.test(t ?? ""))).toBe(true);

    await box(page).fill("+helm -docker");
    await expect.poll(() => results(page).count()).toBeGreaterThan(0);
    await box(page).fill("zap~1");
    await expect.poll(() => results(page).count()).toBeGreaterThan(0);
    await box(page).fill("scan^10");
    await expect.poll(() => results(page).count()).toBeGreaterThan(0);
    await page.close();
  });

  it("finds the CRD page first however a reader types its name (issue 26)", async () => {
    const { page, errors } = await open();
    const cases = [
      ["cascading rule", "/docs/api/crds/cascading-rule"],
      ["scan type", "/docs/api/crds/scan-type"],
      ["CascadingRule", "/docs/api/crds/cascading-rule"],
      ["cascading-rule", "/docs/api/crds/cascading-rule"],
    ];
    for (const [query, path] of cases) {
      await box(page).fill("");
      // Key by key, as a reader types: every keystroke searches.
      await box(page).pressSequentially(query!);
      expect(await box(page).inputValue()).toBe(query);
      await expect.poll(() => results(page).count(), { message: query }).toBeGreaterThan(1);
      const first = new URL((await results(page).first().getAttribute("href"))!, site());
      expect(first.pathname + first.hash, query).toBe(path);
      expect(await results(page).first().locator(".search-result-section").count(), query).toBe(0);
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it("answers rejected syntax and unknown words with `No results found.` and no exception", async () => {
    const { page, errors } = await open();
    for (const query of ["foo:nmap", "zap~x", "scan^x", "title:", "qwzxqwzxqwzx"]) {
      await search(page, query);
      await expect.poll(() => page.locator(".search-panel").textContent(), { message: query }).toBe("No results found.");
    }
    expect(errors).toEqual([]);
    await page.close();
  });

  it("moves with ArrowDown/ArrowUp, opens the active result with Enter, client-side, with highlights", async () => {
    const { page, errors } = await open();
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await search(page, "defectdojo");
    await expect.poll(() => results(page).count()).toBeGreaterThan(2);
    const selected = () => results(page).evaluateAll((els) => els.findIndex((el) => el.getAttribute("aria-selected") === "true"));
    await box(page).press("ArrowDown");
    await box(page).press("ArrowDown");
    expect(await selected()).toBe(2);
    await box(page).press("ArrowUp");
    expect(await selected()).toBe(1);
    const href = (await results(page).nth(1).getAttribute("href"))!;
    expect(href).toMatch(/_highlight=defectdojo/);
    await box(page).press("Enter");
    await page.waitForURL((url) => url.pathname + url.search + url.hash === href);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    // The panel closed; the anchor is a real heading of the page; the terms are marked in the article.
    await expect.poll(() => page.locator(".search-panel").count()).toBe(0);
    const hash = new URL(href, site()).hash;
    if (hash) expect(await page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`).count()).toBe(1);
    await expect.poll(() => page.locator("article mark.search-highlight").count()).toBeGreaterThan(0);
    expect((await page.locator("article mark.search-highlight").first().textContent())!.toLowerCase()).toMatch(/^defectdojo/);
    expect(await page.locator("main mark.search-highlight").count()).toBe(await page.locator("article mark.search-highlight").count());
    expect(errors).toEqual([]);
    await page.close();
  });

  it("highlights in the main area on other pages (the home page)", async () => {
    const { page, errors } = await open();
    await search(page, "securecodebox");
    await expect.poll(() => results(page).count()).toBeGreaterThan(0);
    const home = page.locator('[role="option"][href^="/?"]');
    await expect.poll(() => home.count()).toBe(1);
    await home.click();
    await page.waitForURL((url) => url.pathname === "/" && url.searchParams.get("_highlight") === "securecodebox");
    await expect.poll(() => page.locator("main mark.search-highlight").count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("highlights when the chosen result is on the page already open", async () => {
    const { page, errors } = await open("docs/scanners/nmap");
    expect(await page.locator("mark.search-highlight").count()).toBe(0);
    await search(page, "nmap");
    const here = page.locator('[role="option"][href^="/docs/scanners/nmap?"]');
    await expect.poll(() => here.count()).toBeGreaterThan(0);
    await here.first().click();
    await expect.poll(() => page.locator("article mark.search-highlight").count()).toBeGreaterThan(0);
    expect(new URL(page.url()).searchParams.get("_highlight")).toBe("nmap");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("closes the panel with Escape, then clears the query; Clear empties the box", async () => {
    const { page } = await open();
    await search(page, "helm");
    await expect.poll(() => results(page).count()).toBeGreaterThan(0);
    await box(page).press("Escape");
    await expect.poll(() => page.locator(".search-panel").count()).toBe(0);
    expect(await box(page).inputValue()).toBe("helm");
    await box(page).press("Escape");
    expect(await box(page).inputValue()).toBe("");

    await box(page).fill("helm");
    await expect.poll(() => results(page).count()).toBeGreaterThan(0);
    await page.getByRole("button", { name: "Clear" }).click();
    expect(await box(page).inputValue()).toBe("");
    expect(await page.locator(".search-panel").count()).toBe(0);
    expect(await box(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.close();
  });

  it("opens the active result with Submit, as Enter does", async () => {
    const { page } = await open();
    await search(page, "defectdojo");
    await expect.poll(() => results(page).count()).toBeGreaterThan(1);
    await box(page).press("ArrowDown");
    const href = (await results(page).nth(1).getAttribute("href"))!;
    await page.getByRole("button", { name: "Submit" }).click();
    await page.waitForURL((url) => url.pathname + url.search + url.hash === href);
    await page.close();
  });

  it("offers Cancel on small screens only, which empties and leaves the box", async () => {
    const context = await contextWith(browser, { viewport: MOBILE });
    const page = await context.newPage();
    await page.goto(site() + "docs/getting-started/installation");
    await hydrated(page);
    const cancel = page.getByRole("button", { name: "Cancel" });
    expect(await cancel.isVisible()).toBe(false);
    await search(page, "helm");
    await expect.poll(() => results(page).count()).toBeGreaterThan(0);
    expect(await cancel.isVisible()).toBe(true);
    await cancel.click();
    expect(await box(page).inputValue()).toBe("");
    expect(await page.locator(".search-panel").count()).toBe(0);
    expect(await box(page).evaluate((el) => el === document.activeElement)).toBe(false);
    expect(await cancel.isVisible()).toBe(false);
    await context.close();

    const { page: desktop } = await open();
    await search(desktop, "helm");
    await expect.poll(() => results(desktop).count()).toBeGreaterThan(0);
    expect(await desktop.getByRole("button", { name: "Cancel" }).isVisible()).toBe(false);
    await desktop.close();
  });

  it("is focused by Ctrl+K, ⌘K and /", async () => {
    const { page } = await open();
    const focused = () => box(page).evaluate((el) => el === document.activeElement);
    const blur = () => box(page).evaluate((el) => el.blur());
    await page.keyboard.press("Control+k");
    expect(await focused()).toBe(true);
    await blur();
    await page.keyboard.press("Meta+k");
    expect(await focused()).toBe(true);
    await blur();
    expect(await focused()).toBe(false);
    await page.keyboard.press("/");
    expect(await focused()).toBe(true);
    expect(await box(page).inputValue()).toBe("");
    await page.close();
  });

  it("is idle, then loading, then stalled with a spinner after 300 ms, then idle with results", async () => {
    const page = await browser.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/search-index-*.json", async (route) => {
      await held;
      await route.continue();
    });
    await page.clock.install();
    await page.goto(site() + "docs/getting-started/installation");
    await waitForHydration(page);
    // From here the page's timers fire only when the clock is moved on.
    await pauseClock(page);
    const bar = page.locator(".search-bar");
    expect(await bar.getAttribute("data-status")).toBe("idle");
    // Record every status, in order.
    await bar.evaluate((el) => {
      const log: (string | null)[] = [];
      (window as unknown as { __statuses: typeof log }).__statuses = log;
      new MutationObserver(() => log.push(el.getAttribute("data-status"))).observe(el, { attributes: true, attributeFilter: ["data-status"] });
    });
    // Focusing the box starts loading, and the 300 ms.
    await search(page, "nmap");
    expect(await bar.getAttribute("data-status")).toBe("loading");
    await page.clock.runFor(299);
    expect(await bar.getAttribute("data-status")).toBe("loading");
    expect(await page.locator(".search-spinner").count()).toBe(0);
    await page.clock.runFor(1);
    expect(await bar.getAttribute("data-status")).toBe("stalled");
    expect(await page.locator(".search-spinner").isVisible()).toBe(true);
    expect(await page.locator(".search-panel").count()).toBe(0);
    release();
    await expect.poll(() => bar.getAttribute("data-status")).toBe("idle");
    await expect.poll(() => results(page).count()).toBeGreaterThan(0);
    expect(await page.locator(".search-spinner").count()).toBe(0);
    const statuses = await page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses);
    expect(statuses).toEqual(["loading", "stalled", "idle"]);
    await page.close();
  });

  it("treats a failed or non-ok index fetch as an empty index, silently", async () => {
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (e) => pageErrors.push(e.message));
    await page.route("**/search-index-docs-default-current.json", (route) => route.abort("failed"));
    await page.route("**/search-index-default.json", (route) => route.fulfill({ status: 500, body: "oops" }));
    await page.goto(site() + "docs/getting-started/installation");
    await waitForHydration(page);
    await search(page, "nmap");
    await expect.poll(() => page.locator(".search-panel").textContent()).toBe("No results found.");
    expect(await page.locator(".search-bar").getAttribute("data-status")).toBe("idle");
    expect(pageErrors).toEqual([]);
    await page.close();

    // One failed index: the other still answers.
    const half = await browser.newPage();
    await half.route("**/search-index-docs-default-current.json", (route) => route.fulfill({ status: 404, body: "" }));
    await half.goto(site());
    await waitForHydration(half);
    await search(half, "log4shell");
    await expect.poll(() => results(half).count()).toBeGreaterThan(0);
    const hrefs = await results(half).evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    expect(hrefs.every((h) => !h.startsWith("/docs/"))).toBe(true);
    await half.close();
  });

  it("shows and highlights a hostile query as text, never as HTML", async () => {
    const { page, errors } = await open();
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const hostile = "<img src=x onerror=alert(1)>";
    await search(page, hostile);
    await expect.poll(() => page.locator(".search-panel").count()).toBe(1);
    expect(await box(page).inputValue()).toBe(hostile);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.locator(".search-panel").innerHTML()).not.toContain("<img");

    // Through the highlight parameter of a result URL, too.
    await page.goto(site() + "docs/getting-started/installation?_highlight=" + encodeURIComponent(hostile) + "&_highlight=helm");
    await waitForHydration(page);
    await expect.poll(() => page.locator("article mark.search-highlight").count()).toBeGreaterThan(0);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.locator("article").innerHTML()).not.toContain("<img src=x");
    await settled(page);
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("links every section result to a heading id the page really has", async () => {
    const outDir = inject("siteOutDir");
    for (const name of ["search-index-docs-default-current.json", "search-index-default.json"]) {
      const file = JSON.parse(await readFile(join(outDir, name), "utf8")) as SearchIndexFile;
      const missing: string[] = [];
      const pages = new Map<string, string>();
      for (const { sectionRoute } of file.documents) {
        const [path, anchor] = sectionRoute.split("#") as [string, string | undefined];
        if (!pages.has(path)) pages.set(path, await readFile(join(outDir, path, "index.html"), "utf8"));
        if (anchor && !pages.get(path)!.includes(` id="${anchor}"`)) missing.push(sectionRoute);
      }
      expect(missing, name).toEqual([]);
      // Unlisted pages are not indexed.
      expect(file.documents.some((d) => d.sectionRoute.startsWith("/docs/telemetry"))).toBe(false);
    }
  });
});

const AXE_SOURCE = readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** axe-core's WCAG 2.1 A/AA and best-practice rules on the search box and its panel only. */
async function axeOnSearch(page: Page) {
  await page.addScriptTag({ content: await AXE_SOURCE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run({ include: [[".search-bar"]] }, { runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}

describe("accessibility of the search box", () => {
  const cases = [DESKTOP, MOBILE].flatMap((viewport) => (["light", "dark"] as const).map((mode) => [viewport.width, mode, viewport] as const));
  it.each(cases)("has no axe-core violations at %i px in %s mode: empty, with results, without", async (_width, mode, viewport) => {
    // axe is injected as an inline script, which the site's Content-Security-Policy forbids.
    const context = await contextWith(browser, { viewport, mode, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(site() + "docs/getting-started/installation");
    await hydrated(page);
    expect(await axeOnSearch(page), "empty").toEqual([]);
    await search(page, "helm install");
    await expect.poll(() => results(page).count()).toBeGreaterThan(0);
    await box(page).press("ArrowDown");
    expect(await axeOnSearch(page), "with results").toEqual([]);
    await box(page).fill("qwzxqwzxqwzx");
    await expect.poll(() => page.locator(".search-panel").textContent()).toBe("No results found.");
    expect(await axeOnSearch(page), "without results").toEqual([]);
    await context.close();
  });
});

describe("search under --base-url /docs-site/", () => {
  let dir: string;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const siteDir = await copyFixture("basic-site");
    const configFile = join(siteDir, "site.config.ts");
    const config = await readFile(configFile, "utf8");
    // The fixture's navbar has no search box; this copy gets one.
    await writeFile(configFile, config.replace('position: "right" },', 'position: "right" },\n      { type: "search", position: "right" },'));
    dir = await tempDir();
    await buildSite(siteDir, join(dir, "build"), { baseUrl: "/docs-site/", strict: true });
    ({ server, url: base } = await serve({ dir: join(dir, "build"), port: 0, host: "127.0.0.1", baseUrl: "/docs-site/" }));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    await removeAll(dir);
  });

  it("fetches the indexes under the base URL and links results to real anchors under it", async () => {
    expect(base).toMatch(/\/docs-site\/$/);
    const { page, errors, requests } = await open("", base);
    await search(page, "steps");
    await expect.poll(() => results(page).count()).toBeGreaterThan(0);
    expect(requests.filter((p) => p.includes("search-index-")).sort()).toEqual([
      "/docs-site/search-index-default.json",
      "/docs-site/search-index-docs-default-current.json",
    ]);
    const href = (await results(page).first().getAttribute("href"))!;
    // "steps" stems to "step", which marks both.
    expect(href).toBe("/docs-site/docs/guide/start?_highlight=step#first-steps");
    await box(page).press("Enter");
    await page.waitForURL((url) => url.pathname === "/docs-site/docs/guide/start" && url.hash === "#first-steps");
    expect(await page.locator("#first-steps").count()).toBe(1);
    await expect.poll(() => page.locator("article mark.search-highlight").count()).toBeGreaterThan(0);
    // The fixture has no favicon: its pages name an empty icon, so Chromium asks for no
    // /favicon.ico (which logged a 404 here).
    expect(errors).toEqual([]);
    await page.close();
  });

  it("does not index the unlisted post and doc", async () => {
    const { page } = await open("", base);
    await search(page, "unlisted");
    await expect.poll(() => page.locator(".search-panel").count()).toBe(1);
    const hrefs = await results(page).evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    expect(hrefs.filter((h) => /secret|hidden/.test(h))).toEqual([]);
    await page.close();
  });
});
