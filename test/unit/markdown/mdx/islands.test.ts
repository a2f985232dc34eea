import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Metafile } from "esbuild";
import { MdxGraph, needsBrowser } from "../../../../src/markdown/mdx/islands.ts";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "sitec-islands-"));
  await writeFile(join(dir, "Static.tsx"), "export default function Static() { return <p>x</p>; }\n");
  await writeFile(join(dir, "Stateful.tsx"), 'import { helper } from "./helper";\nexport default function Stateful() { return <p>{helper()}</p>; }\n');
  await writeFile(join(dir, "helper.ts"), 'import { useState } from "react";\nexport function helper() { const [x] = useState(1); return x; }\n');
  await writeFile(join(dir, "Clicks.tsx"), "export default function Clicks() { return <button onClick={() => 1}>x</button>; }\n");
  await writeFile(join(dir, "Forced.tsx"), '"use client";\nexport default function Forced() { return <p>x</p>; }\n');
  await writeFile(join(dir, "Quiet.tsx"), "// @sitec-static: the handler is only for the print view\nexport default function Quiet() { return <p onClick={() => 1}>x</p>; }\n");
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const input = (imports: { path: string; original?: string }[]) => ({ bytes: 0, imports: imports.map((i) => ({ ...i, kind: "import-statement" as const })) });

function graph(): MdxGraph {
  const names = ["Static", "Stateful", "Clicks", "Forced", "Quiet"];
  const metafile: Metafile = {
    inputs: {
      "sitec-mdx:/site/docs/a.mdx": input(names.map((n) => ({ path: `${n}.tsx`, original: `./${n}` }))),
      "Static.tsx": input([]),
      "Stateful.tsx": input([{ path: "helper.ts" }]),
      "helper.ts": input([{ path: "node_modules/react/index.js" }]),
      "node_modules/react/index.js": input([]),
      "Clicks.tsx": input([]),
      "Forced.tsx": input([]),
      "Quiet.tsx": input([]),
    },
    outputs: {},
  };
  return new MdxGraph(metafile, dir, {}, dir);
}

const ref = (name: string) => ({ importer: "/site/docs/a.mdx", specifier: `./${name}`, exportName: "default", name });

describe("MdxGraph", () => {
  it("finds islands by hooks anywhere in their module graph, by event handlers, and by the file's own word", () => {
    const g = graph();
    expect(g.islandOf(ref("Static"))).toBeUndefined();
    expect(g.islandOf(ref("Stateful"))).toBe("Stateful.tsx#default");
    expect(g.islandOf(ref("Clicks"))).toBe("Clicks.tsx#default");
    expect(g.islandOf(ref("Forced"))).toBe("Forced.tsx#default");
    expect(g.islandOf(ref("Quiet"))).toBeUndefined();
    expect([...g.islands.keys()]).toEqual(["Stateful.tsx#default", "Clicks.tsx#default", "Forced.tsx#default"]);
    expect(g.islands.get("Stateful.tsx#default")).toEqual({ name: "Stateful.tsx#default", file: join(dir, "Stateful.tsx"), exportName: "default" });
  });

  it("lists the files each MDX module is made of, React's packages left out", () => {
    const importers = graph().importers();
    expect(importers.get(join(dir, "helper.ts"))).toEqual(new Set(["/site/docs/a.mdx"]));
    expect(importers.has(join(dir, "node_modules/react/index.js"))).toBe(false);
  });
});

describe("needsBrowser", () => {
  it("reads code, not comments: a hook or handler a comment names makes no island", () => {
    expect(needsBrowser("/** As Docusaurus's hooks (`useCurrentSidebarCategory().items`) give it. */\nexport const A = () => <ul />;\n")).toBe(false);
    expect(needsBrowser("// call useState(0) here one day\nexport const A = () => <ul />;\n")).toBe(false);
    expect(needsBrowser("export const A = () => { const [n] = useState(0); return <b>{n}</b>; };\n")).toBe(true);
    // A URL's `//` is no comment: the code after it still counts.
    expect(needsBrowser('const u = "https://example.org"; const [n] = useState(0);\n')).toBe(true);
    expect(needsBrowser("export const B = () => <button onClick={() => 1} />; /* a note */\n")).toBe(true);
  });
});
