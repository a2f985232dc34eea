import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { mkdtemp, mkdir, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { resolveRequest, safeDecode, splitTarget } from "../../../src/server/resolve-request.ts";

let outer: string;
let root: string;
beforeAll(async () => {
  outer = await mkdtemp(join(tmpdir(), "sitec-unit-serve-"));
  root = join(outer, "build");
  await mkdir(join(root, "docs", "x"), { recursive: true });
  await mkdir(join(root, "assets"), { recursive: true });
  await mkdir(join(outer, "outside-dir"), { recursive: true });
  await writeFile(join(root, "index.html"), "home");
  await writeFile(join(root, "404.html"), "not found");
  await writeFile(join(root, "docs", "x", "index.html"), "doc x");
  await writeFile(join(root, "docs", "file name.txt"), "spaced");
  await writeFile(join(root, "assets", "app.js"), "js");
  await writeFile(join(outer, "secret.txt"), "secret");
  await writeFile(join(outer, "outside-dir", "index.html"), "outside");
  await symlink(join(outer, "secret.txt"), join(root, "leak.txt"));
  await symlink(join(outer, "outside-dir"), join(root, "leakdir"));
  await symlink(join(root, "assets", "app.js"), join(root, "alias.js"));
});
afterAll(async () => {
  await rm(outer, { recursive: true, force: true });
});

describe("safeDecode", () => {
  it("decodes a normal path once", () => {
    expect(safeDecode("/docs/file%20name.txt")).toBe("/docs/file name.txt");
    expect(safeDecode("/")).toBe("/");
  });

  it.each([
    ["/../secret.txt"],
    ["/docs/../../secret.txt"],
    ["/%2e%2e/secret.txt"],
    ["/%2E%2E/secret.txt"],
    ["/%252e%252e/secret.txt"],
    ["/docs%2f..%2f..%2fsecret.txt"],
    ["/docs%252f..%252fsecret.txt"],
    ["/..%5csecret.txt"],
    ["/..\\secret.txt"],
    ["/a%00b"],
    ["/./docs"],
    ["docs/x"],
    ["%E0%A4%A"],
    ["/a%0d%0aSet-Cookie:%20x=1"],
    ["/a%09b"],
    ["/a%7fb"],
    ["/a%2500b"],
  ])("rejects %j", (raw) => {
    expect(safeDecode(raw)).toBeUndefined();
  });

  it("merges runs of slashes, so a path never becomes protocol-relative", () => {
    expect(safeDecode("//evil.example/")).toBe("/evil.example/");
    expect(safeDecode("/docs//x///")).toBe("/docs/x/");
    expect(safeDecode("/%2f/evil.example")).toBe("/evil.example");
  });
});

describe("splitTarget", () => {
  it.each([
    ["/", { path: "/", search: "" }],
    ["/docs/x?a=1&b=2", { path: "/docs/x", search: "?a=1&b=2" }],
    ["/docs/x#frag", { path: "/docs/x", search: "" }],
    ["http://example.org/docs/x?y", { path: "/docs/x", search: "?y" }],
    ["HTTP://example.org", { path: "/", search: "" }],
    ["http://example.org?y", { path: "/", search: "?y" }],
  ])("%j", (target, expected) => {
    expect(splitTarget(target)).toEqual(expected);
  });

  it.each([["*"], ["docs/x"], ["../etc/passwd"], ["ftp://example.org/x"], [""]])("refuses %j", (target) => {
    expect(splitTarget(target)).toBeUndefined();
  });
});

describe("resolveRequest", () => {
  it("serves index.html for the root", async () => {
    expect(await resolveRequest(root, "/")).toEqual({ kind: "file", file: join(root, "index.html"), status: 200 });
  });

  it("serves a clean URL from its folder's index.html", async () => {
    expect(await resolveRequest(root, "/docs/x")).toEqual({
      kind: "file",
      file: join(root, "docs", "x", "index.html"),
      status: 200,
    });
  });

  it("serves files as they are", async () => {
    expect(await resolveRequest(root, "/assets/app.js")).toEqual({ kind: "file", file: join(root, "assets", "app.js"), status: 200 });
    expect(await resolveRequest(root, "/docs/file%20name.txt")).toEqual({
      kind: "file",
      file: join(root, "docs", "file name.txt"),
      status: 200,
    });
  });

  it("redirects /x.html and /x/index.html to /x", async () => {
    expect(await resolveRequest(root, "/docs/x.html")).toEqual({ kind: "redirect", location: "/docs/x" });
    expect(await resolveRequest(root, "/docs/x/index.html")).toEqual({ kind: "redirect", location: "/docs/x" });
    expect(await resolveRequest(root, "/index.html")).toEqual({ kind: "redirect", location: "/" });
  });

  it("never redirects to another host", async () => {
    expect(await resolveRequest(root, "//evil.example/")).toEqual({ kind: "redirect", location: "/evil.example" });
    expect(await resolveRequest(root, "//evil.example/x.html")).toEqual({ kind: "redirect", location: "/evil.example/x" });
  });

  it("redirects a trailing slash away", async () => {
    expect(await resolveRequest(root, "/docs/x/")).toEqual({ kind: "redirect", location: "/docs/x" });
    expect(await resolveRequest(root, "/docs/x//")).toEqual({ kind: "redirect", location: "/docs/x" });
  });

  it("keeps the redirect location encoded", async () => {
    expect(await resolveRequest(root, "/docs/a%20b/")).toEqual({ kind: "redirect", location: "/docs/a%20b" });
  });

  it("answers not-found with 404.html for unknown paths", async () => {
    expect(await resolveRequest(root, "/nope")).toEqual({ kind: "not-found", file: join(root, "404.html") });
    expect(await resolveRequest(root, "/docs")).toEqual({ kind: "not-found", file: join(root, "404.html") });
  });

  it("answers not-found without a file when there is no 404.html", async () => {
    const empty = await mkdtemp(join(tmpdir(), "sitec-unit-serve-empty-"));
    try {
      expect(await resolveRequest(empty, "/nope")).toEqual({ kind: "not-found", file: undefined });
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });

  it("serves /404.html itself rather than redirecting it", async () => {
    const r = await resolveRequest(root, "/404.html");
    expect(r.kind).toBe("file");
  });

  it.each([
    ["/../secret.txt"],
    ["/%2e%2e/secret.txt"],
    ["/%252e%252e/secret.txt"],
    ["/%2e%2e%2fsecret.txt"],
    ["/docs%5c..%5c..%5csecret.txt"],
    ["/..\\secret.txt"],
    ["/index.html%00.js"],
    ["/a%00b"],
  ])("rejects %j as a bad request", async (raw) => {
    expect(await resolveRequest(root, raw)).toEqual({ kind: "bad-request" });
  });

  it("does not follow a symlink to a file outside the root", async () => {
    expect(await resolveRequest(root, "/leak.txt")).toEqual({ kind: "not-found", file: join(root, "404.html") });
  });

  it("does not follow a symlinked folder outside the root", async () => {
    expect((await resolveRequest(root, "/leakdir")).kind).toBe("not-found");
    expect((await resolveRequest(root, "/leakdir/index.html")).kind).not.toBe("file");
  });

  it("follows a symlink that stays inside the root", async () => {
    expect(await resolveRequest(root, "/alias.js")).toEqual({ kind: "file", file: join(root, "alias.js"), status: 200 });
  });
});

describe("resolveRequest for a site built with trailingSlash: true", () => {
  it("serves a page at /x/ and redirects every other form of its address there", async () => {
    expect(await resolveRequest(root, "/docs/x/", true)).toEqual({ kind: "file", file: join(root, "docs", "x", "index.html"), status: 200 });
    expect(await resolveRequest(root, "/docs/x", true)).toEqual({ kind: "redirect", location: "/docs/x/" });
    expect(await resolveRequest(root, "/docs/x/index.html", true)).toEqual({ kind: "redirect", location: "/docs/x/" });
    expect(await resolveRequest(root, "/docs/x.html", true)).toEqual({ kind: "redirect", location: "/docs/x/" });
    expect(await resolveRequest(root, "/", true)).toEqual({ kind: "file", file: join(root, "index.html"), status: 200 });
  });

  it("serves files at their own path only, and a missing page as not found", async () => {
    expect(await resolveRequest(root, "/assets/app.js", true)).toEqual({ kind: "file", file: join(root, "assets", "app.js"), status: 200 });
    expect(await resolveRequest(root, "/assets/app.js/", true)).toEqual({ kind: "not-found", file: join(root, "404.html") });
    expect(await resolveRequest(root, "/docs/nothing/", true)).toEqual({ kind: "not-found", file: join(root, "404.html") });
    expect(await resolveRequest(root, "/leak.txt", true)).toEqual({ kind: "not-found", file: join(root, "404.html") });
  });
});
