// Inline tokens → mdast phrasing content: the children of one markdown-it `inline` token become
// text, emphasis, strong, delete, links, images, inline code, breaks, raw HTML and footnote
// references, as micromark gives them (one text node for a run of text and soft line breaks;
// bare domains that linkify-it links but GFM does not stay text).
import type { Token } from "markdown-it";
import type { PhrasingContent } from "mdast";
import { MAX_NESTING, nestingError } from "../nesting.ts";
import { at, footnote } from "./tokens.ts";

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** GFM links bare URLs only when they have a scheme, start with `www.` or are e-mail addresses. */
function isGfmLiteral(href: string, text: string): boolean {
  return SCHEME.test(text) || /^www\./i.test(text) || (href.startsWith("mailto:") && !text.startsWith("mailto:"));
}

function appendText(children: PhrasingContent[], value: string): void {
  if (!value) return;
  const last = children[children.length - 1];
  // micromark gives one text node for a run of text and soft line breaks; so do we.
  if (last?.type === "text") last.value += value;
  else children.push({ type: "text", value });
}

/** The text of tokens without their markup: an image's `alt`. */
function plainText(tokens: Token[]): string {
  let text = "";
  for (const token of tokens) {
    if (token.type === "text" || token.type === "code_inline" || token.type === "text_special") text += token.content;
    else if (token.type === "image") text += plainText(token.children ?? []);
    else if (token.type === "softbreak" || token.type === "hardbreak") text += "\n";
  }
  return text;
}

/**
 * Converts the children of an `inline` token; `line` is the file line the inline starts on, and
 * `depth` the depth of the block it is in (an element deeper than MAX_NESTING is an error).
 */
export function phrasing(tokens: Token[], line: number, depth: number): PhrasingContent[] {
  const root: PhrasingContent[] = [];
  // Each open emphasis, strong, delete or link; `null` for a linkify match GFM does not link.
  const stack: ({ children: PhrasingContent[] } | null)[] = [];
  const current = (): PhrasingContent[] => {
    for (let i = stack.length - 1; i >= 0; i--) {
      const frame = stack[i];
      if (frame) return frame.children;
    }
    return root;
  };
  const open = (node: PhrasingContent & { children: PhrasingContent[] }) => {
    if (++depth > MAX_NESTING) throw nestingError(line);
    current().push(node);
    stack.push(node);
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    switch (token.type) {
      case "text":
      case "text_special":
        appendText(current(), token.content);
        break;
      case "softbreak":
        appendText(current(), "\n");
        line++;
        break;
      case "hardbreak":
        current().push({ type: "break" });
        line++;
        break;
      case "code_inline":
        current().push({ type: "inlineCode", value: token.content });
        line += (token.meta as { lineBreaks?: number } | null)?.lineBreaks ?? 0;
        break;
      case "em_open":
        open({ type: "emphasis", children: [] });
        break;
      case "strong_open":
        open({ type: "strong", children: [] });
        break;
      case "s_open":
        open({ type: "delete", children: [] });
        break;
      case "link_open": {
        const href = token.attrGet("href") ?? "";
        // linkify-it also links bare domains (`example.com`); GFM does not.
        if (token.markup === "linkify" && !isGfmLiteral(href, tokens[i + 1]?.content ?? "")) {
          stack.push(null);
          break;
        }
        open({ type: "link", url: href, title: token.attrGet("title") ?? null, children: [], position: at(line) });
        break;
      }
      case "em_close":
      case "strong_close":
      case "s_close":
      case "link_close":
        if (stack.pop()) depth--;
        break;
      case "image":
        current().push({
          type: "image",
          url: token.attrGet("src") ?? "",
          title: token.attrGet("title") ?? null,
          alt: plainText(token.children ?? []),
          position: at(line),
        });
        break;
      case "html_inline":
        current().push({ type: "html", value: token.content, position: at(line) });
        // A tag may be written across lines.
        for (let i = token.content.indexOf("\n"); i >= 0; i = token.content.indexOf("\n", i + 1)) line++;
        break;
      case "footnote_ref":
        current().push({ type: "footnoteReference", ...footnote(token) });
        break;
      case "footnote_anchor":
        // mdast-util-to-hast writes the back references itself.
        break;
      default:
        appendText(current(), token.content);
    }
  }
  return root;
}
