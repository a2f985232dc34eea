// Serialisable data handed from the compiler to the templates. This module (and paths.ts)
// is the only part of src/ that templates/ may import: keep it free of Node APIs.

/** One entry of a table of contents (h2/h3 of a page). */
export interface TocItem {
  id: string;
  text: string;
  level: number;
}

/** A resolved link as the theme renders it: internal (`to`, base URL applied) or external (`href`). */
export interface LinkData {
  label: string;
  to?: string;
  href?: string;
  ariaLabel?: string;
  /** Classes of the link's element, from the config (for the site's CSS). */
  className?: string;
  /** Where it opens, when the config says (an `href` opens in a new tab otherwise). */
  target?: string;
  /** Docusaurus's `activeBaseRegex`: current on pages whose path it matches. */
  activeBaseRegex?: string;
  /** Raw HTML instead of a label (footer badges, a dropdown's separator). */
  html?: string;
  /** Set on links that choose a docs version: its name, remembered as the preferred version. */
  docsVersion?: string;
  /**
   * The same link in each docs version, by version name (a site with versions.json): the theme
   * follows the version of the doc being read, else the reader's preferred version.
   */
  versionTargets?: Record<string, { to: string; label?: string }>;
  /** A `pathname://` link (paths.ts): `href` is the path, which the link check and client-side navigation leave. */
  pathname?: true;
  /**
   * A `doc` or `docSidebar` item's sidebar (the doc pages' `sidebarKey`): the link is current on
   * the pages that show that sidebar, as in Docusaurus.
   */
  activeSidebar?: string;
}

/** A navbar link's icon: built in, an SVG's markup (inlined), an image URL, or a class name. */
export type NavbarIconData = "github" | { svg: string } | { src: string } | { className: string };

export type NavbarItemData = (
  | { kind: "link"; position: "left" | "right"; link: LinkData; activeBasePath?: string; icon?: NavbarIconData }
  | { kind: "dropdown"; position: "left" | "right"; label: string; items: LinkData[]; activeBasePath?: string }
  | { kind: "locale"; position: "left" | "right"; label: string; locales: { label: string; lang: string; baseUrl: string }[]; before?: LinkData[]; after?: LinkData[] }
  /**
   * The docs version dropdown: each version's main doc; on a doc page, the same doc in each
   * version; the config's links before and after them. `activeBasePath` unset: never marked current.
   */
  | { kind: "versions"; position: "left" | "right"; items: VersionLink[]; activeBasePath?: string; before?: LinkData[]; after?: LinkData[] }
  | { kind: "html"; position: "left" | "right"; html: string }
  | { kind: "search"; position: "left" | "right" }
) & {
  /** Classes of the item's element, from the config (for the site's CSS). */
  className?: string;
};

export interface FooterColumn {
  title: string;
  items: LinkData[];
}

export interface AnnouncementData {
  id: string;
  content: string;
  backgroundColor: string;
  textColor: string;
  isCloseable: boolean;
}

/** A doc in the docs plugin's global data (routes/docs-global-data.ts). */
export interface GlobalDoc {
  id: string;
  /** Its page, base URL applied. */
  path: string;
  /** The sidebar it shows, if any. */
  sidebar?: string;
}

/** A docs version in the docs plugin's global data, as Docusaurus's `GlobalVersion`. */
export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: GlobalDoc[];
  draftIds: string[];
  sidebars: Record<string, { link?: { path: string; label: string } }>;
}

/** One docs instance's global data, as Docusaurus's `GlobalPluginData`. */
export interface DocsGlobalData {
  path: string;
  versions: GlobalVersion[];
  breadcrumbs: boolean;
}

/** What `useGlobalData()` gives: plugin name → plugin id → that instance's data. */
export type GlobalData = Record<string, Record<string, unknown>>;

