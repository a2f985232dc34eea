// Shared by the theme's browser tests: hydration at any width, a fixture site built and served
// for the config-dependent parts, layout-shift recording and an axe-core run.
import { readFileSync } from "node:fs";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { buildSite, copyFixture, removeAll } from "../helpers/fixtures.ts";
import { serve } from "../../src/server/serve.ts";

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

/** Hydration done: the colour toggle is enabled (it may be hidden in the closed drawer). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForSelector("button.color-mode-toggle:not([disabled])", { state: "attached", timeout: 15_000 });
}

/**
 * The page's Tabs islands are hydrated: none shows its static form any more. Content starts
 * islands after the page hydrates and loads each one's chunk then, so `hydrated` returns before
 * them; a test that walks the page must wait, or the tabs appear behind it.
 */
export async function tabsHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector(".tabs--static"), undefined, { timeout: 15_000 });
}

/**
 * A context at the given viewport with a colour mode stored before the first load. `saveData`:
 * the reader asked to save data, so a page prefetches no route and does not load the whole
 * sidebar when idle (templates/runtime/route-data.ts). For tests of what a page shows, which
 * neither changes, and that load many pages: those fetches were a third of their time.
 * Prefetching and the idle sidebar load have their own tests (runtime-prefetch.test.ts,
 * theme-real.test.ts).
 */
export async function contextWith(browser: Browser, options: BrowserContextOptions & { mode?: "light" | "dark"; saveData?: boolean } = {}): Promise<BrowserContext> {
  const { mode, saveData, ...rest } = options;
  const context = await browser.newContext({ viewport: DESKTOP, ...rest });
  if (mode) await context.addInitScript((m) => localStorage.getItem("theme") ?? localStorage.setItem("theme", m), mode);
  if (saveData) await context.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true } }));
  return context;
}

/** Builds a copy of a fixture site and serves it on a free loopback port. */
export async function serveFixture(name: string): Promise<{ url: string; close: () => Promise<void> }> {
  const site = await copyFixture(name);
  const root = dirname(site);
  const out = join(root, "build");
  await buildSite(site, out, { strict: true });
  const { server, url } = await serve({ dir: out, port: 0, host: "127.0.0.1" });
  return {
    url,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await removeAll(root);
    },
  };
}

/** Records layout shifts from the very start of every page of the context. */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; sources: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) => (s.node instanceof Element ? s.node.tagName.toLowerCase() + "." + s.node.className : String(s.node?.nodeName)));
        w.__shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/**
 * A proxy in front of `target` that sends every HTML page in pieces of `chunk` bytes, `delay` ms
 * apart (uncompressed), and everything else at once: the HTML parser then stops between pieces
 * and the browser may render what it has so far, as on a slow connection or a busy machine.
 */
export async function slowHtmlProxy(target: string, { chunk = 512, delay = 16 } = {}): Promise<{ url: string; close: () => Promise<void> }> {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const headers = { ...req.headers, host: upstream.host, "accept-encoding": "identity" };
    const forward = request({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, async (answer) => {
      if (!String(answer.headers["content-type"]).startsWith("text/html")) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const parts: Buffer[] = [];
      for await (const part of answer) parts.push(part as Buffer);
      const body = Buffer.concat(parts);
      const { "content-length": _length, etag: _etag, "last-modified": _modified, ...rest } = answer.headers;
      res.writeHead(answer.statusCode ?? 502, rest);
      for (let i = 0; i < body.length && !res.destroyed; i += chunk) {
        res.write(body.subarray(i, i + chunk));
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
      res.end();
    });
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function layoutShifts(page: Page): Promise<{ total: number; sources: string[] }> {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), sources: shifts.flatMap((s) => s.sources) };
}

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export interface AxeViolation {
  id: string;
  impact: string;
  targets: string[];
  /** With the option `within`: for each target, whether it lies inside an element that matches it. */
  inside?: boolean[];
}

/** The rule set of axeViolations: WCAG 2.1 A/AA and best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/**
 * The rules of axe-core's WCAG 2.1 A/AA set that judge colours (`cat.color`): the only ones a
 * page's colour mode can change the outcome of, as a mode changes colours and not the markup.
 */
export const AXE_COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * axe-core's WCAG 2.1 A/AA and best-practice rules on the page (`only`: just these rules).
 * `exclude` leaves out parts that other features own (their issues run axe on them); `within`
 * tells, for each target, if it lies inside such a part, so that one run serves a check of the
 * whole page and one without it.
 */
export async function axeViolations(page: Page, options: { exclude?: string[]; disableRules?: string[]; within?: string; only?: string[] } = {}): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async ({ exclude, disableRules, within, only, tags }) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const context = { include: [["html"]], exclude: exclude.map((s) => [s]) };
    const rules = Object.fromEntries(disableRules.map((r) => [r, { enabled: false }]));
    const runOnly = only ? { type: "rule", values: only } : { type: "tag", values: tags };
    const result = await axe.run(context, { runOnly, rules });
    // A target in a frame or a shadow root (more than one selector) counts as outside.
    const isInside = (target: string[]) => !!within && target.length === 1 && !!document.querySelector(target[0]!)?.closest(within);
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(" ")),
      ...(within ? { inside: v.nodes.map((n) => isInside(n.target)) } : {}),
    }));
  }, { exclude: options.exclude ?? [], disableRules: options.disableRules ?? [], within: options.within, only: options.only, tags: AXE_TAGS });
}
