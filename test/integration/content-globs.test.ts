// `blog.include`/`blog.exclude` and `pages.exclude`, Docusaurus's globs of the files that are posts
// and pages: a file excluded is no post and no page; set, an exclude list replaces the default.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { buildSiteFrom, removeAll } from "../helpers/fixtures.ts";
import { convertDocusaurusConfig } from "../../src/migrate/convert-config.ts";

let root: string;
let out: string;

beforeAll(async () => {
  ({ root, out } = await buildSiteFrom({
    "site.config.ts": 'export default { title: "Globs", url: "https://globs.example.org", blog: { exclude: ["AGENTS.md", "drafts/**"], onUntruncatedBlogPosts: "ignore" }, pages: { exclude: ["AGENTS.md"] } };\n',
    "pages/index.md": "# Home\n\nThe home page.\n",
    "pages/AGENTS.md": "# For agents\n\nNot a page.\n",
    "blog/AGENTS.md": "# For agents\n\nNo date, not a post.\n",
    "blog/drafts/2024-02-01-later.md": "# Later\n\nNot yet.\n",
    "blog/2024-01-01-hello.md": "---\ntitle: Hello\n---\n\nThe first post.\n",
    "blog/_partial.md": "---\ntitle: A partial\ndate: 2024-01-02\n---\n\nThe exclude list replaced the default: this is a post, as in Docusaurus.\n",
    "docs/intro.md": "# Intro\n\nText.\n",
  }, { strict: true }));
}, 120_000);
afterAll(() => removeAll(root));

describe("the blog's and the pages' globs", () => {
  it("leave excluded files out: no post, no page, no error for a file that is no post", () => {
    expect(existsSync(join(out, "blog/2024/01/01/hello/index.html"))).toBe(true);
    expect(existsSync(join(out, "AGENTS/index.html"))).toBe(false);
    expect(existsSync(join(out, "blog/2024/02/01/later"))).toBe(false);
  });

  it("replace the default when set, as Docusaurus's do", () => {
    expect(existsSync(join(out, "blog/partial/index.html")) || existsSync(join(out, "blog/_partial/index.html"))).toBe(true);
  });

  it("are carried over by migrate", () => {
    const { config, notes } = convertDocusaurusConfig({ title: "T", url: "https://t.example.org", baseUrl: "/", presets: [["classic", { blog: { exclude: ["AGENTS.md"] }, pages: { exclude: ["AGENTS.md"] } }]] }, "/p");
    expect(config.blog).toEqual({ exclude: ["AGENTS.md"] });
    expect(config.pages).toEqual({ exclude: ["AGENTS.md"] });
    expect(notes).toEqual([]);
  });
});
