// ```mermaid blocks with `markdown.mermaid` (src/markdown/mermaid-block.ts): both Markdown
// engines and the MDX compiler write the island the theme's `@theme/Mermaid` renders, so the
// browser hydrates the same thing whichever way the page was made; without the option they stay
// code blocks.
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { fromHtml } from "hast-util-from-html";
import { toHtml } from "hast-util-to-html";
import { describe, expect, it } from "vitest";
import Mermaid from "../../../templates/components/mdx/Mermaid.tsx";
import { compileMdx } from "../../../src/markdown/mdx/compile-mdx.ts";
import { drawsDiagrams } from "../../../src/shared/mermaid.ts";
import { render } from "./helpers.ts";

const DIAGRAM = 'flowchart LR\n  Gauge["Tide gauge"] --> Relay\n  Relay --> Table';
const FENCED = "# Flow\n\n```mermaid\n" + DIAGRAM + "\n```\n";

/** HTML as a browser reads it: the same markup written with other escapes gives the same string. */
const parsed = (html: string) => toHtml(fromHtml(html, { fragment: true }));

describe("```mermaid blocks", () => {
  it("are the theme's Mermaid island on both engines, holding the diagram's source", async () => {
    const component = parsed(renderToStaticMarkup(h(Mermaid, { value: DIAGRAM })));
    expect(component).toContain('<sitec-island data-island="Mermaid"');
    for (const engine of ["fast", "unified"] as const) {
      const { html } = await render(FENCED, { engine, mermaid: true });
      const block = html.slice(html.indexOf("<sitec-island"), html.indexOf("</sitec-island>") + "</sitec-island>".length);
      expect(parsed(block), engine).toBe(component);
      expect(JSON.parse(fromHtmlProps(block))).toEqual({ value: DIAGRAM });
      expect(drawsDiagrams(html)).toBe(true);
      // Not highlighted: no copy button, no Prism classes.
      expect(html).not.toContain("copy-button");
    }
  });

  it("stay code blocks without markdown.mermaid", async () => {
    const { html } = await render(FENCED);
    expect(html).not.toContain("sitec-island");
    expect(html).toContain('<div class="code-block"');
    expect(html).toContain("flowchart LR");
    expect(drawsDiagrams(html)).toBe(false);
  });

  it("are the island in MDX files too, beside `@theme/Mermaid` written as JSX", async () => {
    const source = 'import Mermaid from "@theme/Mermaid";\n\n# Flow\n\n<Mermaid value="graph TD; A-->B" />\n\n```mermaid\n' + DIAGRAM + "\n```\n";
    // Compiled to JSX, as MDX compiles (the build gives such content as hast: test/integration/mermaid.test.ts renders it).
    const options = { path: "/site/docs/flow.mdx", key: "/site/docs/flow.mdx", baseUrl: "/", toc: { min: 2, max: 3 }, content: "jsx" as const, resolveMarkdownFile: () => undefined };
    const { code } = await compileMdx(source, { ...options, mermaid: true });
    expect(code).toMatch(/_jsx\(_component0, \{\s*"data-island": "Mermaid",\s*"data-props": "\{\\"value\\":\\"flowchart LR/);
    expect(code).toContain('_components["sitec-island"]');
    expect(code).toMatch(/_jsx\(Mermaid, \{\s*value: "graph TD; A-->B"/);
    const off = await compileMdx(source, options);
    expect(off.code).not.toContain('"sitec-island"');
  });
});

/** The `data-props` attribute of the first island in `html`, decoded. */
function fromHtmlProps(html: string): string {
  const root = fromHtml(html, { fragment: true });
  const island = root.children.find((node) => node.type === "element" && node.tagName === "sitec-island");
  if (!island || island.type !== "element") throw new Error("no island");
  return String(island.properties.dataProps);
}
