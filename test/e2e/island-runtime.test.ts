// An island reads the site as the page does: a component hydrated in a root of its own (an MDX
// page's island, imported or provided by the site's MDXComponents) that uses useColorMode,
// useBaseUrl and Link, inside BrowserOnly as Docusaurus components often are. Before, each such
// island threw "useRuntime() is used outside of the page runtime" in the browser and stayed
// dead (webdriver.io's ImageSwitcher and CreateProjectAnimation).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Server } from "node:http";
import type { Browser } from "playwright-core";
import { serve } from "../../src/server/serve.ts";
import { buildSiteFrom, removeAll } from "../helpers/fixtures.ts";
import { sharedBrowser, waitForHydration, watchCspViolations, watchErrors } from "./browser.ts";

let root: string;
let server: Server | undefined;
let siteUrl: string;
let browser: Browser;

beforeAll(async () => {
  let out: string;
  ({ root, out } = await buildSiteFrom({
    "site.config.ts": 'export default { title: "Islands", url: "https://islands.example.org", baseUrl: "/base/", docs: { routeBasePath: "/" } };\n',
    "src/components/ModeSwitch.tsx": [
      'import { useState } from "react";',
      'import BrowserOnly from "@docusaurus/BrowserOnly";',
      'import Link from "@docusaurus/Link";',
      'import useBaseUrl from "@docusaurus/useBaseUrl";',
      'import { useColorMode } from "@docusaurus/theme-common";',
      "",
      "function Inner() {",
      "  const { colorMode, isDarkTheme } = useColorMode();",
      '  const logo = useBaseUrl("/img/logo.svg");',
      "  const [clicks, setClicks] = useState(0);",
      '  return <p id="switch"><span id="mode">{colorMode}/{String(isDarkTheme)}</span> <span id="logo">{logo}</span> <Link to="/other" id="other">Other</Link> <button type="button" id="click" onClick={() => setClicks(clicks + 1)}>Clicked {clicks}</button></p>;',
      "}",
      "",
      "export function ModeSwitch() {",
      '  return <BrowserOnly fallback={<p id="switch">Loading</p>}>{() => <Inner />}</BrowserOnly>;',
      "}",
      "",
      "// Hooks right in BrowserOnly's function, as webdriver.io's components call them.",
      "export function DirectMode() {",
      "  return <BrowserOnly>{() => {",
      "    const { colorMode } = useColorMode();",
      "    const [seen] = useState(colorMode);",
      '    return <span id="direct">{seen}</span>;',
      "  }}</BrowserOnly>;",
      "}",
      "",
    ].join("\n"),
    // The docs plugin's hooks: the page carries the global data they read.
    "src/components/DocButton.tsx": [
      'import { useState } from "react";',
      'import { useActiveDocContext, useVersions } from "@docusaurus/plugin-content-docs/client";',
      "",
      "export function DocButton() {",
      "  const { activeDoc } = useActiveDocContext();",
      "  const [clicks, setClicks] = useState(0);",
      '  return <button type="button" id="doc-button" onClick={() => setClicks(clicks + 1)}>{activeDoc ? activeDoc.id : "none"} of {useVersions()[0]!.path}: {clicks}</button>;',
      "}",
      "",
    ].join("\n"),
    "src/theme/MDXComponents.js": 'import MDXComponents from "@theme-original/MDXComponents";\nimport { ModeSwitch, DirectMode } from "../components/ModeSwitch";\nimport { DocButton } from "../components/DocButton";\n\nexport default { ...MDXComponents, ModeSwitch, DirectMode, DocButton };\n',
    "docs/index.mdx": "---\ntitle: Home\nslug: /\n---\n\nThe switch:\n\n<ModeSwitch />\n\nThe mode: <DirectMode />\n\n<DocButton />\n",
    "docs/other.md": "---\ntitle: Other\n---\n\nThe other page.\n",
  }, { strict: true }));
  ({ url: siteUrl, server } = await serve({ dir: out, port: 0, host: "127.0.0.1", baseUrl: "/base/" }));
  browser = await sharedBrowser();
}, 120_000);

afterAll(async () => {
  if (server) await new Promise((r) => server!.close(r));
  await removeAll(root);
});

describe("an island that reads the site", () => {
  it("hydrates with the page's runtime: colour mode, base URL and Link work, with no error", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const violations = await watchCspViolations(page);
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(new URL("/base/", siteUrl).href);
    await waitForHydration(page);
    await page.locator("#mode").waitFor();
    expect(await page.locator("#mode").textContent()).toBe("light/false");
    expect(await page.locator("#logo").textContent()).toBe("/base/img/logo.svg");
    expect(await page.locator("#other").getAttribute("href")).toBe("/base/other");
    await page.locator("#click").click();
    expect(await page.locator("#click").textContent()).toBe("Clicked 1");
    expect(await page.locator("#direct").textContent()).toBe("light");
    // Rendered and hydrated with the docs' global data alike (no mismatch among the errors).
    expect(await page.locator("#doc-button").textContent()).toBe("index of /base/: 0");
    await page.locator("#doc-button").click();
    expect(await page.locator("#doc-button").textContent()).toBe("index of /base/: 1");
    // The theme's toggle changes the mode the island reads.
    await page.locator("button.color-mode-toggle").first().click();
    expect(await page.locator("#mode").textContent()).toBe("dark/true");
    expect(errors).toEqual([]);
    expect(await violations()).toEqual([]);
    await context.close();
  });
});
