// `<head>` in an MDX file, as Docusaurus's MDXComponents renders it as `<Head>`: taken out of the
// content, its `<title>` and `<meta name="description">` the document's (the page's heading stays
// its own title). Before, it was written into the article: an invalid page with two heads.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSiteFrom, read, removeAll } from "../helpers/fixtures.ts";

let root: string;
let out: string;

beforeAll(async () => {
  ({ root, out } = await buildSiteFrom({
    "site.config.ts": 'export default { title: "Heads", url: "https://heads.example.org", baseUrl: "/base/", trailingSlash: true, customFields: { release: "4.2" }, docs: { routeBasePath: "/" } };\n',
    "src/components/Card.jsx": [
      'import Link from "@docusaurus/Link";',
      'import useBaseUrl from "@docusaurus/useBaseUrl";',
      'import useDocusaurusContext from "@docusaurus/useDocusaurusContext";',
      'import { useLocation } from "@docusaurus/router";',
      "export default function Card({ to, children }) {",
      "  const { siteConfig } = useDocusaurusContext();",
      '  return <div className="card" data-logo={useBaseUrl("/img/logo.svg")} data-here={useLocation().pathname}><Link to={to}>{children}</Link> (release {siteConfig.customFields.release}, {siteConfig.title})</div>;',
      "}",
      "",
    ].join("\n"),
    "docs/typedoc.md": '<head>\n  <title>Generated reference</title>\n  <meta name="description" content="What the generator wrote." />\n</head>\n\n# Reference\n\nThe API.\n',
    "docs/fenced.md": '---\ntitle: Fenced\n---\n\n```mdx-code-block\nimport Details from "@theme/Details";\n\n<Details summary="Fenced summary">Fenced text.</Details>\n```\n\nAfter.\n',
    "docs/classic.mdx": '---\ntitle: Classic\n---\n\nimport Heading from "@docusaurus/theme-classic/lib/theme/Heading";\nimport Details from "@theme-init/Details";\n\n<Heading as="h2" id="from-classic">From the classic theme</Heading>\n\n<Details summary="More">Hidden text.</Details>\n',
    "docs/cards.mdx": '---\ntitle: Cards\n---\n\nimport Card from "@site/src/components/Card";\n\n<Card to="/faq">Read the FAQ</Card>\n',
    "docs/provided-head.mdx": "---\ntitle: Provided head\n---\n\n<Head>\n  <title>Given without import</title>\n</Head>\n\nText.\n",
    "docs/imported-head.mdx": '---\ntitle: Imported head\n---\n\nimport Head from "@docusaurus/Head";\n\n<Head>\n  <meta name="description" content="From an imported Head." />\n</Head>\n\nText.\n',
    "docs/index.md": "---\ntitle: Home\nslug: /\n---\n\nSee [the FAQ](./faq.mdx), [the cards](./cards.mdx), [one](./provided-head.mdx) and [two](./imported-head.mdx).\n",
    "docs/faq.mdx": [
      "---",
      "title: FAQ",
      "---",
      "",
      "<head>",
      "  <title>Questions people ask</title>",
      '  <meta name="description" content="Answers to the questions operators ask first." />',
      '  <link rel="canonical" href="https://elsewhere.example.org/faq" />',
      "</head>",
      "",
      "## Does it scale?",
      "",
      "It does.",
      "",
    ].join("\n"),
  }, { strict: true }));
}, 120_000);

afterAll(() => removeAll(root));

describe("<head> in MDX", () => {
  it("sets the document's title and description, and leaves the content", async () => {
    const html = await read(out, "faq/index.html");
    expect(html).toMatch(/<title>Questions people ask \| Heads<\/title>/);
    expect(html).toContain('<meta name="description" content="Answers to the questions operators ask first.">');
    expect(html.match(/<head[\s>]/g)).toHaveLength(1);
    expect(html).not.toContain("elsewhere.example.org");
    // The page's heading is still its title.
    expect(html).toMatch(/<h1[^>]*>FAQ<\/h1>/);
    expect(html).toContain('<h2 id="does-it-scale">');
  });

  it("as <Head>, given without import (as Docusaurus's MDXComponents gives it) or imported from @docusaurus/Head", async () => {
    expect(await read(out, "provided-head/index.html")).toMatch(/<title>Given without import \| Heads<\/title>/);
    const imported = await read(out, "imported-head/index.html");
    expect(imported).toContain('<meta name="description" content="From an imported Head.">');
    expect(imported.match(/<head[\s>]/g)).toHaveLength(1);
  });
});

describe("```mdx-code-block fences", () => {
  it("are unwrapped as Docusaurus unwraps them: what they hold is the page's MDX", async () => {
    const html = await read(out, "fenced/index.html");
    expect(html).toMatch(/<summary>Fenced summary<\/summary>[\s\S]*Fenced text\./);
    expect(html).not.toContain("mdx-code-block");
  });
});

describe("<head> in a .md file", () => {
  it("is the page's head, as Docusaurus reads the file as MDX: no text, no warning", async () => {
    const html = await read(out, "typedoc/index.html");
    expect(html).toMatch(/<title>Generated reference \| Heads<\/title>/);
    expect(html).toContain('<meta name="description" content="What the generator wrote.">');
    const article = html.slice(html.indexOf("<article"), html.indexOf("</article>"));
    expect(article).toContain("The API.");
    expect(article).not.toContain("Generated reference");
  });
});

describe("Docusaurus's modules in MDX content", () => {
  it("imports of the classic theme's files and @theme-init/ are the theme's own components", async () => {
    const html = await read(out, "classic/index.html");
    expect(html).toMatch(/<h2 id="from-classic"[^>]*>From the classic theme/);
    expect(html).toMatch(/<details[^>]*>[\s\S]*<summary>More<\/summary>[\s\S]*Hidden text\./);
  });

  it("Link, useBaseUrl, useDocusaurusContext and useLocation read the site and the page, as in React pages", async () => {
    const html = await read(out, "cards/index.html");
    // The hooks make Card an island: its children are a slot of it.
    expect(html).toMatch(/<div class="card" data-logo="\/base\/img\/logo.svg" data-here="\/base\/cards\/"><a href="\/base\/faq\/">(<sitec-static data-slot="0">)?Read the FAQ(<\/sitec-static>)?<\/a> \(release <!-- -->4.2<!-- -->, <!-- -->Heads<!-- -->\)<\/div>/);
  });
});
