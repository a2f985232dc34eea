// The wrong-base-URL banner: a site served under a path that does not match its baseUrl
// explains the likely misconfiguration instead of showing a broken page, even though its
// bundle and stylesheet cannot load. A site served where it belongs shows no banner.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { createReadStream } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { mimeType } from "../../src/server/mime.ts";
import { resolveRequest } from "../../src/server/resolve-request.ts";
import { serve } from "../../src/server/serve.ts";
import { buildSite, FIXTURES, removeAll, tempDir } from "../helpers/fixtures.ts";
import { sharedBrowser, waitForHydration } from "./browser.ts";
import { markWindow, sameDocument, settled } from "./runtime-helpers.ts";

const BANNER = "#sitec-base-url-banner";
const servers: Server[] = [];
let browser: Browser;
let root: string;
/** The real site (built for `/`) served under `/prefix/`, as a host serving a subfolder would. */
let prefixed: string;
/** The runtime fixture built for `/docs-site/`, served at the root. */
let atRoot: string;
/** The same build served under `/docs-site/`, where it belongs. */
let atBase: string;

/** Serves `dir` under `prefix` on a free loopback port; nothing outside `prefix` exists. */
function serveUnder(dir: string, prefix: string): Promise<string> {
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const result = path.startsWith(prefix) ? await resolveRequest(dir, "/" + path.slice(prefix.length)) : { kind: "not-found" as const };
    if (result.kind === "redirect") {
      res.writeHead(301, { Location: prefix.slice(0, -1) + result.location }).end();
    } else if (result.kind === "file" || (result.kind === "not-found" && result.file)) {
      res.writeHead(result.kind === "file" ? 200 : 404, { "Content-Type": mimeType(result.file!) });
      createReadStream(result.file!).pipe(res);
    } else {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found\n");
    }
  });
  servers.push(server);
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

beforeAll(async () => {
  root = await tempDir("sitec-base-url-");
  const out = join(root, "build");
  await buildSite(join(FIXTURES, "runtime-site"), out, { strict: true, baseUrl: "/docs-site/" });
  prefixed = (await serveUnder(inject("siteOutDir"), "/prefix/")) + "/prefix/";
  const wrong = await serve({ dir: out, port: 0, host: "127.0.0.1" });
  const right = await serve({ dir: out, port: 0, host: "127.0.0.1", baseUrl: "/docs-site/" });
  servers.push(wrong.server, right.server);
  atRoot = wrong.url;
  atBase = right.url;
  browser = await sharedBrowser();
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  await removeAll(root);
});

async function bannerOf(url: string): Promise<{ page: Page; text: string | null }> {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForSelector(BANNER, { timeout: 5000 });
  return { page, text: await page.locator(BANNER).textContent() };
}

describe("wrong base URL", () => {
  it("shows a banner naming the served path and the fix when a site built for / is served under /prefix/", async () => {
    const failed: string[] = [];
    const page = await browser.newPage();
    page.on("response", (r) => r.status() === 404 && failed.push(new URL(r.url()).pathname));
    await page.goto(prefixed + "docs/getting-started/installation");
    const banner = page.locator(BANNER);
    await banner.waitFor();
    expect(await banner.getAttribute("role")).toBe("alert");
    expect(await banner.textContent()).toBe(
      "This site did not load properly: this page is served at /prefix/docs/getting-started/installation, but it was built for the base URL /. " +
        "A wrong base URL is the most likely cause: styles, scripts and links point outside the folder the site is served from. " +
        "We suggest building with baseUrl /prefix/ in site.config.ts (or sitec build --base-url /prefix/).",
    );
    expect(await banner.isVisible()).toBe(true);
    // It shows although the bundle and the stylesheet did not load (they are outside /prefix/).
    expect(failed.some((p) => /^\/assets\/client-.*\.js$/.test(p))).toBe(true);
    expect(failed.some((p) => /^\/assets\/client-.*\.css$/.test(p))).toBe(true);
    expect(await page.locator("button.color-mode-toggle").first().isDisabled()).toBe(true);
    // The page's content stays readable below it.
    expect(await page.locator("article h1").textContent()).toMatch(/install/i);
    await page.close();
  });

  it("suggests /prefix/ on the home page too", async () => {
    const { page, text } = await bannerOf(prefixed);
    expect(text).toContain("served at /prefix, but it was built for the base URL /.");
    expect(text).toContain("We suggest building with baseUrl /prefix/ in site.config.ts");
    await page.close();
  });

  it("suggests / when a site built for /docs-site/ is served at the root", async () => {
    for (const path of ["", "docs/start", "lazy-part"]) {
      const { page, text } = await bannerOf(atRoot + path);
      expect(text).toContain("but it was built for the base URL /docs-site/.");
      expect(text).toContain("We suggest building with baseUrl / in site.config.ts (or sitec build --base-url /).");
      await page.close();
    }
  });

  it("runs and is styled under the Content-Security-Policy of sitec serve", async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on("console", (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
    const response = await page.goto(atRoot + "docs/start");
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    const banner = page.locator(BANNER);
    await banner.waitFor();
    expect(await banner.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe("rgb(255, 243, 205)");
    expect(violations).toEqual([]);
    await page.close();
  });
});

describe("right base URL", () => {
  it("shows no banner, hydrates and navigates on the client under /docs-site/", async () => {
    const page = await browser.newPage();
    await page.goto(atBase);
    await waitForHydration(page);
    await markWindow(page);
    await page.locator('nav[aria-label="Main"] a', { hasText: "Docs" }).first().click();
    await page.waitForURL(atBase + "docs/start");
    await page.waitForSelector("article h1");
    expect(await sameDocument(page)).toBe(true);
    expect(await page.locator(BANNER).count()).toBe(0);
    await page.close();
  });

  it("shows no banner on the real site's pages, nor on its not-found page", async () => {
    const site = inject("siteUrl");
    for (const path of ["", "docs/scanners/nmap", "blog", "docs/scanners/nmap/", "no/such/page"]) {
      const page = await browser.newPage();
      await page.goto(site + path);
      await waitForHydration(page);
      await settled(page);
      expect(await page.locator(BANNER).count(), path).toBe(0);
      await page.close();
    }
  });
});
