// Reading the real site as a reader does, at 1280 px and 390 px, light and dark (issue 41,
// points 1 to 3): every table fits its column or becomes cards, the table of contents is there
// below 996 px, and the home page's "How it works" reads on a phone and in dark mode. Point 4
// (no favicon request, no empty footer) is checked on a fixture site that configures neither.
// Screenshots go to test-results/screenshots/ for a person to look at.
import { mkdir, readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { sharedBrowser, watchErrors } from "./browser.ts";
import { contextWith, DESKTOP, hydrated, MOBILE, serveFixture } from "./theme-helpers.ts";

const SCREENSHOTS = "test-results/screenshots";
const MODES = ["light", "dark"] as const;
let browser: Browser;
let base: string;
beforeAll(async () => {
  browser = await sharedBrowser();
  base = inject("siteUrl");
  await mkdir(SCREENSHOTS, { recursive: true });
});

/** Route paths of the built pages that hold a table. */
async function pagesWithTables(): Promise<string[]> {
  const out = inject("siteOutDir");
  const found: string[] = [];
  const visit = async (dir: string): Promise<void> => {
    for (const entry of await readdir(join(out, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await visit(path);
      else if (entry.name === "index.html" && (await readFile(join(out, path), "utf8")).includes("<table")) found.push(dir);
    }
  };
  await visit("");
  return found.sort();
}

/** Scrolls an element to just below the navbar and saves a screenshot of the window. */
async function screenshot(page: Page, selector: string, name: string): Promise<void> {
  await page.locator(selector).first().evaluate((el) => {
    el.scrollIntoView();
    window.scrollBy(0, -70);
  });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

/**
 * What a reader of the page's tables cannot read: a table wider than its box (scrolled
 * sideways), a box wider than the text column, a cell whose text runs out of it, and a cell
 * outside the window. Each problem names its table and, for a cell, its row.
 */
function tableProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // A table in a tab panel the reader has not chosen has no box: every panel is shown, as
    // without JavaScript, so that each table is measured in its column.
    for (const panel of document.querySelectorAll<HTMLElement>("[role=tabpanel][hidden]")) panel.hidden = false;
    const problems: string[] = [];
    const column = document.querySelector("article .markdown")!.getBoundingClientRect();
    for (const wrapper of document.querySelectorAll<HTMLElement>("article .markdown .table-wrapper")) {
      const name = wrapper.getAttribute("aria-label");
      if (wrapper.scrollWidth > wrapper.clientWidth + 1) problems.push(`${name}: ${wrapper.scrollWidth} px wide in a ${wrapper.clientWidth} px box`);
      const box = wrapper.getBoundingClientRect();
      if (box.left < column.left - 1 || box.right > column.right + 1) problems.push(`${name}: its box leaves the text column`);
      wrapper.querySelectorAll("tbody tr").forEach((row, r) => {
        for (const cell of row.querySelectorAll<HTMLElement>("td, th")) {
          const rect = cell.getBoundingClientRect();
          if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`${name}, row ${r + 1}: "${cell.textContent!.slice(0, 40)}" runs out of its cell`);
          if (rect.left < -1 || rect.right > innerWidth + 1) problems.push(`${name}, row ${r + 1}: "${cell.textContent!.slice(0, 40)}" is outside the window`);
        }
      });
    }
    return problems;
  });
}

