import { describe, it, expect } from "vitest";
import { join } from "node:path";
import { paginate } from "../../../src/routes/blog-routes.ts";
import { findDuplicateRoutes } from "../../../src/routes/duplicates.ts";
import type { RouteEntry } from "../../../src/routes/route-entry.ts";
import type { RouteProps } from "../../../src/shared/types.ts";

describe("paginate", () => {
  it("splits into pages of the given size", () => {
    const items = Array.from({ length: 14 }, (_, i) => i + 1);
    const pages = paginate(items, 10);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pages[1]).toEqual([11, 12, 13, 14]);
  });

  it("has no empty last page when items fill the pages exactly", () => {
    expect(paginate([1, 2, 3, 4], 2)).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it("gives one empty page for no items", () => {
    expect(paginate([], 10)).toEqual([[]]);
  });

  it("keeps every item exactly once, in order", () => {
    const items = Array.from({ length: 23 }, (_, i) => `p${i}`);
    expect(paginate(items, 5).flat()).toEqual(items);
  });
});

function entry(path: string, props: RouteProps, file?: string): RouteEntry {
  return { data: { path, title: path, description: "", noindex: false, props }, file, contentLinks: [], inSitemap: true };
}

describe("findDuplicateRoutes", () => {
  it("finds nothing when every route is unique", () => {
    expect(findDuplicateRoutes([entry("/a", { kind: "page", pageId: "a" }), entry("/b", { kind: "page", pageId: "b" })])).toEqual([]);
  });

  it("names both sources of a duplicate route, relative to the working folder", () => {
    const first = join(process.cwd(), "site", "docs", "a.md");
    const second = join(process.cwd(), "site", "docs", "01-a.md");
    const result = findDuplicateRoutes([
      entry("/docs/a", { kind: "page", pageId: "x" }, first),
      entry("/docs/b", { kind: "page", pageId: "y" }),
      entry("/docs/a", { kind: "page", pageId: "z" }, second),
    ]);
    expect(result).toEqual([
      {
        message: `duplicate route /docs/a: produced by ${join("site", "docs", "a.md")} and ${join("site", "docs", "01-a.md")}; the second one wins`,
        file: second,
      },
    ]);
  });

  it("describes generated pages by their kind", () => {
    const result = findDuplicateRoutes([
      entry("/blog/tags", { kind: "blog-tags", tags: [], recent: [] }),
      entry("/blog/tags", { kind: "page", pageId: "tags" }, join(process.cwd(), "site", "pages", "tags.tsx")),
    ]);
    expect(result).toHaveLength(1);
    expect(result[0]!.message).toContain("produced by a generated blog-tags page and");
  });

  it("reports each further duplicate", () => {
    const result = findDuplicateRoutes([
      entry("/x", { kind: "not-found" }),
      entry("/x", { kind: "not-found" }),
      entry("/x", { kind: "not-found" }),
    ]);
    expect(result).toHaveLength(2);
  });
});
