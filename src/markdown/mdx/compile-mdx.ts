// Compiles one MDX file with @mdx-js/mdx (MDX 3) to an ES module, through sitec's remark and
// rehype plugins and the site's, in the order the Markdown pipeline runs them (pipeline.ts), so
// that the table of contents, heading ids, links, sections, word count and warnings come out as
// they do for Markdown. The module exports the page's content (default), its `frontMatter` and
// `toc`, and the file's own exports. The compiler is loaded when the first MDX file is compiled
// (loadMdxCompiler): a build without MDX never loads it.
import { remarkEmojiWhereUsed } from "../remark-emoji-where-used.ts";
import type { Root as HastRoot } from "hast";
import type { Root as MdastRoot } from "mdast";
import remarkDirective from "remark-directive";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import type { PluggableList, Processor } from "unified";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { importModule } from "../../bundle/import-ts.ts";
import { SiteError } from "../../errors.ts";
import { parseFrontMatter } from "../../content/frontmatter.ts";
import { fileReports, finishedReports } from "../file-reports.ts";
import { type MarkdownFileOptions, type MarkdownWarning, type RenderedMarkdown } from "../pipeline.ts";
import { remarkAdmonitions } from "../remark-admonitions.ts";
import { remarkDirectivesAsText } from "../remark-directives-as-text.ts";
import { remarkLinks } from "../remark-links.ts";
import { rehypeHeadings } from "../rehype-headings.ts";
import { rehypeCode } from "../rehype-code.ts";
import { rehypeContent } from "../rehype-content.ts";
import { rehypeSections } from "../rehype-sections.ts";
import { remarkResolveReferences } from "../remark-resolve-references.ts";
import { NO_PLUGINS, PluginError, guardedPluginList } from "../site-plugins.ts";
import { fastMdxTree, type EsmParser } from "./fast-parse.ts";
import { hastModuleExports, rehypeHastModule } from "./hast-module.ts";
import { applyMdx1Compat } from "./mdx1-compat.ts";
import { remarkMdxComponents } from "./remark-mdx-components.ts";

/** A compiled MDX file: its module's code and what the Markdown phase reads of it besides HTML. */
export interface CompiledMdx {
  code: string;
  rendered: Omit<RenderedMarkdown, "html">;
}

export interface MdxFileOptions extends MarkdownFileOptions {
  path: string;
  /** The key the render knows the module by (the file, or its excerpt's key). */
  key: string;
  /**
   * "auto" (the default): the fast parser when the file's only MDX syntax is tags on lines of
   * their own (fast-parse.ts), MDX's own parser otherwise; "mdx": always MDX's (tests compare).
   */
  parser?: "auto" | "mdx";
  /** The file as MDX's parser gave it (theme-only-mdx.ts's React route), unchanged since: not parsed again. */
  tree?: MdastRoot;
  /**
   * "auto" (the default): content with nothing to run is given as hast beside the compiled
   * imports (hast-module.ts); "jsx": always compiled to JSX, as MDX does (tests compare).
   */
  content?: "auto" | "jsx";
  /**
   * The site overrides MDXComponents, which may provide components of its own: a component the
   * theme does not provide is not an error here, but when the page renders without it.
   */
  siteComponents?: boolean;
}

/**
 * The MDX compiler's package, acorn's parse (its dependency) for the fast parse's import lines,
 * and the compiler's own remark-mark-and-unravel (a paragraph of JSX and expressions alone
 * becomes them), for theme-only-mdx.ts.
 */
export type MdxCompiler = typeof import("@mdx-js/mdx") & { parseEsm: EsmParser; remarkMarkAndUnravel: () => (tree: MdastRoot) => undefined };

/** The global through which sitec's CLI hands over the MDX compiler's bundle (bin/cli-bundle.js). */
export const MDX_COMPILER_HOOK = "__sitecMdxCompiler";

/**
 * The MDX compiler. sitec's CLI (bin/cli-bundle.js) hands it over from a bundle of its own, a
 * script compiled with its own V8 code cache: imported as ES modules, its ~260 small modules cost
 * each build that compiles MDX ~240 ms of CPU, the bundle ~20 ms (and the compiler's functions
 * come compiled from its cache). It is not in the CLI's bundle, where an `import("@mdx-js/mdx")`
 * would put it behind esbuild's lazy init: every start would read its 0.5 MB more, and that
 * bundle's code cache holds the compiler's functions only when the build that wrote it compiled
 * MDX. Measured on test/fixtures/mdx-site, the CLI's bundle did no better (CPU 1.03 s against
 * 0.99 s, 1.40 s with the ES modules; 0.91 s against 0.82 s with a cache from a build without MDX).
 * Without the CLI (the library's entries, tests run from the sources) the compiler is imported
 * by its path (importModule: a specifier written out would be bundled).
 */
