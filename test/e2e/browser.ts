// Debian's Chromium driven by playwright-core, with the flags this machine needs, and the one
// Chromium of a test worker that its browser test files share (sharedBrowser).
import { chromium, type Browser, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function launchBrowser(): Promise<Browser> {
  // playwright gives every launch a fresh temporary user-data dir.
  return chromium.launch({
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
  });
}

/**
 * Where the worker's Chromium is kept: on the global object, because the e2e environment
 * (test/e2e/environment.ts) that closes it is loaded apart from the test files' modules (and
 * reads this slot itself, so as not to load playwright-core once more).
 */
const SHARED = Symbol.for("sitec.test.sharedBrowser");
const slot = globalThis as unknown as { [SHARED]?: Promise<Browser> };

/**
 * The worker's one Chromium, launched on first use. The e2e project does not isolate its files
 * (vitest.config.ts), so the files a worker runs share it: each opens contexts or pages of its
 * own and closes them, and the e2e setup file (test/e2e/setup.ts) closes what a file left open.
 * The e2e environment closes it when the worker stops; one that crashed or was closed is
 * launched anew on the next call.
 */
export function sharedBrowser(): Promise<Browser> {
  let launching = slot[SHARED];
  if (!launching) {
    launching = launchBrowser();
    slot[SHARED] = launching;
    const forget = () => {
      if (slot[SHARED] === launching) delete slot[SHARED];
    };
    launching.then((browser) => browser.on("disconnected", forget), forget);
  }
  return launching;
}

/** Closes the contexts of the worker's Chromium that are still open (a failed test's). */
export async function closeOpenContexts(): Promise<void> {
  const browser = await slot[SHARED]?.catch(() => undefined);
  await Promise.all((browser?.contexts() ?? []).map((context) => context.close()));
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

type CspWindow = typeof window & { __csp?: string[] };

/**
 * Records every Content-Security-Policy violation of `page`, from the console and the DOM's
 * `securitypolicyviolation` event (set up before the page's first navigation); returns what
 * was recorded so far.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) fromConsole.push(m.text());
  });
  await page.addInitScript(() => {
    const win = window as CspWindow;
    win.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => win.__csp!.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as CspWindow).__csp ?? []))];
}
