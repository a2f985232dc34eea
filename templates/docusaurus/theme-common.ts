// `@docusaurus/theme-common`: `useColorMode()`, the colour mode of the page and a way to change
// it. The mode is the `data-theme` attribute of the document (set before the first paint by the
// head script, and by the theme's toggle), so the hook and the toggle always agree; a mode set
// here is stored as the toggle stores it. Also `PageMetadata`, `usePluralForm`, `useWindowSize`
// and `ThemeClassNames`, as components written for Docusaurus use them.
import { useContext, useSyncExternalStore, type ReactNode } from "react";
import { headOfElements, useHead } from "../runtime/head.tsx";
import { THEME_STORAGE_KEY } from "@theme-original/ColorModeToggle";
import { RuntimeContext } from "../runtime/context.tsx";

// Docusaurus 2's place of it, which docs written then still import.
export { useCurrentSidebarCategory } from "./current-sidebar-category.ts";

export type ColorMode = "light" | "dark";

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  return () => observer.disconnect();
}

function documentMode(): ColorMode {
  return document.documentElement.dataset.theme === "dark" ? "dark" : "light";
}

function setColorMode(mode: ColorMode | null): void {
  const next = mode ?? (window.matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light");
  document.documentElement.dataset.theme = next;
  try {
    if (mode) localStorage.setItem(THEME_STORAGE_KEY, mode);
    else localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode); the mode still applies to this page.
  }
}

export function useColorMode(): { colorMode: ColorMode; setColorMode: (mode: ColorMode | null) => void; isDarkTheme: boolean } {
  // Also outside the page runtime (an MDX page's content, rendered on its own at build time).
  const fallback = useContext(RuntimeContext)?.site.colorMode.defaultMode ?? "light";
  const colorMode = useSyncExternalStore(subscribe, documentMode, () => fallback);
  // `isDarkTheme`: Docusaurus 2's name, which components written for it still read.
  return { colorMode, setColorMode, isDarkTheme: colorMode === "dark" };
}

/**
 * `<PageMetadata title description keywords image>`: the page's title and description, as
 * `@docusaurus/Head` sets them (keywords and image come from front matter and the config).
 */
export function PageMetadata({ title, description, children }: { title?: string; description?: string; keywords?: string | string[]; image?: string; children?: ReactNode }) {
  useHead({ ...headOfElements(children), ...(title ? { title } : {}), ...(description ? { description } : {}) });
  return null;
}

/** `usePluralForm().selectMessage(count, "One item|{count} items")`: English plurals (one, other). */
export function usePluralForm(): { selectMessage: (count: number, messages: string) => string } {
  return {
    selectMessage: (count, messages) => {
      const forms = messages.split("|");
      return (count === 1 ? forms[0] : (forms[1] ?? forms[0]))!.replace(/\{count\}/g, String(count));
    },
  };
}

/** `useWindowSize()`: `"mobile"` below Docusaurus's breakpoint (996px), else `"desktop"`; `"ssr"` until the page runs. */
export function useWindowSize(): "desktop" | "mobile" | "ssr" {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(MOBILE_QUERY);
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => (window.matchMedia(MOBILE_QUERY).matches ? "mobile" : "desktop"),
    () => "ssr",
  );
}

const MOBILE_QUERY = "(max-width: 996px)";

/** The class names Docusaurus's theme gives its parts, which sites' CSS and components name. */
export const ThemeClassNames = {
  page: { blogListPage: "blog-list-page", blogPostPage: "blog-post-page", blogTagsListPage: "blog-tags-list-page", blogTagPostListPage: "blog-tags-post-list-page", docsDocPage: "docs-doc-page", docsTagsListPage: "docs-tags-list-page", docsTagDocListPage: "docs-tags-doc-list-page", mdxPage: "mdx-page" },
  wrapper: { main: "main-wrapper", blogPages: "blog-wrapper", docsPages: "docs-wrapper", mdxPages: "mdx-wrapper" },
  common: { editThisPage: "theme-edit-this-page", lastUpdated: "theme-last-updated", backToTopButton: "theme-back-to-top-button", codeBlock: "theme-code-block", admonition: "theme-admonition", unlistedBanner: "theme-unlisted-banner", admonitionType: (type: string) => `theme-admonition-${type}` },
  layout: {},
  docs: { docVersionBanner: "theme-doc-version-banner", docVersionBadge: "theme-doc-version-badge", docBreadcrumbs: "theme-doc-breadcrumbs", docMarkdown: "theme-doc-markdown", docTocMobile: "theme-doc-toc-mobile", docTocDesktop: "theme-doc-toc-desktop", docFooter: "theme-doc-footer", docFooterTagsRow: "theme-doc-footer-tags-row", docFooterEditMetaRow: "theme-doc-footer-edit-meta-row", docSidebarContainer: "theme-doc-sidebar-container", docSidebarMenu: "theme-doc-sidebar-menu", docSidebarItemCategory: "theme-doc-sidebar-item-category", docSidebarItemLink: "theme-doc-sidebar-item-link" },
  blog: { blogFooterTagsRow: "theme-blog-footer-tags-row", blogFooterEditMetaRow: "theme-blog-footer-edit-meta-row" },
} as const;
