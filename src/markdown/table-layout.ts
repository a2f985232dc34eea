// What a Markdown table needs to read well at any width (styled in templates/styles/main.css):
// - each body cell names its column in `data-label`, so that in a narrow column the table can
//   show every row as a card of labelled lines instead of scrolling sideways;
// - a long word in a cell (a dotted Helm key, a JSON default, an image name, a CRD kind such as
//   ResourceRequirements) may break after `.`, `,` and `/` and inside a camelCase name (a
//   `<wbr>`), and long inline code is marked `code-long`, which may wrap (short code stays on one
//   line), so that the table fits its column without cutting names in odd places;
// - a cell that holds only a very long piece of code (the JSON default of a list of volumes)
//   shows its first lines, and all of it when the reader opens it: the code is the summary of a
//   `<details>`, clamped while closed, so the text is there once, for search and screen readers;
// - a values table (Key or Field, Type, Default, Description: the Helm values of the scanner and
//   hook pages) gets its columns' shares of the width from the theme, since a browser would give
//   most of it to the column of the longest default.
import type { Element, ElementContent } from "hast";
import { toString } from "hast-util-to-string";

/** Words and inline code shorter than this never need a break opportunity of their own. */
const LONG = 12;

/** A cell's only code, from this length on, is shown shortened until the reader opens it. */
const VERY_LONG = 80;

/** After `.`, `,` or `/` (not before another or a space), and between `aB`. */
const BREAK = /(?<=[.,/])(?=[^.,/\s])|(?<=[a-z])(?=[A-Z])/;

const children = (node: Element, tagName: string): Element[] =>
  node.children.filter((c): c is Element => c.type === "element" && c.tagName === tagName);

/** The rows of a table: those in its sections (`thead`, `tbody`) and any directly in it. */
function rows(table: Element): Element[] {
  return [...children(table, "tr"), ...table.children.flatMap((c) => (c.type === "element" && (c.tagName === "thead" || c.tagName === "tbody") ? children(c, "tr") : []))];
}

/** Marks long inline code and splits the long words below `node` with `<wbr>` where BREAK allows. */
function addBreakOpportunities(node: Element): void {
  node.children = node.children.flatMap((child): ElementContent[] => {
    if (child.type === "text") return withBreaks(child.value);
    if (child.type !== "element") return [child];
    if (child.tagName === "code" && toString(child).length >= LONG) {
      const className = Array.isArray(child.properties.className) ? child.properties.className : [];
      child.properties = { ...child.properties, className: [...className, "code-long"] };
    }
    addBreakOpportunities(child);
    return [child];
  });
}

/** A text as text nodes with a `<wbr>` element at each break opportunity of its long words. */
function withBreaks(value: string): ElementContent[] {
  const nodes: ElementContent[] = [];
  let text = "";
  for (const word of value.split(/(\s+)/)) {
    if (word.length < LONG) {
      text += word;
      continue;
    }
    word.split(BREAK).forEach((part, i) => {
      if (i) {
        nodes.push({ type: "text", value: text }, { type: "element", tagName: "wbr", properties: {}, children: [] });
        text = "";
      }
      text += part;
    });
  }
  if (text) nodes.push({ type: "text", value: text });
  return nodes;
}

/** A cell whose only content is code of VERY_LONG characters: the code becomes a disclosure's summary. */
function shortenLongValue(cell: Element): void {
  const content = cell.children.filter((c) => c.type !== "text" || c.value.trim() !== "");
  const [code] = content;
  if (content.length !== 1 || code?.type !== "element" || code.tagName !== "code" || toString(code).length < VERY_LONG) return;
  cell.children = [
    {
      type: "element",
      tagName: "details",
      properties: { className: ["long-value"] },
      children: [{ type: "element", tagName: "summary", properties: {}, children: [code] }],
    },
  ];
}

/** The header of a values table. */
const VALUES_HEADER = /^(Key|Field) Type Default Description$/;

export interface TableLayout {
  /** It may be shown as cards in a narrow column: its header names each column. */
  cards: boolean;
  /** It is a values table (VALUES_HEADER). */
  values: boolean;
}

/** Prepares a `<table>` element in place and says how the theme may lay it out. */
export function prepareTable(table: Element): TableLayout {
  const all = rows(table);
  const header = all.find((row) => children(row, "th").length > 0 && children(row, "td").length === 0);
  const labels = header ? children(header, "th").map((th) => toString(th).trim()) : [];
  const cards = labels.length > 0 && labels.every((label) => label !== "");
  for (const row of all) {
    if (row === header) continue;
    const cells = row.children.filter((c): c is Element => c.type === "element" && (c.tagName === "td" || c.tagName === "th"));
    cells.forEach((cell, i) => {
      if (cards && labels[i] !== undefined) cell.properties = { ...cell.properties, dataLabel: labels[i] };
      addBreakOpportunities(cell);
      shortenLongValue(cell);
    });
  }
  return { cards, values: VALUES_HEADER.test(labels.join(" ")) };
}
