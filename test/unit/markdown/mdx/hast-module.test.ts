// MDX pages whose content has nothing to run are compiled without it and rendered from their hast
// (src/markdown/mdx/hast-module.ts, templates/runtime/hast-content.tsx): each page rendered both
// ways, so and compiled to JSX as MDX does, must give the same HTML, the same reports and the
// same islands and imported files.
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { isMdxFile } from "../../../../src/markdown/mdx/classify.ts";
import { compileMdx } from "../../../../src/markdown/mdx/compile-mdx.ts";
import { HAST_EXPORT, pageContent } from "../../../../src/markdown/mdx/hast-module.ts";
import { renderMdxJobs } from "../../../../src/markdown/mdx/render-mdx.ts";
import { jobLinks, type BatchContext } from "../../../../src/markdown/render-batch.ts";
import { NO_PLUGINS } from "../../../../src/markdown/site-plugins.ts";

const SITE = resolve(import.meta.dirname, "../../../fixtures/mdx-site");
const ctx: BatchContext = { baseUrl: "/", toc: { min: 2, max: 3 }, routesByFile: {}, engine: "fast" };

/** Renders `source` as a page of the fixture both ways and compares; tells whether the page's module gave its content as hast. */
async function expectSame(source: string, file = join(SITE, "docs", "page.mdx")): Promise<boolean> {
  const job = { key: file, file, source, mdx: true };
  const [hast, jsx] = [await renderMdxJobs([job], ctx, NO_PLUGINS, { siteDir: SITE }), await renderMdxJobs([job], ctx, NO_PLUGINS, { siteDir: SITE, themeOnly: false })];
  expect(hast.results.get(file)!.html).toBe(jsx.results.get(file)!.html);
  expect(hast.results.get(file)).toEqual(jsx.results.get(file));
  expect({ ...hast.info, compiled: 0 }).toEqual({ ...jsx.info, compiled: 0 });
  const { code } = await compileMdx(source, { path: file, key: file, toc: ctx.toc, baseUrl: ctx.baseUrl, ...jobLinks(job, ctx).options });
  return code.includes(`export const ${HAST_EXPORT} =`);
}

const GREETING = 'import Greeting from "../components/Greeting";\n';
const COUNTER = 'import { Counter } from "../components/Counter";\n';

describe("the fixture's MDX pages", () => {
  const files = ["docs", "blog"]
    .flatMap((dir) => readdirSync(join(SITE, dir)).filter((f) => /\.mdx?$/.test(f)).map((f) => join(SITE, dir, f)))
    .filter((file) => isMdxFile(file, readFileSync(file, "utf8"), "detect"));
  it.each(files.map((file) => [file.slice(SITE.length + 1), file]))("%s renders as compiled to JSX", async (_name, file) => {
    await expectSame(readFileSync(file, "utf8"), file);
  }, 60_000);
});

describe("generated pages", () => {
  it.each([
    ["a static component of the site with a string prop", `${GREETING}\n# Page\n\nSay <Greeting name="world" /> to all.\n`],
    ["an island of the site among Tabs and details", `${COUNTER}import Tabs from "@theme/Tabs";\nimport TabItem from "@theme/TabItem";\n\n<Counter start={3} />\n\n<Tabs groupId="g">\n<TabItem value="a" label="A">\n\n<Counter />\n\n</TabItem>\n<TabItem value="b">\n\nB.\n\n</TabItem>\n</Tabs>\n\n<details>\n<summary>More</summary>\n\nHidden.\n\n</details>\n`],
    ["props written as literals, an unused export and comments", `${GREETING}export const unused = 1;\n\n{/* a note */}\n\n<Greeting name={"literal"} />\n\n<p align="center"><img src="/x.png" alt="x"/></p>\n\n<Admonition type="tip" title="Tip">\n\nText.\n\n</Admonition>\n`],
  ])("%s: from its hast", async (_name, source) => {
    expect(await expectSame(source)).toBe(true);
  }, 60_000);

  it.each([
    ["an expression", `${GREETING}export const who = "you";\n\n<Greeting name={who} />\n`],
    ["a spread", `${GREETING}export const props = { name: "x" };\n\n<Greeting {...props} />\n`],
    ["CodeBlock", 'import CodeBlock from "@theme/CodeBlock";\n\n<CodeBlock language="yaml">{"a: 1"}</CodeBlock>\n'],
    ["a member name", 'import * as parts from "../components/Greeting";\n\n<parts.default name="x" />\n'],
  ])("%s: compiled to JSX", async (_name, source) => {
    expect(await expectSame(source)).toBe(false);
  }, 60_000);
});

describe("pageContent", () => {
  const comment = () => ({ type: "mdxTextExpression", value: "/* note */", data: { estree: { type: "Program", body: [], comments: [{ type: "Block", value: " note " }] } } });
  const cell = (children: unknown[]) => ({ type: "element", tagName: "td", properties: {}, children });
  const tree = () =>
    ({
      type: "root",
      children: [
        { type: "text", value: "\n" },
        { type: "element", tagName: "table", properties: {}, children: [cell([comment()]), cell([{ type: "text", value: "a" }, comment(), { type: "text", value: "b" }])] },
        { type: "element", tagName: "p", properties: {}, children: [{ type: "text", value: "Plain." }] },
        { type: "text", value: "\n" },
      ],
    }) as never;

  it("leaves comment expressions out at every depth, and the tree it was given as it was", () => {
    const given = tree();
    const content = pageContent(given)!;
    expect(content).toEqual({
      type: "root",
      children: [
        { type: "element", tagName: "table", properties: {}, children: [cell([]), cell([{ type: "text", value: "a" }, { type: "text", value: "b" }])] },
        { type: "element", tagName: "p", properties: {}, children: [{ type: "text", value: "Plain." }] },
      ],
    });
    expect(given).toEqual(tree());
  });
});
