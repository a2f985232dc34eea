// A blog whose posts have no tags has no tags page, as in Docusaurus: nothing in the sitemap, and
// no page links to one (the strict build checks every link).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { buildSiteFrom, read, removeAll } from "../helpers/fixtures.ts";

let root: string;
let out: string;

beforeAll(async () => {
  ({ root, out } = await buildSiteFrom({
    "site.config.ts": 'export default { title: "Untagged", url: "https://untagged.example.org", blog: { onUntruncatedBlogPosts: "ignore" } };\n',
    "pages/index.md": "# Home\n\nThe home page.\n",
    "blog/2024-01-01-hello.md": "---\ntitle: Hello\n---\n\nThe first post.\n",
    "docs/intro.md": "# Intro\n\nText.\n",
  }, { strict: true }));
}, 120_000);
afterAll(() => removeAll(root));

describe("a blog without tags", () => {
  it("has no tags page", async () => {
    expect(existsSync(join(out, "blog/tags"))).toBe(false);
    expect(await read(out, "sitemap.xml")).not.toContain("/blog/tags");
    expect(existsSync(join(out, "blog/2024/01/01/hello/index.html"))).toBe(true);
  });
});
