// mdast tables → hast: the first row goes into `<thead>` with `<th>` cells, the others into
// `<tbody>`; each row has as many cells as the table has columns, each with its column's
// `align`.
import type * as Mdast from "mdast";
import type * as Hast from "hast";
import { applyData, element, wrap, type HastChild } from "./hast.ts";
import type { State } from "./state.ts";

export function table(state: State, node: Mdast.Table): HastChild {
  const rows = state.all(node);
  const firstRow = rows.shift();
  const content: HastChild[] = [];
  if (firstRow) content.push(element("thead", {}, wrap([firstRow], true)));
  if (rows.length > 0) content.push(element("tbody", {}, wrap(rows, true)));
  return applyData(node, element("table", {}, wrap(content, true)));
}

export function tableRow(state: State, node: Mdast.TableRow, parent: Mdast.Parent, rowIndex: number): HastChild {
  const tagName = rowIndex === 0 ? "th" : "td";
  const align = parent.type === "table" ? (parent as Mdast.Table).align : undefined;
  const length = align ? align.length : node.children.length;
  const cells: HastChild[] = [];
  for (let cellIndex = 0; cellIndex < length; cellIndex++) {
    const cell = node.children[cellIndex];
    const properties: Hast.Properties = {};
    const alignValue = align ? align[cellIndex] : undefined;
    if (alignValue) properties.align = alignValue;
    let result: HastChild = element(tagName, properties, []);
    if (cell) {
      result.children = state.all(cell);
      result = applyData(cell, result);
    }
    cells.push(result);
  }
  return applyData(node, element("tr", {}, wrap(cells, true)));
}

/** A cell outside a table row (rows convert their own cells). */
export function tableCell(state: State, node: Mdast.TableCell): HastChild {
  return applyData(node, element("td", {}, state.all(node)));
}
