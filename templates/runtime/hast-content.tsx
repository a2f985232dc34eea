// An MDX page's content given as its hast, not as compiled JSX: rendered by React through
// hast-util-to-jsx-runtime (what MDX's `run` and react-markdown use). The compile writes a page
// this way when its content has nothing to run (src/markdown/mdx/hast-module.ts): JSX of the
// page's imports, of the theme's provided components and of HTML, attributes written as strings
// or literals. Its import lines are still compiled by MDX, each component wrapped as on any MDX
// page, so islands and errors are found as there (mdx-render.tsx). Runs on the server only.
import type { Root } from "hast";
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import type { ReactElement } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { literalValue, type EstreeNode } from "../../src/shared/literal-value.ts";

/**
 * hast-util-to-jsx-runtime reads a capitalised JSX name and an attribute's `{…}` value as
 * expressions: a name is looked up with `component`, a value must be written with literals.
 */
export function hastEvaluater(component: (name: string) => unknown) {
  return () => ({
    evaluateExpression(expression: { type: string }): unknown {
      const node = expression as EstreeNode;
      if (node.type === "Identifier") return component(String(node.name));
      return literalValue(node);
    },
    evaluateProgram(): never {
      throw new Error("MDX's ESM needs the compiled page");
    },
  });
}

/**
 * The page's content component, as MDX's default export is one: `scope` holds the module's own
 * bindings (its wrapped imports), which come before the components the render provides, as in
 * compiled MDX; a name in neither fails with MDX's message.
 */
export function hastContent(tree: Root, scope: Record<string, unknown>) {
  return function MDXContent(props: { components?: Record<string, unknown> }): ReactElement {
    const component = (name: string) => {
      if (Object.hasOwn(scope, name)) return scope[name];
      if (props.components && Object.hasOwn(props.components, name)) return props.components[name];
      throw new Error(`Expected component \`${name}\` to be defined: you likely forgot to import, pass, or provide it.`);
    };
    return toJsxRuntime(tree, { Fragment, jsx, jsxs, passKeys: false, createEvaluater: hastEvaluater(component) }) as ReactElement;
  };
}
