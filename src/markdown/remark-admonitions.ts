// `:::note[Title]` … `:::` container directives become admonition boxes. Text and leaf
// directives we do not know (`image:latest` parses as one) are turned back into text.
import type { Root, Paragraph, PhrasingContent, Text } from "mdast";
import type { ContainerDirective, LeafDirective, TextDirective } from "mdast-util-directive";
import { visit, SKIP } from "unist-util-visit";
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

/** Returns the plugin; unknown container directives are reported through `warn`. */
export function remarkAdmonitions(warn: (w: AdmonitionWarning) => void) {
  return () => (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type === "containerDirective") {
        const directive = node as ContainerDirective;
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
        return;
      }
      if ((node.type === "textDirective" || node.type === "leafDirective") && parent && index !== undefined) {
        const directive = node as TextDirective | LeafDirective;
        const prefix = node.type === "textDirective" ? ":" : "::";
        const replacement: PhrasingContent[] = [{ type: "text", value: prefix + directive.name } as Text];
        if (directive.children.length) {
          replacement.push({ type: "text", value: "[" } as Text, ...directive.children, {
            type: "text",
            value: "]",
          } as Text);
        }
        const attributes = Object.entries(directive.attributes ?? {});
        if (attributes.length) {
          replacement.push({
            type: "text",
            value: "{" + attributes.map(([k, v]) => (v ? `${k}="${v}"` : k)).join(" ") + "}",
          } as Text);
        }
        if (node.type === "leafDirective") {
          parent.children.splice(index, 1, { type: "paragraph", children: replacement } as Paragraph);
        } else {
          parent.children.splice(index, 1, ...(replacement as never[]));
        }
        return [SKIP, index + replacement.length];
      }
      return undefined;
    });
  };
}
