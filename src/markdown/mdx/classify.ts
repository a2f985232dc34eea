// Which files are MDX. `.mdx` files are; a `.md` file is when it uses syntax that MDX reads and
// Markdown does not: top-level `import`/`export` lines, JSX elements named with a capital letter
// (`<Tabs>`), `{expressions}` and `{/* comments */}` outside code, Markdown inside an HTML block
// with no blank line between (markdown-in-html.ts), and a `<head>` block (the page's head, which
// MDX takes out). Other lowercase HTML (`<br>`, `<details>`), autolinks (`<https://…>`) and
// heading ids (`## Title {#id}`) are Markdown, and such files stay on the fast engine.
// `markdown.format` (config) and `mdx.format` (front matter) force a reading, with Docusaurus's
// names: "mdx" reads every file as MDX, "md" none.
import { hasHtmlMdxCannotParse, hasMarkdownInHtmlBlock } from "./markdown-in-html.ts";
import { forEachProseLine } from "./scan.ts";
import type { MarkdownFormat } from "./formats.ts";

export type { MarkdownFormat };

const IMPORT = /^import\s+(?:["']|(?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*\s+as\s+[\w$]+)?\s*from\s+["'])/;
const EXPORT = /^export\s+(?:const|let|var|function|class|default|async\s+function|\{|\*)/;
/** `<Tabs`, `</Tabs`, `<Tabs.Item`: not an autolink (`<Https://…>` has a colon after the name). */
const JSX_ELEMENT = /<\/?[A-Z][\w$]*(?:\.[\w$]+)*(?=[\s/>]|$)/;
/** A heading's trailing `{#custom-id}`: Markdown (sitec and Docusaurus both read it). */
const HEADING_ID = /^\s{0,3}#{1,6}\s.*?(\{#[^}\s]+\})\s*$/;

/** What MDX syntax starts with: `{`, a capitalised tag, an `import`/`export` line. */
const MDX_START = /\{|<\/?[A-Z]|^(?:import|export)\s/m;

/**
 * Fenced code blocks, ``` or ~~~, up to their closing fence or the end of the file, as
 * forEachProseLine (scan.ts) reads them: a backtick fence's info has no backtick, a closing fence
 * is at least as long, of the same character, with nothing after it.
 */
const FENCED_CODE = /^ {0,3}(?:(`{3,})(?=[^`\n]*$)[^\n]*\n[\s\S]*?(?:^ {0,3}\1`*[ \t\r]*$|(?![\s\S]))|(~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\2~*[ \t\r]*$|(?![\s\S])))/gm;

/**
 * False when `source` cannot use MDX syntax: none of its starts is left once fenced code is
 * taken out. Two passes of the regular expression engine, where the line-by-line scan took most
 * of the classifier's time on site/ (most files' `{` and `<` are in fenced code). Only what the
 * scan also reads as code is taken out, so a file this rules out is one the scan rules out too
 * (test/unit/markdown/mdx/classify.test.ts compares both on every Markdown file of the
 * repository). Front matter is left out first, as the scan does; files with display math go to
 * the scan (a fence in it is not one).
 */
function mayUseMdxSyntax(source: string): boolean {
  if (!MDX_START.test(source)) return false;
  if (source.includes("$$")) return true;
  return MDX_START.test(withoutFrontMatter(source).replace(FENCED_CODE, ""));
}

/** `source` after its front matter (`---` on the first line up to the next `---` or `...`), as forEachProseLine skips it. */
function withoutFrontMatter(source: string): string {
  const firstEnd = source.indexOf("\n");
  if (firstEnd === -1 || !/^---\s*$/.test(source.slice(0, firstEnd))) return source;
  const close = /^(?:---|\.\.\.)\s*$/m.exec(source.slice(firstEnd + 1));
  if (!close) return source;
  const end = source.indexOf("\n", firstEnd + 1 + close.index);
  return end === -1 ? "" : source.slice(end + 1);
}

/** True when `source` (front matter included) uses MDX syntax outside code. */
export function usesMdxSyntax(source: string): boolean {
  return mayUseMdxSyntax(source) && scanForMdxSyntax(source);
}

/** `usesMdxSyntax` by the line-by-line scan alone (exported for the test that holds the quick check to it). */
export function scanForMdxSyntax(source: string): boolean {
  let found = false;
  let inComment = false;
  forEachProseLine(source, ({ masked, afterBlank }) => {
    if (found) return;
    let text = masked;
    // HTML comments may hold anything; what they hold is not syntax.
    if (inComment || text.includes("<!--")) {
      let out = "";
      let i = 0;
      while (i < text.length) {
        if (inComment) {
          const end = text.indexOf("-->", i);
          if (end === -1) {
            i = text.length;
          } else {
            inComment = false;
            i = end + 3;
          }
        } else {
          const start = text.indexOf("<!--", i);
          if (start === -1) {
            out += text.slice(i);
            break;
          }
          out += text.slice(i, start);
          inComment = true;
          i = start + 4;
        }
      }
      text = out;
    }
    if (afterBlank && (IMPORT.test(text) || EXPORT.test(text))) found = true;
    else if (JSX_ELEMENT.test(text)) found = true;
    else {
      const heading = HEADING_ID.exec(text);
      if (heading) text = text.slice(0, text.length - heading[0].length + heading[0].lastIndexOf(heading[1]!));
      // Inline math (`$x^{2}$`, for remark-math): its braces are LaTeX's.
      if (text.includes("$")) text = text.replace(/\$[^$\n]+\$/g, "");
      if (/(^|[^\\])\{/.test(text)) found = true;
    }
  });
  return found;
}

/**
 * How one file is read: `fileFormat` is its front matter's `mdx.format`, `siteFormat` the config's
 * `markdown.format`. "detect" reads `.mdx` files as MDX and `.md` files by their syntax.
 */
export function isMdxFile(file: string, source: string, siteFormat: MarkdownFormat, fileFormat?: MarkdownFormat): boolean {
  const format = fileFormat ?? siteFormat;
  if (format === "mdx") return true;
  if (format === "md") return false;
  return file.endsWith(".mdx") || usesMdxSyntax(source) || readsMarkdownInHtmlAsMdx(source) || readsHeadAsMdx(source);
}

/** A `<head>` block in the prose (`<head><title>…`): the line that starts one. */
const HEAD_BLOCK = /^ {0,3}<head[\s>]/;

/**
 * A `<head>` element in the prose, in a file whose HTML MDX can parse. Docusaurus reads `.md`
 * files as MDX, which takes a `<head>` out of the page and makes its title and description the
 * page's (remark-mdx-components.ts); read as Markdown, its `<meta>` would be dropped and its
 * `<title>` shown as text.
 */
export function readsHeadAsMdx(source: string): boolean {
  if (!source.includes("<head")) return false;
  let found = false;
  forEachProseLine(source, ({ masked }) => {
    if (!found && HEAD_BLOCK.test(masked)) found = true;
  });
  return found && !hasHtmlMdxCannotParse(withoutFrontMatter(source).replace(FENCED_CODE, ""));
}

/** Markdown inside an HTML block, in a file whose HTML MDX can parse (markdown-in-html.ts). */
export function readsMarkdownInHtmlAsMdx(source: string): boolean {
  return hasMarkdownInHtmlBlock(source) && !hasHtmlMdxCannotParse(withoutFrontMatter(source).replace(FENCED_CODE, ""));
}
