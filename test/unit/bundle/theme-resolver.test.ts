// The names of theme components: which file `@theme/<Name>` and `@theme-original/<Name>` stand
// for, and which files of a site's theme/ folder are overrides.
import { afterAll, describe, expect, it } from "vitest";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import fg from "fast-glob";
import { THEME_COMPONENTS } from "../../../src/shared/theme-components.ts";
import { TEMPLATES_DIR } from "../../../src/bundle/bundle.ts";
import { docusaurusOverridesNote, findThemeOverrides, parseThemeSpecifier, resolveThemeComponent, THEME_COMPONENT_NAMES } from "../../../src/bundle/theme-resolver.ts";
import { SiteError } from "../../../src/errors.ts";

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function siteWith(files: Record<string, string>): Promise<string> {
  const site = await mkdtemp(join(tmpdir(), "sitec-theme-resolver-"));
  dirs.push(site);
  for (const [path, text] of Object.entries(files)) {
    await mkdir(join(site, path, ".."), { recursive: true });
    await writeFile(join(site, path), text);
  }
  return site;
}

describe("theme imports", () => {
  it("parses @theme/<Name> and @theme-original/<Name>, and nothing else", () => {
    expect(parseThemeSpecifier("@theme/Footer")).toEqual({ name: "Footer", original: false });
    expect(parseThemeSpecifier("@theme-original/Footer")).toEqual({ name: "Footer", original: true });
    expect(parseThemeSpecifier("@theme/Footer/x")).toBeUndefined();
    expect(parseThemeSpecifier("@themes/Footer")).toBeUndefined();
  });

  it("resolves to the override when there is one, and @theme-original to the default always", () => {
    const overrides = { Footer: "/site/theme/Footer.tsx" };
    expect(resolveThemeComponent("Footer", { templatesDir: TEMPLATES_DIR, overrides })).toBe("/site/theme/Footer.tsx");
    expect(resolveThemeComponent("Footer", { templatesDir: TEMPLATES_DIR, overrides, original: true })).toBe(join(TEMPLATES_DIR, "components/Footer.tsx"));
    expect(resolveThemeComponent("Navbar", { templatesDir: TEMPLATES_DIR, overrides })).toBe(join(TEMPLATES_DIR, "components/Navbar.tsx"));
  });

  it("names an unknown component, and a registered one whose default file is absent", async () => {
    expect(() => resolveThemeComponent("Nope", { templatesDir: TEMPLATES_DIR, overrides: {} })).toThrow(/"@theme\/Nope" names no theme component/);
    // A theme folder without the MDX components: only an import of one fails.
    const empty = await siteWith({ "components/Footer.tsx": "" });
    expect(() => resolveThemeComponent("Tabs", { templatesDir: empty, overrides: {} })).toThrow(/the theme has no default "Tabs" component \(components\/mdx\/Tabs\.tsx\)/);
    expect(resolveThemeComponent("Tabs", { templatesDir: empty, overrides: { Tabs: "/site/theme/Tabs.tsx" } })).toBe("/site/theme/Tabs.tsx");
  });

  it("lists every component of the registry, sorted", () => {
    expect(THEME_COMPONENT_NAMES).toEqual([...THEME_COMPONENT_NAMES].sort());
    expect(THEME_COMPONENT_NAMES).toEqual(expect.arrayContaining(["Footer", "Navbar", "Tabs", "TabItem", "Details", "CodeBlock", "Admonition", "Heading"]));
  });
});

describe("a site's overrides", () => {
  it("are the files directly in theme/, by name; subfolders and other files are not overrides", async () => {
    const site = await siteWith({
      "theme/Footer.tsx": "",
      "theme/Navbar.jsx": "",
      "theme/parts/Helper.tsx": "",
      "theme/notes.md": "",
    });
    expect(await findThemeOverrides(site)).toEqual({ Footer: join(site, "theme/Footer.tsx"), Navbar: join(site, "theme/Navbar.jsx") });
  });

  it("prefer .tsx when one name has several files", async () => {
    const site = await siteWith({ "theme/Footer.js": "", "theme/Footer.tsx": "" });
    expect(await findThemeOverrides(site)).toEqual({ Footer: join(site, "theme/Footer.tsx") });
  });

  it("are none without a theme/ folder", async () => {
    expect(await findThemeOverrides(await siteWith({ "docs/a.md": "" }))).toEqual({});
  });

  it("refuse a file named after no component, naming it", async () => {
    const site = await siteWith({ "theme/Fotter.tsx": "" });
    const error = await findThemeOverrides(site).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SiteError);
    expect((error as SiteError).message).toBe('"Fotter" is not a theme component that can be overridden.');
    expect((error as SiteError).file).toBe(join(site, "theme/Fotter.tsx"));
    expect((error as SiteError).hint).toContain("Footer");
  });
});

describe("the theme's own imports", () => {
  it("reach every overridable component by name, never by path", async () => {
    // By path, an override would not apply there; and esbuild bundles a file that is imported
    // both by a plugin's path and by a relative one either way, whichever it reaches first.
    const registered = new Set(Object.values(THEME_COMPONENTS).map((path) => join(TEMPLATES_DIR, path)));
    const files = await fg("**/*.{ts,tsx}", { cwd: TEMPLATES_DIR, absolute: true });
    expect(files.length).toBeGreaterThan(20);
    const byPath: string[] = [];
    for (const file of files) {
      for (const match of (await readFile(file, "utf8")).matchAll(/from\s+"(\.[^"]+)"/g)) {
        if (registered.has(resolve(dirname(file), match[1]!))) byPath.push(`${relative(TEMPLATES_DIR, file)}: ${match[1]}`);
      }
    }
    expect(byPath).toEqual([]);
  });
});

describe("docusaurusOverridesNote", () => {
  it("names the components a Docusaurus project overrides in src/theme/, but MDXComponents, which sitec reads", async () => {
    const site = await siteWith({
      "src/theme/MDXComponents.js": "export default {};\n",
      "src/theme/Footer/index.js": "export default function Footer() { return null; }\n",
      "src/theme/DocItem/Layout/index.tsx": "export default function Layout() { return null; }\n",
      "src/theme/prism-include-languages.js": "export default function include() {}\n",
      "src/theme/NotFound.tsx": "export default function NotFound() { return null; }\n",
      "src/theme/styles.module.css": ".a {}\n",
    });
    expect(docusaurusOverridesNote(site)).toBe(
      "src/theme/ left out: Docusaurus's theme overrides (DocItem, Footer, NotFound) are written for Docusaurus's own theme; the pages use sitec's. To change a part of it, write theme/<Name>.tsx (`sitec swizzle <Name>`).",
    );
    expect(docusaurusOverridesNote(await siteWith({ "src/theme/MDXComponents.js": "export default {};\n" }))).toBeUndefined();
    expect(docusaurusOverridesNote(await siteWith({ "docs/a.md": "# A\n" }))).toBeUndefined();
  });
});
