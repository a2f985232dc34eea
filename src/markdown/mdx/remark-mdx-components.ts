// What an MDX file's components are: every capitalised JSX element must be imported, exported or
// provided (mdx-components.ts), or the build fails naming it and its line; the MDX runtime only
// says so while rendering, without a line. Each component a file imports is wrapped, so that the
// render can tell islands (components that need the browser) from static ones and name a
// component that throws: `import Hello from "./Hello"` becomes an import under another name and
// `const Hello = __sitecComponent(…, { importer, specifier, exportName, name })`.
// `<details>` becomes the provided Details, as Docusaurus's MDXComponents maps it, and a `<head>`
// is taken out of the content for the page's head.
import type { Expression, Program, Statement, ModuleDeclaration } from "estree";
import type { Root } from "mdast";
import type { Node } from "unist";
import { toString } from "mdast-util-to-string";
import { SiteError } from "../../errors.ts";
import { walk } from "../walk.ts";
import { MDX_RUNTIME, PROVIDED_COMPONENTS, TAG_COMPONENTS, WRAP } from "./mdx-components.ts";

interface JsxNode extends Node {
  type: "mdxJsxFlowElement" | "mdxJsxTextElement";
  name: string | null;
}
interface EsmNode extends Node {
  type: "mdxjsEsm";
  value?: string;
  data?: { estree?: Program };
}

const isJsx = (node: Node): node is JsxNode => node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement";
const isEsm = (node: Node): node is EsmNode => node.type === "mdxjsEsm";

/** Names a module's top-level statements declare (imports, exports, declarations). */
export function declaredNames(program: Program): string[] {
  const names: string[] = [];
  const declare = (statement: Statement | ModuleDeclaration) => {
    if (statement.type === "ImportDeclaration") for (const s of statement.specifiers) names.push(s.local.name);
    else if (statement.type === "VariableDeclaration") {
      for (const d of statement.declarations) if (d.id.type === "Identifier") names.push(d.id.name);
    } else if ((statement.type === "FunctionDeclaration" || statement.type === "ClassDeclaration") && statement.id) names.push(statement.id.name);
    else if (statement.type === "ExportNamedDeclaration" && statement.declaration) declare(statement.declaration);
  };
  for (const statement of program.body) declare(statement);
  return names;
}

const identifier = (name: string) => ({ type: "Identifier" as const, name });
const literal = (value: string) => ({ type: "Literal" as const, value });

/** `const local = WRAP(inner, { importer, specifier, exportName, name })`. */
function wrapping(local: string, inner: string, ref: Record<string, string>): Statement {
  const argument: Expression = { type: "ObjectExpression", properties: Object.entries(ref).map(([key, value]) => ({ type: "Property", key: literal(key), value: literal(value), kind: "init", method: false, shorthand: false, computed: false })) };
  return { type: "VariableDeclaration", kind: "const", declarations: [{ type: "VariableDeclarator", id: identifier(local), init: { type: "CallExpression", callee: identifier(WRAP), arguments: [identifier(inner), argument], optional: false } }] };
}

/** `import { wrapComponent as WRAP } from MDX_RUNTIME`. */
function wrapperImport(): Program {
  return {
    type: "Program",
    sourceType: "module",
    body: [{ type: "ImportDeclaration", specifiers: [{ type: "ImportSpecifier", imported: identifier("wrapComponent"), local: identifier(WRAP) }], source: literal(MDX_RUNTIME), attributes: [] }],
  };
}

/** What a `<head>` of the file sets of the page's head. */
export interface MdxHead {
  title?: string;
  description?: string;
}

/** A JSX attribute's value when it is a literal. */
function attributeValue(node: JsxNode, name: string): string | undefined {
  const attribute = (node as JsxNode & { attributes?: { type: string; name?: string; value?: unknown }[] }).attributes?.find((a) => a.type === "mdxJsxAttribute" && a.name === name);
  return typeof attribute?.value === "string" ? attribute.value : undefined;
}

