// The server bundle is one CommonJS script: React, lunr and Prism come from sitec itself (one
// copy of React for the theme's hooks and the renderer, one Prism with the grammars sitec loads),
// Node's own modules from Node, nothing else from node_modules at run time.
import fg from "fast-glob";
import { builtinModules } from "node:module";
import { describe, expect, it } from "vitest";
// (That the theme's hooks work with the renderer is shown by every build in test/integration.)
import { bundleServerCode, loadServerBundle } from "../../../src/bundle/bundle.ts";
import { HOST_MODULES } from "../../../src/bundle/host-modules.ts";
import { highlightLines, loadLanguages } from "../../../src/markdown/highlight.ts";

const pageFiles = () =>
  fg
    .sync("site/pages/*.{tsx,jsx}", { absolute: true })
    .sort()
    .map((file) => ({ file, id: file.replace(/^.*\//, "").replace(/\.[jt]sx$/, "") }));

describe("the server bundle", () => {
  it("requires only sitec's host modules and Node's modules", async () => {
    const code = await bundleServerCode(pageFiles());
    const required = new Set([...code.matchAll(/\brequire\("([^"]+)"\)/g)].map((m) => m[1]!));
    expect(required.size).toBeGreaterThan(0);
    for (const id of required) {
      // The islands runtime is left out of the server bundle: Content loads it in an effect, which never runs there.
      const allowed = Object.hasOwn(HOST_MODULES, id) || builtinModules.includes(id.replace(/^node:/, "")) || id === "prismjs" || id.startsWith("prismjs/") || id.endsWith("/runtime/islands.ts");
      expect(allowed, `${id} is required at run time`).toBe(true);
    }
    expect(required.has("react")).toBe(true);
  });

  it("leaves the process's Prism sitec's own: grammars loaded after it is evaluated still highlight", async () => {
    // A Prism of its own, evaluated with the bundle, made itself the global `Prism` that grammar
    // files register on: every build left sitec's Markdown highlighting without new grammars.
    const server = await loadServerBundle(await bundleServerCode(pageFiles()));
    await server.loadCodeBlockLanguages(["rust"]);
    await loadLanguages(["rust", "json"]);
    for (const [id, code] of [["json", '{"a": 1}'], ["rust", "fn main() {}"]] as const) {
      expect(highlightLines(code, id).flat().some((segment) => segment.role), id).toBe(true);
    }
  });

  it("gives a fresh module on every load (watch mode reloads the theme)", async () => {
    const code = await bundleServerCode(pageFiles());
    const a = await loadServerBundle(code);
    const b = await loadServerBundle(code);
    expect(a).not.toBe(b);
    expect(a.pageRenderer).not.toBe(b.pageRenderer);
  });
});