export async function loadMdxCompiler(): Promise<MdxCompiler> {
  const handedOver = (globalThis as { [MDX_COMPILER_HOOK]?: () => Promise<MdxCompiler> })[MDX_COMPILER_HOOK];
  if (handedOver) return handedOver();
  const compiler = (await importModule(pathToFileURL(mdxEntry()).href)) as typeof import("@mdx-js/mdx");
  // Not in the package's exports: imported by its path, as the CLI's bundle takes it (bin/cli-bundle.js).
  const unravel = join(dirname(mdxEntry()), "lib", "plugin", "remark-mark-and-unravel.js");
  const { remarkMarkAndUnravel } = (await importModule(pathToFileURL(unravel).href)) as Pick<MdxCompiler, "remarkMarkAndUnravel">;
  return { ...compiler, parseEsm: loadEsmParser(), remarkMarkAndUnravel };
}

const mdxEntry = () => createRequire(import.meta.url).resolve("@mdx-js/mdx");

/** acorn's parse, from beside the MDX compiler (its dependency), for the fast parse's import lines. */
export function loadEsmParser(): EsmParser {
  const acorn = createRequire(mdxEntry())("acorn") as typeof import("acorn");
  return (input, options) => acorn.parse(input, options);
}

/**
 * loadEsmParser's parse, loaded at its first call and kept by the caller (finding acorn's module
 * again for each import block cost more than parsing it): a page without import lines or
 * literal props never loads it.
 */
export function lazyEsmParser(): EsmParser {
  let parse: EsmParser | undefined;
  return (input, options) => (parse ??= loadEsmParser())(input, options);
}

/** What an MDX syntax error's hint says. */
export const MDX_SYNTAX_HINT =
  "MDX reads `{`, `<` and lines starting with import/export as code: escape a literal one as \\{ or \\<, close every JSX element, or read the file as Markdown with `mdx: { format: md }` in its front matter.";

/**
 * The remark and rehype plugins of an MDX compile, sitec's and the site's, in the order the
 * Markdown pipeline runs them; `tree`, when given, is the file already parsed (fast-parse.ts).
 * theme-only-mdx.ts runs the same plugins without the compiler.
 */
export function mdxPluginLists(
  options: MdxFileOptions,
  reports: ReturnType<typeof fileReports>,
  declared: Set<string>,
  remarkEmoji: Parameters<typeof remarkEmojiWhereUsed>[0],
  tree: MdastRoot | undefined,
): { remarkPlugins: PluggableList; rehypePlugins: PluggableList } {
  const plugins = options.plugins ?? NO_PLUGINS;
  const { warnings, linkReport, headingReport, sectionReport, head } = reports;
  const remarkPlugins: PluggableList = [
    // Runs after remark-parse has set its parser (createProcessor adds it first), and replaces it.
    ...(tree ? [parsedAlready(tree)] : []),
    [remarkFrontmatter, ["yaml"]],
    remarkGfm,
    remarkDirective,
    // As for Markdown (engines.ts): reference links become links where they are used, so a link
    // is reported on the line the reader finds it, and the fast parse (which resolves them as it
    // reads) gives the tree MDX's parser gives.
    remarkResolveReferences,
    ...guardedPluginList(plugins.beforeDefaultRemarkPlugins),
    remarkMdxComponents({ file: options.path, importer: options.key, declared, siteComponents: options.siteComponents, head }),
    remarkEmptyWarning((w) => warnings.push(w)),
    // Emoji shortcodes, as in Docusaurus (and in Markdown files: pipeline.ts).
    remarkEmojiWhereUsed(remarkEmoji),
    remarkAdmonitions((w) => warnings.push(w)),
    remarkLinks(options, linkReport),
    remarkDirectivesAsText,
    ...guardedPluginList(plugins.remarkPlugins),
  ];
  const rehypePlugins: PluggableList = [
    ...guardedPluginList(plugins.beforeDefaultRehypePlugins),
    rehypeHeadings(headingReport, options.toc, options.removeContentTitle),
    rehypeCode((w) => warnings.push(w), options),
    rehypeContent,
    rehypeSections(sectionReport),
    ...guardedPluginList(plugins.rehypePlugins),
  ];
  return { remarkPlugins, rehypePlugins };
}

