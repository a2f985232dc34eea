// Classes that Docusaurus content and its theme's parts write, which the theme's stylesheets must
// style: Infima's badges (`<span class="badge badge--warning">` in Markdown) and the cards of
// generated index pages and DocCardList. Without a rule they show as plain text or a bullet list.
import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const STYLES = fileURLToPath(new URL("../../../templates/styles/", import.meta.url));
const css = readdirSync(STYLES)
  .filter((file) => file.endsWith(".css"))
  .map((file) => readFileSync(join(STYLES, file), "utf8"))
  .join("\n")
  .replace(/\/\*[\s\S]*?\*\//g, "");

/** The declarations of the rules whose selector list names `selector`. */
function declarationsOf(selector: string): string {
  const found: string[] = [];
  for (const [, selectors = "", body = ""] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (selectors.split(",").some((s) => s.trim() === selector)) found.push(body);
  }
  return found.join(";");
}

describe("the theme's stylesheets", () => {
  it("style Infima's badge and each of its variants with a colour and a background", () => {
    expect(declarationsOf(".badge")).toMatch(/display:\s*inline-block/);
    for (const variant of ["secondary", "success", "info", "warning", "danger"]) {
      const rule = declarationsOf(`.badge--${variant}`);
      expect(rule, variant).toMatch(/(^|;)\s*color:/);
      expect(rule, variant).toMatch(/background:/);
    }
  });

  it("lay index cards out as a grid of bordered links", () => {
    expect(declarationsOf(".index-cards")).toMatch(/display:\s*grid/);
    expect(declarationsOf(".index-card > a")).toMatch(/border:/);
  });

  it("show the image of the document's colour mode only (ThemedImage)", () => {
    expect(declarationsOf('html:not([data-theme="dark"]) .themed-image--dark')).toMatch(/display:\s*none/);
    expect(declarationsOf('html[data-theme="dark"] .themed-image--light')).toMatch(/display:\s*none/);
  });
});
