// MDX pages whose only components are the theme's Tabs and TabItem, given without import as
// Docusaurus's MDXComponents gives them (site/'s `.md` pages with Tabs): rendered without MDX's
// compiler, esbuild's bundle of the pages or React's render of them, to the same HTML and the
// same reports. The file is parsed by the fast parser (fast-parse.ts) and goes through the
// plugins of an MDX compile (compile-mdx.ts's mdxPluginLists) and sitec's own mdast → hast
// (mdast-to-hast.ts, which gives remark-rehype's tree, here with MDX's node types passed
// through as MDX sets remark-rehype up; the test renders each page both ways); the hast is
// written as React writes MDX's content (react-html.ts), and each Tabs is the theme's own render
// of its shape with the panels' HTML put in (tabs-shapes.ts). So the island's markup comes from
// the component, and its props and slots from the same runtime.
//
// Anything else goes through MDX: another component, attributes MDX would read otherwise, an
// override of Tabs or TabItem in the site's theme/ folder, props the theme's Tabs refuses
// (MDX then reports the error as it does), any element or property react-html.ts does not
// write. Such pages' components need the MDX bundle; these need nothing of it: the theme's
// Tabs is a static wrapper (@sitec-static) and TabItem is read by it, so an MDX page made of
// them registers no island of the site and imports no file (render-mdx.ts's MdxBuildInfo).
import type { Root as HastRoot, RootContent } from "hast";
import type { Root as MdastRoot } from "mdast";
import type { Options as RemarkRehypeOptions } from "remark-rehype";
import { unified, type Processor } from "unified";
import type { ThemeOverrides } from "../../bundle/theme-resolver.ts";
import { fileReports, finishedReports } from "../file-reports.ts";
import type { RenderedMarkdown } from "../pipeline.ts";
import { jobLinks, type BatchContext, type MarkdownJob } from "../render-batch.ts";
import type { SitePlugins } from "../site-plugins.ts";
import { walk } from "../walk.ts";
import { mdastToHast } from "../mdast-to-hast.ts";
import { mdxPluginLists } from "./compile-mdx.ts";
import { fastMdxTree } from "./fast-parse.ts";
import { applyMdx1Compat } from "./mdx1-compat.ts";
import { reactChildrenHtml, reactHtml, type JsxWriter } from "./react-html.ts";
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

/** MDX's node types: those of `tree` must be Tabs and TabItem elements alone (no import, no expression, no text element). */
const isMdxNode = (node: { type: string }): node is JsxElement => MDX_NODE_TYPES.includes(node.type as never);

/** True when every MDX node of `tree` is a Tabs of TabItems with plain props. */
function onlyTabs(tree: MdastRoot): boolean {
  let only = true;
  walk(tree, isMdxNode as (node: unknown) => node is JsxElement, (node) => {
    if (!isJsx(node)) only = false;
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
 * The file's parse when it can take this path (see the header), else undefined. Cheap: the
 * fast parse and a walk of the tree.
 */
export function themeOnlyTree(source: string, overrides: ThemeOverrides): MdastRoot | undefined {
  if (overrides.Tabs || overrides.TabItem) return undefined;
  const tree = fastMdxTree(source);
  return tree && onlyTabs(tree) ? tree : undefined;
}

/**
 * Renders `job` as render-mdx.ts renders an MDX job, its HTML as renderToString writes it (the
 * caller drops the `<!-- -->` outside islands, as for every MDX page), or gives undefined when
 * it must go through MDX (including when a plugin fails: MDX then reports the failure as it does).
 */
export async function renderThemeOnlyJob(job: MarkdownJob, tree: MdastRoot, ctx: BatchContext, plugins: SitePlugins, loadShapes: LoadShapes): Promise<RenderedMarkdown | undefined> {
  const links = jobLinks(job, ctx);
  const options = { path: job.file, key: job.key, baseUrl: ctx.baseUrl, toc: ctx.toc, additionalLanguages: ctx.additionalLanguages, plugins, ...links.options };
  const reports = fileReports();
  const { default: remarkEmoji } = await import("remark-emoji");
  const { remarkPlugins, rehypePlugins } = mdxPluginLists(options, reports, new Set(), remarkEmoji, tree);
  let hast: HastRoot | undefined;
  try {
    const processor = unified() as unknown as Processor;
    await processor
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
      .process({ path: job.file, value: applyMdx1Compat(job.source) });
  } catch {
    return undefined;
  }
  const shapes = tree.children.some(isJsx) ? await loadShapes() : undefined;
  const html = reactHtml(hast!, shapes ? tabsWriter(shapes) : () => undefined);
  if (html === undefined) return undefined;
  return { ...finishedReports(reports), ...links.found(), html };
}
