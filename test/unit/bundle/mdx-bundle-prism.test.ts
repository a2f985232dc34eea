// The MDX bundle's Prism is the one fenced code is highlighted with. In the CLI's bundle that one
// is bundled, not node_modules' module: requiring the package from the MDX bundle made a second
// instance that took over the `Prism` global, and language files loaded afterwards went to it
// (prettier's docs failed with "Cannot set properties of undefined"). Here node_modules' module
// is dropped from the require cache, as it is absent in the CLI's process, before the bundle runs.
import { afterEach, describe, expect, it } from "vitest";
import { createRequire } from "node:module";
import Prism from "prismjs";
import { loadMdxBundle } from "../../../src/bundle/mdx-bundle.ts";

const require = createRequire(import.meta.url);
const prismFile = require.resolve("prismjs");
const globals = globalThis as { Prism?: unknown };
const before = globals.Prism;
const cached = require.cache[prismFile];

// The unit project's files share their workers: the global and node_modules' module go back.
afterEach(() => {
  globals.Prism = before;
  if (cached) require.cache[prismFile] = cached;
});

describe("the MDX bundle's Prism", () => {
  it("is sitec's instance, and the Prism global stays it", () => {
    globals.Prism = Prism;
    delete require.cache[prismFile];
    const exports = loadMdxBundle('module.exports = { prism: require("prismjs") };') as unknown as { prism: unknown };
    expect(exports.prism).toBe(Prism);
    expect(globals.Prism).toBe(Prism);
  });
});
