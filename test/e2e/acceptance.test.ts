// Whole-site acceptance (issue 9): every route of SPEC §2, built from site/ with --strict and
// served by `sitec serve` (its Content-Security-Policy included), opened in Chromium.
//
// - The route table is written here from the spec (SPEC §2) and the content plan (CONTENT.md:
//   post dates, tag labels), and cross-checked against the build's sitemap.xml and route files,
//   so a page the spec lists cannot go missing and a page it does not list cannot slip in.
// - Per route: status, <h1>, <html lang dir>, description, no console error, failed request or
//   uncaught exception while loading and hydrating; lists, tags, archive and TOC contents. The
//   server is sitec serve's: every route has its strict Content-Security-Policy (script hashes,
//   no unsafe-inline or unsafe-eval) and causes no violation of it (serve-csp.test.ts has the
//   control run that shows a violation would be seen, and the redirect pages).
// - Unknown routes and the ADR meta pages: the not-found page with 404. The unlisted doc and
//   post render, and no other page, list, feed or the sitemap links to them.
// - SPEC §9 constants not asserted elsewhere (grep test/e2e): navbar and footer links on every
//   page, breakpoint 996 px, TOC levels 2–3 on every page, blog pagination 10 + 4, the code
//   languages, the feeds. (The search texts, storage keys and other labels are asserted by
//   search.test.ts, theme-real.test.ts and theme-fixture.test.ts, next to their features.)
// - axe-core on every page kind at 1280 and 390 px, light and dark (serious or critical fail;
//   in dark mode the colour rules, the only ones a mode changes),
//   with screenshots of each into test-results/screenshots/ (kept by CI, not compared).
// - Keyboard only: the home page, a doc and the search box. JavaScript disabled: every kind.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import axe from "axe-core";
import fg from "fast-glob";
import type { Browser, BrowserContext, ConsoleMessage, Page, Request, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { sharedBrowser } from "./browser.ts";
import { AXE_COLOUR_RULES, AXE_TAGS, axeViolations, contextWith, DESKTOP, hydrated, MOBILE, tabsHydrated } from "./theme-helpers.ts";

// ---------------------------------------------------------------------------------------------
// The routes of the spec
// ---------------------------------------------------------------------------------------------

/** SPEC §2, Docs: folder → pages (`index` is the folder's own page). */
const DOCS: [folder: string, pages: string[]][] = [
  ["getting-started", ["first-scans", "installation", "troubleshooting", "uninstallation"]],
  ["api/crds", ["index", "cascading-rule", "parse-definition", "scan", "scan-completion-hook", "scan-type", "scheduled-scan"]],
  ["api", ["finding"]],
  [
    "architecture",
    ["index", "introduction_and_goals", "system_scope_and_context", "solution_strategy", "building_block_view", "runtime_view", "deployment_view", "concepts", "quality_requirements", "technical_risks", "glossary"],
  ],
  ["architecture/architecture_decisions", ["index", ...Array.from({ length: 19 }, (_, i) => `adr_${String(i + 1).padStart(4, "0")}`)]],
  ["auto-discovery", ["overview", "installation", "container-auto-discovery", "service-auto-discovery"]],
  ["community-features", ["scanners-and-hooks", "windows-scanners"]],
  ["contributing", ["backports", "contribution-criteria", "conventions", "local-deployment", "operator"]],
  ["contributing/integrating-a-hook", ["index", "chart.yaml", "dockerfile", "hook", "integration-tests", "makefile", "readme-and-helm-docs", "templates-dir", "values.yaml"]],
  [
    "contributing/integrating-a-scanner",
    ["index", "cascading-rules-dir", "chart.yaml", "examples-dir", "integration-tests", "makefile", "parser-dir", "readme-and-helm-docs", "scanner-dir", "templates-dir", "values.yaml"],
  ],
  ["contributing/test-concept", ["index", "hook-test", "operator-test", "scanner-test"]],
  ["hooks", ["index", "azure-monitor", "cascading-scans", "defectdojo", "dependency-track", "elasticsearch", "finding-post-processing", "generic-webhook", "notification-webhook", "static-report", "update-field"]],
  ["how-tos", ["index", "autodiscovery", "automatically-repeating-scans", "hooks", "persistence-storage", "scanning-networks", "scanning-web-applications", "scope"]],
  [
    "scanners",
    [
      "index", "amass", "cmseek", "doggo", "ffuf", "git-repo-scanner", "gitleaks", "kube-hunter", "kubeaudit", "ncrack", "nikto", "nmap", "nuclei",
      "screenshooter", "semgrep", "ssh", "ssh-audit", "sslyze", "trivy", "trivy-sbom", "typo3scan", "whatweb", "wpscan", "zap", "zap-advanced",
    ],
  ],
  ["", ["security"]],
];
const DOC_PATHS = DOCS.flatMap(([folder, pages]) => pages.map((p) => "/docs/" + [folder, p === "index" ? "" : p].filter(Boolean).join("/")));
const MAIN_DOC = "/docs/getting-started/installation";
/** Unlisted (DESIGN.md "Resolutions"): a page of its own, linked from nowhere. */
const UNLISTED_DOC = "/docs/telemetry";
/** The two architecture-decision meta pages are excluded: no route. */
const ADR_META_PATHS = ["/docs/architecture/architecture_decisions/adr_0000", "/docs/architecture/architecture_decisions/adr_README"];

/** SPEC §2 slugs with their dates and tag labels from CONTENT.md, oldest first. */
const POSTS: [date: string, slug: string, tags: string[]][] = [
  ["2020-09-08", "blinmaker", ["cooking", "blini"]],
  ["2020-10-12", "whats-going-on", ["secureCodeBox", "v1", "v2"]],
  ["2020-10-15", "sundown-and-eol-of-version-1", ["eol", "sundown", "v1"]],
  ["2020-10-16", "release-of-securecodebox-version-2", ["secureCodeBox", "release", "v2"]],
  ["2021-01-27", "drop-support-of-k8s-1.16", ["secureCodeBox", "v2", "kubernetes"]],
  ["2021-06-07", "why-securecodebox-version-2", ["secureCodeBox", "architecture", "v1", "v2"]],
  ["2021-07-20", "the-architecture-of-securecodebox-v2", ["secureCodeBox", "architecture", "v2"]],
  ["2021-08-09", "integrating-windows-scanners", ["secureCodeBox", "windows", "scanners", "pingcastle"]],
  ["2021-09-07", "how-we-work", ["secureCodeBox", "agile", "community", "open source"]],
  ["2021-10-27", "sast-scanning", ["secureCodeBox", "SAST", "cascading scans", "case study"]],
  ["2022-01-18", "log4shell", ["secureCodeBox", "case study", "incident response", "SAST", "DAST", "cascading scans", "Log4Shell", "Log4J"]],
  ["2023-09-01", "automate-zap-with-authentication", ["secureCodeBox", "OWASP ZAP automation", "Authentication"]],
  ["2023-09-01", "sbom-part-one-generation", ["secureCodeBox", "comparison", "SBOM", "CycloneDX", "SPDX", "Trivy", "Syft"]],
  ["2023-09-15", "sbom-part-two-consumption", ["secureCodeBox", "comparison", "SBOM", "CycloneDX", "SPDX", "Trivy", "Syft", "Dependency-Track"]],
];
const postPath = (date: string, slug: string) => `/blog/${date.replaceAll("-", "/")}/${slug}`;
/** Newest first, as every list shows them. */
const POSTS_NEWEST_FIRST = [...POSTS].reverse().map(([date, slug, tags]) => ({ date, path: postPath(date, slug), tags }));

/** SPEC §2: the tag slugs. */
const TAG_SLUGS = [
  "agile", "architecture", "authentication", "blini", "cascading-scans", "case-study", "community", "comparison", "cooking", "cyclone-dx", "dast",
  "dependency-track", "eol", "incident-response", "kubernetes", "log-4-j", "log-4-shell", "open-source", "owasp-zap-automation", "pingcastle",
  "release", "sast", "sbom", "scanners", "secure-code-box", "spdx", "sundown", "syft", "trivy", "v-1", "v-2", "windows",
];
/** A tag's URL slug is the kebab case of its label (DESIGN.md): `secureCodeBox` → `secure-code-box`, `Log4J` → `log-4-j`. */
const tagSlug = (label: string) =>
  label
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .replace(/([a-zA-Z])(\d)/g, "$1 $2")
    .replace(/(\d)([a-zA-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join("-");
const TAGS = new Map<string, { label: string; posts: string[] }>();
for (const post of POSTS_NEWEST_FIRST) {
  for (const label of post.tags) {
    const tag = TAGS.get(tagSlug(label)) ?? { label, posts: [] };
    tag.posts.push(post.path);
    TAGS.set(tagSlug(label), tag);
  }
}

/** SPEC §9: blog pagination. */
const POSTS_PER_PAGE = 10;
const BLOG_TITLE = "Blog on Automated Security Testing";

type Kind = "home" | "doc" | "blog-list" | "blog-post" | "blog-tags" | "tag-page" | "archive" | "not-found";
interface Route {
  path: string;
  kind: Kind;
  /** The <h1>; undefined: the page's own title (document title without " | secureCodeBox"). */
  h1?: string;
  /** The posts a list shows, in order (dates as tie-breakers are compared as sets). */
  posts?: { date: string; path: string }[];
  status: number;
}

function listPages(base: string, posts: typeof POSTS_NEWEST_FIRST, h1: string): Route[] {
  const pages: Route[] = [];
  for (let i = 0; i < posts.length; i += POSTS_PER_PAGE) {
    const n = i / POSTS_PER_PAGE + 1;
    pages.push({ path: n === 1 ? base : `${base}/page/${n}`, kind: base === "/blog" ? "blog-list" : "tag-page", h1, posts: posts.slice(i, i + POSTS_PER_PAGE), status: 200 });
  }
  return pages;
}

const LISTED: Route[] = [
  { path: "/", kind: "home", h1: "secureCodeBox", status: 200 },
  ...DOC_PATHS.map((path): Route => ({ path, kind: "doc", status: 200 })),
  ...listPages("/blog", POSTS_NEWEST_FIRST, BLOG_TITLE),
  { path: "/blog/tags", kind: "blog-tags", h1: "Tags", status: 200 },
  ...TAG_SLUGS.flatMap((slug) => {
    const tag = TAGS.get(slug);
    if (!tag) return [];
    const n = tag.posts.length;
    const posts = POSTS_NEWEST_FIRST.filter((p) => tag.posts.includes(p.path));
    return listPages(`/blog/tags/${slug}`, posts, `${n} ${n === 1 ? "post" : "posts"} tagged with "${tag.label}"`);
  }),
  { path: "/blog/archive", kind: "archive", h1: "Archive", status: 200 },
  ...POSTS_NEWEST_FIRST.map((p): Route => ({ path: p.path, kind: "blog-post", status: 200 })),
];
const NOT_FOUND_H1 = "Page not found";
const UNLISTED_DOC_ROUTE: Route = { path: UNLISTED_DOC, kind: "doc", status: 200 };
const NOT_FOUND: Route[] = ["/no/such/page", "/docs/scanners/no-such-scanner", ...ADR_META_PATHS].map((path) => ({ path, kind: "not-found", h1: NOT_FOUND_H1, status: 404 }));

// ---------------------------------------------------------------------------------------------
// Set-up: one browser for the whole file; the unlisted post is the one post the spec leaves out
// ---------------------------------------------------------------------------------------------

const SCREENSHOTS = fileURLToPath(new URL("../../test-results/screenshots/", import.meta.url));
let browser: Browser;
let base: string;
let outDir: string;
/** Every route the build has (from its per-route JSON files): path → kind. */
let built: Map<string, string>;
let unlistedPost: string;

beforeAll(async () => {
  base = inject("siteUrl").replace(/\/$/, "");
  outDir = inject("siteOutDir");
  browser = await sharedBrowser();
  built = new Map();
  for (const file of await fg("**/route.json", { cwd: outDir })) {
    const route = JSON.parse(await readFile(join(outDir, file), "utf8")) as { path: string; props: { kind: string } };
    built.set(route.path, route.props.kind);
  }
  const extraPosts = [...built].filter(([path, kind]) => kind === "blog-post" && !LISTED.some((r) => r.path === path)).map(([path]) => path);
  expect(extraPosts, "the one post the spec does not list (the unlisted 15th)").toHaveLength(1);
  unlistedPost = extraPosts[0]!;
});

const unlistedRoutes = (): Route[] => [UNLISTED_DOC_ROUTE, { path: unlistedPost, kind: "blog-post", status: 200 }];

// ---------------------------------------------------------------------------------------------
// The route table against the spec's numbers, the sitemap and the build
// ---------------------------------------------------------------------------------------------

describe("the route table", () => {
  it("holds what the spec counts: 123 listed docs, 32 tags, 14 listed posts, 10 + 4 on the blog, 2 on tag page 2", () => {
    expect(DOC_PATHS).toHaveLength(123);
    expect(new Set(DOC_PATHS).size).toBe(123);
    expect(DOC_PATHS).toContain(MAIN_DOC);
    // The tags of the content plan are exactly the spec's 32 slugs.
    expect([...TAGS.keys()].sort()).toEqual([...TAG_SLUGS].sort());
    expect(LISTED.filter((r) => r.kind === "blog-list").map((r) => [r.path, r.posts!.length])).toEqual([
      ["/blog", 10],
      ["/blog/page/2", 4],
    ]);
    expect(LISTED.filter((r) => r.kind === "tag-page" && r.path.includes("/page/")).map((r) => [r.path, r.posts!.length])).toEqual([["/blog/tags/secure-code-box/page/2", 2]]);
    expect(LISTED).toHaveLength(1 + 123 + 2 + 1 + 32 + 1 + 1 + 14);
  });

  it("is exactly the sitemap of the build", async () => {
    const sitemap = await (await fetch(base + "/sitemap.xml")).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs.length).toBe(new Set(locs).size);
    expect([...locs].sort()).toEqual(LISTED.map((r) => r.path).sort());
  });

  it("is every page the build has, with the unlisted doc and post, and redirects only from /docs and page 1 of lists", () => {
    const pages = [...built].filter(([, kind]) => kind !== "redirect").map(([path]) => path);
    expect(pages.sort()).toEqual([...LISTED, ...unlistedRoutes()].map((r) => r.path).sort());
    const redirects = [...built].filter(([, kind]) => kind === "redirect").map(([path]) => path);
    expect(redirects.sort()).toEqual(["/docs", "/blog/page/1", ...TAG_SLUGS.map((t) => `/blog/tags/${t}/page/1`)].sort());
  });
});

// ---------------------------------------------------------------------------------------------
// Every route in the browser
// ---------------------------------------------------------------------------------------------

interface Problems {
  errors: string[];
  /** Stops listening (the page is reused for the next route). */
  stop: () => void;
}

/** Console errors, uncaught exceptions and failed requests of a page (the 404 document itself aside). */
function watch(page: Page, url: string, expectedStatus: number): Problems {
  const errors: string[] = [];
  // Only requests of this visit count: a reused page may still finish its previous one's.
  const ours = new Set<Request>();
  const onRequest = (r: Request) => ours.add(r);
  const onConsole = (m: ConsoleMessage) => {
    if (m.type() !== "error") return;
    // Chromium reports the not-found page's own 404 as a console error: that one is expected.
    if (expectedStatus === 404 && m.location().url === url && /status of 404/.test(m.text())) return;
    errors.push(`console: ${m.text()} (${m.location().url})`);
  };
  const onPageError = (e: Error) => errors.push(`exception: ${e.message}`);
  const onResponse = (r: Response) => {
    if (ours.has(r.request()) && r.status() >= 400 && !(r.url() === url && r.status() === expectedStatus)) errors.push(`HTTP ${r.status()} ${r.url()}`);
  };
  const onFailed = (r: Request) => {
    if (ours.has(r)) errors.push(`failed: ${r.url()} ${r.failure()?.errorText}`);
  };
  page.on("request", onRequest);
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  page.on("response", onResponse);
  page.on("requestfailed", onFailed);
  const stop = () => {
    page.off("request", onRequest);
    page.off("console", onConsole);
    page.off("pageerror", onPageError);
    page.off("response", onResponse);
    page.off("requestfailed", onFailed);
  };
  return { errors, stop };
}

interface Seen {
  lang: string | null;
  dir: string | null;
  /** The page's `securitypolicyviolation` events (the route loop records them). */
  cspViolations: string[];
  theme: string | null;
  description: string;
  title: string;
  h1s: string[];
  mainText: number;
  links: string[];
  /** Links within the page whose target is not on it. */
  missingTargets: string[];
  navbar: [string, string | null][];
  footer: [string, string | null][];
  toc: { href: string; cls: string }[];
  headings: { id: string; level: number }[];
  listed: { date: string; href: string }[];
  archive: { year: string; posts: { date: string; href: string }[] }[];
  code: { language: string; tokens: number }[];
}

/** Everything a route's checks need, read from the page in one go. */
function readPage(page: Page): Promise<Seen> {
  return page.evaluate(() => {
    const text = (el: Element | null) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
    const main = document.querySelector("main");
    const content = document.querySelector("article .markdown");
    return {
      cspViolations: (window as typeof window & { __csp?: string[] }).__csp ?? [],
      lang: document.documentElement.getAttribute("lang"),
      dir: document.documentElement.getAttribute("dir"),
      theme: document.documentElement.getAttribute("data-theme"),
      description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
      title: document.title,
      h1s: [...document.querySelectorAll("h1")].map(text),
      mainText: text(main).length,
      links: [...document.querySelectorAll("a[href]")].map((a) => (a as HTMLAnchorElement).href),
      missingTargets: [...document.querySelectorAll('a[href^="#"]')].map((a) => decodeURIComponent(a.getAttribute("href")!.slice(1))).filter((id) => !document.getElementById(id)),
      navbar: [...document.querySelectorAll('nav[aria-label="Main"] .navbar-inner a, nav[aria-label="Main"] .navbar-inner button')].map(
        (el) => [text(el) || el.getAttribute("aria-label") || el.getAttribute("title") || "", el.getAttribute("href")] as [string, string | null],
      ),
      footer: [...document.querySelectorAll("footer.footer a")].map((a) => [text(a), a.getAttribute("href")] as [string, string | null]),
      toc: [...document.querySelectorAll('nav[aria-label="On this page"] li')].map((li) => ({ href: li.querySelector("a")!.getAttribute("href")!, cls: li.className })),
      headings: content ? [...content.querySelectorAll("h2[id], h3[id], h4[id], h5[id], h6[id]")].map((h) => ({ id: h.id, level: Number(h.tagName[1]) })) : [],
      listed: [...document.querySelectorAll("main article.blog-post-item")].map((a) => ({
        date: a.querySelector("time")?.getAttribute("datetime")?.slice(0, 10) ?? "",
        href: new URL(a.querySelector("h2 a")!.getAttribute("href")!, location.href).pathname,
      })),
      archive: [...document.querySelectorAll("main .archive-year")].map((section) => ({
        year: text(section.querySelector("h2")),
        posts: [...section.querySelectorAll("li")].map((li) => ({
          date: li.querySelector("time")?.getAttribute("datetime")?.slice(0, 10) ?? "",
          href: new URL(li.querySelector("a")!.getAttribute("href")!, location.href).pathname,
        })),
      })),
      code: [...document.querySelectorAll("main pre.code")].map((pre) => ({
        language: [...pre.classList].find((c) => c.startsWith("language-"))!.slice("language-".length),
        tokens: pre.querySelectorAll('span[class^="hl-"]').length,
      })),
    };
  });
}

/** What each visited route showed, for the checks across pages below. */
const seen = new Map<string, Seen>();

const NAVBAR = [
  ["secureCodeBox", "/"],
  ["Docs", MAIN_DOC],
  ["Blog", "/blog"],
  ["GitHub repository", "https://github.com/secureCodeBox/secureCodeBox"],
  ["OWASP project page", "https://owasp.org/www-project-securecodebox/"],
];
const FOOTER = [
  ["Style Guide", "https://github.com/secureCodeBox/secureCodeBox/tree/main/documentation#style-guide"],
  ["Icons", "https://www.flaticon.com/"],
  ["GitHub", "https://github.com/secureCodeBox"],
  ["OWASP Slack (#project-securecodebox)", "https://owasp.org/slack/invite"],
  ["Twitter", "https://twitter.com/securecodebox"],
  ["Imprint", "https://www.iteratec.com/en/legal-notice/"],
  ["Data Protection", "https://www.iteratec.com/en/data-protection/"],
  ["Deploys by Netlify", "https://www.netlify.com"],
];

describe("every route", () => {
  let context: BrowserContext;
  beforeAll(async () => {
    // Data saver on: no prefetching here, which would slow this loop down a lot. Prefetching
    // has its own browser tests (runtime-prefetch.test.ts); what it would fetch is checked below,
    // where every link of every page must lead to a page the build has.
    context = await contextWith(browser, { viewport: DESKTOP, saveData: true });
    // Every Content-Security-Policy violation, as the DOM reports it (the console's are errors).
    await context.addInitScript(() => {
      const win = window as typeof window & { __csp?: string[] };
      win.__csp = [];
      document.addEventListener("securitypolicyviolation", (e) => win.__csp!.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
  });
  afterAll(async () => context?.close());

  // A few tabs, each reused from route to route: a new tab per route costs a renderer process.
  const idle: Page[] = [];
  const waiting: ((page: Page) => void)[] = [];
  let tabs = 0;
  const borrowTab = async (): Promise<Page> => idle.pop() ?? (tabs++ < 4 ? context.newPage() : new Promise<Page>((resolve) => waiting.push(resolve)));
  const returnTab = (page: Page) => {
    const next = waiting.shift();
    if (next) next(page);
    else idle.push(page);
  };

  const routes = () => [...LISTED, ...unlistedRoutes(), ...NOT_FOUND];
  // The table is known before the unlisted post is found: that one is checked by its own case.
  const table = [...LISTED, UNLISTED_DOC_ROUTE, { path: "(the unlisted post)", kind: "blog-post", status: 200 } as Route, ...NOT_FOUND];

  describe.concurrent("loads, hydrates and shows its page", () => {
    it.each(table)("$path", async (entry) => {
      const route = entry.path === "(the unlisted post)" ? unlistedRoutes()[1]! : entry;
      const url = base + route.path;
      const page = await borrowTab();
      const problems = watch(page, url, route.status);
      try {
        const response = await page.goto(url, { waitUntil: "load" });
        expect(response?.status()).toBe(route.status);
        const csp = response?.headers()["content-security-policy"] ?? "";
        expect(csp, "Content-Security-Policy").toMatch(/script-src 'self' 'sha256-/);
        expect(csp, "Content-Security-Policy").not.toMatch(/unsafe-inline|unsafe-eval/);
        await hydrated(page);
        // Let effects run (prefetches of links in view, the table of contents' observer).
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50))));
        const s = await readPage(page);
        seen.set(route.path, s);

        expect([s.lang, s.dir, s.theme]).toEqual(["en", "ltr", "light"]);
        expect(s.description.length, "description").toBeGreaterThan(20);
        expect(s.h1s, "exactly one <h1>").toHaveLength(1);
        const titleStem = s.title.replace(/ \| secureCodeBox$/, "").replace(/ \(page \d+\)$/, "");
        expect(s.h1s[0]).toBe(route.h1 ?? titleStem);
        if (route.kind !== "home") expect(s.title).toBe(`${titleStem}${/\/page\/\d+$/.test(route.path) ? ` (page ${route.path.split("/").pop()})` : ""} | secureCodeBox`);
        expect(s.missingTargets, "targets of links within the page").toEqual([]);
        expect(s.mainText, "main content").toBeGreaterThan(route.kind === "not-found" ? 100 : 200);

        // The navbar and the footer are the same on every page.
        expect(s.navbar.filter(([, href]) => href !== null)).toEqual(NAVBAR);
        expect(s.footer).toEqual(FOOTER);

        if (route.posts) {
          expect(s.listed.map((p) => p.date)).toEqual(route.posts.map((p) => p.date));
          expect(s.listed.map((p) => p.href).sort()).toEqual(route.posts.map((p) => p.path).sort());
        }
        if (route.kind === "doc" || route.kind === "blog-post") {
          // SPEC §9: the table of contents lists the h2 and h3 of the content, in order, h3 indented.
          const wanted = s.headings.filter((h) => h.level >= 2 && h.level <= 3);
          const min = Math.min(...wanted.map((h) => h.level));
          expect(s.toc).toEqual(wanted.map((h) => ({ href: "#" + h.id, cls: `toc-level-${h.level - min}` })));
        }
        expect(problems.errors).toEqual([]);
        expect(s.cspViolations, "Content-Security-Policy violations").toEqual([]);
      } finally {
        problems.stop();
        returnTab(page);
      }
    });
  });

  it("visited every route (the concurrent cases above ran)", () => {
    expect([...seen.keys()].sort()).toEqual(routes().map((r) => r.path).sort());
  });

  it("links, from every page, only to pages and files the build has, and to anchors they hold", async () => {
    const origin = new URL(base).origin;
    const targets = new Map<string, string>();
    for (const [from, s] of seen) {
      for (const link of s.links) {
        const url = new URL(link);
        if (url.origin === origin && url.pathname !== from) targets.set(url.pathname + url.hash, from);
      }
    }
    const files = new Map<string, Promise<string | undefined>>();
    const read = (file: string) => {
      if (!files.has(file)) files.set(file, readFile(join(outDir, file), "utf8").catch(() => undefined));
      return files.get(file)!;
    };
    const broken: string[] = [];
    for (const [target, from] of targets) {
      const [path, hash] = target.split("#") as [string, string | undefined];
      const page = built.has(path) ? await read(join(path, "index.html")) : undefined;
      if (page === undefined && (await read(path)) === undefined) broken.push(`${target} (on ${from})`);
      else if (hash && page !== undefined && !page.includes(` id="${decodeURIComponent(hash)}"`)) broken.push(`${target} (on ${from}): no such anchor`);
    }
    expect(broken).toEqual([]);
    expect(targets.size).toBeGreaterThan(150);
  });

  it("the blog's tag index lists the 32 tags with their number of posts", async () => {
    const page = await context.newPage();
    await page.goto(base + "/blog/tags");
    const tags = await page.locator("main .tag-groups a.tag").evaluateAll((as) => as.map((a) => [new URL((a as HTMLAnchorElement).href).pathname, a.querySelector(".tag-count")!.textContent]));
    expect(tags.sort()).toEqual(TAG_SLUGS.map((s) => [`/blog/tags/${s}`, String(TAGS.get(s)!.posts.length)]).sort());
    await page.close();
  });

  it("the archive lists every listed post, by year, newest first", () => {
    const { archive } = seen.get("/blog/archive")!;
    expect(archive.map((y) => y.year)).toEqual(["2023", "2022", "2021", "2020"]);
    const posts = archive.flatMap((y) => y.posts);
    expect(posts.map((p) => p.date)).toEqual(POSTS_NEWEST_FIRST.map((p) => p.date));
    expect(posts.map((p) => p.href).sort()).toEqual(POSTS_NEWEST_FIRST.map((p) => p.path).sort());
    for (const y of archive) expect(y.posts.every((p) => p.date.startsWith(y.year))).toBe(true);
  });

  it("the TOC check met h3 headings too (SPEC §9: levels 2 to 3)", () => {
    const withH3 = [...seen].filter(([, s]) => s.toc.some((t) => t.cls === "toc-level-1"));
    expect(withH3.length).toBeGreaterThan(10);
  });

  it("highlights code in each of the ten languages of SPEC §9 somewhere on the site", () => {
    const languages = new Map<string, number>();
    for (const s of seen.values()) for (const c of s.code) languages.set(c.language, Math.max(languages.get(c.language) ?? 0, c.tokens));
    for (const language of ["bash", "diff", "go", "java", "javascript", "json", "makefile", "python", "rust", "yaml"]) {
      expect(languages.get(language) ?? -1, `highlighted ${language} block`).toBeGreaterThan(0);
    }
  });

  it("links no page, list, feed or sitemap to the unlisted doc and post, which are marked noindex", async () => {
    const unlisted = [UNLISTED_DOC, unlistedPost];
    for (const [path, s] of seen) {
      if (unlisted.includes(path)) continue;
      const to = s.links.map((l) => new URL(l)).filter((u) => u.origin === new URL(base).origin && unlisted.includes(u.pathname));
      expect(to.map((u) => u.href), `links on ${path}`).toEqual([]);
    }
    // Nor the files a reader or a crawler gets besides pages.
    for (const file of ["sitemap.xml", "blog/rss.xml", "blog/atom.xml", "blog/feed.json"]) {
      const body = await (await fetch(`${base}/${file}`)).text();
      for (const path of unlisted) expect(body, file).not.toContain(path);
    }
    for (const path of unlisted) {
      const html = await (await fetch(base + path)).text();
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    }
  });

  it("offers the blog as RSS, Atom and JSON feeds in English (feed type all, language en)", async () => {
    const [rss, atom, json] = (await Promise.all(["blog/rss.xml", "blog/atom.xml", "blog/feed.json"].map(async (f) => (await fetch(`${base}/${f}`)).text()))) as [string, string, string];
    expect(rss).toContain("<language>en</language>");
    expect(rss.match(/<item>/g)).toHaveLength(14);
    expect(atom.match(/<entry>/g)).toHaveLength(14);
    expect((JSON.parse(json) as { items: unknown[] }).items).toHaveLength(14);
  });
});

// ---------------------------------------------------------------------------------------------
// SPEC §9 constants a browser can observe, not asserted elsewhere
// ---------------------------------------------------------------------------------------------

describe("SPEC §9 constants", () => {
  it("switches to the mobile layout at 996 px and below, the desktop layout from 997 px", async () => {
    const context = await contextWith(browser, { viewport: { width: 996, height: 800 } });
    const page = await context.newPage();
    await page.goto(base + "/docs/scanners/nmap");
    await hydrated(page);
    const layout = () =>
      page.evaluate(() => {
        const shown = (s: string) => !!document.querySelector(s)?.checkVisibility();
        return {
          hamburger: shown('button[aria-label="Toggle navigation bar"]'),
          docsLink: shown('nav[aria-label="Main"] .navbar-inner .navbar-items-left a'),
          sidebar: shown('nav[aria-label="Docs sidebar"]'),
          toc: shown('nav[aria-label="On this page"]'),
        };
      });
    expect(await layout()).toEqual({ hamburger: true, docsLink: false, sidebar: false, toc: false });
    await page.setViewportSize({ width: 997, height: 800 });
    expect(await layout()).toEqual({ hamburger: false, docsLink: true, sidebar: true, toc: true });
    await context.close();
  });
});

// ---------------------------------------------------------------------------------------------
// Keyboard only
// ---------------------------------------------------------------------------------------------

/** Focusable by Tab: what the walk must reach when it is shown. */
const INTERACTIVE = 'a[href]:not([tabindex="-1"]), button:not([disabled]):not([tabindex="-1"]), input:not([type="hidden"]):not([disabled]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

interface Walk {
  stops: number;
  missed: string[];
  notVisiblyFocused: string[];
}

/**
 * Presses Tab from the top of the page until the focus leaves the document or comes back to
 * where it started. Each stop must look focused: its outline or box shadow differs from how the
 * element looked before the walk, and shows something. Every shown interactive element must be
 * a stop.
 */
async function tabWalk(page: Page): Promise<Walk> {
  await page.evaluate((selector) => {
    const w = window as unknown as { __walk: { look: Map<Element, string>; reached: Set<Element> } };
    const look = (el: Element) => {
      const c = getComputedStyle(el);
      return [c.outlineStyle, c.outlineWidth, c.outlineColor, c.boxShadow].join(" | ");
    };
    w.__walk = { look: new Map([...document.querySelectorAll(selector)].map((el) => [el, look(el)])), reached: new Set() };
    (document.activeElement as HTMLElement | null)?.blur();
  }, INTERACTIVE);
  const notVisiblyFocused: string[] = [];
  let stops = 0;
  for (; stops < 1500; stops++) {
    await page.keyboard.press("Tab");
    const stop = await page.evaluate(() => {
      const w = window as unknown as { __walk: { look: Map<Element, string>; reached: Set<Element> } };
      const el = document.activeElement;
      if (!el || el === document.body) return { done: true };
      if (w.__walk.reached.has(el)) return { done: true };
      w.__walk.reached.add(el);
      const c = getComputedStyle(el);
      const now = [c.outlineStyle, c.outlineWidth, c.outlineColor, c.boxShadow].join(" | ");
      const shows = (c.outlineStyle !== "none" && parseFloat(c.outlineWidth) > 0) || c.boxShadow !== "none";
      const box = el.getBoundingClientRect();
      const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      const name = `${el.tagName.toLowerCase()}${el.className && typeof el.className === "string" ? "." + el.className.split(" ").join(".") : ""} "${(el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 40)}"`;
      return { done: false, ok: shows && now !== w.__walk.look.get(el) && inView, name, detail: `${now} (was ${w.__walk.look.get(el)}), in view: ${inView}` };
    });
    if (stop.done) break;
    if (!stop.ok) notVisiblyFocused.push(`${stop.name}: ${stop.detail}`);
  }
  const missed = await page.evaluate((selector) => {
    const w = window as unknown as { __walk: { reached: Set<Element> } };
    return [...document.querySelectorAll(selector)]
      .filter((el) => el.checkVisibility({ visibilityProperty: true }) && el.getBoundingClientRect().width > 0 && !w.__walk.reached.has(el))
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute("aria-label") || "").trim().slice(0, 40)}"`);
  }, INTERACTIVE);
  return { stops, missed, notVisiblyFocused };
}

describe("keyboard only", () => {
  for (const [name, path, minStops] of [
    ["the home page", "/", 40],
    ["a doc", MAIN_DOC, 60],
  ] as const) {
    it(`reaches every interactive element of ${name} with Tab, each visibly focused`, async () => {
      const context = await contextWith(browser, { viewport: DESKTOP });
      const page = await context.newPage();
      await page.goto(base + path);
      await hydrated(page);
      // The installation page's Tabs hydrate after the page: a walk that passed them first
      // would find their tab buttons behind it.
      await tabsHydrated(page);
      const walk = await tabWalk(page);
      await context.close();
      expect(walk.missed, "not reached").toEqual([]);
      expect(walk.notVisiblyFocused, "no visible focus").toEqual([]);
      expect(walk.stops).toBeGreaterThan(minStops);
    });
  }

  it("uses the search box: Tab to it, type, arrows choose, Tab reaches Clear, Enter opens the result", async () => {
    const context = await contextWith(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(base + MAIN_DOC);
    await hydrated(page);
    const active = () => page.evaluate(() => ({ label: document.activeElement?.getAttribute("aria-label"), style: getComputedStyle(document.activeElement!).boxShadow + " " + getComputedStyle(document.activeElement!).outlineStyle }));
    let presses = 0;
    while ((await active()).label !== "Search" && presses < 20) {
      await page.keyboard.press("Tab");
      presses++;
    }
    // Skip link, brand, Docs, Blog, GitHub, OWASP, colour toggle, then the box.
    expect(presses).toBe(8);
    expect((await active()).style).not.toBe("none none");
    await page.keyboard.type("nmap");
    const options = page.locator('[role="listbox"] [role="option"]');
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    const box = page.locator('input[aria-label="Search"]');
    const shown = async () => {
      const id = await box.getAttribute("aria-activedescendant");
      return page.locator(`[id="${id}"]`).evaluate((el) => [el.getAttribute("aria-selected"), getComputedStyle(el).backgroundColor, el.getAttribute("href")]);
    };
    const [selected0, background0] = await shown();
    expect(selected0).toBe("true");
    await page.keyboard.press("ArrowDown");
    const [selected1, background1, href1] = await shown();
    expect(selected1).toBe("true");
    // The active result is marked visibly, not only for screen readers.
    expect(background1).toBe(background0);
    expect(await options.nth(0).evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe(background1);
    await page.keyboard.press("Tab");
    expect((await active()).label).toBe("Clear");
    expect((await active()).style).not.toBe("none none");
    // Back in the box, the results and the chosen one are still there; Enter opens it.
    await page.keyboard.press("Shift+Tab");
    expect((await active()).label).toBe("Search");
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    expect((await shown())[2]).toBe(href1);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname + url.search + url.hash === href1);
    await context.close();
  });
});

// ---------------------------------------------------------------------------------------------
// JavaScript disabled
// ---------------------------------------------------------------------------------------------

/** One page of each kind (and the second pages, the unlisted ones, the redirect and 404). */
const KINDS: [kind: string, path: string][] = [
  ["home", "/"],
  ["doc", MAIN_DOC],
  ["category-index", "/docs/scanners"],
  ["blog-list", "/blog"],
  ["blog-list-2", "/blog/page/2"],
  ["post", "/blog/2022/01/18/log4shell"],
  ["tags", "/blog/tags"],
  ["tag-page", "/blog/tags/secure-code-box"],
  ["tag-page-2", "/blog/tags/secure-code-box/page/2"],
  ["archive", "/blog/archive"],
  ["not-found", "/no/such/page"],
];

describe("JavaScript disabled", () => {
  it("shows every kind of page readable, with plain links that all lead somewhere", async () => {
    const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled: false });
    const page = await context.newPage();
    const links = new Map<string, string>();
    for (const [kind, path] of [...KINDS, ["unlisted doc", UNLISTED_DOC], ["unlisted post", unlistedPost]] as [string, string][]) {
      const response = await page.goto(base + path);
      expect(response?.status(), kind).toBe(kind === "not-found" ? 404 : 200);
      const s = await page.evaluate(() => ({
        h1: document.querySelector("h1")?.textContent ?? "",
        h1Shown: !!document.querySelector("h1:not(.visually-hidden)")?.checkVisibility() || !!document.querySelector("h1.visually-hidden"),
        main: (document.querySelector("main")?.textContent ?? "").replace(/\s+/g, " ").trim().length,
        content: (document.querySelector("main article .markdown, main .home, main .blog-post-item, main .tag-groups, main .archive-year, main .not-found")?.textContent ?? "").trim().length,
        hrefs: [...document.querySelectorAll("a")].map((a) => [a.getAttribute("href") ?? "", a.href] as [string, string]),
        // Links within the page: their targets must be on it.
        missingTargets: [...document.querySelectorAll('a[href^="#"]')].map((a) => decodeURIComponent(a.getAttribute("href")!.slice(1))).filter((id) => !document.getElementById(id)),
      }));
      expect(s.missingTargets, kind).toEqual([]);
      expect(s.h1.length, kind).toBeGreaterThan(3);
      expect(s.h1Shown, kind).toBe(true);
      expect(s.main, kind).toBeGreaterThan(150);
      expect(s.content, kind).toBeGreaterThan(80);
      for (const [raw, resolved] of s.hrefs) {
        expect(raw, `a link without a real address on ${path}`).toMatch(/^(https?:\/\/|\/|#[^\s]+)/);
        const url = new URL(resolved);
        if (url.origin === new URL(base).origin && !raw.startsWith("#")) links.set(url.pathname + url.hash, path);
      }
    }
    // Every address of the site the pages link to answers 200, and its #anchor exists there.
    const pages = new Map<string, Promise<{ status: number; html: string }>>();
    const get = (p: string) => {
      if (!pages.has(p)) pages.set(p, fetch(base + p).then(async (r) => ({ status: r.status, html: await r.text() })));
      return pages.get(p)!;
    };
    const broken: string[] = [];
    await Promise.all(
      [...links].map(async ([target, from]) => {
        const [path, hash] = target.split("#") as [string, string | undefined];
        const { status, html } = await get(path);
        if (status !== 200) broken.push(`${target} (from ${from}): ${status}`);
        else if (hash && !html.includes(` id="${decodeURIComponent(hash)}"`)) broken.push(`${target} (from ${from}): no #${hash}`);
      }),
    );
    expect(broken).toEqual([]);
    // A doc page links the docs of its own categories and the pages of the others (117 links).
    expect(links.size).toBeGreaterThan(100);

    // Links are followed by the browser itself: navbar, sidebar, pagination, the /docs redirect.
    await page.goto(base + "/");
    await page.locator('nav[aria-label="Main"] .navbar-inner').getByRole("link", { name: "Docs", exact: true }).click();
    await page.waitForURL(base + MAIN_DOC);
    await page.locator('nav[aria-label="Docs sidebar"]').getByRole("link", { name: "First Scans" }).click();
    await page.waitForURL(/\/docs\/getting-started\/first-scans$/);
    await page.goto(base + "/blog");
    await page.locator('nav[aria-label="Blog list page navigation"] a').click();
    await page.waitForURL(base + "/blog/page/2");
    expect(await page.locator("main article").count()).toBe(4);
    await page.goto(base + "/docs");
    await page.waitForURL(base + MAIN_DOC);
    expect(await page.locator("h1").textContent()).toMatch(/install/i);
    await context.close();
  });

  it("keeps the navbar's Docs and Blog links usable at 390 px, where the drawer needs JavaScript", async () => {
    const context = await browser.newContext({ viewport: MOBILE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(base + "/docs/scanners/nmap");
    const bar = page.locator('nav[aria-label="Main"] .navbar-inner');
    for (const name of ["Docs", "Blog"]) expect(await bar.getByRole("link", { name, exact: true }).isVisible(), name).toBe(true);
    // The hamburger would do nothing: it is not offered.
    expect(await page.getByRole("button", { name: "Toggle navigation bar" }).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await page.screenshot({ path: join(SCREENSHOTS, "no-js-doc-390.png") });
    await context.close();
  });
});

// ---------------------------------------------------------------------------------------------
// axe-core and screenshots: every page kind at 1280 and 390 px, light and dark
// ---------------------------------------------------------------------------------------------

describe("axe-core on every page kind, with screenshots", () => {
  beforeAll(async () => {
    await mkdir(SCREENSHOTS, { recursive: true });
  });
  /**
   * The theme's pages (and, at 390 px, the open drawer on the last of them) fail on a violation
   * of any impact, not only a serious or critical one; the search box aside, which
   * search.test.ts checks in its every state. (This was theme-real.test.ts's own axe pass.)
   */
  const THEME: [kind: string, path: string][] = [
    ["home", "/"],
    ["doc", MAIN_DOC],
    ["blog-list", "/blog"],
    ["theme post", "/blog/2023/09/15/sbom-part-two-consumption"],
    ["theme unlisted doc", UNLISTED_DOC],
  ];
  const themePaths = new Set(THEME.map(([, path]) => path));
  const pages = [...KINDS.filter(([k]) => !k.endsWith("-2")), ...THEME.filter(([kind]) => kind.startsWith("theme "))];
  const cases = [DESKTOP, MOBILE].flatMap((viewport) => (["light", "dark"] as const).map((mode) => [viewport.width, mode, viewport] as const));
  it("checks in dark mode the rules of the light mode's set that judge colours, all of them", () => {
    // A mode changes colours, not the markup: the other rules give the same result in both.
    const colourRules = axe.getRules(["cat.color"]).filter((rule) => rule.tags.some((tag) => AXE_TAGS.includes(tag)));
    expect(colourRules.map((rule) => rule.ruleId).sort()).toEqual([...AXE_COLOUR_RULES].sort());
  });
  it.each(cases)("no serious or critical violation at %i px in %s mode, none at all on the theme's pages", { timeout: 240_000 }, async (width, mode, viewport) => {
    // axe is injected as an inline script, which the site's Content-Security-Policy forbids.
    const context = await contextWith(browser, { viewport, mode, bypassCSP: true });
    const page = await context.newPage();
    const found: string[] = [];
    const minor: string[] = [];
    const theme: string[] = [];
    const check = async (kind: string, strict: boolean) => {
      // Dark mode: only the rules whose outcome a mode can change (the light run has the rest).
      for (const v of await axeViolations(page, { within: ".search-bar", ...(mode === "dark" ? { only: AXE_COLOUR_RULES } : {}) })) {
        (v.impact === "serious" || v.impact === "critical" ? found : minor).push(`${kind} ${v.impact} ${v.id}: ${v.targets.slice(0, 3).join(", ")}`);
        const outside = v.targets.filter((_, i) => !v.inside![i]);
        if (strict && outside.length) theme.push(`${kind} ${v.impact} ${v.id}: ${outside.join(", ")}`);
      }
    };
    for (const [kind, path] of pages) {
      expect((await page.goto(base + path))?.status(), kind).toBe(kind === "not-found" ? 404 : 200);
      await hydrated(page);
      expect(await page.getAttribute("html", "data-theme")).toBe(mode);
      if (!kind.startsWith("theme ")) await page.screenshot({ path: join(SCREENSHOTS, `${kind}-${width}-${mode}.png`) });
      await check(kind, themePaths.has(path));
    }
    if (viewport === MOBILE) {
      // On the unlisted doc (the last page above), then on a doc of a category.
      await page.getByRole("button", { name: "Toggle navigation bar" }).click();
      await check("theme drawer", true);
      await page.goto(base + "/docs/scanners/nmap");
      await hydrated(page);
      await page.getByRole("button", { name: "Toggle navigation bar" }).click();
      await page.screenshot({ path: join(SCREENSHOTS, `drawer-${width}-${mode}.png`) });
      await check("drawer", false);
    }
    await writeFile(join(SCREENSHOTS, `axe-${width}-${mode}.txt`), [...found, ...minor].join("\n") + "\n");
    await context.close();
    expect(found).toEqual([]);
    expect(theme, "any violation on the theme's pages, the search box aside").toEqual([]);
  });
});
