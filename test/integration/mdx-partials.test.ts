// Markdown files imported by pages (Docusaurus's "partials": `import Steps from "./_steps.mdx"`):
// rendered where the page uses them, with the components the theme provides, their links resolved
// from their own folder, their headings in the page's TOC in place, no route of their own, kept in
// the build cache, and their errors naming them. And @theme/TOCInline over a page's `toc` export.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { buildSite, read, removeAll, tempDir, writeFiles } from "../helpers/fixtures.ts";
import type { BuildResult } from "../../src/build.ts";
import { SiteError } from "../../src/errors.ts";

const CONFIG = `export default {
  title: "Partials",
  url: "https://partials.example.org",
  navbar: { items: [] },
};
`;

const INTRO = `---
title: Introduction
---

import Steps from "./_steps.mdx";
import Note from "@site/shared/_note.md";

## Before you start

Read this first.

<Steps />

## After the steps

<Note />
`;

const STEPS = `import { Counter } from "@site/components/Counter";

## Install the chart

:::tip[Pick a namespace]

Any namespace works.

:::

<Tabs>
  <TabItem value="helm" label="Helm">

Run the Helm command.

  </TabItem>
  <TabItem value="kubectl" label="kubectl">

Apply the manifests.

  </TabItem>
</Tabs>

### Check the pods

See [the other page](./other.md) and [nowhere](./missing.md).

<Counter start={3} />
`;

const COUNTER = `import { useState } from "react";

export function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count} times
    </button>
  );
}
`;

// @theme/TOCInline with the page's toc export, which holds every heading from h2 to h6.
const CONTENTS = `---
title: Contents
---

import TOCInline from "@theme/TOCInline";

<TOCInline toc={toc} maxHeadingLevel={4} />

## Alpha

### Beta

#### Gamma

## Delta
`;

const HOME = `export default function Home() {
  return (
    <div className="page-narrow">
      <h1>Partials</h1>
      <p>
        Read the <a href="/docs/intro">introduction</a>.
      </p>
    </div>
  );
}
`;

const NOTE = `A note shared by every section, from outside the docs folder.
`;

let root: string;
let site: string;
let out: string;
let first: BuildResult;

/** Writes the files and builds; returns the error the build failed with. */
async function failedBuild(files: Record<string, string>): Promise<SiteError> {
  await writeFiles(site, files);
  const error = await buildSite(site, out).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SiteError);
  return error as SiteError;
}

beforeAll(async () => {
  root = await tempDir();
  site = join(root, "site");
  out = join(root, "build");
  await writeFiles(site, {
    "site.config.ts": CONFIG,
    "pages/index.tsx": HOME,
    "components/Counter.tsx": COUNTER,
    "docs/intro.md": INTRO,
    "docs/_steps.mdx": STEPS,
    "docs/other.md": "# Other\n\nThe other page.\n",
    "docs/contents.mdx": CONTENTS,
    "shared/_note.md": NOTE,
  });
  first = await buildSite(site, out);
}, 120_000);

afterAll(() => removeAll(root));

describe("@theme/TOCInline", () => {
  it("lists the page's headings from its toc export, to the level asked for", async () => {
    const html = await read(out, "docs/contents/index.html");
    expect(html).toContain(
      '<div class="toc-inline"><ul><li><a href="#alpha">Alpha</a><ul><li><a href="#beta">Beta</a><ul><li><a href="#gamma">Gamma</a></li></ul></li></ul></li><li><a href="#delta">Delta</a></li></ul></div>',
    );
  });
});

describe("a Markdown file a page imports", () => {
  it("is rendered where the page uses it, with the theme's admonitions and Tabs", async () => {
    const html = await read(out, "docs/intro/index.html");
    // The content, from its first heading (the TOC above it lists the headings too).
    const text = html.slice(html.indexOf('<h2 id="before-you-start"')).replace(/<[^>]+>/g, " ");
    expect(text.indexOf("Read this first.")).toBeLessThan(text.indexOf("Any namespace works."));
    expect(text.indexOf("Any namespace works.")).toBeLessThan(text.indexOf("After the steps"));
    expect(text.indexOf("After the steps")).toBeLessThan(text.indexOf("A note shared by every section"));
    expect(html).toContain('<p class="admonition-title">Pick a namespace</p>');
    expect(html).toMatch(/<sitec-island data-island="Tabs"[^>]*>.*Run the Helm command\..*Apply the manifests\./s);
    // Its own imports: a component with state is an island of the page.
    expect(html).toContain('<sitec-island data-island="components/Counter.tsx#Counter" data-props="{&quot;start&quot;:3}">');
    const assets = await readdir(join(out, "assets"));
    const chunks = await Promise.all(assets.filter((f) => f.endsWith(".js")).map((f) => read(out, `assets/${f}`)));
    expect(chunks.some((code) => code.includes("Clicked"))).toBe(true);
    expect(html).not.toContain("import ");
    expect(html).not.toContain("&lt;Steps");
  });

  it("adds its headings to the page's TOC where it is used, with their anchors", async () => {
    const html = await read(out, "docs/intro/index.html");
    const toc = /<nav aria-label="On this page"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? "";
    expect([...toc.matchAll(/href="#([^"]+)"/g)].map((m) => m[1])).toEqual(["before-you-start", "install-the-chart", "check-the-pods", "after-the-steps"]);
    expect(html).toContain('<h2 id="install-the-chart">');
  });

  it("resolves its .md links from its own folder, and names itself in the warning of a broken one", async () => {
    const html = await read(out, "docs/intro/index.html");
    expect(html).toContain('href="/docs/other"');
    const broken = first.warnings.filter((w) => w.includes("missing.md"));
    expect(broken).toHaveLength(1);
    expect(broken[0]).toContain("docs/_steps.mdx:26");
  });

  it("gets no page of its own", () => {
    expect(existsSync(join(out, "docs/_steps"))).toBe(false);
    expect(existsSync(join(out, "docs/steps"))).toBe(false);
  });

  it("is taken from the build cache when nothing changed, and compiled again when it changes", async () => {
    const again = await buildSite(site, out);
    expect(again.cache?.mdx.compiled).toBe(0);
    await writeFiles(site, { "docs/_steps.mdx": STEPS.replace("Any namespace works.", "Any namespace will do.") });
    const edited = await buildSite(site, out);
    expect(edited.cache?.mdx.compiled).toBeGreaterThanOrEqual(1);
    expect(await read(out, "docs/intro/index.html")).toContain("Any namespace will do.");
  }, 60_000);

  it("that has an MDX syntax error fails the build naming it and the line, and leaves the output as it was", async () => {
    const error = await failedBuild({ "docs/_steps.mdx": STEPS.replace("### Check the pods", "### Check the pods\n\n<Broken") });
    expect(error.file).toBe(join(site, "docs/_steps.mdx"));
    // The unclosed tag reads "See" as an attribute name, and stops at the "[" after it.
    expect(error.message).toMatch(/^MDX syntax error at column 5: Unexpected character `\[`/);
    expect(error.line).toBe(28);
    expect(await read(out, "docs/intro/index.html")).toContain("Any namespace will do.");
    await writeFiles(site, { "docs/_steps.mdx": STEPS });
  }, 60_000);

  it("that cannot be found fails the build naming the page and the import's line", async () => {
    const error = await failedBuild({ "docs/intro.md": INTRO.replace("./_steps.mdx", "./_gone.mdx") });
    expect(error.file).toBe(join(site, "docs/intro.md"));
    expect(error.line).toBe(5);
    await writeFiles(site, { "docs/intro.md": INTRO });
  }, 60_000);
});
