// A site's remark plugin that gives a Markdown file MDX nodes, as @docusaurus/remark-plugin-npm2yarn
// turns a ```bash npm2yarn fence into `import Tabs from "@theme/Tabs"` and <Tabs> elements: the
// file (read as Markdown, it has no MDX syntax of its own) is rendered as MDX, with working Tabs,
// and no import shown as text. Files the plugin leaves alone stay Markdown.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import { buildSite, read, removeAll, tempDir, writeFiles } from "../helpers/fixtures.ts";

// The plugin, as npm2yarn writes its nodes: an ESM node with its estree, and a JSX element per tab.
const CONFIG = `const esm = (value, name, source) => ({
  type: "mdxjsEsm",
  value,
  data: { estree: { type: "Program", sourceType: "module", body: [{ type: "ImportDeclaration", specifiers: [{ type: "ImportDefaultSpecifier", local: { type: "Identifier", name } }], source: { type: "Literal", value: source, raw: JSON.stringify(source) } }] } },
});
const attr = (name, value) => ({ type: "mdxJsxAttribute", name, value });
function tabbed() {
  return (tree) => {
    let found = false;
    tree.children = tree.children.flatMap((node) => {
      if (node.type !== "code" || node.meta !== "tabbed") return [node];
      found = true;
      const tab = (value, label, command) => ({ type: "mdxJsxFlowElement", name: "TabItem", attributes: [attr("value", value), attr("label", label)], children: [{ type: "code", lang: node.lang, value: command }] });
      return [{ type: "mdxJsxFlowElement", name: "Tabs", attributes: [attr("groupId", "tool")], children: [tab("npm", "npm", node.value), tab("yarn", "Yarn", node.value.replace("npm install", "yarn add"))] }];
    });
    if (found) tree.children.unshift(esm('import Tabs from "@theme/Tabs";', "Tabs", "@theme/Tabs"), esm('import TabItem from "@theme/TabItem";', "TabItem", "@theme/TabItem"));
  };
}
export default { title: "Plugged", url: "https://plugged.example.org", navbar: {}, markdown: { remarkPlugins: [tabbed] } };
`;

const HOME = 'export default function Home() {\n  return <div className="page-narrow"><h1>Plugged</h1><p><a href="/docs/install">Install</a></p></div>;\n}\n';

let root: string;
let out: string;

beforeAll(async () => {
  root = await tempDir();
  const site = join(root, "site");
  const files: Record<string, string> = {
    "site.config.ts": CONFIG,
    "pages/index.tsx": HOME,
    "docs/install.md": "---\ntitle: Install\n---\n\nInstall it:\n\n```bash tabbed\nnpm install --save-dev scanner\n```\n\nThen run it.\n",
    "docs/plain.md": "---\ntitle: Plain\n---\n\nNo fence for the plugin here.\n",
  };
  await writeFiles(site, files);
  out = join(root, "build");
  await buildSite(site, out, { strict: true });
}, 120_000);

afterAll(() => removeAll(root));

describe("a remark plugin that gives a Markdown file MDX nodes", () => {
  it("has the file rendered as MDX: the Tabs work and no import shows", async () => {
    const html = await read(out, "docs/install/index.html");
    expect(html).toMatch(/<sitec-island data-island="Tabs" data-props="\{&quot;groupId&quot;:&quot;tool&quot;/);
    expect(html).toContain("yarn add --save-dev scanner");
    expect(html).toContain("Then run it.");
    expect(html).not.toContain("import Tabs");
  });

  it("leaves the files it gives none as Markdown", async () => {
    const html = await read(out, "docs/plain/index.html");
    expect(html).toContain("No fence for the plugin here.");
    expect(html).not.toContain("sitec-island");
  });
});
