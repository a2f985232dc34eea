// The corpus of bench/corpus.ts (500 docs + 50 posts) with every fifth doc an MDX page (the theme's
// Tabs in a group, a <details> and a component of the site, imported), built cold by sitec, by
// Docusaurus 3 (classic preset, webpack) and by Rspress 2 (its MDX compiler is written in
// Rust), alternating. Reports wall time, CPU time (user + system of the whole process tree, as
// /usr/bin/time counts it: the machine is shared, and CPU time is what others' load disturbs
// least) and peak RSS, medians of the runs, with the load average before each run.
// Docusaurus and Rspress are installed on demand into folders of this benchmark under the
// system's temp folder, never into this repository.
// Run: npx tsx bench/mdx-vs-docusaurus.ts   (RUNS=3, DOCS=500, POSTS=50 by default)
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { docLocation, writeCorpus, writeSitecSite } from "./corpus.ts";
import { writeDocusaurusSite } from "./docusaurus.ts";
import { emptyTrash, measure, median, nodeLine, prepareCli, putAside, table, type Measured } from "./lib.ts";
import { rewriteMarkdown, spacedAdmonitionTitles } from "./peers/corpus-files.ts";

const RUNS = Number(process.env.RUNS ?? 3);
const counts = { docs: Number(process.env.DOCS ?? 500), posts: Number(process.env.POSTS ?? 50) };
const ROOT = join(tmpdir(), "sitec-bench-mdx-peers");
const SITEC = join(ROOT, "sitec");
const DOCUSAURUS = join(ROOT, "docusaurus");
const RSPRESS = join(ROOT, "rspress");

/** The component every MDX page imports: a component of the site. */
const BADGE = 'export default function Badge({ label }) {\n  return <span className="badge">{label}</span>;\n}\n';

/** The MDX a page gets: its imports (after the front matter) and a section at its end. */
function mdxParts(i: number, flavour: "docusaurus" | "rspress", badge: string): { imports: string; body: string } {
  const open = (value: string, label: string) => (flavour === "docusaurus" ? `<TabItem value="${value}" label="${label}">` : `<Tab label="${label}">`);
  const close = flavour === "docusaurus" ? "</TabItem>" : "</Tab>";
  const imports =
    flavour === "docusaurus"
      ? `import Tabs from "@theme/Tabs";\nimport TabItem from "@theme/TabItem";\nimport Badge from "${badge}";\n`
      : `import { Tabs, Tab } from "@theme";\nimport Badge from "${badge}";\n`;
  const body = `\n<Badge label="page ${i}" />\n\n## Install\n\n<Tabs groupId="tool">\n${open("helm", "Helm")}\n\nRun helm install for page ${i}.\n\n${close}\n${open("kubectl", "kubectl")}\n\nApply the manifests of page ${i}.\n\n${close}\n</Tabs>\n\n<details>\n<summary>More about page ${i}</summary>\n\nThe details of page ${i}.\n\n</details>\n`;
  return { imports, body };
}

/** Makes every fifth doc under `docsDir` an MDX page; `rename` writes it as `.mdx`. */
async function mdxify(docsDir: string, flavour: "docusaurus" | "rspress", badgeFromDoc: string, rename = false): Promise<void> {
  for (let i = 0; i < counts.docs; i += 5) {
    const { folder, name } = docLocation(i);
    const file = join(docsDir, folder, `${name}.md`);
    const text = await readFile(file, "utf8");
    const end = text.indexOf("\n---\n", 4) + 5;
    const { imports, body } = mdxParts(i, flavour, badgeFromDoc);
    await writeFile(rename ? file.replace(/\.md$/, ".mdx") : file, `${text.slice(0, end)}\n${imports}${text.slice(end)}${body}`);
    if (rename) await putAside(file);
  }
}

/** Installs `packages` into `dir` once (a later run reuses them). */
function installOnce(dir: string, marker: string, packages: string[], overrides: Record<string, string> = {}): void {
  if (existsSync(join(dir, "node_modules", marker))) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "bench", private: true, overrides }) + "\n");
  process.stderr.write(`installing ${packages.join(" ")} into ${dir} (once)…\n`);
  execFileSync("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", ...packages], { cwd: dir, stdio: "inherit" });
}

