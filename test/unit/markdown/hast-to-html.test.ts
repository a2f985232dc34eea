// The page serialiser writes exactly what hast-util-to-html writes with rehype-stringify's
// defaults: on every Markdown page of the site and on trees made to hit its edge cases.
import fg from "fast-glob";
import { readFileSync } from "node:fs";
import type { Element, Nodes } from "hast";
import { toHtml } from "hast-util-to-html";
import { describe, expect, it } from "vitest";
import { hastToHtml } from "../../../src/markdown/hast-to-html.ts";
import { renderMarkdownFileWith } from "../../../src/markdown/pipeline.ts";

// Loosely typed on purpose: the trees include values hast's types rule out (null properties).
const el = (tagName: string, properties: Record<string, unknown> = {}, children: unknown[] = []) =>
  ({ type: "element", tagName, properties, children }) as unknown as Element;
const text = (value: string) => ({ type: "text" as const, value });

describe("hastToHtml", () => {
  it("writes every Markdown page of the site as hast-util-to-html does", async () => {
    const files = fg.sync("site/**/*.md");
    expect(files.length).toBeGreaterThan(130);
    let checked = 0;
    for (const file of files) {
      const source = readFileSync(file, "utf8");
      let reference = "";
      const options = { baseUrl: "/", toc: { min: 2, max: 3 }, resolveMarkdownFile: () => "/docs/x" };
      const fast = await renderMarkdownFileWith(
        (tree) => {
          reference = toHtml(tree);
          return hastToHtml(tree);
        },
        source,
        options,
      );
      expect(fast.html, file).toBe(reference);
      checked += fast.html.length;
    }
    expect(checked).toBeGreaterThan(1_000_000);
  });

  const TREES: [string, unknown][] = [
    ["text that needs escaping", { type: "root", children: [text("a < b && c > d \"q\" 's' `t`")] }],
    ["attribute values that need escaping", el("a", { href: "/x?a=1&b=\"2\"'`\0", title: "<ok>" }, [text("x")])],
    ["class lists, ids and data and aria properties", el("div", { className: ["code-block", "big"], id: "h-1", dataLanguage: "bash", dataCopy: "", ariaLabel: "Copy" })],
    ["empty and whitespace class lists", el("span", { className: [] }, [el("span", { className: ["", "a", ""] })])],
    ["comma-separated properties", el("input", { accept: [".md", "image/png"] }), ],
    ["a comma-separated list ending in an empty entry", el("input", { accept: ["a", ""] })],
    ["numbers, NaN and zero", el("pre", { tabIndex: 0, start: 3, width: Number.NaN })],
    ["booleans, true and false and strings", el("input", { type: "checkbox", checked: true, disabled: false, readOnly: "readonly", hidden: "" })],
    ["overloaded booleans", el("a", { download: true }, [el("a", { download: "" }), el("a", { download: "file.txt" }), el("a", { download: "download" })])],
    ["null and undefined properties", el("p", { id: null, title: undefined }, [text("x")])],
    ["void elements, with and without children, upper case", { type: "root", children: [el("br"), el("img", { src: "/a.png", alt: "" }), el("hr", {}, [text("odd")]), el("BR")] }],
    ["script and style text stays raw", { type: "root", children: [el("script", {}, [text("if (a < b && c) {}")]), el("style", {}, [text("a > b { }")])] }],
    ["comments, raw nodes and doctypes go to hast-util-to-html", { type: "root", children: [{ type: "doctype" }, { type: "comment", value: "note" }, { type: "raw", value: "<b>raw</b>" }, el("p", {}, [{ type: "comment", value: "in p" }])] }],
    ["SVG keeps its own attribute names", el("div", {}, [el("svg", { viewBox: "0 0 10 10", xmlns: "http://www.w3.org/2000/svg" }, [el("path", { d: "M0 0", strokeWidth: 2 })])])],
    ["unknown properties and custom elements", el("my-element", { fooBar: "baz", "data-x": "y", onClick: "alert(1)" }, [text("c")])],
    ["astral and control characters", { type: "root", children: [text("emoji 🙂 \u0001 \u00a0 é"), el("a", { title: "🙂\u0001" })] }],
    ["nested tables with alignment", el("table", {}, [el("tbody", {}, [el("tr", {}, [el("td", { align: "center", colSpan: 2, rowSpan: 1 }, [text("x")])])])])],
  ];
  for (const [name, tree] of TREES) {
    it(`writes ${name} as hast-util-to-html does`, () => {
      expect(hastToHtml(tree as Nodes)).toBe(toHtml(tree as Nodes));
    });
  }
});
