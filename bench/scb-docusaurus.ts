// secureCodeBox's own Docusaurus 3.0 site (documentation/ of the secureCodeBox repository at
// a0946db61) built as it is by sitec and by Docusaurus: cold builds alternating, wall time, CPU
// time and peak memory, then each doc and post page's main text compared (scb-compare.ts).
//
// Setup (once, reused by later runs): `git archive` of the commit from a local clone (SCB_REPO)
// without the two files a copy may lack (a blog JPEG, replaced by another of the blog's images,
// and a test snapshot), `npm ci`, `npm run build:docs` and `npm run build:integrations` in
// documentation/, then sitec's site.config.ts (the site's docusaurus.config.js in Docusaurus's
// option names) and a stand-in home page (the site's React home page is not built here).
// Run: npx tsx bench/scb-docusaurus.ts   (SCB_REPO, SCB_DIR, RUNS, DOCUSAURUS_RUNS)
import { execFileSync, execSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { emptyTrash, measure, median, prepareCli, putAside, table, type Measured } from "./lib.ts";
import { compareBuilds } from "./scb-compare.ts";

const COMMIT = "a0946db61";
const REPO = process.env.SCB_REPO ?? "/work/.mirror/secureCodeBox+secureCodeBox/repo";
const ROOT = process.env.SCB_DIR ?? join(tmpdir(), "sitec-bench-scb");
const SITE = join(ROOT, "documentation");
const RUNS = Number(process.env.RUNS ?? 3);
const DOCUSAURUS_RUNS = Number(process.env.DOCUSAURUS_RUNS ?? 1);
const MISSING_JPEG = "documentation/static/img/blog/2021-07-20-orange-reflective-architecture.jpg";
const MISSING_SNAPSHOT = "scanners/trivy/parser/__snapshots__/parser.test.js.snap";

const SITE_CONFIG = `// secureCodeBox's Docusaurus 3.0 site for sitec: the options of its docusaurus.config.js in
// Docusaurus's names; docs/, blog/, static/ and sidebars.json unchanged. onBrokenLinks is "throw",
// as there: three Markdown links of the content lead nowhere on the live site (they resolve below
// their page), which Docusaurus's check lets pass; sitec accepts them too, with a warning each.
export default {
  title: "secureCodeBox",
  tagline: "Continuous automated security testing ✓ multi scanner security platform ✓ scalable open-source tool ✓ lightweight interface ✓",
  url: "https://www.securecodebox.io",
  baseUrl: "/",
  onBrokenLinks: "throw",
  favicon: "img/Favicon.svg",
  navbar: {
    logo: { alt: "secureCodeBox Logo", src: "img/Logo_Black.svg", srcDark: "img/Logo_White.svg" },
    items: [
      { to: "docs/getting-started/installation", activeBasePath: "docs", label: "Docs", position: "left" },
      { to: "blog", label: "Blog", position: "left" },
      { href: "https://github.com/secureCodeBox/", position: "right", className: "header-github-link", "aria-label": "GitHub repository" },
      { href: "https://owasp.org/www-project-securecodebox/", position: "right", className: "header-owasp-link", "aria-label": "OWASP project" },
    ],
  },
  footer: {
    style: "dark",
    links: [
      { title: "Docs", items: [{ label: "Style Guide", href: "https://github.com/securecodebox/securecodebox/documentation/#style-guide" }, { label: "Icons", href: "https://www.flaticon.com/" }] },
      {
        title: "Community",
        items: [
          { label: "GitHub", href: "https://github.com/secureCodeBox" },
          { label: "OWASP Slack (Channel #project-securecodebox)", href: "https://owasp.org/slack/invite" },
          { label: "Twitter", href: "https://twitter.com/securecodebox" },
        ],
      },
      { title: "More", items: [{ label: "Imprint", href: "https://www.iteratec.com/en/legal-notice/" }, { label: "Data Protection", href: "https://www.iteratec.com/en/data-protection/" }] },
    ],
    copyright: "Copyright the secureCodeBox authors.",
  },
  prism: { additionalLanguages: ["python", "java", "rust", "yaml", "go", "bash", "diff", "json", "javascript", "makefile"] },
  docs: {
    sidebarPath: "sidebars.json",
    editUrl: "https://github.com/securecodebox/securecodebox/edit/main/documentation/",
    exclude: ["telemetry.md", "architecture/09_architecture_decisions/adr_0000.md", "architecture/09_architecture_decisions/adr_README.md"],
  },
  blog: {
    blogTitle: "Blog on Automated Security Testing",
    blogDescription: "In this blog the core maintainer will write about the development, roadmap, ideas RFCs etc. of the OWASP secureCodeBox.",
    showReadingTime: true,
    editUrl: "https://github.com/securecodebox/securecodebox/edit/main/documentation/",
    // Docusaurus 3.0, which the site is written for, has no reports of inline authors and
    // untruncated posts (3.5 added them, warning by default): as quiet as its build.
    onInlineAuthors: "ignore",
    onUntruncatedBlogPosts: "ignore",
    feedOptions: {
      type: "all",
      title: "The secureCodeBox Developer Blog",
      description: "In this blog the core maintainer will write about the development, roadmap, ideas RFCs etc. of the OWASP secureCodeBox.",
      copyright: "Copyright iteratec GmbH",
      language: "en",
    },
  },
  customCss: ["src/css/custom.css"],
};
`;

const HOME_PAGE = `// Stand-in home page: the site's React home page (src/pages/index.tsx) is not built here.
export default function Home() {
  return (
    <div className="page-narrow">
      <h1>secureCodeBox</h1>
      <p>
        Read the <a href="/docs/getting-started/installation">documentation</a> or the <a href="/blog">blog</a>.
      </p>
    </div>
  );
}
`;

function setUp(): void {
  if (existsSync(join(SITE, "node_modules")) && existsSync(join(SITE, "docs", "scanners"))) return;
  mkdirSync(ROOT, { recursive: true });
  process.stderr.write(`setting up ${ROOT} from ${REPO} at ${COMMIT}\n`);
  execSync(`git -C '${REPO}' archive ${COMMIT} -- . ':(exclude)${MISSING_JPEG}' ':(exclude)${MISSING_SNAPSHOT}' | tar x -C '${ROOT}'`, { stdio: "inherit" });
  copyFileSync(join(ROOT, "documentation/static/img/blog/2020-10-15-sundown.jpg"), join(ROOT, MISSING_JPEG));
  for (const script of [["ci", "--no-audit", "--no-fund"], ["run", "build:docs"], ["run", "build:integrations"]]) {
    execFileSync("npm", script, { cwd: SITE, stdio: "inherit" });
  }
}

setUp();
writeFileSync(join(SITE, "site.config.ts"), SITE_CONFIG);
mkdirSync(join(SITE, "pages"), { recursive: true });
writeFileSync(join(SITE, "pages", "index.tsx"), HOME_PAGE);
await prepareCli();

const sitecOut = join(ROOT, "sitec-build");
const sitecCache = join(ROOT, "sitec-cache");
const docusaurusOut = join(ROOT, "docusaurus-build");
const results = { sitec: [] as Measured[], docusaurus: [] as Measured[] };
for (let i = 0; i < Math.max(RUNS, DOCUSAURUS_RUNS); i++) {
  if (i < RUNS) {
    await putAside(sitecOut);
    await putAside(sitecCache);
    results.sitec.push(await measure(process.execPath, ["bin/sitec.js", "build", "--site", SITE, "--out-dir", sitecOut, "--cache-dir", sitecCache]));
    process.stderr.write(`sitec run ${i + 1}: ${results.sitec.at(-1)!.seconds.toFixed(2)} s\n`);
  }
  if (i < DOCUSAURUS_RUNS) {
    await rm(join(SITE, ".docusaurus"), { recursive: true, force: true });
    await rm(join(SITE, "node_modules", ".cache"), { recursive: true, force: true });
    await putAside(docusaurusOut);
    results.docusaurus.push(await measure(join(SITE, "node_modules", ".bin", "docusaurus"), ["build", "--out-dir", docusaurusOut], { cwd: SITE }));
    process.stderr.write(`docusaurus run ${i + 1}: ${results.docusaurus.at(-1)!.seconds.toFixed(2)} s\n`);
  }
}
await emptyTrash();

const m = (list: Measured[], pick: (r: Measured) => number) => median(list.map(pick));
const row = (label: string, pick: (r: Measured) => number, digits: number) => {
  const s = m(results.sitec, pick);
  const d = m(results.docusaurus, pick);
  return [label, s.toFixed(digits), d.toFixed(digits), (d / s).toFixed(1) + "×"];
};
console.log(`secureCodeBox documentation/ at ${COMMIT}; sitec ${RUNS} and Docusaurus ${DOCUSAURUS_RUNS} cold runs, alternating; medians`);
console.log(
  table([
    ["", "sitec", "Docusaurus", "ratio"],
    row("wall time (s)", (r) => r.seconds, 2),
    row("CPU user + sys (s)", (r) => r.userSeconds + r.systemSeconds, 2),
    row("peak RSS (MiB)", (r) => r.peakMiB, 0),
  ]),
);
const comparison = compareBuilds(sitecOut, docusaurusOut);
console.log(`\nDoc and post pages by sitec: ${comparison.pages}; compared: ${comparison.compared}; main text equal: ${comparison.equal}`);
console.log(`Without a main text in one build (lists, tags, generated indexes): ${comparison.unmatched.length}`);
for (const d of comparison.different) console.log(`\n${d.page} (from character ${d.at})\n  sitec:      ${d.sitec}\n  Docusaurus: ${d.docusaurus}`);
