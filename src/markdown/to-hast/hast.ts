// The pieces every mdast → hast handler uses: the hast child type, making an element, the line
// breaks between blocks, and `data.hName`/`hProperties`/`hChildren`, through which remark
// plugins shape a node's HTML.
import type * as Hast from "hast";
import type * as Mdast from "mdast";

// What remark plugins may set on an mdast node to shape its HTML (as remark-rehype reads it).
declare module "mdast" {
  interface Data {
    hName?: string | undefined;
    hProperties?: Hast.Properties | undefined;
    hChildren?: Hast.ElementContent[] | undefined;
  }
}

export type HastChild = Hast.ElementContent;

export function element(tagName: string, properties: Hast.Properties, children: HastChild[]): Hast.Element {
  return { type: "element", tagName, properties, children };
}

/** Line breaks between blocks, as HTML written from Markdown has them. */
export function wrap(nodes: HastChild[], loose = false): HastChild[] {
  const result: HastChild[] = [];
  if (loose) result.push({ type: "text", value: "\n" });
  for (let index = 0; index < nodes.length; index++) {
    if (index) result.push({ type: "text", value: "\n" });
    result.push(nodes[index]!);
  }
  if (loose && nodes.length > 0) result.push({ type: "text", value: "\n" });
  return result;
}

/** `data.hName`, `data.hProperties` and `data.hChildren` of an mdast node, as remark plugins set them. */
export function applyData(node: Mdast.Nodes, result: HastChild): HastChild {
  const data = node.data;
  if (!data) return result;
  let out = result;
  if (typeof data.hName === "string") {
    if (out.type === "element") out.tagName = data.hName;
    else out = element(data.hName, {}, "children" in out ? (out as { children: HastChild[] }).children : [out]);
  }
  if (out.type === "element" && data.hProperties) Object.assign(out.properties, cloneProperties(data.hProperties));
  if ("children" in out && data.hChildren !== null && data.hChildren !== undefined) out.children = data.hChildren;
  return out;
}

/** A copy of properties whose lists are copies too (a plugin's object may be shared). */
function cloneProperties(properties: Hast.Properties): Hast.Properties {
  const copy: Hast.Properties = {};
  for (const [key, value] of Object.entries(properties)) copy[key] = Array.isArray(value) ? [...value] : value;
  return copy;
}