const version = (dir: string, name: string) => (JSON.parse(readFileSync(join(dir, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;

// sitec: the corpus with its config, the component in components/.
await putAside(SITEC);
await writeSitecSite(join(SITEC, "site"), counts);
await mkdir(join(SITEC, "site", "components"), { recursive: true });
await writeFile(join(SITEC, "site", "components", "Badge.jsx"), BADGE);
await mdxify(join(SITEC, "site", "docs"), "docusaurus", "../../components/Badge");

// Docusaurus 3: as bench/docusaurus.ts sets it up (its `.md` files are MDX by default).
installOnce(DOCUSAURUS, "@docusaurus/core", ["@docusaurus/core@^3", "@docusaurus/preset-classic@^3", "react@^19", "react-dom@^19"], { "@docsearch/react": "4.7.0" });
await writeDocusaurusSite(DOCUSAURUS, counts);
await mkdir(join(DOCUSAURUS, "components"), { recursive: true });
await writeFile(join(DOCUSAURUS, "components", "Badge.jsx"), BADGE);
await mdxify(join(DOCUSAURUS, "docs"), "docusaurus", "../../components/Badge");

// Rspress 2: as bench/peers/rspress.ts sets it up; its MDX pages are `.mdx` files (links to them
// keep `.md`: Rspress resolves them to the page's route), the component outside the site's root
// (every script there would be a page).
installOnce(RSPRESS, "@rspress/core", ["@rspress/core@^2"]);
const rspressSite = join(RSPRESS, "site");
await putAside(rspressSite);
await writeCorpus(rspressSite, counts);
await rewriteMarkdown(rspressSite, spacedAdmonitionTitles);
await writeFile(join(rspressSite, "index.md"), "---\ntitle: Bench\n---\n\n# Bench\n");
await writeFile(join(rspressSite, "_nav.json"), JSON.stringify([{ text: "Docs", link: "/docs/", activeMatch: "^/docs/" }]) + "\n");
await writeFile(join(RSPRESS, "rspress.config.ts"), 'import { defineConfig } from "@rspress/core";\n\nexport default defineConfig({ root: "site", title: "Bench", description: "A generated corpus" });\n');
await mkdir(join(RSPRESS, "components"), { recursive: true });
await writeFile(join(RSPRESS, "components", "Badge.jsx"), BADGE);
await mdxify(join(rspressSite, "docs"), "rspress", "../../../components/Badge", true);

await prepareCli();

interface Run extends Measured {
  load: number;
}
const tools = {
  sitec: {
    clear: () => putAside(join(SITEC, "build")),
    run: () => measure(process.execPath, ["--expose-gc", "bin/sitec.js", "build", "--no-cache", "--site", join(SITEC, "site"), "--out-dir", join(SITEC, "build")]),
  },
  docusaurus: {
    clear: async () => {
      for (const dir of ["build", ".docusaurus", "node_modules/.cache"]) await putAside(join(DOCUSAURUS, dir));
    },
    run: () => measure(join(DOCUSAURUS, "node_modules", ".bin", "docusaurus"), ["build"], { cwd: DOCUSAURUS }),
  },
  rspress: {
    clear: async () => {
      await putAside(join(RSPRESS, "doc_build"));
      await putAside(join(RSPRESS, "node_modules", ".cache"));
    },
    run: () => measure(process.execPath, ["node_modules/@rspress/core/bin/rspress.js", "build"], { cwd: RSPRESS }),
  },
};
const results: Record<keyof typeof tools, Run[]> = { sitec: [], docusaurus: [], rspress: [] };
for (let i = 0; i < RUNS; i++) {
  for (const [name, tool] of Object.entries(tools) as [keyof typeof tools, (typeof tools)["sitec"]][]) {
    await tool.clear();
    execFileSync("sync");
    const load = loadavg()[0]!;
    const run = await tool.run();
    results[name].push({ ...run, load });
    process.stderr.write(`${name} run ${i + 1}: ${run.seconds.toFixed(1)} s wall, ${(run.userSeconds + run.systemSeconds).toFixed(1)} s CPU, ${run.peakMiB.toFixed(0)} MiB, load ${load.toFixed(1)}\n`);
  }
}
await emptyTrash();

const cpu = (r: Run) => r.userSeconds + r.systemSeconds;
const m = (name: keyof typeof tools, f: (r: Run) => number) => median(results[name].map(f));
const row = (label: string, f: (r: Run) => number, digits: number) => {
  const s = m("sitec", f);
  return [label, s.toFixed(digits), m("docusaurus", f).toFixed(digits), `${(m("docusaurus", f) / s).toFixed(1)}×`, m("rspress", f).toFixed(digits), `${(m("rspress", f) / s).toFixed(1)}×`];
};
console.log(`Corpus: ${counts.docs} docs (${Math.ceil(counts.docs / 5)} of them MDX) + ${counts.posts} posts; ${nodeLine()}; Docusaurus ${version(DOCUSAURUS, "@docusaurus/core")}, Rspress ${version(RSPRESS, "@rspress/core")}; ${RUNS} cold runs each, alternating`);
console.log(
  table([
    ["median of the runs", "sitec", "Docusaurus", "ratio", "Rspress", "ratio"],
    row("wall time (s)", (r) => r.seconds, 2),
    row("CPU time, user+sys (s)", cpu, 2),
    row("peak RSS (MiB)", (r) => r.peakMiB, 0),
  ]),
);
for (const name of Object.keys(results) as (keyof typeof tools)[]) {
  console.log(`${name}: ${results[name].map((r) => `${r.seconds.toFixed(1)} s wall / ${cpu(r).toFixed(1)} s CPU / ${r.peakMiB.toFixed(0)} MiB (load ${r.load.toFixed(1)})`).join("; ")}`);
}
