// A Docusaurus site in a repository's website/ folder with its docs beside it (`docs.path:
// "../docs"`): the docs are read, and a package installed in the site's folder resolves for an
// MDX doc that imports it, as Docusaurus resolves it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { buildSite, read, removeAll, tempDir } from "../helpers/fixtures.ts";

let root: string;
let out: string;

beforeAll(async () => {
  root = await tempDir();
  const site = join(root, "website");
  const pkg = join(site, "node_modules", "greeting-card");
  await mkdir(pkg, { recursive: true });
  await mkdir(join(root, "docs"), { recursive: true });
  await writeFile(join(pkg, "package.json"), JSON.stringify({ name: "greeting-card", version: "1.0.0", main: "index.js" }));
  await writeFile(join(pkg, "index.js"), 'const { createElement } = require("react");\nexports.Card = (props) => createElement("p", { className: "greeting-card" }, "Card for " + props.name);\n');
  // The edit link's function gets the docs folder relative to the site, as Docusaurus gives it (jestjs.io's config joins it to website/).
  const editUrl = "({ versionDocsDirPath, docPath }) => `https://git.example.org/edit/main/website/${versionDocsDirPath}/${docPath}`";
  await writeFile(join(site, "site.config.ts"), `export default { title: "Outside", url: "https://outside.example.org", navbar: {}, docs: { path: "../docs", editUrl: ${editUrl} }, onBrokenLinks: "warn" };\n`);
  await writeFile(join(root, "docs", "intro.mdx"), '---\ntitle: Intro\n---\n\nimport { Card } from "greeting-card";\n\n<Card name="readers" />\n');
  out = join(root, "build");
  await buildSite(site, out, { strict: false });
});
afterAll(async () => {
  if (root) await removeAll(root);
});

describe("docs outside the site folder", () => {
  it("builds them, with a package installed in the site's folder resolved for them", async () => {
    expect(await read(out, "docs/intro/index.html")).toContain('<p class="greeting-card">Card for readers</p>');
  });

  it("gives an editUrl function the docs folder as Docusaurus does, relative to the site: ../docs", async () => {
    expect(await read(out, "docs/intro/index.html")).toContain('href="https://git.example.org/edit/main/website/../docs/intro.mdx"');
  });

  it("joins an editUrl string and that folder as Docusaurus does, `..` resolved: the file in the repository", async () => {
    const site = join(root, "website");
    await writeFile(join(site, "site.config.ts"), 'export default { title: "Outside", url: "https://outside.example.org", navbar: {}, docs: { path: "../docs", editUrl: "https://git.example.org/blob/main/website/" }, onBrokenLinks: "warn" };\n');
    const again = join(root, "build-string");
    await buildSite(site, again, { strict: false });
    expect(await read(again, "docs/intro/index.html")).toContain('href="https://git.example.org/blob/main/docs/intro.mdx"');
  });
});
