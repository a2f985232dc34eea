// What the plugins of one file's render report into (warnings, links, headings, sections), and
// the result's fields made of them. The Markdown pipeline (pipeline.ts) and the MDX compiler
// (mdx/compile-mdx.ts) run the same plugins and give the same fields.
import { flatString } from "../flat-string.ts";
import type { TocItem } from "../shared/types.ts";
import type { MarkdownWarning, RenderedMarkdown } from "./pipeline.ts";
import type { CollectedLink } from "./remark-links.ts";
import type { Section } from "./rehype-sections.ts";

type Located = { target: string; line?: number };

export function fileReports() {
  return {
    warnings: [] as MarkdownWarning[],
    linkReport: { links: [] as CollectedLink[], brokenMarkdownLinks: [] as Located[], unsafe: [] as Located[], missingAssets: [] as Located[] },
    headingReport: { toc: [] as TocItem[], headings: [] as TocItem[], ids: [] as string[], duplicates: [] as string[], h1: undefined as string | undefined, h1Html: undefined as string | undefined, h1InPlace: false },
    sectionReport: { sections: [] as Section[], wordCount: 0 },
    /** What an MDX file's `<head>` sets (remark-mdx-components.ts). */
    head: {} as { title?: string; description?: string },
  };
}

export type FileReports = ReturnType<typeof fileReports>;

/**
 * In the order of the file's lines (stable; those without a line last). The fast engine's
 * parser puts footnote definitions at the end of the tree, where markdown-it collects them.
 */
export function byLine<T extends { line?: number }>(items: T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.line ?? Infinity) - (b.item.line ?? Infinity) || a.index - b.index)
    .map((x) => x.item);
}

/** The result's fields, once the file is rendered: unsafe links and duplicate ids warned of, everything by line. */
export function finishedReports({ warnings, linkReport, headingReport, sectionReport, head }: FileReports): Omit<RenderedMarkdown, "html"> {
  for (const u of linkReport.unsafe) warnings.push({ message: `unsafe link "${u.target}" removed`, line: u.line });
  for (const id of headingReport.duplicates) warnings.push({ message: `duplicate heading id "${id}"` });
  // Kept until the page and the search index are written: stored flat, not as ropes.
  for (const section of sectionReport.sections) flatString(section.text);
  return {
    toc: headingReport.toc,
    h1: headingReport.h1,
    ...(headingReport.h1Html !== undefined ? { h1Html: headingReport.h1Html } : {}),
    ...(headingReport.h1InPlace ? { h1InPlace: true as const } : {}),
    headingIds: headingReport.ids,
    links: byLine(linkReport.links),
    brokenMarkdownLinks: byLine(linkReport.brokenMarkdownLinks),
    missingAssets: byLine(linkReport.missingAssets),
    sections: sectionReport.sections,
    wordCount: sectionReport.wordCount,
    warnings: byLine(warnings),
    ...(head.title !== undefined || head.description !== undefined ? { head } : {}),
  };
}
