// Markdown plugins from the config (test/fixtures/plugins-site): the engine a syntax plugin needs,
// errors that name the plugin, the file and the line, the same output from the main thread and a
// worker thread (which loads the plugins from the config itself), and watch mode running them on
// every edit and after an edit of a plugin file.
import { afterEach, describe, expect, it } from "vitest";
import { readFile, readdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { SiteError, SiteErrors, formatError } from "../../src/errors.ts";
import { startDev } from "../../src/dev/dev-server.ts";
import { silentLogger, type Logger } from "../../src/log.ts";
import { fileHashes } from "../helpers/site-output.ts";
import { buildSite, copyFixture, removeAll } from "../helpers/fixtures.ts";

const cleanup: string[] = [];
afterEach(async () => removeAll(...cleanup.splice(0)));

async function fixture() {
  const site = await copyFixture("plugins-site");
  cleanup.push(dirname(site));
  return { site, out: join(dirname(site), "build") };
}

async function edit(file: string, change: (text: string) => string) {
  await writeFile(file, change(await readFile(file, "utf8")));
}

async function buildError(site: string, out: string, options: Parameters<typeof buildSite>[2] = {}): Promise<string[]> {
  try {
    await buildSite(site, out, options);
  } catch (error) {
    expect(error instanceof SiteError || error instanceof SiteErrors).toBe(true);
    return formatError(error, dirname(site));
  }
  throw new Error("the build was expected to fail");
}


const THROWING_PLUGIN = `export default function rehypeBroken() {
  return (tree: unknown, file: { path?: string }) => {
    if (String(file.path ?? "").length >= 0 && JSON.stringify(tree).includes("Energy")) {
      const error = new Error("cannot handle this page") as Error & { line?: number };
      error.line = 7;
      throw error;
    }
  };
}
`;

describe("the engine for a plugin that adds syntax", () => {
  it("is chosen by itself, and the build says so in one line", async () => {
    const { site, out } = await fixture();
    const lines: string[] = [];
    const logger: Logger = { info: (m) => lines.push(m), warn: (m) => lines.push("warning: " + m), error: (m) => lines.push(m) };
    await buildSite(site, out, { logger });
    expect(lines).toEqual(["Markdown: remarkMath adds syntax, so this build uses the unified engine."]);
  });

  it('stops the build, naming the plugin and the fix, when the config says engine: "fast"', async () => {
    const { site, out } = await fixture();
    await edit(join(site, "site.config.ts"), (t) => t.replace("markdown: {", 'markdown: {\n    engine: "fast",'));
    expect(await buildError(site, out)).toEqual([
      'error: site/site.config.ts: remarkMath adds Markdown syntax, which only the unified engine reads, but markdown.engine: "fast" in the config asks for the fast engine.',
      '  hint: Set markdown.engine to "unified", or leave it out.',
    ]);
  });

  it("stops the build when --markdown-engine fast asks for the fast engine", async () => {
    const { site, out } = await fixture();
    const lines = await buildError(site, out, { markdownEngine: "fast" });
    expect(lines[0]).toContain("--markdown-engine fast asks for the fast engine");
    expect(lines[1]).toBe("  hint: Build with --markdown-engine unified, or without the flag.");
  });
});

describe("a plugin that throws", () => {
  for (const markdownWorkers of [0, 1]) {
    it(`is named with the file and the line it gives (${markdownWorkers ? "on a worker thread" : "on the main thread"}), and the previous output stays`, async () => {
      const { site, out } = await fixture();
      await buildSite(site, out, { markdownWorkers });
      const before = await fileHashes(out);
      await writeFile(join(site, "plugins/rehype-broken.ts"), THROWING_PLUGIN);
      await edit(join(site, "site.config.ts"), (t) =>
        t.replace('import rehypeExternalLinks from "./plugins/rehype-external-links.ts";', 'import rehypeExternalLinks from "./plugins/rehype-external-links.ts";\nimport rehypeBroken from "./plugins/rehype-broken.ts";').replace("rehypePlugins: [", "rehypePlugins: [rehypeBroken, "),
      );
      const lines = await buildError(site, out, { markdownWorkers });
      expect(lines).toEqual(["error: site/docs/guide/formulas.md:7: the Markdown plugin rehypeBroken failed: cannot handle this page"]);
      expect(await fileHashes(out)).toEqual(before);
      expect((await readdir(dirname(out))).filter((e) => e.startsWith(".sitec-"))).toEqual([]);
    });
  }
});

/**
 * The fixture with `plugin` (the source of plugins/<name>.ts) as its only remark or rehype
 * plugin: without remark-math, its build takes the fast engine unless told otherwise.
 */
async function withOnlyPlugin(list: "remarkPlugins" | "rehypePlugins", name: string, plugin: string) {
  const { site, out } = await fixture();
  await writeFile(join(site, `plugins/${name}.ts`), plugin);
  await edit(join(site, "site.config.ts"), (t) =>
    t
      .replace('import rehypeExternalLinks from "./plugins/rehype-external-links.ts";', `import ${name} from "./plugins/${name}.ts";`)
      .replace(/remarkPlugins: \[.*\],\n\s*rehypePlugins: \[.*\],/, `${list}: [${name}],`),
  );
  return { site, out };
}

/** A plugin that reports the paragraph with "Energy" (line 7 of formulas.md), as a plugin should: with the node. */
const failOnEnergy = (name: string) => `export default function ${name}() {
  return (tree: any, file: any) => {
    const visit = (node: any): void => {
      if ((node.type === "paragraph" || node.tagName === "p") && JSON.stringify(node).includes("Energy")) file.fail("cannot handle energy", node);
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree);
  };
}
`;

// Regression (issue 41, point 13): the error named the file but not the line, plugins got
// file.path undefined, and a plugin that throws when it is attached was blamed on a doc.
describe("a plugin's error and file", () => {
  for (const engine of ["fast", "unified"] as const) {
    for (const list of ["remarkPlugins", "rehypePlugins"] as const) {
      it(`the line of the node a ${list === "remarkPlugins" ? "remark" : "rehype"} plugin fails on (file.fail), on the ${engine} engine`, async () => {
        const name = list === "remarkPlugins" ? "remarkFail" : "rehypeFail";
        const { site, out } = await withOnlyPlugin(list, name, failOnEnergy(name));
        expect(await buildError(site, out, { markdownEngine: engine })).toEqual([`error: site/docs/guide/formulas.md:7: the Markdown plugin ${name} failed: cannot handle energy`]);
      });
    }

    it(`file.path is the Markdown file's path, on the ${engine} engine`, async () => {
      const { site, out } = await withOnlyPlugin(
        "rehypePlugins",
        "rehypePath",
        `export default function rehypePath() {
  return (tree: any, file: any) => {
    tree.children.push({ type: "element", tagName: "p", properties: {}, children: [{ type: "text", value: "path=" + file.path + ";" }] });
  };
}
`,
      );
      await buildSite(site, out, { markdownEngine: engine });
      expect(await readFile(join(out, "docs/guide/formulas/index.html"), "utf8")).toContain(`path=${join(site, "docs/guide/formulas.md")};`);
    });
  }

  it("an error that names no node still names the file, and says how a plugin names the line", async () => {
    const { site, out } = await withOnlyPlugin("rehypePlugins", "rehypeThrow", `export default function rehypeThrow() {\n  return () => {\n    throw new Error("no line known");\n  };\n}\n`);
    const [line, hint] = await buildError(site, out);
    expect(line).toMatch(/^error: site\/(docs|blog)\/[^:]+\.md: the Markdown plugin rehypeThrow failed: no line known$/);
    expect(hint).toMatch(/^  hint: .*file\.fail\(/);
  });

  for (const list of ["remarkPlugins", "rehypePlugins"] as const) {
    it(`a ${list === "remarkPlugins" ? "remark" : "rehype"} plugin that throws when it is attached is a config error naming it`, async () => {
      const name = list === "remarkPlugins" ? "remarkNeedsOptions" : "rehypeNeedsOptions";
      const { site, out } = await withOnlyPlugin(list, name, `export default function ${name}(options?: { flag?: boolean }) {\n  if (!options?.flag) throw new Error("options.flag is required");\n  return () => undefined;\n}\n`);
      const [line, hint, ...rest] = await buildError(site, out);
      expect(line).toBe(`error: site/site.config.ts: the Markdown plugin ${name} failed when it was attached (before any file was read): options.flag is required`);
      expect(hint).toMatch(/^  hint: /);
      expect(rest).toEqual([]);
    });
  }
});

describe("plugins on a worker thread", () => {
  it("give the same output as on the main thread", async () => {
    const { site, out } = await fixture();
    await buildSite(site, out, { markdownWorkers: 0 });
    const onWorker = join(dirname(out), "build-worker");
    await buildSite(site, onWorker, { markdownWorkers: 1 });
    const [main, worker] = await Promise.all([fileHashes(out), fileHashes(onWorker)]);
    expect(main.size).toBeGreaterThan(20);
    expect([...worker]).toEqual([...main]);
    expect(await readFile(join(out, "docs/guide/formulas/index.html"), "utf8")).toContain('class="katex-display"');
  });
});

describe("watch mode", () => {
  it("runs the plugins on every edit, and again after a plugin file changed", async () => {
    const { site } = await fixture();
    const dev = await startDev({ siteDir: site, port: 0, host: "127.0.0.1", logger: silentLogger, watchTheme: false, debounceMs: 50 });
    try {
      const next = () => new Promise<void>((resolve, reject) => {
        dev.events.once("rebuilt", () => resolve());
        dev.events.once("failed", (lines: string[]) => reject(new Error(lines.join("\n"))));
      });
      const page = async (path: string) => (await fetch(dev.url + path)).text();
      let done = next();
      await edit(join(site, "docs/guide/start.md"), (t) => t + "\nA new formula: $a^2 + b^2 = c^2$.\n");
      await done;
      expect(await page("docs/guide/start")).toMatch(/A new formula: <span class="katex">/);
      done = next();
      await edit(join(site, "plugins/rehype-external-links.ts"), (t) => t.replace('child.properties.rel = ["noopener", "noreferrer"];', 'child.properties.rel = ["noopener", "noreferrer", "external"];'));
      await done;
      expect(await page("docs/guide/start")).toContain('rel="noopener noreferrer external"');
    } finally {
      await dev.close();
    }
  });
});
