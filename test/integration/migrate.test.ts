// `sitec migrate` on a Docusaurus project (test/fixtures/docusaurus-project): its config with the
// classic preset, themeConfig's navbar and footer, plugins and themes, and two imports that
// resolve nowhere (the project's packages are not installed), written as site.config.ts; the
// site then builds with --strict, its React and Markdown pages included.
import { afterAll, describe, expect, it } from "vitest";
import { cp, mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { formatError, SiteError } from "../../src/errors.ts";
import { migrate } from "../../src/migrate/migrate.ts";
import { migrationReport } from "../../src/migrate/report.ts";
import { buildSite, FIXTURES, read, removeAll, tempDir } from "../helpers/fixtures.ts";

const roots: string[] = [];
afterAll(() => removeAll(...roots));

async function project(): Promise<{ root: string; project: string }> {
  const root = await tempDir();
  roots.push(root);
  const dir = join(root, "project");
  await cp(join(FIXTURES, "docusaurus-project"), dir, { recursive: true });
  return { root, project: dir };
}

async function failure(run: Promise<unknown>): Promise<string> {
  const error = await run.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(SiteError);
  return formatError(error).join("\n");
}

describe("sitec migrate --out", async () => {
  const { root, project: dir } = await project();
  const site = join(root, "site");
  const result = await migrate({ projectDir: dir, outDir: site });
  const config = await readFile(result.configFile, "utf8");
  const report = migrationReport(result);
  const out = join(root, "build");
  const built = await buildSite(site, out, { strict: true });

  it("copies the content the config points at, and writes site.config.ts there", () => {
    expect(result.copied).toEqual(["blog", "docs", "sidebars.js", "src", "static"]);
    expect(result.configFile).toBe(join(site, "site.config.ts"));
  });

  it("carries the options over in sitec's names", () => {
    expect(config).toContain('title: "Tidewatch"');
    expect(config).toMatch(/docs: \{\s*sidebarPath: "sidebars.js",\s*editUrl: "https:\/\/git.example.net\/tidewatch\/edit\/main\/",\s*lastVersion: "current",?\s*\}/);
    expect(config).toContain('feedOptions: { type: "rss", copyright: "Copyright 2024 Tidewatch" }');
    expect(config).toContain('customCss: ["src/css/custom.css"]');
    expect(config).toContain('pages: { path: "src/pages" }');
    expect(config).toContain('prism: { additionalLanguages: ["ruby"] }');
    expect(config).toContain('image: "img/buoy.svg"');
    // Diagrams: theme-mermaid's switch and its theme config.
    expect(config).toMatch(/markdown: \{\s*mermaid: true,?\s*\}/);
    expect(config).toMatch(/mermaid: \{\s*theme: \{ light: "neutral", dark: "dark" \},?\s*\}/);
    // A dropdown's routes get their leading "/", as Docusaurus reads them.
    expect(config).toContain('{ label: "Charts", to: "/docs/guides/charts" }');
    // A dropdown's HTML entry keeps its type and value.
    expect(config).toContain('{ type: "html", value: "<hr class=\\"dropdown-separator\\">", className: "separator" }');
  });

  it("lists each option, plugin and theme it could not carry over, with what to do", () => {
    expect(report).toContain("- `@docusaurus/plugin-ideal-image` has no sitec counterpart; use a plain <img>, or remove the plugin from the config.");
    expect(report).toContain("- `@docusaurus/theme-mermaid` is built in: with `markdown.mermaid: true`, ```mermaid blocks and `@theme/Mermaid` are diagrams");
    expect(report).toContain("- `./plugins/tide-import` is a plugin of the project's own");
    expect(report).toContain("- `docusaurus-plugin-sass` is built in");
    expect(report).toContain("- `presets.classic.gtag` has no sitec counterpart");
    expect(report).toContain("- `docs.remarkPlugins` lists 1 plugin(s)");
    expect(report).toContain("- `themeConfig.algolia` is replaced by sitec's own search");
    expect(report).toContain("- `themeConfig.prism.theme` has no counterpart: code is highlighted in the theme's colours (light and dark); restyle the `hl-*` classes");
    expect(report).toContain("- `themeConfig.prism.magicComments` has no counterpart: sitec knows the default magic comments only");
    expect(report).toContain("- `src/theme/Footer` is an override of Docusaurus's own theme, which sitec does not read");
    // Carried: pages read it (useDocusaurusContext).
    expect(report).not.toContain("`organizationName`");
    expect(report).not.toContain("lastVersion");
  });

  it("stubs the imports that resolve nowhere, and reports them", () => {
    expect(result.stubbed).toEqual(["prism-react-renderer", "remark-kroki-diagrams"]);
    expect(report).toContain("- `remark-kroki-diagrams` is imported by the config but could not be resolved, so it was stubbed");
  });

  it("gives a site that builds with --strict: docs, blog, the React home page and the Markdown page", async () => {
    expect(built.warnings).toEqual([]);
    const home = await read(out, "index.html");
    expect(home).toContain('<h1 class="hero__title">Tidewatch</h1>');
    expect(home.replace(/<!-- -->/g, "")).toContain('<p class="tide-table">Next high water at Port Isaac: 14:05.</p>');
    expect(home).toContain('href="/docs/intro"');
    expect(await read(out, "about/index.html")).toContain("Two sailors keep the tables up to date.");
    const charts = await read(out, "docs/guides/charts/index.html");
    expect(charts).toContain("Each bar is one hour");
    expect(charts).toContain('href="https://git.example.net/tidewatch/edit/main/docs/guides/charts.md"');
    // An MDX doc's `/x.md` link is looked for in the docs folder, as a Markdown doc's is.
    expect(await read(out, "docs/guides/tables/index.html")).toContain('<a href="/docs/intro">the introduction</a>');
    expect(await read(out, "blog/rss.xml")).toContain("Spring tides");
    const navbar = /<nav[^>]*navbar[\s\S]*?<\/nav>/.exec(home)![0];
    expect(navbar).toContain(">Guides<");
    expect(navbar).toContain('aria-label="Source code"');
  });

  it("gives pages without an image of their own themeConfig.image as og:image and twitter:image", async () => {
    for (const path of ["docs/intro/index.html", "index.html", "blog/index.html"]) {
      const html = await read(out, path);
      expect(html, path).toContain('<meta property="og:image" content="https://tidewatch.example.net/img/buoy.svg">');
      expect(html, path).toContain('<meta name="twitter:image" content="https://tidewatch.example.net/img/buoy.svg">');
    }
  });

  it("has Infima's layout classes in the CSS, as the home page uses @theme/Layout", async () => {
    const assets = await readdir(join(out, "assets"));
    const css = await readFile(join(out, "assets", assets.find((f) => f.endsWith(".css"))!), "utf8");
    for (const rule of [".container{", ".hero--primary{", ".hero__title{", ".button.button--secondary{", ".button.button--lg{", ".col--4{", ".text--center{", ".padding-vert--lg{"]) {
      expect(css.replace(/\s/g, ""), rule).toContain(rule);
    }
  });

  it("refuses an --out folder that is not empty", async () => {
    const message = await failure(migrate({ projectDir: dir, outDir: site }));
    expect(message).toContain("site.config.ts exists already");
    const other = join(root, "other");
    await mkdir(other);
    await writeFile(join(other, "notes.txt"), "kept\n");
    expect(await failure(migrate({ projectDir: dir, outDir: other }))).toContain("the --out folder is not empty");
  });
});

describe("Infima's layout classes", () => {
  it("are left out of a site whose pages do not use @theme/Layout", async () => {
    const root = await tempDir();
    roots.push(root);
    await buildSite(join(FIXTURES, "basic-site"), join(root, "build"));
    const assets = await readdir(join(root, "build", "assets"));
    const css = await readFile(join(root, "build", "assets", assets.find((f) => f.endsWith(".css"))!), "utf8");
    expect(css).toContain(".doc-article");
    expect(css).not.toContain("hero__title");
    expect(css).not.toContain("col--4");
  });
});

describe("sitec migrate in place", () => {
  it("writes site.config.ts into the project, pointing at its folders as they are, and the project builds", async () => {
    const { root, project: dir } = await project();
    const result = await migrate({ projectDir: dir });
    expect(result.copied).toEqual([]);
    expect(result.configFile).toBe(join(dir, "site.config.ts"));
    const out = join(root, "build");
    await buildSite(dir, out, { strict: true });
    expect(await read(out, "index.html")).toContain("hero__subtitle");
    expect(await failure(migrate({ projectDir: dir }))).toContain("Pass --force to replace it");
    await migrate({ projectDir: dir, force: true });
  });

  it("reads a TypeScript config that exports a function, with ESM imports of the project's own files", async () => {
    const { root, project: dir } = await project();
    await writeFile(join(dir, "navbar.ts"), 'export const items = [{ to: "docs/intro", label: "Start", position: "left" as const }];\n');
    await writeFile(
      join(dir, "docusaurus.config.ts"),
      [
        'import type { Config } from "@docusaurus/types";',
        'import { items } from "./navbar";',
        "export default async function createConfig(): Promise<Config> {",
        '  return { title: "Tidewatch", url: "https://tidewatch.example.net", baseUrl: "/tides/", themeConfig: { navbar: { items } } } as Config;',
        "}",
      ].join("\n"),
    );
    const result = await migrate({ projectDir: dir });
    const config = await readFile(result.configFile, "utf8");
    expect(config).toContain('baseUrl: "/tides/"');
    expect(config).toContain('items: [{ to: "docs/intro", label: "Start", position: "left" }]');
    await buildSite(dir, join(root, "build"), { strict: true });
  });

  it("reads the config as `docusaurus build` does, with NODE_ENV production", async () => {
    const { project: dir } = await project();
    await writeFile(
      join(dir, "docusaurus.config.js"),
      'module.exports = { title: "Tidewatch", url: "https://tidewatch.example.net", baseUrl: process.env.NODE_ENV === "production" ? "/tides/" : "/dev/" };\n',
    );
    const result = await migrate({ projectDir: dir });
    expect(await readFile(result.configFile, "utf8")).toContain('baseUrl: "/tides/"');
  });
});

describe("sitec migrate on an ESM config with docs outside the site folder", () => {
  it("stubs named imports and files require.resolve() cannot find, and builds docs from ../docs", async () => {
    const { root, project: dir } = await project();
    await rename(join(dir, "docs"), join(root, "docs"));
    await writeFile(
      join(dir, "docusaurus.config.mjs"),
      [
        'import { createRequire } from "node:module";',
        'import { parse as parseYaml } from "yaml-nowhere";',
        "const require = createRequire(import.meta.url);",
        "parseYaml('a: 1');",
        "export default {",
        '  title: "Tidewatch", url: "https://tidewatch.example.net", baseUrl: "/",',
        '  presets: [["classic", { docs: { path: "../docs", sidebarPath: require.resolve("./sidebars.js") }, theme: { customCss: [require.resolve("tweets-nowhere/theme.css")] } }]],',
        "};",
      ].join("\n"),
    );
    await rm(join(dir, "docusaurus.config.js"));
    const result = await migrate({ projectDir: dir });
    expect(result.stubbed).toEqual(["yaml-nowhere", "tweets-nowhere/theme.css"]);
    const config = await readFile(result.configFile, "utf8");
    expect(config).toContain('docs: { path: "../docs", sidebarPath: "sidebars.js" }');
    await writeFile(result.configFile, config.replace('customCss: ["tweets-nowhere/theme.css"],', ""));
    const out = join(root, "build");
    await buildSite(dir, out, { strict: true });
    expect(await read(out, "docs/guides/charts/index.html")).toContain("Each bar is one hour");
  });
});

describe("sitec migrate --out with paths written as Docusaurus takes them", () => {
  it("copies `./` paths and ../docs into the site, links node_modules for a stylesheet from a package, and the site builds", async () => {
    const { root, project: dir } = await project();
    await rename(join(dir, "docs"), join(root, "docs"));
    await mkdir(join(dir, "node_modules", "tweets", "dist"), { recursive: true });
    await writeFile(join(dir, "node_modules", "tweets", "dist", "theme.css"), ".tweet { border: 1px solid; }\n");
    await writeFile(
      join(dir, "docusaurus.config.js"),
      [
        "module.exports = {",
        '  title: "Tidewatch", url: "https://tidewatch.example.net", baseUrl: "/",',
        '  presets: [["classic", { docs: { path: "../docs", sidebarPath: "./sidebars.js", editUrl: "https://git.example.net/tidewatch/edit/main/website" }, theme: { customCss: ["./src/css/custom.css", require.resolve("tweets/dist/theme.css")] } }]],',
        "};",
      ].join("\n"),
    );
    const site = join(root, "site");
    const result = await migrate({ projectDir: dir, outDir: site });
    // The project's own folders, not the whole project (node_modules is a link).
    expect(result.copied).toEqual(expect.arrayContaining(["docs", "sidebars.js", "src", "node_modules (a link to the project's)"]));
    expect((await readdir(site)).sort()).toEqual(["blog", "docs", "node_modules", "sidebars.js", "site.config.ts", "src", "static"]);
    expect(result.notes).toContainEqual({ subject: "../docs", advice: "is outside the project: it was copied into the site folder as docs/, which the config now names." });
    const config = await readFile(result.configFile, "utf8");
    // The edit URL that, with the copy's path after it, names each doc where Docusaurus's does (…/website/../docs/x.md).
    expect(config).toMatch(/docs: \{\s*path: "docs",\s*sidebarPath: "sidebars.js",\s*editUrl: "https:\/\/git.example.net\/tidewatch\/edit\/main\/",?\s*\}/);
    expect(config).toContain('customCss: ["src/css/custom.css", "node_modules/tweets/dist/theme.css"]');
    const out = join(root, "build");
    await buildSite(site, out, { strict: true });
    expect(await read(out, "docs/guides/charts/index.html")).toContain("Each bar is one hour");
  });
});

describe("sitec migrate --out and what the content imports", () => {
  it("copies the project's files the sidebars and the docs import, and names an import from outside the project", async () => {
    const { root, project: dir } = await project();
    await mkdir(join(dir, "sidebars"), { recursive: true });
    await writeFile(join(dir, "sidebars", "extra.js"), 'module.exports = [{ type: "category", label: "More", items: ["guides/tables"] }];\n');
    await writeFile(join(dir, "sidebars.js"), 'module.exports = { guides: ["intro", "guides/charts", ...require("./sidebars/extra")] };\n');
    await mkdir(join(dir, "components", "Hello"), { recursive: true });
    await writeFile(join(dir, "components", "Hello", "index.jsx"), 'import tone from "../tone.json";\nexport default function Hello() { return <strong className="hello">Hello, {tone.word}</strong>; }\n');
    await writeFile(join(dir, "components", "tone.json"), '{ "word": "sailor" }\n');
    await rm(join(dir, "docs", "intro.md"));
    await writeFile(join(dir, "docs", "intro.mdx"), '---\ntitle: Intro\n---\n\nimport Hello from "@site/components/Hello";\n\n<Hello />\n\n```js\nimport Example from "@site/examples/Nowhere";\n```\n');
    await writeFile(join(root, "errors.json"), '{ "E1": "Out of range" }\n');
    await writeFile(join(dir, "src", "pages", "errors.jsx"), 'import codes from "../../../errors.json";\nexport default function Errors() { return <p>{Object.keys(codes).length} codes</p>; }\n');
    const site = join(root, "site");
    const result = await migrate({ projectDir: dir, outDir: site });
    expect(result.copied).toEqual(expect.arrayContaining(["sidebars", "components"]));
    // An import in a code block is an example, not an import.
    expect(result.copied).not.toContain("examples");
    expect(result.notes).toContainEqual({ subject: "src/pages/errors.jsx", advice: 'imports "../../../errors.json", outside the project: copy it into the site folder and change the import.' });
    expect(await readFile(join(site, "components", "tone.json"), "utf8")).toContain("sailor");
    await rm(join(site, "src", "pages", "errors.jsx"));
    const out = join(root, "build");
    await buildSite(site, out);
    expect(await read(out, "docs/intro/index.html")).toMatch(/<strong class="hello">Hello, (?:<!-- -->)?sailor<\/strong>/);
  });
});

describe("sitec migrate errors", () => {
  it("names a folder without a Docusaurus config", async () => {
    const root = await tempDir();
    roots.push(root);
    const message = await failure(migrate({ projectDir: root }));
    expect(message).toContain("no Docusaurus config found");
    expect(message).toContain("Pass the folder of the Docusaurus project");
  });

  it("names the config when evaluating it fails", async () => {
    const { project: dir } = await project();
    await writeFile(join(dir, "docusaurus.config.js"), 'module.exports = { title: "Tidewatch", url: process.env.SITE_URL.trim() };\n');
    const message = await failure(migrate({ projectDir: dir }));
    expect(message).toContain("docusaurus.config.js");
    expect(message).toContain("evaluating the Docusaurus config failed");
  });

  it("says which packages were stubbed when the config fails on what they give, and to install them", async () => {
    const { project: dir } = await project();
    await writeFile(join(dir, "docusaurus.config.js"), 'const options = require("site-options");\nfunction url() {\n  switch (options.mode) {\n    case "production": return "https://tidewatch.example.org";\n    default: throw new Error("Can\'t happen");\n  }\n}\nmodule.exports = { title: "Tidewatch", url: url() };\n');
    const message = await failure(migrate({ projectDir: dir }));
    expect(message).toContain("evaluating the Docusaurus config failed");
    expect(message).toContain("This package was not installed and stood in for by a stub, which may be why: site-options.");
    expect(message).toContain("hint: Install the project's packages (npm install in the project)");
  });

  it("resolves require.resolve(\"./sidebars.js\") to sidebars.ts, as Docusaurus's loader does", async () => {
    const { project: dir } = await project();
    await rename(join(dir, "sidebars.js"), join(dir, "sidebars.ts"));
    const result = await migrate({ projectDir: dir });
    expect(await readFile(result.configFile, "utf8")).toMatch(/sidebarPath: "sidebars\.ts"/);
    expect(result.stubbed).not.toContain("./sidebars.js");
    expect(migrationReport(result)).not.toContain("sidebars.js");
  });

  /** A package installed in the project: `files` by name, with its package.json. */
  async function installPackage(dir: string, name: string, manifest: Record<string, unknown>, files: Record<string, string>): Promise<void> {
    const folder = join(dir, "node_modules", name);
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, "package.json"), JSON.stringify({ name, ...manifest }));
    for (const [file, text] of Object.entries(files)) await writeFile(join(folder, file), text);
  }

  it("names a required package that fails to load (what it needs is not installed), the config's line, and npm install", async () => {
    const { project: dir } = await project();
    await installPackage(dir, "tide-theme", { main: "index.js" }, { "index.js": 'require("tide-colours");\nmodule.exports = () => ({ name: "tide-theme" });\n' });
    const config = await readFile(join(dir, "docusaurus.config.js"), "utf8");
    await writeFile(join(dir, "docusaurus.config.js"), config.replace("const config = {", 'const tideTheme = require("tide-theme");\nconst config = {'));
    const line = config.slice(0, config.indexOf("const config = {")).split("\n").length;
    const message = await failure(migrate({ projectDir: dir }));
    expect(message).toContain(`docusaurus.config.js:${line}: the package "tide-theme", which the config imports, fails to load: Cannot find module 'tide-colours'`);
    expect(message).toContain("install the project's packages (`npm install` in");
    expect(message).not.toContain("Require stack");
    expect(message).not.toContain(".sitec-migrate");
  });

  it("names an ESM package that throws when loaded, imported by a file of the project the config imports", async () => {
    const { project: dir } = await project();
    await installPackage(dir, "tide-remark", { type: "module", exports: "./index.js" }, { "index.js": 'export default function plugin() {}\nthrow new Error("tide-remark needs Node.js 99");\n' });
    await writeFile(join(dir, "plugins.mjs"), '// The remark plugins of the docs.\nimport tideRemark from "tide-remark";\nexport const remarkPlugins = [tideRemark];\n');
    await writeFile(
      join(dir, "docusaurus.config.mjs"),
      'import { remarkPlugins } from "./plugins.mjs";\nexport default { title: "Tidewatch", url: "https://tidewatch.example.net", baseUrl: "/", presets: [["classic", { docs: { remarkPlugins } }]] };\n',
    );
    await rm(join(dir, "docusaurus.config.js"));
    const message = await failure(migrate({ projectDir: dir }));
    expect(message).toContain('plugins.mjs:2: the package "tide-remark", which plugins.mjs (imported by the config) imports, fails to load: tide-remark needs Node.js 99');
    expect(message).toContain('"tide-remark" does not load under Node.js');
    expect(message).toContain("remove it (and what the config takes from it) from the config");
    expect((await readdir(dir)).filter((f) => f.startsWith(".sitec"))).toEqual([]);
  });
});
