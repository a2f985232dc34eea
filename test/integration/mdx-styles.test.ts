// The stylesheets that an MDX page's components import (a CSS module, plain CSS), as Docusaurus's
// webpack bundles them: in the site's CSS, the CSS module's class names as the page's HTML has
// them, also when the client bundle comes from the build cache. Before, a static component's
// styles reached no page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { buildSite, read, removeAll, tempDir, writeFiles } from "../helpers/fixtures.ts";

let root: string;
let site: string;
let out: string;

/** The built site's CSS, all files together. */
async function siteCss(): Promise<string> {
  const files = (await readdir(join(out, "assets"))).filter((f) => f.endsWith(".css"));
  return (await Promise.all(files.map((f) => read(out, `assets/${f}`)))).join("\n");
}

beforeAll(async () => {
  root = await tempDir();
  site = join(root, "site");
  const files: Record<string, string> = {
    "site.config.ts": 'export default { title: "Styled", url: "https://styled.example.org", navbar: {}, customCss: "css/custom.css" };\n',
    "css/custom.css": ".site-rule { color: rgb(7, 8, 9); }\n",
    "pages/index.tsx": 'export default function Home() {\n  return <div className="page-narrow"><h1>Styled</h1><p><a href="/docs/intro">Intro</a></p></div>;\n}\n',
    "components/Card.tsx": 'import styles from "./Card.module.css";\nimport "./plain.css";\n\nexport function Card({ title }: { title: string }) {\n  return <div className={styles.card}>{title}</div>;\n}\n',
    "components/Card.module.css": ".card { border: 3px solid rgb(1, 2, 3); }\n",
    "components/plain.css": ".plain-rule { color: rgb(4, 5, 6); }\n",
    "components/Box.tsx": 'import styles from "./box.module.scss";\nimport "./global.scss";\n\nexport function Box({ children }: { children: string }) {\n  return <div className={styles.box}>{children}</div>;\n}\n',
    "components/box.module.scss": "$edge: 4px;\n.box { border: $edge solid rgb(10, 11, 12); .inner { margin: 0; } }\n",
    "components/global.scss": "$tone: rgb(13, 14, 15);\n.sass-rule { color: $tone; }\n",
    "docs/intro.mdx": '---\ntitle: Intro\n---\n\nimport { Card } from "@site/components/Card";\nimport { Box } from "@site/components/Box";\n\n<Card title="Hello" />\n\n<Box>Boxed</Box>\n',
  };
  await writeFiles(site, files);
  out = join(root, "build");
  await buildSite(site, out, { strict: true });
}, 120_000);

afterAll(() => removeAll(root));

describe("stylesheets imported by an MDX page's components", () => {
  it("are in the site's CSS, the CSS module's class as the page names it, before the site's own CSS", async () => {
    const className = /<div class="([^"]+)">Hello<\/div>/.exec(await read(out, "docs/intro/index.html"))?.[1];
    expect(className).toBeDefined();
    const css = await siteCss();
    expect(css).toMatch(new RegExp(`\\.${className}\\s*\\{\\s*border:\\s*3px solid`));
    expect(css).toContain(".plain-rule");
    expect(css.indexOf(".plain-rule")).toBeLessThan(css.indexOf(".site-rule"));
  });

  it("include Sass stylesheets and Sass modules, compiled, with the module's class as the page names it", async () => {
    const className = /<div class="([^"]+)">Boxed<\/div>/.exec(await read(out, "docs/intro/index.html"))?.[1];
    expect(className).toMatch(/box/);
    const css = await siteCss();
    expect(css).toMatch(new RegExp(`\\.${className}\\s*\\{\\s*border:\\s*4px solid rgb\\(10, 11, 12\\)`));
    expect(css).toMatch(/\.sass-rule\s*\{\s*color:\s*rgb\(13, 14, 15\)/);
  });

  it("are there again when the client bundle comes from the build cache", async () => {
    const again = await buildSite(site, out, { strict: true });
    expect(again.cache?.theme).toBe("reused");
    expect(await siteCss()).toContain(".plain-rule");
  }, 60_000);
});
