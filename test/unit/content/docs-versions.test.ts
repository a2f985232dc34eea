// The docs versions read from versions.json and the config, with Docusaurus's defaults: the
// last version at /docs, `current` at /docs/next, banners by age, badges with more than one version.
import { afterEach, describe, expect, it } from "vitest";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { validateConfig } from "../../../src/config/load.ts";
import type { SiteConfigInput } from "../../../src/config/schema.ts";
import { loadDocsVersions } from "../../../src/content/docs-versions.ts";
import { removeAll, tempDir } from "../../helpers/fixtures.ts";

const made: string[] = [];
afterEach(() => removeAll(...made.splice(0)));

async function siteWith(versions: string[] | undefined, docs: SiteConfigInput["docs"] = {}) {
  const dir = await tempDir();
  made.push(dir);
  if (versions) {
    await writeFile(join(dir, "versions.json"), JSON.stringify(versions));
    for (const name of versions) await mkdir(join(dir, "versioned_docs", `version-${name}`), { recursive: true });
  }
  const file = join(dir, "site.config.ts");
  const config = validateConfig({ title: "T", url: "https://t.example.org", navbar: {}, docs }, "", file);
  return () => loadDocsVersions(dir, config, file);
}

const summary = (versions: ReturnType<typeof loadDocsVersions>) =>
  versions?.map((v) => `${v.name} "${v.label}" /${v.routeBasePath} ${v.banner}${v.isLast ? " last" : ""}${v.badge ? " badge" : ""}`);

describe("loadDocsVersions", () => {
  it("gives a site without versions.json no versions (the one it always had)", async () => {
    expect((await siteWith(undefined))()).toBeUndefined();
  });

  it("puts versions.json's first at /docs, current at /docs/next (unreleased), older ones unmaintained", async () => {
    expect(summary((await siteWith(["2.0", "1.0"]))())).toEqual([
      'current "Next" /docs/next unreleased badge',
      '2.0 "2.0" /docs none last badge',
      '1.0 "1.0" /docs/1.0 unmaintained badge',
    ]);
  });

  it("takes a versions.json that places `current` itself, as Docusaurus does; the last version is its first other name", async () => {
    const first = summary((await siteWith(["current", "2.0", "1.0"]))());
    expect(first).toEqual(summary((await siteWith(["2.0", "1.0"]))()));
    expect(summary((await siteWith(["2.0", "current", "1.0"]))())).toEqual([
      '2.0 "2.0" /docs none last badge',
      'current "Next" /docs/next unmaintained badge',
      '1.0 "1.0" /docs/1.0 unmaintained badge',
    ]);
  });

  it("follows lastVersion: current at /docs, every released version unmaintained", async () => {
    expect(summary((await siteWith(["2.0"], { lastVersion: "current" }))())).toEqual(['current "Next" /docs none last badge', '2.0 "2.0" /docs/2.0 unmaintained badge']);
  });

  it("shows no badge with one version, and takes the config's label, path and banner", async () => {
    expect(summary((await siteWith(["1.0"], { includeCurrentVersion: false, versions: { "1.0": { label: "One", path: "one", banner: "unmaintained" } } }))())).toEqual([
      '1.0 "One" /docs/one unmaintained last',
    ]);
  });

  it("builds onlyIncludeVersions, and refuses to leave out the last version", async () => {
    expect(summary((await siteWith(["2.0", "1.0"], { onlyIncludeVersions: ["current", "2.0"] }))())).toEqual(['current "Next" /docs/next unreleased badge', '2.0 "2.0" /docs none last badge']);
    const leavesOutLast = await siteWith(["2.0", "1.0"], { onlyIncludeVersions: ["current", "1.0"] });
    expect(leavesOutLast).toThrow('docs.onlyIncludeVersions leaves out the last version "2.0".');
  });
});
