// `:::note[Title]` … `:::` container directives become admonition boxes. The parser knows
// container directives only, so prose such as `image:latest` or `::leaf` stays text.
import type { Root, Paragraph } from "mdast";
import type { ContainerDirective } from "mdast-util-directive";
import type { Node } from "unist";
import { walk } from "./walk.ts";
import { toString } from "mdast-util-to-string";

export const ADMONITION_TYPES = ["note", "tip", "info", "warning", "danger", "caution", "important"] as const;
const DEFAULT_TITLES: Record<string, string> = {
  note: "Note",
  tip: "Tip",
  info: "Info",
  warning: "Warning",
  danger: "Danger",
  caution: "Caution",
  important: "Important",
};

export interface AdmonitionWarning {
  message: string;
  line?: number;
}

const isContainerDirective = (node: Node): node is ContainerDirective => node.type === "containerDirective";

/** Returns the plugin; unknown container directives are reported through `warn`. */
export function remarkAdmonitions(warn: (w: AdmonitionWarning) => void) {
  return () => (tree: Root) => {
    walk(tree, isContainerDirective, (directive) => {
      if (!(ADMONITION_TYPES as readonly string[]).includes(directive.name)) {
        warn({ message: `unknown admonition type ":::${directive.name}"`, line: directive.position?.start.line });
      }
      const type = directive.name === "caution" ? "warning" : directive.name === "important" ? "info" : directive.name;
      let title = DEFAULT_TITLES[directive.name] ?? directive.name;
      const first = directive.children[0];
      if (first?.type === "paragraph" && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
        title = toString(first);
        directive.children.shift();
      }
      directive.data = {
        hName: "div",
        hProperties: { className: ["admonition", `admonition-${type}`], role: "note" },
      };
      const heading: Paragraph = {
        type: "paragraph",
        children: [{ type: "text", value: title }],
        data: { hName: "p", hProperties: { className: ["admonition-title"] } },
      };
      directive.children.unshift(heading as never);
    });
  };
}
