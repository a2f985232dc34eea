// The whole site works under `sitec serve`'s Content-Security-Policy: every kind of page loads
// and hydrates in Chromium, client-side navigation and search fetch their JSON, and the browser
// reports no CSP violation. A control run with the script hashes taken out of the policy shows
// that a violation would be seen. Every route but the redirects is loaded by
// acceptance.test.ts, which checks the policy and its violations on each (the same server);
// the redirect pages are loaded here.
import { beforeAll, describe, expect, inject, it } from "vitest";
import { readFile } from "node:fs/promises";
import { extname, join } from "node:path";
import fg from "fast-glob";
import type { Browser, Page } from "playwright-core";
import { sharedBrowser, waitForHydration, watchCspViolations } from "./browser.ts";
import { MIME_TYPES } from "../../src/server/mime.ts";

let browser: Browser;
beforeAll(async () => {
  browser = await sharedBrowser();
});

/** A page that records every CSP violation (watchCspViolations). */
async function watchedPage(): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const page = await browser.newPage();
  return { page, violations: await watchCspViolations(page) };
}

/** One or two paths of every kind of route the built site has, and the not-found page. */
async function pagesByKind(outDir: string): Promise<Map<string, string[]>> {
  const kinds = new Map<string, string[]>();
  for (const file of (await fg("**/route.json", { cwd: outDir })).sort()) {
    const route = JSON.parse(await readFile(join(outDir, file), "utf8")) as { path: string; props: { kind: string } };
    const paths = kinds.get(route.props.kind) ?? [];
    if (paths.length < 2) paths.push(route.path);
    kinds.set(route.props.kind, paths);
  }
  kinds.set("not-found", ["/no/such/page"]);
  return kinds;
}

describe("the site under sitec serve's Content-Security-Policy", () => {
  it("loads the redirect pages with no CSP violation, and the page each leads to (acceptance.test.ts: every other kind)", async () => {
    const siteUrl = inject("siteUrl");
    const kinds = await pagesByKind(inject("siteOutDir"));
    // The kinds of page the build has: acceptance.test.ts loads every route of these.
    expect([...kinds.keys()].sort()).toEqual(["blog-archive", "blog-list", "blog-post", "blog-tags", "doc", "not-found", "page", "redirect"]);
    for (const path of kinds.get("redirect")!) {
      const { page, violations } = await watchedPage();
      const response = await page.goto(siteUrl + path.replace(/^\//, ""));
      const csp = response?.headers()["content-security-policy"] ?? "";
      expect(csp, path).toMatch(/script-src 'self' 'sha256-/);
      expect(csp, path).not.toMatch(/unsafe-inline|unsafe-eval/);
      // A redirect page sends the reader on; the page it lands on must hydrate too.
      await page.waitForURL((u) => u.pathname !== path && u.pathname !== path + "/");
      await waitForHydration(page);
      expect(await violations(), `redirect ${path}`).toEqual([]);
      await page.close();
    }
  }, 180_000);

  it("runs the inline colour script (allowed by its hash) before the page paints", async () => {
    const { page, violations } = await watchedPage();
    await page.addInitScript(() => localStorage.setItem("theme", "dark"));
    const theme = page.waitForEvent("domcontentloaded").then(() => page.getAttribute("html", "data-theme"));
    await page.goto(inject("siteUrl") + "docs/getting-started/installation");
    expect(await theme).toBe("dark");
    await waitForHydration(page);
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it("navigates client-side and searches without a violation", async () => {
    const { page, violations } = await watchedPage();
    await page.goto(inject("siteUrl"));
    await waitForHydration(page);
    await page.locator('nav[aria-label="Main"] a', { hasText: "Docs" }).first().click();
    await page.waitForURL(/\/docs\//);
    await page.waitForSelector("article h1");
    const sidebarLinks = page.locator('nav[aria-label="Docs sidebar"] a[href^="/docs/"]');
    if ((await sidebarLinks.count()) > 1) {
      await sidebarLinks.nth(1).click();
      await page.waitForLoadState("networkidle");
    }
    const search = page.locator('input[aria-label="Search"]');
    if (await search.count()) {
      await search.first().fill("nmap");
      await page.waitForLoadState("networkidle");
    }
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it("would see a violation: the same page with the hashes taken out of the policy reports one", async () => {
    const { page, violations } = await watchedPage();
    const url = inject("siteUrl") + "docs/getting-started/installation";
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const headers = response.headers();
      headers["content-security-policy"] = (headers["content-security-policy"] ?? "").replace(/ 'sha256-[^']+'/g, "");
      await route.fulfill({ response, headers });
    });
    await page.goto(url);
    await page.waitForLoadState("load");
    expect((await violations()).join("\n")).toMatch(/script-src/);
    await page.unrouteAll({ behavior: "ignoreErrors" });
    await page.close();
  });

  it("has a MIME type for every kind of file in the built site", async () => {
    const files = await fg("**/*", { cwd: inject("siteOutDir"), onlyFiles: true });
    const unknown = [...new Set(files.map((f) => extname(f).toLowerCase()))].filter((ext) => !MIME_TYPES[ext]);
    expect(unknown).toEqual([]);
  });
});
