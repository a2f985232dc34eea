// The config-dependent parts of the theme on a fixture site of their own
// (test/fixtures/theme-site): every navbar item kind, dropdowns, the remembered docs version,
// the locale dropdown, hideOnScroll, the announcement bar, a colour mode that follows the
// system, and the reading experience of a long page at 390 px.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { sharedBrowser, watchErrors } from "./browser.ts";
import { settled } from "./runtime-helpers.ts";
import { contextWith, DESKTOP, hydrated, layoutShifts, MOBILE, recordLayoutShifts, serveFixture } from "./theme-helpers.ts";

let browser: Browser;
let site: Awaited<ReturnType<typeof serveFixture>>;
beforeAll(async () => {
  [browser, site] = await Promise.all([sharedBrowser(), serveFixture("theme-site")]);
});
afterAll(async () => {
  await site?.close();
});

async function open(path: string, options: Parameters<typeof contextWith>[1] = {}) {
  const context = await contextWith(browser, options);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(site.url + path);
  await hydrated(page);
  return { page, context, errors, close: () => context.close() };
}

const bar = (page: Page) => page.locator('nav[aria-label="Main"] .navbar-inner');
const more = (page: Page) => bar(page).locator(".navbar-dropdown", { has: page.getByRole("button", { name: "More" }) });
const isOpen = async (page: Page) => {
  const button = more(page).getByRole("button", { name: "More" });
  const [expanded, menuVisible] = await Promise.all([button.getAttribute("aria-expanded"), more(page).locator(".dropdown-menu").isVisible()]);
  expect(menuVisible).toBe(expanded === "true");
  return menuVisible;
};

describe("navbar item kinds", () => {
  it("renders doc, docSidebar, default, dropdown, html, version and locale items", async () => {
    const { page, errors, close } = await open("docs/guide/start");
    const links = bar(page).locator(":scope > .navbar-items a, :scope > .navbar-items button");
    // The search box's own controls are the search feature's (tested in search.test.ts).
    const items = await links.evaluateAll((els) => els.filter((e) => !e.closest(".dropdown-menu") && !e.closest(".search-bar")).map((e) => [e.tagName, e.textContent?.trim() || e.getAttribute("aria-label"), e.getAttribute("href")]));
    expect(items).toEqual([
      ["A", "Docs", "/docs/guide/start"],
      ["A", "Details", "/docs/reference/details"],
      ["A", "Blog", "/blog"],
      ["BUTTON", "More", null],
      // docsVersion, then docsVersionDropdown: one version, so a plain link too.
      ["A", "Current", "/docs/guide/start"],
      ["A", "Current", "/docs/guide/start"],
      ["BUTTON", "English", null],
      ["A", "GitHub repository", "https://github.com/example/theme"],
      ["BUTTON", "Switch between dark and light mode (currently light mode)", null],
    ]);
    expect(await bar(page).locator(".navbar-html .navbar-badge").textContent()).toBe("Beta");
    expect(await bar(page).getByRole("link", { name: "Docs", exact: true }).getAttribute("class")).toContain("active");
    // As in Docusaurus, a doc item is current on the pages that show its doc's sidebar (here the
    // one sidebar), as the sidebar's item is.
    expect(await bar(page).getByRole("link", { name: "Details" }).getAttribute("class")).toContain("active");
    await bar(page).getByRole("link", { name: "Details" }).click();
    await page.waitForURL(/\/docs\/reference\/details$/);
    expect(await bar(page).getByRole("link", { name: "Details" }).getAttribute("aria-current")).toBe("page");
    // Neither is current on a page outside the docs.
    await bar(page).getByRole("link", { name: "Blog", exact: true }).click();
    await page.waitForURL(/\/blog$/);
    expect(await bar(page).getByRole("link", { name: "Details" }).getAttribute("aria-current")).toBeNull();
    expect(await bar(page).getByRole("link", { name: "Docs", exact: true }).getAttribute("aria-current")).toBeNull();
    expect(errors).toEqual([]);
    await close();
  });

  it("remembers the chosen docs version under docs-preferred-version-default", async () => {
    const { page, close } = await open("blog");
    expect(await page.evaluate(() => localStorage.getItem("docs-preferred-version-default"))).toBeNull();
    await bar(page).getByRole("link", { name: "Current" }).first().click();
    await page.waitForURL(/\/docs\/guide\/start$/);
    expect(await page.evaluate(() => localStorage.getItem("docs-preferred-version-default"))).toBe("current");
    // Other links store nothing.
    await page.evaluate(() => localStorage.removeItem("docs-preferred-version-default"));
    await bar(page).getByRole("link", { name: "Blog", exact: true }).click();
    await page.waitForURL(/\/blog$/);
    expect(await page.evaluate(() => localStorage.getItem("docs-preferred-version-default"))).toBeNull();
    // The version dropdown's plain link stores it too.
    await bar(page).getByRole("link", { name: "Current" }).nth(1).click();
    await page.waitForURL(/\/docs\/guide\/start$/);
    expect(await page.evaluate(() => localStorage.getItem("docs-preferred-version-default"))).toBe("current");
    await close();
  });

  it("keeps the current path, query and hash in the locale dropdown", async () => {
    const { page, close } = await open("docs/guide/long?tab=2#section-two");
    const locale = bar(page).locator(".navbar-dropdown", { has: page.getByRole("button", { name: "English" }) });
    await locale.hover();
    const english = locale.locator(".dropdown-menu a");
    expect(await english.isVisible()).toBe(true);
    expect(await english.textContent()).toBe("English");
    expect(await english.getAttribute("href")).toBe("/docs/guide/long?tab=2#section-two");
    expect(await english.evaluate((a) => a.closest("[lang]")?.getAttribute("lang"))).toBe("en");
    // A hash reached on the same page is kept too.
    await page.mouse.move(0, 500);
    await page.locator('nav[aria-label="On this page"] a[href="#the-end"]').click();
    await locale.hover();
    expect(await english.getAttribute("href")).toBe("/docs/guide/long?tab=2#the-end");
    await close();
  });
});

