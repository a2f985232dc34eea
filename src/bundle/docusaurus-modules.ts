// The `@docusaurus/*` modules Docusaurus pages and MDX import, resolved to the theme's
// counterparts in templates/docusaurus/, for the server, client and MDX bundles alike. A module
// the theme has no counterpart for is an error at the import (esbuild names the file and line)
// that says what to write instead; so is any other `@docusaurus/…` import.
import type { Plugin } from "esbuild";
import { readFileSync } from "node:fs";
import { join, resolve, sep } from "node:path";

/** Modules the theme provides: specifier → file relative to templates/. */
export const DOCUSAURUS_MODULES: Record<string, string> = {
  "@docusaurus/Link": "docusaurus/Link.tsx",
  "@docusaurus/useBaseUrl": "docusaurus/useBaseUrl.ts",
  "@docusaurus/useDocusaurusContext": "docusaurus/useDocusaurusContext.ts",
  "@docusaurus/Head": "docusaurus/Head.tsx",
  "@docusaurus/BrowserOnly": "docusaurus/BrowserOnly.tsx",
  "@docusaurus/useIsBrowser": "docusaurus/useIsBrowser.ts",
  "@docusaurus/ExecutionEnvironment": "docusaurus/ExecutionEnvironment.ts",
  "@docusaurus/isInternalUrl": "docusaurus/isInternalUrl.ts",
  "@docusaurus/Translate": "docusaurus/Translate.tsx",
  "@docusaurus/Interpolate": "docusaurus/Interpolate.tsx",
  "@docusaurus/theme-common": "docusaurus/theme-common.ts",
  "@docusaurus/theme-common/Details": "docusaurus/theme-common-details.ts",
  "@docusaurus/router": "docusaurus/router.ts",
  "@docusaurus/useGlobalData": "docusaurus/useGlobalData.ts",
  "@docusaurus/plugin-content-docs/client": "docusaurus/plugin-content-docs-client.ts",
  "@docusaurus/plugin-content-docs/lib/client": "docusaurus/plugin-content-docs-client.ts",
  "@docusaurus/plugin-content-docs/lib/client/index.js": "docusaurus/plugin-content-docs-client.ts",
};

/** Modules the theme has no counterpart for: what to do instead, in sitec's terms. */
export const DOCUSAURUS_ADVICE: Record<string, string> = {
  "@docusaurus/plugin-ideal-image": "use a plain `<img>` (with `width`, `height` and `loading=\"lazy\"`), or remove the plugin from the config",
  "@docusaurus/useRouteContext": "read the current page with `useRuntime().route` from `sitec/theme`",
  "@docusaurus/ComponentCreator": "sitec makes the routes itself: remove that import line",
  "@docusaurus/Noop": "remove that import line",
  "@docusaurus/renderRoutes": "sitec makes the routes itself: remove that import line",
  "@docusaurus/constants": "use the values directly",
  "@docusaurus/Mermaid": "import `@theme/Mermaid`, and set `markdown.mermaid: true` in the config",
  "@docusaurus/plugin-client-redirects": "serve the redirects from the web server (nginx `return 301`), or keep a page at the old path that links to the new one",
  "@docusaurus/theme-live-codeblock": "show the code as a code block; a live example can be an island (`sitec/theme`'s islands)",
};

/** What the theme provides, for messages. */
const PROVIDED = Object.keys(DOCUSAURUS_MODULES).join(", ");

/** The module an import names: the package and its first path part for `@docusaurus/x/y`. */
function moduleOf(specifier: string): string {
  return specifier.split("/").slice(0, 2).join("/");
}

/** The error text and advice for a `@docusaurus/…` import the theme has no counterpart for. */
export function unsupportedDocusaurusImport(specifier: string): { text: string; detail: string } {
  const module = moduleOf(specifier);
  const advice = Object.hasOwn(DOCUSAURUS_ADVICE, module) ? DOCUSAURUS_ADVICE[module] : undefined;
  return {
    text: `"${specifier}" has no sitec counterpart`,
    detail: advice
      ? `${advice[0]!.toUpperCase()}${advice.slice(1)}.`
      : `Remove the import or write the part yourself; of Docusaurus's modules, sitec provides ${PROVIDED}, and @theme/Layout, @theme/Heading and the other @theme components.`,
  };
}

/**
 * esbuild's "No matching export" for a name one of these modules lacks (`PageMetadata` of
 * `@docusaurus/theme-common` once), said in sitec's terms with what the module has; undefined
 * for any other error.
 */
export function missingDocusaurusExport(text: string): { text: string; detail: string } | undefined {
  const match = /No matching export in "([^"]+)" for import "([^"]+)"/.exec(text);
  if (!match) return undefined;
  const file = resolve(match[1]!);
  const specifier = Object.keys(DOCUSAURUS_MODULES).find((name) => file.endsWith(sep + DOCUSAURUS_MODULES[name]!.split("/").join(sep)));
  if (!specifier) return undefined;
  let exports: string[] = [];
  try {
    exports = [...readFileSync(file, "utf8").matchAll(/^export (?:function|const|class) (\w+)/gm)].map((m) => m[1]!);
  } catch {
    // The list is a help only.
  }
  return {
    text: `"${specifier}" has no "${match[2]}" in sitec`,
    detail: `sitec's ${specifier} provides ${exports.length ? exports.join(", ") : "its default export only"}: remove the import, or write that part in the site's own component.`,
  };
}

/** esbuild plugin resolving `@docusaurus/…` imports to the theme's modules in `templatesDir`. */
export function docusaurusModulesPlugin(templatesDir: string): Plugin {
  return {
    name: "sitec-docusaurus-modules",
    setup(build) {
      build.onResolve({ filter: /^@docusaurus\// }, (args) => {
        if (Object.hasOwn(DOCUSAURUS_MODULES, args.path)) return { path: join(templatesDir, DOCUSAURUS_MODULES[args.path]!) };
        const { text, detail } = unsupportedDocusaurusImport(args.path);
        return { errors: [{ text, detail }] };
      });
    },
  };
}
