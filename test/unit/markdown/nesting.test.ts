// Deeply nested Markdown (issue 41, points 7 and 8): both engines keep every word up to the
// nesting limit and give the same result; deeper, both stop with the same error naming the line,
// without running out of stack or time.
import fg from "fast-glob";
import { readFileSync } from "node:fs";
import remarkDirective from "remark-directive";
import remarkFrontmatter from "remark-frontmatter";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { describe, expect, it } from "vitest";
import { SiteError } from "../../../src/errors.ts";
import { MAX_NESTING, nestingBound } from "../../../src/markdown/nesting.ts";
import { parseMarkdown } from "../../../src/markdown/parse-markdown.ts";
import { render } from "./helpers.ts";

const ENGINES = ["fast", "unified"] as const;

async function expectSameOnBothEngines(source: string): Promise<string> {
  const [fast, unified] = await Promise.all(ENGINES.map((engine) => render(source, { engine })));
  expect(JSON.stringify(fast)).toBe(JSON.stringify(unified));
  return fast!.html;
}

/** The error each engine gives for `source`. */
async function errors(source: string): Promise<SiteError[]> {
  return Promise.all(
    ENGINES.map((engine) =>
      render(source, { engine }).then(
        () => Promise.reject(new Error(`the ${engine} engine rendered the document`)),
        (error: unknown) => error as SiteError,
      ),
    ),
  );
}

function nestedList(depth: number): string {
  return Array.from({ length: depth }, (_, i) => "  ".repeat(i) + `- item${i}\n`).join("");
}

describe("deeply nested block quotes and lists", () => {
  it("keep every word of a block quote nested 100 deep, as the unified engine does", async () => {
    const html = await expectSameOnBothEngines(">".repeat(100) + " deep text\n\nafter\n");
    expect(html).toContain("deep text");
    expect(html).toContain("after");
  });

  it("keep every item of a list nested 60 deep", async () => {
    const html = await expectSameOnBothEngines(nestedList(60));
    for (let i = 0; i < 60; i++) expect(html).toMatch(new RegExp(`<li>item${i}\\b`));
  });

  it("keep every word up to the limit", async () => {
    // The paragraph inside is one level more.
    const html = await expectSameOnBothEngines(">".repeat(MAX_NESTING - 1) + " deepest\n");
    expect(html).toContain("deepest");
  });

  it("beyond the limit: the same error on both engines, naming the line", async () => {
    const source = "---\ntitle: T\n---\n\nIntro\n\n" + ">".repeat(MAX_NESTING) + " too deep\n";
    const [fast, unified] = await errors(source);
    expect(fast).toBeInstanceOf(SiteError);
    expect(fast!.line).toBe(7);
    expect(fast!.message).toMatch(/nested more than \d+ levels deep/);
    expect(fast!.hint).toBeTruthy();
    expect({ ...unified, message: unified!.message }).toEqual({ ...fast, message: fast!.message });
  });

  it("a list nested 1,000 deep is an error, not a list cut at item 48", async () => {
    const [fast, unified] = await errors("Intro\n\n" + "- ".repeat(1000) + "x\n");
    expect(fast!.line).toBe(3);
    expect(unified!.line).toBe(3);
  });
});

describe("deeply nested emphasis", () => {
  for (const depth of [5_000, 50_000]) {
    it(`${depth.toLocaleString("en")} deep: an error naming the line on both engines, not a stack overflow`, async () => {
      const source = "# Title\n\nText\nmore " + "*".repeat(depth) + "x" + "*".repeat(depth) + "\n";
      for (const error of await errors(source)) {
        expect(error).toBeInstanceOf(SiteError);
        expect(error.line).toBe(4);
        expect(error.message).toMatch(/nested more than \d+ levels deep/);
      }
    });
  }

  it("keeps emphasis nested 200 deep inside 50 block quotes", async () => {
    const html = await expectSameOnBothEngines(">".repeat(50) + " " + "*a ".repeat(200) + "x" + " b*".repeat(200) + "\n");
    expect(html.match(/<em>/g)?.length).toBe(200);
  });
});

/** The depth of the deepest element (a node with children; the root's children are at 1). */
function depth(node: { children?: unknown[] }, at = 0): number {
  let deepest = at;
  for (const child of (node.children ?? []) as { children?: unknown[] }[]) if (child.children) deepest = Math.max(deepest, depth(child, at + 1));
  return deepest;
}

const remark = unified().use(remarkParse).use(remarkFrontmatter, ["yaml"]).use(remarkGfm).use(remarkDirective);

/** Documents of random lines: container prefixes of every kind, then nested inline content. */
function madeUpDocuments(count: number): string[] {
  // A footnote definition starts a line only: the fast parser fails on one inside a list inside
  // another ("[^n]:1. [^^]:\n>", before this bound was written too), a matter of its own.
  const prefixes = ["> ", "- ", "* ", "1. ", "  ", "    ", "\t", ">"];
  const contents = ["*a ", "**b** ", "_c_ ", "~~d~~ ", "[e](/x) ", "[f][g] ", "text ", "*", "www.example.org ", ":::note\n", ":::\n", "| h | i |\n|---|---|\n| *j* | k |", "# heading "];
  let seed = 41;
  const random = (n: number) => Math.floor(((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) * n);
  return Array.from({ length: count }, () =>
    Array.from({ length: 3 + random(25) }, () => {
      if (random(6) === 0) return "\n";
      const prefix = (random(8) === 0 ? "[^n]: " : "") + Array.from({ length: random(9) }, () => prefixes[random(prefixes.length)]).join("");
      return prefix + Array.from({ length: 1 + random(6) }, () => contents[random(contents.length)]).join("") + "\n";
    }).join(""),
  );
}

describe("nestingBound, which spares the unified engine measuring most files", () => {
  it("is at least the depth of the tree the parsers make, on every page of the site and on made-up documents", () => {
    for (const file of fg.sync("site/{docs,blog}/**/*.md")) {
      const source = readFileSync(file, "utf8");
      expect(nestingBound(source), file).toBeGreaterThanOrEqual(depth(parseMarkdown(source)));
    }
    for (const source of [...madeUpDocuments(150), nestedList(60), ">".repeat(100) + " x\n", "*".repeat(200) + "x" + "*".repeat(200) + "\n"]) {
      const bound = nestingBound(source);
      expect(bound, source).toBeGreaterThanOrEqual(depth(parseMarkdown(source)));
      expect(bound, source).toBeGreaterThanOrEqual(depth(remark.parse(source) as { children: unknown[] }));
    }
  });

  it("clears every page of the site", () => {
    for (const file of fg.sync("site/{docs,blog}/**/*.md")) expect(nestingBound(readFileSync(file, "utf8")), file).toBeLessThanOrEqual(MAX_NESTING);
  });
});
