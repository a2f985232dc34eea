// Route records of the Markdown pages of pages/ (src/content/markdown-pages.ts): the page's
// HTML and table of contents, its title from the front matter or its `# heading`, its
// description from the front matter or its first sentence. They are searched as "other" pages.
import type { MarkdownPageFile } from "../content/markdown-pages.ts";
import type { RenderedMarkdown } from "../markdown/pipeline.ts";
import { firstSentence, tocBetween } from "./doc-routes.ts";
import type { RouteEntry } from "./route-entry.ts";

export interface MarkdownPageRoutesInput {
  pages: readonly MarkdownPageFile[];
  rendered: Map<string, RenderedMarkdown>;
  /** The config's heading levels of the table of contents (a page's front matter may change them). */
  toc: { min: number; max: number };
  siteTitle: string;
}

export function markdownPageRoutes(input: MarkdownPageRoutesInput): RouteEntry[] {
  return input.pages.map((page) => {
    const fm = page.frontMatter;
    const rendered = input.rendered.get(page.file)!;
    const title = fm.title ?? rendered.h1 ?? (page.route === "/" ? input.siteTitle : page.id.split("/").filter((part) => part !== "index").pop()!);
    const toc = fm.hide_table_of_contents ? [] : tocBetween(rendered.toc, fm.toc_min_heading_level ?? input.toc.min, fm.toc_max_heading_level ?? input.toc.max);
    const keywords = fm.keywords?.filter(Boolean);
    return {
      file: page.file,
      contentLinks: rendered.links,
      inSitemap: !fm.unlisted,
      data: {
        path: page.route,
        title: rendered.head?.title ?? title,
        description: rendered.head?.description ?? fm.description ?? firstSentence(rendered),
        noindex: fm.unlisted,
        ...(fm.image ? { image: fm.image } : {}),
        ...(keywords?.length ? { keywords } : {}),
        props: { kind: "markdown-page", title, ...(rendered.h1 && !rendered.h1InPlace ? { heading: rendered.h1, ...(rendered.h1Html !== undefined ? { headingHtml: rendered.h1Html } : {}) } : {}), html: rendered.html, toc, ...(fm.wrapperClassName ? { wrapperClassName: fm.wrapperClassName } : {}) },
      },
      search: fm.unlisted ? undefined : { type: "other", indexTag: "default", pageTitle: title, sections: rendered.sections, tags: fm.keywords ?? [], parentCategories: [] },
    };
  });
}
