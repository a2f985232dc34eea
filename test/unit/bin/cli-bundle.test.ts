// The CLI bundle of bin/sitec.js: made on the first start, reused while its sources are
// unchanged, made again when one changes; each module keeps its own import.meta.url; it runs
// with a V8 code cache that a build writes and later runs use. The MDX compiler's bundle, apart
// from it: made and loaded only when a run compiles MDX, with a code cache of its own.
import { mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import * as mdx from "@mdx-js/mdx";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript, run by Node before any TypeScript tooling exists
import { ensureCliBundle, ensureMdxBundle, MDX_COMPILER_HOOK as BIN_MDX_COMPILER_HOOK, runCliBundle } from "../../../bin/cli-bundle.js";
import { MDX_COMPILER_HOOK } from "../../../src/markdown/mdx/compile-mdx.ts";

interface Made {
  path: string;
  made: boolean;
}
const ensure = ensureCliBundle as (root: string) => Promise<Made>;
const ensureMdx = ensureMdxBundle as (root: string) => Promise<Made>;
const runBundle = runCliBundle as (path: string, argv: string[], mdxBundle?: () => Promise<string>) => Promise<number>;

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
  root = await standIn("sitec-cli-bundle-", CLI);
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** A stand-in for sitec: `cli` as src/cli.ts, beside src/lib/answer.ts. */
async function standIn(prefix: string, cli: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  await mkdir(join(dir, "src", "lib"), { recursive: true });
  await writeFile(join(dir, "src", "lib", "answer.ts"), "export const answer: number = 41;\nexport const where = import.meta.url;\n");
  await writeFile(join(dir, "src", "cli.ts"), cli);
  return dir;
}

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

  it("makes it again when the bundle itself was replaced (by another checkout sharing node_modules/)", async () => {
    const bundle = await ensure(root);
    expect(bundle.made).toBe(false);
    // An older checkout keeps its own manifest beside the same cli.cjs: the sources' stamps
    // still match, but the bundle is not the one they were bundled into.
    await writeFile(bundle.path, "exports.main = async () => 0;\n");
    const again = await ensure(root);
    expect(again.made).toBe(true);
    expect((await run(again)).answer).toBe(42);
    expect((await ensure(root)).made).toBe(false);
    // A bundle removed while its manifest stays is made again too.
    await rm(again.path);
    expect((await ensure(root)).made).toBe(true);
  });

  it("makes it again after an install, which npm records in node_modules/.package-lock.json", async () => {
    const record = join(root, "node_modules", ".package-lock.json");
    await writeFile(record, "{}");
    // A bundle made while the record is there keeps its stamp.
    const source = join(root, "src", "lib", "answer.ts");
    const later = new Date(Date.now() + 10_000);
    await utimes(source, later, later);
    expect((await ensure(root)).made).toBe(true);
    expect(JSON.parse(await readFile(join(root, "node_modules", ".cache", "sitec-cli", "cli.cjs.inputs.json"), "utf8"))).toHaveProperty(["node_modules/.package-lock.json"]);
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

// main() compiles MDX when its command is `mdx`, with the compiler the hook hands over, and
// records what it got; any other command leaves the hook alone.
const MDX_CLI = `export async function main(argv: string[]): Promise<number> {
  if (argv[2] !== "mdx") return 0;
  const compiler = await (globalThis as any).${MDX_COMPILER_HOOK}();
  const { compile, parseEsm } = compiler;
  const code = String(await compile("export const x = 1\\n\\n# Hi {x}\\n\\n<Box a=\\"b\\" />\\n"));
  (globalThis as any).__cliTest = { exports: Object.keys(compiler).sort(), code, parsed: parseEsm("import a from 'b'", { ecmaVersion: "latest", sourceType: "module" }).body[0].type };
  return 0;
}
`;

describe("ensureMdxBundle, and runCliBundle handing the MDX compiler over", () => {
  let mdxRoot: string;
  let cli: Made;
  /** The MDX bundle's paths that runs asked for. */
  const asked: string[] = [];
  const mdxBundle = async () => {
    const made = await ensureMdx(mdxRoot);
    asked.push(made.path);
    return made.path;
  };
  beforeAll(async () => {
    mdxRoot = await standIn("sitec-mdx-bundle-", MDX_CLI);
    // The stand-in's packages are sitec's.
    const modules = fileURLToPath(new URL("../../../node_modules/", import.meta.url));
    await mkdir(join(mdxRoot, "node_modules", "@mdx-js"), { recursive: true });
    await symlink(join(modules, "@mdx-js", "mdx"), join(mdxRoot, "node_modules", "@mdx-js", "mdx"));
    await symlink(join(modules, "acorn"), join(mdxRoot, "node_modules", "acorn"));
    cli = await ensure(mdxRoot);
  });
  afterAll(async () => {
    delete (globalThis as Record<string, unknown>)[MDX_COMPILER_HOOK];
    await rm(mdxRoot, { recursive: true, force: true });
  });

  const mdxCache = () => join(mdxRoot, "node_modules", ".cache", "sitec-cli", "mdx.cjs.v8cache");

  it("names the hook as compile-mdx.ts does", () => {
    expect(BIN_MDX_COMPILER_HOOK).toBe(MDX_COMPILER_HOOK);
  });

  it("neither makes nor loads the MDX bundle in a run that compiles no MDX", async () => {
    expect(await runBundle(cli.path, ["node", "sitec", "build"], mdxBundle)).toBe(0);
    expect(asked).toEqual([]);
    await expect(stat(join(mdxRoot, "node_modules", ".cache", "sitec-cli", "mdx.cjs"))).rejects.toThrow();
  });

  it("makes the MDX bundle when a run first compiles MDX, whose compiler compiles as the package's own, and writes its code cache", async () => {
    expect(await runBundle(cli.path, ["node", "sitec", "mdx"], mdxBundle)).toBe(0);
    expect(asked).toEqual([join(mdxRoot, "node_modules", ".cache", "sitec-cli", "mdx.cjs")]);
    const recorded = (globalThis as unknown as { __cliTest: { exports: string[]; code: string; parsed: string } }).__cliTest;
    // The package's exports (createProcessor among them), acorn's parse, and MDX's remark-mark-and-unravel.
    expect(recorded.exports).toEqual([...Object.keys(mdx), "parseEsm", "remarkMarkAndUnravel"].sort());
    expect(recorded.code).toBe(String(await mdx.compile("export const x = 1\n\n# Hi {x}\n\n<Box a=\"b\" />\n")));
    expect(recorded.code).toContain("_components.h1");
    expect(recorded.parsed).toBe("ImportDeclaration");
    expect(JSON.parse(await readFile(mdxCache() + ".json", "utf8"))).toEqual({ command: "mdx" });
  });

  it("loads it from its code cache in a later run, which V8 accepts (the cache is not written again)", async () => {
    const written = (await stat(mdxCache())).mtimeMs;
    (globalThis as Record<string, unknown>).__cliTest = undefined;
    expect(await runBundle(cli.path, ["node", "sitec", "mdx"], mdxBundle)).toBe(0);
    expect((globalThis as unknown as { __cliTest: { parsed: string } }).__cliTest.parsed).toBe("ImportDeclaration");
    expect((await stat(mdxCache())).mtimeMs).toBe(written);
  });

  it("reuses the MDX bundle while it is there and its packages are unchanged, and makes it again (dropping its code cache) otherwise", async () => {
    const bundle = await ensureMdx(mdxRoot);
    expect(bundle.made).toBe(false);
    await rm(bundle.path);
    expect((await ensureMdx(mdxRoot)).made).toBe(true);
    await expect(stat(mdxCache())).rejects.toThrow();
    expect((await ensureMdx(mdxRoot)).made).toBe(false);
    // After an install, which npm records (and whose record stands for the packages).
    const record = join(mdxRoot, "node_modules", ".package-lock.json");
    await writeFile(record, "{}");
    await rm(bundle.path);
    expect((await ensureMdx(mdxRoot)).made).toBe(true);
    expect((await ensureMdx(mdxRoot)).made).toBe(false);
    const install = new Date(Date.now() + 20_000);
    await utimes(record, install, install);
    expect((await ensureMdx(mdxRoot)).made).toBe(true);
    expect((await ensureMdx(mdxRoot)).made).toBe(false);
  });
});
