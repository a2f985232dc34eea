// Bad input gets an error that names the file (and line) and the fix; a failed build
// leaves the previous output exactly as it was.
import { afterEach, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { mkdir, readFile, readdir, rm, unlink, writeFile } from "node:fs/promises";
import { join, dirname, relative } from "node:path";
import fg from "fast-glob";
import { SiteError, SiteErrors, formatError } from "../../src/errors.ts";
import { buildSite, copyFixture, removeAll } from "../helpers/fixtures.ts";

const cleanup: string[] = [];
afterEach(async () => removeAll(...cleanup.splice(0)));

async function fixture() {
  const site = await copyFixture("basic-site");
  const root = dirname(site);
  cleanup.push(root);
  return { site, out: join(root, "build") };
}

async function edit(file: string, change: (text: string) => string) {
  await writeFile(file, change(await readFile(file, "utf8")));
}

/** The CLI's lines for the error a build throws. */
async function buildError(site: string, out: string, strict = false, markdownEngine?: "fast" | "unified"): Promise<string[]> {
  try {
    await buildSite(site, out, { strict, markdownEngine });
  } catch (error) {
    expect(error instanceof SiteError || error instanceof SiteErrors).toBe(true);
    return formatError(error, dirname(site));
  }
  throw new Error("the build was expected to fail");
}

/** How warnings (relative to the working folder) name the fixture's site folder. */
const relativeSite = (site: string) => relative(process.cwd(), site) + "/";

async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = await fg("**/*", { cwd: dir, dot: true });
  const out = new Map<string, string>();
  for (const f of files) out.set(f, createHash("sha256").update(await readFile(join(dir, f))).digest("hex"));
  return out;
}

