// The bundles sitec evaluates in its own process besides the server bundle (the theme's renders
// of Tabs shapes and hast pages, and the MDX pages' bundle) take React from sitec, as the server
// bundle does (host-modules.ts): none bundles a React DOM server of its own to make and evaluate
// again, and there is one React in the process.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { HOST_MODULES } from "../../../src/bundle/host-modules.ts";
import { bundleMdx, loadMdxBundle } from "../../../src/bundle/mdx-bundle.ts";
import { bundleThemeRender, loadThemeRender } from "../../../src/bundle/theme-render.ts";

const MDX_SITE = join(import.meta.dirname, "../../fixtures/mdx-site");
const REACT_PACKAGE = /node_modules\/(react|react-dom|scheduler)\//;
const requiredIds = (code: string) => new Set([...code.matchAll(/\brequire\("([^"]+)"\)/g)].map((m) => m[1]!));

describe("the theme's in-process renders", () => {
  it.each(["island-shape.tsx", "hast-page.tsx"])("%s requires React from sitec and bundles none", async (entry) => {
    const { code, inputs } = await bundleThemeRender(entry);
    expect(inputs).toContain("templates/components/mdx/Tabs.tsx");
    expect(inputs.filter((file) => REACT_PACKAGE.test(file))).toEqual([]);
    const required = requiredIds(code);
    expect(required.has("react")).toBe(true);
    expect(required.has("react-dom/server")).toBe(true);
  });

  it("renders with sitec's React", async () => {
    const { renderTabsShape } = await loadThemeRender<{ renderTabsShape(props: Record<string, unknown>, items: { props: Record<string, unknown>; children: number }[]): string }>("island-shape.tsx");
    const html = renderTabsShape({}, [{ props: { value: "a", label: "A" }, children: 1 }]);
    expect(html).toContain(">A<");
  });
});

describe("the MDX pages' bundle", () => {
  it("requires React from sitec and bundles none", async () => {
    const file = join(MDX_SITE, "docs", "a.mdx");
    const page = { key: file, file, source: "", code: 'import { useState } from "react";\nexport default function A() { return useState("x")[0]; }\n' };
    const { code, metafile } = await bundleMdx([page], MDX_SITE);
    expect(Object.keys(metafile.inputs).filter((file) => REACT_PACKAGE.test(file))).toEqual([]);
    expect(requiredIds(code).has("react")).toBe(true);
  });

  it("is given sitec's React when it requires it", () => {
    const exports = loadMdxBundle('module.exports = { react: require("react"), server: require("react-dom/server") };') as unknown as { react: unknown; server: unknown };
    expect(exports.react).toBe(HOST_MODULES.react);
    expect(exports.server).toBe(HOST_MODULES["react-dom/server"]);
  });
});
