// MDX pages with nothing to run: their only components are the theme's Tabs and TabItem (and
// Details on the React route), given without import as Docusaurus's MDXComponents gives them
// (site/'s `.md` pages with Tabs) or imported from `@theme/Tabs` and `@theme/TabItem` under those
// names (as most Docusaurus sites write them), beside HTML written as JSX, attributes written
// with literals and comments. They
// are rendered without compiling them to JavaScript, bundling them with esbuild and evaluating
// the bundle, which is where an MDX page's time goes, to the same HTML and the same reports
// (the test renders pages both ways). Two routes:
// - The fast route, for pages the fast parser reads (fast-parse.ts) whose MDX is Tabs alone: the
//   plugins of an MDX compile (compile-mdx.ts's mdxPluginLists), sitec's own mdast → hast
//   (mdast-to-hast.ts, with MDX's node types passed through as MDX sets remark-rehype up), the
//   hast written as React writes MDX's content (react-html.ts), each Tabs the theme's own render
//   of its shape with the panels' HTML put in (tabs-shapes.ts). No React render per page.
// - The React route, for the rest (badge rows of `<p>`, `<a>` and `<img>`, images, Tabs with
//   `values={[…]}`, `<details>`): the file's tree (the fast parse's where it reads the file, MDX's
//   parser's otherwise) through MDX's transforms up to the hast it would turn into JavaScript,
//   rendered by React through hast-util-to-jsx-runtime with the theme's components
//   (templates/runtime/hast-page.tsx), so React writes everything, image preloads included.
//
// Anything else goes through MDX: another component, an expression, an override in the site's
// theme/ folder of a component the page uses, props the theme's Tabs refuses (MDX then reports the
// error as it does). Such pages' components need the MDX bundle; these need nothing of it: the
// theme's Tabs is a static wrapper (@sitec-static), TabItem is read by it and Details is static,
// so an MDX page made of them registers no island of the site and imports no file of the site (render-mdx.ts's
// MdxBuildInfo; islands.ts leaves sitec's own theme files out of a page's imports).
import type { Program } from "estree";
import type { Root as HastRoot, RootContent } from "hast";
import type { Root as MdastRoot, Paragraph } from "mdast";
import type { Options as RemarkRehypeOptions } from "remark-rehype";
import { unified, type PluggableList, type Processor } from "unified";
import type { ThemeOverrides } from "../../bundle/theme-resolver.ts";
import { fileReports, finishedReports } from "../file-reports.ts";
import type { RenderedMarkdown } from "../pipeline.ts";
import { jobLinks, type BatchContext, type MarkdownJob } from "../render-batch.ts";
import type { SitePlugins } from "../site-plugins.ts";
import { walk } from "../walk.ts";
import { mdastToHast } from "../mdast-to-hast.ts";
import { lazyEsmParser, loadMdxCompiler, mdxPluginLists } from "./compile-mdx.ts";
import { TAG_COMPONENTS } from "./mdx-components.ts";
import { pageContent, plainMdxNames } from "./hast-module.ts";
import { fastMdxTree, type EsmParser } from "./fast-parse.ts";
import { applyMdx1Compat } from "./mdx1-compat.ts";
import { reactChildrenHtml, reactHtml, writesNothing, type JsxWriter } from "./react-html.ts";
import type { HastPages } from "./hast-pages.ts";
import type { TabItemShape, TabsShape, TabsShapes } from "./tabs-shapes.ts";

/** The node types MDX's remark-rehype passes through (@mdx-js/mdx's node-types.js). */
const MDX_NODE_TYPES = ["mdxFlowExpression", "mdxJsxFlowElement", "mdxJsxTextElement", "mdxTextExpression", "mdxjsEsm"] as unknown as NonNullable<
  RemarkRehypeOptions["passThrough"]
>;

const PASS_THROUGH: ReadonlySet<string> = new Set(MDX_NODE_TYPES as unknown as string[]);

interface JsxElement {
  type: "mdxJsxFlowElement";
  name: string | null;
  attributes: { type: string; name: string; value: string | null }[];
  children: { type: string; value?: string }[];
}

const isJsx = (node: { type: string }): node is JsxElement => node.type === "mdxJsxFlowElement";
/** Attributes JSX reads as something else than a prop. */
const NOT_PROPS = new Set(["key", "ref", "children"]);

