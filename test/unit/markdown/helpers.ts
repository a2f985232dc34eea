import { renderMarkdownFile, type MarkdownFileOptions, type RenderedMarkdown } from "../../../src/markdown/pipeline.ts";

/** Docs known to the link resolver of these tests, by the relative path a link writes. */
const DOCS: Record<string, string> = {
  "./other.md": "/docs/other",
  "other.md": "/docs/other",
  "../guides/setup.md": "/docs/guides/setup",
  "./with space.md": "/docs/with-space",
};

export function render(source: string, options: Partial<MarkdownFileOptions> = {}): Promise<RenderedMarkdown> {
  return renderMarkdownFile(source, {
    baseUrl: "/",
    toc: { min: 2, max: 3 },
    resolveMarkdownFile: (path) => DOCS[path],
    ...options,
  });
}

/** The opening tags of every element with `tag` in `html`. */
export function tags(html: string, tag: string): string[] {
  return html.match(new RegExp(`<${tag}(?:\\s[^>]*)?>`, "g")) ?? [];
}
