// The names of the Markdown engines (engines.ts), apart from the engines themselves so that the
// config's schema and the CLI name them without loading the parsers.
export const MARKDOWN_ENGINE_NAMES = ["fast", "unified"] as const;
export type MarkdownEngine = (typeof MARKDOWN_ENGINE_NAMES)[number];
