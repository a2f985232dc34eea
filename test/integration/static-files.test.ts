// A build copies site/static/ into its output while it renders (load-sources.ts): every file
// arrives, and a file the build makes itself under the same name is the build's, every time.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildSite, copyFixture, removeAll } from "../helpers/fixtures.ts";

const sites: string[] = [];
afterAll(() => removeAll(...sites.map((site) => dirname(site))));

async function siteWithStatic(files: Record<string, string>): Promise<string> {
  const site = await copyFixture("basic-site");
  sites.push(site);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(site, "static", path)), { recursive: true });
    await writeFile(join(site, "static", path), text);
  }
  return site;
}

describe("static files", () => {
  it("are all in the output, byte for byte, beside what the build makes", async () => {
    const files = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`files/set-${i % 4}/file-${i}.txt`, `file ${i}\n`.repeat(i + 1)]));
    const site = await siteWithStatic(files);
    const out = join(dirname(site), "build");
    await buildSite(site, out);
    for (const [path, text] of Object.entries(files)) expect(await readFile(join(out, path), "utf8"), path).toBe(text);
    expect(await readFile(join(out, "robots.txt"), "utf8")).toBe(await readFile(join(site, "static", "robots.txt"), "utf8"));
    expect(await readFile(join(out, "docs/guide/start/index.html"), "utf8")).toContain("<!DOCTYPE html>");
  });

  it("give way to a file the build makes under the same name (the not-found page, the sitemap), in every build", async () => {
    const site = await siteWithStatic({ "404.html": "a static not-found page", "sitemap.xml": "a static sitemap" });
    for (const round of [1, 2]) {
      const out = join(dirname(site), `build-${round}`);
      await buildSite(site, out, { cache: false });
      expect(await readFile(join(out, "404.html"), "utf8")).toContain("<!DOCTYPE html>");
      expect(await readFile(join(out, "sitemap.xml"), "utf8")).toContain("<urlset");
    }
  });
});
