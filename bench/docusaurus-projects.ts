// Two public Docusaurus 3 projects (/work/briefs/projects.md) built as they are by sitec: their
// docs, blog, static files and sidebars file unchanged, with a site.config.ts that says what
// their docusaurus.config says in Docusaurus's option names. For each: the files, the pages
// sitec writes, its warnings, its cold build time (wall, CPU, peak memory), and, when a
// Docusaurus build of the same commit is at DOCUSAURUS_OUT/<name>, each doc and post page's
// main text compared with Docusaurus's (scb-compare.ts).
//
// Setup (once): `git archive` of the commit from a local snapshot (PROJECTS_MIRROR/<owner>+<name>/repo,
// as the `fetch` tool leaves it) into PROJECTS_DIR/<name>. Nothing of the projects is kept in
// this repository. The Docusaurus builds compared with are made apart from this script (their
// own website/ setup); bench/results/2026-11-28-docusaurus-projects.md says how they were made.
// Run: npx tsx bench/docusaurus-projects.ts   (PROJECTS_MIRROR, PROJECTS_DIR, DOCUSAURUS_OUT, RUNS)
import { execSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fg from "fast-glob";
import { emptyTrash, measure, median, prepareCli, putAside, type Measured } from "./lib.ts";
import { compareBuilds } from "./scb-compare.ts";

const MIRROR = process.env.PROJECTS_MIRROR ?? "/work/.mirror";
const ROOT = process.env.PROJECTS_DIR ?? join(tmpdir(), "sitec-bench-projects");
const DOCUSAURUS_OUT = process.env.DOCUSAURUS_OUT ?? ROOT;
const RUNS = Number(process.env.RUNS ?? 1);

interface Project {
  name: string;
  repo: string;
  commit: string;
  /** The Docusaurus site's folder in the repository. */
  site: string;
  config: string;
  /** Folders (relative to the repository) whose Markdown files the config takes. */
  content: string[];
  /** Where Docusaurus writes the page sitec writes at `page` (a versioned site's current docs). */
  docusaurusPage?: (page: string) => string;
  /** Output folders of doc and post pages, as sitec writes them. */
  prefixes?: string[];
}

const HOME_PAGE = (title: string, docs: string) => `// Stand-in home page: the project's React home page (src/pages) is not built here.
export default function Home() {
  return (
    <div className="page-narrow">
      <h1>${title}</h1>
      <p>
        Read the <a href="${docs}">documentation</a>.
      </p>
    </div>
  );
}
`;

const PROJECTS: Project[] = [
  {
    name: "prettier",
    repo: "prettier/prettier",
    commit: "4f84a934201322ca87750e2b9b25baf296da6560",
    site: "website",
    content: ["docs", "website/blog"],
    // Docusaurus serves the "stable" version at /docs and the current docs at /docs/next; sitec
    // builds the current docs only (versioned docs are issue #46's), at /docs.
    docusaurusPage: (page) => page.replace(/^docs\//, "docs/next/"),
    config: `// prettier.io's docusaurus.config.js in sitec: the same options, Docusaurus's names.
const GITHUB_URL = "https://github.com/prettier/prettier";
export default {
  title: "Prettier",
  tagline: "Opinionated Code Formatter",
  favicon: "icon.png",
  url: "https://prettier.io",
  baseUrl: "/",
  onBrokenLinks: "throw",
  onBrokenMarkdownLinks: "warn",
  markdown: { format: "mdx" },
  image: "icon.png",
  navbar: {
    title: "Prettier",
    logo: { alt: "", src: "icon.png" },
    items: [
      { type: "docsVersionDropdown" },
      { href: "https://prettier.io/playground/", label: "Playground", position: "right" },
      { type: "docSidebar", sidebarId: "docs", label: "Docs", position: "right" },
      { to: "/blog", label: "Blog", position: "right" },
      { href: "https://opencollective.com/prettier", label: "Donate", position: "right" },
      { "aria-label": "GitHub repository", className: "header-github-link", href: GITHUB_URL, position: "right" },
    ],
  },
  footer: {
    style: "dark",
    links: [
      { title: "Docs", items: [{ label: "About", to: "/docs" }, { label: "Usage", to: "/docs/install" }] },
      { title: "Community", items: [{ label: "Stack Overflow", href: "https://stackoverflow.com/questions/tagged/prettier" }, { label: "@PrettierCode on X", href: "https://x.com/PrettierCode" }] },
      { title: "More", items: [{ label: "Blog", to: "/blog" }, { label: "GitHub", href: GITHUB_URL }, { label: "Issues", href: GITHUB_URL + "/issues" }] },
    ],
  },
  prism: { additionalLanguages: ["bash", "diff", "handlebars", "markup-templating", "toml", "ini", "vim", "scss", "less", "flow"] },
  docs: {
    path: "../docs",
    sidebarPath: "sidebars.json",
    editUrl: ({ docPath }) => GITHUB_URL + "/edit/main/docs/" + docPath,
    sidebarCollapsed: false,
    breadcrumbs: false,
    versions: { current: { label: "next" } },
  },
  blog: {
    feedOptions: { type: ["rss", "atom"], copyright: "Copyright © Prettier" },
    blogTitle: "Prettier blog",
    blogDescription: "Read blog posts about Prettier from the team",
    editUrl: GITHUB_URL + "/edit/main/website/",
    blogSidebarCount: 10,
    blogSidebarTitle: "Recent posts",
    postsPerPage: 10,
  },
  customCss: ["src/css/custom.css"],
};
`,
  },
  {
    name: "redux-toolkit",
    repo: "reduxjs/redux-toolkit",
    commit: "74200d87c27ca2b1c0915b2fbb4c44dd7494c2aa",
    site: "website",
    content: ["docs"],
    // The docs are the site's root (routeBasePath "/").
    prefixes: ["api/", "introduction/", "migrations/", "rtk-query/", "tutorials/", "usage/"],
    config: `// redux-toolkit.js.org's docusaurus.config.ts in sitec: the same options, Docusaurus's names.
// Its remark plugin (remark-typescript-tools' linkDocblocks, which turns docblock:// links into
// the TypeScript sources' doc comments) is the project's own and is left out.
export default {
  title: "Redux Toolkit",
  tagline: "The official, opinionated, batteries-included toolset for efficient Redux development",
  url: "https://redux-toolkit.js.org",
  baseUrl: "/",
  // Every page's footer links to /errors, a React page of src/pages (issue #45's), not built here.
  onBrokenLinks: "warn",
  favicon: "img/favicon/favicon.ico",
  image: "img/redux-logo-landscape.png",
  markdown: { format: "mdx" },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 4 },
  navbar: {
    title: "Redux Toolkit",
    logo: { alt: "Redux Logo", src: "img/redux.svg" },
    items: [
      { to: "introduction/getting-started", label: "Getting Started", position: "right" },
      { to: "tutorials/overview", label: "Tutorials", position: "right" },
      { to: "usage/usage-guide", label: "Usage Guide", position: "right" },
      { to: "api/configureStore", label: "API", position: "right" },
      { to: "rtk-query/overview", label: "RTK Query", position: "right" },
      { href: "https://github.com/reduxjs/redux-toolkit", label: "GitHub", position: "right" },
    ],
  },
  docs: {
    path: "../docs",
    sidebarPath: "sidebars.ts",
    showLastUpdateTime: true,
    routeBasePath: "/",
    editUrl: "https://github.com/reduxjs/redux-toolkit/blob/master/docs/",
    include: ["{api,assets,introduction,migrations,rtk-query,tutorials,usage}/**/*.{md,mdx}"],
  },
  customCss: ["src/css/custom.css"],
};
`,
  },
];

function setUp(project: Project): string {
  const dir = join(ROOT, project.name);
  if (!existsSync(join(dir, project.site))) {
    mkdirSync(dir, { recursive: true });
    const snapshot = join(MIRROR, project.repo.replace("/", "+"), "repo");
    process.stderr.write(`unpacking ${project.repo} at ${project.commit} into ${dir}\n`);
    execSync(`git --git-dir='${snapshot}' archive ${project.commit} | tar x -C '${dir}'`, { stdio: "inherit" });
  }
  const site = join(dir, project.site);
  writeFileSync(join(site, "site.config.ts"), project.config);
  mkdirSync(join(site, "pages"), { recursive: true });
  writeFileSync(join(site, "pages", "index.tsx"), HOME_PAGE(project.name, project.prefixes ? "/introduction/getting-started" : "/docs"));
  return site;
}

await prepareCli();
for (const project of PROJECTS) {
  const site = setUp(project);
  const files = (await Promise.all(project.content.map((folder) => fg("**/*.{md,mdx}", { cwd: join(ROOT, project.name, folder), ignore: ["**/node_modules/**"] })))).flat();
  const out = join(ROOT, `${project.name}-sitec-build`);
  const cache = join(ROOT, `${project.name}-sitec-cache`);
  const runs: Measured[] = [];
  let failure: string | undefined;
  for (let i = 0; i < RUNS && !failure; i++) {
    await putAside(out);
    await putAside(cache);
    try {
      runs.push(await measure(process.execPath, ["bin/sitec.js", "build", "--site", site, "--out-dir", out, "--cache-dir", cache]));
    } catch (error) {
      failure = (error as { stderr?: string }).stderr ?? String(error);
    }
  }
  await emptyTrash();
  console.log(`\n## ${project.repo} at ${project.commit.slice(0, 9)}\n`);
  console.log(`Markdown files in ${project.content.join(", ")}: ${files.length}`);
  if (failure) {
    console.log(`sitec build failed:\n${failure.slice(-3000)}`);
    continue;
  }
  const last = runs.at(-1)!;
  const pages = (await fg("**/*.html", { cwd: out })).length;
  const warnings = last.stdout.split("\n").filter((line) => /^warning/i.test(line.trim()));
  const m = (pick: (r: Measured) => number) => median(runs.map(pick));
  console.log(`Pages written by sitec: ${pages}; warnings: ${warnings.length}`);
  console.log(`sitec cold build (median of ${runs.length}): ${m((r) => r.seconds).toFixed(2)} s wall, ${m((r) => r.userSeconds + r.systemSeconds).toFixed(2)} s CPU, ${m((r) => r.peakMiB).toFixed(0)} MiB peak`);
  for (const line of warnings) console.log(`  ${line.trim()}`);
  const docusaurus = join(DOCUSAURUS_OUT, `${project.name}-docusaurus-build`);
  if (!existsSync(docusaurus)) {
    console.log(`No Docusaurus build at ${docusaurus}: main text not compared.`);
    continue;
  }
  const comparison = compareBuilds(out, docusaurus, { prefixes: project.prefixes, docusaurusPage: project.docusaurusPage });
  console.log(`Doc and post pages by sitec: ${comparison.pages}; compared: ${comparison.compared}; main text equal: ${comparison.equal}`);
  console.log(`Without a main text in one build (lists, tags, generated indexes): ${comparison.unmatched.length}`);
  for (const d of comparison.different) console.log(`\n${d.page} (from character ${d.at})\n  sitec:      ${d.sitec}\n  Docusaurus: ${d.docusaurus}`);
}