/** MDX's node types: those of `tree` must be Tabs and TabItem elements, their imports and comments alone (no other expression, no text element). */
const isMdxNode = (node: { type: string }): node is JsxElement => MDX_NODE_TYPES.includes(node.type as never);

/** The imports a page may have and still take this path: each theme component under its own name. */
const THEME_IMPORTS: Readonly<Record<string, string>> = { "@theme/Tabs": "Tabs", "@theme/TabItem": "TabItem", "@theme/Details": "Details" };

/** The theme's components the React route renders (templates/runtime/hast-page.tsx has the same): all static, none an island. */
const REACT_ROUTE_COMPONENTS: ReadonlySet<string> = new Set(["Tabs", "TabItem", "Details"]);

/** True for an `mdxjsEsm` node of nothing but `import Tabs from "@theme/Tabs"` and `import TabItem from "@theme/TabItem"`. */
function onlyThemeImports(node: { type: string; data?: { estree?: Program } }): boolean {
  const body = node.data?.estree?.body;
  return (
    node.type === "mdxjsEsm" &&
    !!body?.length &&
    body.every((statement) => {
      if (statement.type !== "ImportDeclaration" || statement.specifiers.length !== 1) return false;
      const [specifier] = statement.specifiers;
      return specifier!.type === "ImportDefaultSpecifier" && THEME_IMPORTS[String(statement.source.value)] === specifier!.local.name;
    })
  );
}

/**
 * True when every MDX node of `tree` is a Tabs of TabItems with plain props, an import of them, or
 * a comment, and no paragraph holds comments alone (MDX's remark-mark-and-unravel makes them
 * expressions of the flow, and the paragraph goes: the React route runs it, this route does not).
 */
function onlyTabs(tree: MdastRoot): boolean {
  let only = true;
  walk(tree, (node: unknown): node is Paragraph => (node as { type: string }).type === "paragraph", (paragraph) => {
    const comments = paragraph.children.filter((child) => (child.type as string) === "mdxTextExpression");
    if (comments.length && paragraph.children.every((child) => comments.includes(child) || (child.type === "text" && /^\s*$/.test(child.value)))) only = false;
  });
  walk(tree, isMdxNode as (node: unknown) => node is JsxElement, (node) => {
    const other = node as { type: string; data?: { estree?: Program } };
    if (!isJsx(other) && !onlyThemeImports(other) && !(other.type !== "mdxjsEsm" && writesNothing(other))) only = false;
  });
  const tabItems = new Set<unknown>();
  walk(tree, isJsx as (node: unknown) => node is JsxElement, (node) => {
    if (node.name === "Tabs") {
      for (const child of node.children) {
        if (isJsx(child) && child.name === "TabItem") tabItems.add(child);
        else only = false;
      }
    } else if (node.name !== "TabItem" || !tabItems.has(node)) only = false;
    if (node.attributes.some((a) => a.type !== "mdxJsxAttribute" || NOT_PROPS.has(a.name))) only = false;
  });
  return only;
}

/** The props JSX gives for these attributes, in their order (a boolean attribute is `true`). */
function propsOf(node: JsxElement): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const attribute of node.attributes) props[attribute.name] = attribute.value ?? true;
  return props;
}

/** What MDX's JSX makes of an element's children: none, one node, more (empty text is no child). */
function childCount(children: JsxElement["children"]): TabItemShape["children"] {
  const count = children.filter((child) => !(child.type === "text" && child.value === "")).length;
  return count === 0 ? 0 : count === 1 ? 1 : 2;
}

/** Writes each Tabs of a page as its shape with its panels; undefined for anything else. */
function tabsWriter(shapes: TabsShapes): JsxWriter {
  const write: JsxWriter = (hastNode) => {
    if (!isJsx(hastNode)) return undefined;
    const node = hastNode as unknown as JsxElement;
    if (node.name !== "Tabs") return undefined;
    const items = node.children.filter(isJsx);
    if (items.length !== node.children.length || items.some((item) => item.name !== "TabItem")) return undefined;
    const shape: TabsShape | undefined = shapes.shape(
      propsOf(node),
      items.map((item) => ({ props: propsOf(item), children: childCount(item.children) })),
    );
    if (!shape) return undefined;
    let html = shape.parts[0]!;
    for (let i = 0; i < shape.panels.length; i++) {
      const panel = reactChildrenHtml(items[shape.panels[i]!]!.children as RootContent[], write);
      if (panel === undefined) return undefined;
      html += panel + shape.parts[i + 1]!;
    }
    return html;
  };
  return write;
}

