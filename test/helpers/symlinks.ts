// A served folder full of symlinks, for the resolver and server tests: links to files and
// folders outside it (under names a request can encode), a link inside a linked folder, and
// links that stay inside it. Every page outside holds SECRET: an answer containing it means
// the server read outside its root.
import { mkdir, symlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { SECRET } from "./fixtures.ts";

export interface SymlinkSite {
  /** The folder to serve. */
  root: string;
  /** The same pages, but its 404.html is a link to a page outside. */
  rootWithLinked404: string;
}

export const PAGE = "<!DOCTYPE html><html><body>a page inside the root</body></html>";
export const NOT_FOUND_PAGE = "<!DOCTYPE html><html><body>the not-found page</body></html>";

/** Writes the folders into `dir` (an empty temporary folder). */
export async function makeSymlinkSite(dir: string): Promise<SymlinkSite> {
  const root = join(dir, "build");
  const outside = join(dir, "outside");
  const secretPage = join(dir, "secret.html");
  await mkdir(join(root, "docs", "guide"), { recursive: true });
  await mkdir(join(root, "assets"), { recursive: true });
  await mkdir(outside);
  await writeFile(secretPage, SECRET);
  await writeFile(join(dir, "secret.txt"), SECRET);
  for (const name of ["page.html", "index.html", "x.html"]) await writeFile(join(outside, name), SECRET);
  await writeFile(join(root, "index.html"), PAGE);
  await writeFile(join(root, "404.html"), NOT_FOUND_PAGE);
  await writeFile(join(root, "page.html"), PAGE);
  await writeFile(join(root, "docs", "guide", "index.html"), PAGE);
  await writeFile(join(root, "assets", "app.js"), "console.log('inside');\n");

  // Out of the root: a page, its name percent-encoded once more, a folder, a link in that folder.
  await symlink(secretPage, join(root, "leak.html"));
  await symlink(secretPage, join(root, "%6ceak.html"));
  await symlink(join(dir, "secret.txt"), join(root, "leak.txt"));
  await symlink(outside, join(root, "dir"));
  await symlink(secretPage, join(outside, "inner.html"));
  // Out of the root through a folder link that itself stays inside.
  await symlink(join(root, "docs"), join(root, "docs-alias"));
  await symlink(secretPage, join(root, "docs", "evil.html"));
  // Inside the root: these are served.
  await symlink(join(root, "page.html"), join(root, "alias.html"));
  await symlink(join(root, "assets", "app.js"), join(root, "alias.js"));
  await symlink(join(root, "page.html"), join(outside, "back.html"));

  const rootWithLinked404 = join(dir, "build-linked-404");
  await mkdir(rootWithLinked404);
  await writeFile(join(rootWithLinked404, "index.html"), PAGE);
  await symlink(secretPage, join(rootWithLinked404, "404.html"));

  return { root, rootWithLinked404 };
}

/** Raw request paths that must never be answered with a file from outside the root. */
export const REFUSED_PATHS: readonly string[] = [
  "/leak.html",
  "/%6ceak.html",
  "/%6Ceak.html",
  "/%256ceak.html",
  "/leak.txt",
  "/dir",
  "/dir/",
  "/dir/page.html",
  "/dir/x.html",
  "/dir/%70age.html",
  "/dir/index.html",
  "/dir/inner.html",
  "/docs/evil.html",
  "/docs-alias/evil.html",
  "/docs-alias/%65vil.html",
];

/** Raw request paths of links that end inside the root, with the content they serve. */
export const SERVED_PATHS: ReadonlyArray<[path: string, content: string]> = [
  ["/alias.html", PAGE],
  ["/alias.js", "console.log('inside');\n"],
  ["/docs-alias/guide", PAGE],
  // Through a folder outside, but the page it ends on is inside the root.
  ["/dir/back.html", PAGE],
];
