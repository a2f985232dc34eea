// Pages whose only components are the theme's Tabs, written without MDX's compiler and React
// (src/markdown/mdx/theme-only-mdx.ts): each rendered both ways, the new path and the full MDX
// path (compile, esbuild bundle, React), must give the same HTML, the same reports (headings
// and toc, links, warnings, search sections) and the same islands and imported files.
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { isMdxFile } from "../../../../src/markdown/mdx/classify.ts";
import { renderMdxJobs } from "../../../../src/markdown/mdx/render-mdx.ts";
import { renderThemeOnlyJob, themeOnlyTree } from "../../../../src/markdown/mdx/theme-only-mdx.ts";
import { TabsShapes } from "../../../../src/markdown/mdx/tabs-shapes.ts";
import { HastPages } from "../../../../src/markdown/mdx/hast-pages.ts";
import { compileMdx, lazyEsmParser } from "../../../../src/markdown/mdx/compile-mdx.ts";
import { jobLinks, type BatchContext } from "../../../../src/markdown/render-batch.ts";
import { NO_PLUGINS } from "../../../../src/markdown/site-plugins.ts";

const SITE = resolve(import.meta.dirname, "../../../../site");
const ctx: BatchContext = { baseUrl: "/base/", toc: { min: 2, max: 3 }, routesByFile: {}, engine: "fast" };

/** `source` rendered by the new path (when it takes it) and by MDX alone. */
async function bothWays(source: string, file = join(SITE, "docs", "page.md")) {
  const job = { key: file, file, source, mdx: true };
  const [fast, mdx] = [await renderMdxJobs([job], ctx, NO_PLUGINS, { siteDir: SITE }), await renderMdxJobs([job], ctx, NO_PLUGINS, { siteDir: SITE, themeOnly: false })];
  return { fast: fast.results.get(file)!, mdx: mdx.results.get(file)!, tookNewPath: fast.info.compiled === 0, fastInfo: { ...fast.info, compiled: 0 }, mdxInfo: { ...mdx.info, compiled: 0 } };
}

async function expectSame(source: string, file?: string) {
  const { fast, mdx, tookNewPath, fastInfo, mdxInfo } = await bothWays(source, file);
  expect(fast.html).toBe(mdx.html);
  expect(fast).toEqual(mdx);
  expect(fastInfo).toEqual(mdxInfo);
  return { tookNewPath, html: fast.html };
}

const siteMdxFiles = () =>
  readdirSync(join(SITE, "docs"), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => join(SITE, "docs", f))
    .filter((file) => isMdxFile(file, readFileSync(file, "utf8"), "detect"));

describe("site/'s pages with Tabs", () => {
  const files = siteMdxFiles().filter((file) => themeOnlyTree(readFileSync(file, "utf8"), {}));

  it("all take the new path", () => {
    expect(files.length).toBeGreaterThanOrEqual(10);
    expect(files.length).toBe(siteMdxFiles().length);
  });

  it.each(files.map((file) => [file.slice(SITE.length + 1), file]))("%s renders as through MDX", async (_name, file) => {
    const { tookNewPath, html } = await expectSame(readFileSync(file, "utf8"), file);
    expect(tookNewPath).toBe(true);
    expect(html).toContain('<sitec-island data-island="Tabs"');
  }, 60_000);
});

const tabs = (attributes: string, items: string) => `# Page\n\nBefore the tabs.\n\n<Tabs${attributes}>\n${items}</Tabs>\n\nAfter the tabs.\n`;
const item = (attributes: string, body: string) => `<TabItem${attributes}>\n\n${body}\n\n</TabItem>\n`;
const IMPORTS = `import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n`;
const two = item(' value="a" label="Alpha"', "Text *a*.") + item(' value="b" label="Beta"', "Text `b`.");