/** Site-wide data every page needs (navbar, footer, colour mode). */
export interface SiteData {
  title: string;
  /** The config's `titleDelimiter`, when it is not "|": between a page's title and the site's in <title>. */
  titleDelimiter?: string;
  tagline: string;
  url: string;
  baseUrl: string;
  /** The config's `trailingSlash`: the form of every link to a page (see pageHref). */
  trailingSlash?: boolean;
  /** The config's `customFields`, when it has them (read by `useDocusaurusContext`). */
  customFields?: Record<string, unknown>;
  /**
   * The plugins' global data (`@docusaurus/useGlobalData`), only where the site's code reads it:
   * it lists every doc.
   */
  globalData?: GlobalData;
  /** The config's `organizationName` and `projectName`, when it has them (read by `useDocusaurusContext`). */
  organizationName?: string;
  projectName?: string;
  /** The first page of the docs (the main doc, or the first doc); none on a site without docs. */
  docsHome?: string;
  generator: string;
  logo?: { alt: string; src: string; srcDark?: string };
  navbar: { title: string; hideOnScroll: boolean; items: NavbarItemData[] };
  footer: {
    style: "light" | "dark";
    columns: FooterColumn[];
    copyright: string;
    /** The image above the copyright; `href` external (a new tab) or `to` within the site. */
    logo?: { alt: string; src: string; srcDark?: string; href?: string; to?: string; width?: number | string; height?: number | string };
  };
  announcementBar?: AnnouncementData;
  colorMode: { defaultMode: "light" | "dark"; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  search: { maxSearchResults: number; indexes: string[] };
  /** The docs versions (`current` first, then versions.json's order), on a site with versions.json. */
  docsVersions?: VersionLink[];
  feeds: { type: string; title: string; href: string }[];
  /** How Mermaid diagrams are drawn, on a site with `markdown.mermaid`. */
  mermaid?: MermaidSettings;
}

/** The config's `mermaid` (Docusaurus's `themeConfig.mermaid`): Mermaid's theme in each colour mode, and its other options. */
export interface MermaidSettings {
  theme: { light: string; dark: string };
  options: Record<string, unknown>;
}

export interface SidebarLink {
  type: "link";
  label: string;
  href: string;
  /** The doc linked; none for a `link` item of a sidebars file. */
  docId?: string;
  /** Set on links to another site: they open in a new tab. */
  external?: boolean;
  /** `className` of the item (`sidebar_class_name` of a doc). */
  className?: string;
  /** `customProps` of the item (`sidebar_custom_props` of a doc), for components to read. */
  customProps?: Record<string, unknown>;
}

export interface SidebarCategory {
  type: "category";
  label: string;
  /** The category's own page (its index doc or generated index), when it has one. */
  href?: string;
  collapsed: boolean;
  /** False on a category that is always open; left out otherwise. */
  collapsible?: boolean;
  className?: string;
  customProps?: Record<string, unknown>;
  items: SidebarItem[];
}

/** An `html` item of a sidebars file: markup shown in the sidebar as it is. */
export interface SidebarHtml {
  type: "html";
  value: string;
  className?: string;
  /** Docusaurus's `defaultStyle`: padded like a link. */
  defaultStyle?: boolean;
}

export type SidebarItem = SidebarLink | SidebarCategory | SidebarHtml;

/**
 * In a page's part of the sidebar: the items of a long list that the page leaves out, before or
 * after the window it shows (src/shared/sidebar-view.ts). `href` is a page among them whose own
 * window lies next to this one; it is missing when none of them has a page.
 */
export interface SidebarGap {
  type: "gap";
  count: number;
  /** The labels of the first and the last item left out. */
  first: string;
  last: string;
  href?: string;
}

/** A category in a page's part of the sidebar. */
export interface SidebarViewCategory extends Omit<SidebarCategory, "items"> {
  items: SidebarViewItem[];
}

/** An item of a page's part of the sidebar. The whole sidebar is one too (without gaps). */
export type SidebarViewItem = SidebarLink | SidebarViewCategory | SidebarHtml | SidebarGap;

export interface Breadcrumb {
  label: string;
  href?: string;
}

/** A docs version as a link: its name and label, and a page of it (its main doc, or the doc being read). */
export interface VersionLink {
  name: string;
  label: string;
  to: string;
  /** Set on the last version (the one at `/docs/…`). */
  isLast?: boolean;
}

/** A doc page's docs version (a site with versions.json). */
export interface DocVersionProps {
  name: string;
  label: string;
  /** The notice above the page; none for the last version. */
  banner?: "unreleased" | "unmaintained";
  /** Show "Version: <label>" on the page. */
  badge: boolean;
  /** The class of the page's wrapper (`docs-version-<name>` unless the config names one). */
  className: string;
  /** The last version: its label and the same doc in it, or its main doc when it has no such doc. */
  latest: VersionLink;
  /** The same doc in every version (the version's main doc where it has none), in dropdown order. */
  alternates: VersionLink[];
}

export interface DocProps {
  kind: "doc";
  id: string;
  title: string;
  html: string;
  toc: TocItem[];
  /**
   * The part of the sidebar the page renders (`sidebarForPage`): closed categories with a page
   * of their own have no children here, and a long list only a window of its items. Empty in
   * route JSON; the client loads the whole.
   */
  sidebar: SidebarViewItem[];
  breadcrumbs: Breadcrumb[];
  previous?: { label: string; href: string };
  next?: { label: string; href: string };
  editUrl?: string;
  unlisted: boolean;
  /** `hide_title` on a doc without a `# heading` of its own: the page shows no heading. */
  hideTitle?: boolean;
  /** The doc's own `# heading` where it differs from its title: the page's <h1> says it, as Docusaurus's does. */
  heading?: string;
  /** That heading's HTML, where it has markup (`# Using \`combineReducers\``): the <h1> shows it as written. */
  headingHtml?: string;
  /** The doc's tags, linking to their pages under the docs. */
  tags?: { label: string; href: string }[];
  /** When and by whom the doc last changed (`showLastUpdateTime`/`Author`, or `last_update`). */
  lastUpdate?: { date?: string; formattedDate?: string; author?: string };
  /** Front matter keys sitec does not know itself, as written, for components to read. */
  frontMatter?: Record<string, unknown>;
  versionLabel: string;
  /** Its docs version, on a site with versions.json. */
  version?: DocVersionProps;
  /**
   * Where the whole sidebar is as its own JSON file, the same for every doc page. The client
   * loads it once from here: for client-side navigation (route JSON leaves the sidebar out) and
   * to render the children of a category the reader opens.
   */
  sidebarUrl?: string;
  /** Which sidebar it is, the same in every version (doc-routes.ts, sidebarKey): navbar items that follow it are current here. */
  sidebarKey?: string;
}

export interface AuthorData {
  key: string;
  name: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  /** Shown in the avatar when there is no image: `initials` of authors.yml, or the name's first letter. */
  initials: string;
  email?: string;
  /** Profiles on other sites (`socials` of authors.yml), as links. */
  socials?: { platform: string; href: string }[];
  description?: string;
  /** The author's page (route, base URL applied) when authors.yml asks for one with `page`. */
  page?: string;
}

export interface TagData {
  label: string;
  slug: string;
  href: string;
  count: number;
}

/** A post as lists show it: the excerpt only. */
export interface PostSummary {
  title: string;
  href: string;
  date: string;
  formattedDate: string;
  /** Minutes; left out when the config's `blog.showReadingTime` is false. */
  readingTime?: number;
  authors: AuthorData[];
  tags: TagData[];
  excerptHtml: string;
  hasMore: boolean;
}

export interface RecentPost {
  title: string;
  href: string;
}

export interface BlogPagination {
  page: number;
  totalPages: number;
  newer?: string;
  older?: string;
}

export interface BlogListProps {
  kind: "blog-list";
  title: string;
  description: string;
  /** Set on tag pages: the tag whose posts are listed. */
  tag?: TagData & { allTagsHref: string; /** From the tags file. */ description?: string };
  /** Set on author pages: the author whose posts are listed. */
  author?: AuthorData & { allAuthorsHref: string };
  posts: PostSummary[];
  pagination: BlogPagination;
  recent: RecentPost[];
  /** The blog sidebar's heading, when the config's `blogSidebarTitle` is not "Recent posts". */
  recentTitle?: string;
}

export interface BlogPostProps {
  kind: "blog-post";
  post: Omit<PostSummary, "excerptHtml" | "hasMore"> & { html: string; description: string };
  toc: TocItem[];
  previous?: RecentPost;
  next?: RecentPost;
  unlisted: boolean;
  editUrl?: string;
  recent: RecentPost[];
  /** The blog sidebar's heading, when the config's `blogSidebarTitle` is not "Recent posts". */
  recentTitle?: string;
}

export interface BlogTagsProps {
  kind: "blog-tags";
  tags: TagData[];
  recent: RecentPost[];
  /** The blog sidebar's heading, when the config's `blogSidebarTitle` is not "Recent posts". */
  recentTitle?: string;
}

export interface BlogArchiveProps {
  kind: "blog-archive";
  years: { year: string; posts: { title: string; href: string; date: string; formattedDate: string }[] }[];
}

/** The authors page of the blog: the authors with a page, and their numbers of posts. */
export interface BlogAuthorsProps {
  kind: "blog-authors";
  authors: (AuthorData & { count: number })[];
  recent: RecentPost[];
  /** The blog sidebar's heading, when the config's `blogSidebarTitle` is not "Recent posts". */
  recentTitle?: string;
}

/** A card of a generated index page: a doc, a category or a link of the category. */
export interface IndexCard {
  label: string;
  href: string;
  description?: string;
  /** A category: the number of its items. */
  count?: number;
}

/** A category's generated index page (`link: { type: "generated-index" }`). */
export interface DocCategoryProps {
  kind: "doc-category";
  title: string;
  description?: string;
  cards: IndexCard[];
  sidebar: SidebarViewItem[];
  breadcrumbs: Breadcrumb[];
  previous?: { label: string; href: string };
  next?: { label: string; href: string };
  sidebarUrl?: string;
  sidebarKey?: string;
}

/** The docs' tags page, and each tag's page (`tag` set): from the docs' `tags` front matter. */
export interface DocTagsProps {
  kind: "doc-tags";
  tags: { label: string; href: string; count: number }[];
  /** On a tag's page: the tag, and its docs. */
  tag?: { label: string; allTagsHref: string; docs: { title: string; href: string; description?: string }[]; /** From the tags file. */ description?: string };
}

export interface PageProps {
  kind: "page";
  /** Key of the page component in site/pages (file name without extension). */
  pageId: string;
  /**
   * The page renders its own `<main>` (as Docusaurus pages do inside `@theme/Layout`): the theme
   * then wraps it in a `<div>`, as one document has one main element.
   */
  ownMain?: boolean;
}

/** A Markdown page of pages/ (`.md`, `.mdx`): its content in the site's layout, with its table of contents. */
export interface MarkdownPageProps {
  kind: "markdown-page";
  title: string;
  /** The page's leading `# heading` (taken out of the HTML, as a doc's is), shown above the content. */
  heading?: string;
  /** Its HTML, where it has markup. */
  headingHtml?: string;
  html: string;
  /** Empty with `hide_table_of_contents`. */
  toc: TocItem[];
  /** `wrapperClassName` of the front matter: a class on the page's content. */
  wrapperClassName?: string;
}

export interface NotFoundProps {
  kind: "not-found";
}

export interface RedirectProps {
  kind: "redirect";
  to: string;
}

export type RouteProps =
  | DocProps
  | BlogListProps
  | BlogPostProps
  | BlogTagsProps
  | BlogArchiveProps
  | BlogAuthorsProps
  | DocCategoryProps
  | DocTagsProps
  | PageProps
  | MarkdownPageProps
  | NotFoundProps
  | RedirectProps;

export type RouteKind = RouteProps["kind"];

/** What the theme needs to render one route: the page-specific props plus head data. */
export interface RouteData {
  /** The route path without base URL, e.g. `/docs/scanners/nmap`. */
  path: string;
  title: string;
  description: string;
  noindex: boolean;
  /** The page's own `og:image`/`twitter:image` (front matter `image`), a path or URL. */
  image?: string;
  /** The page's own meta keywords (front matter `keywords`), in place of the site's. */
  keywords?: string[];
  /**
   * The browser loads this page itself instead of the client router: its content has style
   * attributes (a math plugin's), images or frames from other sites, or Mermaid diagrams, which
   * only its own Content-Security-Policy allows.
   */
  fullLoad?: boolean;
  props: RouteProps;
}

/** Everything needed to render or hydrate one page. */
export interface PageData {
  site: SiteData;
  route: RouteData;
}

/** The element id of the JSON with page data embedded in every page. */
export const PAGE_DATA_ELEMENT_ID = "__sitec_data";
/** Attribute on the element holding rendered Markdown; the client reads it from the DOM. */
export const CONTENT_ATTRIBUTE = "data-sitec-content";
/** Attribute of the empty list `@theme/DocCardList` writes in a doc, filled with the cards by the routes phase. */
export const DOC_CARD_LIST_ATTRIBUTE = "data-sitec-doc-card-list";

/**
 * Window event by which watch mode asks the page to show its route's rebuilt data in place.
 * The runtime cancels it when it does so; otherwise the page reloads.
 */
export const REFRESH_EVENT = "sitec:refresh";

/**
 * Marks of shared pieces (src/output/page-parts.ts): a page rendered with them holds
 * `<mark><number>:<replacements as JSON>\u0001` in place of a piece of HTML that other pages
 * share, and `texts.get(number)` is that piece. A piece no page will use again is deleted from
 * `texts` (its number is not given again): on a large site the pieces did not fit in memory.
 */
export interface PieceMarks {
  mark: string;
  texts: Map<number, string>;
  /** The number of the next piece. */
  next: number;
}
