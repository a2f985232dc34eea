// Rspress 2 (`@rspress/core`; the package `rspress` is the 1.x line) with its default theme:
// the corpus under site/ (docs and blog posts are pages), the sidebar generated from the file
// tree (a `_nav.json` with the docs gives each top folder a sidebar of its own; no `_meta.json`,
// so files are in name order, which is the corpus's sidebar_position order), local search on
// (the default). Dead links fail the build (the default; anchors are not checked). Content change: container titles after a space
// (corpus-files.ts); Rspress shows the front matter's title as the heading by itself.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { writeCorpus } from "../corpus.ts";
import { putAside } from "../lib.ts";
import { rewriteMarkdown, spacedAdmonitionTitles } from "./corpus-files.ts";
import { installOnce, PEERS_ROOT } from "./install.ts";
import type { Builder } from "./types.ts";

const DIR = join(PEERS_ROOT, "rspress");
const SITE = join(DIR, "site");

const CONFIG = `import { defineConfig } from "@rspress/core";

export default defineConfig({
  root: "site",
  title: "Bench",
  description: "A generated corpus",
});
`;

export const rspress: Builder = {
  id: "rspress",
  setup: "default theme, sidebar from the file tree, local search; dead links fail the build",
  install: () => installOnce("rspress", DIR, ["@rspress/core@^2"]),
  async prepare(counts) {
    await putAside(SITE);
    await writeCorpus(SITE, counts);
    await rewriteMarkdown(SITE, spacedAdmonitionTitles);
    await writeFile(join(SITE, "index.md"), "---\ntitle: Bench\n---\n\n# Bench\n");
    await writeFile(join(SITE, "_nav.json"), JSON.stringify([{ text: "Docs", link: "/docs/", activeMatch: "^/docs/" }]) + "\n");
    await writeFile(join(DIR, "rspress.config.ts"), CONFIG);
  },
  async clear() {
    await putAside(join(DIR, "doc_build"));
    await putAside(join(DIR, "node_modules", ".cache"));
  },
  build: () => ({ command: process.execPath, args: ["node_modules/@rspress/core/bin/rspress.js", "build"], cwd: DIR }),
  outDir: () => join(DIR, "doc_build"),
};
