// React pages written for Docusaurus, built (test/fixtures/docusaurus-pages): pages in subfolders
// and in .js/.jsx/.tsx files, each `@docusaurus/*` module the theme provides, `@theme/Layout`, a
// CSS module and Sass modules; a file of pages/ that is no page is a warning; an import the theme
// has no counterpart for fails the build at its file and line, with what to do.
import { afterAll, describe, expect, it } from "vitest";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { formatError, SiteError } from "../../src/errors.ts";
import { buildSite, copyFixture, read, removeAll } from "../helpers/fixtures.ts";

const roots: string[] = [];
afterAll(() => removeAll(...roots));

async function fixture() {
  const site = await copyFixture("docusaurus-pages");
  roots.push(dirname(site));
  return { site, out: join(dirname(site), "build") };
}

async function buildError(site: string, out: string): Promise<string> {
  try {
    await buildSite(site, out);
  } catch (error) {
    expect(error).toBeInstanceOf(SiteError);
    return formatError(error, dirname(site)).join("\n");
  }
  throw new Error("the build was expected to fail");
}

/** The body's main element of a built page. */
const mainOf = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)![1]!;

describe("Docusaurus pages", async () => {
  const { site, out } = await fixture();
  await writeFile(join(site, "pages", "notes.txt"), "Ideas for the next release.\n");
  const result = await buildSite(site, out);

  it("makes a page of each React file at its Docusaurus route, and none of _ files", async () => {
    for (const path of ["index.html", "help/index.html", "users/index.html", "tools/compass/index.html"]) {
      expect(await read(out, path)).toContain('<main id="main-content"');
    }
    await expect(readdir(join(out, "_parts"))).rejects.toThrow();
    const sitemap = await read(out, "sitemap.xml");
    expect(sitemap).toContain("https://lantern.example.org/lantern/help");
    expect(sitemap).toContain("https://lantern.example.org/lantern/tools/compass");
  });

  it("wraps a page that has its own <main> (inside Layout, as Docusaurus pages do) in a div: one main element", async () => {
    const walks = await read(out, "walks/index.html");
    expect(walks.match(/<main[\s>]/g)).toEqual(["<main "]);
    expect(walks).toContain('<div id="main-content" tabindex="-1" class="main main-page"><div class="page-layout"><header class="hero">');
    expect(walks).toContain('<main id="walks">');
    // A relative link stays relative, as Docusaurus's Link leaves it (only `/…` paths get the base URL).
    expect(walks).toContain('<a href="../help" id="walks-relative">');
    expect(walks).toContain('<a href="/lantern/help" id="walks-to-help">');
    // Pages without one keep the theme's <main>.
    expect((await read(out, "index.html")).match(/<main[\s>]/g)).toEqual(["<main "]);
    expect(await read(out, "index.html")).toContain('<main id="main-content"');
  });

  it("warns of a file in pages/ that is not a page, and of nothing pages import", () => {
    const pageWarnings = result.warnings.filter((w) => w.includes("pages"));
    expect(pageWarnings).toHaveLength(1);
    expect(pageWarnings[0]).toMatch(/pages\/notes\.txt.*is not a page/);
  });

  it("renders Link and useBaseUrl with the base URL, and useDocusaurusContext's siteConfig", async () => {
    const home = mainOf(await read(out, "index.html"));
    expect(home).toContain('<a href="/lantern/help" id="to-help">');
    // A path that has the base URL already gets it once.
    expect(home).toContain('<a href="/lantern/users" id="to-users">');
    expect(home).toContain('<a href="https://example.org/lanterns">');
    // pathname:// (Docusaurus's link to a path the site does not build): the base URL, no check.
    expect(home).toContain('<a data-sitec-pathname="" href="/lantern/planner/" id="to-planner">');
    expect(home).toContain('<img src="/lantern/img/lamp.svg"');
    expect(home).toContain('<h1 id="welcome">Lantern Tools</h1>');
    expect(home).toContain("Small tools for night walks");
    expect(home).toContain("help@lantern.example.org");
  });

  it("writes a page that renders @docusaurus/router's Redirect as a redirect to its target", async () => {
    const route = JSON.parse(await read(out, "old-walks/route.json"));
    expect(route.props).toEqual({ kind: "redirect", to: "/lantern/walks" });
    const html = await read(out, "old-walks/index.html");
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/lantern/walks">');
    expect(await read(out, "sitemap.xml")).not.toContain("old-walks");
    // A location object, as history reads it.
    expect(JSON.parse(await read(out, "older-walks/route.json")).props).toEqual({ kind: "redirect", to: "/lantern/walks?season=winter" });
  });

  it("shows BrowserOnly's fallback in the built page and the colour mode of the config", async () => {
    const home = mainOf(await read(out, "index.html"));
    expect(home).toContain('<p id="browser-only">Loading the planner…</p>');
    expect(home).toContain('<span id="mode-name">light</span>');
  });

  it("takes the title and description from Layout and Head", async () => {
    const head = (html: string) => [/<title>([^<]*)<\/title>/.exec(html)![1], /<meta name="description" content="([^"]*)">/.exec(html)![1]];
    // The home page too: its title, then the site's, as Docusaurus gives it.
    expect(head(await read(out, "index.html"))).toEqual(["Welcome | Lantern Tools", "Plan a walk after dark with Lantern Tools."]);
    expect(head(await read(out, "help/index.html"))).toEqual(["Help | Lantern Tools", "Answers to the questions walkers ask most."]);
    expect(head(await read(out, "users/index.html"))).toEqual(["Users | Lantern Tools", "Small tools for night walks"]);
    const route = JSON.parse(await read(out, "tools/compass/route.json")) as { title: string; description: string };
    expect([route.title, route.description]).toEqual(["Compass", "Which way is north, without a phone."]);
  });

  it("renders Translate, translate, Interpolate, useIsBrowser, ExecutionEnvironment and isInternalUrl", async () => {
    const help = mainOf(await read(out, "help/index.html"));
    expect(help).toContain("<h1>How can we help?</h1>");
    expect(help).toContain('<p id="interpolated">Start with <b>Compass</b>.</p>');
    expect(help).toContain('<p id="translated">Walk with 2 lamps.</p>');
    expect(help.replace(/<!-- -->/g, "")).toContain('<p id="environment">built, no dom, internal</p>');
  });

  it("gives CSS and Sass modules' class names that the bundled CSS has", async () => {
    const home = mainOf(await read(out, "index.html"));
    const compass = mainOf(await read(out, "tools/compass/index.html"));
    const assets = await readdir(join(out, "assets"));
    const css = await readFile(join(out, "assets", assets.find((f) => f.endsWith(".css"))!), "utf8");
    const tagline = /<p class="([^"]+)">Small tools/.exec(home)![1]!;
    const banner = /<header class="([^"]+)">/.exec(home)![1]!;
    const needle = /<h1 class="([^"]+)">Compass/.exec(compass)![1]!;
    expect(css).toMatch(new RegExp(`\\.${tagline}\\s*\\{[^}]*rgb\\(10, 120, 60\\)|\\.${tagline}\\s*\\{[^}]*#0a783c`));
    expect(css).toMatch(new RegExp(`\\.${banner}\\s*\\{[^}]*border-bottom: 4px solid rgb\\(250, 200, 40\\)`));
    expect(css).toMatch(new RegExp(`\\.${banner} h1\\s*\\{`));
    expect(css).toMatch(new RegExp(`\\.${needle}\\s*\\{[^}]*margin-top: 1\\.5rem`));
    // A url() of a file of static/ by its site path stays as written.
    expect(css).toMatch(/url\("?\/img\/lamp\.svg"?\)/);
  });

  it("orders the CSS as Docusaurus does: the theme's, then Infima's with Layout, then the pages' modules", async () => {
    const assets = await readdir(join(out, "assets"));
    const css = await readFile(join(out, "assets", assets.find((f) => f.endsWith(".css"))!), "utf8");
    const theme = css.indexOf(".navbar-brand");
    const infima = css.indexOf(".container");
    const tagline = /<p class="([^"]+)">Small tools/.exec(mainOf(await read(out, "index.html")))![1]!;
    const module = css.indexOf(`.${tagline}`);
    expect(theme).toBeGreaterThanOrEqual(0);
    // A page's rule wins over the theme's at equal specificity only when it comes later.
    expect(infima).toBeGreaterThan(theme);
    expect(module).toBeGreaterThan(infima);
    // Infima's typography for the pages inside Layout, with no specificity of its own scope.
    expect(css).toContain(":where(.page-layout) h1");
    expect(css).toMatch(/:where\(\.page-layout\) a\s*\{[^}]*text-decoration: none/);
  });
});

