import { describe, it, expect } from "vitest";
import { highlightLines, loadLanguages, prismLanguage, type Segment } from "../../../src/markdown/highlight.ts";

/** Highlights `code` as the fence name `fence` and shows each line as `[role:text]` and plain text. */
async function show(fence: string, code: string): Promise<string[]> {
  const id = prismLanguage(fence);
  if (!id) throw new Error(`no grammar for ${fence}`);
  await loadLanguages([id]);
  return highlightLines(code, id).map((line) => line.map((s) => (s.role ? `[${s.role}:${s.text}]` : s.text)).join(""));
}

describe("highlightLines", () => {
  it("gives YAML keys, numbers, booleans, comments and anchors their roles", async () => {
    expect(await show("yaml", "image:\n  tag: latest # pinned\n  replicas: 3\n  enabled: true\nbase: &defaults\n  <<: *defaults")).toEqual([
      "[attr:image]:",
      "  [attr:tag]: latest [comment:# pinned]",
      "  [attr:replicas]: [number:3]",
      "  [attr:enabled]: [keyword:true]",
      "[attr:base]: [meta:&defaults]",
      "  [attr:<<]: [meta:*defaults]",
    ]);
  });

  it("marks each line of a YAML block scalar as a string", async () => {
    expect(await show("yml", "script: |\n  echo one\n  echo two\nnext: 1")).toEqual([
      "[attr:script]: |",
      "[string:  echo one]",
      "[string:  echo two]",
      "[attr:next]: [number:1]",
    ]);
  });

  it("gives JSON properties, strings, literals and numbers their roles", async () => {
    expect(await show("json", '{"name": "nmap", "ok": true, "port": 8080, "x": null}')).toEqual([
      '{[attr:"name"]: [string:"nmap"], [attr:"ok"]: [keyword:true], [attr:"port"]: [number:8080], [attr:"x"]: [keyword:null]}',
    ]);
  });

  it("highlights shell comments, strings, variables and flags; a variable inside a string keeps its own role", async () => {
    expect(await show("sh", '#!/bin/bash\n# install\nhelm upgrade --install nmap "$CHART/nmap"')).toEqual([
      "[meta:#!/bin/bash]",
      "[comment:# install]",
      'helm upgrade [number:--install] nmap [string:"][number:$CHART][string:/nmap"]',
    ]);
  });

  it("leaves the commands Prism knows uncoloured on a shell line, and colours shell builtins", async () => {
    expect(await show("bash", "helm repo add scb https://example.org\ngit clone x && cd x")).toEqual([
      "helm repo add scb https://example.org",
      "git clone x && [keyword:cd] x",
    ]);
  });

  it("marks removed and added lines of a diff", async () => {
    expect(await show("patch", "--- a/values.yaml\n+++ b/values.yaml\n-old: 1\n+new: 2\n same")).toEqual([
      "[meta:--- a/values.yaml]",
      "[meta:+++ b/values.yaml]",
      "[deletion:-old: 1]",
      "[addition:+new: 2]",
      " same",
    ]);
  });

  it("splits a token that spans lines into one segment per line, each with the token's role", async () => {
    expect(await show("python", 'doc = """first\nsecond"""')).toEqual(['doc = [string:"""first]', '[string:second"""]']);
  });

  it("joins neighbouring pieces of one role into one segment", async () => {
    const id = prismLanguage("js")!;
    await loadLanguages([id]);
    const [line] = highlightLines('const s = "a b c";', id) as [Segment[]];
    expect(line.filter((s) => s.role === "string")).toEqual([{ text: '"a b c"', role: "string" }]);
  });

  it("keeps every character of the code, in order, whatever the language", async () => {
    const code = 'x = "a\\"b" # c\n\n\t<tag attr=1>{ }\n';
    for (const fence of ["bash", "yaml", "json", "javascript", "html", "go", "makefile", "dockerfile", "toml", "php"]) {
      const id = prismLanguage(fence)!;
      await loadLanguages([id]);
      const lines = highlightLines(code, id);
      expect(lines.map((l) => l.map((s) => s.text).join("")).join("\n"), fence).toBe(code);
    }
  });

  it("gives plain text without a language", () => {
    expect(highlightLines("a\nb", undefined)).toEqual([[{ text: "a" }], [{ text: "b" }]]);
    expect(highlightLines("", undefined)).toEqual([[]]);
  });

  it("highlights HTML's inline script and style the same whichever language was loaded before", async () => {
    // CSS and JavaScript are loaded with HTML, so the first page with HTML sees them too.
    const lines = await show("html", "<style>a { color: red; }</style><script>let x = 1;</script>");
    expect(lines[0]).toContain("[keyword:let]");
    expect(lines[0]).toContain("[title:<style>][attr:a] { [attr:color]: red; }");
  });

  it("knows the languages and aliases the docs use", () => {
    for (const [fence, id] of [
      ["bash", "bash"],
      ["shell", "bash"],
      ["console", "bash"],
      ["yml", "yaml"],
      ["JSON", "json"],
      ["dockerfile", "docker"],
      ["golang", "go"],
      ["make", "makefile"],
      ["ts", "typescript"],
      ["xml", "markup"],
      ["tf", "hcl"],
    ]) {
      expect(prismLanguage(fence!), fence).toBe(id);
    }
    expect(prismLanguage("nosuchlang")).toBeUndefined();
    expect(prismLanguage("text")).toBeUndefined();
  });

  it("loads every language it names, and each highlights something", async () => {
    const fences = ["bash", "c", "cpp", "csharp", "css", "diff", "docker", "go", "graphql", "groovy", "hcl", "ini", "java", "javascript", "json", "jsx", "kotlin", "less", "lua", "makefile", "markdown", "markup", "nginx", "objectivec", "objc", "perl", "php", "powershell", "properties", "protobuf", "python", "r", "reason", "ruby", "rust", "scss", "shell-session", "sql", "swift", "toml", "tsx", "typescript", "yaml"];
    for (const fence of fences) {
      const id = prismLanguage(fence)!;
      expect(id, fence).toBeDefined();
      await loadLanguages([id]);
      const lines = highlightLines('# note\n"text" 42 // x\nkey = true\n-removed\n<b>x</b>\n', id);
      expect(lines.flat().some((s) => s.role), fence).toBe(true);
    }
  });
});