describe("errors name the file, the line and the fix", () => {
  it("a docs folder the config names that does not exist (a docs instance's too), at the config's line", async () => {
    const { site, out } = await fixture();
    await edit(join(site, "site.config.ts"), (t) => t.replace("docs: { mainDocId", 'docs: { path: "../docs", mainDocId'));
    const lines = await buildError(site, out);
    expect(lines[0]).toMatch(/^error: site\/site\.config\.ts:18: docs\.path: the docs folder \.\.\/docs does not exist/);
    expect(lines.join("\n")).toContain("Give the path of the docs folder relative to the site folder, or create it.");
    await edit(join(site, "site.config.ts"), (t) => t.replace('docs: { path: "../docs", mainDocId', 'docsInstances: [{ id: "api", path: "api" }],\n  docs: { mainDocId'));
    expect((await buildError(site, out))[0]).toMatch(/docsInstances\[0\]\.path: the docs folder api does not exist/);
  });

  it("malformed front matter", async () => {
    const { site, out } = await fixture();
    await edit(join(site, "docs/guide/start.md"), (t) => t.replace("sidebar_position: 1", "sidebar_position: [1"));
    const [line] = await buildError(site, out);
    expect(line).toMatch(/^error: site\/docs\/guide\/start\.md:4: invalid front matter: /);
  });

  it("a front matter key of the wrong type", async () => {
    const { site, out } = await fixture();
    await edit(join(site, "docs/guide/second.md"), (t) => t.replace("sidebar_position: 2", "sidebar_position: second"));
    const [line] = await buildError(site, out);
    expect(line).toMatch(/^error: site\/docs\/guide\/second\.md:4: invalid front matter: sidebar_position: .*number/);
  });

  // Docusaurus allows keys it does not know; a likely typo warns, and --strict fails on it.
  it("a misspelt front matter key: a warning, an error with --strict", async () => {
    const { site, out } = await fixture();
    await edit(join(site, "docs/guide/second.md"), (t) => t.replace("sidebar_position: 2", "sidebar_positon: 2"));
    expect(await buildError(site, out, true)).toContain(
      'error: site/docs/guide/second.md:4: unknown front matter key "sidebar_positon": did you mean "sidebar_position"? (a warning; --strict makes it an error)',
    );
  });

  // A site's own key (for its theme overrides) may be a typo away from one of sitec's: the config
  // declares it, and it neither warns nor fails with --strict; it reaches components as written.
  it("a front matter key the config declares as the site's own: no warning, passed to components", async () => {
    const { site, out } = await fixture();
    await edit(join(site, "docs/guide/second.md"), (t) => t.replace("sidebar_position: 2", "sidebar_position: 2\ntag: [owner, core]"));
    expect(await buildError(site, out, true)).toContain(
      'error: site/docs/guide/second.md:5: unknown front matter key "tag": did you mean "tags"? (a warning; --strict makes it an error)',
    );
    await edit(join(site, "site.config.ts"), (t) => t.replace('keywords: ["fixture", "testing"],', 'keywords: ["fixture", "testing"],\n  markdown: { frontMatterKeys: ["tag"] },'));
    const result = await buildSite(site, out, { strict: true });
    expect(result.warnings).toEqual([]);
    const route = JSON.parse(await readFile(join(out, "docs/guide/second/route.json"), "utf8"));
    expect(route.props.frontMatter).toEqual({ tag: ["owner", "core"] });
  });

  it("bad front matter in several files: every one in one run", async () => {
    const { site, out } = await fixture();
    await edit(join(site, "docs/guide/second.md"), (t) => t.replace("sidebar_position: 2", "sidebar_position: second"));
    await edit(join(site, "docs/guide/start.md"), (t) => t.replace("sidebar_position: 1", "sidebar_position: first"));
    await edit(join(site, "blog/2023-02-12-post-2.md"), (t) => t.replace("authors: [team]", "authors: [nobody]"));
    const lines = (await buildError(site, out)).filter((l) => l.startsWith("error:"));
    expect(lines).toEqual([
      expect.stringMatching(/^error: site\/docs\/guide\/second\.md:4: invalid front matter: sidebar_position: /),
      expect.stringMatching(/^error: site\/docs\/guide\/start\.md:4: invalid front matter: sidebar_position: /),
      'error: site/blog/2023-02-12-post-2.md:4: unknown author "nobody".',
    ]);
  });

  it("an unknown blog author", async () => {
    const { site, out } = await fixture();
    await edit(join(site, "blog/2023-02-12-post-2.md"), (t) => t.replace("authors: [team]", "authors: [nobody]"));
    const [line, hint] = await buildError(site, out);
    expect(line).toBe('error: site/blog/2023-02-12-post-2.md:4: unknown author "nobody".');
    expect(hint).toMatch(/^  hint: Add "nobody" to .*authors\.yml or use one of: team\.$/);
  });

  it("a blog file name with an impossible date", async () => {
    const { site, out } = await fixture();
    const text = await readFile(join(site, "blog/2023-01-11-post-1.md"), "utf8");
    await unlink(join(site, "blog/2023-01-11-post-1.md"));
    await writeFile(join(site, "blog/2023-02-30-post-1.md"), text);
    const [line] = await buildError(site, out);
    expect(line).toMatch(/^error: site\/blog\/2023-02-30-post-1\.md: the file name has an invalid date 2023-02-30\./);
  });

  it("a page without a default export", async () => {
    const { site, out } = await fixture();
    await writeFile(join(site, "pages/about.tsx"), "export const title = 'About';\nexport function About() { return null; }\n");
    const [line, hint] = await buildError(site, out);
    expect(line).toBe("error: site/pages/about.tsx: the page has no default export.");
    expect(hint).toMatch(/^  hint: Export the page component as default/);
  });

  // Regression (#41, point 9): `100%.md` failed the build with "URI malformed", naming no file;
  // `doc#1.md`, `doc?.md` and `a%20b.md` made a broken link on every page of the sidebar, none
  // naming the file. A URL cannot carry such a name as it is: one error names the file and the fix.
  it.each([
    ["100%.md", '"%" starts an escape in a URL', "100-percent.md"],
    ["doc#1.md", '"#" starts the fragment of a URL', "doc-1.md"],
    ["doc?.md", '"?" starts the query of a URL', "doc.md"],
    ["a%20b.md", '"%" starts an escape in a URL', "a-b.md"],
  ])("a doc file name a URL cannot carry: %s", async (name, why, renamed) => {
    const { site, out } = await fixture();
    await writeFile(join(site, "docs", name), "---\ntitle: Odd name\n---\n\nText.\n");
    const route = "/docs/" + name.replace(/\.md$/, "");
    expect(await buildError(site, out, true)).toEqual([
      `error: site/docs/${name}: the page's URL ${route}, made from the file name, cannot be linked to: ${why}.`,
      `  hint: Rename the file to "${renamed}" (or another name without %, #, ? or \\), or set the page's URL with \`slug:\` in its front matter.`,
    ]);
  });

  it("a doc in a folder whose name a URL cannot carry, and a slug with such a character", async () => {
    const { site, out } = await fixture();
    await mkdir(join(site, "docs", "50%"));
    await writeFile(join(site, "docs", "50%", "off.md"), "---\ntitle: Half\n---\n\nText.\n");
    expect(await buildError(site, out)).toEqual([
      'error: site/docs/50%/off.md: the page\'s URL /docs/50%/off, made from the folder name "50%", cannot be linked to: "%" starts an escape in a URL.',
      '  hint: Rename the folder to "50-percent" (or another name without %, #, ? or \\), or set the page\'s URL with `slug:` in its front matter.',
    ]);
    await rm(join(site, "docs", "50%"), { recursive: true });
    await edit(join(site, "docs/guide/second.md"), (t) => t.replace("sidebar_position: 2", "sidebar_position: 2\nslug: /guide/two#three"));
    expect(await buildError(site, out)).toEqual([
      'error: site/docs/guide/second.md:5: the page\'s URL /docs/guide/two#three, made from its `slug`, cannot be linked to: "#" starts the fragment of a URL.',
      "  hint: Write the `slug` without %, #, ? or \\.",
    ]);
  });

  it("a blog post and a page whose file names a URL cannot carry", async () => {
    const { site, out } = await fixture();
    await writeFile(join(site, "blog/2023-06-01-50%-off.md"), "---\ntitle: Sale\nauthors: [team]\n---\n\nText.\n");
    const lines = await buildError(site, out);
    expect(lines[0]).toBe('error: site/blog/2023-06-01-50%-off.md: the page\'s URL /blog/2023/06/01/50%-off, made from the file name, cannot be linked to: "%" starts an escape in a URL.');
    await unlink(join(site, "blog/2023-06-01-50%-off.md"));
    await writeFile(join(site, "pages/faq?.tsx"), "export default function Faq() { return null; }\n");
    const [line] = await buildError(site, out);
    expect(line).toBe('error: site/pages/faq?.tsx: the page\'s URL /faq?, made from the file name, cannot be linked to: "?" starts the query of a URL.');
  });

  it("a config with an unknown key and a wrong type", async () => {
    const { site, out } = await fixture();
    await edit(join(site, "site.config.ts"), (t) => t.replace("postsPerPage: 2,", 'postsPerPage: "two",\n    postPerPage: 3,'));
    const lines = await buildError(site, out);
    expect(lines).toContain('error: site/site.config.ts:23: blog: unknown key "postPerPage".');
    expect(lines).toContain("  hint: Remove it or check its spelling against the config reference in the README.");
    expect(lines.some((l) => /^error: site\/site\.config\.ts:22: blog\.postsPerPage: .*expected a number of posts/.test(l))).toBe(true);
  });

  it("an unknown navbar item type", async () => {
    const { site, out } = await fixture();
    await edit(join(site, "site.config.ts"), (t) => t.replace('{ type: "docSidebar"', '{ type: "fancy"'));
    const lines = await buildError(site, out);
    expect(lines.some((l) => l.includes('No NavbarItem component found for type "fancy".') && l.includes("site.config.ts:12"))).toBe(true);
  });

  it("a docSidebar item for a sidebar with nothing to link to", async () => {
    const { site, out } = await fixture();
    for (const f of await fg("docs/**/*.md", { cwd: site })) await unlink(join(site, f));
    await edit(join(site, "site.config.ts"), (t) => t.replace('mainDocId: "guide/start", ', ""));
    const lines = await buildError(site, out);
    expect(lines[0]).toContain('DocSidebarNavbarItem: Sidebar with ID "docs" does not have anything to be linked to.');
  });

  it("a broken internal link fails the build and lists page → link with its line", async () => {
    const { site, out } = await fixture();
    await edit(join(site, "docs/guide/second.md"), (t) => t + "\nSee [nothing](/docs/nowhere) and [more](/blog/nope).\n");
    const lines = await buildError(site, out);
    expect(lines).toEqual([
      "error: site/docs/guide/second.md:15: broken link on page /docs/guide/second → /docs/nowhere",
      "error: site/docs/guide/second.md:15: broken link on page /docs/guide/second → /blog/nope",
      "  hint: Link to an existing page or file.",
    ]);
  });

  // Regression: with a doc deleted, the build reported one broken link; once that was fixed,
  // the next build showed six more (Markdown links and anchors, found in the same run).
  it("reports every broken link, Markdown link and anchor of a run at once, grouped by file", async () => {
    const { site, out } = await fixture();
    await edit(join(site, "docs/02_reference/details.md"), (t) => t + "\nGo to [start](/docs/guide/start) or [the guide](../guide/start.md#first-steps).\n");
    await edit(join(site, "docs/guide/second.md"), (t) => t + "\nSee [it](/docs/guide/start#first-steps), [a](#nope) and [b](start.md).\n");
    await edit(join(site, "docs/02_reference/index.md"), (t) => t + "\n[Start](/docs/guide/start).\n");
    await unlink(join(site, "docs/guide/start.md"));
    await edit(join(site, "site.config.ts"), (t) => t.replace('mainDocId: "guide/start", ', ""));

    const lines = (await buildError(site, out)).filter((l) => !l.startsWith("  hint:"));
    const warnings = lines.filter((l) => l.startsWith("warning: "));
    const errors = lines.filter((l) => l.startsWith("error: "));
    // Every broken absolute link is an error, however many there are: first those of the
    // Markdown files, in file order, then those of pages the link has no file for (a post's
    // excerpt in a list, the home page), in page order.
    expect(errors.map((l) => l.replace(/ → .*/, ""))).toEqual([
      "error: site/blog/2023-01-11-post-1.md:8: broken link on page /blog/2023/01/11/post-1",
      "error: site/blog/2023-02-12-post-2.md:8: broken link on page /blog/2023/02/12/post-2",
      "error: site/blog/2023-03-13-post-3.md:8: broken link on page /blog/2023/03/13/post-3",
      "error: site/docs/02_reference/details.md:13: broken link on page /docs/reference/details",
      "error: site/docs/02_reference/index.md:12: broken link on page /docs/reference",
      "error: site/docs/guide/second.md:15: broken link on page /docs/guide/second",
      "error: broken link on page /",
      "error: broken link on page /blog",
      "error: broken link on page /blog/page/2",
      "error: broken link on page /blog/tags/secure-code-box",
      "error: broken link on page /blog/tags/secure-code-box/page/2",
      "error: broken link on page /blog/tags/v-1",
      "error: broken link on page /blog/tags/v-2",
      "error: broken link on page /blog/tags/v-3",
    ]);
    // Without --strict the warnings of the same run are printed with the errors, not lost.
    expect(warnings.some((w) => w.includes('details.md') && w.includes('broken Markdown link "../guide/start.md#first-steps"'))).toBe(true);
    expect(warnings.some((w) => w.includes('second.md:15') && w.includes('broken Markdown link "start.md"'))).toBe(true);
    expect(warnings.some((w) => w.includes('second.md:15') && w.includes("broken anchor on page /docs/guide/second → #nope"))).toBe(true);

    // With --strict they are all errors, grouped by file: no file's errors are split up.
    const strict = (await buildError(site, join(dirname(out), "strict-out"), true)).filter((l) => l.startsWith("error: "));
    const files = strict.filter((l) => l.startsWith("error: site/")).map((l) => /^error: ([^:]+)/.exec(l)![1]);
    expect(strict).toHaveLength(errors.length + warnings.length);
    expect(files).toEqual([...files].sort());
    expect(strict.slice(files.length).every((l) => !l.startsWith("error: site/"))).toBe(true);
  });

  it("a broken anchor or Markdown link warns, and fails with --strict", async () => {
    const { site, out } = await fixture();
    await edit(join(site, "docs/guide/second.md"), (t) => t + "\nSee [this](start.md#no-such-heading) and [that](missing.md).\n");
    const result = await buildSite(site, out, { strict: false });
    expect(result.warnings).toHaveLength(2);
    expect(result.warnings[0]).toMatch(/second\.md:15: broken Markdown link "missing\.md": no doc or post has that file$/);
    expect(result.warnings[1]).toMatch(/second\.md:15: broken anchor on page \/docs\/guide\/second → \/docs\/guide\/start#no-such-heading/);
    const lines = await buildError(site, join(dirname(out), "strict-out"), true);
    expect(lines).toHaveLength(2);
    expect(lines.every((l) => l.endsWith("(a warning; --strict makes it an error)"))).toBe(true);
  });

  // Regression: a binary or non-UTF-8 .md built, even with --strict, into a page of U+FFFD and
  // control characters.
  it("a Markdown file that is not UTF-8 text, with the line and column of the first bad byte", async () => {
    const { site, out } = await fixture();
    const file = join(site, "docs/guide/second.md");
    const text = Buffer.from(await readFile(file, "utf8"));
    // "café" written in Latin-1 on line 7, column 5.
    const lines = text.toString().split("\n");
    lines[6] = "Our café";
    const latin1 = Buffer.concat(lines.map((l, i) => Buffer.from((i ? "\n" : "") + l, "latin1")));
    await writeFile(file, latin1);
    const [line, hint] = await buildError(site, out);
    expect(line).toBe("error: site/docs/guide/second.md:7: the file is not UTF-8 text: byte 0xE9 at column 8 is not valid UTF-8.");
    expect(hint).toMatch(/^  hint: Save the file as UTF-8/);
  });

  it("a binary file named .md", async () => {
    const { site, out } = await fixture();
    // The start of a PNG: its signature holds a control character on line 1.
    await writeFile(join(site, "blog/2023-06-01-image.md"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
    const [line] = await buildError(site, out);
    expect(line).toBe("error: site/blog/2023-06-01-image.md:1: the file is not UTF-8 text: byte 0x89 at column 1 is not valid UTF-8.");
  });

  it("a Markdown file with control characters", async () => {
    const { site, out } = await fixture();
    await edit(join(site, "docs/guide/start.md"), (t) => t + "\nCopied from a terminal: \u001b[31mred\u001b[0m\n");
    const [line, hint] = await buildError(site, out);
    expect(line).toMatch(/^error: site\/docs\/guide\/start\.md:\d+: the file holds the control character U\+001B at column 25\.$/);
    expect(hint).toMatch(/^  hint: /);
  });

  // Regression (issue 41, points 7 and 8): the fast engine dropped the text of block quotes
  // nested 100 deep and built with exit 0; emphasis nested 5,000 deep ended in "Maximum call
  // stack size exceeded" on both engines, naming no file.
  for (const engine of ["fast", "unified"] as const) {
    it(`Markdown nested too deep, on the ${engine} engine, with and without --strict`, async () => {
      const { site, out } = await fixture();
      await edit(join(site, "docs/guide/start.md"), (t) => t.replace("Tips are helpful.", ">".repeat(300) + " Deep.") + "\n" + "*".repeat(5000) + "x" + "*".repeat(5000) + "\n");
      for (const strict of [false, true]) {
        const [line, hint, ...rest] = await buildError(site, out, strict, engine);
        expect(line).toMatch(/^error: site\/docs\/guide\/start\.md:21: Markdown nested more than 256 levels deep/);
        expect(hint).toMatch(/^  hint: Nest less deeply/);
        expect(rest).toEqual([]);
      }
    });
  }

  it("an empty Markdown file warns, and fails with --strict", async () => {
    const { site, out } = await fixture();
    await writeFile(join(site, "docs/guide/empty.md"), "");
    await writeFile(join(site, "docs/guide/only-front-matter.md"), "---\ntitle: Nothing yet\n---\n\n");
    const result = await buildSite(site, out, { strict: false });
    expect(result.warnings).toContain("site/docs/guide/empty.md: the file is empty: its page has no text.".replace("site/", relativeSite(site)));
    expect(result.warnings.some((w) => w.endsWith("only-front-matter.md: the file is empty: its page has no text."))).toBe(true);
    const lines = await buildError(site, join(dirname(out), "strict-out"), true);
    expect(lines.filter((l) => l.includes("the file is empty"))).toHaveLength(2);
  });

  // Regression: raw HTML vanished from the page (issue 43). It is rendered now; what cannot run
  // under the site's policy is removed with a warning naming file and line.
  it("raw HTML is rendered; a script in it warns with its file and line, and fails with --strict", async () => {
    const { site, out } = await fixture();
    await edit(join(site, "docs/guide/second.md"), (t) => t + '\n<div align="center">\n\nCentred\n\n</div>\n\nA line<br>break. <!-- a note -->\n\n<script>alert(1)</script>\n');
    const result = await buildSite(site, out, { strict: false });
    const where = relativeSite(site) + "docs/guide/second.md";
    expect(result.warnings).toEqual([`${where}:23: <script> removed: scripts of the content do not run under the site's Content-Security-Policy (put code in the theme)`]);
    const html = await readFile(join(out, "docs/guide/second/index.html"), "utf8");
    expect(html).toContain('<div class="align-center">\n<p>Centred</p>\n</div>');
    expect(html).toContain("<p>A line<br>break. </p>");
    expect(html).not.toContain("alert(1)");
    expect(html).not.toContain("a note");
    const lines = await buildError(site, join(dirname(out), "strict-out"), true);
    expect(lines.filter((l) => /^error: \S*docs\/guide\/second\.md:23: <script> removed/.test(l))).toHaveLength(1);
  });

  it("a failed build leaves the previous output byte-identical", async () => {
    const { site, out } = await fixture();
    await buildSite(site, out);
    const before = await snapshot(out);
    expect(before.size).toBeGreaterThan(20);
    await edit(join(site, "docs/guide/second.md"), (t) => t + "\n[broken](/docs/missing-page)\n");
    await buildError(site, out);
    expect(await snapshot(out)).toEqual(before);
    // No staging folder is left behind beside the output.
    expect((await readdir(dirname(out))).filter((e) => e.startsWith(".sitec-"))).toEqual([]);
  });
});