describe("dropdown", () => {
  it("opens on hover and closes when the pointer leaves", async () => {
    const { page, close } = await open("docs/guide/start");
    expect(await isOpen(page)).toBe(false);
    await more(page).hover();
    expect(await isOpen(page)).toBe(true);
    await page.mouse.move(5, 700);
    expect(await isOpen(page)).toBe(false);
    await close();
  });

  it("opens and closes on Enter, and closes on Escape and when the focus leaves", async () => {
    const { page, close } = await open("docs/guide/start");
    const button = more(page).getByRole("button", { name: "More" });
    await button.focus();
    await page.keyboard.press("Enter");
    expect(await isOpen(page)).toBe(true);
    await page.keyboard.press("Enter");
    expect(await isOpen(page)).toBe(false);
    await page.keyboard.press("Enter");
    // Tab walks into the list, and out of it: leaving closes.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Second page");
    expect(await isOpen(page)).toBe(true);
    for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest(".navbar-dropdown"))).toBe(false);
    expect(await isOpen(page)).toBe(false);
    await button.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Escape");
    expect(await isOpen(page)).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("More");
    await close();
  });

  it("closes on a click or a touch outside it, and after choosing an item", async () => {
    const { page, close } = await open("docs/guide/start", { hasTouch: true });
    const button = more(page).getByRole("button", { name: "More" });
    await button.focus();
    await page.keyboard.press("Enter");
    await page.mouse.click(640, 500);
    expect(await isOpen(page)).toBe(false);

    await button.focus();
    await page.keyboard.press("Enter");
    await page.touchscreen.tap(640, 500);
    expect(await isOpen(page)).toBe(false);

    await button.focus();
    await page.keyboard.press("Enter");
    await more(page).getByRole("link", { name: "Second page" }).click();
    await page.waitForURL(/\/docs\/guide\/second$/);
    await page.mouse.move(640, 500);
    expect(await isOpen(page)).toBe(false);
    // It holds the current page, so it is marked active.
    expect(await button.getAttribute("class")).toContain("active");
    await close();
  });
});

describe("hideOnScroll", () => {
  it("hides the navbar on scrolling down, shows it on scrolling up and near the top", async () => {
    const { page, close } = await open("docs/guide/long");
    const nav = page.locator('nav[aria-label="Main"]');
    /** Whether some of the navbar is in view; it slides out and back in, so poll for it. */
    const shown = async () => {
      const box = await nav.boundingBox();
      return box!.y + box!.height > 1;
    };
    await expect.poll(shown).toBe(true);
    await page.mouse.wheel(0, 900);
    await expect.poll(() => nav.getAttribute("class")).toContain("navbar-hidden");
    await expect.poll(shown).toBe(false);
    await page.mouse.wheel(0, -200);
    await expect.poll(() => nav.getAttribute("class")).not.toContain("navbar-hidden");
    await expect.poll(shown).toBe(true);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => nav.getAttribute("class")).toContain("navbar-hidden");
    // Near the top it always shows, also when the last move was down.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect.poll(() => nav.getAttribute("class")).not.toContain("navbar-hidden");
    // The keyboard brings a hidden navbar back.
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => nav.getAttribute("class")).toContain("navbar-hidden");
    await bar(page).getByRole("link", { name: "Blog", exact: true }).focus();
    await expect.poll(() => nav.getAttribute("class")).not.toContain("navbar-hidden");
    await close();
  });
});

