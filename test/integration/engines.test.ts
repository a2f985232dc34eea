// The two Markdown engines build the same site: every output file byte for byte (HTML, route
// JSON, search indexes, feeds, sitemap, bundles), on site/ and on a generated corpus. The fast
// engine's build of site/ is the run's shared one (test/helpers/site-build.ts), made with the
// same options (strict, minified; fast is the default engine).
import { afterAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import { writeCorpusSite } from "../helpers/corpus.ts";
import { buildSite, removeAll, tempDir } from "../helpers/fixtures.ts";
import { builtSite } from "../helpers/site-build.ts";
import { SITE_DIR, fileHashes } from "../helpers/site-output.ts";

const dirs: string[] = [];
afterAll(() => removeAll(...dirs));

/** Builds `site` with the unified engine, and with the fast one unless its build is given. */
async function bothEngines(site: string, fastBuild?: string) {
  const dir = await tempDir();
  dirs.push(dir);
  const options = { strict: true, minify: true } as const;
  if (!fastBuild) await buildSite(site, (fastBuild = join(dir, "fast")), { ...options, markdownEngine: "fast" });
  await buildSite(site, join(dir, "unified"), { ...options, markdownEngine: "unified" });
  return Promise.all([fileHashes(fastBuild), fileHashes(join(dir, "unified"))]);
}

function expectIdentical(fast: Map<string, string>, unified: Map<string, string>): void {
  expect([...unified.keys()]).toEqual([...fast.keys()]);
  const differing = [...fast].filter(([file, hash]) => unified.get(file) !== hash).map(([file]) => file);
  expect(differing).toEqual([]);
}

describe("the fast and the unified engine", () => {
  it("build site/ into the same files, byte for byte", { timeout: 180_000 }, async () => {
    const [fast, unified] = await bothEngines(SITE_DIR, await builtSite());
    expect(fast.size).toBeGreaterThan(400);
    expectIdentical(fast, unified);
    console.log(`engines: ${fast.size} files of site/ compared, ${[...fast].filter(([f, h]) => unified.get(f) === h).length} identical`);
  });

  it("build a generated corpus (30 docs in 3 sections, 6 posts) into the same files", async () => {
    const dir = await tempDir();
    dirs.push(dir);
    const site = join(dir, "site");
    await writeCorpusSite(site, { docs: 30, perSection: 10, posts: 6 });
    const [fast, unified] = await bothEngines(site);
    expect(fast.size).toBeGreaterThan(100);
    expectIdentical(fast, unified);
    console.log(`engines: ${fast.size} files of the corpus compared, ${[...fast].filter(([f, h]) => unified.get(f) === h).length} identical`);
  });
});
