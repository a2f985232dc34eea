// A site's home page built by sitec beside Docusaurus's build of the same project (issue #45):
// screenshots in Chromium at the given widths, and what each page shows, read from the DOM: the
// hero (first h1 and the text after it), the section headings, the links and the images (and
// which of them did not load). Each build is served from 127.0.0.1 by bench/static-server.ts;
// requests to other hosts are refused, so that both pages are shown from the same files only.
//
//   npx tsx bench/home-screenshots.ts --name scb --sitec /tmp/x/build --docusaurus /tmp/x-dbuild
//   npx tsx bench/home-screenshots.ts --name redux-toolkit --sitec /tmp/y/build --width 1280
//
// Writes <out>/<name>-<builder>-<width>.png (the first screen: 800 px high at 1280, 844 at 390;
// small enough to keep in the repository) and, with --full, <full>/<name>-<builder>-<width>-full.png
// (the whole page, larger). Prints the comparison as Markdown.
import { mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../test/e2e/browser.ts";
import { serveGzipped } from "./static-server.ts";

const { values } = parseArgs({
  options: {
    name: { type: "string" },
    sitec: { type: "string" },
    docusaurus: { type: "string" },
    width: { type: "string", multiple: true },
    path: { type: "string", default: "/" },
    out: { type: "string", default: "bench/results/screenshots" },
    full: { type: "string" },
  },
});
if (!values.name || !values.sitec) {
  console.error("usage: bench/home-screenshots.ts --name N --sitec BUILD [--docusaurus BUILD] [--width 1280 …] [--path /] [--out DIR] [--full DIR]");
  process.exit(2);
}
const widths = (values.width ?? ["1280", "390"]).map(Number);
const HEIGHTS: Record<number, number> = { 390: 844 };

/** What a page shows, read from its DOM once it has loaded. */
interface PageSummary {
  title: string;
  h1: string[];
  heroText: string;
  headings: string[];
  links: number;
  internalLinks: string[];
  images: { src: string; loaded: boolean; width: number }[];
  mains: number;
  nestedMain: boolean;
  bodyHeight: number;
}

async function summarise(browser: Browser, base: string, width: number, shot: string, full?: string): Promise<PageSummary> {
  const context = await browser.newContext({ viewport: { width, height: HEIGHTS[width] ?? 800 }, deviceScaleFactor: 1 });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  // tsx keeps function names with a helper the page does not have.
  await context.addInitScript("window.__name = (f) => f;");
  const page = await context.newPage();
  await page.goto(base + values.path, { waitUntil: "networkidle" });
  // Lazy images and fonts: scroll to the end and back, then give them a moment.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  await page.screenshot({ path: shot });
  if (full) await page.screenshot({ path: full, fullPage: true });
  const summary = await page.evaluate((origin) => {
    const text = (e: Element | null) => (e?.textContent ?? "").replace(/\s+/g, " ").trim();
    const h1 = [...document.querySelectorAll("h1")].map(text);
    const firstH1 = document.querySelector("h1");
    const hero = firstH1?.closest("header, section, div");
    const heroText = text(hero ?? null).slice(0, 200);
    const content = document.querySelector("main") ?? document.body;
    const headings = [...content.querySelectorAll("h2, h3")].map(text);
    const anchors = [...document.querySelectorAll("a[href]")] as HTMLAnchorElement[];
    const internal = anchors.filter((a) => a.href.startsWith(origin) && !a.closest("nav, footer, .navbar, .footer")).map((a) => new URL(a.href).pathname.replace(/\/$/, "") || "/");
    const images = ([...document.querySelectorAll("img")] as HTMLImageElement[])
      .filter((i) => !i.closest("nav, footer, .navbar, .footer"))
      .map((i) => ({ src: i.currentSrc.startsWith(origin) ? new URL(i.currentSrc).pathname.replace(/^.*\//, "") : i.currentSrc, loaded: i.complete && i.naturalWidth > 0, width: Math.round(i.getBoundingClientRect().width) }));
    const mains = document.querySelectorAll("main").length;
    return { title: document.title, h1, heroText, headings, links: anchors.length, internalLinks: [...new Set(internal)].sort(), images, mains, nestedMain: !!document.querySelector("main main"), bodyHeight: document.documentElement.scrollHeight };
  }, new URL(base).origin);
  await context.close();
  return summary;
}

const builds: [string, string][] = [["sitec", values.sitec]];
if (values.docusaurus) builds.push(["docusaurus", values.docusaurus]);
await mkdir(values.out!, { recursive: true });
if (values.full) await mkdir(values.full, { recursive: true });
const browser = await launchBrowser();
const results = new Map<string, PageSummary>();
try {
  for (const [builder, dir] of builds) {
    const { server, url } = await serveGzipped(resolve(dir));
    try {
      for (const width of widths) {
        const file = `${values.name}-${builder}-${width}`;
        results.set(`${builder} ${width}`, await summarise(browser, url, width, join(values.out!, `${file}.png`), values.full ? join(values.full, `${file}-full.png`) : undefined));
        console.error(`wrote ${join(values.out!, `${file}.png`)}`);
      }
    } finally {
      server.close();
    }
  }
} finally {
  await browser.close();
}

const list = (items: string[]) => (items.length ? items.join(" · ") : "(none)");
for (const width of widths) {
  console.log(`\n### ${values.name} at ${width} px\n`);
  console.log(`| | ${builds.map(([b]) => b).join(" | ")} |`);
  console.log(`|---|${builds.map(() => "---").join("|")}|`);
  const row = (label: string, f: (s: PageSummary) => string) => console.log(`| ${label} | ${builds.map(([b]) => f(results.get(`${b} ${width}`)!).replace(/\|/g, "\\|")).join(" | ")} |`);
  row("title", (s) => s.title);
  row("h1", (s) => list(s.h1));
  row("hero", (s) => s.heroText);
  row("h2/h3 in main", (s) => `${s.headings.length}: ${list(s.headings)}`);
  row("links (all)", (s) => String(s.links));
  row("internal links outside navbar/footer", (s) => list(s.internalLinks));
  row("images outside navbar/footer", (s) => `${s.images.length}, ${s.images.filter((i) => !i.loaded).length} not loaded`);
  row("images not loaded", (s) => list(s.images.filter((i) => !i.loaded).map((i) => i.src)));
  row("`<main>` elements", (s) => `${s.mains}${s.nestedMain ? " (nested)" : ""}`);
  row("page height (px)", (s) => String(s.bodyHeight));
}
