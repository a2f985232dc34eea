// The theme's components that a site may override, by name: a stable API. A site's
// `theme/<Name>.tsx` replaces the component everywhere the theme imports `@theme/<Name>`, and
// `@theme-original/<Name>` stays the default below, so an override can wrap it.
//
// Each module's default export is the component. Paths are relative to templates/ (the
// default theme); the theme imports these modules by name, never by path, also for their other
// exports (`import { TocCollapsible } from "@theme-original/TableOfContents"`): an override then
// applies everywhere, and esbuild never reaches one file by two routes (a plugin's path and a
// relative one), which made the client bundle differ from build to build. The MDX
// components (the last eleven) are what MDX files import (MDXComponents: those they use without import) as `@theme/Tabs` and so on; an entry whose
// file is absent only fails a build that imports it.
export const THEME_COMPONENTS = {
  AnnouncementBar: "components/AnnouncementBar.tsx",
  BlogSidebar: "components/BlogSidebar.tsx",
  ColorModeToggle: "components/ColorModeToggle.tsx",
  DocBeforeContent: "components/DocBeforeContent.tsx",
  DocSidebar: "components/DocSidebar.tsx",
  Footer: "components/Footer.tsx",
  Layout: "components/Layout.tsx",
  Navbar: "components/Navbar.tsx",
  NavbarItem: "components/NavbarItem.tsx",
  PaginationNav: "components/PaginationNav.tsx",
  PostMeta: "components/PostMeta.tsx",
  SearchBar: "components/SearchBar.tsx",
  TableOfContents: "components/TableOfContents.tsx",
  Admonition: "components/mdx/Admonition.tsx",
  CodeBlock: "components/mdx/CodeBlock.tsx",
  Details: "components/mdx/Details.tsx",
  Heading: "components/mdx/Heading.tsx",
  TabItem: "components/mdx/TabItem.tsx",
  Tabs: "components/mdx/Tabs.tsx",
  TOCInline: "components/mdx/TOCInline.tsx",
  DocCardList: "components/mdx/DocCardList.tsx",
  ThemedImage: "components/mdx/ThemedImage.tsx",
  Mermaid: "components/mdx/Mermaid.tsx",
  MDXComponents: "components/mdx/MDXComponents.tsx",
} as const;

export type ThemeComponentName = keyof typeof THEME_COMPONENTS;
