// A site's changes to the default theme in Chromium (test/fixtures/override-site): the wrapped
// Footer hydrates without a mismatch and runs in the browser, the customCss variable is what
// the page computes in both modes, and the navbar shows the site's icons.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { sharedBrowser, watchErrors } from "./browser.ts";
import { contextWith, hydrated, serveFixture } from "./theme-helpers.ts";

let browser: Browser;
let site: Awaited<ReturnType<typeof serveFixture>>;
beforeAll(async () => {
  [browser, site] = await Promise.all([sharedBrowser(), serveFixture("override-site")]);
});
afterAll(async () => {
  await site?.close();
});

async function open(path: string, mode?: "light" | "dark") {
  const context = await contextWith(browser, { mode });
  const page = await context.newPage();
  const errors = watchErrors(page);
  // The note as the server wrote it, kept before React hydrates the page.
  await context.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      (window as unknown as { __note: Element | null }).__note = document.querySelector(".footer-note");
    });
  });
  await page.goto(site.url + path);
  await hydrated(page);
  return { page, errors, close: () => context.close() };
}

describe("a wrapped override in the browser", () => {
  it("hydrates the server's HTML in place, then runs in the browser", async () => {
    const { page, errors, close } = await open("docs/intro");
    const note = page.locator(".footer-note");
    await expect.poll(() => note.getAttribute("data-hydrated")).toBe("yes");
    expect(await note.textContent()).toBe("Made for Override Site.");
    // Hydrated in place: the element is the one the server sent (a mismatch renders it anew).
    expect(await page.evaluate(() => (window as unknown as { __note: Element | null }).__note === document.querySelector(".footer-note"))).toBe(true);
    expect(await page.locator("footer.footer .footer-copyright").textContent()).toBe("Copyright Override Site");
    expect(errors).toEqual([]);
    await close();
  });
});

describe("customCss", () => {
  it("changes the primary colour in light and in dark mode", async () => {
    for (const [mode, colour] of [
      ["light", "rgb(122, 31, 162)"],
      ["dark", "rgb(213, 156, 240)"],
    ] as const) {
      const { page, errors, close } = await open("docs/intro", mode);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
      expect(await page.locator(".markdown a").first().evaluate((a) => getComputedStyle(a).color), mode).toBe(colour);
      expect(errors).toEqual([]);
      await close();
    }
  });
});

describe("navbar icons", () => {
  it("shows the site's SVG in the text colour, its image and its class, each at 20 px", async () => {
    const { page, close } = await open("");
    const bar = page.locator('nav[aria-label="Main"]');
    const chat = bar.getByRole("link", { name: "Chat room" });
    const svgColour = await chat.locator("svg path").evaluate((p) => getComputedStyle(p).fill);
    expect(svgColour).toBe(await chat.evaluate((a) => getComputedStyle(a).color));
    expect(await chat.locator(".navbar-icon").boundingBox()).toMatchObject({ width: 20, height: 20 });
    expect(await bar.getByRole("link", { name: "Status page" }).locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await bar.getByRole("link", { name: "Forum" }).locator("span.icon-forum").count()).toBe(1);
    await close();
  });
});
