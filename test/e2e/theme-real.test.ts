// The theme on the real site (built strictly by the global setup) in Chromium, at 1280 px and
// 390 px, in both colour modes: navbar, footer, colour mode, skip link, the docs reading
// experience, the mobile drawer and no layout shift while loading (axe-core on the same pages:
// acceptance.test.ts).
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { sharedBrowser, watchErrors } from "./browser.ts";
import { pauseClock, settled } from "./runtime-helpers.ts";
import { contextWith, DESKTOP, hydrated, layoutShifts, MOBILE, recordLayoutShifts, slowHtmlProxy } from "./theme-helpers.ts";

const INSTALLATION = "docs/getting-started/installation";
let browser: Browser;
let base: string;
beforeAll(async () => {
  browser = await sharedBrowser();
  base = inject("siteUrl");
});

async function open(path: string, options: Parameters<typeof contextWith>[1] = {}): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await contextWith(browser, options);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(base + path);
  await hydrated(page);
  return { page, errors, close: () => context.close() };
}

const navbar = (page: Page) => page.locator('nav[aria-label="Main"]');
const toggleTitle = (mode: string) => `Switch between dark and light mode (currently ${mode} mode)`;

describe("navbar", () => {
  it("has Docs, Blog, the two external icon links, the colour toggle and the search box", async () => {
    const { page, errors, close } = await open("");
    const bar = navbar(page).locator(".navbar-inner");
    await expect(bar.getByRole("link", { name: "Docs", exact: true }).getAttribute("href")).resolves.toBe("/" + INSTALLATION);
    await expect(bar.getByRole("link", { name: "Blog", exact: true }).getAttribute("href")).resolves.toBe("/blog");
    for (const [name, href] of [
      ["GitHub repository", "https://github.com/secureCodeBox/secureCodeBox"],
      ["OWASP project page", "https://owasp.org/www-project-securecodebox/"],
    ]) {
      const link = bar.getByRole("link", { name, exact: true });
      expect(await link.getAttribute("href")).toBe(href);
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(await link.locator("svg").count()).toBe(1);
    }
    expect(await bar.locator(`button[title="${toggleTitle("light")}"]`).isVisible()).toBe(true);
    // The search item's place: the search box (its own feature) or, without it, the empty slot.
    expect(await bar.locator('input[aria-label="Search"], [role="searchbox"][aria-label="Search"], .navbar-search-slot').count()).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it("marks Docs active on every docs page and Blog on the blog", async () => {
    const { page, close } = await open("docs/scanners/nmap");
    const bar = navbar(page).locator(".navbar-inner");
    expect(await bar.getByRole("link", { name: "Docs", exact: true }).getAttribute("class")).toContain("active");
    expect(await bar.getByRole("link", { name: "Blog", exact: true }).getAttribute("class")).not.toContain("active");
    await bar.getByRole("link", { name: "Blog", exact: true }).click();
    await page.waitForURL(/\/blog$/);
    await page.locator("article a").first().click();
    await page.waitForURL(/\/blog\/\d{4}\//);
    expect(await bar.getByRole("link", { name: "Blog", exact: true }).getAttribute("class")).toContain("active");
    expect(await bar.getByRole("link", { name: "Docs", exact: true }).getAttribute("class")).not.toContain("active");
    await close();
  });
});

describe("footer", () => {
  it("has the Docs, Community and More columns, the hosting badge and the copyright", async () => {
    const { page, close } = await open("");
    const footer = page.locator("footer.footer");
    const columns = await footer.locator(".footer-column").evaluateAll((cols) =>
      cols.map((c) => [c.querySelector("h2")?.textContent, [...c.querySelectorAll("li")].map((li) => li.textContent?.trim())]),
    );
    expect(columns).toEqual([
      ["Docs", ["Style Guide", "Icons"]],
      ["Community", ["GitHub", "OWASP Slack (#project-securecodebox)", "Twitter"]],
      ["More", ["Imprint", "Data Protection", "Deploys by Netlify"]],
    ]);
    expect(await footer.locator("a.hosting-badge").getAttribute("href")).toBe("https://www.netlify.com");
    expect(await footer.locator(".footer-copyright").textContent()).toBe("Copyright © the secureCodeBox authors. Licensed under Apache-2.0.");
    await close();
  });
});

describe("colour mode", () => {
  it("is light by default, and the toggle is disabled in the server's HTML until hydration", async () => {
    const html = await (await fetch(base + INSTALLATION)).text();
    expect(html).toMatch(/<html lang="en" dir="ltr" data-theme="light">/);
    const toggles = html.match(/<button[^>]*class="icon-button color-mode-toggle"[^>]*>/g) ?? [];
    expect(toggles.length).toBeGreaterThan(0);
    for (const t of toggles) expect(t).toContain('disabled=""');
    // Hydration enables it.
    const { page, close } = await open(INSTALLATION);
    expect(await page.getAttribute("html", "data-theme")).toBe("light");
    expect(await page.locator(".navbar-inner button.color-mode-toggle").isEnabled()).toBe(true);
    await close();
  });

  it("switches, stores the mode under `theme` and applies it before the first paint of the next page", async () => {
    const context = await contextWith(browser);
    const page = await context.newPage();
    await page.goto(base + INSTALLATION);
    await hydrated(page);
    const toggle = page.locator(".navbar-inner button.color-mode-toggle");
    expect(await toggle.getAttribute("title")).toBe(toggleTitle("light"));
    await toggle.click();
    expect(await page.getAttribute("html", "data-theme")).toBe("dark");
    expect(await toggle.getAttribute("title")).toBe(toggleTitle("dark"));
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(24, 25, 27)");

    // Without the bundle (no hydration at all) the head script alone applies the stored mode.
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto(base + "blog");
    expect(await page.getAttribute("html", "data-theme")).toBe("dark");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(24, 25, 27)");
    // The icon of the mode shows from the start too.
    expect(await page.locator(".navbar-inner .color-mode-toggle .icon-dark-mode").isVisible()).toBe(true);
    expect(await page.locator(".navbar-inner .color-mode-toggle .icon-light-mode").isVisible()).toBe(false);
    await page.unroute("**/assets/*.js");

    await page.goto(base + "blog");
    await hydrated(page);
    await toggle.click();
    expect(await page.getAttribute("html", "data-theme")).toBe("light");
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    await context.close();
  });

  it("does not follow the system preference: the site leaves respectPrefersColorScheme off", async () => {
    const { page, close } = await open("", { colorScheme: "dark" });
    expect(await page.getAttribute("html", "data-theme")).toBe("light");
    await close();
  });
});

describe("skip link", () => {
  it("is the first stop of the keyboard and moves the focus to <main>", async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      const { page, close } = await open(INSTALLATION, { viewport });
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => ({ text: document.activeElement?.textContent, visible: (document.activeElement as HTMLElement).getBoundingClientRect().top >= 0 }));
      expect(focused).toEqual({ text: "Skip to main content", visible: true });
      await page.keyboard.press("Enter");
      expect(await page.evaluate(() => [document.activeElement?.tagName, document.activeElement?.id])).toEqual(["MAIN", "main-content"]);
      // The next Tab continues inside the main content, not back in the navbar.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("main"))).toBe(true);
      await close();
    }
  });
});

