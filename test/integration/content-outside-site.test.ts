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
  await writeFile(join(site, "site.config.ts"), 'export default { title: "Outside", url: "https://outside.example.org", navbar: {}, docs: { path: "../docs" }, onBrokenLinks: "warn" };\n');
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
});
