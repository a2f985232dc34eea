// Helpers of the client-runtime browser tests: telling client-side navigation from page
// loads, pausing the page's clock, recording when elements appear and go, and links placed
// outside the React root.
import type { Page, Request } from "playwright-core";

type Recorded = { present: boolean; value: string | null };
type Win = typeof window & { __marker?: number; __records?: Record<string, Recorded[]> };

/** Puts a marker on `window`: it survives client-side navigation, not a page load. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as Win).__marker = 42));
}

/** True while the page is still the document `markWindow` marked. */
export async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as Win).__marker === 42);
}

/**
 * Stops the page's clock where it stands. The clock must have been installed before the page
 * loaded (`page.clock.install()`), so that the page loads with time running; from now on the
 * page's timers fire only when the test moves the clock on with `page.clock.runFor`.
 */
export async function pauseClock(page: Page): Promise<void> {
  // Time still runs until the pause arrives, and the clock cannot go back: pause a little ahead.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/**
 * Records, from now on, every change of whether `selector` is in the page and of its
 * `aria-valuenow`, in order.
 */
export async function recordElement(page: Page, selector: string): Promise<void> {
  await page.evaluate((selector) => {
    const win = window as Win;
    const records: Recorded[] = [];
    (win.__records ??= {})[selector] = records;
    let last: string | undefined;
    const check = () => {
      const element = document.querySelector(selector);
      const value = element?.getAttribute("aria-valuenow") ?? null;
      const key = `${!!element}:${value}`;
      if (key === last) return;
      last = key;
      records.push({ present: !!element, value });
    };
    check();
    new MutationObserver(check).observe(document.documentElement, { childList: true, subtree: true, attributes: true });
  }, selector);
}

/** What `recordElement` saw. */
export async function recorded(page: Page, selector: string): Promise<Recorded[]> {
  return page.evaluate((selector) => (window as Win).__records?.[selector] ?? [], selector);
}

/** Adds a link fixed to the top left corner, outside the React root (so renders keep it). */
export async function addLink(page: Page, href: string, text = "Injected link"): Promise<void> {
  await page.evaluate(
    ({ href, text }) => {
      const a = document.createElement("a");
      a.href = href;
      a.textContent = text;
      a.className = "injected-link";
      a.style.cssText = "position:fixed;top:70px;left:10px;z-index:9999;background:#ff0;padding:4px";
      document.body.append(a);
    },
    { href, text },
  );
}

/** Collects the paths of route-data requests (`/x/route.json`) made from now on. */
export function routeDataRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith("/route.json")) paths.push(url.pathname);
  });
  return paths;
}

/** Resolves after `ms` milliseconds. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once the page has handled what the test just did, instead of a fixed wait: after two
 * animation frames (between them the browser dispatches scroll, resize and media-query events,
 * lays out and runs intersection observers; React's effects of a render have run) and then an
 * idle moment of the page (at most `idleMs` away). Not for a page whose clock is installed.
 */
export async function settled(page: Page, idleMs = 500): Promise<void> {
  await page.evaluate(
    (idleMs) =>
      new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: idleMs })))),
    idleMs,
  );
}
