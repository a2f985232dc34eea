// What a site adds to the default theme: its component overrides (theme/) and its own CSS (the
// config's `customCss`), checked before esbuild starts so that a mistake is named plainly.
import { stat } from "node:fs/promises";
import { resolve } from "node:path";
import type { LoadedConfig } from "../config/load.ts";
import { lineOfKeyPath } from "../config/load.ts";
import { SiteError } from "../errors.ts";
import { findThemeOverrides, type ThemeOverrides } from "./theme-resolver.ts";
import { mermaidFolder } from "./mermaid-package.ts";

export interface SiteTheme {
  /** Component name → the site's file that overrides it. */
  overrides: ThemeOverrides;
  /** The config's customCss files, absolute, in order. */
  customCss: string[];
  /** The site's folder, which `@site/…` names in its pages, components and CSS (none: the default theme alone). */
  siteDir?: string;
  /** The config's baseUrl, before the URLs of files the pages and components import (`/` unless set). */
  baseUrl?: string;
  /** The config's trailingSlash, for the links of Markdown files the pages import. */
  trailingSlash?: boolean;
  /** The config's `markdown.mermaid`: the client bundle has the Mermaid island, with the site's `mermaid` package. */
  mermaid?: boolean;
}

/**
 * The site's theme with the stylesheets its MDX pages' components import (render-mdx.ts's
 * `styles`), bundled before the site's customCss, so that the site's own rules still win.
 */
export function withStyles(site: SiteTheme, styles: readonly string[]): SiteTheme {
  return styles.length ? { ...site, customCss: [...styles, ...site.customCss] } : site;
}

/** No overrides and no CSS of the site: the default theme as it is. */
export const DEFAULT_SITE_THEME: SiteTheme = Object.freeze({ overrides: Object.freeze({}), customCss: Object.freeze([]) as unknown as string[] });

/** A site with `markdown.mermaid` needs the `mermaid` package (mermaid-package.ts): an error at the option's line when it has none. */
export function checkMermaidInstalled(siteDir: string, loaded: Pick<LoadedConfig, "file" | "source">, themeDir?: string): void {
  if (mermaidFolder(siteDir, themeDir)) return;
  throw new SiteError(`markdown.mermaid is true, but the package "mermaid", which draws the diagrams, is not installed (looked for from ${siteDir}).`, {
    file: loaded.file,
    line: lineOfKeyPath(loaded.source, ["markdown", "mermaid"]),
    hint: "Install it in the site's folder (`npm install mermaid`), or set markdown.mermaid to false to show ```mermaid blocks as code.",
  });
}

export async function loadSiteTheme(siteDir: string, loaded: Pick<LoadedConfig, "config" | "file" | "source">): Promise<SiteTheme> {
  const customCss = loaded.config.customCss.map((file) => resolve(siteDir, file));
  await Promise.all(
    customCss.map(async (file, index) => {
      const isFile = await stat(file).then((s) => s.isFile(), () => false);
      if (!isFile) {
        throw new SiteError(`customCss: "${loaded.config.customCss[index]}" is not a file (looked for ${file}).`, {
          file: loaded.file,
          line: lineOfKeyPath(loaded.source, ["customCss"]),
          hint: "customCss paths are relative to the site folder; fix the path or create the file.",
        });
      }
    }),
  );
  const mermaid = loaded.config.markdown.mermaid;
  if (mermaid) checkMermaidInstalled(siteDir, loaded);
  return { overrides: await findThemeOverrides(siteDir), customCss, siteDir, baseUrl: loaded.config.baseUrl, trailingSlash: loaded.config.trailingSlash, ...(mermaid && { mermaid }) };
}
