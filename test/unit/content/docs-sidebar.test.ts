import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { createDocLinkResolver, loadDocs, type DocFile } from "../../../src/content/docs.ts";
import { breadcrumbsByHref, breadcrumbsFor, buildSidebar, flattenSidebar, loadCategories } from "../../../src/content/sidebar.ts";
import { SiteError, SiteErrors } from "../../../src/errors.ts";
import type { SidebarCategory, SidebarItem } from "../../../src/shared/types.ts";
import { categoriesOf, docsOf } from "../../helpers/content.ts";

const tempDirs: string[] = [];
async function docsDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "sitec-unit-docs-"));
  tempDirs.push(dir);
  for (const [path, contents] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), contents);
  }
  return dir;
}
afterAll(async () => {
  await Promise.all(tempDirs.map((d) => rm(d, { recursive: true, force: true })));
});

const fm = (fields: string) => `---\n${fields}\n---\n\nBody\n`;

const FILES: Record<string, string> = {
  "index.md": fm("title: Welcome\nsidebar_position: 1"),
  "getting-started.md": fm("sidebar_position: 2"),
  "telemetry.md": fm("title: Telemetry\nunlisted: true"),
  "draft.md": fm("title: Draft\ndraft: true"),
  "_partial.md": "partial, no front matter",
  "_snippets/snippet.md": "snippet",
  "architecture/_category_.json": JSON.stringify({ label: "Architecture", position: 3, collapsed: false }),
  "architecture/index.md": fm("title: Architecture"),
  "architecture/01_introduction_and_goals.md": fm("title: Introduction and Goals"),
  "architecture/10-security.md": fm("title: Security"),
  "architecture/02_constraints.md": fm("title: Constraints"),
  "architecture/09_architecture_decisions/adr_0002.md": fm("title: ADR 2\nsidebar_label: Second ADR"),
  "architecture/09_architecture_decisions/adr_0001.md": fm("title: ADR 1"),
  "architecture/09_architecture_decisions/templates/adr_template.md": fm("title: Template"),
  "how-tos/how-tos.md": fm("title: How-Tos\nsidebar_label: How-tos"),
  "how-tos/scan.md": fm("title: Scan\nslug: /custom/scan"),
  "how-tos/relative.md": fm("title: Relative\nslug: relative-slug\nid: my-id"),
  "contributing/README.md": fm("title: Contributing"),
  "contributing/conventions.md": fm("title: Conventions"),
  "api/no-index.md": fm("title: No index"),
};

