// A build runs with V8's thresholds for a short build (src/v8-tiering.ts) and sets V8's flags
// back when it ends, also when it fails; a site of more Markdown files than a short build's
// keeps V8's defaults from its Markdown phase on. A rehype plugin of the site looks at V8's
// flags while the build renders Markdown.
import { afterEach, describe, expect, it } from "vitest";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { measuredOn, SHORT_BUILD_MOST_FILES } from "../../src/v8-tiering.ts";
import { buildSite, copyFixture, removeAll } from "../helpers/fixtures.ts";
import { flagsProbe } from "../helpers/v8-flags.ts";

const PROBE_PLUGIN = `export default function rehypeFlagsProbe() {
  return () => {
    const state = globalThis as unknown as { flagsChanged: () => boolean; seen: boolean[] };
    state.seen.push(state.flagsChanged());
  };
}
`;

interface ProbeState {
  flagsChanged?: () => boolean;
  seen?: boolean[];
}
const state = globalThis as ProbeState;

/** Whether V8's flags differ from those this test file started with (V8's defaults). */
const flagsChanged = flagsProbe();

const cleanup: string[] = [];
afterEach(async () => {
  delete state.flagsChanged;
  delete state.seen;
  await removeAll(...cleanup.splice(0));
});

/** plugins-site with the probe among its rehype plugins. */
async function probedSite(): Promise<{ site: string; out: string }> {
  const site = await copyFixture("plugins-site");
  cleanup.push(dirname(site));
  await writeFile(join(site, "plugins", "rehype-flags-probe.ts"), PROBE_PLUGIN);
  const configFile = join(site, "site.config.ts");
  const config = (await readFile(configFile, "utf8"))
    .replace('import rehypeExternalLinks', 'import rehypeFlagsProbe from "./plugins/rehype-flags-probe.ts";\nimport rehypeExternalLinks')
    .replace("rehypePlugins: [", "rehypePlugins: [rehypeFlagsProbe, ");
  expect(config).toContain("rehypePlugins: [rehypeFlagsProbe, ");
  await writeFile(configFile, config);
  return { site, out: join(dirname(site), "build") };
}

/** Builds with the probe watching (Markdown on this thread only); what it saw, and whether V8's flags were as before afterwards. */
async function probedBuild(site: string, out: string): Promise<{ seen: boolean[]; changedAfter: boolean; failure?: unknown }> {
  state.flagsChanged = flagsChanged;
  state.seen = [];
  let failure: unknown;
  await buildSite(site, out, { markdownWorkers: 0, cache: false }).catch((error: unknown) => (failure = error));
  return { seen: state.seen, changedAfter: flagsChanged(), failure };
}

describe("V8's thresholds during a build", () => {
  it("are a short build's while a small site's Markdown renders, and V8's own after the build", async () => {
    const { site, out } = await probedSite();
    const { seen, changedAfter, failure } = await probedBuild(site, out);
    expect(failure).toBeUndefined();
    expect(seen.length).toBeGreaterThan(2);
    expect(new Set(seen)).toEqual(new Set([measuredOn(process.versions.v8)]));
    expect(changedAfter).toBe(false);
  });

  it("are V8's own again after a build that failed", async () => {
    const { site, out } = await probedSite();
    await writeFile(join(site, "docs", "guide", "broken.md"), "# Broken\n\nA link to [nowhere](/docs/guide/nowhere).\n");
    const { seen, changedAfter, failure } = await probedBuild(site, out);
    expect(String(failure)).toContain("/docs/guide/nowhere");
    expect(seen.length).toBeGreaterThan(2);
    expect(changedAfter).toBe(false);
  });

  it(`are V8's own for a site of more than ${SHORT_BUILD_MOST_FILES} Markdown files`, async () => {
    const { site, out } = await probedSite();
    const folder = join(site, "docs", "many");
    await mkdir(folder);
    await Promise.all(Array.from({ length: SHORT_BUILD_MOST_FILES }, (_, i) => writeFile(join(folder, `note-${i}.md`), `# Note ${i}\n\nShort.\n`)));
    const { seen, changedAfter, failure } = await probedBuild(site, out);
    expect(failure).toBeUndefined();
    expect(seen.length).toBeGreaterThan(SHORT_BUILD_MOST_FILES);
    expect(new Set(seen)).toEqual(new Set([false]));
    expect(changedAfter).toBe(false);
  }, 120_000);
});
