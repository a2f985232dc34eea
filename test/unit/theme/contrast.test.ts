// WCAG AA contrast of both palettes, computed from the CSS variables of the theme's
// stylesheet: text pairs need 4.5:1, the focus ring (a non-text indicator) 3:1.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const css = readFileSync(fileURLToPath(new URL("../../../templates/styles/main.css", import.meta.url)), "utf8");

function variablesOf(selector: string): Map<string, string> {
  const start = css.indexOf(selector + " {");
  if (start < 0) throw new Error(`no rule ${selector} in main.css`);
  const body = css.slice(start + selector.length + 2, css.indexOf("}", start));
  const vars = new Map<string, string>();
  for (const [, name, value] of body.matchAll(/--([\w-]+):\s*([^;]+);/g)) vars.set(name!, value!.trim());
  return vars;
}

type Rgba = [number, number, number, number];

function parseColor(value: string): Rgba {
  const hex = /^#([0-9a-f]{6})$/i.exec(value);
  if (hex) {
    const n = parseInt(hex[1]!, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const rgba = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(value);
  if (rgba) return [Number(rgba[1]), Number(rgba[2]), Number(rgba[3]), rgba[4] === undefined ? 1 : Number(rgba[4])];
  throw new Error(`not a colour: ${value}`);
}

/** A translucent colour laid over an opaque one. */
function over([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba {
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const light = variablesOf(":root");
const dark = new Map([...light, ...variablesOf('html[data-theme="dark"]')]);

/** [foreground, background (a list: laid over each other, first at the bottom), minimum]. */
const TEXT = 4.5;
const pairs: [string, string[], number][] = [
  ["text", ["bg"], TEXT],
  ["text", ["bg-soft"], TEXT],
  ["text", ["bg-code"], TEXT],
  ["text", ["bg", "primary-soft"], TEXT],
  ["text", ["navbar"], TEXT],
  ["text-muted", ["bg"], TEXT],
  ["text-muted", ["bg-soft"], TEXT],
  ["text-muted", ["bg-code"], TEXT],
  ["primary", ["bg"], TEXT],
  ["primary", ["bg-soft"], TEXT],
  ["primary", ["bg-code"], TEXT],
  ["primary", ["primary-soft"], TEXT],
  ["primary", ["navbar"], TEXT],
  ["primary-strong", ["bg"], TEXT],
  ["primary-strong", ["primary-soft"], TEXT],
  ["bg", ["primary"], TEXT],
  ["bg", ["primary-strong"], TEXT],
  ["footer-text", ["footer-bg"], TEXT],
  ["footer-link", ["footer-bg"], TEXT],
  ...["note", "tip", "info", "warning", "danger"].flatMap((type): [string, string[], number][] => [
    [`c-${type}`.slice(2), [`${type}-bg`], TEXT],
    ["text", [`${type}-bg`], TEXT],
    ["primary", [`${type}-bg`], TEXT],
  ]),
  ...["keyword", "string", "number", "comment", "attr", "title", "meta", "deletion", "addition"].flatMap((token): [string, string[], number][] => [
    [`hl-${token}`, ["bg-code"], TEXT],
    // Highlighted lines lay a translucent tint over the code background.
    [`hl-${token}`, ["bg-code", "highlight-line"], TEXT],
  ]),
  ["text", ["bg-code", "highlight-line"], TEXT],
  // The focus ring against the page.
  ["primary", ["bg"], 3],
];

function resolve(vars: Map<string, string>, name: string): string {
  const value = vars.get(name.startsWith("hl-") ? name : `c-${name}`);
  if (!value) throw new Error(`no variable for ${name}`);
  return value;
}

function background(vars: Map<string, string>, layers: string[]): Rgba {
  return layers.map((l) => parseColor(resolve(vars, l))).reduce((below, layer) => over(layer, below), [255, 255, 255, 1] as Rgba);
}

describe("contrast helper", () => {
  it("computes the WCAG ratios of known pairs", () => {
    expect(contrast(parseColor("#000000"), parseColor("#ffffff"))).toBeCloseTo(21, 5);
    expect(contrast(parseColor("#777777"), parseColor("#ffffff"))).toBeCloseTo(4.48, 2);
    expect(over(parseColor("rgba(0, 0, 0, 0.5)"), parseColor("#ffffff"))[0]).toBeCloseTo(127.5, 5);
  });
});

for (const [mode, vars] of [["light", light], ["dark", dark]] as const) {
  describe(`the ${mode} palette meets WCAG AA`, () => {
    it.each(pairs.map(([fg, bg, min]) => [`${fg} on ${bg.join(" + ")}`, fg, bg, min] as const))("%s", (_name, fg, bg, min) => {
      const ratio = contrast(parseColor(resolve(vars, fg)), background(vars, bg));
      expect(ratio, `${fg} on ${bg.join(" + ")}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(min);
    });
  });
}
