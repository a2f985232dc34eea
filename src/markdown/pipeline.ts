// The unified pipeline: Markdown (+ front matter, GFM, directives) → HTML, with the data later
// stages need: TOC, heading ids, links, sections, warnings. Either engine of engines.ts parses
// and serialises; sitec's plugins and the site's run the same on both.
import { remarkEmojiWhereUsed } from "./remark-emoji-where-used.ts";
import { flatString } from "../flat-string.ts";
import { fileReports, finishedReports } from "./file-reports.ts";
import { unified, type Processor } from "unified";
import type { Root } from "hast";
import type { TocItem } from "../shared/types.ts";
import { ENGINES, type MarkdownEngine } from "./engines.ts";
import { NO_PLUGINS, PluginError, useSitePlugins, type SitePlugins } from "./site-plugins.ts";
import { remarkAdmonitions } from "./remark-admonitions.ts";
import { remarkContentWarnings } from "./remark-content-warnings.ts";
import { remarkLinks, type CollectedLink, type LinkContext } from "./remark-links.ts";
import { remarkNeedsMdx } from "./mdx-nodes.ts";
import { rehypeHeadings } from "./rehype-headings.ts";
import { rehypeCode } from "./rehype-code.ts";
import { rehypeContent } from "./rehype-content.ts";
import { rehypeSections, type Section } from "./rehype-sections.ts";
import { hastToHtml } from "./hast-to-html.ts";
import { rehypeRawHtml } from "./raw-html.ts";
import type { ContentAsset } from "./markdown-assets.ts";

export interface MarkdownWarning {
  message: string;
  line?: number;
  /** The Markdown file the page imports that the warning is about (mdx/render-mdx.ts); else the page's own. */
  file?: string;
  /** Warnings with one key are reported once per build, at the first (an unknown code language). */
  once?: string;
}

export interface RenderedMarkdown {
  html: string;
  toc: TocItem[];
  h1?: string;
  /** The h1's HTML where it has markup (code, emphasis, a link): the page's heading shows it. */
  h1Html?: string;
  /** The h1 comes below other content: it stays in the HTML, in a <header>, and the page shows no heading of its own. */
  h1InPlace?: true;
  /** The title and description an MDX file's `<head>` sets for its page's head (not its heading). */
  head?: { title?: string; description?: string };
  headingIds: string[];
  links: CollectedLink[];
  sections: Section[];
  wordCount: number;
  warnings: MarkdownWarning[];
  /** `.md` links that lead to no doc. */
  brokenMarkdownLinks: { target: string; line?: number; file?: string }[];
  /** Images beside the file and `@site/` paths that name no file (an error of the build). */
  missingAssets: { target: string; line?: number; file?: string }[];
  /**
   * The files beside the Markdown its links named (copied with the output), and the paths that
   * named none. Set by the build's jobs; the build cache checks them again before it reuses a result.
   */
  assets?: ContentAsset[];
  missingAssetPaths?: string[];
  /** Set instead of the rest when the site's remark plugins gave the file MDX nodes: render it as MDX (mdx-nodes.ts). */
  needsMdx?: true;
  /**
   * The relative `.md` paths the file's links looked up, with the route each led to (null: no
   * doc). Set by the build's jobs; the build cache checks them again before it reuses a result.
   */
  markdownTargets?: [string, string | null][];
}

export interface MarkdownFileOptions extends LinkContext {
  toc: { min: number; max: number };
  /** `fast` (the default) or `unified`: see engines.ts. */
  engine?: MarkdownEngine;
  /** The site's remark and rehype plugins. */
  plugins?: SitePlugins;
  /** The Markdown file's path: plugins get it as `file.path`. */
  path?: string;
  /** The config's `prism.additionalLanguages`: Prism languages to highlight besides sitec's. */
  additionalLanguages?: readonly string[];
  /** The config's `markdown.mermaid`: ```mermaid blocks are diagrams. */
  mermaid?: boolean;
  /** A post's: the first h1 is taken out wherever it stands (a doc's stays in place below other content). */
  removeContentTitle?: boolean;
}

