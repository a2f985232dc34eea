// mdast phrasing nodes → hast: text, emphasis, strong, delete, inline code, hard breaks, links
// and images (their URLs normalised as mdast-util-to-hast does). Footnote references are in
// footnotes.ts.
import type * as Mdast from "mdast";
import type * as Hast from "hast";
import { normalizeUri } from "micromark-util-sanitize-uri";
import { applyData, element, type HastChild } from "./hast.ts";
import type { State } from "./state.ts";
import { trimLines } from "./whitespace.ts";

export function text(node: Mdast.Text): HastChild {
  return applyData(node, { type: "text", value: trimLines(node.value) });
}

export function emphasis(state: State, node: Mdast.Emphasis): HastChild {
  return applyData(node, element("em", {}, state.all(node)));
}

export function strong(state: State, node: Mdast.Strong): HastChild {
  return applyData(node, element("strong", {}, state.all(node)));
}

export function deleted(state: State, node: Mdast.Delete): HastChild {
  return applyData(node, element("del", {}, state.all(node)));
}

export function inlineCode(node: Mdast.InlineCode): HastChild {
  return applyData(node, element("code", {}, [{ type: "text", value: node.value.replace(/\r?\n|\r/g, " ") }]));
}

/** `<br>` and the line break after it. */
export function hardBreak(node: Mdast.Break): HastChild[] {
  return [applyData(node, element("br", {}, [])), { type: "text", value: "\n" }];
}

export function link(state: State, node: Mdast.Link): HastChild {
  const properties: Hast.Properties = { href: normalizeUri(node.url) };
  if (node.title !== null && node.title !== undefined) properties.title = node.title;
  return applyData(node, element("a", properties, state.all(node)));
}

export function image(node: Mdast.Image): HastChild {
  const properties: Hast.Properties = { src: normalizeUri(node.url) };
  if (node.alt !== null && node.alt !== undefined) properties.alt = node.alt;
  if (node.title !== null && node.title !== undefined) properties.title = node.title;
  return applyData(node, element("img", properties, []));
}
