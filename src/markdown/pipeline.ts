// The unified pipeline: Markdown (+ front matter, GFM, directives; see parse-markdown.ts) → HTML, with the data
// later stages need: TOC, heading ids, links, sections, warnings.
import { unified } from "unified";
import type { Root } from "hast";
import type { Root as MdastRoot } from "mdast";
import type { TocItem } from "../shared/types.ts";
import { remarkMarkdownIt } from "./parse-markdown.ts";
import { remarkAdmonitions } from "./remark-admonitions.ts";
import { remarkContentWarnings } from "./remark-content-warnings.ts";
import { remarkLinks, type CollectedLink, type LinkContext } from "./remark-links.ts";
import { rehypeHeadings } from "./rehype-headings.ts";
import { rehypeCode } from "./rehype-code.ts";
import { rehypeContent } from "./rehype-content.ts";
import { rehypeSections, type Section } from "./rehype-sections.ts";
import { hastToHtml } from "./hast-to-html.ts";
import { mdastToHast } from "./mdast-to-hast.ts";

export interface MarkdownWarning {
  message: string;
  line?: number;
}

export interface RenderedMarkdown {
  html: string;
  toc: TocItem[];
  h1?: string;
  headingIds: string[];
  links: CollectedLink[];
  sections: Section[];
  wordCount: number;
  warnings: MarkdownWarning[];
  /** `.md` links that lead to no doc. */
  brokenMarkdownLinks: { target: string; line?: number }[];
}

export interface MarkdownOptions extends LinkContext {
  toc: { min: number; max: number };
}

/** Renders one Markdown source (front matter included, so positions are file lines). */
export function renderMarkdown(source: string, options: MarkdownOptions): Promise<RenderedMarkdown> {
  return renderMarkdownWith(hastToHtml, source, options);
}

/** `renderMarkdown` with another HTML serialiser (tests compare serialisers with it). */
export async function renderMarkdownWith(serialise: (tree: Root) => string, source: string, options: MarkdownOptions): Promise<RenderedMarkdown> {
  const warnings: MarkdownWarning[] = [];
  const linkReport = {
    links: [] as CollectedLink[],
    brokenMarkdownLinks: [] as { target: string; line?: number }[],
    unsafe: [] as { target: string; line?: number }[],
  };
  const headingReport = { toc: [] as TocItem[], ids: [] as string[], duplicates: [] as string[], h1: undefined as string | undefined };
  const sectionReport = { sections: [] as Section[], wordCount: 0 };
  const processor = unified()
    .use(remarkMarkdownIt)
    .use(remarkContentWarnings((w) => warnings.push(w)))
    .use(remarkAdmonitions((w) => warnings.push(w)))
    .use(remarkLinks(options, linkReport))
    // Raw HTML is dropped (remarkContentWarnings reports it): content is Markdown only.
    .use(() => (tree) => mdastToHast(tree as MdastRoot))
    .use(rehypeHeadings(headingReport, options.toc))
    .use(rehypeCode((w) => warnings.push(w)))
    .use(rehypeContent)
    .use(rehypeSections(sectionReport))
    .use(function stringify() {
      this.compiler = (tree) => serialise(tree as Root);
    });
  const file = await processor.process(source);
  for (const u of linkReport.unsafe) warnings.push({ message: `unsafe link "${u.target}" removed`, line: u.line });
  for (const id of headingReport.duplicates) warnings.push({ message: `duplicate heading id "${id}"` });
  return {
    html: String(file),
    toc: headingReport.toc,
    h1: headingReport.h1,
    headingIds: headingReport.ids,
    links: linkReport.links,
    brokenMarkdownLinks: linkReport.brokenMarkdownLinks,
    sections: sectionReport.sections,
    wordCount: sectionReport.wordCount,
    warnings,
  };
}