/** Renders one Markdown source (front matter included, so positions are file lines). */
export function renderMarkdownFile(source: string, options: MarkdownFileOptions): Promise<RenderedMarkdown> {
  return renderMarkdownFileWith(hastToHtml, source, options);
}

/**
 * `renderMarkdownFile` with another HTML serialiser for the fast engine (tests compare serialisers
 * with it). The chain: the engine's parser, the site's beforeDefaultRemarkPlugins, sitec's remark
 * plugins, the site's remarkPlugins, mdast → hast, then the same for rehype, then HTML.
 */
export async function renderMarkdownFileWith(serialise: (tree: Root) => string, source: string, options: MarkdownFileOptions): Promise<RenderedMarkdown> {
  try {
    return await renderOnce(serialise, source, options);
  } catch (error) {
    throw await withLine(error, source, options);
  }
}

/**
 * A plugin's error without a line on the fast engine gets the line the unified engine finds. The
 * fast engine's trees carry few positions (mdast) or none (hast), for speed, so the node a plugin
 * names with `file.fail(reason, node)` may have none; the unified engine's trees, the same but
 * for positions, have them all. The file is rendered again on it, only when this happens.
 */
async function withLine(error: unknown, source: string, options: MarkdownFileOptions): Promise<unknown> {
  if (!(error instanceof PluginError) || error.line !== undefined || (options.engine ?? "fast") !== "fast") return error;
  const again = await renderOnce(hastToHtml, source, { ...options, engine: "unified" }).then(
    () => undefined,
    (e: unknown) => e,
  );
  return again instanceof PluginError && again.plugin === error.plugin && again.line !== undefined ? new PluginError(error.plugin, error.cause, again.line) : error;
}

async function renderOnce(serialise: (tree: Root) => string, source: string, options: MarkdownFileOptions): Promise<RenderedMarkdown> {
  // remark-emoji exports only an `import` condition: a static import would stop `require("sitec")`
  // (the package's CommonJS entry) from loading. Node caches the module after the first call.
  const { default: remarkEmoji } = await import("remark-emoji");
  const engine = ENGINES[options.engine ?? "fast"];
  const plugins = options.plugins ?? NO_PLUGINS;
  const reports = fileReports();
  const { warnings, linkReport, headingReport, sectionReport } = reports;
  const processor = unified() as unknown as Processor;
  engine.parse(processor);
  useSitePlugins(processor, plugins.beforeDefaultRemarkPlugins);
  processor
    .use(remarkContentWarnings((w) => warnings.push(w)))
    // Emoji shortcodes (`:white_check_mark:`) as emoji, as Docusaurus's default remark plugins do.
    .use(remarkEmojiWhereUsed(remarkEmoji))
    .use(remarkAdmonitions((w) => warnings.push(w)))
    .use(remarkLinks(options, linkReport));
  engine.afterDefaultRemark(processor);
  useSitePlugins(processor, plugins.remarkPlugins);
  // What the site's plugins may have made MDX of is rendered as MDX (mdx-nodes.ts).
  if (plugins.beforeDefaultRemarkPlugins.length || plugins.remarkPlugins.length) processor.use(remarkNeedsMdx);
  engine.toHast(processor);
  // Raw HTML becomes elements, less what the site's policy would not run (raw-html.ts).
  processor.use(rehypeRawHtml((w) => warnings.push(w)));
  useSitePlugins(processor, plugins.beforeDefaultRehypePlugins);
  processor
    .use(rehypeHeadings(headingReport, options.toc, options.removeContentTitle))
    .use(rehypeCode((w) => warnings.push(w), options))
    .use(rehypeContent)
    .use(rehypeSections(sectionReport));
  useSitePlugins(processor, plugins.rehypePlugins);
  engine.stringify(processor, serialise);
  const file = await processor.process({ path: options.path, value: source });
  return { html: flatString(String(file)), ...finishedReports(reports) };
}
