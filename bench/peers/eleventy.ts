// Eleventy 3: the corpus under content/, Markdown through Eleventy's defaults (markdown-it,
// Liquid before Markdown), one Nunjucks layout for every page with a section sidebar: the
// links to all sections, and the open section's docs in sidebar_position order. No search,
// no link check, no client JavaScript; admonitions stay plain text and relative `.md` links
// stay as written (Eleventy does not rewrite them).
import { writeFile, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { writeCorpus } from "../corpus.ts";
import { putAside } from "../lib.ts";
import { installOnce, PEERS_ROOT } from "./install.ts";
import type { Builder } from "./types.ts";

const DIR = join(PEERS_ROOT, "eleventy");

/** Groups the docs by section folder once per build, so that each page's sidebar is a lookup. */
const CONFIG = `export default function (eleventyConfig) {
  eleventyConfig.addGlobalData("layout", "layout.njk");
  eleventyConfig.addCollection("sections", (api) => {
    const sections = new Map();
    for (const page of api.getFilteredByGlob("./content/docs/*/*.md")) {
      const [, , folder, name] = page.filePathStem.split("/");
      if (!sections.has(folder)) sections.set(folder, { folder, title: folder, url: "", docs: [] });
      const section = sections.get(folder);
      if (name === "index") Object.assign(section, { title: page.data.title, url: page.url });
      else section.docs.push({ title: page.data.title, url: page.url, position: page.data.sidebar_position ?? 0 });
    }
    const list = [...sections.values()].sort((a, b) => (a.folder < b.folder ? -1 : 1));
    for (const s of list) s.docs.sort((a, b) => a.position - b.position || (a.url < b.url ? -1 : 1));
    return list;
  });
}

export const config = { dir: { input: "content", output: "_site" } };
`;

const LAYOUT = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ title }} | Bench</title>
<meta name="description" content="{{ description }}">
</head>
<body>
<header><a href="/">Bench</a> <a href="/docs/">Docs</a></header>
{% set section = page.url.split("/")[2] %}
<nav class="sidebar" aria-label="Docs">
<ul>
{% for s in collections.sections %}
<li><a href="{{ s.url }}">{{ s.title }}</a>
{% if s.folder == section %}<ul>
{% for d in s.docs %}<li><a href="{{ d.url }}"{% if d.url == page.url %} aria-current="page"{% endif %}>{{ d.title }}</a></li>
{% endfor %}</ul>{% endif %}
</li>
{% endfor %}
</ul>
</nav>
<main>
<h1>{{ title }}</h1>
{{ content | safe }}
</main>
</body>
</html>
`;

export const eleventy: Builder = {
  id: "eleventy",
  setup: "Nunjucks layout with a section sidebar; no search, no link check, no feeds, no client JS",
  install: () => installOnce("eleventy", DIR, ["@11ty/eleventy@^3"]),
  async prepare(counts) {
    await putAside(join(DIR, "content"));
    await writeCorpus(join(DIR, "content"), counts);
    await writeFile(join(DIR, "content", "index.md"), "---\ntitle: Bench\n---\n\nA generated corpus.\n");
    await mkdir(join(DIR, "content", "_includes"), { recursive: true });
    await writeFile(join(DIR, "content", "_includes", "layout.njk"), LAYOUT);
    await writeFile(join(DIR, "eleventy.config.mjs"), CONFIG);
  },
  async clear() {
    await putAside(join(DIR, "_site"));
    await putAside(join(DIR, ".cache"));
  },
  build: () => ({ command: process.execPath, args: ["node_modules/@11ty/eleventy/cmd.cjs", "--quiet"], cwd: DIR }),
  outDir: () => join(DIR, "_site"),
};
