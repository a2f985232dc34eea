// The pipeline's parser: Markdown (CommonMark + GFM tables, strikethrough, task lists, autolink
// literals and footnotes, `:::name[label]` container directives, YAML front matter) → mdast.
//
// markdown-it tokenises and this module turns its token stream into the mdast that remark's
// own parser (micromark) would give for the same input, so the remark and rehype plugins after
// it do not know the difference. The reason is speed: micromark with GFM parses about 300 KB/s
// on a small machine, markdown-it about ten times that, and parsing was two thirds of a build.
import MarkdownIt from "markdown-it";
import type { PluginSimple, PluginWithParams, StateCore, Token } from "markdown-it";
import markdownItContainer from "markdown-it-container";
import markdownItFootnote from "markdown-it-footnote";
import type { Root, Parent, RootContent, PhrasingContent, Paragraph, List, ListItem, Table, AlignType } from "mdast";
import type { Position } from "unist";
import type { ContainerDirective } from "mdast-util-directive";
import type { Processor } from "unified";
import { FRONT_MATTER } from "../content/frontmatter.ts";
import { singleTildeStrikethrough } from "./markdown-it-single-tilde.ts";

/** `name`, `name[label]`, `name{attributes}`: what remark-directive accepts after `:::`. */
const DIRECTIVE_INFO = /^([A-Za-z][\w-]*)(?:\[(.*)\])?(?:\{(.*)\})?$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const MAY_BE_GFM_LITERAL = /:\/\/|@|www\./i;
const TASK_MARKER = /^\[([ xX])\](?=[ \t\n]|$)/;

function createMarkdownIt(): MarkdownIt {
  const md = new MarkdownIt("default", { html: true, linkify: true, typographer: false });
  // URLs stay as written: remark-links checks them (and reports script URLs, which markdown-it
  // would silently leave as text), and the mdast → hast step (mdast-to-hast.ts) normalises them.
  md.validateLink = () => true;
  md.normalizeLink = (url) => url;
  md.normalizeLinkText = (text) => text;
  // The plugins' type packages describe markdown-it's CommonJS build; the API is the same.
  md.use(markdownItContainer as unknown as PluginWithParams, "directive", {
    marker: ":",
    validate: (info: string) => DIRECTIVE_INFO.test(info.trim()),
  });
  md.use(markdownItFootnote as unknown as PluginSimple);
  md.use(singleTildeStrikethrough);
  md.core.ruler.before("linkify", "join_entities", joinEntities);
  // linkify-it tests every text with large regexes (a tenth of the Markdown phase). Every link
  // it makes that GFM makes too has '://' (http, https, ftp), an '@' (e-mail, mailto:) or
  // 'www.': text without them skips the test (linkify-it would only find bare domains and
  // '//host' there, which are not GFM links).
  const linkifyTest = md.linkify.test.bind(md.linkify);
  md.linkify.test = (text: string) => MAY_BE_GFM_LITERAL.test(text) && linkifyTest(text);
  return md;
}

/**
 * Merges decoded entities (`&lt;`) into the text around them before linkify runs: markdown-it
 * does not link a URL right after one (`&lt;team@example.com&gt;`), GFM does. Backslash escapes
 * stay apart, so `http\\://` is still not a link.
 */
function joinEntities(state: StateCore): void {
  for (const block of state.tokens) {
    if (block.type !== "inline" || !block.children) continue;
    const joined: Token[] = [];
    for (const token of block.children) {
      const previous = joined[joined.length - 1];
      const mergeable = token.type === "text" || (token.type === "text_special" && token.info === "entity");
      if (mergeable && previous && (previous.type === "text" || (previous.type === "text_special" && previous.info === "entity"))) {
        previous.type = "text";
        previous.content += token.content;
      } else {
        if (mergeable) token.type = "text";
        joined.push(token);
      }
    }
    block.children = joined;
  }
}

const md = createMarkdownIt();

/** A position on one line: the pipeline's messages name lines only. */
function at(line: number): Position {
  return { start: { line, column: 1 }, end: { line, column: 1 } };
}

/** Blanks the front matter out, keeping its line breaks so token lines stay file lines. */
function withoutFrontMatter(source: string): string {
  const match = FRONT_MATTER.exec(source);
  return match ? match[0].replace(/[^\n]/g, "") + source.slice(match[0].length) : source;
}

/** GFM links bare URLs only when they have a scheme, start with `www.` or are e-mail addresses. */
function isGfmLiteral(href: string, text: string): boolean {
  return SCHEME.test(text) || /^www\./i.test(text) || (href.startsWith("mailto:") && !text.startsWith("mailto:"));
}

/** A footnote's label and identifier; `^[inline]` footnotes have no label and are numbered. */
function footnote(token: Token): { identifier: string; label: string } {
  const meta = token.meta as { id: number; label?: string };
  const label = meta.label ?? String(meta.id + 1);
  return { identifier: label.replace(/[\t\n\r ]+/g, " ").trim().toLowerCase(), label };
}

function appendText(children: PhrasingContent[], value: string): void {
  if (!value) return;
  const last = children[children.length - 1];
  // micromark gives one text node for a run of text and soft line breaks; so do we.
  if (last?.type === "text") last.value += value;
  else children.push({ type: "text", value });
}

function plainText(tokens: Token[]): string {
  let text = "";
  for (const token of tokens) {
    if (token.type === "text" || token.type === "code_inline" || token.type === "text_special") text += token.content;
    else if (token.type === "image") text += plainText(token.children ?? []);
    else if (token.type === "softbreak" || token.type === "hardbreak") text += "\n";
  }
  return text;
}

