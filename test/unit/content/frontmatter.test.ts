import { describe, it, expect } from "vitest";
import { frontMatterKeyLine, parseFrontMatter, validateFrontMatter } from "../../../src/content/frontmatter.ts";
import { blogFrontMatterSchema, docFrontMatterSchema } from "../../../src/content/front-matter-schemas.ts";
import { SiteError } from "../../../src/errors.ts";

const FILE = "/work/site/docs/x.md";

function thrown(fn: () => unknown): SiteError {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(SiteError);
    return e as SiteError;
  }
  throw new Error("expected a SiteError");
}

describe("parseFrontMatter", () => {
  it("parses a YAML mapping and records where it starts", () => {
    const fm = parseFrontMatter("---\ntitle: Hello\nsidebar_position: 2\n---\n# Body\n", FILE);
    expect(fm.data).toEqual({ title: "Hello", sidebar_position: 2 });
    expect(fm.yamlStartLine).toBe(2);
    expect(fm.yamlOffset).toBe(4);
    expect(fm.yaml).toBe("title: Hello\nsidebar_position: 2");
  });

  it("gives empty data when there is no front matter", () => {
    const fm = parseFrontMatter("# Title\n\ntext\n", FILE);
    expect(fm.data).toEqual({});
    expect(fm.yamlStartLine).toBe(1);
  });

  it("accepts CRLF line endings", () => {
    expect(parseFrontMatter("---\r\ntitle: A\r\n---\r\nbody", FILE).data).toEqual({ title: "A" });
  });

  it("keeps dates as strings (YAML core schema), so no time zone can shift them", () => {
    expect(parseFrontMatter("---\ndate: 2023-09-15\n---\n", FILE).data).toEqual({ date: "2023-09-15" });
  });

  // Regression: the line of the YAML parser's error position was reported, which for an
  // unclosed quote or bracket is the end of the front matter, lines below the mistake.
  it("reports an unclosed quote on the line where the quote opens", () => {
    const source = '---\ntitle: "Getting started\ndescription: First steps\nsidebar_position: 2\nkeywords:\n  - a\n  - b\n---\nbody\n';
    const error = thrown(() => parseFrontMatter(source, FILE));
    expect(error.line).toBe(2);
    expect(error.message).toMatch(/^invalid front matter: .*quote/);
    expect(error.message).toContain("opened on this line");
  });

  it("reports an unclosed single quote and an unclosed flow list where they open", () => {
    const single = "---\ntitle: A\ndescription: 'it''s\nsidebar_position: 2\n---\n";
    expect(thrown(() => parseFrontMatter(single, FILE)).line).toBe(3);
    const list = "---\ntitle: A\ntags: [a, b\nsidebar_position: 2\nslug: x\n---\n";
    expect(thrown(() => parseFrontMatter(list, FILE)).line).toBe(3);
  });

  it("reports other YAML errors on the parser's own line", () => {
    expect(thrown(() => parseFrontMatter("---\ntitle: A\ntitle: B\n---\n", FILE)).line).toBe(3);
    expect(thrown(() => parseFrontMatter("---\ntitle: A\nslug: x\n\tfoo: y\n---\n", FILE)).line).toBe(4);
    expect(thrown(() => parseFrontMatter("---\ntitle: A\nslug: x: y\n---\n", FILE)).line).toBe(3);
  });

  it("rejects malformed YAML with a line inside the YAML", () => {
    const source = "---\ntitle: A\ntags: [a, b\n---\nbody\n";
    const error = thrown(() => parseFrontMatter(source, FILE));
    expect(error.message.startsWith("invalid front matter")).toBe(true);
    expect(error.file).toBe(FILE);
    // The YAML spans file lines 2..3; the error is on the broken line.
    expect(error.line).toBe(3);
    expect(error.format("/work")).toMatch(/^site\/docs\/x\.md:3: invalid front matter: /);
  });

  it("points a duplicate key at the duplicate's line", () => {
    const error = thrown(() => parseFrontMatter("---\ntitle: A\n\ntitle: B\n---\n", FILE));
    expect(error.message).toMatch(/^invalid front matter: .*unique/);
    expect(error.line).toBe(4);
  });

  it("rejects an unclosed front matter at line 1", () => {
    const error = thrown(() => parseFrontMatter("---\ntitle: A\nbody\n", FILE));
    expect(error.message).toMatch(/^invalid front matter: the opening `---` has no closing `---` line/);
    expect(error.line).toBe(1);
  });

  it("rejects YAML that is not a mapping", () => {
    const error = thrown(() => parseFrontMatter("---\n- a\n- b\n---\n", FILE));
    expect(error.message).toMatch(/^invalid front matter: it must be a YAML mapping/);
    expect(error.line).toBe(2);
  });
});

