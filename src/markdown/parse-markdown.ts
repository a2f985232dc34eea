// The pipeline's parser: Markdown (CommonMark + GFM tables, strikethrough, task lists, autolink
// literals and footnotes, `:::name[label]` container directives, YAML front matter) → mdast.
//
// markdown-it tokenises and this module turns its token stream into the mdast that remark's
// own parser (micromark) would give for the same input, so the remark and rehype plugins after
// it do not know the difference. The reason is speed: markdown-it parses many times faster than
// micromark with GFM, and parsing was most of a build (bench:build; the figures are in
// bench/results/2026-11-22-fourth-series.md).
//
// The parts, in parse/: markdown-it-setup.ts (the markdown-it instance and its plugins),
// blocks.ts (block tokens → the tree), inline.ts (inline tokens → phrasing content),
// directives.ts (container directives) and tokens.ts (positions and footnote labels).
import type { Root } from "mdast";
import type { Processor } from "unified";
import { FRONT_MATTER } from "../content/frontmatter.ts";
import { blocksToMdast } from "./parse/blocks.ts";
import { md } from "./parse/markdown-it-setup.ts";

/** Blanks the front matter out, keeping its line breaks so token lines stay file lines. */
function withoutFrontMatter(source: string): string {
  const match = FRONT_MATTER.exec(source);
  return match ? match[0].replace(/[^\n]/g, "") + source.slice(match[0].length) : source;
}

/** Parses Markdown to mdast. Lines in positions are lines of `source` (front matter included). */
export function parseMarkdown(source: string): Root {
  return blocksToMdast(md.parse(withoutFrontMatter(source), {}));
}

/** The unified plugin: `unified().use(remarkMarkdownIt)` instead of remark-parse. */
export function remarkMarkdownIt(this: Processor): void {
  this.parser = (document: string) => parseMarkdown(document);
}
