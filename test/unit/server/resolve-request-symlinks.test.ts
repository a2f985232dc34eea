// The resolver never returns a file whose real path is outside the root, whatever the file's
// name or extension, however the request encodes it, and however many links lead there;
// links that end inside the root are followed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { realpath } from "node:fs/promises";
import { join, sep } from "node:path";
import { resolveRequest, type Resolution } from "../../../src/server/resolve-request.ts";
import { removeAll, tempDir } from "../../helpers/fixtures.ts";
import { makeSymlinkSite, REFUSED_PATHS, SERVED_PATHS, type SymlinkSite } from "../../helpers/symlinks.ts";

let dir: string;
let site: SymlinkSite;
beforeAll(async () => {
  dir = await tempDir("sitec-unit-symlinks-");
  site = await makeSymlinkSite(dir);
});
afterAll(() => removeAll(dir));

/** Resolves `path` and follows redirects, as a browser would; returns every step. */
async function follow(root: string, path: string): Promise<Resolution[]> {
  const steps = [await resolveRequest(root, path)];
  while (steps.at(-1)!.kind === "redirect" && steps.length < 5) {
    steps.push(await resolveRequest(root, (steps.at(-1) as { location: string }).location));
  }
  return steps;
}

/** The files a resolution would send (a page, or the not-found page). */
const filesOf = (steps: Resolution[]) => steps.flatMap((s) => (s.kind === "file" || s.kind === "not-found") && s.file ? [s.file] : []);

async function expectInside(root: string, file: string, path: string): Promise<void> {
  const real = await realpath(file);
  expect(real.startsWith((await realpath(root)) + sep), `${path} sent ${file} (${real})`).toBe(true);
}

describe("resolveRequest and symlinks", () => {
  it.each(REFUSED_PATHS)("never sends a file from outside the root for %s: it ends on the not-found page", async (path) => {
    const steps = await follow(site.root, path);
    expect(steps.some((s) => s.kind === "file"), JSON.stringify(steps)).toBe(false);
    expect(steps.at(-1)).toEqual({ kind: "not-found", file: join(site.root, "404.html") });
    for (const file of filesOf(steps)) await expectInside(site.root, file, path);
  });

  it.each(SERVED_PATHS)("serves %s, a link that ends inside the root", async (path) => {
    const result = await resolveRequest(site.root, path);
    expect(result.kind).toBe("file");
    await expectInside(site.root, (result as { file: string }).file, path);
  });

  it("serves such a link under its own name", async () => {
    expect(await resolveRequest(site.root, "/alias.html")).toEqual({ kind: "file", file: join(site.root, "alias.html"), status: 200 });
    expect(await resolveRequest(site.root, "/docs-alias/guide")).toEqual({
      kind: "file",
      file: join(site.root, "docs-alias", "guide", "index.html"),
      status: 200,
    });
  });

  it("does not use a 404.html that links outside the root", async () => {
    expect(await resolveRequest(site.rootWithLinked404, "/no/such/page")).toEqual({ kind: "not-found", file: undefined });
    const steps = await follow(site.rootWithLinked404, "/404.html");
    expect(filesOf(steps), JSON.stringify(steps)).toEqual([]);
    expect(steps.at(-1)!.kind).toBe("not-found");
    // The page beside it is still served.
    expect((await resolveRequest(site.rootWithLinked404, "/")).kind).toBe("file");
  });

  it("answers not-found when the root itself is gone", async () => {
    expect(await resolveRequest(join(dir, "no-such-root"), "/")).toEqual({ kind: "not-found", file: undefined });
  });
});
