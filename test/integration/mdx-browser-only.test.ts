// A component of an MDX page that uses @docusaurus/BrowserOnly or useIsBrowser: the build renders
// the page (outside the page runtime) with the fallback, as Docusaurus's server HTML has it, and
// the component is an island (its hooks need the browser). Before, the render failed with
// "useRuntime() is used outside of the page runtime".
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import { buildSite, read, removeAll, tempDir, writeFiles } from "../helpers/fixtures.ts";

const ANIMATION = `import BrowserOnly from "@docusaurus/BrowserOnly";
import useIsBrowser from "@docusaurus/useIsBrowser";

export function Animation() {
  const browser = useIsBrowser();
  return (
    <div className="animation" data-browser={String(browser)}>
      <BrowserOnly fallback={<p>Loading the animation.</p>}>{() => <p>Playing in {window.location.pathname}</p>}</BrowserOnly>
    </div>
  );
}
`;

let root: string;
let out: string;

beforeAll(async () => {
  root = await tempDir();
  const site = join(root, "site");
  const files: Record<string, string> = {
    "site.config.ts": 'export default { title: "Browser", url: "https://browser.example.org", navbar: {} };\n',
    "pages/index.tsx": 'export default function Home() {\n  return <div className="page-narrow"><h1>Browser</h1><p><a href="/docs/intro">Intro</a></p></div>;\n}\n',
    "components/Animation.tsx": ANIMATION,
    "docs/intro.mdx": '---\ntitle: Intro\n---\n\nimport { Animation } from "@site/components/Animation";\n\nHow it starts:\n\n<Animation />\n',
  };
  await writeFiles(site, files);
  out = join(root, "build");
  await buildSite(site, out, { strict: true });
}, 120_000);

afterAll(() => removeAll(root));

describe("BrowserOnly and useIsBrowser in an MDX page's component", () => {
  it("render the fallback and `false` into the built page, in an island", async () => {
    const html = await read(out, "docs/intro/index.html");
    expect(html).toMatch(/<sitec-island data-island="components\/Animation.tsx#Animation"[^>]*><div class="animation" data-browser="false"><p>Loading the animation.<\/p><\/div><\/sitec-island>/);
    expect(html).not.toContain("Playing in");
  });
});
