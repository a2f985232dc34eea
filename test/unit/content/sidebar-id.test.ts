// The sidebar a config or a doc's `displayed_sidebar` names: Docusaurus calls the one sidebar of
// docs without a sidebars file `defaultSidebar`, sitec `docs`; both names find it.
import { describe, expect, it } from "vitest";
import { buildDocsSidebars, sidebarIdOf } from "../../../src/content/docs-sidebars.ts";
import type { DocFile } from "../../../src/content/docs.ts";

const doc = (id: string, displayed?: string) =>
  ({ id, file: `/d/${id}.md`, source: `${id}.md`, route: `/docs/${id}`, dir: "", sourceDir: "", isCategoryIndex: false, frontMatter: displayed ? { displayed_sidebar: displayed } : {}, tags: [], inlineTags: [], frontMatterWarnings: [], content: "" }) as unknown as DocFile;

describe("sidebar ids", () => {
  it("find the one generated sidebar by Docusaurus's name, and nothing by an unknown one", () => {
    const generated = new Map([["docs", []]]);
    expect(sidebarIdOf(generated, "docs")).toBe("docs");
    expect(sidebarIdOf(generated, "defaultSidebar")).toBe("docs");
    expect(sidebarIdOf(generated, "api")).toBeUndefined();
    // A sidebars file's ids are the ids there are.
    expect(sidebarIdOf(new Map([["guide", []], ["docs", []]]), "defaultSidebar")).toBeUndefined();
  });

  it("let a doc's displayed_sidebar name it so", () => {
    const built = buildDocsSidebars({ docs: [doc("a", "defaultSidebar"), doc("b")], categories: new Map(), baseUrl: "/", routeBasePath: "docs", collapsed: true, collapsible: true });
    expect(built.sidebarOf(doc("a", "defaultSidebar"))).toBe("docs");
    expect(() => buildDocsSidebars({ docs: [doc("a", "nope")], categories: new Map(), baseUrl: "/", routeBasePath: "docs", collapsed: true, collapsible: true })).toThrow(/displayed_sidebar: no sidebar has the id "nope"/);
  });
});