/**
 * Takes each `<head>` out of the content, as Docusaurus's MDXComponents renders it as `<Head>`
 * (and each `<Head>`, given without import as Docusaurus gives it, or imported from `@docusaurus/Head`):
 * its `<title>` and `<meta name="description">` go to `head`; the page's other head elements
 * are the theme's (its canonical URL, from the config's `url`).
 */
function takeHeads(tree: Root, names: Set<string>, head: MdxHead): void {
  walk(tree, isJsx, (node, index, parent) => {
    if (!node.name || !names.has(node.name)) return undefined;
    walk(node as unknown as Root, isJsx, (child) => {
      if (child.name === "title") head.title = toString(child).trim();
      else if (child.name === "meta" && attributeValue(child, "name") === "description") head.description = attributeValue(child, "content") ?? head.description;
      return undefined;
    });
    (parent.children as Node[]).splice(index, 1);
    return index;
  });
}

/** `importer`: the key the render knows the file by (its path, or its excerpt's key); `head` receives what a `<head>` sets. */
export function remarkMdxComponents(options: { file: string; importer: string; declared: Set<string>; siteComponents?: boolean; head?: MdxHead }) {
  return () => (tree: Root) => {
    const declared = options.declared;
    // The names a head of the page has: an import of `@docusaurus/Head`, and `<head>` and
    // Docusaurus's provided `<Head>` unless the file declares them itself.
    const heads = new Set<string>();
    let wrapped = 0;
    walk(tree, isEsm, (node) => {
      const program = node.data?.estree;
      if (!program) return;
      const added: Statement[] = [];
      for (const statement of program.body) {
        if (statement.type !== "ImportDeclaration") continue;
        const specifier = String(statement.source.value);
        for (const s of statement.specifiers) if (specifier === "@docusaurus/Head" && s.type === "ImportDefaultSpecifier") heads.add(s.local.name);
        for (const s of statement.specifiers) {
          if (s.type === "ImportNamespaceSpecifier" || !/^[A-Z]/.test(s.local.name)) continue;
          const local = s.local.name;
          const exportName = s.type === "ImportDefaultSpecifier" ? "default" : s.imported.type === "Identifier" ? s.imported.name : String(s.imported.value);
          const inner = `__sitecImport${wrapped++}`;
          // An import's local name given as a shorthand (`{ A }`) has one node for both names.
          if (s.type === "ImportSpecifier" && s.imported === s.local) s.imported = { ...s.local };
          s.local = { ...s.local, name: inner };
          added.push(wrapping(local, inner, { importer: options.importer, specifier, exportName, name: local }));
        }
      }
      program.body.push(...added);
      for (const name of declaredNames(program)) declared.add(name);
    });
    if (wrapped) {
      // The wrapper's import, as the module's first statement.
      // `value` empty, as Docusaurus gives the nodes it adds: the site's plugins read it (npm2yarn's `value.includes(…)`).
      const runtime: EsmNode = { type: "mdxjsEsm", value: "", data: { estree: wrapperImport() } };
      (tree.children as Node[]).unshift(runtime);
    }
    for (const name of ["head", "Head"]) if (!declared.has(name)) heads.add(name);
    takeHeads(tree, heads, options.head ?? {});
    const unknown: SiteError[] = [];
    walk(tree, isJsx, (node) => {
      if (node.name && TAG_COMPONENTS[node.name] && !declared.has(node.name)) node.name = TAG_COMPONENTS[node.name]!;
      const root = node.name?.split(".")[0];
      if (!root || !/^[A-Z]/.test(root) || declared.has(root) || (PROVIDED_COMPONENTS as readonly string[]).includes(root)) return;
      // The site's MDXComponents may provide it: known only when the page renders (render-mdx.ts names it then).
      if (options.siteComponents) return;
      unknown.push(
        new SiteError(`unknown component <${node.name}>: it is neither imported nor one the theme provides.`, {
          file: options.file,
          line: node.position?.start.line,
          hint: `Import it at the top of the file (import ${root} from "./${root}";) or use one of ${PROVIDED_COMPONENTS.join(", ")}.`,
        }),
      );
    });
    if (unknown.length) throw unknown[0];
  };
}
