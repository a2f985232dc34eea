// The README's table of the theme's CSS variables (section "Theming") against the theme's CSS:
// every variable defined at :root or for dark mode is listed, with its defaults in both modes,
// and the table lists nothing else.
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const STYLES = join(ROOT, "templates/styles");
const DARK = 'html[data-theme="dark"]';

/** The custom properties declared in the rules of `selector` (exactly that selector) in `css`. */
function variablesOf(css: string, selector: string): Map<string, string> {
  const found = new Map<string, string>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, "");
  for (const rule of withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (rule[1]!.trim() !== selector) continue;
    for (const declaration of rule[2]!.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) found.set(declaration[1]!, declaration[2]!.trim().replace(/\s+/g, " "));
  }
  return found;
}

function themeVariables(): { light: Map<string, string>; dark: Map<string, string> } {
  const light = new Map<string, string>();
  const dark = new Map<string, string>();
  for (const file of readdirSync(STYLES).filter((f) => f.endsWith(".css"))) {
    const css = readFileSync(join(STYLES, file), "utf8");
    for (const [name, value] of variablesOf(css, ":root")) light.set(name, value);
    for (const [name, value] of variablesOf(css, DARK)) dark.set(name, value);
  }
  return { light, dark };
}

/** The README's rows: variable → [light, dark] as written (dark is "(same)" when it keeps the light value). */
function readmeRows(): Map<string, [string, string]> {
  const readme = readFileSync(join(ROOT, "README.md"), "utf8");
  const start = readme.indexOf("| variable | light | dark |");
  expect(start).toBeGreaterThan(-1);
  const rows = new Map<string, [string, string]>();
  for (const line of readme.slice(start).split("\n").slice(2)) {
    if (!line.startsWith("|")) break;
    const cells = line.split(" | ").map((cell) => cell.replace(/^\|\s*|\s*\|$/g, "").trim());
    const unquote = (cell: string) => cell.replace(/^`|`$/g, "");
    rows.set(unquote(cells[0]!), [unquote(cells[1]!), unquote(cells[2]!)]);
  }
  return rows;
}

describe("the README's CSS variables", () => {
  const { light, dark } = themeVariables();
  const rows = readmeRows();

  it("finds the theme's variables (the parse is not empty)", () => {
    expect(light.size).toBeGreaterThan(30);
    expect(light.get("--c-primary")).toBe("#1d5fa6");
    expect(dark.get("--c-primary")).toBe("#7cb8ff");
  });

  it("lists every variable of the theme, and no other", () => {
    expect([...rows.keys()].sort()).toEqual([...new Set([...light.keys(), ...dark.keys()])].sort());
  });

  it("gives each variable its light and dark default", () => {
    for (const [name, [lightCell, darkCell]] of rows) {
      expect(lightCell, name).toBe(light.get(name));
      expect(darkCell, name).toBe(dark.get(name) ?? "(same)");
    }
  });
});