describe("loadDocs", () => {
  let dir: string;
  let docs: DocFile[];
  beforeAll(async () => {
    dir = await docsDir(FILES);
    docs = await docsOf(dir, { routeBasePath: "docs", exclude: ["**/templates/**"] });
  });
  const bySource = (source: string) => {
    const doc = docs.find((d) => d.source === source);
    expect(doc, source).toBeDefined();
    return doc!;
  };

  it("strips number prefixes from ids and routes, and keeps the position", () => {
    const doc = bySource("architecture/01_introduction_and_goals.md");
    expect(doc.id).toBe("architecture/introduction_and_goals");
    expect(doc.route).toBe("/docs/architecture/introduction_and_goals");
    expect(doc.position).toBe(1);
    expect(bySource("architecture/10-security.md").route).toBe("/docs/architecture/security");
    expect(bySource("architecture/10-security.md").position).toBe(10);
  });

  it("strips prefixes from folders, keeps the folder as on disk", () => {
    const doc = bySource("architecture/09_architecture_decisions/adr_0001.md");
    expect(doc.id).toBe("architecture/architecture_decisions/adr_0001");
    expect(doc.route).toBe("/docs/architecture/architecture_decisions/adr_0001");
    expect(doc.dir).toBe("architecture/architecture_decisions");
    expect(doc.sourceDir).toBe("architecture/09_architecture_decisions");
    expect(doc.position).toBeUndefined();
  });

  it("makes index.md, README.md and a doc named like its folder the folder's page", () => {
    expect(bySource("index.md").route).toBe("/docs");
    expect(bySource("architecture/index.md").route).toBe("/docs/architecture");
    expect(bySource("architecture/index.md").isCategoryIndex).toBe(true);
    expect(bySource("contributing/README.md").route).toBe("/docs/contributing");
    expect(bySource("how-tos/how-tos.md").route).toBe("/docs/how-tos");
    expect(bySource("how-tos/how-tos.md").isCategoryIndex).toBe(true);
    expect(bySource("getting-started.md").isCategoryIndex).toBe(false);
  });

  it("applies `slug` (absolute below the route base, relative to the folder) and `id`", () => {
    expect(bySource("how-tos/scan.md").route).toBe("/docs/custom/scan");
    const rel = bySource("how-tos/relative.md");
    expect(rel.route).toBe("/docs/how-tos/relative-slug");
    expect(rel.id).toBe("how-tos/my-id");
  });

  it("takes sidebar_position from front matter", () => {
    expect(bySource("getting-started.md").position).toBe(2);
  });

  it("drops drafts, partials, _folders and excluded files; keeps unlisted docs", () => {
    const sources = docs.map((d) => d.source);
    expect(sources).not.toContain("draft.md");
    expect(sources).not.toContain("_partial.md");
    expect(sources).not.toContain("_snippets/snippet.md");
    expect(sources.some((s) => s.includes("templates"))).toBe(false);
    expect(bySource("telemetry.md").frontMatter.unlisted).toBe(true);
    // 20 files: minus the draft, the partial, the snippet, the template and _category_.json.
    expect(docs).toHaveLength(Object.keys(FILES).length - 5);
  });

  it("keeps the file text and absolute path", () => {
    const doc = bySource("getting-started.md");
    expect(doc.file).toBe(join(dir, "getting-started.md"));
    expect(doc.content).toBe(FILES["getting-started.md"]);
  });

  it("uses the route base path", async () => {
    const other = await docsOf(dir, { routeBasePath: "/reference/", exclude: ["**/templates/**"] });
    expect(other.find((d) => d.source === "index.md")!.route).toBe("/reference");
    expect(other.find((d) => d.source === "getting-started.md")!.route).toBe("/reference/getting-started");
  });

  it("rejects two docs with the same id", async () => {
    const bad = await docsDir({ "a.md": fm("title: A"), "01-a.md": fm("title: A again") });
    await expect(docsOf(bad, { routeBasePath: "docs", exclude: [] })).rejects.toThrow(/two docs have the id "a"/);
  });

  it("reports the invalid front matter of every doc in one run, with file and line", async () => {
    const bad = await docsDir({ "x.md": "---\ntitle: X\nsidebar_position: first\n---\n", "y.md": "---\nhide_title: 3\n---\n", "z.md": fm("title: Z") });
    const error = await docsOf(bad, { routeBasePath: "docs", exclude: [] }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SiteErrors);
    const errors = (error as SiteErrors).errors;
    expect(errors.map((e) => [e.file, e.line])).toEqual([
      [join(bad, "x.md"), 3],
      [join(bad, "y.md"), 2],
    ]);
  });

  it("keeps a doc with a misspelt key, warning with the key meant", async () => {
    const dir = await docsDir({ "x.md": "---\ntitle: X\nsidebar_positon: 1\nowner: core\n---\n" });
    const [doc] = await docsOf(dir, { routeBasePath: "docs", exclude: [] });
    expect(doc!.frontMatterWarnings).toEqual([{ key: "sidebar_positon", message: 'unknown front matter key "sidebar_positon": did you mean "sidebar_position"?', line: 3 }]);
    expect(doc!.frontMatter.owner).toBe("core");
  });
});

describe("loadCategories", () => {
  it("reads _category_.json by folder as on disk", async () => {
    const dir = await docsDir({
      "01_a/_category_.json": JSON.stringify({ label: "A", position: 5, link: { type: "doc", id: "a/x" } }),
      "01_a/nested/_category_.json": JSON.stringify({ collapsed: false }),
    });
    const categories = await categoriesOf(dir);
    expect(categories.get("01_a")).toEqual({ label: "A", position: 5, link: { type: "doc", id: "a/x" } });
    expect(categories.get("01_a/nested")).toEqual({ collapsed: false });
  });

  it("rejects invalid JSON with the file", async () => {
    const dir = await docsDir({ "a/_category_.json": "{ label: A" });
    await expect(categoriesOf(dir)).rejects.toThrow(/^invalid JSON/);
  });

  it("rejects unknown keys, naming them", async () => {
    const dir = await docsDir({ "a/_category_.json": JSON.stringify({ lable: "A" }) });
    const error = await categoriesOf(dir).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SiteError);
    expect((error as SiteError).message).toMatch(/^invalid category metadata: lable/);
    expect((error as SiteError).file).toBe(join(dir, "a/_category_.json"));
  });
});

