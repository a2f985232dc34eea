import { describe, it, expect } from "vitest";
import { frontMatterKeyLine, parseFrontMatter, validateFrontMatter } from "../../../src/content/frontmatter.ts";
import { blogFrontMatterSchema, docFrontMatterSchema } from "../../../src/content/front-matter-schemas.ts";
import { SiteError, SiteErrors } from "../../../src/errors.ts";

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
      "---\ntitle: Nmap\nsidebar_label: nmap\nsidebar_position: 3\nkeywords: a, b ,c\nscanner_facts:\n  kind: scanner\n  upstreamVersion: 7.94\n---\n",
      FILE,
    );
    expect(validateFrontMatter(docFrontMatterSchema, fm, FILE).data).toEqual({
      title: "Nmap",
      sidebar_label: "nmap",
      sidebar_position: 3,
      keywords: ["a", "b", "c"],
      // A key sitec does not know is kept as written, for the site's components.
      scanner_facts: { kind: "scanner", upstreamVersion: 7.94 },
      tags: [],
      unlisted: false,
      draft: false,
      hide_table_of_contents: false,
      hide_title: false,
    });
  });

  it("returns blog front matter with tags as strings", () => {
    const fm = parseFrontMatter("---\ntitle: Post\nauthors: [alice]\ntags: [secureCodeBox, 2023]\n---\n", FILE);
    const { data } = validateFrontMatter(blogFrontMatterSchema, fm, FILE);
    expect(data.tags).toEqual(["secureCodeBox", "2023"]);
    expect(data.authors).toEqual(["alice"]);
    expect(data.unlisted).toBe(false);
  });

  // Docusaurus allows keys it does not know (components read them); only a likely typo warns.
  it("keeps an unknown key, and warns with the key meant when it is a typo of a known one", () => {
    const source = "---\ntitle: A\nsidebar_position: 2\nsidebar_positon: 3\nteam_owner: core\n---\nbody\n";
    const { data, warnings } = validateFrontMatter(docFrontMatterSchema, parseFrontMatter(source, FILE), FILE);
    expect(data.team_owner).toBe("core");
    expect(data.sidebar_positon).toBe(3);
    expect(warnings).toEqual([{ key: "sidebar_positon", message: 'unknown front matter key "sidebar_positon": did you mean "sidebar_position"?', line: 4 }]);
  });

  it("finds the key meant across case, `-` and `_`", () => {
    const source = "---\nsidebarLabel: X\nhide-title: true\ntag: [a]\n---\n";
    const { warnings } = validateFrontMatter(docFrontMatterSchema, parseFrontMatter(source, FILE), FILE);
    expect(warnings.map((w) => w.message)).toEqual([
      'unknown front matter key "sidebarLabel": did you mean "sidebar_label"?',
      'unknown front matter key "hide-title": did you mean "hide_title"?',
      'unknown front matter key "tag": did you mean "tags"?',
    ]);
  });

  it("reports every bad value of a file, each at its line", () => {
    const source = "---\ntitle: A\nsidebar_position: two\nhide_title: maybe\n---\n";
    let errors: SiteError[] = [];
    try {
      validateFrontMatter(docFrontMatterSchema, parseFrontMatter(source, FILE), FILE);
    } catch (e) {
      errors = (e as SiteErrors).errors;
    }
    expect(errors.map((e) => [e.line, e.message.split(":")[1]])).toEqual([
      [3, " sidebar_position"],
      [4, " hide_title"],
    ]);
  });

  it("names an unknown nested key at its own line", () => {
    const source = "---\ntitle: A\nlast_update:\n  author: Ann\n  bogus: 1\n---\n";
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

  it("accepts every documented Docusaurus doc key", () => {
    const source = [
      "---",
      "id: intro",
      "title: Intro",
      "hide_title: true",
      "hide_table_of_contents: false",
      "sidebar_position: 1",
      "sidebar_label: Start",
      "sidebar_class_name: green",
      "sidebar_custom_props: { emoji: x }",
      "displayed_sidebar: api",
      "pagination_label: Begin",
      "pagination_next: null",
      "pagination_prev: other",
      "parse_number_prefixes: false",
      "custom_edit_url: null",
      "description: D",
      "keywords: [a, b]",
      "image: /img/a.png",
      "slug: /start",
      "tags: [one, { label: Two, permalink: /two }]",
      "draft: false",
      "unlisted: true",
      "last_update: { date: 2024-01-02, author: Ann }",
      "toc_min_heading_level: 2",
      "toc_max_heading_level: 5",
      "---",
    ].join("\n");
    const { data, warnings } = validateFrontMatter(docFrontMatterSchema, parseFrontMatter(source, FILE), FILE);
    expect(warnings).toEqual([]);
    expect(data).toMatchObject({ hide_title: true, pagination_next: null, custom_edit_url: null, toc_max_heading_level: 5, sidebar_custom_props: { emoji: "x" } });
    expect(data.tags).toEqual(["one", { label: "Two", permalink: "/two" }]);
  });

  it("accepts Docusaurus's post keys: authors as keys, objects or both, the older author keys, no title", () => {
    const source = "---\nauthors:\n  - alice\n  - name: Bob\n    url: https://b.example\nauthor: Carol\nauthor_title: T\nauthor_url: https://c.example\nauthor_image_url: /c.png\ndate: 2024-01-02\n---\n";
    const { data, warnings } = validateFrontMatter(blogFrontMatterSchema, parseFrontMatter(source, FILE), FILE);
    expect(warnings).toEqual([]);
    expect(data.authors).toEqual(["alice", { name: "Bob", url: "https://b.example" }]);
    expect(data.title).toBeUndefined();
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
