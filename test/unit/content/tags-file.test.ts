// Docusaurus's tags file: labels, permalinks and descriptions by key, defaults for keys without
// them, duplicates and a missing file named by the config refused, inline tags told apart.
import { afterAll, describe, expect, it } from "vitest";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inlineTagLabels, loadTagsFile, resolveTags } from "../../../src/content/tags-file.ts";
import { SiteError } from "../../../src/errors.ts";

const dirs: string[] = [];
async function folder(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "sitec-unit-tags-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) await writeFile(join(dir, name), text);
  return dir;
}
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe("loadTagsFile", () => {
  it("reads tags.yml by default, with Docusaurus's defaults for a key without label or permalink", async () => {
    const dir = await folder({ "tags.yml": "releases:\n  label: Releases\n  permalink: /news/releases\n  description: Every release.\nsecureCodeBox:\nKUBERNETES: {}\n" });
    const tags = await loadTagsFile(dir, undefined);
    expect(tags && Object.fromEntries(tags)).toEqual({
      releases: { label: "Releases", slug: "news/releases", description: "Every release." },
      secureCodeBox: { label: "Securecodebox", slug: "secure-code-box" },
      KUBERNETES: { label: "Kubernetes", slug: "kubernetes" },
    });
  });

  it("has none without the file (left out), or with `false` or `null`", async () => {
    const dir = await folder({ "tags.yml": "a:\n" });
    expect(await loadTagsFile(await folder({}), undefined)).toBeNull();
    expect(await loadTagsFile(dir, false)).toBeNull();
    expect(await loadTagsFile(dir, null)).toBeNull();
  });

  it("reads the file the config names, and fails naming it when it is missing", async () => {
    const dir = await folder({ "my-tags.yml": "a:\n  label: A\n" });
    expect([...(await loadTagsFile(dir, "my-tags.yml"))!.keys()]).toEqual(["a"]);
    const error = await loadTagsFile(dir, "other.yml").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SiteError);
    expect((error as SiteError).message).toMatch(/"other\.yml"/);
  });

  it("refuses two tags with one permalink and a tag with a field it does not know, naming the line", async () => {
    const dup = await loadTagsFile(await folder({ "tags.yml": "a:\n  permalink: /x\nb:\n  permalink: x\n" }), undefined).catch((e: unknown) => e);
    expect((dup as SiteError).message).toMatch(/"a" and "b" have the same permalink \/x/);
    expect((dup as SiteError).line).toBe(3);
    const bad = await loadTagsFile(await folder({ "tags.yml": "a:\n  label: A\nb:\n  colour: red\n" }), undefined).catch((e: unknown) => e);
    expect((bad as SiteError).message).toMatch(/invalid tag "b"/);
    expect((bad as SiteError).line).toBe(3);
  });
});

describe("resolveTags", () => {
  it("takes a declared key's label, permalink and description; other tags are inline", async () => {
    const file = await loadTagsFile(await folder({ "tags.yml": "release:\n  label: Releases\n  permalink: /releases\n  description: Every release.\n" }), undefined);
    const tags = resolveTags(["release", "Open Source", { label: "Custom", permalink: "/custom-tag" }, "open-source"], file);
    expect(tags).toEqual([
      { label: "Releases", slug: "releases", description: "Every release.", inline: false },
      { label: "Open Source", slug: "open-source", inline: true },
      { label: "Custom", slug: "custom-tag", inline: true },
    ]);
    expect(inlineTagLabels(tags, file)).toEqual(["Open Source", "Custom"]);
    expect(inlineTagLabels(tags, null)).toEqual([]);
  });
});
