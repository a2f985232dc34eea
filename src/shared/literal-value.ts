// The value of a JavaScript expression written with literals alone, read from its estree: what
// an MDX attribute such as `values={[{ label: "Helm", value: "helm" }]}` (Docusaurus's older Tabs)
// gives, without compiling and running the page. Arrays, objects with plain keys, strings,
// numbers, booleans, null, template strings without substitutions and negative numbers; anything
// else (a name, a call, a spread, `__proto__`, which would set the prototype) is no literal value.
// Shared by the compiler, which decides a page needs no compiled code (theme-only-mdx.ts), and
// the server render that evaluates it (templates/runtime/island-shape.tsx).

/** The estree nodes this reads: only their shape matters. */
export interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

/** Thrown by literalValue for an expression that is not made of literals. */
export class NotLiteral extends Error {
  constructor(type: string) {
    super(`a ${type} is not a literal value`);
    this.name = "NotLiteral";
  }
}

/** The value `node` evaluates to; throws NotLiteral when it is not made of literals. */
export function literalValue(node: EstreeNode): unknown {
  switch (node.type) {
    case "Literal": {
      const value = node.value;
      if (node.regex || node.bigint || !(value === null || ["string", "number", "boolean"].includes(typeof value))) throw new NotLiteral("regular expression or bigint");
      return value;
    }
    case "TemplateLiteral": {
      const quasis = node.quasis as { value: { cooked: string | null } }[];
      if ((node.expressions as unknown[]).length || quasis.length !== 1 || quasis[0]!.value.cooked === null) throw new NotLiteral(node.type);
      return quasis[0]!.value.cooked;
    }
    case "UnaryExpression": {
      const argument = node.argument as EstreeNode;
      if (node.operator !== "-" || argument.type !== "Literal" || typeof argument.value !== "number") throw new NotLiteral(node.type);
      return -argument.value;
    }
    case "ArrayExpression":
      return (node.elements as (EstreeNode | null)[]).map((element) => {
        if (!element || element.type === "SpreadElement") throw new NotLiteral("hole or spread");
        return literalValue(element);
      });
    case "ObjectExpression": {
      const object: Record<string, unknown> = {};
      for (const property of node.properties as EstreeNode[]) {
        const key = propertyKey(property);
        object[key] = literalValue(property.value as EstreeNode);
      }
      return object;
    }
    default:
      throw new NotLiteral(node.type);
  }
}

/** A property's key when it is written plainly (`label:` or `"label":`, not computed, no method, no shorthand). */
function propertyKey(property: EstreeNode): string {
  if (property.type !== "Property" || property.kind !== "init" || property.computed || property.method || property.shorthand) throw new NotLiteral(property.type);
  const key = property.key as EstreeNode;
  const name = key.type === "Identifier" ? String(key.name) : key.type === "Literal" && ["string", "number"].includes(typeof key.value) ? String(key.value) : undefined;
  if (name === undefined || name === "__proto__") throw new NotLiteral("key");
  return name;
}

/** True when `node` is made of literals (literalValue gives its value). */
export function isLiteral(node: EstreeNode): boolean {
  try {
    literalValue(node);
    return true;
  } catch (error) {
    if (error instanceof NotLiteral) return false;
    throw error;
  }
}
