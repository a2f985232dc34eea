// `<head>` in an MDX file, as Docusaurus's MDXComponents renders it as `<Head>`: taken out of the
// content, its `<title>` and `<meta name="description">` the document's (the page's heading stays
// its own title). Before, it was written into the article: an invalid page with two heads.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import { buildSite, read, removeAll, tempDir, writeFiles } from "../helpers/fixtures.ts";

let root: string;
let out: string;

beforeAll(async () => {
  root = await tempDir();
  const site = join(root, "site");
  await writeFiles(site, {
    "site.config.ts": 'export default { title: "Heads", url: "https://heads.example.org", docs: { routeBasePath: "/" } };\n',
    "docs/index.md": "---\ntitle: Home\nslug: /\n---\n\nSee [the FAQ](./faq.mdx).\n",
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
  });
  out = join(root, "build");
  await buildSite(site, out, { strict: true });
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
});
