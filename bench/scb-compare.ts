// The main text of each doc and post page in two builds of one site, sitec's and Docusaurus's,
// compared with whitespace normalised. sitec's main text is the element marked
// `data-sitec-content`; Docusaurus's is `.theme-doc-markdown` (docs) or the `.markdown` of the
// page's `article` (posts). Page titles (the `header` and `h1`), buttons, heading anchors, tab
// labels (Docusaurus puts them in a tablist above the panels, sitec as a caption in each panel)
// and hidden elements are left out of both: each tool draws them its own way. Admonition titles
// are compared in lower case: Docusaurus writes the default title as the type ("note") and
// capitalises it with CSS, sitec writes "Note".
import { readdirSync, readFileSync, statSync, existsSync } from "node:fs";
import { join, relative } from "node:path";
import { parse, type DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

export interface PageDifference {
  page: string;
  /** Where the texts part, and each text around that place. */
  at: number;
  sitec: string;
  docusaurus: string;
}

export interface Comparison {
  pages: number;
  compared: number;
  equal: number;
  different: PageDifference[];
  /** Pages sitec wrote that Docusaurus did not (or that have no main text in one of them). */
  unmatched: string[];
}

const isElement = (node: Node): node is Element => "tagName" in node;
const attribute = (node: Node, name: string) => (isElement(node) ? node.attrs.find((a) => a.name === name)?.value : undefined);
const classes = (node: Node) => (attribute(node, "class") ?? "").split(/\s+/);
const DROPPED_TAGS = new Set(["button", "script", "style", "link", "template", "header", "h1"]);
const DROPPED_CLASSES = new Set(["hash-link", "heading-anchor", "copy-button", "clean-btn", "tab-caption"]);
const isAdmonitionTitle = (node: Node) => classes(node).some((c) => c === "admonition-title" || c.startsWith("admonitionHeading"));
const BLOCK = /^(p|div|li|h[2-6]|pre|tr|td|th|br|table|ul|ol|section|blockquote|details|summary|dt|dd)$/;

function find(node: Node, test: (node: Node) => boolean): Node | undefined {
  if (test(node)) return node;
  for (const child of "childNodes" in node ? node.childNodes : []) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

function textOf(node: Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterMap["textNode"]).value;
  if (!isElement(node) || DROPPED_TAGS.has(node.tagName) || attribute(node, "aria-hidden") === "true" || attribute(node, "role") === "tablist") return "";
  if (classes(node).some((c) => DROPPED_CLASSES.has(c))) return "";
  const children = node.tagName === "template" ? [] : node.childNodes;
  const inner = isAdmonitionTitle(node) ? children.map(textOf).join("").toLowerCase() : children.map(textOf).join("");
  return BLOCK.test(node.tagName) ? ` ${inner} ` : inner;
}

const normalise = (text: string) => text.replace(/[\u200b\u00a0]/g, " ").replace(/\s+/g, " ").trim();

/** The main text of a page of either build, or undefined when it has none. */
export function mainText(html: string, tool: "sitec" | "docusaurus"): string | undefined {
  const document = parse(html);
  let main: Node | undefined;
  if (tool === "sitec") main = find(document, (n) => attribute(n, "data-sitec-content") !== undefined);
  else {
    main = find(document, (n) => classes(n).includes("theme-doc-markdown"));
    const article = main ? undefined : find(document, (n) => n.nodeName === "article");
    if (article) main = find(article, (n) => classes(n).includes("markdown"));
  }
  return main && normalise(textOf(main));
}

function htmlFiles(dir: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) htmlFiles(path, into);
    else if (entry.endsWith(".html")) into.push(path);
  }
  return into;
}

export interface CompareOptions {
  /** Output folders of the doc and post pages (`docs/` and `blog/` unless given). */
  prefixes?: string[];
  /** Where Docusaurus wrote the page sitec wrote at `page` (the same path unless given). */
  docusaurusPage?: (page: string) => string;
}

/** Compares every doc and post page that sitec wrote with Docusaurus's. */
export function compareBuilds(sitecDir: string, docusaurusDir: string, options: CompareOptions = {}): Comparison {
  const prefixes = options.prefixes ?? ["docs/", "blog/"];
  const pages = htmlFiles(sitecDir)
    .map((file) => relative(sitecDir, file))
    .filter((page) => prefixes.some((prefix) => page.startsWith(prefix)))
    .sort();
  const result: Comparison = { pages: pages.length, compared: 0, equal: 0, different: [], unmatched: [] };
  for (const page of pages) {
    const other = join(docusaurusDir, options.docusaurusPage ? options.docusaurusPage(page) : page);
    const sitec = mainText(readFileSync(join(sitecDir, page), "utf8"), "sitec");
    const docusaurus = existsSync(other) ? mainText(readFileSync(other, "utf8"), "docusaurus") : undefined;
    if (sitec === undefined || docusaurus === undefined) {
      result.unmatched.push(page);
      continue;
    }
    result.compared++;
    if (sitec === docusaurus) {
      result.equal++;
      continue;
    }
    let at = 0;
    while (at < sitec.length && sitec[at] === docusaurus[at]) at++;
    const around = (text: string) => text.slice(Math.max(0, at - 60), at + 100);
    result.different.push({ page, at, sitec: around(sitec), docusaurus: around(docusaurus) });
  }
  return result;
}
