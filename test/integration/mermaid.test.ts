// A site with `markdown.mermaid` (test/fixtures/mermaid-site): every ```mermaid block, in
// Markdown and MDX files, and `@theme/Mermaid` are Mermaid islands holding the diagram's source;
// pages with one are loaded in full (their own policy allows Mermaid's styles); the client bundle
// has the island, and a site without the option has none of it. The diagrams drawn in Chromium:
// test/e2e/mermaid.test.ts.
import { afterAll, describe, expect, it } from "vitest";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { buildSite, copyFixture, read, removeAll } from "../helpers/fixtures.ts";
import { policyForHtml } from "../../src/server/csp.ts";
import { PAGE_DATA_ELEMENT_ID, type PageData } from "../../src/shared/types.ts";
import { writeFile } from "node:fs/promises";

const roots: string[] = [];
afterAll(() => removeAll(...roots));

async function built(change?: (site: string) => Promise<void>, strict = true) {
  const site = await copyFixture("mermaid-site");
  roots.push(join(site, ".."));
  await change?.(site);
  const out = join(site, "..", "build");
  const result = await buildSite(site, out, { strict });
  return { out, result };
}

function pageData(html: string): PageData {
  const json = new RegExp(`<script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`).exec(html)![1]!;
  return JSON.parse(json) as PageData;
}

const islands = (html: string) => [...html.matchAll(/<sitec-island data-island="Mermaid" data-props="([^"]*)"/g)].map((m) => m[1]!);

describe("a site with markdown.mermaid", async () => {
  const { out, result } = await built();
  const flow = await read(out, "docs/flow/index.html");
  const schedule = await read(out, "docs/schedule/index.html");
  const plain = await read(out, "docs/plain/index.html");

  it("builds with --strict: no warning for the diagrams' language", () => {
    expect(result.warnings).toEqual([]);
  });

  it("makes each diagram an island with its source readable in the page", () => {
    expect(islands(flow)).toHaveLength(1);
    expect(flow).toMatch(/<span class="code-line">  Gauge\[Tide gauge\] --(?:>|&gt;) Relay<\/span>/);
    // The other code block of the page stays a highlighted code block.
    expect(flow).toContain('<div class="code-block" data-language="yaml">');
    // `@theme/Mermaid` and a fenced block in an MDX file.
    expect(islands(schedule)).toHaveLength(2);
    expect(schedule).toContain("sequenceDiagram");
    expect(schedule).toContain("pie title Readings by station");
    expect(islands(plain)).toEqual([]);
  });

  it("loads pages with a diagram in full, under a policy that allows Mermaid's inline styles", () => {
    expect(pageData(flow).route.fullLoad).toBe(true);
    expect(pageData(schedule).route.fullLoad).toBe(true);
    expect(pageData(plain).route.fullLoad).toBeUndefined();
    expect(policyForHtml(flow)).toContain("style-src 'self' 'unsafe-inline'");
    expect(policyForHtml(plain)).not.toContain("'unsafe-inline'");
  });

  it("gives the pages the config's Mermaid theme and options", () => {
    expect(pageData(flow).site.mermaid).toEqual({ theme: { light: "neutral", dark: "forest" }, options: { fontFamily: "serif" } });
  });

  it("has the Mermaid island and the mermaid package's chunks in the client bundle; a site without the option has neither", async () => {
    const files = await readdir(join(out, "assets"));
    expect(files.length).toBeGreaterThan(40);
    const off = await built(async (site) => {
      const config = await read(site, "site.config.ts");
      await writeFile(join(site, "site.config.ts"), config.replace("markdown: { mermaid: true },", "").replace(/\n  mermaid: \{[^\n]*\n/, "\n"));
      // `mermaid` is then a language sitec does not highlight: a warning, which --strict would make an error.
    }, false);
    expect(off.result.warnings).toEqual([expect.stringContaining('unknown code language "mermaid"')]);
    const offFiles = await readdir(join(off.out, "assets"));
    expect(offFiles.length).toBeLessThan(20);
    const offFlow = await read(off.out, "docs/flow/index.html");
    expect(islands(offFlow)).toEqual([]);
    expect(offFlow).toContain("flowchart LR");
    expect(pageData(offFlow).site.mermaid).toBeUndefined();
  });
});
