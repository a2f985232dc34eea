// Markdown written inside an HTML block, with no blank line between:
//
//     <details>
//     <summary>Setup</summary>
//     Run `make` first.
//     ```shell
//     make
//     ```
//     </details>
//
// CommonMark keeps every line of an HTML block as raw HTML up to the next blank line, so the
// backticks and the fence stay as text. MDX, which Docusaurus 3 reads every `.md` file with,
// parses what follows a tag as Markdown: inline code and a code block. Docusaurus projects write
// this (secureCodeBox's docs do, on two pages), so such a file is read as MDX under `detect`
// (classify.ts), and its page shows what Docusaurus shows.
//
// HTML blocks are CommonMark's kinds 6 (a block-level tag name, which may interrupt a paragraph)
// and 7 (a whole tag alone on its line, which may not); comments, `<pre>`, `<script>`, `<style>`
// and `<textarea>` hold raw text in both readings and are passed over. A tag written over several
// lines (`<img` … `/>`) is one tag, not Markdown.
//
// A file whose HTML MDX cannot parse (a void element not closed, `<br>`; an attribute value
// without quotes) is not one Docusaurus builds, and stays Markdown: CommonMark reads it.

import { bodyStart, FENCE } from "./scan.ts";

/** CommonMark's block-level tag names (HTML blocks of kind 6). */
const BLOCK_TAGS = new Set(
  "address article aside base basefont blockquote body caption center col colgroup dd details dialog dir div dl dt fieldset figcaption figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hr html iframe legend li link main menu menuitem nav noframes ol optgroup option p param search section summary table tbody td tfoot th thead title tr track ul".split(" "),
);
const KIND_6 = /^ {0,3}<\/?([A-Za-z][A-Za-z0-9-]*)(?=[\s/>]|$)/;
/** A whole open or closing tag alone on its line (kind 7); attribute values without line breaks. */
const KIND_7 = /^ {0,3}(?:<[A-Za-z][A-Za-z0-9-]*(?:\s+[A-Za-z_:][\w.:-]*(?:\s*=\s*(?:[^\s"'=<>`]+|'[^']*'|"[^"]*"))?)*\s*\/?>|<\/[A-Za-z][A-Za-z0-9-]*\s*>)\s*$/;
/** Kinds 1 to 5: raw text up to their own end, blank lines or not. */
const RAW_START = /^ {0,3}(?:<(pre|script|style|textarea)(?=[\s>]|$)|<!--|<\?|<![A-Za-z]|<!\[CDATA\[)/i;

/** A quick check that no line starting with `<` is followed directly by one that does not: then no HTML block holds Markdown. */
const MAYBE = /^[ \t]*<[^\n]*\n[ \t]*[^\s<]/m;

/** HTML that MDX's JSX cannot parse: a void element without `/>`, an attribute value without quotes. */
const NOT_JSX = /<(?:area|base|br|col|embed|hr|img|input|link|meta|param|source|track|wbr)\b(?:[^>"']|"[^"]*"|'[^']*')*(?<!\/)>|<[A-Za-z][\w-]*\s(?:[^>"']|"[^"]*"|'[^']*')*?\s?[\w-]+=[^\s"'{>][^\s>]*/i;

/** True when `prose` (a file without its fenced code) has HTML that MDX cannot parse, as above. */
export function hasHtmlMdxCannotParse(prose: string): boolean {
  return NOT_JSX.test(prose);
}

/** True when a line of `source` (front matter aside) is Markdown inside an HTML block, as above. */
export function hasMarkdownInHtmlBlock(source: string): boolean {
  if (!MAYBE.test(source)) return false;
  const lines = source.split("\n");
  let index = bodyStart(lines);
  let fence: string | undefined;
  let rawEnd: RegExp | undefined;
  let inHtml = false;
  let inTag = false;
  let inParagraph = false;
  for (; index < lines.length; index++) {
    const text = lines[index]!.replace(/\r$/, "");
    if (fence) {
      const close = FENCE.exec(text);
      if (close && close[1]![0] === fence[0] && close[1]!.length >= fence.length && text.slice(close[0].length).trim() === "") fence = undefined;
      continue;
    }
    if (rawEnd) {
      if (rawEnd.test(text)) rawEnd = undefined;
      continue;
    }
    if (text.trim() === "") {
      inHtml = inTag = inParagraph = false;
      continue;
    }
    if (inHtml) {
      if (inTag || /^\s*</.test(text)) {
        inTag = opensTag(text, inTag);
        continue;
      }
      return true;
    }
    const open = FENCE.exec(text);
    if (open && !(open[1]![0] === "`" && text.slice(open[0].length).includes("`"))) {
      fence = open[1]!;
      inParagraph = false;
      continue;
    }
    const raw = RAW_START.exec(text);
    if (raw) {
      const end = raw[1] ? /<\/(?:pre|script|style|textarea)>/i : raw[0].includes("<!--") ? /-->/ : raw[0].includes("<?") ? /\?>/ : raw[0].includes("<![CDATA[") ? /\]\]>/ : />/;
      if (!end.test(text.slice(raw[0].length))) rawEnd = end;
      inParagraph = false;
      continue;
    }
    const kind6 = KIND_6.exec(text);
    if ((kind6 && BLOCK_TAGS.has(kind6[1]!.toLowerCase())) || (!inParagraph && KIND_7.test(text))) {
      inHtml = true;
      inTag = opensTag(text, false);
      continue;
    }
    inParagraph = true;
  }
  return false;
}

/** Whether a tag is still open at the line's end (`<img` with its attributes on the next lines). */
function opensTag(text: string, open: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "<" && /[A-Za-z/]/.test(text[i + 1] ?? "")) open = true;
    else if (c === ">") open = false;
  }
  return open;
}
