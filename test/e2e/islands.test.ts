// Islands in Chromium (templates/runtime/islands.ts, templates/components/mdx/Tabs*): content
// HTML made by the server side (renderIsland, the Tabs component, a site's Counter island), put
// in a page by the theme's Content component and hydrated by the real runtime from a bundle with
// the real `sitec:islands` registry, served under the site's Content-Security-Policy. React is the
// development build here, which reports hydration mismatches.
import { build } from "esbuild";
import { writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEMPLATES_DIR } from "../../src/bundle/bundle.ts";
import { islandsPlugin, themeIslands } from "../../src/bundle/islands-plugin.ts";
import { themePackagesPlugin } from "../../src/bundle/theme-packages.ts";
import { themeResolverPlugin } from "../../src/bundle/theme-resolver.ts";
import { contentSecurityPolicy } from "../../src/server/csp.ts";
import { Content } from "../../templates/components/Content.tsx";
import CodeBlock, { loadCodeBlockLanguages } from "../../templates/components/mdx/CodeBlock.tsx";
import TabItem from "../../templates/components/mdx/TabItem.tsx";
import Tabs from "../../templates/components/mdx/Tabs.tsx";
import { renderIsland } from "../../templates/runtime/island-server.tsx";
import { Counter } from "../fixtures/islands/Counter.tsx";
import { htmlErrors } from "../helpers/vnu.ts";
import { removeAll, tempDir } from "../helpers/fixtures.ts";
import { sharedBrowser, watchErrors } from "./browser.ts";

const FIXTURE = join(import.meta.dirname, "../fixtures/islands");

const tools = (prefix: string) => [
  h(TabItem, { value: "helm", label: "Helm" }, h("p", null, `${prefix} with Helm`), h(CodeBlock, { language: "sh" }, "helm install scb")),
  h(TabItem, { value: "kubectl", label: "kubectl" }, h("p", null, `${prefix} with kubectl`)),
  h(TabItem, { value: "kustomize", label: "Kustomize" }, h("p", null, `${prefix} with Kustomize`)),
];

function islandsPage(): string {
  return renderToString(
    h(
      "div",
      null,
      h("h2", { id: "install" }, "Install"),
      h(Tabs, { groupId: "tool" }, ...tools("First")),
      h("p", null, "Between the tabs"),
      h(Tabs, { groupId: "tool", lazy: true }, ...tools("Second")),
      h(Tabs, { groupId: "os", queryString: true }, h(TabItem, { value: "linux", label: "Linux" }, h("p", null, "On Linux")), h(TabItem, { value: "mac", label: "macOS" }, h("p", null, "On macOS"))),
      h(
        Tabs,
        null,
        h(TabItem, { value: "counter", label: "A counter" }, h("p", null, "Inside a tab:"), renderIsland("Counter", Counter, { start: 5, label: "Nested" })),
        h(TabItem, { value: "other", label: "Other" }, h("p", null, "Nothing here")),
      ),
      renderIsland("Counter", Counter, { start: 0, label: "Top" }),
    ),
  );
}

