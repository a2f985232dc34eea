// No module-level mutable state in the compiler or in the theme code that runs during a build:
// it would live on across watch-mode rebuilds and between builds in one process (a host of the
// API, a test worker). What a build keeps belongs to its runtime or to one render. The test lists
// the top-level `let` and `var` bindings and the module-level collections that the file mutates,
// and finds none but those below, each with the reason it may stay. And the compiler reaches the
// theme only through its entries (server.tsx, client.tsx, which esbuild bundles): no file of
// src/ imports one of templates/.
import fg from "fast-glob";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** `file:name` → why it may be module-level state. */
const ALLOWED: Record<string, string> = {
  "src/cache/cache-files.ts:sequence": "numbers temporary files apart within the process: two builds in one process must not collide",
  "src/config/load.ts:loads": "numbers each load of a config apart within the process (workers reload a config only when it changed)",
  "src/markdown/hast-to-html.ts:attributes": "remembers property-information's answer per attribute name: a pure function of a fixed table",
  "src/markdown/highlight.ts:BY_NAME": "Prism's languages by name and alias, as Prism's own registry (process-wide) holds them",
  "src/markdown/highlight.ts:loaded": "the Prism language components loaded into Prism, whose registry is process-wide",
  "src/markdown/render-batch.ts:bundled": "the Markdown worker's bundle: a function of sitec's own sources, which a running process does not reload",
  "src/markdown/render-worker.ts:loaded": "a worker thread's own state, for its life: the site plugins it loaded",
  "src/markdown/render-worker.ts:contexts": "a worker thread's own state, for its life: the batches it has jobs of",
  "src/output/writer-thread-main.ts:pieces": "the writer thread's own state, for its life: the shared pieces of pages it was sent",
  "src/output/writer-thread-main.ts:made": "the writer thread's own state, for its life: the folders it made",
  "src/output/writer-thread-source.ts:source": "the writer thread's script: a function of sitec's own sources, which a running process does not reload",
  "src/shared/compare-text.ts:collator": "a constant (Intl.Collator) made on first use",
  // The browser runtime's own state: it runs in the reader's browser, not during a build.
  "templates/client.tsx:show": "browser runtime",
  "templates/client.tsx:shownPath": "browser runtime",
  "templates/client.tsx:navigations": "browser runtime",
  "templates/runtime/route-data.ts:cache": "browser runtime",
  "templates/runtime/route-data.ts:sidebars": "browser runtime",
  "templates/runtime/route-data.ts:prefetched": "browser runtime",
  "templates/search/engine.ts:cache": "browser runtime",
  "templates/search/query.ts:stems": "browser runtime",
  "templates/search/query.ts:vocabularies": "browser runtime",
  "templates/search/rank.ts:wordsOfTitle": "browser runtime",
  "templates/components/search-bar/search-chunk.ts:searchModule": "browser runtime",
  "templates/components/search-bar/search-chunk.ts:highlightRun": "browser runtime",
};

const MUTATORS = ["set", "add", "delete", "clear", "push", "pop", "shift", "unshift", "splice"];

/** The module-level state of a file: `let`/`var` bindings, and collections the file changes. */
export function moduleState(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const constant = (statement.declarationList.flags & ts.NodeFlags.Const) !== 0;
    for (const declaration of statement.declarationList.declarations) {
      const name = declaration.name.getText(source);
      const init = declaration.initializer?.getText(source) ?? "";
      const collection = /^new (Map|Set|WeakMap|WeakSet)\b/.test(init) || /^\[\s*\]$/.test(init) || /^new Array\b/.test(init);
      const changed = MUTATORS.some((method) => new RegExp(`\\b${name}\\.${method}\\(`).test(text));
      if (!constant || (collection && changed)) found.push(name);
    }
  }
  return found;
}

describe("module-level state", () => {
  it("is found: a let, a var, and a collection the file changes (not a constant table)", () => {
    const text = `let a = 1;\nvar b;\nconst c = new Map();\nc.set(1, 2);\nconst d = new Set(["x"]);\nconst e = [];\nexport function f() { e.push(1); let g = 2; return g; }\n`;
    expect(moduleState("probe.ts", text)).toEqual(["a", "b", "c", "e"]);
  });

  it("of the compiler and the theme is only what the list allows, and the list holds nothing stale", () => {
    const files = fg.sync(["src/**/*.{ts,tsx}", "templates/**/*.{ts,tsx}"], { cwd: ROOT }).sort();
    const state = files.flatMap((file) => moduleState(file, readFileSync(ROOT + file, "utf8")).map((name) => `${file}:${name}`));
    expect(state.filter((entry) => !(entry in ALLOWED))).toEqual([]);
    expect(Object.keys(ALLOWED).filter((entry) => !state.includes(entry))).toEqual([]);
  });
});

describe("the compiler and the theme", () => {
  it("meet at the theme's entries only: no file of src/ imports one of templates/", () => {
    const files = fg.sync("src/**/*.{ts,tsx}", { cwd: ROOT });
    const crossing = files.filter((file) => /\bfrom\s+["'][^"']*templates\//.test(readFileSync(ROOT + file, "utf8")));
    expect(crossing).toEqual([]);
  });
});
