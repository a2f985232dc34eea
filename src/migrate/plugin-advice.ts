// What a migrating team does about each Docusaurus plugin and theme sitec has no counterpart for,
// or has built in. One line each, in sitec's terms; a plugin not in the table gets the general advice.

/** Advice by package name (the `@docusaurus/` ones also by their short names). */
const ADVICE: Record<string, string> = {
  "@docusaurus/plugin-ideal-image": "has no sitec counterpart; use a plain <img>, or remove the plugin from the config.",
  "@docusaurus/plugin-pwa": "has no sitec counterpart: sitec writes no service worker; remove the plugin.",
  "@docusaurus/plugin-client-redirects": "has no sitec counterpart; serve the redirects from your web server (nginx `return 301`), or keep a page at the old path that links to the new one.",
  "@docusaurus/plugin-google-gtag": "has no sitec counterpart, as the pages' Content-Security-Policy allows no third-party scripts; measure visits from the web server's logs, or remove the plugin.",
  "@docusaurus/plugin-google-analytics": "has no sitec counterpart, as the pages' Content-Security-Policy allows no third-party scripts; measure visits from the web server's logs, or remove the plugin.",
  "@docusaurus/plugin-google-tag-manager": "has no sitec counterpart, as the pages' Content-Security-Policy allows no third-party scripts; remove the plugin.",
  "@docusaurus/plugin-sitemap": "is built in: sitec writes sitemap.xml for every build; nothing to do.",
  "@docusaurus/plugin-debug": "has no sitec counterpart; `sitec build --verbose` prints what each phase did. Remove the plugin.",
  "@docusaurus/plugin-vercel-analytics": "has no sitec counterpart; remove the plugin.",
  "@docusaurus/plugin-rsdoctor": "has no sitec counterpart; `sitec build --verbose` times each phase. Remove the plugin.",
  "@docusaurus/theme-live-codeblock": "has no sitec counterpart: `live` code blocks are shown as highlighted code that does not run; remove the theme.",
  "@docusaurus/theme-mermaid": "is built in: with `markdown.mermaid: true`, ```mermaid blocks and `@theme/Mermaid` are diagrams, drawn in the browser by the `mermaid` package the theme installed; nothing to do.",
  "@docusaurus/theme-search-algolia": "is replaced by sitec's own search (an index built with the site, no service); remove `themeConfig.algolia` and the theme.",
  "@docusaurus/theme-classic": "is built in: sitec's theme has the classic theme's layout and components; nothing to do.",
  "docusaurus-plugin-sass": "is built in: sitec compiles .scss and .sass files (and Sass modules) itself; nothing to do.",
  "@cmfcmf/docusaurus-search-local": "is replaced by sitec's own search (an index built with the site); nothing to do.",
  "@easyops-cn/docusaurus-search-local": "is replaced by sitec's own search (an index built with the site); nothing to do.",
  "@getcanary/docusaurus-theme-search-pagefind": "is replaced by sitec's own search (an index built with the site); nothing to do.",
  "docusaurus-lunr-search": "is replaced by sitec's own search (a lunr index built with the site); nothing to do.",
  "docusaurus-plugin-image-zoom": "has no sitec counterpart; images are shown at their size. Remove the plugin.",
  "docusaurus-plugin-openapi-docs": "has no sitec counterpart; generate the API pages as Markdown docs before the build, or link to the API's own documentation.",
  "docusaurus-theme-openapi-docs": "has no sitec counterpart; generate the API pages as Markdown docs before the build, or link to the API's own documentation.",
  "@docusaurus/plugin-content-docs": "without an `id` of its own is a second default docs instance beside the preset's; give it an `id`, and it becomes one of `docsInstances`.",
  "@docusaurus/plugin-content-blog": "without an `id` of its own is a second default blog beside the preset's; give it an `id`, and it becomes one of `blogInstances`.",
  "@docusaurus/plugin-content-pages": "as a second pages instance has no sitec counterpart; move those pages into the pages folder.",
};

/** Short names Docusaurus accepts for its own plugins and themes (`ideal-image`, `docusaurus-plugin-sass` as `sass`). */
export function fullPluginName(name: string): string {
  if (name.startsWith("@docusaurus/") || name.startsWith(".") || name.startsWith("/")) return name;
  for (const prefix of ["@docusaurus/plugin-", "@docusaurus/theme-", "docusaurus-plugin-"]) if (!name.includes("/") && ADVICE[prefix + name]) return prefix + name;
  return name;
}

/** What to do about a plugin or theme of the config: its full name, and one sentence to follow it. */
export function pluginAdvice(name: string, kind: "plugin" | "theme"): { name: string; advice: string } {
  const full = fullPluginName(name);
  const known = ADVICE[full];
  if (known) return { name: full, advice: known };
  if (full.startsWith(".") || full.startsWith("/") || full === "(a function)") {
    return { name: full, advice: `is a ${kind} of the project's own; sitec runs no Docusaurus ${kind}s. Do its work before the build (a script that writes Markdown or static files), or as a remark/rehype plugin under \`markdown\` in site.config.ts.` };
  }
  return { name: full, advice: `has no sitec counterpart; sitec runs no Docusaurus ${kind}s. Do its work before the build or in a theme override (\`sitec swizzle\`), or remove it from the config.` };
}
