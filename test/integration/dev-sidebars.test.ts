// `sitec dev` picks up edits to the sidebars file and to the files it imports, as `docusaurus
// start` does, and watches docs kept outside the site folder (`docs.path: "../docs"`): on the
// docusaurus-site fixture, with its docs moved beside the site and a sidebar label imported.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { startDev, type DevServer } from "../../src/dev/dev-server.ts";
import { silentLogger } from "../../src/log.ts";
import { copyFixture } from "../helpers/fixtures.ts";

let site: string;
let dev: DevServer;

async function edit(file: string, change: (text: string) => string): Promise<void> {
  const before = await readFile(file, "utf8");
  const after = change(before);
  expect(after).not.toBe(before);
  await writeFile(file, after);
}

beforeAll(async () => {
  site = await copyFixture("docusaurus-site");
  await rename(join(site, "docs"), join(site, "..", "docs"));
  await edit(join(site, "site.config.ts"), (t) => t.replace('sidebarPath: "sidebars.ts",', 'path: "../docs",\n    sidebarPath: "sidebars.ts",'));
  await writeFile(join(site, "sidebar-labels.ts"), 'export const conceptsLabel = "Concepts";\n');
  await edit(join(site, "sidebars.ts"), (t) => 'import { conceptsLabel } from "./sidebar-labels.ts";\n' + t.replace('label: "Concepts",', "label: conceptsLabel,"));
  dev = await startDev({ siteDir: site, port: 0, host: "127.0.0.1", logger: silentLogger, watchTheme: false });
});
afterAll(async () => {
  await dev?.close();
  await rm(dirname(site), { recursive: true, force: true });
});

/** Runs a file change and waits for the rebuild (or the failure) it causes. */
function afterRebuild(change: () => Promise<void>): Promise<{ ok: boolean; lines?: string[] }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no rebuild within 20 s")), 20_000);
    const done = (outcome: { ok: boolean; lines?: string[] }) => {
      clearTimeout(timer);
      dev.events.off("rebuilt", onOk);
      dev.events.off("failed", onFail);
      resolve(outcome);
    };
    const onOk = () => done({ ok: true });
    const onFail = (lines: string[]) => done({ ok: false, lines });
    dev.events.on("rebuilt", onOk);
    dev.events.on("failed", onFail);
    change().catch(reject);
  });
}
const text = async (path: string) => (await fetch(dev.url + path.replace(/^\//, ""))).text();

describe("sitec dev with a sidebars file", () => {
  it("shows a label changed in the sidebars file on every page of that sidebar", async () => {
    expect(await text("/docs/intro")).toContain("Setting up");
    expect(await afterRebuild(() => edit(join(site, "sidebars.ts"), (t) => t.replace('label: "Setting up"', 'label: "Installing it"')))).toEqual({ ok: true });
    for (const page of ["/docs/intro", "/docs/details"]) {
      const html = await text(page);
      expect(html).toContain("Installing it");
      expect(html).not.toContain("Setting up");
    }
  });

  it("shows a change of a file the sidebars file imports", async () => {
    expect(await afterRebuild(() => edit(join(site, "sidebar-labels.ts"), (t) => t.replace('"Concepts"', '"Key ideas"')))).toEqual({ ok: true });
    expect(await text("/docs/intro")).toContain("Key ideas");
  });

  it("reports a sidebars file naming a doc that does not exist, keeps serving, and recovers on the fix", async () => {
    const failed = await afterRebuild(() => edit(join(site, "sidebars.ts"), (t) => t.replace('"roadmap"],', '"roadmap", "concepts/missing"],')));
    expect(failed.ok).toBe(false);
    expect(failed.lines!.join("\n")).toMatch(/sidebars\.ts[\s\S]*concepts\/missing/);
    expect(await text("/docs/intro")).toContain("Installing it");
    expect(await afterRebuild(() => edit(join(site, "sidebars.ts"), (t) => t.replace(', "concepts/missing"],', "],")))).toEqual({ ok: true });
  });

  it("shows a draft doc as Docusaurus's dev server does: its page, and its items in the sidebar (a build leaves both out)", async () => {
    const status = async (path: string) => (await fetch(dev.url + path.replace(/^\//, ""))).status;
    expect(await status("/docs/roadmap")).toBe(200);
    expect(await text("/docs/roadmap")).toContain("Plans that are not ready to be read yet.");
    const sidebar = await text("/docs/intro");
    expect(sidebar).toContain(">Upcoming<");
    expect(sidebar).toMatch(/href="\/docs\/roadmap"/);
    // Saving it keeps it (a reload read drafts again as a build does and dropped them).
    expect(await afterRebuild(() => edit(join(site, "..", "docs", "roadmap.md"), (t) => t + "\nA line added in dev.\n"))).toEqual({ ok: true });
    expect(await text("/docs/roadmap")).toContain("A line added in dev.");
    expect(await text("/docs/intro")).toMatch(/href="\/docs\/roadmap"/);
  });

  it("rebuilds a doc kept outside the site folder when it is saved", async () => {
    expect(await afterRebuild(() => edit(join(site, "..", "docs", "details.md"), (t) => t + "\nA sentence added outside the site folder.\n"))).toEqual({ ok: true });
    expect(await text("/docs/details")).toContain("A sentence added outside the site folder.");
  });
});
