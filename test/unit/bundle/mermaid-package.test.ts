// Where the client bundle finds the `mermaid` package (src/bundle/mermaid-package.ts): the site's
// install first, from its folder upwards, as Node finds packages; its browser build when it has one.
import { afterAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import { findPackageFolder, mermaidFolder } from "../../../src/bundle/mermaid-package.ts";
import { checkMermaidInstalled } from "../../../src/bundle/site-theme.ts";
import { formatError, SiteError } from "../../../src/errors.ts";
import { removeAll, tempDir, writeFiles } from "../../helpers/fixtures.ts";

const roots: string[] = [];
afterAll(() => removeAll(...roots));

describe("the mermaid package", () => {
  it("is found in the node_modules of the site's folder or of a folder above it", async () => {
    const root = await tempDir();
    roots.push(root);
    await writeFiles(root, { "project/node_modules/mermaid/package.json": "{}", "project/site/docs/a.md": "# A\n" });
    expect(findPackageFolder("mermaid", join(root, "project", "site"))).toBe(join(root, "project", "node_modules", "mermaid"));
    expect(findPackageFolder("mermaid", join(root, "project"))).toBe(join(root, "project", "node_modules", "mermaid"));
    expect(findPackageFolder("mermaid-nowhere", join(root, "project", "site"))).toBeUndefined();
    // The site's own before the theme's.
    expect(mermaidFolder(join(root, "project", "site"))).toBe(join(root, "project", "node_modules", "mermaid"));
  });

  it("falls back to the one installed beside the theme", async () => {
    const root = await tempDir();
    roots.push(root);
    expect(mermaidFolder(root)).toMatch(/node_modules[\\/]mermaid$/);
    expect(mermaidFolder(root)!.startsWith(root)).toBe(false);
  });
});

describe("a site with markdown.mermaid and no mermaid package", () => {
  it("is told at the option's line to install it", async () => {
    const root = await tempDir();
    roots.push(root);
    const source = 'export default {\n  title: "T",\n  markdown: {\n    mermaid: true,\n  },\n};\n';
    const error = (() => {
      try {
        checkMermaidInstalled(join(root, "site"), { file: join(root, "site", "site.config.ts"), source }, join(root, "theme"));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(SiteError);
    expect(formatError(error).join("\n")).toMatch(/site\.config\.ts:4.*markdown\.mermaid is true, but the package "mermaid".*not installed[\s\S]*npm install mermaid/);
    // With the package beside the site, nothing to say.
    await writeFiles(root, { "site/node_modules/mermaid/package.json": "{}" });
    expect(() => checkMermaidInstalled(join(root, "site"), { file: join(root, "site", "site.config.ts"), source }, join(root, "theme"))).not.toThrow();
  });
});
