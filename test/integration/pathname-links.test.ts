// `pathname://` links in the navbar, its dropdowns and the footer (Docusaurus's link to a path
// of the host that the site does not build): written as the path below the base URL, opened as
// Docusaurus opens them, and left out of the link check, as Markdown's and Link's are. Also the
// footer's copyright, HTML as Docusaurus takes it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSiteFrom, read, removeAll } from "../helpers/fixtures.ts";

let root: string;
let out: string;

beforeAll(async () => {
  // Strict: a link the check followed to /base/api/ would fail the build.
  ({ root, out } = await buildSiteFrom({
    "site.config.ts": `export default {
  title: "Paths", url: "https://paths.example.org", baseUrl: "/base/",
  docs: { routeBasePath: "/" },
  navbar: { items: [
    { label: "API", href: "pathname:///api/" },
    { label: "Older", items: [{ label: "v1", href: "pathname:///v1/" }] },
  ] },
  footer: { links: [{ title: "More", items: [{ label: "Reference", href: "pathname:///reference/index.html" }] }], copyright: 'Copyright © 2024 <a href="https://licence.example.org/">Acme</a>' },
};
`,
    "docs/index.md": "---\ntitle: Home\nslug: /\n---\n\nText.\n",
  }, { strict: true }));
}, 120_000);

afterAll(() => removeAll(root));

describe("pathname:// links of the navbar and footer", () => {
  it("are the path below the base URL, marked so that neither the link check nor client-side navigation takes them", async () => {
    const html = await read(out, "index.html");
    expect(html).not.toContain("pathname:");
    for (const [label, path] of [["API", "/base/api/"], ["v1", "/base/v1/"], ["Reference", "/base/reference/index.html"]]) {
      const tag = new RegExp(`<a [^>]*href="${path}"[^>]*>${label}`).exec(html)?.[0];
      expect(tag, label).toBeDefined();
      expect(tag).toContain('data-sitec-pathname=""');
      expect(tag).toContain('target="_blank"');
    }
  });

  it("footer copyright is HTML, as Docusaurus takes it", async () => {
    expect(await read(out, "index.html")).toContain('<div class="footer-copyright">Copyright © 2024 <a href="https://licence.example.org/">Acme</a></div>');
  });
});
