// literal-value.ts evaluates expressions written with literals as JavaScript does, and refuses
// everything else: each case is compared with the value JavaScript itself gives.
import { parseExpressionAt } from "acorn";
import { describe, expect, it } from "vitest";
import { isLiteral, literalValue, NotLiteral, type EstreeNode } from "../../../src/shared/literal-value.ts";

const expression = (code: string) => parseExpressionAt(code, 0, { ecmaVersion: "latest" }) as unknown as EstreeNode;

describe("literalValue", () => {
  it.each([
    `"text"`,
    `'single'`,
    "42",
    "-1.5",
    "true",
    "null",
    "`template`",
    `[1, "two", [3], {}]`,
    `[{ label: 'Scan', value: "sc" }, { "label": "Findings", value: 'fi', 2: "n" },]`,
    `{ a: 1, a: 2 }`,
  ])("gives what JavaScript gives for %s", (code) => {
    expect(literalValue(expression(code))).toEqual(new Function(`return (${code});`)());
    expect(isLiteral(expression(code))).toBe(true);
  });

  it.each(["name", "call()", "[...rest]", "{ ...rest }", "{ [key]: 1 }", "{ short }", "{ m() {} }", "{ __proto__: { x: 1 } }", "`a ${b}`", "/re/", "10n", "[1, , 2]", "!true", "-x", "1 + 2"])(
    "refuses %s",
    (code) => {
      expect(() => literalValue(expression(code))).toThrow(NotLiteral);
      expect(isLiteral(expression(code))).toBe(false);
    },
  );
});
