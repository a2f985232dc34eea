// A build killed half way (SIGKILL while it writes its pages) leaves the previous output
// byte for byte as it was, and `sitec serve` goes on serving it; the next build cleans up the
// killed build's staging folder and replaces the output.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import type { Server } from "node:http";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import fg from "fast-glob";
import { serve } from "../../src/server/serve.ts";
import { buildSite, copyFixture, removeAll, tempDir } from "../helpers/fixtures.ts";
import { request } from "../helpers/http.ts";

const BIN = fileURLToPath(new URL("../../bin/sitec.js", import.meta.url));
/** Enough pages that the render phase writes for a while. */
const GENERATED_DOCS = 150;

let root: string;
let site: string;
let out: string;
let server: Server;
let url: string;

async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = (await fg("**/*", { cwd: dir, dot: true, onlyFiles: true })).sort();
  const hashes = new Map<string, string>();
  for (const file of files) hashes.set(file, createHash("sha256").update(await readFile(join(dir, file))).digest("hex"));
  return hashes;
}

async function stagingFolders(): Promise<string[]> {
  const prefix = `.sitec-staging-${basename(out)}-`;
  return (await readdir(dirname(out))).filter((e) => e.startsWith(prefix)).map((e) => join(dirname(out), e));
}

async function writeDocs(title: string): Promise<void> {
  await mkdir(join(site, "docs", "generated"), { recursive: true });
  await writeFile(join(site, "docs", "generated", "_category_.json"), JSON.stringify({ label: "Generated", position: 9 }));
  const body = Array.from({ length: 12 }, (_, i) => `## Section ${i}\n\n${"Some text about scanning with secureCodeBox. ".repeat(8)}\n`).join("\n");
  for (let i = 0; i < GENERATED_DOCS; i++) {
    await writeFile(join(site, "docs", "generated", `page-${i}.md`), `---\ntitle: ${title} ${i}\n---\n\n${body}`);
  }
}

beforeAll(async () => {
  root = await tempDir();
  site = await copyFixture("basic-site");
  out = join(root, "build");
  await writeDocs("Old page");
  await buildSite(site, out);
  ({ server, url } = await serve({ dir: out, port: 0, host: "127.0.0.1" }));
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await removeAll(root, dirname(site));
});

describe("a build killed while it writes", () => {
  it("leaves the previous output intact and served", async () => {
    const before = await snapshot(out);
    expect(before.size).toBeGreaterThan(GENERATED_DOCS);
    const pages = ["/", "/docs/guide/start", "/docs/generated/page-7", "/no/such/page"];
    const served = await Promise.all(pages.map((p) => request(url, p)));
    expect(served[2]!.text).toContain("Old page 7");

    // The next build would change every generated page.
    await writeDocs("New page");
    const child = spawn(process.execPath, [BIN, "build", "--site", site, "--out-dir", out, "--no-minify"], { stdio: "ignore" });
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.once("exit", (code, signal) => resolve(signal ?? code)));
    let writtenPages = 0;
    let staging: string | undefined;
    const deadline = Date.now() + 120_000;
    // Poll until the staging folder holds some pages: the build is in its writing phase.
    while (Date.now() < deadline && child.exitCode === null) {
      [staging] = await stagingFolders();
      if (staging) {
        writtenPages = (await fg("**/index.html", { cwd: staging })).length;
        if (writtenPages >= 5) break;
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    child.kill("SIGKILL");
    expect(await exited, "the build finished before it could be killed").toBe("SIGKILL");
    expect(writtenPages).toBeGreaterThanOrEqual(5);
    // The killed build's half-written staging folder is still there: it was killed mid-write.
    expect(await stagingFolders()).toEqual([staging]);
    const partial = (await fg("**/index.html", { cwd: staging! })).length;
    expect(partial).toBeLessThan([...before.keys()].filter((f) => f.endsWith("index.html")).length);

    // The output is byte for byte the previous one, and served as before.
    expect(await snapshot(out)).toEqual(before);
    const again = await Promise.all(pages.map((p) => request(url, p)));
    for (const [i, answer] of again.entries()) {
      expect(answer.status, pages[i]).toBe(served[i]!.status);
      expect(answer.body.equals(served[i]!.body), pages[i]).toBe(true);
    }
  }, 180_000);

  it("is cleaned up by the next build, which replaces the output", async () => {
    await buildSite(site, out);
    expect(await stagingFolders()).toEqual([]);
    const page = await request(url, "/docs/generated/page-7");
    expect(page.status).toBe(200);
    expect(page.text).toContain("New page 7");
  }, 180_000);
});
