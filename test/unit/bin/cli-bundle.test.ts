// The CLI bundle of bin/sitec.js: made on the first start, reused while its sources are
// unchanged, made again when one changes; each module keeps its own import.meta.url.
import { mkdir, mkdtemp, rm, writeFile, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript, run by Node before any TypeScript tooling exists
import { ensureCliBundle } from "../../../bin/cli-bundle.js";

interface Made {
  path: string;
  made: boolean;
}
const ensure = ensureCliBundle as (root: string) => Promise<Made>;

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "sitec-cli-bundle-"));
  await mkdir(join(root, "src", "lib"), { recursive: true });
  await writeFile(join(root, "src", "lib", "answer.ts"), "export const answer: number = 41;\nexport const where = import.meta.url;\n");
  await writeFile(join(root, "src", "cli.ts"), 'import { answer, where } from "./lib/answer.ts";\nexport async function main(): Promise<number> { return answer; }\nexport { where };\n');
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function run(bundle: Made): Promise<{ answer: number; where: string }> {
  // A fresh URL each time: Node caches modules by URL.
  const module = (await import(pathToFileURL(bundle.path).href + "?t=" + Date.now() + Math.random())) as { main: () => Promise<number>; where: string };
  return { answer: await module.main(), where: module.where };
}

describe("ensureCliBundle", () => {
  it("bundles the CLI on the first start, keeping each module's own import.meta.url", async () => {
    const first = await ensure(root);
    expect(first.made).toBe(true);
    expect(first.path).toBe(join(root, "node_modules", ".cache", "sitec-cli", "cli.mjs"));
    const result = await run(first);
    expect(result.answer).toBe(41);
    expect(result.where).toBe(pathToFileURL(join(root, "src", "lib", "answer.ts")).href);
  });

  it("reuses the bundle while no source changed", async () => {
    expect((await ensure(root)).made).toBe(false);
  });

  it("makes it again when a source it contains changed", async () => {
    const file = join(root, "src", "lib", "answer.ts");
    await writeFile(file, "export const answer: number = 42;\nexport const where = import.meta.url;\n");
    // A different modification time even on a coarse clock.
    const later = new Date(Date.now() + 5_000);
    await utimes(file, later, later);
    const again = await ensure(root);
    expect(again.made).toBe(true);
    expect((await run(again)).answer).toBe(42);
    expect((await ensure(root)).made).toBe(false);
  });
});
