// `@theme/DocCardList` in a doc, as Docusaurus documents it for a category's own page: a card
// for each item of the category the doc belongs to, filled in once the sidebars are made; with
// `items`, the cards of those; in a doc no sidebar lists, an empty list and a warning.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSiteFrom, read, removeAll } from "../helpers/fixtures.ts";
import type { BuildResult } from "../../src/build.ts";

let root: string;
let out: string;
let result: BuildResult;

const IMPORT = 'import DocCardList from "@theme/DocCardList";\n\n';

beforeAll(async () => {
  ({ root, out, result } = await buildSiteFrom({
    "site.config.ts": 'export default { title: "Cards", url: "https://cards.example.org", navbar: {}, docs: { routeBasePath: "/", sidebarPath: "./sidebars.json" } };\n',
    "sidebars.json": JSON.stringify({
      main: ["intro", { type: "category", label: "Guides", link: { type: "doc", id: "guides/index" }, items: ["guides/install", "guides/upgrade", { type: "category", label: "Deep", items: ["guides/deep/one", "guides/deep/two"] }, { type: "link", label: "Elsewhere", href: "https://elsewhere.example.org/" }] }],
    }),
    "docs/intro.md": "---\ntitle: Intro\nslug: /\n---\n\nStart here.\n",
    "docs/guides/index.mdx": `---\ntitle: Guides\n---\n\n${IMPORT}Every guide:\n\n<DocCardList />\n`,
    "docs/guides/install.md": "---\ntitle: Install\ndescription: Put it on a cluster.\n---\n\nInstall it.\n",
    "docs/guides/upgrade.mdx": `---\ntitle: Upgrade\n---\n\nMove to a newer release. More text.\n\n${IMPORT}<DocCardList className="siblings" />\n`,
    "docs/guides/deep/one.md": "---\ntitle: One\n---\n\nOne.\n",
    "docs/guides/deep/two.md": "---\ntitle: Two\n---\n\nTwo.\n",
    "docs/given.mdx": `---\ntitle: Given\n---\n\n${IMPORT}<DocCardList items={[{ type: "link", label: "Intro page", href: "/", description: "The start." }, { type: "category", label: "A group", href: "/guides", items: [{}, {}] }]} />\n`,
    "docs/orphan.mdx": `---\ntitle: Orphan\n---\n\n${IMPORT}<DocCardList />\n`,
  }));
}, 120_000);

afterAll(() => removeAll(root));

const cards = (html: string, className = "") =>
  new RegExp(`<ul class="index-cards${className ? " " + className : ""}">(.*?)</ul>`, "s").exec(html)?.[1]?.match(/<li class="index-card">.*?<\/li>/gs) ?? [];

describe("@theme/DocCardList", () => {
  it("on a category's own page shows a card for each of the category's items", async () => {
    const list = cards(await read(out, "guides/index.html"));
    expect(list).toEqual([
      '<li class="index-card"><a href="/guides/install"><h2 class="index-card-title">Install</h2><p class="index-card-description">Put it on a cluster.</p></a></li>',
      '<li class="index-card"><a href="/guides/upgrade"><h2 class="index-card-title">Upgrade</h2><p class="index-card-description">Move to a newer release.</p></a></li>',
      '<li class="index-card"><a href="/guides/deep/one"><h2 class="index-card-title">Deep</h2><p class="index-card-description">2 items</p></a></li>',
      '<li class="index-card"><a href="https://elsewhere.example.org/"><h2 class="index-card-title">Elsewhere</h2><p class="index-card-description">https://elsewhere.example.org/</p></a></li>',
    ]);
  });

  it("is static HTML, not an island: hydrated without its cards, it would not match the page (React #418)", async () => {
    expect(await read(out, "guides/index.html")).not.toContain("data-island");
  });

  it("in another doc of the category shows its siblings, with the class given", async () => {
    const list = cards(await read(out, "guides/upgrade/index.html"), "siblings");
    expect(list.map((card) => /<h2 class="index-card-title">(.*?)<\/h2>/.exec(card)?.[1])).toEqual(["Install", "Upgrade", "Deep", "Elsewhere"]);
  });

  it("with `items` shows the cards of those", async () => {
    const list = cards(await read(out, "given/index.html"));
    expect(list).toEqual([
      '<li class="index-card"><a href="/"><h2 class="index-card-title">Intro page</h2><p class="index-card-description">The start.</p></a></li>',
      '<li class="index-card"><a href="/guides"><h2 class="index-card-title">A group</h2><p class="index-card-description">2 items</p></a></li>',
    ]);
  });

  it("in a doc no sidebar lists is an empty list, and the build says why", async () => {
    const html = await read(out, "orphan/index.html");
    expect(html).toContain('<ul class="index-cards"></ul>');
    expect(html).not.toContain("data-sitec-doc-card-list");
    expect(result.warnings.filter((w) => w.includes("DocCardList"))).toEqual([expect.stringMatching(/docs\/orphan\.mdx.*no sidebar lists this doc/s)]);
  });
});

describe("<DocCardList items={useCurrentSidebarCategory().items} />, as Docusaurus documents it", () => {
  let built: { root: string; out: string };
  const withHook = (from: string) => `# Section\n\nIn this section:\n\n\`\`\`mdx-code-block\nimport DocCardList from '@theme/DocCardList';\nimport {useCurrentSidebarCategory} from '${from}';\n\n<DocCardList items={useCurrentSidebarCategory().items}/>\n\`\`\`\n`;
  beforeAll(async () => {
    built = await buildSiteFrom({
      "site.config.ts": 'export default { title: "Hook", url: "https://hook.example.org", navbar: {} };\n',
      "pages/index.md": "# Home\n\nWelcome.\n",
      // Docusaurus 2's import, in a Markdown file, and Docusaurus 3's, in MDX.
      "docs/guide/index.md": withHook("@docusaurus/theme-common"),
      "docs/guide/install.md": "---\ntitle: Install\ndescription: Put it on a cluster.\n---\n\nInstall it.\n",
      "docs/guide/upgrade.md": "# Upgrade\n\nMove on.\n",
      "docs/tools/index.mdx": withHook("@docusaurus/plugin-content-docs/client"),
      "docs/tools/cli.md": "# CLI\n\nThe command line.\n",
    });
  }, 120_000);
  afterAll(() => removeAll(built.root));

  it("lists the doc's category, as a DocCardList without items does, in static HTML", async () => {
    const guide = await read(built.out, "docs/guide/index.html");
    expect(cards(guide).map((card) => /href="([^"]+)"/.exec(card)?.[1])).toEqual(["/docs/guide/install", "/docs/guide/upgrade"]);
    expect(cards(await read(built.out, "docs/tools/index.html")).map((card) => /href="([^"]+)"/.exec(card)?.[1])).toEqual(["/docs/tools/cli"]);
    expect(guide).not.toContain("data-island");
  });

  it("fails naming the page when a component reads what the category is not yet", async () => {
    const error = await buildSiteFrom({
      "site.config.ts": 'export default { title: "Hook", url: "https://hook.example.org", navbar: {} };\n',
      "docs/guide/index.mdx": "import {useCurrentSidebarCategory} from '@docusaurus/plugin-content-docs/client';\n\n# Guide\n\n{useCurrentSidebarCategory().label}\n",
    }).then(
      () => undefined,
      (e: unknown) => e as Error,
    );
    expect(String(error?.message)).toContain("useCurrentSidebarCategory().label: sitec gives a category's items to <DocCardList");
  });
});
