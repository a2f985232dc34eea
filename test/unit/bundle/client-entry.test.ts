// The client bundle's entry among esbuild's outputs: the output of templates/client.tsx, with its
// stylesheet. esbuild gives dynamically imported chunks an `entryPoint` too (an island, a Prism
// grammar), and webdriver.io's docs had such a chunk listed first: every page loaded the Tabs
// island's chunk as its script and no stylesheet.
import { join, relative } from "node:path";
import type { Metafile } from "esbuild";
import { describe, expect, it } from "vitest";
import { findEntry, TEMPLATES_DIR } from "../../../src/bundle/bundle.ts";

const output = (entryPoint?: string, cssBundle?: string) => ({ imports: [], exports: [], inputs: {}, bytes: 1, ...(entryPoint ? { entryPoint } : {}), ...(cssBundle ? { cssBundle } : {}) });

describe("findEntry", () => {
  it("takes templates/client.tsx's output and its CSS, whatever comes before it", () => {
    const fromCwd = (path: string) => relative(process.cwd(), path);
    const outDir = join(process.cwd(), "out");
    const metafile = {
      inputs: {},
      outputs: {
        [fromCwd(join(outDir, "assets", "chunk-AAAA.js"))]: output(fromCwd(join(TEMPLATES_DIR, "components", "mdx", "TabsIsland.tsx"))),
        [fromCwd(join(outDir, "assets", "chunk-BBBB.js"))]: output("node_modules/prismjs/components/prism-hcl.js"),
        [fromCwd(join(outDir, "assets", "client-CCCC.js"))]: output(fromCwd(join(TEMPLATES_DIR, "client.tsx")), fromCwd(join(outDir, "assets", "client-DDDD.css"))),
        [fromCwd(join(outDir, "assets", "client-DDDD.css"))]: output(),
      },
    } as unknown as Metafile;
    expect(findEntry(metafile, join(outDir, "assets"))).toEqual({ js: "assets/client-CCCC.js", css: "assets/client-DDDD.css" });
  });
});
