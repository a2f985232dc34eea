// The JavaScript a doc page loads, measured in headless Chromium as bench/weight.ts does: the
// output is served by the same gzip -9 static server (bench/static-server.ts), the page opened
// with an empty cache until the network is idle, one second more, and idle again.
//
// Counted: every response Chromium files as a script (script src, module imports static and
// dynamic, modulepreload and <link rel=preload as=script>), gzip bytes on the wire. Not counted:
// scripts inline in the HTML (they are part of the page's HTML), and <link rel=prefetch> of
// other pages' chunks (Chromium files those as "other"), nor search code a reader has not opened.
import type { Browser } from "playwright-core";
import { launchBrowser } from "../../test/e2e/browser.ts";
import { serveGzipped } from "../static-server.ts";

export interface PageScripts {
  gzipBytes: number;
  rawBytes: number;
  files: { path: string; gzip: number }[];
}

let browser: Browser | undefined;

/** Loads `path` from `outDir` and sums the scripts it loaded. */
export async function pageScripts(outDir: string, path: string): Promise<PageScripts> {
  browser ??= await launchBrowser();
  const { server, url } = await serveGzipped(outDir);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const finished: import("playwright-core").Request[] = [];
    page.on("requestfinished", (request) => finished.push(request));
    const response = await page.goto(url + path, { waitUntil: "networkidle" });
    if (response?.status() !== 200) throw new Error(`${path} answered ${response?.status()}`);
    await page.waitForTimeout(1000); // what the page loads once it has started counts too
    await page.waitForLoadState("networkidle");
    const result: PageScripts = { gzipBytes: 0, rawBytes: 0, files: [] };
    for (const request of finished) {
      if (request.resourceType() !== "script") continue;
      const res = await request.response();
      if (!res || res.status() !== 200) continue;
      const [sizes, body] = await Promise.all([request.sizes(), res.body()]);
      result.gzipBytes += sizes.responseBodySize;
      result.rawBytes += body.length;
      result.files.push({ path: new URL(request.url()).pathname, gzip: sizes.responseBodySize });
    }
    return result;
  } finally {
    await context.close();
    server.close();
  }
}

export async function closeBrowser(): Promise<void> {
  await browser?.close();
  browser = undefined;
}
