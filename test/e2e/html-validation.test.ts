// One built page of each kind passes the Nu HTML Checker (vnu) with no error, and so does the
// search box's markup while it shows results (attributes the server never writes). The checker
// runs once over all of them: its JVM takes longer to start than a page takes to check.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sharedBrowser, waitForHydration } from "./browser.ts";
import { describeErrors, htmlErrors, type HtmlError } from "../helpers/vnu.ts";

/** One file of each kind of page of the built site (site/pages has only the home page). */
const PAGES: Record<string, string> = {
  home: "index.html",
  doc: "docs/getting-started/installation/index.html",
  "doc with facts card and admonition": "docs/scanners/ssh/index.html",
  "doc with a diagram": "docs/architecture/runtime_view/index.html",
  "doc category index": "docs/scanners/index.html",
  "unlisted doc": "docs/telemetry/index.html",
  "blog list": "blog/index.html",
  "blog list page 2": "blog/page/2/index.html",
  "blog post": "blog/2023/09/15/sbom-part-two-consumption/index.html",
  "unlisted blog post": "blog/2023/06/07/upgrading-to-securecodebox-v4/index.html",
  "tags list": "blog/tags/index.html",
  "tag page": "blog/tags/sbom/index.html",
  "tag page 2": "blog/tags/secure-code-box/page/2/index.html",
  archive: "blog/archive/index.html",
  redirect: "docs/index.html",
  "not found": "404.html",
};

/** A document with one known error: proves the checker ran and that its report is read. */
const CANARY = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Canary</title></head><body><p id="twice"></p><p id="twice"></p></body></html>`;

let dir: string;
let searchFile: string;
let canaryFile: string;
let errors: HtmlError[];

/** The search box of a doc page, hydrated, after a query, with the second result active. */
async function openSearchBoxMarkup(): Promise<string> {
  const page = await (await sharedBrowser()).newPage();
  try {
    await page.goto(inject("siteUrl") + "docs/getting-started/installation");
    await waitForHydration(page);
    const box = page.locator('input[type="search"][aria-label="Search"]');
    await box.click();
    await box.fill("nmap");
    await page.locator('[role="listbox"] [role="option"]').nth(1).waitFor();
    await box.press("ArrowDown");
    await page.locator('[role="listbox"] > li:nth-child(2) > [role="option"][aria-selected="true"]').waitFor();
    return await page.locator('[role="search"]').evaluate((el) => el.outerHTML);
  } finally {
    await page.close();
  }
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "sitec-vnu-"));
  searchFile = join(dir, "search-open.html");
  canaryFile = join(dir, "canary.html");
  const searchBox = await openSearchBoxMarkup();
  await writeFile(searchFile, `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Search</title></head><body>${searchBox}</body></html>`);
  await writeFile(canaryFile, CANARY);
  const out = inject("siteOutDir");
  errors = await htmlErrors([...Object.values(PAGES).map((file) => join(out, file)), searchFile, canaryFile]);
}, 180_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("HTML validity (Nu HTML Checker)", () => {
  it("reports the error of a known-bad document (the check really runs)", () => {
    const canary = errors.filter((e) => e.file === canaryFile);
    expect(canary.map((e) => e.message)).toEqual([expect.stringMatching(/Duplicate ID “twice”/)]);
  });

  it("finds no error in one built page of each kind", () => {
    const out = inject("siteOutDir");
    const found = errors.filter((e) => e.file.startsWith(out + "/"));
    expect(describeErrors(found, out)).toEqual([]);
  });

  it("finds no error in the search box while it shows results", () => {
    const found = errors.filter((e) => e.file === searchFile);
    expect(describeErrors(found, dir)).toEqual([]);
  });
});