describe("buildSidebar", () => {
  let docs: DocFile[];
  let sidebar: SidebarItem[];
  beforeAll(async () => {
    const dir = await docsDir(FILES);
    docs = await docsOf(dir, { routeBasePath: "docs", exclude: ["**/templates/**"] });
    sidebar = buildSidebar(docs, await categoriesOf(dir), "/docs-site/");
  });
  const label = (item: SidebarItem) => (item.type === "html" ? "" : item.label);
  const category = (items: SidebarItem[], label: string) => {
    const found = items.find((i): i is SidebarCategory => i.type === "category" && i.label === label);
    expect(found, label).toBeDefined();
    return found!;
  };

  it("orders items by position, then by name; hides unlisted docs", () => {
    expect(sidebar.map(label)).toEqual([
      "Welcome",
      "getting-started",
      "Architecture",
      "api",
      "Contributing",
      "How-tos",
    ]);
  });

  it("labels links by sidebar_label, title, then the doc id's last part, as Docusaurus does; hrefs have the base URL", () => {
    expect(sidebar[0]).toEqual({ type: "link", label: "Welcome", href: "/docs-site/docs", docId: "index" });
    expect(sidebar[1]).toEqual({
      type: "link",
      label: "getting-started",
      href: "/docs-site/docs/getting-started",
      docId: "getting-started",
    });
  });

  it("uses _category_.json label, position and collapsed, and the index doc as the category's page", () => {
    const architecture = category(sidebar, "Architecture");
    expect(architecture.href).toBe("/docs-site/docs/architecture");
    expect(architecture.collapsed).toBe(false);
    expect(architecture.items.map(label)).toEqual([
      "Introduction and Goals",
      "Constraints",
      "architecture_decisions",
      "Security",
    ]);
    // The index doc is the category's page, not an item of its own.
    expect(architecture.items.some((i) => i.type === "link" && i.docId === "architecture/index")).toBe(false);
  });

  it("labels a folder without metadata by its name, prefix stripped (as Docusaurus does), collapsed, without a page", () => {
    const decisions = category(category(sidebar, "Architecture").items, "architecture_decisions");
    expect(decisions.href).toBeUndefined();
    expect(decisions.collapsed).toBe(true);
    expect(decisions.items.map(label)).toEqual(["ADR 1", "Second ADR"]);
  });

  it("takes a category's label from its index doc's sidebar_label", () => {
    expect(category(sidebar, "How-tos").href).toBe("/docs-site/docs/how-tos");
    expect(category(sidebar, "Contributing").href).toBe("/docs-site/docs/contributing");
  });

  it("links a category to the doc named in _category_.json, labelled as that doc (as Docusaurus labels it)", () => {
    const linked = buildSidebar(docs, new Map([["api", { link: { type: "doc" as const, id: "getting-started" } }]]), "/");
    // getting-started has no title: it is labelled by its id.
    expect(category(linked, "getting-started").href).toBe("/docs/getting-started");
    expect(linked.some((i) => i.type !== "html" && i.label === "api")).toBe(false);
    // With its own label, the category keeps it.
    const labelled = buildSidebar(docs, new Map([["api", { label: "The API", link: { type: "doc" as const, id: "getting-started" } }]]), "/");
    expect(category(labelled, "The API").href).toBe("/docs/getting-started");
  });

  it("rejects a category link to a doc that does not exist", () => {
    expect(() => buildSidebar(docs, new Map([["api", { link: { type: "doc" as const, id: "nope" } }]]), "/")).toThrow(
      /the category links to the doc "nope", which does not exist/,
    );
  });

  it("flattens in reading order, category pages included", () => {
    expect(flattenSidebar(sidebar).map((l) => l.href)).toEqual([
      "/docs-site/docs",
      "/docs-site/docs/getting-started",
      "/docs-site/docs/architecture",
      "/docs-site/docs/architecture/introduction_and_goals",
      "/docs-site/docs/architecture/constraints",
      "/docs-site/docs/architecture/architecture_decisions/adr_0001",
      "/docs-site/docs/architecture/architecture_decisions/adr_0002",
      "/docs-site/docs/architecture/security",
      "/docs-site/docs/api/no-index",
      "/docs-site/docs/contributing",
      "/docs-site/docs/contributing/conventions",
      "/docs-site/docs/how-tos",
      "/docs-site/docs/how-tos/relative-slug",
      "/docs-site/docs/custom/scan",
    ]);
  });

  it("builds breadcrumbs: categories outermost first, then the page", () => {
    expect(breadcrumbsFor(breadcrumbsByHref(sidebar), "/docs-site/docs/architecture/architecture_decisions/adr_0002", "ADR 2")).toEqual([
      { label: "Architecture", href: "/docs-site/docs/architecture" },
      { label: "architecture_decisions", href: undefined },
      { label: "Second ADR" },
    ]);
    expect(breadcrumbsFor(breadcrumbsByHref(sidebar), "/docs-site/docs/architecture", "Architecture")).toEqual([{ label: "Architecture" }]);
    expect(breadcrumbsFor(breadcrumbsByHref(sidebar), "/docs-site/docs/getting-started", "x")).toEqual([{ label: "getting-started" }]);
  });

  it("falls back to the title for a page outside the sidebar", () => {
    expect(breadcrumbsFor(breadcrumbsByHref(sidebar), "/docs-site/docs/telemetry", "Telemetry")).toEqual([{ label: "Telemetry" }]);
  });
});