/** The tree's Tabs shapes can be rendered once this resolves; a page without Tabs needs none. */
export type LoadShapes = () => Promise<TabsShapes>;

/**
 * The file's fast parse when it can take this path (see the header), else undefined. Cheap: the
 * fast parse and a walk of the tree.
 */
export function themeOnlyTree(source: string, overrides: ThemeOverrides): MdastRoot | undefined {
  if (overrides.Tabs || overrides.TabItem) return undefined;
  const tree = fastMdxTree(source, lazyEsmParser());
  return tree && onlyTabs(tree) ? tree : undefined;
}

/**
 * What renderThemeOnlyJob needs besides the job: the site's overrides, acorn's parse for import
 * lines and literal props (lazyEsmParser: site/'s Tabs pages have neither), and each route's
 * renderer once loaded.
 */
export interface ThemeOnlyContext {
  overrides: ThemeOverrides;
  parseEsm: EsmParser;
  loadShapes: LoadShapes;
  loadPages: () => Promise<HastPages>;
}

/** One try at a job: its links, reports and the compile's plugin lists, fresh (a failed try leaves its reports behind). */
async function attempt(job: MarkdownJob, ctx: BatchContext, plugins: SitePlugins) {
  const links = jobLinks(job, ctx);
  const options = { path: job.file, key: job.key, baseUrl: ctx.baseUrl, toc: ctx.toc, additionalLanguages: ctx.additionalLanguages, mermaid: ctx.mermaid, plugins, ...links.options };
  const reports = fileReports();
  const { default: remarkEmoji } = await import("remark-emoji");
  const lists = mdxPluginLists(options, reports, new Set(), remarkEmoji, undefined);
  const finish = (html: string): RenderedMarkdown => ({ ...finishedReports(reports), ...links.found(), html });
  return { ...lists, finish, file: { path: job.file, value: applyMdx1Compat(job.source) } };
}

/**
 * Renders `job` as render-mdx.ts renders an MDX job, its HTML as renderToString writes it (the
 * caller drops the `<!-- -->` outside islands, as for every MDX page), or gives undefined when
 * it must go through MDX (including when the file does not parse, a plugin fails or a component
 * throws: MDX then reports the failure as it does).
 */
export async function renderThemeOnlyJob(job: MarkdownJob, ctx: BatchContext, plugins: SitePlugins, theme: ThemeOnlyContext): Promise<ThemeOnlyOutcome> {
  const fastTree = () => fastMdxTree(job.source, theme.parseEsm, { bareTextDirectives: !plugins.beforeDefaultRemarkPlugins.length, literalExpressions: true });
  let fast = fastTree();
  if (fast && !theme.overrides.Tabs && !theme.overrides.TabItem && onlyTabs(fast)) {
    const rendered = await renderWithoutReact(job, fast, ctx, plugins, theme);
    if (rendered) return { rendered };
    // The plugins changed the tree it gave.
    fast = fastTree();
  }
  return renderByReact(job, ctx, plugins, theme, fast);
}

/**
 * What renderThemeOnlyJob made of a job: its rendering, or, when it must be compiled, MDX's parse
 * of the file if it took one (unchanged, for the compile: compile-mdx.ts's `tree`).
 */
export type ThemeOnlyOutcome = { rendered: RenderedMarkdown; parsed?: undefined } | { rendered?: undefined; parsed?: MdastRoot };

/**
 * `tree` through the plugins of an MDX compile up to the hast MDX would turn into JavaScript, by
 * unified with sitec's mdast → hast, set up as MDX sets remark-rehype up (its node types passed
 * through); `first` runs before the plugins, as MDX's own remark plugins do. Undefined when a
 * plugin fails.
 */
async function compiledHast(tree: MdastRoot, file: { path: string; value: string }, remarkPlugins: PluggableList, rehypePlugins: PluggableList, first: PluggableList = []): Promise<HastRoot | undefined> {
  let hast: HastRoot | undefined;
  try {
    const processor = unified() as unknown as Processor;
    await processor
      .use(function parsed(this: Processor) {
        this.parser = () => tree;
      })
      .use(first)
      .use(remarkPlugins)
      .use(function toHast(this: Processor) {
        return (tree) => mdastToHast(tree as MdastRoot, { passThrough: PASS_THROUGH });
      })
      .use(rehypePlugins)
      .use(function keepTree(this: Processor) {
        this.compiler = (tree) => {
          hast = tree as HastRoot;
          return "";
        };
      })
      .process(file);
  } catch {
    return undefined;
  }
  return hast;
}

