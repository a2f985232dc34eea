// Helpers of the client-runtime browser tests: telling client-side navigation from page
// loads, recording when elements appear, and links placed outside the React root.
import type { Page, Request } from "playwright-core";

type Recorded = { t: number; present: boolean; value: string | null };
type Win = typeof window & { __marker?: number; __records?: Record<string, Recorded[]>; __clickAt?: number };

/** Puts a marker on `window`: it survives client-side navigation, not a page load. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as Win).__marker = 42));
}

/** True while the page is still the document `markWindow` marked. */
export async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as Win).__marker === 42);
}

/**
 * Records, from now on, every change of whether `selector` is in the page (and its
 * `aria-valuenow`), with `performance.now()` times; also the time of the next click.
 */
export async function recordElement(page: Page, selector: string): Promise<void> {
  await page.evaluate((selector) => {
    const win = window as Win;
    const records: Recorded[] = [];
    win.__clickAt = undefined;
    (win.__records ??= {})[selector] = records;
    let last: string | undefined;
    const check = () => {
      const element = document.querySelector(selector);
      const value = element?.getAttribute("aria-valuenow") ?? null;
      const key = `${!!element}:${value}`;
      if (key === last) return;
      last = key;
      records.push({ t: performance.now(), present: !!element, value });
    };
    check();
    new MutationObserver(check).observe(document.documentElement, { childList: true, subtree: true, attributes: true });
    document.addEventListener("click", () => (win.__clickAt ??= performance.now()), { capture: true });
  }, selector);
}

/** What `recordElement` saw, with times relative to the recorded click. */
export async function recorded(page: Page, selector: string): Promise<Recorded[]> {
  return page.evaluate((selector) => {
    const win = window as Win;
    const at = win.__clickAt ?? 0;
    return (win.__records?.[selector] ?? []).map((r) => ({ ...r, t: r.t - at }));
  }, selector);
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
