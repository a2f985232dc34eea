// A site's global MDX components, as a Docusaurus project registers them: `src/theme/MDXComponents.js`
// spreading `@theme-original/MDXComponents` and adding its own. Its components work in every MDX
// page without an import (a .js component in JSX), the theme's stay (Tabs), one that needs the
// browser is an island as it would be if imported, and a component no one provides still fails
// the build, naming the page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import fg from "fast-glob";
import { buildSite, read, removeAll, tempDir, writeFiles } from "../helpers/fixtures.ts";
import { SiteError } from "../../src/errors.ts";

let root: string;
let site: string;
let out: string;

beforeAll(async () => {
  root = await tempDir();
  site = join(root, "site");
  await writeFiles(site, {
    "site.config.ts": 'export default { title: "Global", url: "https://global.example.org", navbar: {} };\n',
    "pages/index.tsx": 'export default function Home() {\n  return <div className="page-narrow"><h1>Global</h1><p><a href="/docs/intro">Intro</a> <a href="/docs/tabs">Tabs</a></p></div>;\n}\n',
    "src/components/Hello.js": 'export default function Hello({ name }) {\n  return <strong className="hello">Hello, {name}!</strong>;\n}\n',
    "src/components/Counter.tsx": 'import { useState } from "react";\nexport function Counter({ start }: { start: number }) {\n  const [n, setN] = useState(start);\n  return <button type="button" onClick={() => setN(n + 1)}>Count {n}</button>;\n}\n',
    "src/theme/MDXComponents.js": 'import MDXComponents from "@theme-original/MDXComponents";\nimport Hello from "@site/src/components/Hello";\nimport { Counter as Clicks } from "../components/Counter";\n\nexport default { ...MDXComponents, Hello, "Counter": Clicks };\n',
    "docs/intro.md": "---\ntitle: Intro\n---\n\nA greeting: <Hello name=\"reader\" />\n\n<Counter start={4} />\n",
    "docs/tabs.md": '---\ntitle: Tabs\n---\n\n<Tabs>\n  <TabItem value="a" label="A">\n\nAlpha.\n\n  </TabItem>\n</Tabs>\n',
  });
  out = join(root, "build");
  await buildSite(site, out, { strict: true });
}, 120_000);

afterAll(() => removeAll(root));

describe("a site's MDXComponents (src/theme/MDXComponents.js)", () => {
  it("provides its components to every MDX page without an import, and keeps the theme's", async () => {
    expect(await read(out, "docs/intro/index.html")).toMatch(/A greeting: <strong class="hello">Hello, (<!-- -->)?reader(<!-- -->)?!<\/strong>/);
    expect(await read(out, "docs/tabs/index.html")).toContain('<sitec-island data-island="Tabs"');
  });

  it("makes a provided component that needs the browser an island, and one that does not static", async () => {
    const html = await read(out, "docs/intro/index.html");
    expect(html).toContain('<sitec-island data-island="src/components/Counter.tsx#Counter" data-props="{&quot;start&quot;:4}"><button type="button">Count <!-- -->4</button></sitec-island>');
    expect(html).not.toContain('data-island="src/components/Hello');
    // The client bundle hydrates it: the component's code is in one of its chunks.
    const scripts = await fg("assets/**/*.js", { cwd: out });
    const texts = await Promise.all(scripts.map((file) => read(out, file)));
    expect(texts.some((text) => text.includes("src/components/Counter.tsx#Counter"))).toBe(true);
  });

  it("leaves a component that neither imports nor provides an error naming the page", async () => {
    await writeFiles(site, { "docs/intro.md": "---\ntitle: Intro\n---\n\n<Nobody />\n" });
    const error = await buildSite(site, out).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SiteError);
    expect((error as SiteError).file).toBe(join(site, "docs/intro.md"));
    expect((error as SiteError).message).toBe("unknown component <Nobody>: it is neither imported nor one the theme or the site's MDXComponents provides.");
  });
});
