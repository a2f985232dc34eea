// Docusaurus unwraps ```mdx-code-block fences before it reads a file (its Markdown preprocessor):
// what they hold is MDX of the page, fenced so that other Markdown tools show it as code. Here the
// two fence lines become empty lines, so that every other line keeps its number (errors and
// links name the line of the file).
import { readTextFile } from "./read-text.ts";

const FENCE = /^( *)(`{3,4}) *mdx-code-block *\r?\n([\s\S]*?)\r?\n\1?\2[ \t]*$/gm;

/** A doc's, post's or Markdown page's text as the loaders read it: its ```mdx-code-block fences unwrapped. */
export const readMarkdownFile = (file: string): string => unwrapMdxCodeBlocks(readTextFile(file));

/** `text` with each ```mdx-code-block fence (three or four backticks) unwrapped. */
export function unwrapMdxCodeBlocks(text: string): string {
  if (!text.includes("mdx-code-block")) return text;
  return text.replace(FENCE, (_block, _indent: string, _fence: string, children: string) => `\n${children}\n`);
}
