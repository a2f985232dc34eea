// MDX pages built end to end (test/fixtures/mdx-site): components imported and provided, exports,
// `@site/` imports, a `.md` read as MDX for its <Tabs>, Docusaurus's heading ids and comments,
// an MDX post's excerpt, islands, and the build cache's compiled MDX.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { buildSite, buildSiteFrom, copyFixture, read, removeAll } from "../helpers/fixtures.ts";
import type { BuildResult } from "../../src/build.ts";
import { describeErrors, htmlErrors } from "../helpers/vnu.ts";

let site: string;
let out: string;
let first: BuildResult;

beforeAll(async () => {
  site = await copyFixture("mdx-site");
  out = join(dirname(site), "out");
  // Not strict: the raw HTML page's <script> is removed with a warning (tested below).
  first = await buildSite(site, out);
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
    // The theme's Tabs island, its panels static HTML in slots and not repeated in its props.
    const island = /<sitec-island data-island="Tabs" data-props="([^"]*)">(.*?)<\/sitec-island>/s.exec(html);
    expect(island?.[1]).toContain("&quot;groupId&quot;:&quot;tool&quot;");
    expect(island?.[1]).toContain("&quot;$c&quot;:&quot;TabItem&quot;");
    expect(island?.[1]).not.toContain("manifests");
    expect(island?.[2]).toContain('<sitec-static data-slot="1"><p>Apply the manifests with kubectl.</p></sitec-static>');
    expect(island?.[2]).toContain('<h3 id="with-helm">');
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
    expect(html).toContain('<sitec-island data-island="Tabs" data-props="{&quot;groupId&quot;:&quot;tool&quot;');
    // Only the islands keep React's text separators (they are hydrated).
    expect(html).not.toContain("<!-- -->");
  });

  it("in plain Markdown stays Markdown, with its custom id", async () => {
    const html = await read(out, "docs/reference/index.html");
    expect(html).toContain('<h2 id="custom-settings">');
    expect(html).toContain("<code>{braces}</code>");
  });
});

describe("<CodeBlock>", () => {
  it("is highlighted at build time, in languages no fenced block of the site uses", async () => {
    const html = await read(out, "docs/code/index.html");
    expect(html).toContain('<div class="code-block" data-language="yaml"><div class="code-title">values.yaml</div><pre class="code language-yaml" tabindex="0"><code><span class="code-line"><span class="hl-attr">scanner</span>:');
    expect(html).toContain('<span class="hl-keyword">local</span> count = <span class="hl-number">0</span>');
  });

  it("is highlighted when its language is an expression, known only while the page renders", async () => {
    const html = await read(out, "docs/code/index.html");
    expect(html).toContain('<div class="code-block" data-language="powershell"><pre class="code language-powershell" tabindex="0"><code><span class="code-line"><span class="hl-title">Get-Process</span> -Name nmap</span>');
  });
});

describe("a site's override of a theme component", () => {
  it("applies in MDX pages, and wraps the original through @theme-original/", async () => {
    const other = await copyFixture("mdx-site");
    const otherOut = join(dirname(other), "out");
    try {
      await mkdir(join(other, "theme"));
      await writeFile(
        join(other, "theme", "CodeBlock.tsx"),
        `import Original, { type CodeBlockProps } from "@theme-original/CodeBlock";\n\nexport default function CodeBlock(props: CodeBlockProps) {\n  return <div className="site-code"><Original {...props} /></div>;\n}\n`,
      );
      await buildSite(other, otherOut);
      const html = await read(otherOut, "docs/code/index.html");
      expect(html).toContain('<div class="site-code"><div class="code-block" data-language="yaml">');
      expect(html).toContain('<span class="hl-keyword">local</span>');
    } finally {
      await removeAll(dirname(other));
    }
  }, 60_000);
});

