// The CLI bundle of bin/sitec.js: made on the first start, reused while its sources are
// unchanged, made again when one changes; each module keeps its own import.meta.url; it runs
// with a V8 code cache that a build writes and later runs use.
import { mkdir, mkdtemp, readFile, rm, stat, writeFile, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript, run by Node before any TypeScript tooling exists
import { ensureCliBundle, runCliBundle } from "../../../bin/cli-bundle.js";

interface Made {
  path: string;
  made: boolean;
}
const ensure = ensureCliBundle as (root: string) => Promise<Made>;
const runBundle = runCliBundle as (path: string, argv: string[]) => Promise<number>;

// main() records what the tests look at on globalThis and returns 0 (a successful run).
const CLI = `import * as lib from "./lib/answer.ts";
const load = (url: string) => ((globalThis as any).__sitecImport ?? ((u: string) => import(u)))(url);
export async function main(): Promise<number> {
  const imported = await load("data:text/javascript,export default 7");
  (globalThis as any).__cliTest = { ...lib, imported: imported.default };
  return 0;
}
`;

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "sitec-cli-bundle-"));
  await mkdir(join(root, "src", "lib"), { recursive: true });
  await writeFile(join(root, "src", "lib", "answer.ts"), "export const answer: number = 41;\nexport const where = import.meta.url;\n");
  await writeFile(join(root, "src", "cli.ts"), CLI);
});
afterAll(() => rm(root, { recursive: true, force: true }));

interface Recorded {
  answer: number;
  where: string;
  imported: number;
  matches?: unknown[];
}

async function run(bundle: Made, command = "build"): Promise<Recorded> {
  expect(await runBundle(bundle.path, ["node", "sitec", command])).toBe(0);
  return (globalThis as unknown as { __cliTest: Recorded }).__cliTest;
}

const cacheOf = (bundle: Made) => bundle.path + ".v8cache";

describe("ensureCliBundle and runCliBundle", () => {
  it("bundles the CLI on the first start, keeping each module's own import.meta.url", async () => {
    const first = await ensure(root);
    expect(first.made).toBe(true);
    expect(first.path).toBe(join(root, "node_modules", ".cache", "sitec-cli", "cli.cjs"));
    const result = await run(first, "--version");
    expect(result.answer).toBe(41);
    expect(result.where).toBe(pathToFileURL(join(root, "src", "lib", "answer.ts")).href);
    expect(result.imported).toBe(7);
  });

  it("writes a code cache after a run, replaces a --version one after a build, then keeps it", async () => {
    const bundle = await ensure(root);
    expect(JSON.parse(await readFile(cacheOf(bundle) + ".json", "utf8"))).toEqual({ command: "--version" });
    await run(bundle, "build");
    expect(JSON.parse(await readFile(cacheOf(bundle) + ".json", "utf8"))).toEqual({ command: "build" });
    const written = (await stat(cacheOf(bundle))).mtimeMs;
    // Compiled from the cache this time: import() still works (through the hook), and the
    // cache is not written again (it would be if V8 had rejected it).
    const result = await run(bundle, "build");
    expect(result.imported).toBe(7);
    expect((await stat(cacheOf(bundle))).mtimeMs).toBe(written);
  });

  it("reuses the bundle while no source changed", async () => {
    expect((await ensure(root)).made).toBe(false);
  });

  it("makes it again when a source it contains changed, and drops the old code cache", async () => {
    const file = join(root, "src", "lib", "answer.ts");
    await writeFile(file, "export const answer: number = 42;\nexport const where = import.meta.url;\n");
    // A different modification time even on a coarse clock.
    const later = new Date(Date.now() + 5_000);
    await utimes(file, later, later);
    const again = await ensure(root);
    expect(again.made).toBe(true);
    await expect(stat(cacheOf(again))).rejects.toThrow();
    expect((await run(again)).answer).toBe(42);
    expect((await ensure(root)).made).toBe(false);
  });

  it("makes it again after an install, which npm records in node_modules/.package-lock.json", async () => {
    const record = join(root, "node_modules", ".package-lock.json");
    await writeFile(record, "{}");
    // A bundle made while the record is there keeps its stamp.
    const source = join(root, "src", "lib", "answer.ts");
    const later = new Date(Date.now() + 10_000);
    await utimes(source, later, later);
    expect((await ensure(root)).made).toBe(true);
    expect(JSON.parse(await readFile(join(root, "node_modules", ".cache", "sitec-cli", "inputs.json"), "utf8"))).toHaveProperty(["node_modules/.package-lock.json"]);
    expect((await ensure(root)).made).toBe(false);
    const install = new Date(Date.now() + 20_000);
    await utimes(record, install, install);
    expect((await ensure(root)).made).toBe(true);
    expect((await ensure(root)).made).toBe(false);
  });

  it("is ASCII only, and the non-ASCII characters of regular expressions mean what they meant", async () => {
    // esbuild escapes the non-ASCII characters of strings but not of regular expression
    // literals; one of them made V8 keep the whole source as two bytes a character.
    const file = join(root, "src", "lib", "answer.ts");
    await writeFile(
      file,
      [
        "export const answer: number = 43;",
        "export const where = import.meta.url;",
        'export const matches = [/[\\s,(\\-–]+$/.test("end –"), /ẞ/.test("STRAẞE"), /^.$/u.test("😀"), /[😀]/u.test("😀"), /^😀$/.test("😀"), "–…".length];',
        "",
      ].join("\n"),
    );
    const later = new Date(Date.now() + 30_000);
    await utimes(file, later, later);
    const bundle = await ensure(root);
    expect(bundle.made).toBe(true);
    expect([...(await readFile(bundle.path))].filter((byte) => byte > 0x7f)).toEqual([]);
    expect((await run(bundle)).matches).toEqual([true, true, true, true, true, 2]);
  });
});
