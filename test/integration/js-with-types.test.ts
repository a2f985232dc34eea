// A site's .js and .jsx files with TypeScript in them, as Docusaurus's faster bundler
// (`future.experimental_faster`) reads them: a page and a component MDX imports build, and a
// file that is neither JSX nor TypeScript still fails with its line.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SiteError } from "../../src/errors.ts";
import { buildSiteFrom, read, removeAll } from "../helpers/fixtures.ts";

const CONFIG = 'export default { title: "Typed", url: "https://typed.example.org" };\n';
let root: string;
let out: string;

beforeAll(async () => {
  ({ root, out } = await buildSiteFrom({
    "site.config.ts": CONFIG,
    "pages/index.jsx": 'import Layout from "@theme/Layout";\n\ninterface Props { name: string }\n\nconst greet = ({ name }: Props): string => `Hello ${name}`;\n\nexport default function Home() {\n  return <Layout title="Home"><p id="greeting">{greet({ name: "reader" })}</p></Layout>;\n}\n',
    "src/components/Badge.js": 'export default function Badge({ label }: { label: string }) {\n  return <span className="badge" id="typed-badge">{label as string}</span>;\n}\n',
    "docs/intro.mdx": '---\ntitle: Intro\n---\n\nimport Badge from "@site/src/components/Badge";\n\n<Badge label="typed" />\n',
  }));
}, 120_000);
afterAll(() => removeAll(root));

describe(".js and .jsx files with TypeScript", () => {
  it("build as pages and as components of MDX", async () => {
    expect(await read(out, "index.html")).toContain('<p id="greeting">Hello reader</p>');
    expect(await read(out, "docs/intro/index.html")).toContain('<span class="badge" id="typed-badge">typed</span>');
  });

  it("that are neither JSX nor TypeScript fail with the file and line", async () => {
    const error = await buildSiteFrom({ "site.config.ts": CONFIG, "pages/index.jsx": "export default function Home() {\n  return <p>unclosed;\n}\n" }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SiteError);
    expect((error as SiteError).file).toMatch(/pages\/index\.jsx$/);
    expect((error as SiteError).line).toBeGreaterThan(0);
  });
});