describe("imports a Docusaurus project's pages may have", () => {
  it("names the file and line of a @docusaurus module without counterpart, and what to do", async () => {
    const { site, out } = await fixture();
    await writeFile(join(site, "pages", "gallery.tsx"), 'import Image from "@docusaurus/plugin-ideal-image";\n\nexport default function Gallery() {\n  return <Image img="/img/lamp.svg" />;\n}\n');
    const message = await buildError(site, out);
    expect(message).toContain("pages/gallery.tsx:1");
    expect(message).toContain('"@docusaurus/plugin-ideal-image" has no sitec counterpart');
    expect(message).toContain("hint: Use a plain `<img>`");
  });

  it("names the modules sitec provides for an unknown @docusaurus module", async () => {
    const { site, out } = await fixture();
    await writeFile(join(site, "pages", "users.jsx"), '// The users.\nimport useRouteContext from "@docusaurus/useRouteContext";\n\nexport default function Users() {\n  return <p>{String(useRouteContext())}</p>;\n}\n');
    const routeContextMessage = await buildError(site, out);
    expect(routeContextMessage).toContain("pages/users.jsx:2");
    expect(routeContextMessage).toContain("useRuntime().route");
    await writeFile(join(site, "pages", "users.jsx"), 'import useThing from "@docusaurus/useThing";\n\nexport default function Users() {\n  return <p>{useThing()}</p>;\n}\n');
    const unknownMessage = await buildError(site, out);
    expect(unknownMessage).toContain('pages/users.jsx:1: "@docusaurus/useThing" has no sitec counterpart');
    expect(unknownMessage).toContain("sitec provides @docusaurus/Link");
  });

  it("gives theme-common's PageMetadata, usePluralForm, ThemeClassNames and Details, and names what it has for a name it lacks", async () => {
    const { site, out } = await fixture();
    await writeFile(
      join(site, "pages", "users.jsx"),
      'import { PageMetadata, usePluralForm, ThemeClassNames } from "@docusaurus/theme-common";\nimport { Details } from "@docusaurus/theme-common/Details";\n\nexport default function Users() {\n  const { selectMessage } = usePluralForm();\n  return <div className={ThemeClassNames.wrapper.main}><PageMetadata title="Our users" description="Who runs it." /><p id="count">{selectMessage(1, "One user|{count} users")}, {selectMessage(3, "One user|{count} users")}</p><Details summary="Where">Everywhere</Details></div>;\n}\n',
    );
    await buildSite(site, out);
    const html = await read(out, "users/index.html");
    expect(html).toMatch(/<title>Our users[^<]*<\/title>/);
    expect(html).toContain('<meta name="description" content="Who runs it.">');
    expect(html).toContain('<div class="main-wrapper"><p id="count">One user<!-- -->, <!-- -->3 users</p><details class="details"><summary>Where</summary><div class="details-content">Everywhere</div></details></div>');
    await writeFile(join(site, "pages", "users.jsx"), 'import { useThemeThing } from "@docusaurus/theme-common";\n\nexport default function Users() {\n  return <p>{useThemeThing()}</p>;\n}\n');
    const message = await buildError(site, out);
    expect(message).toContain('pages/users.jsx:1: "@docusaurus/theme-common" has no "useThemeThing" in sitec');
    expect(message).toMatch(/provides useColorMode, PageMetadata, usePluralForm, useWindowSize, ThemeClassNames/);
  });

  it("highlights a CodeBlock of a React page in a language loaded for it (bash), without suspending the render", async () => {
    const { site, out } = await fixture();
    await writeFile(join(site, "pages", "users.jsx"), 'import CodeBlock from "@theme/CodeBlock";\n\nexport default function Users() {\n  return <main><CodeBlock language="bash">{"if [ -n \\"$HOME\\" ]; then echo home; fi"}</CodeBlock></main>;\n}\n');
    await buildSite(site, out);
    const html = await read(out, "users/index.html");
    expect(html).toContain('data-language="bash"');
    expect(html).toMatch(/<span class="hl-keyword">if<\/span>/);
  });

  it("names the line of a Sass error", async () => {
    const { site, out } = await fixture();
    await writeFile(join(site, "pages", "tools", "compass.module.scss"), ".needle {\n  margin-top: $missing;\n}\n");
    const message = await buildError(site, out);
    expect(message).toContain("pages/tools/compass.module.scss:2");
    expect(message).toContain("Undefined variable");
  });
});

