// The site's configuration. `npx sitec build` checks it against sitec's schema and names the
// key, the expected value and the line of any mistake.
import { defineConfig } from "sitec/config";

export default defineConfig({
  title: "Your project",
  tagline: "One sentence that says what your project does and for whom.",
  // Where the site will be published: used for the sitemap, feeds and social cards.
  url: "https://docs.example.org",
  baseUrl: "/",
  favicon: "/img/favicon.svg",
  navbar: {
    title: "Your project",
    logo: { alt: "Your project logo", src: "/img/favicon.svg" },
    items: [
      { type: "docSidebar", sidebarId: "docs", label: "Docs" },
      { type: "default", to: "/blog", label: "Blog", activeBasePath: "/blog" },
      { type: "search", position: "right" },
    ],
  },
  footer: {
    links: [
      {
        title: "Docs",
        items: [
          { label: "Introduction", to: "/docs/getting-started/introduction" },
          { label: "Configuration", to: "/docs/guides/configuration" },
        ],
      },
      { title: "More", items: [{ label: "Blog", to: "/blog" }] },
    ],
    copyright: "Copyright © Your project",
  },
  docs: { mainDocId: "getting-started/introduction" },
  blog: {
    blogTitle: "Blog",
    blogDescription: "News and release notes of Your project",
    feedOptions: { type: "all", language: "en", copyright: "Copyright © Your project" },
  },
});
