// `sitec dev` on a site that changes the theme (test/fixtures/override-site): an edit of a
// customCss file, of an override and an override added while it runs are all built and served.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { startDev, type DevServer } from "../../src/dev/dev-server.ts";
import { silentLogger } from "../../src/log.ts";
import { copyFixture } from "../helpers/fixtures.ts";

let site: string;
let dev: DevServer;

beforeAll(async () => {
  site = await copyFixture("override-site");
  dev = await startDev({ siteDir: site, port: 0, host: "127.0.0.1", logger: silentLogger, watchTheme: false });
});
afterAll(async () => {
  await dev?.close();
  await rm(dirname(site), { recursive: true, force: true });
});

/** Runs a file change and waits for the rebuild it causes. */
function afterRebuild(change: () => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no rebuild within 20 s")), 20_000);
    const done = (error?: Error) => {
      clearTimeout(timer);
      dev.events.off("rebuilt", onOk);
      dev.events.off("failed", onFail);
      if (error) reject(error);
      else resolve();
    };
    const onOk = () => done();
    const onFail = (lines: string[]) => done(new Error(lines.join("\n")));
    dev.events.on("rebuilt", onOk);
    dev.events.on("failed", onFail);
    change().catch(reject);
  });
}

const text = async (path: string) => (await fetch(dev.url + path.replace(/^\//, ""))).text();

async function servedCss(): Promise<string> {
  const href = /<link rel="stylesheet" href="\/(assets\/client-[^"]+\.css)"/.exec(await text("/docs/intro"))?.[1];
  expect(href).toBeDefined();
  return text(`/${href}`);
}

async function edit(file: string, change: (text: string) => string) {
  await writeFile(file, change(await readFile(file, "utf8")));
}

describe("sitec dev with theme overrides", () => {
  it("follows an edit of a customCss file", async () => {
    expect(await servedCss()).toContain("#7a1fa2");
    await afterRebuild(() => edit(join(site, "css/brand.css"), (css) => css.replace("#7a1fa2", "#0a7a3b")));
    const css = await servedCss();
    expect(css).toContain("#0a7a3b");
    expect(css).not.toContain("#7a1fa2");
  });

  it("follows an edit of an override, and an override added", async () => {
    await afterRebuild(() => edit(join(site, "theme/Footer.tsx"), (source) => source.replace("Made for", "Written for")));
    expect(await text("/docs/intro")).toContain(">Written for <!-- -->Override Site");
    await afterRebuild(() =>
      writeFile(join(site, "theme/PaginationNav.tsx"), 'import Original from "@theme-original/PaginationNav";\nimport type { ComponentProps } from "react";\n\nexport default function PaginationNav(props: ComponentProps<typeof Original>) {\n  return <div className="pagination-wrapper"><Original {...props} /></div>;\n}\n'),
    );
    expect(await text("/docs/intro")).toContain('<div class="pagination-wrapper">');
  });
});
