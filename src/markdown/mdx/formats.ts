// The names of `markdown.format` (config) and `mdx.format` (front matter), as Docusaurus has them.
export const MARKDOWN_FORMATS = ["detect", "md", "mdx"] as const;
export type MarkdownFormat = (typeof MARKDOWN_FORMATS)[number];
