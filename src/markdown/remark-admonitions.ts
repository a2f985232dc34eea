// `:::note` … `:::` container directives become admonition boxes, in every form Docusaurus 3
// reads: a title as a label (`:::note[Title]`, Markdown allowed), as an attribute
// (`:::note{title="Title"}`), or after a space (`:::note Title`, Docusaurus's older form: both
// parsers read it as a label, see admonition-titles.ts); nested boxes use more colons outside
// (`::::info` around `:::tip`). The parser knows container directives only, so prose such as
// `image:latest` or `::leaf` stays text.
import type { Root, Paragraph, PhrasingContent } from "mdast";
import type { ContainerDirective } from "mdast-util-directive";
import type { Node } from "unist";
import { walk } from "./walk.ts";
import { ADMONITION_BOXES as TYPES, ADMONITION_TYPES } from "./admonition-titles.ts";

export { ADMONITION_TYPES };


export interface AdmonitionWarning {
  message: string;
  line?: number;
}

const isContainerDirective = (node: Node): node is ContainerDirective => node.type === "containerDirective";

/** The title's content: the label's Markdown, else the `title` attribute, else the type's own. */
function takeTitle(directive: ContainerDirective): PhrasingContent[] {
  const first = directive.children[0];
  if (first?.type === "paragraph" && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
    directive.children.shift();
    if (first.children.length) return first.children;
  }
  const attribute = directive.attributes?.title;
  if (attribute) return [{ type: "text", value: attribute }];
  return [{ type: "text", value: TYPES[directive.name]?.title ?? directive.name }];
}

/** Returns the plugin; unknown container directives are reported through `warn`. */
export function remarkAdmonitions(warn: (w: AdmonitionWarning) => void) {
  return () => (tree: Root) => {
    walk(tree, isContainerDirective, (directive) => {
      const known = TYPES[directive.name];
      if (!known) warn({ message: `unknown admonition type ":::${directive.name}"`, line: directive.position?.start.line });
      const box = known?.box ?? directive.name;
      const title = takeTitle(directive);
      directive.data = {
        hName: "div",
        hProperties: { className: ["admonition", `admonition-${box}`], role: "note" },
      };
      const heading: Paragraph = {
        type: "paragraph",
        children: title,
        data: { hName: "p", hProperties: { className: ["admonition-title"] } },
      };
      directive.children.unshift(heading as never);
    });
  };
}
