// The markdown-it instance that tokenises Markdown for parse-markdown.ts: CommonMark with GFM
// tables, strikethrough (double and single tilde), autolink literals and footnotes, and
// `:::name[label]{attributes}` containers for remark-directive's container directives (and
// `:::note Title`, Docusaurus's older admonition title: admonition-titles.ts). Two
// changes make its links match GFM's: decoded entities are joined to the text around them
// before linkify runs, and text that cannot hold a GFM autolink literal skips linkify's test.
import MarkdownIt from "markdown-it";
import type { PluginSimple, PluginWithParams, StateCore, StateInline, Token } from "markdown-it";
import markdownItContainer from "markdown-it-container";
import markdownItFootnote from "markdown-it-footnote";
import { MAX_NESTING } from "../nesting.ts";
import { singleTildeStrikethrough } from "./markdown-it-single-tilde.ts";
import { directiveInfo } from "../admonition-titles.ts";

/** `name`, `name[label]`, `name{attributes}`: what remark-directive accepts after `:::`. */
export const DIRECTIVE_INFO = /^([A-Za-z][\w-]*)(?:\[(.*)\])?(?:\{(.*)\})?$/;
const MAY_BE_GFM_LITERAL = /:\/\/|@|www\./i;
/**
 * What an inline token's source has when one of its texts may be a GFM literal: those texts'
 * marks, or a character reference, which joinEntities decodes into its text ('&#64;' is '@').
 */
const MAY_HOLD_GFM_LITERAL = new RegExp(`${MAY_BE_GFM_LITERAL.source}|&`, "i");

function createMarkdownIt(): MarkdownIt {
  const md = new MarkdownIt("default", { html: true, linkify: true, typographer: false });
  // markdown-it drops, without a word, what is nested deeper than its `maxNesting` (100 by
  // default; the option is missing from its type package). One above sitec's limit, whatever it
  // drops is deeper than the limit, which the conversion reports as an error (nesting.ts).
  Object.assign(md.options, { maxNesting: MAX_NESTING + 1 });
  // URLs stay as written: remark-links checks them (and reports script URLs, which markdown-it
  // would silently leave as text), and the mdast → hast step (mdast-to-hast.ts) normalises them.
  md.validateLink = () => true;
  md.normalizeLink = (url) => url;
  md.normalizeLinkText = (text) => text;
  // The plugins' type packages describe markdown-it's CommonJS build; the API is the same.
  md.use(markdownItContainer as unknown as PluginWithParams, "directive", {
    marker: ":",
    validate: (info: string) => DIRECTIVE_INFO.test(directiveInfo(info)),
  });
  md.use(markdownItFootnote as unknown as PluginSimple);
  md.core.ruler.before("footnote_tail", "footnote_first_definition", firstFootnoteDefinition);
  md.use(singleTildeStrikethrough);
  md.core.ruler.before("inline", "task_markers", taskMarkers);
  md.core.ruler.before("linkify", "join_entities", joinEntities);
  countCodeSpanLines(md);
  // linkify-it tests every text with large regexes, a noticeable part of the Markdown phase. Every
  // link it makes that GFM makes too has '://' (http, https, ftp), an '@' (e-mail, mailto:) or
  // 'www.': text without them skips the test (linkify-it would only find bare domains and
  // '//host' there, which are not GFM links). Its `pretest` of a whole inline token, before the
  // texts are tested, is the same large regex: it is skipped as well where no text can match.
  const linkifyTest = md.linkify.test.bind(md.linkify);
  md.linkify.test = (text: string) => MAY_BE_GFM_LITERAL.test(text) && linkifyTest(text);
  const linkifyPretest = md.linkify.pretest.bind(md.linkify);
  md.linkify.pretest = (content: string) => MAY_HOLD_GFM_LITERAL.test(content) && linkifyPretest(content);
  return md;
}

const TASK_MARKER = /^\[([ xX])\](?=[ \t\n]|$)/;

/**
 * Task list items (`- [x] done`): GFM reads the marker before the inline content, so `[x]` is a
 * task even where a link reference `[x]` is defined. The marker leaves the inline content and
 * its state goes to the list item token (`meta.checked`). GFM wants something after it: `- [ ]`
 * alone is a list item showing "[ ]".
 */
function taskMarkers(state: StateCore): void {
  const tokens = state.tokens;
  for (let i = 2; i < tokens.length; i++) {
    const inline = tokens[i]!;
    if (inline.type !== "inline" || tokens[i - 1]!.type !== "paragraph_open" || tokens[i - 2]!.type !== "list_item_open") continue;
    const marker = TASK_MARKER.exec(inline.content);
    if (!marker) continue;
    const rest = inline.content.slice(marker[0].length).replace(/^[ \t]+/, "");
    if (!rest) continue;
    inline.content = rest;
    tokens[i - 2]!.meta = { checked: marker[1] !== " " };
  }
}

/**
 * Of two footnote definitions with one label, the first counts, as in GFM (and as for link
 * reference definitions); markdown-it-footnote would take the last. The later ones are dropped
 * before it collects them. (Labels are compared as markdown-it-footnote compares them, exactly.)
 */
function firstFootnoteDefinition(state: StateCore): void {
  const seen = new Set<string>();
  const kept: Token[] = [];
  let dropping = false;
  for (const token of state.tokens) {
    if (token.type === "footnote_reference_open") {
      const label = String((token.meta as { label?: string }).label);
      dropping = seen.has(label);
      seen.add(label);
    }
    if (!dropping) kept.push(token);
    if (token.type === "footnote_reference_close") dropping = false;
  }
  state.tokens = kept;
}

type InlineRule = (state: StateInline, silent: boolean) => boolean;

/**
 * Records on each code span token how many line breaks its source held: markdown-it writes them
 * as spaces (as CommonMark says), and without the count the lines given to everything after a
 * span that crosses a line would be one short.
 */
function countCodeSpanLines(md: MarkdownIt): void {
  // Ruler has no public getter for a rule's function; wrapping one is what plugins do.
  const rules = (md.inline.ruler as unknown as { __rules__: { name: string; fn: InlineRule }[] }).__rules__;
  const backticks = rules.find((rule) => rule.name === "backticks")!.fn;
  md.inline.ruler.at("backticks", (state, silent) => {
    const start = state.pos;
    const count = state.tokens.length;
    const matched = backticks(state, silent);
    if (matched && !silent && state.tokens.length > count) {
      let lineBreaks = 0;
      for (let i = start; i < state.pos; i++) if (state.src.charCodeAt(i) === 10) lineBreaks++;
      if (lineBreaks) state.tokens[state.tokens.length - 1]!.meta = { lineBreaks };
    }
    return matched;
  });
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

/** The instance every parse uses. */
export const md = createMarkdownIt();
