// Debian's Chromium driven by playwright-core, with the flags this machine needs. One Chromium
// serves the whole run: the e2e global setup starts it, and each test file connects to it
// (launchBrowser) and opens contexts of its own; closing that Browser only disconnects the file.
import { chromium, type Browser, type BrowserServer, type Page } from "playwright-core";
import { inject } from "vitest";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const OPTIONS = {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/** Starts the run's Chromium (playwright gives it a fresh temporary user-data dir). */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(OPTIONS);
}

/**
 * The run's Chromium, connected for this file; a Chromium of the file's own where no global
 * setup started one. `close()` closes the contexts the file opened.
 */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject("browserEndpoint");
  return endpoint ? chromium.connect(endpoint) : chromium.launch(OPTIONS);
}

/** Collects console errors and uncaught exceptions of a page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/** Resolves when the page has hydrated (the colour toggle becomes enabled). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector("button.color-mode-toggle:not([disabled])", { timeout: 15_000 });
}