describe("validateFrontMatter", () => {
  it("returns the data with defaults for valid doc front matter", () => {
    const fm = parseFrontMatter(
      "---\ntitle: Nmap\nsidebar_label: nmap\nsidebar_position: 3\nkeywords: a, b ,c\nreference:\n  kind: scanner\n  upstreamVersion: 7.94\n---\n",
      FILE,
    );
    expect(validateFrontMatter(docFrontMatterSchema, fm, FILE)).toEqual({
      title: "Nmap",
      sidebar_label: "nmap",
      sidebar_position: 3,
      keywords: ["a", "b", "c"],
      reference: { kind: "scanner", upstreamVersion: "7.94" },
      unlisted: false,
      draft: false,
      hide_table_of_contents: false,
    });
  });

  it("returns blog front matter with tags as strings", () => {
    const fm = parseFrontMatter("---\ntitle: Post\nauthors: [alice]\ntags: [secureCodeBox, 2023]\n---\n", FILE);
    const data = validateFrontMatter(blogFrontMatterSchema, fm, FILE);
    expect(data.tags).toEqual(["secureCodeBox", "2023"]);
    expect(data.authors).toEqual(["alice"]);
    expect(data.unlisted).toBe(false);
  });

  it("names an unknown key and its line", () => {
    const source = "---\ntitle: A\nsidebar_position: 2\nsidebar_positon: 3\n---\nbody\n";
    const error = thrown(() => validateFrontMatter(docFrontMatterSchema, parseFrontMatter(source, FILE), FILE));
    expect(error.message).toBe('invalid front matter: unknown front matter key "sidebar_positon".');
    expect(error.line).toBe(4);
    expect(error.hint).toMatch(/spelling/);
  });

  it("names an unknown nested key at its own line", () => {
    const source = "---\ntitle: A\nreference:\n  kind: scanner\n  bogus: 1\n---\n";
    const error = thrown(() => validateFrontMatter(docFrontMatterSchema, parseFrontMatter(source, FILE), FILE));
    expect(error.message).toContain('"bogus"');
    expect(error.line).toBe(5);
  });

  it("names a key with a wrong type and its line", () => {
    const source = "---\ntitle: A\n\nsidebar_position: two\n---\n";
    const error = thrown(() => validateFrontMatter(docFrontMatterSchema, parseFrontMatter(source, FILE), FILE));
    expect(error.message).toMatch(/^invalid front matter: sidebar_position: .*expected number/);
    expect(error.line).toBe(4);
  });

  it("requires a blog post title", () => {
    const error = thrown(() =>
      validateFrontMatter(blogFrontMatterSchema, parseFrontMatter("---\ndescription: x\n---\n", FILE), FILE),
    );
    expect(error.message).toMatch(/^invalid front matter: title: /);
  });

  it("rejects an id with a slash", () => {
    const source = "---\nid: a/b\n---\n";
    const error = thrown(() => validateFrontMatter(docFrontMatterSchema, parseFrontMatter(source, FILE), FILE));
    expect(error.message).toContain("an id may not contain `/`");
    expect(error.line).toBe(2);
  });
});

describe("frontMatterKeyLine", () => {
  const fm = parseFrontMatter("---\ntitle: A\n# a comment\nreference:\n  kind: scanner\n  chart: nmap\n---\n", FILE);

  it("gives the file line of a key", () => {
    expect(frontMatterKeyLine(fm, ["title"])).toBe(2);
    expect(frontMatterKeyLine(fm, ["reference"])).toBe(4);
    expect(frontMatterKeyLine(fm, ["reference", "chart"])).toBe(6);
  });

  it("falls back to the deepest key found", () => {
    expect(frontMatterKeyLine(fm, ["reference", "nope"])).toBe(4);
    expect(frontMatterKeyLine(fm, ["nope"])).toBe(2);
  });
});