describe("an npm component with state", () => {
  it("is an island named by its package", async () => {
    const html = await read(out, "docs/guide/index.html");
    expect(html).toContain('<sitec-island data-island="tiny-toggle#Toggle" data-props="{&quot;label&quot;:&quot;Verbose output&quot;}">');
    const client = await readdir(join(out, "assets"));
    const chunks = await Promise.all(client.filter((f) => f.endsWith(".js")).map((f) => read(out, `assets/${f}`)));
    expect(chunks.some((code) => code.includes("tiny-toggle"))).toBe(true);
    expect(chunks.some((code) => code.includes("Clicked"))).toBe(true);
  });
});

describe("a .md page with raw HTML", () => {
  it("keeps the HTML and removes the <script>, with the build's one warning", async () => {
    const html = await read(out, "docs/raw/index.html");
    expect(html).toContain("<details>");
    expect(html).not.toContain("changed by a script");
    expect(first.warnings).toHaveLength(1);
    expect(first.warnings[0]).toMatch(/raw\.md:16: <script> removed/);
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
    const pages = ["docs/guide/index.html", "docs/tabs/index.html", "docs/code/index.html", "docs/raw/index.html", "blog/2024/01/02/mdx-post/index.html", "blog/index.html"].map((p) => join(out, p));
    const errors = await htmlErrors(pages);
    expect(errors, describeErrors(errors, out).join("\n")).toEqual([]);
  }, 180_000);
});

describe("the build cache", () => {
  it("compiles no MDX file again when nothing changed", async () => {
    // The first build compiled the pages that have code to run (the rest are written without compiling).
    expect(first.cache?.mdx.compiled).toBeGreaterThanOrEqual(3);
    const second = await buildSite(site, out);
    expect(second.cache?.mdx.compiled).toBe(0);
    expect(await read(out, "docs/guide/index.html")).toContain("Hello, reader");
  }, 60_000);

  it("keeps the client bundle with the site's islands while their files are unchanged", async () => {
    const again = await buildSite(site, out);
    expect(again.cache?.theme).toBe("reused");
    const counter = join(site, "components", "Counter.tsx");
    await writeFile(counter, (await readFile(counter, "utf8")).replace("Clicked {count} times", "Pressed {count} times"));
    const edited = await buildSite(site, out);
    expect(edited.cache?.theme).toBe("bundled");
    const assets = await readdir(join(out, "assets"));
    const chunks = await Promise.all(assets.filter((f) => f.endsWith(".js")).map((f) => read(out, `assets/${f}`)));
    expect(chunks.some((code) => code.includes("Pressed"))).toBe(true);
    expect(chunks.some((code) => code.includes("Clicked"))).toBe(false);
  }, 60_000);
});

describe("an imported component's parts (`<Steps.Code>`)", () => {
  it("renders the components a default import carries as properties, as MDX compiles member names", async () => {
    const { root, out } = await buildSiteFrom(
      {
        "site.config.ts": 'export default { title: "Parts", url: "https://parts.example.org", navbar: {}, docs: { routeBasePath: "/" } };\n',
        "components/Steps/index.jsx": [
          'const Steps = ({ children }) => <ol className="steps">{children}</ol>;',
          'const Step = ({ title, children }) => <li><strong>{title}</strong> {children}</li>;',
          "const Code = ({ children }) => <pre className=\"step-code\">{children}</pre>;",
          "Steps.Step = Step;",
          "Steps.Code = Code;",
          "Steps.label = \"How to\";",
          "export default Steps;",
          "",
        ].join("\n"),
        "docs/index.mdx": '---\ntitle: Start\nslug: /\n---\n\nimport S from "@site/components/Steps";\n\n<S>\n  <S.Step title={S.label}>Install it.</S.Step>\n  <S.Code>npm install tide</S.Code>\n</S>\n',
      },
      { strict: true },
    );
    try {
      const html = await read(out, "index.html");
      expect(html).toContain('<ol class="steps"><li><strong>How to</strong> Install it.</li><pre class="step-code">npm install tide</pre></ol>');
    } finally {
      await removeAll(root);
    }
  });
});
