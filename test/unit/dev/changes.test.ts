// What watch mode makes of a changed file: the docs option's and the blog option's files are
// reloaded in part; a further docs instance's or blog's file, or a versioned site's docs, load
// the site again.
import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { classifyChange, type WatchedFolders } from "../../../src/dev/changes.ts";

const SITE = "/srv/site";
const folders: WatchedFolders = {
  siteDir: SITE,
  docsDir: join(SITE, "docs"),
  blogDir: join(SITE, "blog"),
  instances: [{ docsDir: join(SITE, "community") }],
  blogFolders: [{ blogDir: join(SITE, "changelog") }],
};
const kind = (path: string) => classifyChange(join(SITE, path), folders, SITE);

describe("classifyChange", () => {
  it("reloads the docs option's and the blog's Markdown in part", () => {
    expect(kind("docs/intro.md")).toBe("markdown");
    expect(kind("blog/2024-01-01-hello.md")).toBe("markdown");
    expect(kind("blog/authors.yml")).toBe("authors");
    expect(kind("docs/guide/_category_.json")).toBe("categories");
    expect(kind("static/img/logo.svg")).toBe("static");
  });

  it("loads the site again for a further docs instance's or blog's file", () => {
    expect(kind("community/welcome.md")).toBe("full");
    expect(kind("changelog/2024-03-01-v2.md")).toBe("full");
    expect(kind("changelog/authors.yml")).toBe("full");
  });

  it("loads everything again for the config", () => {
    expect(kind("site.config.ts")).toBe("full");
  });
});
