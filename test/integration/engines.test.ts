// The two Markdown engines build the same site: every output file byte for byte (HTML, route
// JSON, search indexes, feeds, sitemap, bundles), on site/ and on the benchmark corpus.
import { afterAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import { writeSitecSite } from "../../bench/corpus.ts";
import { buildSite, removeAll, tempDir } from "../helpers/fixtures.ts";
import { SITE_DIR, fileHashes } from "../helpers/site-output.ts";

const dirs: string[] = [];
afterAll(() => removeAll(...dirs));


/** Builds `site` with each engine; returns the files of each build. */
async function bothEngines(site: string) {
  const dir = await tempDir();
  dirs.push(dir);
  await buildSite(site, join(dir, "fast"), { strict: true, minify: true, markdownEngine: "fast" });
  await buildSite(site, join(dir, "unified"), { strict: true, minify: true, markdownEngine: "unified" });
  return Promise.all([fileHashes(join(dir, "fast")), fileHashes(join(dir, "unified"))]);
}

function expectIdentical(fast: Map<string, string>, unified: Map<string, string>): void {
  expect([...unified.keys()]).toEqual([...fast.keys()]);
  const differing = [...fast].filter(([file, hash]) => unified.get(file) !== hash).map(([file]) => file);
  expect(differing).toEqual([]);
}

describe("the fast and the unified engine", () => {
  it("build site/ into the same files, byte for byte", async () => {
    const [fast, unified] = await bothEngines(SITE_DIR);
    expect(fast.size).toBeGreaterThan(400);
    expectIdentical(fast, unified);
    console.log(`engines: ${fast.size} files of site/ compared, ${[...fast].filter(([f, h]) => unified.get(f) === h).length} identical`);
  });

  it("build the benchmark corpus (100 docs, 10 posts) into the same files", async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const site = join(dir, "site");
    await writeSitecSite(site, { docs: 100, posts: 10 });
    const [fast, unified] = await bothEngines(site);
    expect(fast.size).toBeGreaterThan(200);
    expectIdentical(fast, unified);
    console.log(`engines: ${fast.size} files of the corpus compared, ${[...fast].filter(([f, h]) => unified.get(f) === h).length} identical`);
  });
});
