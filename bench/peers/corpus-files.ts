// Reading and adapting the corpus of bench/corpus.ts for the peers: the sections with their
// titles in sidebar order (for the peers whose sidebar is written into their config), and the
// Markdown changes a peer needs to read the same content.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

export interface CorpusDoc {
  /** File name without `.md`. */
  name: string;
  title: string;
  position: number;
}

export interface CorpusSection {
  /** Folder under docs/, e.g. `section-000`. */
  folder: string;
  /** Title of the section's index.md. */
  title: string;
  docs: CorpusDoc[];
}

function frontMatter(text: string, key: string): string | undefined {
  const head = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? "";
  return new RegExp(`^${key}:\\s*(.*)$`, "m").exec(head)?.[1]?.trim();
}

/** The sections of `docsDir` in folder order, each with its docs ordered by sidebar_position, then name. */
export async function readSections(docsDir: string): Promise<CorpusSection[]> {
  const folders = (await readdir(docsDir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  const sections: CorpusSection[] = [];
  for (const folder of folders) {
    const files = (await readdir(join(docsDir, folder))).filter((f) => f.endsWith(".md")).sort();
    let title = folder;
    const docs: CorpusDoc[] = [];
    for (const file of files) {
      const text = await readFile(join(docsDir, folder, file), "utf8");
      const name = file.slice(0, -".md".length);
      if (name === "index") title = frontMatter(text, "title") ?? folder;
      else docs.push({ name, title: frontMatter(text, "title") ?? name, position: Number(frontMatter(text, "sidebar_position") ?? 0) });
    }
    docs.sort((a, b) => a.position - b.position || (a.name < b.name ? -1 : 1));
    sections.push({ folder, title, docs });
  }
  return sections;
}

/** Every `.md` file under `dir`, recursively. */
async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(".md")).map((e) => join(e.parentPath, e.name));
}

/** Rewrites every Markdown file under `dir` through `change`. */
export async function rewriteMarkdown(dir: string, change: (text: string) => string): Promise<void> {
  for (const file of await markdownFiles(dir)) await writeFile(file, change(await readFile(file, "utf8")));
}

/**
 * VitePress and Rspress read a container's title after a space (`::: tip Title`), not in
 * brackets (`:::tip[Title]`, the syntax of Docusaurus, Starlight and sitec).
 */
export function spacedAdmonitionTitles(text: string): string {
  return text.replace(/^:::(\w+)\[([^\]\n]*)\]$/gm, "::: $1 $2");
}

/**
 * Adds the front matter's title as the page's `# heading`, for the peers that take the page
 * title from the first heading and do not show the front matter's title on the page
 * (Docusaurus, Starlight, sitec and the Eleventy layout show it as the page's h1).
 */
export function titleAsHeading(text: string): string {
  const title = frontMatter(text, "title");
  if (!title) return text;
  return text.replace(/^(---\n[\s\S]*?\n---\n)/, `$1\n# ${title}\n`);
}
