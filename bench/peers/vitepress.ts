// VitePress 1 with its default theme: the corpus under site/ (docs and blog posts are pages),
// the docs sidebar written into the config from the file list (a collapsed group per section,
// linked to the section's index page), local search on. VitePress fails the build on a dead
// link. Content changes: container titles after a space, and the title as the page's heading
// (corpus-files.ts).
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { writeCorpus } from "../corpus.ts";
import { putAside } from "../lib.ts";
import { readSections, rewriteMarkdown, spacedAdmonitionTitles, titleAsHeading } from "./corpus-files.ts";
import { installOnce, PEERS_ROOT } from "./install.ts";
import type { Builder } from "./types.ts";

const DIR = join(PEERS_ROOT, "vitepress");
const SITE = join(DIR, "site");

export const vitepress: Builder = {
  id: "vitepress",
  setup: "default theme, sidebar from the file list, local search; dead links fail the build",
  install: () => installOnce("vitepress", DIR, ["vitepress@^1"]),
  async prepare(counts) {
    await putAside(SITE);
    await writeCorpus(SITE, counts);
    await rewriteMarkdown(SITE, (text) => titleAsHeading(spacedAdmonitionTitles(text)));
    await writeFile(join(SITE, "index.md"), "---\ntitle: Bench\n---\n\n# Bench\n");
    const sections = await readSections(join(SITE, "docs"));
    const sidebar = {
      "/docs/": [
        { text: "Documentation", link: "/docs/" },
        ...sections.map((s) => ({
          text: s.title,
          link: `/docs/${s.folder}/`,
          collapsed: true,
          items: s.docs.map((d) => ({ text: d.title, link: `/docs/${s.folder}/${d.name}` })),
        })),
      ],
    };
    const config = {
      title: "Bench",
      description: "A generated corpus",
      themeConfig: { nav: [{ text: "Docs", link: "/docs/" }], search: { provider: "local" }, sidebar },
    };
    await mkdir(join(SITE, ".vitepress"), { recursive: true });
    await writeFile(join(SITE, ".vitepress", "config.mjs"), `export default ${JSON.stringify(config, null, 1)};\n`);
  },
  async clear() {
    await putAside(join(SITE, ".vitepress", "dist"));
    await putAside(join(SITE, ".vitepress", "cache"));
    await putAside(join(DIR, "node_modules", ".vite"));
  },
  build: () => ({ command: process.execPath, args: ["node_modules/vitepress/bin/vitepress.js", "build", "site"], cwd: DIR }),
  outDir: () => join(SITE, ".vitepress", "dist"),
};
