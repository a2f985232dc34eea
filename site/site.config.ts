// The secureCodeBox website's configuration, validated by sitec's schema at build time.
import { defineConfig } from "sitec/config";

const scanners = [
  "amass", "cmseek", "doggo", "ffuf", "git-repo-scanner", "gitleaks", "kube-hunter", "kubeaudit", "ncrack", "nikto",
  "nmap", "nuclei", "screenshooter", "semgrep", "ssh-scan", "ssh-audit", "sslyze", "trivy", "trivy-sbom", "typo3scan",
  "whatweb", "wpscan", "zap", "zap-advanced",
];

export default defineConfig({
  title: "secureCodeBox",
  tagline: "Continuous security testing on Kubernetes: run security scanners as Jobs and collect their findings in one format.",
  // The website's own version (the repository's package is sitec, at the compiler's version).
  version: "2.0.0",
  url: "https://www.securecodebox.io",
  baseUrl: "/",
  favicon: "/img/favicon.svg",
  image: "/img/og-image.svg",
  // Styles of the site's own components (theme/), after the theme's.
  customCss: "css/custom.css",
  // The scanner and hook pages' facts (`reference`), which theme/DocBeforeContent.tsx shows.
  markdown: { frontMatterKeys: ["reference"] },
  keywords: [
    "security", "scanner", "automation", "devsecops", "vulnerability", "pipeline", "kubernetes", "docker", "cloud",
    "opensource", "owasp", ...scanners,
  ],
  i18n: { defaultLocale: "en", locales: ["en"], localeConfigs: { en: { label: "English", htmlLang: "en", direction: "ltr" } } },
  navbar: {
    title: "secureCodeBox",
    logo: { alt: "secureCodeBox logo", src: "/img/logo.svg" },
    items: [
      { type: "docSidebar", sidebarId: "docs", label: "Docs", position: "left" },
      { type: "default", to: "/blog", label: "Blog", position: "left", activeBasePath: "/blog" },
      { type: "default", href: "https://github.com/secureCodeBox/secureCodeBox", label: "GitHub", ariaLabel: "GitHub repository", icon: "github", position: "right" },
      { type: "default", href: "https://owasp.org/www-project-securecodebox/", label: "OWASP", ariaLabel: "OWASP project page", icon: { svg: "icons/owasp.svg" }, position: "right" },
      { type: "search", position: "right" },
    ],
  },
  footer: {
    style: "dark",
    links: [
      {
        title: "Docs",
        items: [
          { label: "Style Guide", href: "https://github.com/secureCodeBox/secureCodeBox/tree/main/documentation#style-guide" },
          { label: "Icons", href: "https://www.flaticon.com/" },
        ],
      },
      {
        title: "Community",
        items: [
          { label: "GitHub", href: "https://github.com/secureCodeBox" },
          { label: "OWASP Slack (#project-securecodebox)", href: "https://owasp.org/slack/invite" },
          { label: "Twitter", href: "https://twitter.com/securecodebox" },
        ],
      },
      {
        title: "More",
        items: [
          { label: "Imprint", href: "https://www.iteratec.com/en/legal-notice/" },
          { label: "Data Protection", href: "https://www.iteratec.com/en/data-protection/" },
          {
            html: '<a href="https://www.netlify.com" target="_blank" rel="noopener noreferrer" class="hosting-badge">Deploys by Netlify</a>',
          },
        ],
      },
    ],
    copyright: "Copyright © the secureCodeBox authors. Licensed under Apache-2.0.",
  },
  colorMode: { defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: false },
  docs: {
    path: "docs",
    routeBasePath: "docs",
    mainDocId: "getting-started/installation",
    editUrl: "https://github.com/secureCodeBox/secureCodeBox/edit/main/documentation/",
    exclude: ["**/adr_0000.md", "**/adr_README.md"],
    versions: { current: { label: "Current" } },
  },
  blog: {
    path: "blog",
    routeBasePath: "blog",
    blogTitle: "Blog on Automated Security Testing",
    blogDescription: "News, case studies and deep dives from the secureCodeBox project: scanners, hooks, releases and how we work.",
    postsPerPage: 10,
    showReadingTime: true,
    feedOptions: {
      type: "all",
      language: "en",
      title: "The secureCodeBox Developer Blog",
      copyright: "Copyright © 2020–2023 the secureCodeBox authors",
    },
  },
  search: {
    titleBoost: 5,
    contentBoost: 1,
    tagsBoost: 3,
    parentCategoriesBoost: 2,
    indexDocSidebarParentCategories: 0,
    maxSearchResults: 8,
  },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
});