describe("announcement bar", () => {
  it("shows the configured HTML in its colours, and a dismissal is remembered", async () => {
    const { page, context, close } = await open("docs/guide/start");
    const announcement = page.locator(".announcement-bar");
    expect(await announcement.isVisible()).toBe(true);
    expect(await announcement.locator(".announcement-content").innerHTML()).toBe('Version 1 is out: read <a href="/blog">the blog</a>.');
    expect(await announcement.evaluate((el) => [getComputedStyle(el).backgroundColor, getComputedStyle(el).color])).toEqual(["rgb(32, 35, 42)", "rgb(255, 255, 255)"]);
    expect(await page.evaluate(() => [localStorage.getItem("docusaurus.announcement.id"), localStorage.getItem("docusaurus.announcement.dismiss")])).toEqual(["release-1", "false"]);
    await announcement.getByRole("button", { name: "Close" }).click();
    expect(await announcement.count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("docusaurus.announcement.dismiss"))).toBe("true");

    // Dismissed stays dismissed: hidden from the first paint (no bundle needed), no shift.
    await recordLayoutShifts(context);
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(site.url + "docs/guide/second");
    expect(await page.locator(".announcement-bar").isVisible()).toBe(false);
    await page.unroute("**/assets/*.js");
    await page.goto(site.url + "docs/guide/second");
    await hydrated(page);
    expect(await page.locator(".announcement-bar").count()).toBe(0);
    expect((await layoutShifts(page)).total).toBeLessThan(0.01);
    await close();
  });

  it("shows again when the announcement's id changes", async () => {
    const context = await contextWith(browser);
    await context.addInitScript(() => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("docusaurus.announcement.id", "release-0");
      localStorage.setItem("docusaurus.announcement.dismiss", "true");
    });
    const page = await context.newPage();
    await page.goto(site.url);
    await hydrated(page);
    expect(await page.locator(".announcement-bar").isVisible()).toBe(true);
    expect(await page.evaluate(() => [localStorage.getItem("docusaurus.announcement.id"), localStorage.getItem("docusaurus.announcement.dismiss")])).toEqual(["release-1", "false"]);
    await context.close();
  });
});

describe("colour mode that follows the system (respectPrefersColorScheme)", () => {
  it("starts in the system's mode before hydration and follows its changes until the reader chooses", async () => {
    const context = await contextWith(browser, { colorScheme: "dark" });
    const page = await context.newPage();
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(site.url);
    expect(await page.getAttribute("html", "data-theme")).toBe("dark");
    await page.unroute("**/assets/*.js");
    await page.goto(site.url);
    await hydrated(page);
    const toggle = bar(page).locator("button.color-mode-toggle");
    expect(await toggle.getAttribute("title")).toBe("Switch between dark and light mode (currently dark mode)");
    await page.emulateMedia({ colorScheme: "light" });
    await expect.poll(() => page.getAttribute("html", "data-theme")).toBe("light");
    // A choice of the reader wins over the system from then on.
    await toggle.click();
    expect(await page.getAttribute("html", "data-theme")).toBe("dark");
    await page.emulateMedia({ colorScheme: "light" });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.emulateMedia({ colorScheme: "light" });
    // The browser evaluates media queries and sends their change events once a frame, and what
    // the theme's listener sets off has rendered when two frames have passed.
    await settled(page);
    expect(await page.getAttribute("html", "data-theme")).toBe("dark");
    await page.reload();
    expect(await page.getAttribute("html", "data-theme")).toBe("dark");
    await context.close();
  });
});

describe("table of contents", () => {
  it("highlights the heading in view while scrolling, h3 included", async () => {
    const { page, close } = await open("docs/guide/long");
    const active = () => page.locator('nav[aria-label="On this page"] a.active').getAttribute("href");
    expect(await active()).toBe("#admonitions");
    for (const id of ["code", "highlighted-shell", "section-one-detail", "section-three", "admonitions"]) {
      await page.evaluate((target) => document.getElementById(target)!.scrollIntoView(), id);
      await expect.poll(active).toBe("#" + id);
    }
    await close();
  });
});

