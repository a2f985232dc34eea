// The theme's components for Markdown pages (templates/components/mdx/): the static ones give
// the markup the Markdown path gives the same thing (fenced code, `:::note`, headings), so both
// look the same and the runtime's copy buttons work on both.
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it } from "vitest";
import Admonition from "../../../templates/components/mdx/Admonition.tsx";
import CodeBlock, { loadCodeBlockLanguages } from "../../../templates/components/mdx/CodeBlock.tsx";
import Details from "../../../templates/components/mdx/Details.tsx";
import ThemedImage from "../../../templates/components/mdx/ThemedImage.tsx";
import Heading from "../../../templates/components/mdx/Heading.tsx";
import TOCInline from "../../../templates/components/mdx/TOCInline.tsx";
import MDXComponents from "../../../templates/components/mdx/MDXComponents.tsx";
import { PROVIDED_COMPONENTS } from "../../../src/markdown/mdx/mdx-components.ts";
import { render } from "../markdown/helpers.ts";

const YAML = "image:\n  repository: scb/nmap # the scanner\n  tag: latest\n";

describe("CodeBlock", () => {
  it("gives the markup of fenced code: language, title, highlighted lines, copy button", async () => {
    await loadCodeBlockLanguages(["yaml", "sh"]);
    const fenced = await render('```yaml title="values.yaml" {2}\n' + YAML + "```\n");
    const component = renderToStaticMarkup(h(CodeBlock, { language: "yaml", title: "values.yaml", metastring: "{2}" }, YAML));
    expect(component).toBe(fenced.html);
    expect(component).toContain('<span class="code-line highlighted">');
    // className and metastring, as MDX writes a fence handed to CodeBlock
    const fromMeta = renderToStaticMarkup(h(CodeBlock, { className: "language-yml", metastring: 'title="values.yaml" {2}' }, YAML));
    expect(fromMeta).toBe(fenced.html);
    expect(renderToStaticMarkup(h(CodeBlock, { language: "sh" }, "helm install x"))).toBe((await render("```sh\nhelm install x\n```\n")).html);
    expect(renderToStaticMarkup(h(CodeBlock, null, "plain"))).toBe((await render("```\nplain\n```\n")).html);
  });

  it("numbers lines with showLineNumbers (from a given first line), outside the copied text", () => {
    const html = renderToStaticMarkup(h(CodeBlock, { language: "text", showLineNumbers: 7 }, "a\nb"));
    expect(html).toContain('<div class="code-block line-numbers" data-language="text">');
    expect(html).toContain('<span class="code-line" data-line="7">a</span>\n<span class="code-line" data-line="8">b</span>');
  });

  it("loads a grammar itself in a renderer that waits (React's prerender)", async () => {
    const { prelude } = await prerenderToNodeStream(h(CodeBlock, { language: "rust" }, "fn main() {}"));
    let html = "";
    for await (const chunk of prelude) html += String(chunk);
    expect(html).toContain('<span class="hl-keyword">fn</span>');
  });
});

describe("Admonition", () => {
  it.each(["note", "tip", "info", "warning", "danger", "caution"])("type %s gives the markup of :::%s", async (type) => {
    const markdown = await render(`:::${type}\nBody text\n:::\n`);
    expect(renderToStaticMarkup(h(Admonition, { type }, h("p", null, "Body text")))).toBe(markdown.html);
  });

  it("takes a title and an icon", async () => {
    const markdown = await render(":::tip[Use Helm]\nBody\n:::\n");
    expect(renderToStaticMarkup(h(Admonition, { type: "tip", title: "Use Helm" }, h("p", null, "Body")))).toBe(markdown.html);
    expect(renderToStaticMarkup(h(Admonition, { type: "danger", icon: "⚠" }))).toContain('<p class="admonition-title"><span class="admonition-icon">⚠</span>Danger</p>');
  });
});

describe("MDXComponents", () => {
  it("provides exactly the components the compiler lets MDX files use without import", () => {
    expect(Object.keys(MDXComponents).sort()).toEqual([...PROVIDED_COMPONENTS].sort());
  });
});

