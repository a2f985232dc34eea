// A site's changes to the default theme, built: a wrapped override (test/fixtures/override-site),
// an ejected one written by `sitec swizzle`, the site's own CSS (customCss), navbar icons of its
// own, and the errors for an override of an unknown name, an unknown `@theme/` import and a
// missing customCss file.
import { afterAll, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { formatError, SiteError, SiteErrors, UsageError } from "../../src/errors.ts";
import { swizzle } from "../../src/swizzle/swizzle.ts";
import { THEME_COMPONENT_NAMES } from "../../src/bundle/theme-resolver.ts";
import { buildSite, copyFixture, read, removeAll } from "../helpers/fixtures.ts";

const BIN = fileURLToPath(new URL("../../bin/sitec.js", import.meta.url));
const roots: string[] = [];
afterAll(() => removeAll(...roots));

async function fixture(name: string) {
  const site = await copyFixture(name);
  roots.push(dirname(site));
  return { site, out: join(dirname(site), "build") };
}

function sitec(...args: string[]) {
  const result = spawnSync(process.execPath, [BIN, ...args], { encoding: "utf8", timeout: 60_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

async function buildError(site: string, out: string): Promise<string> {
  try {
    await buildSite(site, out, { strict: true });
  } catch (error) {
    expect(error instanceof SiteError || error instanceof SiteErrors).toBe(true);
    return formatError(error, dirname(site)).join("\n");
  }
  throw new Error("the build was expected to fail");
}

async function clientCss(out: string): Promise<string> {
  const css = (await readdir(join(out, "assets"))).filter((f) => /^client-.*\.css$/.test(f));
  expect(css).toHaveLength(1);
  return readFile(join(out, "assets", css[0]!), "utf8");
}

describe("a wrapped override, customCss and navbar icons (override-site)", () => {
  /** The fixture built once, for the tests that only read the output. */
  let built: Promise<string> | undefined;
  const builtOut = () =>
    (built ??= fixture("override-site").then(async ({ site, out }) => {
      await buildSite(site, out, { strict: true });
      return out;
    }));

  it("renders the override around the original on every page", async () => {
    const out = await builtOut();
    for (const page of ["index.html", "docs/intro/index.html"]) {
      const html = await read(out, page);
      // The note comes before the theme's own footer, which is still there.
      expect(html).toMatch(/<p class="footer-note" data-hydrated="no">Made for <!-- -->Override Site<!-- -->\.<\/p><footer class="footer footer-dark">.*Copyright Override Site/s);
    }
  });

  it("bundles the customCss files after the theme's CSS, so a changed variable wins", async () => {
    const out = await builtOut();
    const css = await clientCss(out);
    const theme = css.indexOf("--c-primary: #1d5fa6");
    const own = css.indexOf("--c-primary: #7a1fa2");
    expect(theme).toBeGreaterThan(-1);
    expect(own).toBeGreaterThan(theme);
    expect(css.indexOf("--c-primary: #d59cf0")).toBeGreaterThan(css.indexOf("--c-primary: #7cb8ff"));
    expect(css).toContain(".footer-note");
  });

  it("shows an inlined SVG, a class name and an image as navbar icons", async () => {
    const out = await builtOut();
    const html = await read(out, "index.html");
    expect(html).toContain('<a class="navbar-link navbar-icon-link" href="https://chat.example.org" target="_blank" rel="noopener noreferrer" aria-label="Chat room"><span class="navbar-icon" aria-hidden="true"><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" class="chat-icon"><path fill="currentColor" d="M4 4h16v11H8l-4 4z"/></svg></span></a>');
    expect(html).toContain('aria-label="Forum"><span class="navbar-icon icon icon-forum" aria-hidden="true"></span></a>');
    expect(html).toContain('aria-label="Status page"><img class="navbar-icon" src="/img/status.svg" alt="" width="20" height="20"/></a>');
    // The prolog and comment of the SVG file are left out.
    expect(html).not.toContain("<?xml");
  });

  it("names the config and the path of a missing customCss file", async () => {
    const { site, out } = await fixture("override-site");
    const config = join(site, "site.config.ts");
    await writeFile(config, (await readFile(config, "utf8")).replace('"css/brand.css"', '"css/missing.css"'));
    const message = await buildError(site, out);
    expect(message).toMatch(/^error: site\/site\.config\.ts:\d+: customCss: "css\/missing\.css" is not a file/);
    expect(message).toContain("hint: customCss paths are relative to the site folder");
  });

  it("names a navbar SVG icon that does not exist", async () => {
    const { site, out } = await fixture("override-site");
    await rm(join(site, "icons/chat.svg"));
    expect(await buildError(site, out)).toMatch(/^error: site\/site\.config\.ts:\d+: the navbar icon "icons\/chat\.svg" does not exist/);
  });
});

describe("errors of overrides", () => {
  it("an override named after no component is an error naming the file and the components", async () => {
    const { site, out } = await fixture("unknown-override-site");
    const message = await buildError(site, out);
    expect(message).toMatch(/^error: site\/theme\/Fotter\.tsx: "Fotter" is not a theme component that can be overridden\./);
    expect(message).toContain(`Name the file after one of ${THEME_COMPONENT_NAMES.join(", ")}`);
  });

  it("an import of @theme/ with an unknown name is an error naming the importing file", async () => {
    const { site, out } = await fixture("override-site");
    await writeFile(join(site, "pages/index.tsx"), 'import Nope from "@theme/Nope";\nexport default function Home() {\n  return <Nope />;\n}\n');
    const message = await buildError(site, out);
    expect(message).toMatch(/^error: site\/pages\/index\.tsx:1: "@theme\/Nope" names no theme component\. The theme's components are Admonition, /);
  });
});

describe("sitec swizzle", () => {
  it("--wrap writes an override that renders the original, and the site builds with it", async () => {
    const { site, out } = await fixture("bare-site");
    const r = sitec("swizzle", "TableOfContents", "--wrap", "--site", site);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const file = join(site, "theme/TableOfContents.tsx");
    expect(r.stdout).toContain(`Wrote ${file}`);
    const source = await readFile(file, "utf8");
    expect(source).toContain('import Original from "@theme-original/TableOfContents";');
    expect(source).toContain("<Original {...props} />");
    expect(source).toMatch(/\{\/\* Add what goes before or after the theme's TableOfContents here/);
    // Marked so the test sees that the wrapper is what renders.
    await writeFile(file, source.replace("<Original {...props} />", '<div className="toc-wrapper"><Original {...props} /></div>'));
    await buildSite(site, out, { strict: true });
    expect(await read(out, "docs/intro/index.html")).toContain('<div class="toc-wrapper"><nav aria-label="On this page" class="toc">');
  });

  it("--eject copies the component with stable imports; the copy builds and replaces the original", async () => {
    const { site, out } = await fixture("bare-site");
    const config = join(site, "site.config.ts");
    await writeFile(config, (await readFile(config, "utf8")).replace("navbar: {},", 'navbar: {},\n  footer: { copyright: "Copyright Bare" },'));
    const r = sitec("swizzle", "Footer", "--eject", "--site", site);
    expect(r.code).toBe(0);
    const file = join(site, "theme/Footer.tsx");
    const source = await readFile(file, "utf8");
    expect(source).toContain('import { useSite } from "sitec/theme";');
    expect(source).toContain('import { ExternalIcon } from "sitec/theme";');
    expect(source).not.toMatch(/from "\.\.?\//);
    await writeFile(file, source.replace('<div className="footer-copyright"', '<div className="footer-copyright ejected"'));
    await buildSite(site, out, { strict: true });
    expect(await read(out, "index.html")).toContain('<div class="footer-copyright ejected">Copyright Bare</div>');
  });

  it("--eject of every component that can be ejected gives a site that builds", async () => {
    const { site, out } = await fixture("bare-site");
    const ejected: string[] = [];
    // In this process (the CLI's own runs are tested above): one start of the CLI per component is slow.
    for (const name of THEME_COMPONENT_NAMES) {
      const written = await swizzle({ siteDir: site, component: name, mode: "eject" }).then(
        () => true,
        (error: unknown) => {
          expect(error, name).toBeInstanceOf(UsageError);
          expect((error as Error).message, name).toMatch(/cannot be ejected: it imports parts of the theme that are not its API|the theme has no default/);
          return false;
        },
      );
      if (written) ejected.push(name);
    }
    expect(ejected).toEqual(expect.arrayContaining(["AnnouncementBar", "BlogSidebar", "ColorModeToggle", "Footer", "Navbar", "PaginationNav", "PostMeta", "TableOfContents"]));
    await buildSite(site, out, { strict: true });
    expect(await read(out, "docs/intro/index.html")).toContain('<nav aria-label="Main"');
  });

  it("refuses to overwrite an override without --force, and replaces it with --force", async () => {
    const { site } = await fixture("bare-site");
    expect(sitec("swizzle", "Footer", "--site", site).code).toBe(0);
    const file = join(site, "theme/Footer.tsx");
    await writeFile(file, "// mine\n");
    const refused = sitec("swizzle", "Footer", "--eject", "--site", site);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`${file} exists; pass --force to replace it.`);
    expect(await readFile(file, "utf8")).toBe("// mine\n");
    expect(sitec("swizzle", "Footer", "--eject", "--force", "--site", site).code).toBe(0);
    expect(await readFile(file, "utf8")).toContain("Ejected from the theme's Footer");
  });

  it("an unknown name is a usage error listing the components; a component with internals cannot be ejected", async () => {
    const { site } = await fixture("bare-site");
    const unknown = sitec("swizzle", "Fotter", "--site", site);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain(`"Fotter" is not a theme component that can be overridden. The components are: ${THEME_COMPONENT_NAMES.join(", ")}.`);
    const internal = sitec("swizzle", "SearchBar", "--eject", "--site", site);
    expect(internal.code).toBe(2);
    expect(internal.stderr).toContain("SearchBar cannot be ejected");
    expect(internal.stderr).toContain("sitec swizzle SearchBar --wrap");
    const both = sitec("swizzle", "Footer", "--wrap", "--eject", "--site", site);
    expect(both.code).toBe(2);
    await expect(readdir(join(site, "theme"))).rejects.toThrow(/ENOENT/);
  });
});