describe("@docusaurus/router", () => {
  it("gives useLocation the page's path with the base URL, and no query, in the built page", async () => {
    const { site, out } = await fixture();
    await writeFile(
      join(site, "pages", "users.jsx"),
      'import { useLocation } from "@docusaurus/router";\n\nexport default function Users() {\n  const location = useLocation();\n  return <p id="where">{location.pathname + "|" + location.search}</p>;\n}\n',
    );
    await buildSite(site, out);
    expect(mainOf(await read(out, "users/index.html"))).toContain('<p id="where">/lantern/users|</p>');
  });
});

describe("Markdown pages of pages/", async () => {
  const { site, out } = await fixture();
  await buildSite(site, out);

  it("makes a page of each .md and .mdx file at its route, in the site's layout", async () => {
    const about = await read(out, "about/index.html");
    expect(about).toContain('<main id="main-content" tabindex="-1" class="main main-markdown-page">');
    expect(mainOf(about)).toContain("<header><h1>About us</h1></header>");
    expect(mainOf(about)).toContain('<a href="/lantern/docs/intro">introduction</a>');
    expect(about).toContain('<footer class="footer');
    const night = mainOf(await read(out, "guides/night/index.html"));
    expect(night).toContain("Plan for 3 hours of light per lamp.");
    const sitemap = await read(out, "sitemap.xml");
    expect(sitemap).toContain("https://lantern.example.org/lantern/about");
    expect(sitemap).toContain("https://lantern.example.org/lantern/guides/night");
  });

  it("takes the title and description from the front matter, else from the page's heading and first sentence", async () => {
    const head = (html: string) => [/<title>([^<]*)<\/title>/.exec(html)![1], /<meta name="description" content="([^"]*)">/.exec(html)![1]];
    expect(head(await read(out, "about/index.html"))).toEqual(["About Lantern Tools | Lantern Tools", "Who writes Lantern Tools, and why."]);
    expect(head(await read(out, "guides/night/index.html"))).toEqual(["Walking at night | Lantern Tools", "Take a lamp for each walker."]);
  });

  it("shows the table of contents unless hide_table_of_contents, and wrapperClassName on the content", async () => {
    const about = mainOf(await read(out, "about/index.html"));
    expect(about).toMatch(/<nav[^>]*class="toc"[\s\S]*href="#how-it-started"[\s\S]*href="#joining-in"/);
    const night = mainOf(await read(out, "guides/night/index.html"));
    expect(night).not.toContain('class="toc"');
    expect(night).toContain('class="doc-article night-guide"');
  });

  it("ships the content once in the page (the client reads it from there), and in the route JSON for navigation", async () => {
    const about = await read(out, "about/index.html");
    expect(about.split("Volunteers answer questions").length - 1).toBe(1);
    const route = JSON.parse(await read(out, "about/route.json")) as { props: { kind: string; html: string } };
    expect(route.props.kind).toBe("markdown-page");
    expect(route.props.html).toContain("Volunteers answer questions");
  });
});

describe("Markdown page errors", () => {
  it("names the file and line of invalid front matter", async () => {
    const { site, out } = await fixture();
    await writeFile(join(site, "pages", "about.md"), "---\ntitle: About\nhide_table_of_contents: maybe\n---\n\n# About\n");
    const error = await buildSite(site, out).then(() => undefined, (e: unknown) => e);
    const message = formatError(error, dirname(site)).join("\n");
    expect(message).toContain("pages/about.md:3");
    expect(message).toContain("hide_table_of_contents");
  });
});