describe("TOCInline", () => {
  const toc = [
    { value: "Install", id: "install", level: 2 },
    { value: "With Helm", id: "with-helm", level: 3 },
    { value: "Values", id: "values", level: 4 },
    { value: "Upgrade", id: "upgrade", level: 2 },
  ];

  it("lists h2 and h3 as nested links, as Docusaurus's does by default", () => {
    expect(renderToStaticMarkup(h(TOCInline, { toc }))).toBe(
      '<div class="toc-inline"><ul><li><a href="#install">Install</a><ul><li><a href="#with-helm">With Helm</a></li></ul></li><li><a href="#upgrade">Upgrade</a></li></ul></div>',
    );
  });

  it("takes the levels and a class, and a part of the toc that starts below its top level", () => {
    const deep = renderToStaticMarkup(h(TOCInline, { toc, maxHeadingLevel: 4, minHeadingLevel: 3, className: "inline" }));
    expect(deep).toBe('<div class="toc-inline inline"><ul><li><a href="#with-helm">With Helm</a><ul><li><a href="#values">Values</a></li></ul></li></ul></div>');
    expect(renderToStaticMarkup(h(TOCInline, { toc: toc.slice(2), maxHeadingLevel: 4 }))).toBe('<div class="toc-inline"><ul><li><a href="#values">Values</a></li><li><a href="#upgrade">Upgrade</a></li></ul></div>');
  });
});

describe("Heading", () => {
  it("gives the anchor markup of Markdown headings", async () => {
    const markdown = await render("## Install the chart {#install}\n");
    expect(renderToStaticMarkup(h(Heading, { as: "h2", id: "install" }, "Install the chart"))).toBe(markdown.html);
    expect(renderToStaticMarkup(h(Heading, { as: "h3", id: "x" }, "Use ", h("code", null, "helm")))).toBe(
      '<h3 id="x">Use <code>helm</code> <a class="hash-link" href="#x" aria-label="Direct link to Use helm" title="Direct link to Use helm">#</a></h3>',
    );
  });

  it("has no anchor as an h1 or without an id, as in Docusaurus", () => {
    expect(renderToStaticMarkup(h(Heading, { as: "h1", id: "t" }, "Title"))).toBe('<h1 id="t">Title</h1>');
    expect(renderToStaticMarkup(h(Heading, { as: "h4" }, "Plain"))).toBe("<h4>Plain</h4>");
  });
});

describe("Details", () => {
  it("is the browser's details, with the summary child or prop", () => {
    expect(renderToStaticMarkup(h(Details, null, h("summary", null, "More"), h("p", null, "Hidden")))).toBe(
      '<details class="details"><summary>More</summary><div class="details-content"><p>Hidden</p></div></details>',
    );
    expect(renderToStaticMarkup(h(Details, { summary: "Why", open: true }, h("p", null, "Because")))).toBe(
      '<details open="" class="details"><summary>Why</summary><div class="details-content"><p>Because</p></div></details>',
    );
  });

  it("takes a <summary> element as the prop as the summary itself, as Docusaurus's Details does", () => {
    expect(renderToStaticMarkup(h(Details, { summary: h("summary", { className: "history" }, "History") }, h("p", null, "v1")))).toBe(
      '<details class="details"><summary class="history">History</summary><div class="details-content"><p>v1</p></div></details>',
    );
  });
});

describe("ThemedImage", () => {
  it("writes an image for each colour mode, with Docusaurus's props", () => {
    // React's image preloads aside (React writes them for images of a render).
    expect(renderToStaticMarkup(h(ThemedImage, { sources: { light: "/img/l.svg", dark: "/img/d.svg" }, alt: "Diagram", className: "wide", width: 300 })).replace(/<link rel="preload"[^>]*>/g, "")).toBe(
      '<img src="/img/l.svg" alt="Diagram" width="300" class="themed-image themed-image--light wide"/><img src="/img/d.svg" alt="Diagram" width="300" class="themed-image themed-image--dark wide"/>',
    );
  });
});