/** Converts the children of an `inline` token; `line` is the file line the inline starts on. */
function phrasing(tokens: Token[], line: number): PhrasingContent[] {
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
        stack.pop();
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

/** The inline tree of a container directive's `[label]`, as remark-directive gives it. */
function directiveLabel(label: string, line: number): Paragraph {
  const inline = md.parseInline(label, {})[0];
  return { type: "paragraph", data: { directiveLabel: true } as Paragraph["data"], children: phrasing(inline?.children ?? [], line) };
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

/** A list item that starts with `[ ]` or `[x]` and then more is a task: the marker becomes `checked`. */
function markTask(item: ListItem): void {
  const first = item.children[0];
  if (first?.type !== "paragraph") return;
  const text = first.children[0];
  if (text?.type !== "text") return;
  const marker = TASK_MARKER.exec(text.value);
  if (!marker) return;
  const rest = text.value.slice(marker[0].length).replace(/^[ \t]+/, "");
  // GFM wants something after the marker: `- [ ]` alone is a list item showing "[ ]".
  if (!rest && first.children.length === 1) return;
  item.checked = marker[1] !== " ";
  text.value = rest;
  if (!rest) first.children.shift();
}

function cellAlign(token: Token): AlignType {
  const style = token.attrGet("style") ?? "";
  const match = /text-align:\s*(left|right|center)/.exec(style);
  return match ? (match[1] as AlignType) : null;
}

function trimFinalNewline(value: string): string {
  return value.endsWith("\n") ? value.slice(0, -1) : value;
}

/** Parses Markdown to mdast. Lines in positions are lines of `source` (front matter included). */
export function parseMarkdown(source: string): Root {
  const tokens = md.parse(withoutFrontMatter(source), {});
  const root: Root = { type: "root", children: [] };
  const stack: Parent[] = [root];
  // Lists whose paragraphs markdown-it showed (not hidden): loose lists.
  const looseLists = new Set<List>();
  let blockLine = 1;
  const parent = () => stack[stack.length - 1]!;
  const push = (node: RootContent & Parent) => {
    (parent().children as RootContent[]).push(node);
    stack.push(node);
  };
  const add = (node: RootContent) => (parent().children as RootContent[]).push(node);

  for (const token of tokens) {
    if (token.map) blockLine = token.map[0] + 1;
    switch (token.type) {
      case "paragraph_open": {
        const container = parent();
        if (container.type === "listItem" && !token.hidden) {
          const list = stack[stack.length - 2] as List;
          looseLists.add(list);
        }
        push({ type: "paragraph", children: [] });
        break;
      }
      case "heading_open":
        push({ type: "heading", depth: Number(token.tag.slice(1)) as 1 | 2 | 3 | 4 | 5 | 6, children: [], position: at(blockLine) });
        break;
      case "blockquote_open":
        push({ type: "blockquote", children: [] });
        break;
      case "bullet_list_open":
      case "ordered_list_open": {
        const ordered = token.type === "ordered_list_open";
        push({ type: "list", ordered, start: ordered ? Number(token.attrGet("start") ?? 1) : null, spread: false, children: [] });
        break;
      }
      case "list_item_open":
        push({ type: "listItem", spread: false, checked: null, children: [] });
        break;
      case "table_open":
        push({ type: "table", align: [], children: [] });
        break;
      case "tr_open":
        push({ type: "tableRow", children: [] });
        break;
      case "th_open":
      case "td_open": {
        if (token.type === "th_open") (stack[stack.length - 2] as Table).align!.push(cellAlign(token));
        push({ type: "tableCell", children: [] });
        break;
      }
      case "container_directive_open": {
        const [, name, label, attributes] = DIRECTIVE_INFO.exec(token.info.trim())!;
        const directive: ContainerDirective = {
          type: "containerDirective",
          name: name!,
          attributes: directiveAttributes(attributes),
          children: label === undefined ? [] : [directiveLabel(label, blockLine)],
          position: at(blockLine),
        };
        push(directive as never);
        break;
      }
      case "footnote_open":
        push({ type: "footnoteDefinition", ...footnote(token), children: [] });
        break;
      case "paragraph_close": {
        stack.pop();
        const container = parent();
        if (container.type === "listItem" && container.children.length === 1) markTask(container as ListItem);
        break;
      }
      case "bullet_list_close":
      case "ordered_list_close": {
        const list = stack.pop() as List;
        if (looseLists.has(list)) {
          list.spread = true;
          for (const item of list.children) item.spread = true;
        }
        break;
      }
      case "heading_close":
      case "blockquote_close":
      case "list_item_close":
      case "table_close":
      case "tr_close":
      case "th_close":
      case "td_close":
      case "container_directive_close":
      case "footnote_close":
        stack.pop();
        break;
      case "inline":
        (parent().children as PhrasingContent[]).push(...phrasing(token.children ?? [], blockLine));
        break;
      case "fence": {
        const info = token.info.trim();
        const space = info.search(/\s/);
        add({
          type: "code",
          lang: info ? (space === -1 ? info : info.slice(0, space)) : null,
          meta: space === -1 ? null : info.slice(space).trim() || null,
          value: trimFinalNewline(token.content),
          position: at(blockLine),
        });
        break;
      }
      case "code_block":
        add({ type: "code", lang: null, meta: null, value: trimFinalNewline(token.content), position: at(blockLine) });
        break;
      case "hr":
        add({ type: "thematicBreak" });
        break;
      case "html_block":
        add({ type: "html", value: trimFinalNewline(token.content), position: at(blockLine) });
        break;
      // thead/tbody (mdast has rows only), the footnote block wrapper: no node of their own.
    }
  }
  return root;
}

/** The unified plugin: `unified().use(remarkMarkdownIt)` instead of remark-parse. */
export function remarkMarkdownIt(this: Processor): void {
  this.parser = (document: string) => parseMarkdown(document);
}
