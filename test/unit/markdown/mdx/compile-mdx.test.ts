import { describe, expect, it } from "vitest";
import { compileMdx } from "../../../../src/markdown/mdx/compile-mdx.ts";
import { applyMdx1Compat } from "../../../../src/markdown/mdx/mdx1-compat.ts";
import { mdxExcerptSource } from "../../../../src/markdown/mdx/excerpt.ts";
import { withoutTextSeparators, withPartials } from "../../../../src/markdown/mdx/render-mdx.ts";
import { SiteError } from "../../../../src/errors.ts";

const options = (path = "/site/docs/page.mdx") => ({ path, key: path, baseUrl: "/base/", toc: { min: 2, max: 3 }, resolveMarkdownFile: (target: string) => (target === "./other.md" ? "/docs/other" : undefined) });

describe("compileMdx", () => {
  it("gives the TOC, heading ids, links, sections and word count as the Markdown pipeline does", async () => {
    const source = "---\ntitle: Page\n---\n\n# Title\n\nIntro [other](./other.md) and [gone](./gone.md).\n\n## First {#first-custom}\n\n<Tabs>\n<TabItem value=\"a\">\n\n### Inside\n\nTabbed words here [abs](/docs/x).\n\n</TabItem>\n</Tabs>\n\n## Second\n\nEnd.\n";
    const { rendered } = await compileMdx(source, options());
    expect(rendered.h1).toBe("Title");
    expect(rendered.toc).toEqual([
      { id: "first-custom", text: "First", level: 2 },
      { id: "inside", text: "Inside", level: 3 },
      { id: "second", text: "Second", level: 2 },
    ]);
    expect(rendered.headingIds).toEqual(["first-custom", "inside", "second"]);
    expect(rendered.links).toEqual([
      { url: "/base/docs/other", line: 7 },
      { url: "./gone.md", line: 7, brokenMarkdown: true },
      { url: "/base/docs/x", line: 16 },
    ]);
    expect(rendered.brokenMarkdownLinks).toEqual([{ target: "./gone.md", line: 7 }]);
    expect(rendered.sections.map((s) => s.id)).toEqual([undefined, "first-custom", "second"]);
    expect(rendered.sections[1]!.text).toContain("Tabbed words here abs");
    expect(rendered.wordCount).toBeGreaterThan(8);
  });

  it("gives the site's remark plugins ESM nodes with their source as `value`, sitec's own with an empty one (as mdast's MdxjsEsm has it)", async () => {
    // As @docusaurus/remark-plugin-npm2yarn reads them: `node.value.includes("@theme/Tabs")` threw on sitec's own.
    const seen: unknown[] = [];
    const readEsm = () => (tree: { children: { type: string; value?: unknown }[] }) => {
      for (const node of tree.children) if (node.type === "mdxjsEsm") seen.push(node.value);
    };
    const source = 'import { Greeting } from "./Greeting";\n\n<Greeting />\n';
    const plugins = { beforeDefaultRemarkPlugins: [], remarkPlugins: [readEsm], beforeDefaultRehypePlugins: [], rehypePlugins: [] };
    await compileMdx(source, { ...options(), plugins });
    expect(seen).toEqual(["", 'import { Greeting } from "./Greeting";']);
  });

  it("turns emoji shortcodes into emoji, as the Markdown pipeline does", async () => {
    const { code } = await compileMdx("Supported :white_check_mark: and `:x:`.\n", options());
    expect(code).toContain("\u2705");
    expect(code).toContain(":x:");
    expect(code).not.toContain(":white_check_mark:");
  });

  it("exports frontMatter, toc and the file's own exports", async () => {
    const { code } = await compileMdx("---\ntitle: Page\ntags: [a]\n---\n\nexport const answer = 42;\n\n## Part\n\nThe answer is {answer}.\n", options());
    expect(code).toContain("export const answer = 42");
    expect(code).toContain('export const frontMatter = {"title":"Page","tags":["a"]}');
    expect(code).toContain('export const toc = [{"value":"Part","id":"part","level":2}]');
  });

  it("wraps imported components for the islands check", async () => {
    const { code } = await compileMdx('import Chart, { Legend as Key } from "./Chart";\n\n<Chart><Key /></Chart>\n', options());
    expect(code).toContain('import {wrapComponent as __sitecComponent} from "sitec:mdx-runtime"');
    expect(code).toMatch(/const Chart = __sitecComponent\(__sitecImport0, \{\s*"importer": "\/site\/docs\/page.mdx",\s*"specifier": ".\/Chart",\s*"exportName": "default",\s*"name": "Chart"/);
    expect(code).toMatch(/const Key = __sitecComponent\(__sitecImport1, \{[^}]*"exportName": "Legend"/);
  });

  it("reads a .md file's comments, {#id} and admonition titles as MDX 1 did, with lines kept", async () => {
    const source = "Intro.\n\n<!-- a comment\nover two lines -->\n\n## Setup {#setup-id}\n\n:::tip Be careful\nText [x](/y).\n:::\n\n<Tabs />\n";
    const { rendered } = await compileMdx(source, options("/site/docs/page.md"));
    expect(rendered.headingIds).toEqual(["setup-id"]);
    expect(rendered.links).toEqual([{ url: "/base/y", line: 9 }]);
    expect(rendered.warnings).toEqual([]);
  });

  it("takes the id of a heading that escapes its braces already (`\\{#id\\}`, valid MDX, as generators write it)", async () => {
    const source = "## Plain escaped \\{#plain-id\\}\n\n#### [<code>FORBIDDEN</code>](#forbidden) \\{#forbidden\\}\n\n## Open only \\{#open-only}\n\nText.\n";
    const { rendered } = await compileMdx(source, options("/site/docs/page.mdx"));
    expect(rendered.headingIds).toEqual(["plain-id", "forbidden", "open-only"]);
  });

  it("reads a comment that holds a code fence, closed on the fence's line, as one comment (remark-comment's reading)", async () => {
    for (const path of ["/site/docs/page.md", "/site/docs/page.mdx"]) {
      const source = "Intro.\n\n<!--\n```yaml\nhidden: 1\n```-->\n\n## After {#after-id}\n\nShown `code` here.\n";
      const { rendered } = await compileMdx(source, options(path));
      expect(rendered.headingIds).toEqual(["after-id"]);
      expect(rendered.sections.map((s) => s.text).join(" ")).not.toContain("hidden");
      expect(rendered.sections[1]!.text).toContain("Shown code here");
    }
  });

  it("runs the site's remark and rehype plugins", async () => {
    const shout = () => (tree: { children: { type: string; children?: { type: string; value?: string }[] }[] }) => {
      for (const node of tree.children) for (const child of node.children ?? []) if (child.type === "text") child.value = child.value!.toUpperCase();
    };
    const marked = () => (tree: { children: { type: string; properties?: Record<string, unknown> }[] }) => {
      for (const node of tree.children) if (node.type === "element") node.properties = { ...node.properties, dataMarked: "" };
    };
    const { code } = await compileMdx("quiet words\n", { ...options(), content: "jsx", plugins: { beforeDefaultRemarkPlugins: [], remarkPlugins: [shout], beforeDefaultRehypePlugins: [], rehypePlugins: [marked] } });
    expect(code).toContain('"data-marked": ""');
    expect(code).toContain('children: "QUIET WORDS"');
  });

  it("fails on an unknown component with its line", async () => {
    const error = await compileMdx("Text.\n\n<Nowhere />\n", options()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SiteError);
    expect((error as SiteError).line).toBe(3);
    expect((error as SiteError).message).toContain("<Nowhere>");
  });
});

describe("applyMdx1Compat", () => {
  it("rewrites prose and leaves code alone, line for line", () => {
    const source = "## A {#a-id}\n\n<!-- x */ y -->\n\n`<!-- code -->`\n\n```\n<!-- fenced -->\n## B {#b}\n```\n\n:::note Title here\n:::\n";
    const result = applyMdx1Compat(source);
    expect(result.split("\n")).toHaveLength(source.split("\n").length);
    expect(result).toContain("## A \\{#a-id\\}");
    expect(result).toContain("{/* x *\\/ y */}");
    expect(result).toContain("`<!-- code -->`");
    expect(result).toContain("<!-- fenced -->\n## B {#b}");
    expect(result).toContain(":::note[Title here]");
    // Escaped already: left as written.
    expect(applyMdx1Compat("## C \\{#c\\}\n")).toBe("## C \\{#c\\}\n");
  });
});

describe("mdxExcerptSource", () => {
  it("keeps the import blocks after the marker on their lines", () => {
    const content = "---\ntitle: P\n---\nOpening.\n\n{/* truncate */}\n\nRest.\n\nimport A from './A';\n";
    const excerpt = content.slice(0, content.indexOf("{/*"));
    const result = mdxExcerptSource(content, excerpt);
    expect(result.split("\n")).toHaveLength(content.split("\n").length);
    expect(result).not.toContain("Rest.");
    expect(result.split("\n")[9]).toBe("import A from './A';");
  });
});

describe("withoutTextSeparators", () => {
  it("drops React's text separators except inside islands", () => {
    expect(withoutTextSeparators('<p>a<!-- -->b</p><sitec-island data-island="x"><b>1<!-- -->2</b></sitec-island><i>c<!-- -->d</i>')).toBe('<p>ab</p><sitec-island data-island="x"><b>1<!-- -->2</b></sitec-island><i>cd</i>');
  });
});

describe("withPartials", () => {
  const rendered = (sections: { id?: string; title?: string; text: string }[], toc: { id: string; text: string; level: number }[] = []) => ({
    toc,
    headingIds: toc.map((t) => t.id),
    links: [],
    sections,
    wordCount: 1,
    warnings: [],
    brokenMarkdownLinks: [],
    missingAssets: [],
  });

  it("puts an imported file's text before its first heading into the page's, and leaves the page's own result as it was", () => {
    const own = rendered([{ text: "Intro." }, { id: "end", title: "End", text: "Bye." }], [{ id: "end", text: "End", level: 2 }]);
    const part = rendered([{ text: "Shared note." }, { id: "step", title: "Step", text: "Do it." }], [{ id: "step", text: "Step", level: 2 }]);
    const html = '<p>Intro.</p><p>Shared note.</p><h2 id="step">Step</h2><h2 id="end">End</h2>';
    const merged = withPartials(own, [{ file: "/site/docs/_part.mdx", rendered: part }], html);
    expect(merged.sections.map((s) => [s.id, s.text])).toEqual([
      [undefined, "Intro. Shared note."],
      ["step", "Do it."],
      ["end", "Bye."],
    ]);
    expect(merged.toc.map((t) => t.id)).toEqual(["step", "end"]);
    // A build that merges again (dev mode, the build cache) starts from the same page result.
    expect(own.sections[0]!.text).toBe("Intro.");
    expect(withPartials(own, [{ file: "/site/docs/_part.mdx", rendered: part }], html).sections[0]!.text).toBe("Intro. Shared note.");
  });
});