describe("tables (issue 41, point 1)", () => {
  it("the built site has the reference pages' values tables to check", async () => {
    const pages = await pagesWithTables();
    expect(pages).toContain("docs/scanners/nmap");
    expect(pages.filter((p) => /^docs\/(scanners|hooks)\/./.test(p)).length).toBeGreaterThanOrEqual(30);
  });

  it("every table of every page fits its column at 1280 px and at 390 px", async () => {
    // Tables are laid out by CSS alone, so each page is loaded once and read at both widths:
    // at the width the window has from the page before, then at the other. Data saver on: no
    // prefetching of the pages linked (contextWith).
    const context = await contextWith(browser, { viewport: DESKTOP, saveData: true });
    const page = await context.newPage();
    const problems: string[] = [];
    let widths = [DESKTOP, MOBILE];
    for (const path of await pagesWithTables()) {
      await page.goto(base + path);
      for (const [i, viewport] of widths.entries()) {
        if (i > 0) await page.setViewportSize(viewport);
        for (const problem of await tableProblems(page)) problems.push(`/${path} at ${viewport.width} px: ${problem}`);
        if (viewport === MOBILE) {
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
          if (overflow > viewport.width) problems.push(`/${path}: the page is ${overflow} px wide at ${viewport.width} px`);
        }
      }
      widths = [...widths].reverse();
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 300_000);

  for (const mode of MODES) {
    it(`lays out the Nmap values table for reading at 1280 px, ${mode}`, async () => {
      const context = await contextWith(browser, { viewport: DESKTOP, mode });
      const page = await context.newPage();
      await page.goto(base + "docs/scanners/nmap");
      await hydrated(page);
      const table = page.locator('[aria-label="Table: Values"]');
      const layout = await table.evaluate((wrapper) => {
        const widths = [...wrapper.querySelectorAll("thead th")].map((th) => th.getBoundingClientRect().width);
        const rows = [...wrapper.querySelectorAll("tbody tr")].map((tr) => tr.getBoundingClientRect().height);
        return { box: wrapper.clientWidth, table: wrapper.querySelector("table")!.getBoundingClientRect().width, widths, tallest: Math.max(...rows) };
      });
      expect(layout.table).toBeLessThanOrEqual(layout.box);
      // The description has room (it had 139 px of 1,729), and no column takes most of the width.
      expect(layout.widths[3]).toBeGreaterThanOrEqual(0.3 * layout.box);
      expect(Math.max(...layout.widths)).toBeLessThan(0.45 * layout.box);
      // Rows are as tall as their text: the tallest cell's content fills the row but for padding.
      const slack = await table.evaluate((wrapper) =>
        [...wrapper.querySelectorAll("tbody tr")].map((tr) => {
          const content = [...tr.querySelectorAll("td")].map((td) => {
            const range = document.createRange();
            range.selectNodeContents(td);
            return range.getBoundingClientRect().height;
          });
          return tr.getBoundingClientRect().height - Math.max(...content);
        }),
      );
      expect(Math.max(...slack)).toBeLessThan(30);
      // And that text is a few lines, not a narrow column of many (rows were about 185 px).
      const heights = await table.locator("tbody tr").evaluateAll((rows) => rows.map((tr) => tr.getBoundingClientRect().height).sort((a, b) => a - b));
      expect(heights[Math.floor(heights.length / 2)]).toBeLessThanOrEqual(100);
      // The longest default (the security context's JSON) shows its first lines, and all of it
      // when the reader opens it, with the keyboard too.
      const securityContext = table.locator("tbody tr", { has: page.locator("td:first-child", { hasText: /^scanner\.securityContext$/ }) });
      const value = securityContext.locator("td:nth-child(3) details.long-value");
      expect(await value.locator("summary").textContent()).toBe('{"runAsNonRoot":true,"readOnlyRootFilesystem":true,"allowPrivilegeEscalation":false,"privileged":false,"capabilities":{"drop":["all"]}}');
      const codeHeight = () => value.locator("code").evaluate((code) => ({ shown: code.clientHeight, all: code.scrollHeight }));
      const closed = await codeHeight();
      expect(closed.shown).toBeLessThan(closed.all);
      await value.locator("summary").focus();
      await page.keyboard.press("Enter");
      expect(await value.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
      const opened = await codeHeight();
      expect(opened.shown).toBe(opened.all);
      await page.keyboard.press("Enter");
      await screenshot(page, '[aria-label="Table: Values"]', `nmap-values-1280-${mode}`);
      await context.close();
    });

    it(`shows each row of the Nmap values table as a card with labelled lines at 390 px, ${mode}`, async () => {
      const context = await contextWith(browser, { viewport: MOBILE, mode });
      const page = await context.newPage();
      await page.goto(base + "docs/scanners/nmap");
      await hydrated(page);
      const row = page.locator('[aria-label="Table: Values"] tbody tr').first();
      const lines = await row.locator("td").evaluateAll((cells) =>
        cells.map((td) => ({ label: getComputedStyle(td, "::before").content, text: td.textContent, left: td.getBoundingClientRect().left, width: td.getBoundingClientRect().width })),
      );
      expect(lines.map((l) => [l.label, l.text])).toEqual([
        ['"Key: "', "imagePullSecrets"],
        ['"Type: "', "list"],
        ['"Default: "', "[]"],
        ['"Description: "', "Pull secrets for a private registry; used for both the scanner and the parser image."],
      ]);
      // One under the other, each as wide as the card.
      expect(new Set(lines.map((l) => Math.round(l.left))).size).toBe(1);
      expect(Math.min(...lines.map((l) => l.width))).toBeGreaterThan(300);
      await screenshot(page, '[aria-label="Table: Values"]', `nmap-values-390-${mode}`);
      await context.close();
    });
  }
});

describe('"On this page" below 996 px (issue 41, point 2)', () => {
  /** The headings of the content the table of contents lists (h2 and h3). */
  const headingHrefs = (page: Page) => page.locator("article .markdown").evaluate((m) => [...m.querySelectorAll("h2[id], h3[id]")].map((h) => "#" + h.id));

  for (const mode of MODES) {
    it(`is a disclosure above the content at 390 px, opened with the keyboard and closed by the chosen heading, ${mode}`, async () => {
      const context = await contextWith(browser, { viewport: MOBILE, mode });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(base + "docs/scanners/nmap");
      await hydrated(page);
      const toggle = page.locator("summary", { hasText: /^On this page$/ });
      const list = page.getByRole("list", { name: "On this page", includeHidden: true });
      expect(await toggle.isVisible()).toBe(true);
      expect(await list.isVisible()).toBe(false);
      // Above the content, below the page's title.
      const [title, box, content] = await Promise.all([page.locator("article h1").boundingBox(), toggle.boundingBox(), page.locator("article .markdown").boundingBox()]);
      expect(box!.y).toBeGreaterThanOrEqual(title!.y + title!.height);
      expect(box!.y + box!.height).toBeLessThanOrEqual(content!.y);
      expect(await list.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")))).toEqual(await headingHrefs(page));

      // Tab reaches it; Enter opens it; Tab and Enter choose a heading.
      for (let i = 0; i < 40 && !(await toggle.evaluate((s) => s === document.activeElement)); i++) await page.keyboard.press("Tab");
      expect(await toggle.evaluate((s) => s === document.activeElement)).toBe(true);
      await page.keyboard.press("Enter");
      expect(await list.isVisible()).toBe(true);
      await page.screenshot({ path: `${SCREENSHOTS}/toc-390-open-${mode}.png` });
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      const chosen = (await page.evaluate(() => document.activeElement!.getAttribute("href")))!;
      expect(chosen).toBe((await headingHrefs(page))[1]);
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => url.hash === chosen);
      expect(await list.isVisible()).toBe(false);
      // The heading is where the closed list leaves it: just below the navbar, not under it.
      const top = await page.locator(chosen).evaluate((h) => h.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(59);
      expect(top).toBeLessThan(120);
      await page.screenshot({ path: `${SCREENSHOTS}/toc-390-chosen-${mode}.png` });
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("opens without JavaScript, and is there on blog posts too", async () => {
    const context = await browser.newContext({ viewport: MOBILE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(base + "docs/scanners/nmap");
    await page.locator("summary", { hasText: /^On this page$/ }).click();
    expect(await page.getByRole("list", { name: "On this page" }).isVisible()).toBe(true);
    await page.goto(base + "blog/2023/09/15/sbom-part-two-consumption");
    expect(await page.locator("summary", { hasText: /^On this page$/ }).isVisible()).toBe(true);
    await context.close();
  });

  it("leaves the column beside the content alone at 1280 px", async () => {
    const context = await contextWith(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(base + "docs/scanners/nmap");
    expect(await page.locator("summary", { hasText: /^On this page$/ }).isVisible()).toBe(false);
    expect(await page.getByRole("navigation", { name: "On this page" }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('"How it works" on the home page (issue 41, point 3)', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    for (const mode of MODES) {
      it(`is text that reads at ${viewport.width} px in ${mode} mode`, async () => {
        const context = await contextWith(browser, { viewport, mode });
        const page = await context.newPage();
        await page.goto(base);
        await hydrated(page);
        const section = page.locator('section[aria-labelledby="how"]');
        const figure = section.locator("figure");
        expect(await figure.locator("img, svg, canvas").count()).toBe(0);
        expect(await figure.getByRole("listitem").locator("strong").allTextContents()).toEqual(["Scan", "Scanner Job", "Parser Job", "Hooks", "Results"]);
        const texts = await figure.evaluate((fig) => {
          // WCAG relative luminance and contrast of computed rgb()/rgba() colours.
          const lum = (c: string) => {
            const [r, g, b] = c.match(/[\d.]+/g)!.slice(0, 3).map((v) => {
              const x = Number(v) / 255;
              return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
            });
            return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
          };
          const contrast = (a: string, b: string) => {
            const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
            return (x! + 0.05) / (y! + 0.05);
          };
          /** The colour behind an element: its own or its nearest ancestor's that is not transparent. */
          const background = (el: Element) => {
            for (let e: Element | null = el; e; e = e.parentElement) {
              const c = getComputedStyle(e).backgroundColor;
              if (c !== "transparent" && !/^rgba\(.*,\s*0\)$/.test(c)) return c;
            }
            return "rgb(255, 255, 255)";
          };
          const withText = [...fig.querySelectorAll("*")].filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()));
          return {
            panelLuminance: lum(background(fig)),
            items: withText.map((el) => {
              const style = getComputedStyle(el);
              const box = el.getBoundingClientRect();
              return { text: el.textContent!.trim().slice(0, 30), size: parseFloat(style.fontSize), contrast: contrast(style.color, background(el)), left: box.left, right: box.right };
            }),
          };
        });
        for (const item of texts.items) {
          expect(item.size, item.text).toBeGreaterThanOrEqual(14);
          expect(item.contrast, item.text).toBeGreaterThanOrEqual(4.5);
          expect(item.left, item.text).toBeGreaterThanOrEqual(0);
          expect(item.right, item.text).toBeLessThanOrEqual(viewport.width);
        }
        // Themed: a dark panel in dark mode, a light one in light mode.
        if (mode === "dark") expect(texts.panelLuminance).toBeLessThan(0.1);
        else expect(texts.panelLuminance).toBeGreaterThan(0.8);
        // On a phone the steps run down the screen, one under the other, each as wide as the panel.
        const steps = await figure.getByRole("listitem").evaluateAll((items) => items.map((li) => li.getBoundingClientRect()).map((r) => ({ x: r.x, y: r.y, width: r.width })));
        if (viewport === MOBILE) {
          expect(new Set(steps.map((s) => Math.round(s.x))).size).toBe(1);
          expect(steps.every((s, i) => i === 0 || s.y > steps[i - 1]!.y)).toBe(true);
          expect(Math.min(...steps.map((s) => s.width))).toBeGreaterThan(280);
        } else {
          expect(new Set(steps.map((s) => Math.round(s.y))).size).toBe(1);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        await screenshot(page, 'section[aria-labelledby="how"]', `home-how-it-works-${viewport.width}-${mode}`);
        await context.close();
      });
    }
  }
});

describe("a site that configures no favicon and no footer (issue 41, point 4)", () => {
  let fixture: { url: string; close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    fixture = await serveFixture("bare-site");
  }, 180_000);
  afterAll(async () => fixture?.close());

  for (const viewport of [DESKTOP, MOBILE]) {
    for (const mode of MODES) {
      it(`asks for no /favicon.ico and draws no footer at ${viewport.width} px, ${mode}`, async () => {
        const context = await contextWith(browser, { viewport, mode });
        const page = await context.newPage();
        const errors = watchErrors(page);
        for (const path of ["", "docs/intro"]) {
          await page.goto(fixture!.url + path);
          await hydrated(page);
          await page.waitForLoadState("networkidle");
          await page.waitForTimeout(300);
          // Chromium's own request for /favicon.ico shows only as a console error (a 404).
          expect(errors, `/${path}`).toEqual([]);
          expect(await page.getByRole("contentinfo").count()).toBe(0);
          expect(await page.locator("footer.footer").count()).toBe(0);
          expect(await page.locator('link[rel~="icon"]').evaluateAll((links) => links.map((l) => l.getAttribute("href")))).toEqual(["data:,"]);
        }
        // The last thing on the page is the content's own, on the page's background.
        const bottom = await page.evaluate(() => {
          window.scrollTo(0, document.body.scrollHeight);
          const el = document.elementFromPoint(innerWidth / 2, innerHeight - 2)!;
          return { inFooter: !!el.closest("footer") };
        });
        expect(bottom.inFooter).toBe(false);
        await page.screenshot({ path: `${SCREENSHOTS}/bare-site-${viewport.width}-${mode}.png` });
        await context.close();
      });
    }
  }
});
