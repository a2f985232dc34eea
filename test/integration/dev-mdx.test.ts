// `sitec dev` with MDX pages (test/fixtures/mdx-site): an edited .mdx file renders again, and an
// edited component renders again every page that uses it, and only those; an edited island and
// an island new to a page get into the client bundle; an edited Markdown file a page imports
// renders that page again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { startDev, type DevServer } from "../../src/dev/dev-server.ts";
import { silentLogger } from "../../src/log.ts";
import type { EmitResult } from "../../src/dev/emit.ts";
import { copyFixture } from "../helpers/fixtures.ts";

let site: string;
let dev: DevServer;

beforeAll(async () => {
  site = await copyFixture("mdx-site");
  dev = await startDev({ siteDir: site, port: 0, host: "127.0.0.1", logger: silentLogger, watchTheme: false });
}, 120_000);
afterAll(async () => {
  await dev?.close();
  await rm(dirname(site), { recursive: true, force: true });
});

/** Runs a file change and waits for the rebuild it causes. */
function afterRebuild(change: () => Promise<void>): Promise<EmitResult & { ms: number }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no rebuild within 20 s")), 20_000);
    const onOk = (result: EmitResult & { ms: number }) => {
      clearTimeout(timer);
      dev.events.off("rebuilt", onOk);
      dev.events.off("failed", onFail);
      resolve(result);
    };
    const onFail = (lines: string[]) => {
      clearTimeout(timer);
      dev.events.off("rebuilt", onOk);
      dev.events.off("failed", onFail);
      reject(new Error(lines.join("\n")));
    };
    dev.events.on("rebuilt", onOk);
    dev.events.on("failed", onFail);
    change().catch(reject);
  });
}

const text = async (path: string) => (await fetch(dev.url + path.replace(/^\//, ""))).text();

/** The client bundle's code as a page loads it: its entry and every chunk reachable from it. */
async function clientCode(page: string): Promise<string> {
  const entry = /<script type="module" src="\/(assets\/client-[\w-]+\.js)"/.exec(await text(page))?.[1];
  expect(entry).toBeDefined();
  const seen = new Set<string>();
  const queue = [entry!];
  let code = "";
  while (queue.length) {
    const path = queue.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const body = await text(path);
    code += body;
    for (const match of body.matchAll(/\.\/(chunk-[\w-]+\.js)/g)) queue.push(`assets/${match[1]}`);
  }
  return code;
}

describe("sitec dev with MDX", () => {
  it("renders an edited .mdx file again", async () => {
    const file = join(site, "docs", "guide.mdx");
    const result = await afterRebuild(async () => writeFile(file, (await readFile(file, "utf8")).replace("Apply the manifests with kubectl.", "Apply the edited manifests.")));
    expect(result.rendered).toEqual(["/docs/guide"]);
    expect(await text("/docs/guide")).toContain("Apply the edited manifests.");
  }, 30_000);

  it("renders every page that uses an edited component again", async () => {
    const file = join(site, "components", "Greeting.tsx");
    const result = await afterRebuild(async () => writeFile(file, (await readFile(file, "utf8")).replace("Hello, {name}!", "Welcome, {name}!")));
    expect(result.rendered).toContain("/docs/guide");
    expect(result.rendered).toContain("/blog/2024/01/02/mdx-post");
    expect(result.rendered).not.toContain("/docs/tabs");
    expect(await text("/docs/guide")).toContain("Welcome, reader!");
    expect(await text("/blog/2024/01/02/mdx-post")).toContain("Welcome, blog!");
  }, 30_000);

  it("bundles an edited island for the browser again, and renders the pages that use it", async () => {
    expect(await clientCode("/docs/guide")).toContain("Clicked");
    const file = join(site, "components", "Counter.tsx");
    const result = await afterRebuild(async () => writeFile(file, (await readFile(file, "utf8")).replace("Clicked {count} times", "Pressed {count} times")));
    expect(result.rendered).toContain("/docs/guide");
    expect(await text("/docs/guide")).toContain("Pressed <!-- -->2<!-- --> times");
    const code = await clientCode("/docs/guide");
    expect(code).toContain("Pressed");
    expect(code).not.toContain("Clicked");
  }, 30_000);

  it("bundles an island new to the site's pages for the browser", async () => {
    expect(await clientCode("/docs/code")).not.toContain("Starred");
    const file = join(site, "docs", "code.mdx");
    const result = await afterRebuild(async () => writeFile(file, `${await readFile(file, "utf8")}\nimport { Stars } from "../components/Stars";\n\n<Stars />\n`));
    expect(result.rendered).toContain("/docs/code");
    expect(await text("/docs/code")).toContain('<sitec-island data-island="components/Stars.tsx#Stars"');
    expect(await clientCode("/docs/code")).toContain("Starred");
  }, 30_000);

  it("renders a page again when a Markdown file it imports changes", async () => {
    const partial = join(site, "docs", "_shared-note.mdx");
    // A new file whose name starts with `_` is no page: nothing renders.
    const created = await afterRebuild(() => writeFile(partial, "A shared note, first written.\n"));
    expect(created.rendered).toEqual([]);
    const page = join(site, "docs", "code.mdx");
    await afterRebuild(async () => writeFile(page, `${await readFile(page, "utf8")}\nimport SharedNote from "./_shared-note.mdx";\n\n<SharedNote />\n`));
    expect(await text("/docs/code")).toContain("A shared note, first written.");
    const result = await afterRebuild(() => writeFile(partial, "A shared note, written again.\n"));
    expect(result.rendered).toEqual(["/docs/code"]);
    expect(await text("/docs/code")).toContain("A shared note, written again.");
  }, 40_000);
});
