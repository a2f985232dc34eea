// MDX pages built end to end (test/fixtures/mdx-site): components imported and provided, exports,
// `@site/` imports, a `.md` read as MDX for its <Tabs>, Docusaurus's heading ids and comments,
// an MDX post's excerpt, islands, and the build cache's compiled MDX.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dirname, join } from "node:path";
import { buildSite, copyFixture, read, removeAll } from "../helpers/fixtures.ts";
import type { BuildResult } from "../../src/build.ts";
import { describeErrors, htmlErrors } from "../helpers/vnu.ts";

let site: string;
let out: string;
let first: BuildResult;

beforeAll(async () => {
  site = await copyFixture("mdx-site");
  out = join(dirname(site), "out");
  first = await buildSite(site, out, { strict: true });
}, 120_000);

afterAll(() => removeAll(dirname(site)));

describe("an .mdx doc", () => {
  it("renders imported components, exports, @site imports, frontMatter and toc", async () => {
    const html = await read(out, "docs/guide/index.html");
    expect(html).toContain('<strong class="greeting">Hello, reader!</strong>');
    expect(html).toContain("The chart is at version 4.5.0, and this page is about nmap");
    expect(html).toContain("The front matter&#x27;s title is Guide, and the page has 3 headings");
    expect(html).not.toContain("A note for writers only");
  });

  it("gives headings their ids and anchors, custom ids included, and a TOC", async () => {
    const html = await read(out, "docs/guide/index.html");
    expect(html).toMatch(/<h2 id="install-it">Install <a class="hash-link" href="#install-it"/);
    expect(html).toContain('<h3 id="with-helm">');
    expect(html).toMatch(/href="#install-it"[^>]*>Install</);
  });

  it("renders Tabs with every panel, and <details> as Details", async () => {
    const html = await read(out, "docs/guide/index.html");
    expect(html).toContain('data-group-id="tool"');
    expect(html).toContain("Apply the manifests with kubectl.");
    expect(html).toMatch(/<details class="details"><summary>What the chart installs<\/summary>/);
  });

  it("rewrites and checks its .md links", async () => {
    const html = await read(out, "docs/guide/index.html");
    expect(html).toContain('href="/docs/reference"');
  });

  it("marks a component with state as an island", async () => {
    const html = await read(out, "docs/guide/index.html");
    expect(html).toContain('<sitec-island data-island="components/Counter.tsx#Counter" data-props="{&quot;start&quot;:2}"><button type="button">Clicked <!-- -->2<!-- --> times</button></sitec-island>');
    // The static component is plain HTML.
    expect(html).not.toContain('data-island="components/Greeting.tsx');
  });

  it("puts the text inside components into the search index", async () => {
    expect(await read(out, "search-index-docs-default-current.json")).toContain("manifests");
  });
});

describe("a .md doc", () => {
  it("with <Tabs> is read as MDX, with MDX 1 comments and admonition titles", async () => {
    const html = await read(out, "docs/tabs/index.html");
    expect(html).toContain("Kubectl text.");
    expect(html).not.toContain("Docusaurus reads this comment");
    expect(html).toContain('<p class="admonition-title">Read this</p>');
    expect(html).toContain('data-group-id="tool"');
    // Only the islands keep React's text separators (they are hydrated).
    expect(html).not.toContain("<!-- -->");
  });

  it("in plain Markdown stays Markdown, with its custom id", async () => {
    const html = await read(out, "docs/reference/index.html");
    expect(html).toContain('<h2 id="custom-settings">');
    expect(html).toContain("<code>{braces}</code>");
  });
});

describe("an MDX post", () => {
  it("ends its excerpt at {/* truncate */}", async () => {
    const list = await read(out, "blog/index.html");
    expect(list).toContain("The opening of the post");
    expect(list).not.toContain("The rest of the post.");
    const post = await read(out, "blog/2024/01/02/mdx-post/index.html");
    expect(post).toContain("The rest of the post.");
    expect(post).toContain("Hello, blog!");
  });
});

describe("the MDX pages' HTML", () => {
  it("passes the Nu HTML Checker", async () => {
    const pages = ["docs/guide/index.html", "docs/tabs/index.html", "blog/2024/01/02/mdx-post/index.html", "blog/index.html"].map((p) => join(out, p));
    const errors = await htmlErrors(pages);
    expect(errors, describeErrors(errors, out).join("\n")).toEqual([]);
  }, 180_000);
});

describe("the build cache", () => {
  it("compiles no MDX file again when nothing changed", async () => {
    expect(first.cache?.mdx.compiled).toBe(4);
    const second = await buildSite(site, out, { strict: true });
    expect(second.cache?.mdx.compiled).toBe(0);
    expect(await read(out, "docs/guide/index.html")).toContain("Hello, reader");
  }, 60_000);
});