function pageHtml(contentHtml: string, pages: Record<string, string>, css: string, js: string): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Islands</title><link rel="icon" href="data:,"><link rel="stylesheet" href="/${css}"><script type="module" src="/${js}"></script></head>
<body><nav><button type="button" data-show="plain">Plain page</button> <button type="button" data-show="islands">Page with islands</button></nav>
<main id="root">${renderToString(h(Content, { html: contentHtml, contentKey: "doc" }))}</main>
<script type="application/json" id="pages">${JSON.stringify(pages).replace(/</g, "\\u003c")}</script></body></html>`;
}

let browser: Browser;
let server: Server;
let base: string;
let dir: string;
let html: string;

beforeAll(async () => {
  await loadCodeBlockLanguages(["sh"]);
  const pages = { islands: islandsPage(), plain: "<p>A page without islands</p>" };
  const bundle = await build({
    entryPoints: { harness: join(FIXTURE, "harness.tsx") },
    bundle: true,
    format: "esm",
    splitting: true,
    platform: "browser",
    jsx: "automatic",
    outdir: "/assets",
    write: false,
    logLevel: "silent",
    define: { "process.env.NODE_ENV": '"development"' },
    plugins: [themePackagesPlugin(TEMPLATES_DIR), themeResolverPlugin(TEMPLATES_DIR, {}), islandsPlugin([...themeIslands(TEMPLATES_DIR), { name: "Counter", file: join(FIXTURE, "Counter.tsx"), exportName: "Counter" }])],
  });
  const files = new Map(bundle.outputFiles.map((file) => [file.path, file]));
  html = pageHtml(pages.islands, pages, "assets/harness.css", "assets/harness.js");
  const policy = contentSecurityPolicy();
  server = createServer((request, response) => {
    const path = new URL(request.url!, "http://x").pathname;
    const file = files.get(path);
    if (path === "/") response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-security-policy": policy }).end(html);
    else if (file) response.writeHead(200, { "content-type": path.endsWith(".css") ? "text/css" : "text/javascript", "content-security-policy": policy }).end(file.contents);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = await tempDir("sitec-islands-");
  browser = await sharedBrowser();
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (dir) await removeAll(dir);
});

interface Opened {
  context: BrowserContext;
  page: Page;
  /** Console errors, warnings, uncaught exceptions and CSP violations. */
  problems: () => Promise<string[]>;
}

async function open(path = "/", context?: BrowserContext): Promise<Opened> {
  const ownContext = context ?? (await browser.newContext());
  await ownContext.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener("securitypolicyviolation", (e) => w.__violations.push(`${e.violatedDirective}: ${e.blockedURI}`));
  });
  const page = await ownContext.newPage();
  const errors = watchErrors(page);
  page.on("console", (m) => {
    if (m.type() === "warning") errors.push(m.text());
  });
  await page.goto(base + path);
  await waitForIslands(page);
  return { context: ownContext, page, problems: async () => [...errors, ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations))] };
}

/** Four Tabs with their tablist, two Counters running. */
async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll("[role=tablist]").length === 4 && document.documentElement.dataset.counters === "2", null, { timeout: 15_000 });
}

const tabsAt = (page: Page, n: number) => page.locator(".tabs").nth(n);
const selectedOf = (page: Page, n: number) => tabsAt(page, n).locator("[role=tab][aria-selected=true]").textContent();
const visiblePanels = (page: Page, n: number) => tabsAt(page, n).locator(":scope > [role=tabpanel]:not([hidden])").allTextContents();

describe("islands in the browser", () => {
  it("hydrate with no console error or warning, no CSP violation, and ids unique on the page", async () => {
    const { context, page, problems } = await open();
    try {
      expect(await selectedOf(page, 0)).toBe("Helm");
      expect(await visiblePanels(page, 0)).toEqual(["First with Helmhelm install scbCopy"]);
      // The lazy Tabs has the chosen panel only.
      expect(await tabsAt(page, 1).locator("[role=tabpanel]").count()).toBe(1);
      const tab = tabsAt(page, 0).locator("[role=tab]").first();
      const panelId = await tab.getAttribute("aria-controls");
      expect(await page.locator(`[id="${panelId}"]`).getAttribute("aria-labelledby")).toBe(await tab.getAttribute("id"));
      const ids = await page.evaluate(() => [...document.querySelectorAll("[id]")].map((e) => e.id));
      expect(new Set(ids).size).toBe(ids.length);
      await page.waitForTimeout(200);
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("switch with the mouse and the keyboard, keep a group in step, and remember its choice across a reload", async () => {
    const { context, page, problems } = await open();
    try {
      await tabsAt(page, 0).getByRole("tab", { name: "kubectl" }).click();
      expect(await selectedOf(page, 0)).toBe("kubectl");
      expect(await selectedOf(page, 1)).toBe("kubectl");
      expect(await visiblePanels(page, 1)).toEqual(["Second with kubectl"]);
      expect(await page.evaluate(() => localStorage.getItem("docusaurus.tab.tool"))).toBe("kubectl");

      await page.keyboard.press("ArrowRight");
      expect(await selectedOf(page, 0)).toBe("Kustomize");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Kustomize");
      await page.keyboard.press("ArrowRight"); // wraps around
      expect(await selectedOf(page, 0)).toBe("Helm");
      await page.keyboard.press("End");
      expect(await selectedOf(page, 1)).toBe("Kustomize");
      await page.keyboard.press("Home");
      await page.keyboard.press("ArrowLeft");
      expect(await selectedOf(page, 0)).toBe("Kustomize");
      // Roving tabindex: only the chosen tab is in the tab order.
      expect(await tabsAt(page, 0).locator("[role=tab][tabindex='0']").allTextContents()).toEqual(["Kustomize"]);
      // Tab moves on into the panel.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("tabpanel");

      await page.reload();
      await waitForIslands(page);
      expect(await selectedOf(page, 0)).toBe("Kustomize");
      expect(await selectedOf(page, 1)).toBe("Kustomize");
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("read and write the choice in the query string", async () => {
    const { context, page, problems } = await open("/?os=mac");
    try {
      expect(await selectedOf(page, 2)).toBe("macOS");
      const entries = await page.evaluate(() => history.length);
      await tabsAt(page, 2).getByRole("tab", { name: "Linux" }).click();
      expect(new URL(page.url()).searchParams.get("os")).toBe("linux");
      // In place: no history entry.
      expect(await page.evaluate(() => history.length)).toBe(entries);
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("start the islands in an island's content from the outer one: the nested Counter works", async () => {
    const { context, page, problems } = await open();
    try {
      await page.getByRole("button", { name: "Nested: 5" }).click();
      await page.getByRole("button", { name: "Nested: 6" }).waitFor();
      await page.getByRole("button", { name: "Top: 0" }).click();
      await page.getByRole("button", { name: "Top: 1" }).waitFor();
      // Hiding the panel keeps the island; choosing it again shows it as it was.
      await tabsAt(page, 3).getByRole("tab", { name: "Other" }).click();
      await tabsAt(page, 3).getByRole("tab", { name: "A counter" }).click();
      await page.getByRole("button", { name: "Nested: 6" }).waitFor();
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("stop when the content changes, and start again on content with islands", async () => {
    const { context, page, problems } = await open();
    try {
      await page.getByRole("button", { name: "Plain page" }).click();
      await page.waitForFunction(() => document.documentElement.dataset.counters === "0");
      // The group's listener stopped with its island: a choice now reaches no Tabs.
      await page.evaluate(() => localStorage.setItem("docusaurus.tab.tool", "helm"));
      await page.getByRole("button", { name: "Page with islands" }).click();
      await waitForIslands(page);
      await page.getByRole("button", { name: "Top: 0" }).click();
      await page.getByRole("button", { name: "Top: 1" }).waitFor();
      expect(await selectedOf(page, 0)).toBe("Helm");
      expect(await problems()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("show every panel, under its caption, without JavaScript", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(base + "/");
      expect(await page.locator("[role=tablist]").count()).toBe(0);
      const panels = page.locator(".tab-panel");
      expect(await panels.count()).toBe(10);
      for (let i = 0; i < 10; i++) expect(await panels.nth(i).isVisible()).toBe(true);
      expect(await page.locator(".tab-caption").allTextContents()).toEqual(["Helm", "kubectl", "Kustomize", "Helm", "kubectl", "Kustomize", "Linux", "macOS", "A counter", "Other"]);
      expect(await page.getByText("Second with Kustomize").isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("are valid HTML (Nu HTML Checker)", async () => {
    const file = join(dir, "islands.html");
    await writeFile(file, html);
    expect(await htmlErrors([file])).toEqual([]);
  });
});
