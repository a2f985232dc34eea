// `sitec migrate --out`: the project's files that the copied content imports, copied too. A
// sidebars file may require modules beside it (`./sidebars/api`), and docs import components
// from anywhere in the project (`@site/components/Card`): each top-level file or folder of the
// project that such an import leads into is copied, and what it imports in turn. An import that
// leads outside the project is named in a note, since the copy cannot follow it.
import { existsSync } from "node:fs";
import { cp, readdir, readFile, stat } from "node:fs/promises";
import { dirname, extname, join, relative, resolve, sep } from "node:path";
import type { MigrationNote } from "./convert-config.ts";

const SCRIPT = new Set([".js", ".jsx", ".ts", ".tsx", ".mjs", ".cjs"]);
const MARKDOWN = new Set([".md", ".mdx"]);
/** `from "x"`, `import("x")`, `require("x")`, `import "x"`. */
const SCRIPT_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)["']([^"'\n]+)["']/gm;
const MARKDOWN_IMPORT = /^import\s.*?["']([^"'\n]+)["'];?\s*$/;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
/** Never copied: the packages (linked) and what tools make. */
const LEFT_OUT = new Set(["node_modules", ".git", ".docusaurus", "build", ".cache-loader"]);

/** The import specifiers of a file: every one of a script, those on `import` lines outside code of a Markdown file. */
function importsOf(file: string, text: string): string[] {
  if (SCRIPT.has(extname(file))) return [...text.matchAll(SCRIPT_IMPORT)].map((m) => m[1]!);
  const found: string[] = [];
  let fence: string | undefined;
  for (const line of text.split("\n")) {
    const opening = FENCE.exec(line)?.[1];
    if (opening && (!fence || (opening[0] === fence[0] && opening.length >= fence.length))) {
      fence = fence ? undefined : opening;
      continue;
    }
    if (fence) continue;
    const match = MARKDOWN_IMPORT.exec(line);
    if (match) found.push(match[1]!);
  }
  return found;
}

const readable = (name: string) => SCRIPT.has(extname(name)) || MARKDOWN.has(extname(name));

/** The script and Markdown files at `path`: the file itself, or those below the folder (node_modules left out). */
async function filesAt(path: string): Promise<string[]> {
  if (!(await stat(path).then((s) => s.isDirectory(), () => false))) return readable(path) && existsSync(path) ? [path] : [];
  const entries = await readdir(path, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && readable(e.name))
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => !file.split(sep).includes("node_modules"));
}

/**
 * Copies into `siteDir` what the copied content imports from the project (see the header).
 * `origins`: each copied top-level name of the site folder → where it came from (a folder
 * outside the project keeps its own place). Returns what it copied.
 */
export async function copyImported(projectDir: string, siteDir: string, origins: Map<string, string>, notes: MigrationNote[]): Promise<string[]> {
  const copied: string[] = [];
  const outside = new Set<string>();
  let pending = [...origins.keys()];
  while (pending.length) {
    const next: string[] = [];
    for (const top of pending) {
      const origin = origins.get(top)!;
      for (const file of await filesAt(join(siteDir, top))) {
        const from = join(origin, relative(join(siteDir, top), file));
        for (const specifier of importsOf(file, await readFile(file, "utf8"))) {
          let target: string;
          if (specifier.startsWith("@site/")) target = join(projectDir, specifier.slice("@site/".length));
          else if (specifier.startsWith("./") || specifier.startsWith("../")) target = resolve(dirname(from), specifier);
          else continue;
          const inProject = relative(projectDir, target);
          if (inProject.startsWith("..") || resolve(projectDir, inProject) !== target) {
            // Within a folder copied from outside the project, it came along.
            if ([...origins.values()].some((o) => target === o || target.startsWith(o + sep))) continue;
            const key = `${relative(siteDir, file)}\0${specifier}`;
            if (!outside.has(key)) {
              outside.add(key);
              notes.push({ subject: relative(siteDir, file).split(sep).join("/"), advice: `imports "${specifier}", outside the project: copy it into the site folder and change the import.` });
            }
            continue;
          }
          const name = inProject.split(sep)[0]!;
          if (!name || origins.has(name) || LEFT_OUT.has(name) || !existsSync(join(projectDir, name))) continue;
          await cp(join(projectDir, name), join(siteDir, name), { recursive: true, filter: (source) => !source.split(sep).includes("node_modules") });
          origins.set(name, join(projectDir, name));
          copied.push(name);
          next.push(name);
        }
      }
    }
    pending = next;
  }
  return copied;
}
