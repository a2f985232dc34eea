// What the site's own pages (site/pages/*.tsx) and theme overrides (site/theme/*.tsx) may import
// as `sitec/theme` (or by its older name `@sitec/theme`): a stable API, as are the components of
// theme-components.ts.
export { useHydrated, useRuntime, useSite } from "./runtime/context.tsx";
export { useBaseUrl } from "./runtime/base-url.ts";
// A page's href as the site writes its links (base URL, and `trailingSlash`).
export { opensIn, pageHref, pathnameMark } from "../src/shared/paths.ts";
export { lazyPart } from "./runtime/lazy.tsx";
export { CloseIcon, ExternalIcon, GitHubIcon, LanguageIcon, MenuIcon, MoonIcon, NavbarIcon, SunIcon } from "./components/Icons.tsx";
export type {
  AnnouncementData,
  AuthorData,
  DocProps,
  LinkData,
  NavbarIconData,
  NavbarItemData,
  RecentPost,
  RouteData,
  SidebarViewItem,
  SiteData,
  TagData,
  TocItem,
} from "../src/shared/types.ts";
