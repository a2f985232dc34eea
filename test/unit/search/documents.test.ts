// Search documents: one per page section, the fields SPEC §3 names, unlisted pages skipped.
import { describe, expect, it } from "vitest";
import { searchDocuments, snippet, SNIPPET_LENGTH } from "../../../src/search/documents.ts";
import { docRoute, pageRoute, postRoute, unlistedRoute } from "./helpers.ts";

const nmap = docRoute(
  "/docs/scanners/nmap",
  "Nmap",
  [
    { text: "Nmap finds open ports." },
    { id: "deployment", title: "Deployment", text: "Install the chart with helm install." },
    { id: "configuration", title: "Configuration", text: "Set the scan parameters." },
  ],
  { tags: ["network", "port scan"], parentCategories: ["Docs", "Scanners"] },
);

describe("searchDocuments", () => {
  it("makes one document per section: the page itself, then each h2/h3 with its anchor", () => {
    const docs = searchDocuments([nmap], { baseUrl: "/", parentCategories: 0 }).get("docs-default-current")!;
    expect(docs.map((d) => d.document)).toEqual([
      {
        id: "d0",
        title: "Nmap",
        content: "Nmap finds open ports.",
        tags: ["network", "port scan"],
        sectionTitle: "",
        pageTitle: "Nmap",
        sectionRoute: "/docs/scanners/nmap",
        type: "docs",
        sidebarParentCategories: [],
      },
      {
        id: "d1",
        title: "Deployment",
        content: "Install the chart with helm install.",
        tags: [],
        sectionTitle: "Deployment",
        pageTitle: "Nmap",
        sectionRoute: "/docs/scanners/nmap#deployment",
        type: "docs",
        sidebarParentCategories: [],
      },
      expect.objectContaining({ id: "d2", sectionRoute: "/docs/scanners/nmap#configuration", sectionTitle: "Configuration" }),
    ]);
    expect(docs[1]!.text).toBe("Install the chart with helm install.");
  });

  it("puts the base URL into every route", () => {
    const docs = searchDocuments([nmap], { baseUrl: "/docs-site/", parentCategories: 0 }).get("docs-default-current")!;
    expect(docs.map((d) => d.document.sectionRoute)).toEqual([
      "/docs-site/docs/scanners/nmap",
      "/docs-site/docs/scanners/nmap#deployment",
      "/docs-site/docs/scanners/nmap#configuration",
    ]);
  });

  it("groups documents by index tag: docs, and blog with pages", () => {
    const byTag = searchDocuments(
      [nmap, postRoute("/blog/2023/01/01/hello", "Hello", [{ text: "Hi." }], ["release"]), pageRoute("/", "secureCodeBox", "Scanners on Kubernetes.")],
      { baseUrl: "/", parentCategories: 0 },
    );
    expect([...byTag.keys()]).toEqual(["docs-default-current", "default"]);
    const defaults = byTag.get("default")!.map((d) => d.document);
    expect(defaults.map((d) => [d.id, d.type, d.title, d.content, d.tags])).toEqual([
      ["d0", "blog", "Hello", "Hi.", ["release"]],
      ["d1", "other", "secureCodeBox", "Scanners on Kubernetes.", []],
    ]);
  });

  it("skips unlisted pages, noindex site pages, and sections without a heading id", () => {
    const byTag = searchDocuments(
      [
        unlistedRoute("/docs/telemetry", "Telemetry"),
        pageRoute("/secret", "Secret", "Hidden page", true),
        docRoute("/docs/x", "X", [{ text: "Intro" }, { id: "", title: "No id", text: "Lost" }, { id: "kept", title: "Kept", text: "Here" }]),
      ],
      { baseUrl: "/", parentCategories: 0 },
    );
    expect([...byTag.keys()]).toEqual(["docs-default-current"]);
    expect(byTag.get("docs-default-current")!.map((d) => d.document.sectionRoute)).toEqual(["/docs/x", "/docs/x#kept"]);
  });

  it("indexes no parent categories with indexDocSidebarParentCategories 0, else the nearest n", () => {
    const none = searchDocuments([nmap], { baseUrl: "/", parentCategories: 0 }).get("docs-default-current")!;
    expect(none[0]!.parentCategories).toEqual([]);
    const one = searchDocuments([nmap], { baseUrl: "/", parentCategories: 1 }).get("docs-default-current")!;
    expect(one[0]!.parentCategories).toEqual(["Scanners"]);
    expect(one[0]!.document.sidebarParentCategories).toEqual(["Scanners"]);
    expect(one[1]!.parentCategories).toEqual([]);
  });

  it("stores a short snippet of long sections, and the full text for the index", () => {
    const long = "word ".repeat(200).trim();
    const [doc] = searchDocuments([docRoute("/docs/long", "Long", [{ text: long }])], { baseUrl: "/", parentCategories: 0 }).get("docs-default-current")!;
    expect(doc!.document.content.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 1);
    expect(doc!.document.content.endsWith("…")).toBe(true);
    expect(doc!.text).toBe(long);
  });
});

describe("snippet", () => {
  it("keeps short text and cuts long text at a word boundary", () => {
    expect(snippet("Short text.")).toBe("Short text.");
    expect(snippet("alpha beta gamma delta", 12)).toBe("alpha beta…");
    expect(snippet("a".repeat(30), 10)).toBe("a".repeat(10) + "…");
  });
});
