// Whether a site adds Markdown plugins decides whether workers load the config and whether the
// config's files are part of the Markdown cache's key. Only the four plugin lists count.
import { describe, expect, it } from "vitest";
import { validateConfig } from "../../../src/config/load.ts";
import { hasPlugins } from "../../../src/markdown/site-plugins.ts";

const minimal = { title: "Site", url: "https://example.org", navbar: {} };
const markdownOf = (markdown: unknown) => validateConfig({ ...minimal, markdown }, "export default {}", "/site/site.config.ts").markdown;

describe("hasPlugins", () => {
  it("is false for a config with no plugins, whatever its engine", () => {
    expect(hasPlugins(markdownOf(undefined))).toBe(false);
    expect(hasPlugins(markdownOf({ engine: "fast" }))).toBe(false);
    expect(hasPlugins(markdownOf({ engine: "unified" }))).toBe(false);
    expect(hasPlugins(markdownOf({ engine: undefined }))).toBe(false);
  });

  it("is true when any of the four lists has a plugin", () => {
    const plugin = function remarkSomething() {};
    for (const list of ["beforeDefaultRemarkPlugins", "remarkPlugins", "beforeDefaultRehypePlugins", "rehypePlugins"]) {
      expect(hasPlugins(markdownOf({ engine: "fast", [list]: [plugin] })), list).toBe(true);
    }
  });
});