describe("generated pages", () => {
  it.each([
    ["labels with quotes and an apostrophe", tabs("", item(` value="a" label='Say "hi"'`, "It's 3 > 2 && 2 > 1.") + item(` value="b" label="Tom's"`, 'He said "yes" & left.'))],
    ["groupId, queryString, lazy, block and defaultValue", tabs(' groupId="os" queryString lazy block defaultValue="b" className="wide"', two)],
    ["a queryString key", tabs(' groupId="os" queryString="tool"', two)],
    ["a default TabItem and a TabItem's className", tabs("", item(' value="a"', "A.") + item(' value="b" label="B" default className="extra"', "B."))],
    ["an empty TabItem", tabs("", item(' value="a" label="A"', "A.") + '<TabItem value="empty" label="Empty">\n</TabItem>\n')],
    ["one TabItem with one paragraph", tabs("", item(' value="only"', "Only."))],
    ["code blocks, a list and a table in panels", tabs("", item(' value="a"', "```bash title=\"run.sh\"\necho \"a\" && echo 'b'\n```\n\n- one\n- two") + item(' value="b"', "| k | v |\n| --- | --- |\n| a | b |\n\n```yaml\nkey: value\n```"))],
    ["nested Tabs", tabs("", item(' value="outer"', "Outer.\n\n<Tabs groupId=\"inner\">\n<TabItem value=\"x\" label=\"X\">\n\nInner x.\n\n</TabItem>\n<TabItem value=\"y\">\n\nInner y.\n\n</TabItem>\n</Tabs>\n\nAfter inner.") + item(' value="second"', "Second."))],
    ["headings in panels and links", tabs("", item(' value="a"', "## In a panel\n\nSee [the guide](./guide.md).") + item(' value="b"', "### Deeper\n\nText."))],
    ["an admonition in a panel", tabs("", item(' value="a"', ":::note[Heads up]\nInside a panel.\n:::") + item(' value="b"', "B."))],
    ["front matter and two Tabs", `---\ntitle: Two\n---\n\n${tabs(' groupId="g"', two)}\n${tabs(' groupId="g"', two)}`],
    ["Tabs imported from @theme/Tabs and @theme/TabItem", IMPORTS + tabs("", two)],
    ["the imports in one block, double quotes, after front matter", `---\ntitle: Imported\n---\n\nimport TabItem from "@theme/TabItem";\nimport Tabs from "@theme/Tabs";\n\n${tabs(' groupId="g"', two)}`],
    // What the fast parse reads beyond tag lines (comments, references, colons), or leaves to MDX's parser.
    ["a port and a directive-like colon in prose", IMPORTS + "Open http://localhost:9000 and see note:this.\n\n" + tabs("", two)],
    ["a legacy admonition title", IMPORTS + ":::tip Use Helm\nInstall it first.\n:::\n\n" + tabs("", two)],
    ["link reference definitions", IMPORTS + "See [the chart][chart] and [docs].\n\n[chart]: https://example.com/chart \"Chart\"\n[docs]: ./guide.md\n\n" + tabs("", item(' value="a"', "In a panel: [chart].") + item(' value="b"', "B."))],
    ["an HTML comment", IMPORTS + "Before.\n\n<!-- a note for writers -->\n\n" + tabs("", two)],
    ["HTML comments in a panel", IMPORTS + tabs("", item(' value="a"', "One.\n\n<!-- between -->\n\nTwo. <!-- inline --> Three.") + item(' value="b"', "B."))],
    ["an ampersand in an attribute", IMPORTS + tabs("", item(' value="a" label="A &amp; B"', "A.") + item(' value="b"', "B."))],
    // HTML written as JSX and images: React writes them (with its image preloads).
    ["a badge row of links and images", IMPORTS + '<p align="center">\n  <a href="https://example.com/l"><img alt="License" src="https://img.example.com/l.svg"/></a>\n  <a href="https://example.com/r"><img alt="Release" src="https://img.example.com/r?a=1&b=2"/></a>\n</p>\n\n' + tabs("", two)],
    ["Markdown images, one of them twice, and a lazy one", IMPORTS + "![One](https://img.example.com/1.png)\n\n![Two](/img/2.png \"Title\")\n\n![One again](https://img.example.com/1.png)\n\n<img src=\"/img/lazy.png\" loading=\"lazy\" alt=\"\"/>\n\n" + tabs("", two)],
    ["twelve images", IMPORTS + Array.from({ length: 12 }, (_, i) => `![Image ${i}](/img/${i}.png)`).join("\n\n") + "\n\n" + tabs("", two)],
    ["inline HTML in prose and a panel", IMPORTS + "Line one<br/>line two, <b>bold</b>.\n\n" + tabs("", item(' value="a"', "In <kbd>Ctrl</kbd> a panel.") + item(' value="b"', "B."))],
    ["HTML attributes and a lowercase element of its own", IMPORTS + '<div class="note" id="n1" data-kind="x">\n\nA **note**.\n\n</div>\n\n<hr/>\n\n' + tabs("", two)],
    ["Tabs in an admonition", `:::tip\n\n${tabs("", two)}\n:::\n`],
    ["a details element (the theme's Details)", `${IMPORTS}<details>\n<summary>More</summary>\n\nHidden **text**.\n\n</details>\n\n${tabs("", two)}`],
    ["Details imported, with a summary prop and open", `import Details from '@theme/Details';\n\n<Details summary="Show the values" open>\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\n</Details>\n`],
    ["comments before the content and between blocks", `---\ntitle: C\n---\n<!-- licence header -->\n\n<!--\nA longer note.\n-->\n\n<p align="center"><img alt="x" src="/x.svg"/></p>\n\n${IMPORTS}Text.\n\n<!-- between -->\n\n${tabs("", two)}\n<!-- at the end -->\n`],
    ["Tabs with values given as literals (Docusaurus's older form)", IMPORTS + tabs(` defaultValue="sc" values={[{label: 'Scan', value: 'sc'}, {label: "Findings", value: "fi"}, ]}`, item(' value="sc"', "Scan.") + item(' value="fi"', "Findings."))],
    ["a generated scanner page: licence comments, a badge row, :latest, Tabs opened over several lines, an unused link definition", `![Logo](https://example.com/logo.png)\n\n<!--\nSPDX-License-Identifier: Apache-2.0\n-->\n<!--\n.: IMPORTANT! :.\n---------\n-->\n\n<p align="center">\n  <a href="https://example.com/l"><img alt="License" src="https://img.example.com/l.svg?style=flat&color=blue"/></a>\n</p>\n\nDefaults to Always if :latest tag is specified. **Note:** see below.\n\n[scb-docs]: https://example.com/docs\n\n${IMPORTS}<Tabs\ndefaultValue="scan"\nvalues={[\n    { label: "Scan", value: "scan" },\n    { label: "Findings", value: "findings" },\n]}>\n\n<TabItem value="scan">\n\n\`\`\`yaml\nkind: Scan\n\`\`\`\n\n</TabItem>\n\n<TabItem value="findings">\n\nNone.\n\n</TabItem>\n\n</Tabs>\n`],
    ["attributes given as literals", IMPORTS + '<img src={"/img/x.png"} alt={`Template`} width={-1}/>\n\n' + tabs(" lazy={true}", two)],
    // A paragraph of JSX and comments alone is unravelled by MDX (remark-mark-and-unravel): no <p>.
    ["a paragraph of comments alone, beside Tabs", IMPORTS + " <!-- a --> <!-- b -->\n\nText <!-- c --> here.\n\n" + tabs("", two)],
    ["elements with text alone in a paragraph and within a line, beside a badge row", IMPORTS + '<p align="center"><img alt="x" src="/x.svg"/></p>\n\n<b> Make sure of it!</b>\n\n* <b>First</b>, then more\n* Two\n\n#### Check:\n<b> IMPORTANT: an empty line (due to a bug) </b>\nIf it fails, retry.\n\n' + tabs("", two)],
    ["a page with HTML and no Tabs", '<p align="center"><img alt="Logo" src="/img/logo.svg" width="120"/></p>\n\nText with <abbr title="Custom Resource Definition">CRD</abbr>.\n'],
  ])("%s: as through MDX, without it", async (_name, source) => {
    const { tookNewPath } = await expectSame(source);
    expect(tookNewPath).toBe(true);
  }, 60_000);

  it.each([
    ["Tabs imported under another name", `import Switcher from "@theme/Tabs";\nimport TabItem from "@theme/TabItem";\n\n${tabs("", two).replaceAll("Tabs", "Switcher")}`],
    ["a named import from @theme/Tabs", `import { default as Tabs } from "@theme/Tabs";\nimport TabItem from "@theme/TabItem";\n\n${tabs("", two)}`],
    ["another import beside Tabs", `${IMPORTS}import React from "react";\n\n${tabs("", two)}`],
    ["an export beside the imports", `${IMPORTS}export const version = "4.2";\n\n${tabs("", two)}`],
    ["an attribute given as an expression", `${IMPORTS}export const base = "/img";\n\n<img src={base + "/x.png"} alt="x"/>\n\n${tabs("", two)}`],
    ["values given with a name", `${IMPORTS}export const tools = [{ label: "A", value: "a" }, { label: "B", value: "b" }];\n\n${tabs(" values={tools}", two)}`],
    ["another component beside Tabs", `${tabs("", two)}\n<Admonition type="note">\n\nMore.\n\n</Admonition>\n`],
  ])("%s: as through MDX (by MDX)", async (_name, source) => {
    const { tookNewPath } = await expectSame(source);
    expect(tookNewPath).toBe(false);
  }, 60_000);

  it("leaves props the theme's Tabs refuses to MDX, which reports them", async () => {
    const source = tabs("", item(' value="a"', "A.") + item(' value="a"', "Again."));
    const job = { key: "/site/docs/dup.md", file: "/site/docs/dup.md", source, mdx: true };
    await expect(renderMdxJobs([job], ctx, NO_PLUGINS, { siteDir: SITE })).rejects.toThrow(/two tabs with the value "a"/);
  }, 60_000);

  it.each([
    ["without imports", tabs("", two)],
    ["with imports that MDX's parser reads", IMPORTS + "Open http://localhost:9000.\n\n" + tabs("", two)],
  ])("sends a page back to MDX when the site overrides Tabs or TabItem (%s)", async (_name, source) => {
    const job = { key: "/site/docs/o.md", file: "/site/docs/o.md", source, mdx: true };
    const theme = (overrides: Record<string, string>) => ({ overrides, parseEsm: lazyEsmParser(), loadShapes: () => TabsShapes.load(), loadPages: () => HastPages.load() });
    expect((await renderThemeOnlyJob(job, ctx, NO_PLUGINS, theme({}))).rendered).toBeDefined();
    expect((await renderThemeOnlyJob(job, ctx, NO_PLUGINS, theme({ Tabs: "/site/theme/Tabs.tsx" }))).rendered).toBeUndefined();
    expect((await renderThemeOnlyJob(job, ctx, NO_PLUGINS, theme({ TabItem: "/site/theme/TabItem.tsx" }))).rendered).toBeUndefined();
  });

  it("sends a page with details back to MDX when the site overrides Details, and only then", async () => {
    const source = "<details>\n<summary>More</summary>\n\nHidden.\n\n</details>\n";
    const job = { key: "/site/docs/d.md", file: "/site/docs/d.md", source, mdx: true };
    const theme = (overrides: Record<string, string>) => ({ overrides, parseEsm: lazyEsmParser(), loadShapes: () => TabsShapes.load(), loadPages: () => HastPages.load() });
    expect((await renderThemeOnlyJob(job, ctx, NO_PLUGINS, theme({ Tabs: "/site/theme/Tabs.tsx" }))).rendered).toBeDefined();
    expect((await renderThemeOnlyJob(job, ctx, NO_PLUGINS, theme({ Details: "/site/theme/Details.tsx" }))).rendered).toBeUndefined();
  });
});

