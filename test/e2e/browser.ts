// Debian's Chromium driven by playwright-core, with the flags this machine needs, and the one
// Chromium of a test worker that its browser test files share (sharedBrowser).
import { chromium, type Browser, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export async function launchBrowser(options: { handleSIGTERM?: boolean } = {}): Promise<Browser> {
  // playwright gives every launch a fresh temporary user-data dir.
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    ...options,
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

/** This worker's Chromium (test code: module state that lives as long as the worker is the point). */
let shared: Promise<Browser> | undefined;

/**
 * The worker's one Chromium, launched on first use. The e2e project does not isolate its files
 * (vitest.config.ts), so the files a worker runs share it: each opens contexts or pages of its
 * own and closes them, and the e2e setup file (test/e2e/setup.ts) closes what a file left open.
 * It ends with the worker, and a browser that crashed or was closed is launched anew on the
 * next call.
 */
export function sharedBrowser(): Promise<Browser> {
  if (!shared) {
    // vitest stops a worker with SIGTERM and kills it 500 ms later, too soon for playwright's
    // graceful close on SIGTERM: the worker exits at once instead, and playwright's exit handler
    // kills Chromium and removes its profile folder, synchronously.
    if (!process.listeners("SIGTERM").includes(exitOnSigterm)) process.once("SIGTERM", exitOnSigterm);
    const launching = launchBrowser({ handleSIGTERM: false });
    shared = launching;
    const forget = () => {
      if (shared === launching) shared = undefined;
    };
    launching.then((browser) => browser.on("disconnected", forget), forget);
  }
  return shared;
}

function exitOnSigterm(): void {
  process.exit(143);
}

/** Closes the contexts of the worker's Chromium that are still open (a failed test's). */
export async function closeOpenContexts(): Promise<void> {
  const browser = await shared?.catch(() => undefined);
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
