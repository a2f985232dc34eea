// `sitec dev` on a site with versioned docs (test/fixtures/versions-site): an edit in any
// version's folder, in the docs folder, or a new version in versions.json is seen and built.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cp, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { startDev, type DevServer } from "../../src/dev/dev-server.ts";
import { silentLogger } from "../../src/log.ts";
import { copyFixture } from "../helpers/fixtures.ts";

let site: string;
let dev: DevServer;

beforeAll(async () => {
  site = await copyFixture("versions-site");
  dev = await startDev({ siteDir: site, port: 0, host: "127.0.0.1", logger: silentLogger, watchTheme: false });
});
afterAll(async () => {
  await dev?.close();
  await rm(dirname(site), { recursive: true, force: true });
});

const text = async (path: string) => (await fetch(dev.url + path.replace(/^\//, ""))).text();

/** Waits until `check` holds. */
async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function edit(file: string, change: (text: string) => string) {
  const path = join(site, file);
  await writeFile(path, change(await readFile(path, "utf8")));
}

describe("sitec dev with versioned docs", () => {
  it("rebuilds a page of an old version when its file changes", async () => {
    expect(await text("/docs/1.0/legacy")).toContain("before the installer existed");
    await edit("versioned_docs/version-1.0/legacy.md", (t) => t.replace("before the installer existed", "by hand, step by step"));
    await until(async () => (await text("/docs/1.0/legacy")).includes("by hand, step by step"));
  });

  it("rebuilds the docs folder's version at /docs/next, leaving the others", async () => {
    await edit("docs/install.md", (t) => t.replace("Installation steps", "Setup steps"));
    await until(async () => (await text("/docs/next/install")).includes("Setup steps"));
    expect(await text("/docs/install")).toContain("Installation steps");
  });

  it("builds a version added to versions.json", async () => {
    await cp(join(site, "versioned_docs/version-2.0"), join(site, "versioned_docs/version-0.9"), { recursive: true });
    await writeFile(join(site, "versions.json"), '["2.0", "1.0", "0.9"]\n');
    await until(async () => (await text("/docs/0.9/intro")).includes("quartzite"));
    expect(await text("/docs/0.9/intro")).toContain("doc-version-banner-unmaintained");
  });
});