/** The fast route: the fast parse's tree, sitec's mdast → hast, and the HTML written as React writes it. */
async function renderWithoutReact(job: MarkdownJob, tree: MdastRoot, ctx: BatchContext, plugins: SitePlugins, theme: ThemeOnlyContext): Promise<RenderedMarkdown | undefined> {
  const { remarkPlugins, rehypePlugins, finish, file } = await attempt(job, ctx, plugins);
  const hast = await compiledHast(tree, file, remarkPlugins, rehypePlugins);
  if (!hast) return undefined;
  const shapes = tree.children.some(isJsx) ? await theme.loadShapes() : undefined;
  const html = reactHtml(hast, shapes ? tabsWriter(shapes) : () => undefined);
  return html === undefined ? undefined : finish(html);
}

/**
 * The React route, for pages the fast route cannot write (HTML written as JSX, images, what the
 * fast parse cannot read): MDX's transforms up to the hast it would turn into JavaScript, then
 * that hast rendered by React (hast-pages.ts). Only the compile to JavaScript, esbuild's bundle
 * and its evaluation are left out, which is where MDX's time goes. The fast parse's tree goes
 * through compiledHast with MDX's remark-mark-and-unravel first (what MDX's processor runs
 * before the plugins), a quarter cheaper than MDX's processor on secureCodeBox's 27 pages (its
 * mdast → hast and its recma steps); a tree MDX's parser made goes through MDX's processor.
 */
async function renderByReact(job: MarkdownJob, ctx: BatchContext, plugins: SitePlugins, theme: ThemeOnlyContext, fast: MdastRoot | undefined): Promise<ThemeOnlyOutcome> {
  const { remarkPlugins, rehypePlugins, finish, file } = await attempt(job, ctx, plugins);
  const { createProcessor, remarkMarkAndUnravel } = await loadMdxCompiler();
  // The fast parse gives MDX's tree where it reads a file: MDX's processor, slower, only where it
  // does not (a syntax error is left to the compile, which reports it).
  let mdxHast: HastRoot | undefined;
  // The last rehype plugin keeps MDX's hast and hands the compile an empty tree to turn into JavaScript.
  const keepHast = () => (tree: HastRoot) => {
    mdxHast = tree;
    return { type: "root", children: [] } satisfies HastRoot;
  };
  const processor = fast ? undefined : (createProcessor({ format: "mdx", remarkPlugins, rehypePlugins: [...rehypePlugins, keepHast] }) as unknown as Processor);
  let tree = fast;
  try {
    tree ??= processor!.parse(file) as MdastRoot;
  } catch {
    return {};
  }
  const components = staticMdx(tree);
  // The renderer has the theme's own components: a page using one the site overrides goes through MDX.
  if (!components || [...components].some((name) => theme.overrides[name as keyof ThemeOverrides])) return { parsed: fast ? undefined : tree };
  let hast: HastRoot | undefined;
  if (!processor) hast = await compiledHast(tree, file, remarkPlugins, rehypePlugins, [remarkMarkAndUnravel]);
  else hast = await processor.run(tree, file).then(() => mdxHast, () => undefined);
  if (!hast) return {};
  const content = pageContent(hast);
  const html = content && (await theme.loadPages()).page(content);
  return html === undefined ? {} : { rendered: finish(html) };
}

/**
 * The theme's components a page uses when MDX's tree of it has nothing to run: JSX that is one of
 * REACT_ROUTE_COMPONENTS (`<details>` is Details, TAG_COMPONENTS) or HTML, with attributes written
 * as strings or literals; their imports; comments. Undefined for anything else (another
 * component, an expression, a spread), which needs the compiled module.
 */
function staticMdx(tree: MdastRoot): Set<string> | undefined {
  const names = plainMdxNames(tree, (name) => REACT_ROUTE_COMPONENTS.has(name), onlyThemeImports);
  // `<details>` is the theme's Details (TAG_COMPONENTS), as remark-mdx-components.ts names it later.
  return names && new Set([...names].map((name) => TAG_COMPONENTS[name] ?? name).filter((name) => REACT_ROUTE_COMPONENTS.has(name)));
}