describe("mobile drawer on the fixture (390 px)", () => {
  it("collapses a dropdown's sublist unless it holds the current page; the locale list is Languages", async () => {
    const { page, close } = await open("docs/guide/start", { viewport: MOBILE });
    await page.getByRole("button", { name: "Toggle navigation bar" }).click();
    await page.getByRole("button", { name: "← Back to main menu" }).click();
    const primary = page.locator(".drawer-primary");
    const sublist = (label: string) => primary.locator("details.menu-sublist", { has: page.locator(`summary:text-is("${label}")`) });
    expect(await sublist("More").evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await sublist("More").locator("summary").click();
    await sublist("More").getByRole("link", { name: "Second page" }).click();
    await page.waitForURL(/\/docs\/guide\/second$/);
    expect(await page.locator(".navbar-drawer").isVisible()).toBe(false);
    await page.getByRole("button", { name: "Toggle navigation bar" }).click();
    await page.getByRole("button", { name: "← Back to main menu" }).click();
    expect(await sublist("More").evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await sublist("Languages").getByRole("link", { name: "English" }).getAttribute("href")).toBe("/docs/guide/second");
    await close();
  });

  it("opens a collapsed sidebar category when its doc is reached, in the drawer too", async () => {
    const { page, close } = await open("docs/guide/start", { viewport: MOBILE });
    await page.getByRole("button", { name: "Toggle navigation bar" }).click();
    const extras = page.locator(".drawer-secondary details", { has: page.locator('summary:text-is("Extras")') });
    expect(await extras.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    await extras.locator("summary").click();
    await extras.getByRole("link", { name: "Extra one" }).click();
    await page.waitForURL(/\/docs\/extras\/one$/);
    await page.getByRole("button", { name: "Toggle navigation bar" }).click();
    expect(await extras.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await extras.locator('a[aria-current="page"]').textContent()).toBe("Extra one");
    await close();
  });
});

describe("reading a long page", () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    for (const mode of ["light", "dark"] as const) {
      it(`styles admonitions, tables, images and code at ${viewport.width} px in ${mode} mode`, async () => {
        const { page, close } = await open("docs/guide/long", { viewport, mode });
        expect(await page.getAttribute("html", "data-theme")).toBe(mode);
        const article = page.locator("article .markdown");
        // Each admonition type has a background and a border of its own.
        const looks = await article.locator(".admonition").evaluateAll((els) =>
          els.map((el) => [el.className.replace("admonition ", ""), getComputedStyle(el).backgroundColor, getComputedStyle(el).borderLeftColor]),
        );
        expect(looks.map(([type]) => type)).toEqual(["admonition-note", "admonition-tip", "admonition-info", "admonition-warning", "admonition-danger"]);
        expect(new Set(looks.map(([, bg]) => bg)).size).toBe(5);
        expect(new Set(looks.map(([, , border]) => border)).size).toBe(5);
        expect(await article.locator(".admonition-tip .admonition-title").textContent()).toBe("Remember this");

        const width = await article.evaluate((m) => m.clientWidth);
        // The six-column table fits the column (long code wraps); on a phone each row is a card.
        // Its box would scroll only if a word were wider than the column; the page never does.
        const table = await article.locator(".table-wrapper").evaluate((w) => ({
          scrolls: w.scrollWidth > w.clientWidth,
          box: w.clientWidth,
          overflow: getComputedStyle(w).overflowX,
          rows: getComputedStyle(w.querySelector("tbody tr")!).display,
        }));
        expect(table.box).toBeLessThanOrEqual(width);
        expect(table.overflow).toBe("auto");
        expect(table.scrolls).toBe(false);
        expect(table.rows).toBe(viewport === MOBILE ? "block" : "table-row");
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        // The 1600 px image fits the column, its proportions kept.
        const image = await article.locator("img").evaluate((img) => ({ w: img.clientWidth, h: img.clientHeight }));
        expect(image.w).toBeLessThanOrEqual(width);
        expect(image.w / image.h).toBeCloseTo(4, 1);

        const code = article.locator(".code-block").first();
        expect(await code.locator(".code-title").textContent()).toBe("scan.yaml");
        expect(await code.locator(".code-line.highlighted").allTextContents()).toEqual(["kind: Scan", '  name: "nmap-example"']);
        const [lineBg, plainBg] = await code.evaluate((block) => [
          getComputedStyle(block.querySelector(".code-line.highlighted")!).backgroundColor,
          getComputedStyle(block.querySelector(".code-line:not(.highlighted)")!).backgroundColor,
        ]);
        expect(lineBg).not.toBe(plainBg);
        // Keys and strings are coloured differently from plain text.
        const colours = await code.evaluate((block) => [".hl-attr", ".hl-string"].map((s) => getComputedStyle(block.querySelector(s)!).color));
        expect(new Set([...colours, await code.evaluate((b) => getComputedStyle(b.querySelector("code")!).color)]).size).toBe(3);
        await close();
      });
    }
  }

  it("does not shift while loading, with the announcement bar and the sidebar's open categories", async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const context = await contextWith(browser, { viewport });
      await recordLayoutShifts(context);
      const page = await context.newPage();
      for (const path of ["docs/guide/long", "docs/extras/one", "blog"]) {
        await page.goto(site.url + path);
        await hydrated(page);
        await settled(page);
        const { total, sources } = await layoutShifts(page);
        expect(total, `${path} at ${viewport.width} px: ${sources.join(", ")}`).toBeLessThan(0.01);
      }
      await context.close();
    }
  });
});
