// The two engines that turn Markdown into HTML around the same plugins. They give the same HTML:
// a test builds the site with each and compares every file.
// - `fast`, the default: markdown-it tokenises and parse-markdown.ts turns the tokens into the
//   mdast remark-parse gives; mdast → hast and hast → HTML are our own converters, held to
//   mdast-util-to-hast and hast-util-to-html by tests. Parsing with micromark took several
//   times as long (bench:build; bench/results/2026-11-22-fourth-series.md).
// - `unified`: the chain of the unified collective itself: remark-parse, remark-frontmatter,
//   remark-gfm, remark-directive, remark-rehype, rehype-stringify. Micromark, its parser, is the
//   one that reads syntax plugins such as remark-math.
import type { Root as HastRoot } from "hast";
import type { Root as MdastRoot } from "mdast";
import rehypeStringify from "rehype-stringify";
import remarkDirective from "remark-directive";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { rawHtmlHandler } from "./raw-html.ts";
import type { Processor } from "unified";
import { legacyTitlesAsLabels } from "./admonition-titles.ts";
import { mdastToHast } from "./mdast-to-hast.ts";
import { MAX_NESTING, nestingBound } from "./nesting.ts";
import { parseMarkdown, remarkMarkdownIt } from "./parse-markdown.ts";
import type { MarkdownEngine } from "./engine-names.ts";
import { remarkDirectivesAsText } from "./remark-directives-as-text.ts";
import { remarkResolveReferences } from "./remark-resolve-references.ts";

export type { MarkdownEngine };

interface Engine {
  /** Adds the parser (Markdown with front matter, GFM and directives → mdast). */
  parse(processor: Processor): void;
  /** Runs after sitec's remark plugins, before the site's remarkPlugins. */
  afterDefaultRemark(processor: Processor): void;
  /** mdast → hast; raw HTML becomes `raw` nodes (comments alone are dropped), see raw-html.ts. */
  toHast(processor: Processor): void;
  /** hast → HTML; the fast engine's serialiser can be swapped (tests compare serialisers). */
  stringify(processor: Processor, serialise: (tree: HastRoot) => string): void;
}

/**
 * Before remark-parse reads a file that may nest deeper than the limit (nesting.ts), the fast
 * parser does, and stops at Markdown nested too deep with the error the fast engine gives:
 * remark-parse would run out of stack or take minutes first. Most files are cleared by the
 * bound from their text alone; measuring every file cost the unified engine about 4% of its
 * Markdown time.
 */
function nestingGuard(this: Processor): void {
  const parse = this.parser!;
  this.parser = (document, file) => {
    if (nestingBound(document) > MAX_NESTING) parseMarkdown(document);
    return parse(document, file);
  };
}

/**
 * Docusaurus's older admonition titles (`:::note Title`) as labels before remark-parse reads the
 * file (admonition-titles.ts). The file's value becomes the text parsed, so that positions'
 * offsets still point into it.
 */
function legacyAdmonitionTitles(this: Processor): void {
  const parse = this.parser!;
  this.parser = (document, file) => {
    const labelled = legacyTitlesAsLabels(document);
    if (labelled !== document) file.value = labelled;
    return parse(labelled, file);
  };
}

export const ENGINES: Record<MarkdownEngine, Engine> = {
  fast: {
    parse: (processor) => void processor.use(remarkMarkdownIt),
    afterDefaultRemark: () => undefined,
    toHast: (processor) => void processor.use(() => (tree) => mdastToHast(tree as MdastRoot)),
    stringify: (processor, serialise) =>
      void processor.use(function stringify(this: Processor) {
        this.compiler = (tree) => serialise(tree as HastRoot);
      }),
  },
  unified: {
    // References resolved as markdown-it resolves them, so that every plugin gets the same tree.
    parse: (processor) =>
      void processor.use(remarkParse).use(nestingGuard).use(legacyAdmonitionTitles).use(remarkFrontmatter, ["yaml"]).use(remarkGfm).use(remarkDirective).use(remarkResolveReferences),
    // The fast parser reads container directives only: `::leaf` and `:text` stay prose there.
    afterDefaultRemark: (processor) => void processor.use(remarkDirectivesAsText),
    toHast: (processor) => void processor.use(remarkRehype, { allowDangerousHtml: true, handlers: { html: rawHtmlHandler } }),
    stringify: (processor) => void processor.use(rehypeStringify),
  },
};
