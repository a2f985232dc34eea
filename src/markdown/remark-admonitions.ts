// `:::note[Title]` … `:::` container directives become admonition boxes. Text and leaf
// directives we do not know (`image:latest` parses as one) are turned back into text.
import type { Root, Paragraph, Text } from "mdast";
import type { ContainerDirective, LeafDirective, TextDirective } from "mdast-util-directive";
import { visit, SKIP } from "unist-util-visit";
import { toString } from "mdast-util-to-string";
import type { VFile } from "vfile";

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
  return () => (tree: Root, file: VFile) => {
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
        // Not a directive we know: put back exactly what the author wrote.
        const start = node.position?.start.offset;
        const end = node.position?.end.offset;
        const written = start !== undefined && end !== undefined ? String(file.value).slice(start, end) : ":" + (node as TextDirective).name;
        const text: Text = { type: "text", value: written };
        parent.children.splice(index, 1, (node.type === "leafDirective" ? { type: "paragraph", children: [text] } : text) as never);
        return [SKIP, index + 1];
      }
      return undefined;
    });
  };
}
