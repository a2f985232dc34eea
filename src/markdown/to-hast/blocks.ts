// mdast block nodes → hast: paragraphs, headings, block quotes, code blocks and thematic
// breaks. Lists, tables and footnotes have modules of their own.
import type * as Mdast from "mdast";
import type * as Hast from "hast";
import { applyData, element, wrap, type HastChild } from "./hast.ts";
import type { State } from "./state.ts";

export function paragraph(state: State, node: Mdast.Paragraph): HastChild {
  return applyData(node, element("p", {}, state.all(node)));
}

export function heading(state: State, node: Mdast.Heading): HastChild {
  return applyData(node, element("h" + node.depth, {}, state.all(node)));
}

export function blockquote(state: State, node: Mdast.Blockquote): HastChild {
  return applyData(node, element("blockquote", {}, wrap(state.all(node), true)));
}

export function thematicBreak(node: Mdast.ThematicBreak): HastChild {
  return applyData(node, element("hr", {}, []));
}

/** `<pre><code class="language-x">`; the fence's meta string goes on the code element's data. */
export function code(node: Mdast.Code): HastChild {
  const properties: Hast.Properties = {};
  const language = node.lang ? node.lang.split(/\s+/) : [];
  if (language.length > 0) properties.className = ["language-" + language[0]];
  const inner = element("code", properties, [{ type: "text", value: node.value ? node.value + "\n" : "" }]);
  if (node.meta) inner.data = { meta: node.meta } as Hast.ElementData;
  const pre = element("pre", {}, [applyData(node, inner)]);
  // rehype-code names the fence's line in its warnings.
  if (node.position) pre.position = node.position;
  return pre;
}