/** Compiles `source` (front matter included, so positions are file lines). */
export async function compileMdx(source: string, options: MdxFileOptions): Promise<CompiledMdx> {
  const { compile, parseEsm } = await loadMdxCompiler();
  const reports = fileReports();
  const { headingReport } = reports;
  const declared = new Set<string>();
  // An `import`-only package: loaded as pipeline.ts loads it (the CommonJS entry cannot require it).
  const { default: remarkEmoji } = await import("remark-emoji");
  const tree = options.tree ?? (options.parser === "mdx" ? undefined : fastMdxTree(source, parseEsm, { bareTextDirectives: !options.plugins?.beforeDefaultRemarkPlugins.length }));
  const { remarkPlugins, rehypePlugins } = mdxPluginLists(options, reports, declared, remarkEmoji, tree);
  let content: HastRoot | undefined;
  if (options.content !== "jsx") rehypePlugins.push(rehypeHastModule(declared, (kept) => (content = kept)));
  let code: string;
  try {
    const file = await compile({ path: options.path, value: applyMdx1Compat(source) }, { format: "mdx", outputFormat: "program", jsxImportSource: "react", development: false, remarkPlugins, rehypePlugins });
    code = String(file);
  } catch (error) {
    throw mdxError(error, options.path);
  }
  if (content) code += hastModuleExports(content, declared);
  const rendered = finishedReports(reports);
  // `frontMatter` and `toc`, as Docusaurus exports them (unless the file declares them itself).
  const frontMatter = parseFrontMatter(source, options.path).data;
  if (!declared.has("frontMatter")) code += `\nexport const frontMatter = ${JSON.stringify(frontMatter)};`;
  // Every h2 to h6, as Docusaurus's `toc`: TOCInline picks its levels from it.
  if (!declared.has("toc")) code += `\nexport const toc = ${JSON.stringify(headingReport.headings.map((t) => ({ value: t.text, id: t.id, level: t.level })))};`;
  return { code, rendered };
}

/** A compile failure as a build error: file, line, column and a hint for MDX syntax errors. */
function mdxError(error: unknown, file: string): unknown {
  if (error instanceof SiteError || error instanceof PluginError) return error;
  const message = error as { reason?: string; cause?: unknown } & Located;
  if (message.cause instanceof SiteError || message.cause instanceof PluginError) return message.cause;
  if (typeof message.reason !== "string") return error;
  const at = placeOf({ ...message, reason: message.reason });
  return new SiteError(`MDX syntax error${at?.column ? ` at column ${at.column}` : ""}: ${message.reason}`, { file, line: at?.line, hint: MDX_SYNTAX_HINT, cause: error });
}

type Point = { line?: number; column?: number };
type Located = Point & { place?: Point & { start?: Point }; ancestors?: { position?: { start?: Point } }[] };

/** Where a VFileMessage points: its line and column, its place, the node it names, or the `(7:1-7:7)` its reason quotes. */
function placeOf(message: Located & { reason: string }): Point | undefined {
  const candidates: (Point | undefined)[] = [message, message.place, message.place?.start, message.ancestors?.at(-1)?.position?.start];
  const found = candidates.find((p) => typeof p?.line === "number");
  if (found) return { line: found.line, column: found.column };
  const quoted = /\((\d+):(\d+)-/.exec(message.reason);
  return quoted ? { line: Number(quoted[1]), column: Number(quoted[2]) } : undefined;
}

/** A plugin whose parser gives `tree`, already parsed (fast-parse.ts). */
function parsedAlready(tree: MdastRoot) {
  return function parser(this: Processor): void {
    this.parser = () => tree;
  };
}

/** The one warning of remark-content-warnings.ts that MDX needs: a file with nothing to show. */
function remarkEmptyWarning(warn: (w: MarkdownWarning) => void) {
  return () => (tree: MdastRoot) => {
    const shown = tree.children.filter((child) => child.type !== "yaml" && child.type !== ("mdxjsEsm" as string) && !isComment(child));
    if (shown.length === 0) warn({ message: "the file is empty: its page has no text." });
  };
}

function isComment(node: { type: string }): boolean {
  const expression = node as { type: string; value?: string };
  return expression.type === "mdxFlowExpression" && /^\s*\/\*[\s\S]*\*\/\s*$/.test(expression.value ?? "");
}
