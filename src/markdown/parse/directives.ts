// `:::name[label]{attributes}` container tokens → remark-directive's `containerDirective` node:
// its name, its attributes (`#id`, `.class`, `key=value`) and its label as a first paragraph
// marked `directiveLabel`.
import type { Token } from "markdown-it";
import type { Paragraph } from "mdast";
import type { ContainerDirective } from "mdast-util-directive";
import { MAX_NESTING, nestingError } from "../nesting.ts";
import { DIRECTIVE_INFO, md } from "./markdown-it-setup.ts";
import { phrasing } from "./inline.ts";
import { at } from "./tokens.ts";
import { directiveInfo } from "../admonition-titles.ts";

/**
 * The directive a `container_directive_open` token opens at `depth` (nesting.ts), with no
 * children but its label yet.
 */
export function containerDirective(token: Token, line: number, depth: number): ContainerDirective {
  const [, name, label, attributes] = DIRECTIVE_INFO.exec(directiveInfo(token.info))!;
  return {
    type: "containerDirective",
    name: name!,
    attributes: directiveAttributes(attributes),
    children: label === undefined ? [] : [directiveLabel(label, line, depth + 1)],
    position: at(line),
  };
}

/** The inline tree of a container directive's `[label]`, as remark-directive gives it. */
function directiveLabel(label: string, line: number, depth: number): Paragraph {
  if (depth > MAX_NESTING) throw nestingError(line);
  const inline = md.parseInline(label, {})[0];
  return { type: "paragraph", data: { directiveLabel: true } as Paragraph["data"], children: phrasing(inline?.children ?? [], line, depth) };
}

function directiveAttributes(text: string | undefined): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (!text) return attributes;
  const classes: string[] = [];
  for (const match of text.matchAll(/([#.])([\w-]+)|([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"']+)))?/g)) {
    if (match[1] === "#") attributes.id = match[2]!;
    else if (match[1] === ".") classes.push(match[2]!);
    else if (match[3]) attributes[match[3]] = match[4] ?? match[5] ?? match[6] ?? "";
  }
  if (classes.length) attributes.class = classes.join(" ");
  return attributes;
}
