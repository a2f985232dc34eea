// MDX pages whose content has nothing to run are compiled without their content: the compile's
// last rehype plugin keeps the page's hast and hands MDX only the import lines, so MDX still
// compiles and wraps the imports (remark-mdx-components.ts) and the page's module exports the hast
// as data beside them (HAST_EXPORT, with the module's bindings under SCOPE_EXPORT). The render
// gives that hast to React through hast-util-to-jsx-runtime (templates/runtime/hast-content.tsx).
// Turning the content into JavaScript (hast-util-to-estree, MDX's recma plugins, astring) was
// most of an MDX page's compile; what React renders is the same (the test renders pages both
// ways: test/unit/markdown/mdx/hast-module.test.ts).
//
// Nothing to run: JSX that names HTML, the page's imports or declarations, or a component the
// theme provides (but CodeBlock, whose grammars render-mdx.ts finds in compiled code), with
// attributes written as strings or literals (literal-value.ts); comments. An expression, a
// spread, a fragment, a member name (`<Foo.Bar>`) or raw HTML left by a plugin: compiled to JSX.
import type { Program } from "estree";
import type { Root as HastRoot, RootContent } from "hast";
import type { Root as MdastRoot } from "mdast";
import { isLiteral, type EstreeNode } from "../../shared/literal-value.ts";
import { walk } from "../walk.ts";
import { PROVIDED_COMPONENTS } from "./mdx-components.ts";
import { isWhitespace, writesNothing } from "./react-html.ts";

/** The export under which a page's module gives its content as hast. */
export const HAST_EXPORT = "__sitecHast";
/** The export under which it gives its own bindings (its wrapped imports and declarations). */
export const SCOPE_EXPORT = "__sitecScope";

/** Provided components the hast render takes: all but CodeBlock (see the header). */
const PROVIDED: ReadonlySet<string> = new Set(PROVIDED_COMPONENTS.filter((name) => name !== "CodeBlock"));
/** Attributes JSX reads as something else than a prop. */
const NOT_PROPS = new Set(["key", "ref", "children"]);

export interface MdxNode {
  type: string;
  name?: string | null;
  attributes?: { type: string; name: string; value: unknown }[];
  data?: { estree?: Program };
}

const isMdxNode = (node: unknown): node is MdxNode => /^mdx/.test((node as { type: string }).type) || (node as { type: string }).type === "raw";

/** An attribute's value that needs no code: none, a string, or `{…}` written with literals. */
export function literalAttributeValue(value: unknown): boolean {
  if (value === null || typeof value === "string") return true;
  const body = (value as { data?: { estree?: Program } }).data?.estree?.body;
  return body?.length === 1 && body[0]!.type === "ExpressionStatement" && isLiteral(body[0]!.expression as unknown as EstreeNode);
}

/** True for a JSX element with a plain name and literal attributes (see the header for names). */
export function plainJsx(node: MdxNode, knownName: (name: string) => boolean): boolean {
  const name = node.name;
  if (!name || !(/^[a-z][a-z\d]*$/.test(name) || (/^[A-Z][\w$]*$/.test(name) && knownName(name)))) return false;
  return node.attributes!.every((a) => a.type === "mdxJsxAttribute" && literalAttributeValue(a.value) && !NOT_PROPS.has(a.name));
}

/**
 * The JSX names a tree's MDX uses when it has nothing to run, else undefined: every JSX element
 * plain (plainJsx with `knownName`), every import block one `esm` accepts, every expression a
 * comment, no raw HTML. Shared by this module (on the hast) and theme-only-mdx.ts's React route
 * (on MDX's parse).
 */
export function plainMdxNames(tree: HastRoot | MdastRoot, knownName: (name: string) => boolean, esm: (node: MdxNode) => boolean): Set<string> | undefined {
  let plain = true;
  const names = new Set<string>();
  walk(tree, isMdxNode, (node) => {
    if (node.type === "mdxjsEsm") {
      if (!esm(node)) plain = false;
    } else if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
      if (plainJsx(node, knownName)) names.add(node.name!);
      else plain = false;
    } else if (!writesNothing(node)) plain = false;
  });
  return plain ? names : undefined;
}

/** True when the hast's MDX has nothing to run; `declared` holds the module's own bindings. */
function nothingToRun(tree: HastRoot, declared: ReadonlySet<string>): boolean {
  return plainMdxNames(tree, (name) => declared.has(name) || PROVIDED.has(name), () => true) !== undefined;
}

/**
 * The hast React renders for MDX's content: import lines and comments left out, the root's
 * surrounding whitespace dropped (what hast-util-to-estree leaves out of MDX's JSX); undefined
 * when a plugin left raw HTML, which MDX's compile would refuse.
 */
export function pageContent(tree: HastRoot): HastRoot | undefined {
  let raw = false;
  walk(tree, (node: unknown): node is { type: "raw" } => (node as { type: string }).type === "raw", () => {
    raw = true;
  });
  if (raw) return undefined;
  // A comment counts as a child here: whitespace beside it stays (as in hast-util-to-estree's root).
  const children = tree.children.filter((child) => (child.type as string) !== "mdxjsEsm");
  while (children.length && isWhitespace(children[0]!)) children.shift();
  while (children.length && isWhitespace(children.at(-1)!)) children.pop();
  return withoutComments({ ...tree, children });
}

/**
 * `node` with comment expressions left out of its children, at every depth (JSX leaves them
 * out): a copy of each node on the way to one, the others as they are (copying every node of a
 * long page was a tenth of its render).
 */
function withoutComments<T extends RootContent | HastRoot>(node: T): T {
  if (!("children" in node)) return node;
  const children = node.children as RootContent[];
  let kept: RootContent[] | undefined;
  children.forEach((child, index) => {
    const written = writesNothing(child) ? undefined : withoutComments(child);
    if (written !== child) kept ??= children.slice(0, index);
    if (kept && written) kept.push(written);
  });
  return kept ? ({ ...node, children: kept } as T) : node;
}

/**
 * The compile's last rehype plugin: when the page has nothing to run, gives `keep` its content
 * and leaves MDX only its import lines to compile.
 */
export function rehypeHastModule(declared: ReadonlySet<string>, keep: (content: HastRoot) => void) {
  return () => (tree: HastRoot) => {
    const content = nothingToRun(tree, declared) ? pageContent(tree) : undefined;
    if (!content) return tree;
    keep(content);
    return { type: "root", children: tree.children.filter((child) => (child.type as string) === "mdxjsEsm") } satisfies HastRoot;
  };
}

/**
 * What the module adds for its hast: the hast (positions left out) and its own bindings. The hast
 * is a JSON string the module parses: V8 parses JSON far faster than the same object literal,
 * and the bundle of a build's pages is evaluated at once (in-process-bundle.ts).
 */
export function hastModuleExports(content: HastRoot, declared: ReadonlySet<string>): string {
  const hast = JSON.stringify(content, (key, value: unknown) => (key === "position" ? undefined : value));
  return `\nexport const ${HAST_EXPORT} = JSON.parse(${JSON.stringify(hast)});\nexport const ${SCOPE_EXPORT} = { ${[...declared].join(", ")} };`;
}
