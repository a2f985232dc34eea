// MDX errors name the file, the line and what to do, and a failed build leaves the previous
// output as it was.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { SiteError, SiteErrors } from "../../src/errors.ts";
import { buildSite, copyFixture, read, removeAll } from "../helpers/fixtures.ts";

let site: string;
let out: string;
const page = () => join(site, "docs", "broken.mdx");

beforeAll(async () => {
  site = await copyFixture("bare-site");
  out = join(dirname(site), "out");
  await mkdir(join(site, "components"), { recursive: true });
  await writeFile(join(site, "components", "Thrower.tsx"), 'export default function Thrower(): never {\n  throw new Error("no data for the chart");\n}\n');
  await buildSite(site, out);
}, 120_000);

afterAll(() => removeAll(dirname(site)));

/** Builds with `docs/broken.mdx` holding `source`; returns the error the build failed with. */
async function failure(source: string): Promise<SiteError> {
  await writeFile(page(), source);
  const error = await buildSite(site, out).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SiteError);
  return error as SiteError;
}

describe("MDX errors", () => {
  it("a syntax error gives file, line, column and a hint", async () => {
    const error = await failure("---\ntitle: Broken\n---\n\nText.\n\n<Tabs>\n\nNever closed.\n");
    expect(error.file).toBe(page());
    expect(error.line).toBe(7);
    expect(error.message).toMatch(/^MDX syntax error at column \d+: .*Tabs/);
    expect(error.hint).toContain("escape a literal one");
  });

  it("every page that fails to compile is reported in one run", async () => {
    const second = join(site, "docs", "also-broken.mdx");
    await writeFile(second, "# Also\n\nA {broken expression.\n");
    try {
      await writeFile(page(), "# Broken\n\n<Tabs>\n");
      const error = await buildSite(site, out).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(SiteErrors);
      expect((error as SiteErrors).errors.map((e) => [e.file, e.line])).toEqual([
        [second, 3],
        [page(), 3],
      ]);
    } finally {
      await rm(second);
    }
  });

  it("an unknown component is named with its line", async () => {
    const error = await failure("# Broken\n\nText.\n\n<Chart data={1} />\n");
    expect(error.file).toBe(page());
    expect(error.line).toBe(5);
    expect(error.message).toContain("unknown component <Chart>");
  });

  it("an import that cannot be resolved gives the file and line", async () => {
    const error = await failure('# Broken\n\nimport Missing from "./missing-component";\n\n<Missing />\n');
    expect(error.file).toBe(page());
    expect(error.line).toBe(3);
    expect(error.message).toContain("./missing-component");
  });

  it("a name a Docusaurus module of sitec lacks gives the page and the import's line, and what the module has", async () => {
    const error = await failure('# Broken\n\nText.\n\nimport { useNothing } from "@docusaurus/theme-common";\n\n{useNothing()}\n');
    expect(error.file).toBe(page());
    expect(error.line).toBe(5);
    expect(error.message).toBe('"@docusaurus/theme-common" has no "useNothing" in sitec');
    expect(error.hint).toContain("useColorMode");
  });

  it("a YAML file imported with !!yaml-loader! that does not parse gives that file and its line", async () => {
    await writeFile(join(site, "docs", "values.yml"), "replicas: 2\nreplicas: 3\n");
    const error = await failure('# Broken\n\nimport values from "!!yaml-loader!./values.yml";\n\n{values.replicas}\n');
    // esbuild names it from the working folder.
    expect(resolve(error.file!)).toBe(join(site, "docs", "values.yml"));
    expect(error.line).toBe(2);
    expect(error.message).toContain("imported with yaml-loader");
  });

  it("an @theme/ import of no theme component names the theme's components, in one sentence each", async () => {
    const error = await failure('# Broken\n\nimport Gone from "@theme/Gone";\n\n<Gone />\n');
    expect(error.file).toBe(page());
    expect(error.line).toBe(3);
    expect(error.message).toMatch(/^"@theme\/Gone" names no theme component\. The theme's components are Admonition, .*TOCInline.*, Tabs, ThemedImage\.$/);
  });

  it("a file of Docusaurus's theme sitec has no counterpart for says what to do, at the import's line", async () => {
    const error = await failure('# Broken\n\nimport Layout from "@docusaurus/theme-classic/lib/theme/DocItem/Layout";\n\n<Layout />\n');
    expect(error.file).toBe(page());
    expect(error.line).toBe(3);
    expect(error.message).toContain('"@docusaurus/theme-classic/lib/theme/DocItem/Layout" has no sitec counterpart');
    expect(error.hint).toContain("sitec provides @docusaurus/Link");
  });

  it("a component that throws names the page and the component", async () => {
    const error = await failure('import Thrower from "../components/Thrower";\n\n# Broken\n\n<Thrower />\n');
    expect(error.file).toBe(page());
    expect(error.message).toContain("<Thrower>");
    expect(error.message).toContain("no data for the chart");
  });

  it("leaves the previous output intact", async () => {
    const before = await read(out, "docs/intro/index.html");
    await failure("<Nope />\n");
    expect(await read(out, "docs/intro/index.html")).toBe(before);
    await expect(read(out, "docs/broken/index.html")).rejects.toThrow();
  });
});