describe("pages that must be compiled", () => {
  const theme = { overrides: {}, parseEsm: lazyEsmParser(), loadShapes: () => TabsShapes.load(), loadPages: () => HastPages.load() };
  const job = (source: string) => ({ key: "/site/docs/c.md", file: "/site/docs/c.md", source, mdx: true });

  it("are not parsed by MDX when the fast parse reads them (a site component beside Tabs)", async () => {
    const source = `${IMPORTS}import Badge from "../components/Badge";\n\n<Badge label="x" />\n\n${tabs("", two)}`;
    expect(await renderThemeOnlyJob(job(source), ctx, NO_PLUGINS, theme)).toEqual({});
  });

  it("hand MDX's parse to the compile, which gives the same module as parsing the file itself", async () => {
    const source = `${IMPORTS}export const n = 2;\n\nTwo is {n}, see http://localhost:9000.\n\n${tabs("", two)}`;
    const outcome = await renderThemeOnlyJob(job(source), ctx, NO_PLUGINS, theme);
    expect(outcome.rendered).toBeUndefined();
    expect(outcome.parsed?.type).toBe("root");
    const options = { path: "/site/docs/c.md", key: "/site/docs/c.md", toc: ctx.toc, baseUrl: ctx.baseUrl, ...jobLinks(job(source), ctx).options };
    const [reused, own] = [await compileMdx(source, { ...options, tree: outcome.parsed }), await compileMdx(source, options)];
    expect(reused).toEqual(own);
  });
});
