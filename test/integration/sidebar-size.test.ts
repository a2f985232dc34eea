// A doc page holds the top level of the sidebar and its own categories, not every doc of the
// site: its size grows with the number of categories, not with the square of the docs. (When
// every page held the whole sidebar, each page grew with the number of docs.)
import { afterAll, describe, expect, it } from "vitest";
import { mkdir, readdir, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { buildSite, removeAll, tempDir } from "../helpers/fixtures.ts";
import type { ListWindowing } from "../../src/shared/sidebar-view.ts";

const dirs: string[] = [];
afterAll(() => removeAll(...dirs));

/**
 * A site of `docs` short docs in folders of `perCategory`, each folder with its own page
 * (index.md), built with `listWindowing` (the build's internals) if given.
 */
async function generatedSite(docs: number, perCategory = 20, listWindowing?: ListWindowing): Promise<string> {
  const dir = await tempDir();
  dirs.push(dir);
  const site = join(dir, "site");
  for (let c = 0; c * perCategory < docs; c++) {
    const folder = join(site, "docs", `section-${String(c).padStart(3, "0")}`);
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, "index.md"), `---\ntitle: Section ${c}\n---\n\nThe pages of section ${c}.\n`);
    for (let i = c * perCategory; i < Math.min(docs, (c + 1) * perCategory); i++) {
      await writeFile(join(folder, `page-${String(i).padStart(4, "0")}.md`), `---\ntitle: Page ${i}\nsidebar_position: ${i}\n---\n\nPage ${i} of the generated docs.\n`);
    }
  }
  await mkdir(join(site, "pages"), { recursive: true });
  await writeFile(join(site, "pages", "index.tsx"), "export default function Home() { return <h1>Generated</h1>; }\n");
  await writeFile(
    join(site, "site.config.ts"),
    `export default {
  title: "Generated",
  url: "https://generated.example.org",
  navbar: { title: "Generated", items: [{ type: "docSidebar", sidebarId: "docs", label: "Docs" }] },
  docs: { mainDocId: "section-000/page-0000" },
};
`,
  );
  const out = join(dir, "build");
  await buildSite(site, out, { strict: true }, { listWindowing });
  return out;
}

/** The size in bytes of the largest doc page (of more than `pages` doc pages). */
async function largestDocPage(out: string, pages = 40): Promise<number> {
  const files = (await readdir(join(out, "docs"), { recursive: true })).filter((f) => f.endsWith("index.html"));
  expect(files.length).toBeGreaterThan(pages);
  const sizes = await Promise.all(files.map(async (f) => (await stat(join(out, "docs", f))).size));
  return Math.max(...sizes);
}

describe("the size of doc pages", () => {
  it("grows at most linearly with the number of docs", async () => {
    const small = await largestDocPage(await generatedSite(40));
    const large = await largestDocPage(await generatedSite(160));
    // 4 times the docs in 4 times the categories: 8 more category links, one open category.
    expect(large / small).toBeLessThan(1.5);
  });

  // Past LONG_LIST sections, a page shows a window of them (src/shared/sidebar-view.ts), here
  // made short by the build's internals (a window of 8 past 12, where the site's are 100 past
  // 150): four times as many sections past it would give pages far larger if it did not.
  it("stops growing with the number of sections once the top level is long", async () => {
    const windowing = { longList: 12, window: 8 };
    const long = await largestDocPage(await generatedSite(16, 1, windowing), 16);
    const longer = await largestDocPage(await generatedSite(64, 1, windowing), 64);
    expect(longer / long).toBeLessThan(1.05);
  });
});