describe("docs pages", () => {
  it("show the sidebar with the active doc and its category open, breadcrumbs, previous/next and the edit link", async () => {
    const { page, close } = await open("docs/scanners/nmap");
    const sidebar = page.locator('nav[aria-label="Docs sidebar"]');
    const current = sidebar.locator('a[aria-current="page"]');
    expect(await current.textContent()).toBe("Nmap");
    expect(await current.getAttribute("class")).toContain("active");
    // Every category around the current doc is open; a category that does not hold it is closed.
    expect(
      await current.evaluate((a) => {
        const open: boolean[] = [];
        for (let d = a.closest("details"); d; d = d.parentElement!.closest("details")) open.push(d.open);
        return open;
      }),
    ).toEqual([true]);
    const hooks = sidebar.locator("li.menu-item-linked-category", { has: page.locator('a[href="/docs/hooks"]') });
    expect(await hooks.locator("details").evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    // The category's label links to its index doc, its marker opens it.
    await hooks.locator("summary").click();
    expect(await hooks.locator("details").evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await page.url()).toMatch(/\/docs\/scanners\/nmap$/);

    expect(await page.locator('nav[aria-label="Breadcrumbs"] li').allTextContents()).toEqual(["Scanners", "Nmap"]);
    expect(await page.locator('nav[aria-label="Breadcrumbs"] a').getAttribute("href")).toBe("/docs/scanners");
    const pager = page.locator('nav[aria-label="Docs pages"]');
    expect(await pager.locator("a").count()).toBe(2);
    expect(await pager.locator("a[rel=prev] .pagination-sublabel").textContent()).toBe("Previous");
    expect(await pager.locator("a[rel=next] .pagination-sublabel").textContent()).toBe("Next");
    const edit = page.getByRole("link", { name: "Edit this page" });
    expect(await edit.getAttribute("href")).toMatch(/^https:\/\/github\.com\/secureCodeBox\/secureCodeBox\/edit\/main\/documentation\/.*nmap/);
    await close();
  });

  // A doc page's HTML holds the docs of its own categories only (not the whole sidebar); the
  // others come from the shared sidebar file when the reader opens their category.
  const SIDEBAR_FILE = /\/assets\/sidebar-[0-9a-f]{8}\.json$/;
  const hooksCategory = (page: Page) =>
    page.locator('nav[aria-label="Docs sidebar"] li.menu-item-linked-category', { has: page.locator('a[href="/docs/hooks"]') });
  const linksIn = (category: ReturnType<typeof hooksCategory>) =>
    category.locator("details a").evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute("href")]));

  it("render the docs of a closed category when it is opened, from the sidebar file loaded once the page is idle", async () => {
    const context = await contextWith(browser);
    // Links in view would load the file with their route data: without IntersectionObserver
    // only the idle page does.
    await context.addInitScript(() => {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const sidebarFiles: string[] = [];
    page.on("request", (r) => SIDEBAR_FILE.test(new URL(r.url()).pathname) && sidebarFiles.push(r.url()));
    await page.goto(base + "docs/scanners/nmap");
    await hydrated(page);
    const hooks = hooksCategory(page);
    expect(await linksIn(hooks)).toEqual([["Show the pages of Hooks", "/docs/hooks"]]);
    // Loaded while the reader has not opened anything yet.
    await expect.poll(() => sidebarFiles.length).toBe(1);
    await hooks.locator("summary").click();
    await expect.poll(() => linksIn(hooks)).toContainEqual(["DefectDojo", "/docs/hooks/defectdojo"]);
    expect((await linksIn(hooks)).map(([label]) => label)).not.toContain("Show the pages of Hooks");
    await hooks.getByRole("link", { name: "DefectDojo" }).click();
    await page.waitForURL(/\/docs\/hooks\/defectdojo$/);
    expect(await page.locator("article h1").textContent()).toMatch(/DefectDojo/i);
    const current = page.locator('nav[aria-label="Docs sidebar"] a[aria-current="page"]');
    expect(await current.textContent()).toBe("DefectDojo");
    expect(await current.evaluate((a) => a.closest("details")!.open)).toBe(true);
    // The scanners' category, open before, is now closed with its link to its page.
    const scanners = page.locator('nav[aria-label="Docs sidebar"] li.menu-item-linked-category', { has: page.locator('a[href="/docs/scanners"]') });
    await expect.poll(() => scanners.locator("details").evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(sidebarFiles).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("fetch the sidebar file when a category is opened, if it was not loaded before, linking to the category's page meanwhile", async () => {
    const context = await contextWith(browser);
    // With data saver on, nothing is prefetched: only opening the category loads the file.
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "connection", { configurable: true, get: () => ({ effectiveType: "4g", saveData: true }) });
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const sidebarFiles: string[] = [];
    await page.route(SIDEBAR_FILE, async (route) => {
      sidebarFiles.push(route.request().url());
      await held;
      await route.continue();
    });
    await page.goto(base + "docs/scanners/nmap");
    await hydrated(page);
    // The page was idle once: the file would have been asked for then.
    await settled(page);
    expect(sidebarFiles).toEqual([]);
    const hooks = hooksCategory(page);
    await hooks.locator("summary").click();
    await expect.poll(() => sidebarFiles.length).toBe(1);
    expect(await hooks.getByRole("link", { name: "Show the pages of Hooks" }).isVisible()).toBe(true);
    release();
    await expect.poll(() => linksIn(hooks)).toContainEqual(["DefectDojo", "/docs/hooks/defectdojo"]);
    expect(await hooks.getByRole("link", { name: "DefectDojo" }).isVisible()).toBe(true);
    expect(sidebarFiles).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("without JavaScript, link a closed category to its page, which shows the category open", async () => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(base + "docs/scanners/nmap");
    const hooks = hooksCategory(page);
    await hooks.locator("summary").click();
    const fallback = hooks.getByRole("link", { name: "Show the pages of Hooks" });
    expect(await fallback.isVisible()).toBe(true);
    await fallback.click();
    await page.waitForURL(/\/docs\/hooks$/);
    const open = hooksCategory(page);
    expect(await open.locator("details").evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await open.getByRole("link", { name: "DefectDojo" }).isVisible()).toBe(true);
    await context.close();
  });

  it("list h2 and h3 in the table of contents and highlight the heading in view", async () => {
    const { page, close } = await open(INSTALLATION);
    const toc = page.locator('nav[aria-label="On this page"]');
    const tocIds = await toc.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")!.slice(1)));
    const headingIds = await page.locator("article .markdown").evaluate((m) => [...m.querySelectorAll("h2[id], h3[id]")].map((h) => h.id));
    expect(tocIds).toEqual(headingIds);
    // The article and the table of contents sit side by side.
    const [articleBox, tocBox] = await Promise.all([page.locator("article.doc-article").boundingBox(), toc.boundingBox()]);
    expect(articleBox!.x + articleBox!.width).toBeLessThanOrEqual(tocBox!.x + 1);
    // Deeper headings are not listed (the page has an h4 under "External S3-compatible storage").
    const h4Ids = await page.locator("article .markdown h4[id]").evaluateAll((headings) => headings.map((h) => h.id));
    expect(h4Ids.length).toBeGreaterThan(0);
    expect(tocIds.filter((id) => h4Ids.includes(id))).toEqual([]);
    // At the top the first heading is active; scrolled to a later one, that one is.
    expect(await toc.locator("a.active").getAttribute("href")).toBe("#" + tocIds[0]);
    const target = tocIds[Math.floor(tocIds.length / 2)]!;
    await page.evaluate((id) => document.getElementById(id)!.scrollIntoView(), target);
    await expect.poll(() => toc.locator("a.active").getAttribute("href")).toBe("#" + target);
    expect(await toc.locator("a.active").count()).toBe(1);
    await close();
  });

  it("show heading anchors on hover and on focus", async () => {
    const { page, close } = await open(INSTALLATION);
    const heading = page.locator("article .markdown h2").first();
    const anchor = heading.locator("a.hash-link");
    const text = (await heading.evaluate((h) => h.firstChild?.textContent ?? "")).trim();
    expect(await anchor.getAttribute("title")).toBe(`Direct link to ${text}`);
    const opacity = () => anchor.evaluate((a) => getComputedStyle(a).opacity);
    expect(await opacity()).toBe("0");
    await heading.hover();
    await expect.poll(opacity).toBe("1");
    await page.mouse.move(0, 0);
    await expect.poll(opacity).toBe("0");
    await anchor.focus();
    await expect.poll(opacity).toBe("1");
    await close();
  });

  it("copy a code block with the Copy button, which then says Copied", async () => {
    const context = await contextWith(browser);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(base).origin });
    const page = await context.newPage();
    await page.goto(base + INSTALLATION);
    await hydrated(page);
    const block = page.locator("article .code-block").first();
    const button = block.getByRole("button", { name: "Copy code to clipboard" });
    expect(await button.textContent()).toBe("Copy");
    await block.hover();
    await button.click();
    await expect.poll(() => button.textContent()).toBe("Copied");
    const code = await block.locator("pre code").textContent();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await context.close();
  });

  it("mark an unlisted doc with a banner and noindex", async () => {
    const { page, close } = await open("docs/telemetry");
    expect(await page.locator("article .unlisted-banner .admonition-title").textContent()).toBe("Unlisted page");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
    await close();
  });
});

describe("mobile drawer (390 px)", () => {
  const drawer = (page: Page) => page.locator(".navbar-drawer");

  it("opens from the hamburger with the docs sidebar as secondary menu, and goes back to the main menu", async () => {
    const { page, close } = await open("docs/scanners/nmap", { viewport: MOBILE });
    // The desktop items are hidden, the hamburger shows.
    expect(await navbar(page).locator(".navbar-inner").getByRole("link", { name: "Docs", exact: true }).isVisible()).toBe(false);
    expect(await page.locator('nav[aria-label="Docs sidebar"]').isVisible()).toBe(false);
    const hamburger = page.getByRole("button", { name: "Toggle navigation bar" });
    expect(await hamburger.getAttribute("aria-expanded")).toBe("false");
    await hamburger.click();
    expect(await hamburger.getAttribute("aria-expanded")).toBe("true");
    expect(await drawer(page).isVisible()).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    // Secondary menu: the sidebar, the current doc's category open, others collapsed.
    const secondary = drawer(page).locator(".drawer-secondary");
    expect(await secondary.locator('a[aria-current="page"]').textContent()).toBe("Nmap");
    const openStates = await secondary.locator(".menu-depth-0 > li > details, .menu-depth-0 > li > .menu-category").evaluateAll((ds) =>
      ds.map((d) => [(d.closest("li")!.querySelector("a, summary")!.textContent ?? "").trim(), (d as HTMLDetailsElement).open]),
    );
    expect(openStates.filter(([, o]) => o).map(([label]) => label)).toEqual(["Scanners"]);

    await drawer(page).getByRole("button", { name: "← Back to main menu" }).click();
    const primary = drawer(page).locator(".drawer-primary");
    expect(await primary.locator("a").allTextContents()).toEqual(["Docs", "Blog", "GitHub", "OWASP"]);
    expect(await primary.getByRole("link", { name: "Docs" }).getAttribute("class")).toContain("active");
    // The colour toggle lives in the drawer on small screens.
    await drawer(page).locator("button.color-mode-toggle").click();
    expect(await page.getAttribute("html", "data-theme")).toBe("dark");

    await drawer(page).getByRole("button", { name: "Close navigation bar" }).click();
    expect(await drawer(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
    await close();
  });

  it("closes on Escape, on choosing a link and on back navigation", async () => {
    const { page, close } = await open("docs/scanners/nmap", { viewport: MOBILE });
    const hamburger = page.getByRole("button", { name: "Toggle navigation bar" });
    await hamburger.click();
    await page.keyboard.press("Escape");
    expect(await drawer(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Toggle navigation bar");

    await hamburger.click();
    await drawer(page).locator(".drawer-secondary").getByRole("link", { name: "Nuclei", exact: true }).click();
    await page.waitForURL(/\/docs\/scanners\/nuclei$/);
    expect(await drawer(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");

    await hamburger.click();
    expect(await drawer(page).isVisible()).toBe(true);
    await page.goBack();
    await page.waitForURL(/\/docs\/scanners\/nmap$/);
    expect(await drawer(page).isVisible()).toBe(false);
    await close();
  });

  it("closes 20 ms after the last resize that makes the window wider than 996 px", async () => {
    const context = await contextWith(browser, { viewport: MOBILE });
    await context.clock.install();
    const page = await context.newPage();
    await page.goto(base + INSTALLATION);
    await hydrated(page);
    // From here the page's timers fire only when the clock is moved on.
    await pauseClock(page);
    const isOpen = () => drawer(page).evaluate((d) => !d.hasAttribute("hidden"));
    /**
     * Resizes the viewport and waits until the page has seen the resize event (listened for
     * before the resize starts: a listener still on its way could miss it).
     */
    const resizeTo = async (size: { width: number; height: number }) => {
      await page.evaluate(() => {
        const w = window as unknown as { __resized: Promise<unknown> };
        w.__resized = new Promise((resolve) => window.addEventListener("resize", resolve, { once: true }));
      });
      await page.setViewportSize(size);
      await page.evaluate(() => (window as unknown as { __resized: Promise<unknown> }).__resized);
    };
    await page.getByRole("button", { name: "Toggle navigation bar" }).click();
    expect(await isOpen()).toBe(true);
    // Still narrow enough: stays open.
    await resizeTo({ width: 996, height: 844 });
    await page.clock.runFor(1000);
    expect(await isOpen()).toBe(true);

    // Wider: every resize within 20 ms of the one before keeps it open (the wait starts over),
    // and it closes 20 ms after the last one.
    const own = await page.evaluateHandle(() => {
      const own = Object.getOwnPropertyDescriptor(window, "innerWidth");
      Object.defineProperty(window, "innerWidth", { configurable: true, get: () => 1200 });
      return own;
    });
    for (let i = 0; i < 5; i++) {
      await page.evaluate(() => window.dispatchEvent(new Event("resize")));
      await page.clock.runFor(19);
      expect(await isOpen(), `19 ms after resize ${i + 1}`).toBe(true);
    }
    await page.clock.runFor(1);
    expect(await isOpen()).toBe(false);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
    await own.evaluate((own) => {
      if (own) Object.defineProperty(window, "innerWidth", own);
      else delete (window as { innerWidth?: number }).innerWidth;
    });

    // A real resize to desktop closes it too.
    await resizeTo(MOBILE);
    await page.getByRole("button", { name: "Toggle navigation bar" }).click();
    expect(await isOpen()).toBe(true);
    await resizeTo(DESKTOP);
    await page.clock.runFor(19);
    expect(await isOpen()).toBe(true);
    await page.clock.runFor(1);
    expect(await isOpen()).toBe(false);
    await context.close();
  });
});

describe("layout", () => {
  it("fits 390 px without sideways scrolling; tables show their rows as cards", async () => {
    for (const mode of ["light", "dark"] as const) {
      const { page, close } = await open(INSTALLATION, { viewport: MOBILE, mode });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
      const wrapper = page.locator("article .table-wrapper").first();
      expect(await wrapper.evaluate((w) => w.scrollWidth <= w.clientWidth && getComputedStyle(w.querySelector("tbody tr")!).display === "block")).toBe(true);
      // The navbar's brand does not run under the right-hand items (the search box).
      const [brand, right] = await Promise.all([page.locator(".navbar-inner .navbar-brand").boundingBox(), page.locator(".navbar-inner .navbar-items-right").boundingBox()]);
      expect(brand!.x + brand!.width).toBeLessThanOrEqual(right!.x + 1);
      await close();
    }
  });

  // The search box gives way to the brand: at rest the whole site title shows (it was cut to
  // "secureCodeB…" at 390 px), the hamburger keeps its size, and while searching the title
  // makes room for the box instead of shrinking to "s…".
  it.each([390, 360, 320])("shows the whole brand title, the hamburger and the search box at %i px", async (width) => {
    for (const mode of ["light", "dark"] as const) {
      for (const path of ["", INSTALLATION]) {
        const { page, close } = await open(path, { viewport: { width, height: MOBILE.height }, mode });
        const bar = page.locator(".navbar-inner");
        const layout = () =>
          bar.evaluate((inner) => {
            const box = (s: string) => inner.querySelector(s)!.getBoundingClientRect();
            const title = inner.querySelector(".navbar-title")!;
            const items = [".navbar-toggle", ".navbar-brand", ".search-bar"].map(box);
            return {
              titleShown: title.getClientRects().length > 0,
              titleCut: title.scrollWidth > title.clientWidth,
              toggleWidth: box(".navbar-toggle").width,
              inputWidth: box(".search-input").width,
              inputRadius: getComputedStyle(inner.querySelector(".search-input")!).borderRadius,
              overlap: items.some((a, i) => i > 0 && a.left < items[i - 1]!.right - 0.5),
              outside: items.some((a) => a.left < 0 || a.right > innerWidth + 0.5),
              overflow: inner.scrollWidth > inner.clientWidth,
            };
          });
        const where = `${path || "/"} at ${width} px, ${mode}`;
        const rest = await layout();
        expect(rest, where).toMatchObject({ titleShown: true, titleCut: false, overlap: false, outside: false, overflow: false });
        expect(rest.toggleWidth, where).toBeGreaterThanOrEqual(38);
        expect(rest.inputWidth, where).toBeGreaterThanOrEqual(36);
        // Nothing on the page is wider than the screen (the home page's title was, at 320 px).
        expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);
        await page.locator(".navbar-inner .search-input").focus();
        await expect.poll(() => page.getByRole("button", { name: "Cancel" }).isVisible()).toBe(true);
        // The box widens with a short transition.
        await expect.poll(async () => (await layout()).inputWidth, { message: `${where}, searching` }).toBeGreaterThanOrEqual(150);
        const searching = await layout();
        expect(searching.titleShown && searching.titleCut, `${where}, searching`).toBe(false);
        expect(searching, `${where}, searching`).toMatchObject({ overlap: false, outside: false, overflow: false, inputRadius: rest.inputRadius });
        const cancel = await page.getByRole("button", { name: "Cancel" }).boundingBox();
        expect(cancel!.x + cancel!.width, `${where}, searching`).toBeLessThanOrEqual(width);
        await close();
      }
    }
  });

  it("does not shift while loading and hydrating (CLS ≈ 0) at both widths, in both modes", async () => {
    for (const viewport of [DESKTOP, MOBILE]) {
      for (const mode of ["light", "dark"] as const) {
        const context = await contextWith(browser, { viewport, mode });
        await recordLayoutShifts(context);
        const page = await context.newPage();
        for (const path of ["", INSTALLATION, "blog"]) {
          await page.goto(base + path, { waitUntil: "load" });
          await hydrated(page);
          await settled(page);
          const { total, sources } = await layoutShifts(page);
          expect(total, `${path || "/"} at ${viewport.width} px, ${mode}: ${sources.join(", ")}`).toBeLessThan(0.01);
        }
        await context.close();
      }
    }
  });

  // On a busy machine the HTML parser yields mid-page and Chromium painted the part it had: the
  // installation page's first table without its last row, whose long code spans then widened
  // the first column (a shift of about 0.02), and the navbar's right-hand items without the
  // search box, which then pushed them left. HTML sent in pieces makes those frames certain.
  it("does not shift while the HTML arrives in pieces, at both widths", { timeout: 120_000 }, async () => {
    const proxy = await slowHtmlProxy(base);
    const shifted: string[] = [];
    try {
      for (const viewport of [DESKTOP, MOBILE]) {
        const context = await contextWith(browser, { viewport, mode: "light" });
        await recordLayoutShifts(context);
        const page = await context.newPage();
        for (const path of ["", INSTALLATION, "blog"]) {
          await page.goto(proxy.url + path, { waitUntil: "load" });
          await hydrated(page);
          await settled(page);
          const { total, sources } = await layoutShifts(page);
          if (total >= 0.01) shifted.push(`${path || "/"} at ${viewport.width} px: ${total.toFixed(3)} (${sources.join(", ")})`);
        }
        await context.close();
      }
    } finally {
      await proxy.close();
    }
    expect(shifted).toEqual([]);
  });
});

// axe-core on the theme's pages (home, a doc, the blog, a post, the unlisted doc; the open
// drawer), any violation failing but in the search box: acceptance.test.ts, in its one axe pass
// over every page kind.
