import { describe, it, expect } from "vitest";
import { parseLineRanges, parseTitle } from "../../../src/markdown/rehype-code.ts";
import { render } from "./helpers.ts";

const fence = (lang: string, code: string, meta = "") => "```" + lang + (meta ? " " + meta : "") + "\n" + code + "\n```\n";
const roleClasses = (html: string) => new Set(html.match(/hl-[a-z]+/g) ?? []);

describe("code highlighting", () => {
  it.each([
    ["yaml", "image:\n  tag: latest\n  replicas: 3", ["hl-attr", "hl-number"]],
    ["bash", "# install\nhelm install nmap \"secureCodeBox/nmap\"", ["hl-comment", "hl-string"]],
    ["json", '{"name": "nmap", "enabled": true, "port": 8080}', ["hl-attr", "hl-keyword", "hl-number"]],
    ["go", 'package main\nfunc main() { fmt.Println("scan") }', ["hl-keyword", "hl-string", "hl-title"]],
    ["java", 'public class Scan { String name = "nmap"; }', ["hl-keyword", "hl-string", "hl-title"]],
    ["python", 'def scan(target):\n    return "done"', ["hl-keyword", "hl-string", "hl-title"]],
    ["rust", "fn main() { let port: u16 = 443; }", ["hl-keyword", "hl-number"]],
    ["diff", "--- a\n+++ b\n-old line\n+new line", ["hl-deletion", "hl-addition", "hl-meta"]],
    ["makefile", "all: build\n\tgo build ./...", ["hl-title"]],
    ["javascript", 'const x = "y";\nfunction f() { return 1; }', ["hl-keyword", "hl-string", "hl-number"]],
  ])("highlights %s at build time", async (lang, code, expected) => {
    const r = await render(fence(lang, code));
    expect(r.warnings).toEqual([]);
    expect(r.html).toContain(`<div class="code-block" data-language="${lang}">`);
    expect(r.html).toContain(`<pre class="code language-${lang}"`);
    const classes = roleClasses(r.html);
    for (const cls of expected) expect(classes, `${lang} has ${cls}`).toContain(cls);
  });

  it.each([
    ["sh", "bash"],
    ["shell", "bash"],
    ["console", "bash"],
    ["yml", "yaml"],
    ["js", "javascript"],
    ["ts", "typescript"],
    ["py", "python"],
    ["golang", "go"],
    ["make", "makefile"],
    ["docker", "dockerfile"],
    ["patch", "diff"],
  ])("maps the alias %s to %s", async (alias, lang) => {
    const r = await render(fence(alias, "x"));
    expect(r.html).toContain(`data-language="${lang}"`);
    expect(r.warnings).toEqual([]);
  });

  it("highlights dockerfile", async () => {
    const r = await render(fence("dockerfile", "FROM alpine:3\nRUN apk add nmap"));
    expect(roleClasses(r.html)).toContain("hl-keyword");
  });

  it("keeps the code text intact and escaped", async () => {
    const r = await render(fence("bash", 'echo "<b>&</b>"'));
    const text = r.html
      .replace(/<[^>]+>/g, "")
      .replace(/&#x3C;/g, "<")
      .replace(/&lt;/g, "<")
      .replace(/&#x26;/g, "&")
      .replace(/&amp;/g, "&");
    expect(text).toContain('echo "<b>&</b>"');
    expect(r.html).not.toContain("<b>");
  });

  it("wraps every line in a code-line span", async () => {
    const r = await render(fence("yaml", "a: 1\nb: 2\nc: 3"));
    expect(r.html.match(/class="code-line/g)).toHaveLength(3);
  });

  it("keeps a multi-line token's classes on each line", async () => {
    const r = await render(fence("python", 'x = """one\ntwo"""'));
    const lines = r.html.match(/<span class="code-line">[\s\S]*?<\/span><\/span>|<span class="code-line">[^<]*<\/span>/g) ?? [];
    expect(lines.length).toBe(2);
    expect(r.html.match(/hl-string/g)!.length).toBeGreaterThanOrEqual(2);
  });

  it("leaves a math block as it is, for a math plugin, without a warning", async () => {
    const r = await render(fence("math", "E = mc^2"));
    expect(r.warnings).toEqual([]);
    expect(r.html).toBe('<pre><code class="language-math">E = mc^2\n</code></pre>');
  });

  it("shows plain text for text, output and no language, without warnings", async () => {
    for (const lang of ["text", "txt", "plaintext", "output", ""]) {
      const r = await render(fence(lang, "plain <stuff>"));
      expect(r.warnings).toEqual([]);
      expect(r.html).toContain(`data-language="${lang || "text"}"`);
      expect(r.html).not.toContain("hl-");
      expect(r.html).toContain("plain &#x3C;stuff>");
    }
  });

  it("warns about an unknown language with its line, and shows it plain", async () => {
    const r = await render("---\ntitle: x\n---\n\nText\n\n" + fence("nosuchlang", "x = 1"));
    expect(r.warnings).toEqual([{ message: 'unknown code language "nosuchlang"; its code blocks are shown without highlighting', line: 7, once: "unknown code language nosuchlang" }]);
    expect(r.html).toContain('data-language="text"');
    expect(r.html).toContain("x = 1");
  });

  it("shows a title bar for title=\"…\"", async () => {
    const r = await render(fence("yaml", "a: 1", 'title="values.yaml"'));
    expect(r.html).toContain('<div class="code-title">values.yaml</div>');
    const titleAt = r.html.indexOf("code-title");
    expect(titleAt).toBeGreaterThan(-1);
    expect(titleAt).toBeLessThan(r.html.indexOf("<pre"));
  });

  it("has no title bar without a title", async () => {
    const r = await render(fence("yaml", "a: 1"));
    expect(r.html).not.toContain("code-title");
  });

  it("highlights the lines {1,3-4}", async () => {
    const r = await render(fence("yaml", "a: 1\nb: 2\nc: 3\nd: 4\ne: 5", '{1,3-4} title="x.yaml"'));
    const lineClasses = [...r.html.matchAll(/<span class="(code-line[^"]*)"/g)].map((m) => m[1]);
    expect(lineClasses).toEqual([
      "code-line highlighted",
      "code-line",
      "code-line highlighted",
      "code-line highlighted",
      "code-line",
    ]);
    expect(r.html).toContain('<div class="code-title">x.yaml</div>');
  });

  it("adds a copy button", async () => {
    const r = await render(fence("bash", "ls"));
    expect(r.html).toContain('<button type="button" class="copy-button" aria-label="Copy code to clipboard"');
  });

  it("keeps inline code as <code>", async () => {
    const r = await render("Run `kubectl get scans`.\n");
    expect(r.html).toBe("<p>Run <code>kubectl get scans</code>.</p>");
  });
});

describe("parseLineRanges", () => {
  it("parses single lines and ranges", () => {
    expect([...parseLineRanges("{1,3-4}")]).toEqual([1, 3, 4]);
    expect([...parseLineRanges('title="x" {2-5}')]).toEqual([2, 3, 4, 5]);
    expect([...parseLineRanges("{ 1 , 7 }")]).toEqual([1, 7]);
  });

  it("gives an empty set without ranges", () => {
    expect(parseLineRanges("").size).toBe(0);
    expect(parseLineRanges('title="{a}"').size).toBe(0);
  });
});

describe("parseTitle", () => {
  it("reads double- and single-quoted titles", () => {
    expect(parseTitle('title="values.yaml" {1}')).toBe("values.yaml");
    expect(parseTitle("{1} title='app.js'")).toBe("app.js");
    expect(parseTitle('title="with spaces in it"')).toBe("with spaces in it");
  });

  it("gives undefined without a title", () => {
    expect(parseTitle("{1,2}")).toBeUndefined();
    expect(parseTitle("")).toBeUndefined();
  });
});

const lineClassesOf = (html: string) => [...html.matchAll(/<span class="(code-line[^"]*)"/g)].map((m) => m[1]);
const linesOf = (html: string) => [...html.matchAll(/<span class="code-line[^"]*"[^>]*>(.*?)<\/span>(?=\n|<\/code>)/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ""));

describe.each(["fast", "unified"] as const)("Docusaurus's code block features (%s engine)", (engine) => {
  const renderIn = (source: string, additionalLanguages?: string[]) => render(source, { engine, additionalLanguages });

  it.each([
    ["js", "// highlight-next-line", "// highlight-start", "// highlight-end"],
    ["ts", "/* highlight-next-line */", "/* highlight-start */", "/* highlight-end */"],
    ["jsx", "{/* highlight-next-line */}", "{/* highlight-start */}", "{/* highlight-end */}"],
    ["python", "# highlight-next-line", "#highlight-start", "#   highlight-end"],
    ["bash", "# highlight-next-line", "# highlight-start", "# highlight-end"],
    ["html", "<!-- highlight-next-line -->", "<!-- highlight-start -->", "<!-- highlight-end -->"],
    ["sql", "-- highlight-next-line", "-- highlight-start", "-- highlight-end"],
    ["yaml", "# highlight-next-line", "<!-- highlight-start -->", "// highlight-end"],
  ])("%s: magic comments highlight lines and leave the code", async (lang, next, start, end) => {
    const r = await renderIn(fence(lang, `one\n  ${next}\ntwo\nthree\n${start}\nfour\nfive\n${end}\nsix`));
    expect(linesOf(r.html)).toEqual(["one", "two", "three", "four", "five", "six"]);
    expect(lineClassesOf(r.html)).toEqual(["code-line", "code-line highlighted", "code-line", "code-line highlighted", "code-line highlighted", "code-line"]);
    expect(r.html).not.toContain("highlight-");
  });

  it("leaves a comment form the language does not have in the code", async () => {
    const r = await renderIn(fence("python", "// highlight-next-line\nx = 1"));
    expect(linesOf(r.html)).toEqual(["// highlight-next-line", "x = 1"]);
    expect(r.html).not.toContain("highlighted");
  });

  it("leaves magic comments in a fence without a language, and one with text besides", async () => {
    const plain = await renderIn("```\n// highlight-next-line\nx\n```\n");
    expect(linesOf(plain.html)).toEqual(["// highlight-next-line", "x"]);
    const withText = await renderIn(fence("js", "f(); // highlight-next-line\nx"));
    expect(linesOf(withText.html)).toEqual(["f(); // highlight-next-line", "x"]);
  });

  it("takes the meta's {ranges} over magic comments, as Docusaurus does", async () => {
    const r = await renderIn(fence("js", "// highlight-next-line\nx\ny", "{3}"));
    expect(linesOf(r.html)).toEqual(["// highlight-next-line", "x", "y"]);
    expect(lineClassesOf(r.html)).toEqual(["code-line", "code-line", "code-line highlighted"]);
  });

  it("numbers the lines for showLineNumbers, from 1 or the number given", async () => {
    const one = await renderIn(fence("yaml", "a: 1\nb: 2", 'title="x.yaml" showLineNumbers'));
    expect(one.html).toContain('<pre class="code language-yaml code-numbered"');
    expect([...one.html.matchAll(/data-line="(\d+)"/g)].map((m) => m[1])).toEqual(["1", "2"]);
    const five = await renderIn(fence("yaml", "# highlight-next-line\na: 1\nb: 2", "showLineNumbers=5"));
    expect([...five.html.matchAll(/<span class="([^"]*)" data-line="(\d+)"/g)].map((m) => `${m[2]} ${m[1]}`)).toEqual(["5 code-line highlighted", "6 code-line"]);
    const none = await renderIn(fence("yaml", "a: 1"));
    expect(none.html).not.toContain("data-line");
    expect(none.html).not.toContain("code-numbered");
  });

  it("highlights a language of prism.additionalLanguages, and its aliases, loading what it needs", async () => {
    const r = await renderIn(fence("nix", "{ a = 1; }") + "\n" + fence("php", "<?php echo 1; ?>") + "\n" + fence("rb", "x"), ["nix", "php"]);
    expect(r.warnings).toEqual([]);
    expect(r.html).toContain('data-language="nix"');
    expect(r.html).toContain('<span class="hl-meta">&#x3C;?php</span>');
  });

  it("warns once per unknown language in a file, at its first block", async () => {
    const r = await renderIn(fence("nix", "x") + "\n" + fence("nope", "y") + "\n" + fence("nix", "z"));
    expect(r.warnings.map((w) => [w.message, w.line])).toEqual([
      ['unknown code language "nix"; its code blocks are shown without highlighting', 1],
      ['unknown code language "nope"; its code blocks are shown without highlighting', 5],
    ]);
    expect(r.html.match(/data-language="text"/g)).toHaveLength(3);
  });
});
