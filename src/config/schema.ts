// The Zod schema of site.config.ts. Types are derived from it (never written twice):
// `SiteConfigInput` is what a site author writes, `SiteConfig` what the compiler reads.
import { z } from "zod";
import { MARKDOWN_ENGINE_NAMES } from "../markdown/engine-names.ts";
import { MARKDOWN_FORMATS } from "../markdown/mdx/formats.ts";
import { isPluginEntry, type PluginEntry } from "../markdown/plugin-entry.ts";
import { isPrismComponent } from "../markdown/prism-additional.ts";

const position = z.enum(["left", "right"]).default("left");
/** Docusaurus's reporting severities: `throw` fails the build, `warn` and `log` warn (`--strict`: fail), `ignore`. */
const brokenRule = z.enum(["throw", "warn", "log", "ignore"]);

/** Whether a value starts with a URL scheme (`https:`, `mailto:`). */
const hasScheme = (value: string) => /^[a-z][a-z0-9+.-]*:/i.test(value);
/** The characters a relative URL may have (RFC 3986): no spaces, no quotes, no angle brackets. */
const URI_REFERENCE = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+$/;
/** A URL, a path of the site's host, or a relative URL (`.`, `../other`), as Docusaurus's schema (RFC 3986) takes them. */
const hrefValue = z.string().min(1).refine((value) => (hasScheme(value) ? URL.canParse(value) : URI_REFERENCE.test(value)), { message: "Invalid URL" });

/** A link in the navbar, a dropdown or the footer: `to` (a route) or `href` (a URL). */
const linkFields = {
  label: z.string().min(1),
  to: z.string().startsWith("/").optional(),
  href: hrefValue.optional(),
  ariaLabel: z.string().optional(),
  /** Classes of the link's element, for the site's CSS. */
  className: z.string().optional(),
  /** Where the link opens (`_self`, `_blank`, a frame's name), as Docusaurus passes it to the `<a>`: an `href` opens in a new tab unless it says otherwise. */
  target: z.string().min(1).optional(),
};

/**
 * A link written in Docusaurus's shape, read as sitec's: `to` is a route of the site with or
 * without its leading "/" (Docusaurus puts the base URL before it either way), and `aria-label`
 * is `ariaLabel`.
 */
function docusaurusLinkFields(item: Record<string, unknown>): Record<string, unknown> {
  const out = { ...item };
  if (typeof out.to === "string" && !out.to.startsWith("/") && !hasScheme(out.to)) out.to = "/" + out.to;
  // Docusaurus's Link takes a URL as `to` too: it is an `href`.
  if (typeof out.to === "string" && hasScheme(out.to) && out.href === undefined) {
    out.href = out.to;
    delete out.to;
  }
  if ("aria-label" in out) {
    out.ariaLabel ??= out["aria-label"];
    delete out["aria-label"];
  }
  return out;
}

const asDocusaurusLink = (value: unknown) => (typeof value === "object" && value !== null && !Array.isArray(value) ? docusaurusLinkFields(value as Record<string, unknown>) : value);

const footerLink = z.preprocess(
  asDocusaurusLink,
  z
    .strictObject({ ...linkFields, label: z.string().min(1).optional(), html: z.string().optional() })
    .refine((l) => Boolean(l.to) !== Boolean(l.href) || Boolean(l.html), {
      message: "a footer item needs exactly one of `to` or `href`, or `html`",
    }),
);

/** Docusaurus's `activeBaseRegex`: the link is current on pages whose path (base URL included) it matches. */
const activeBaseRegex = z
  .string()
  .refine((source) => {
    try {
      new RegExp(source);
      return true;
    } catch {
      return false;
    }
  }, "not a regular expression")
  .optional();

/** A dropdown's entry: a link, or raw HTML (`{ type: "html", value: "<hr>" }`, Docusaurus's). */
const dropdownLink = z.preprocess(
  asDocusaurusLink,
  z.union([
    z.strictObject({ type: z.literal("html"), value: z.string(), className: z.string().optional() }),
    z
      .strictObject({ ...linkFields, type: z.literal("default").optional(), activeBaseRegex })
      .refine((l) => Boolean(l.to) !== Boolean(l.href), { message: "a link needs exactly one of `to` or `href`" }),
  ]),
);

/** Classes of a navbar item's element, for the site's CSS (Docusaurus's `className`). */
const className = z.string().optional();

/**
 * The icon a navbar link shows instead of its label: the built-in `github`, an SVG
 * file of the site inlined (`{ svg: "icons/x.svg" }`, relative to the site folder; it takes the
 * text colour through `currentColor`), an image URL (`{ src: "/img/x.svg" }`, a route is given
 * the base URL), or a class name for an icon font or CSS (`{ className: "icon-chat" }`).
 */
const navbarIcon = z.union([
  z.literal("github"),
  z.strictObject({ svg: z.string().min(1) }),
  z.strictObject({ src: z.string().min(1) }),
  z.strictObject({ className: z.string().min(1) }),
]);

/** The docs an item links into: the `id` of one of `docsInstances`, or `default` (the `docs` option's, unless given). */
const docsPluginId = z.string().min(1).optional();

/** Navbar items by `type`. An unknown type is rejected with the message the spec gives. */
export const navbarItemSchemas = {
  default: z.strictObject({
    type: z.literal("default"),
    ...linkFields,
    position,
    activeBasePath: z.string().optional(),
    activeBaseRegex,
    icon: navbarIcon.optional(),
  }),
  dropdown: z.strictObject({
    type: z.literal("dropdown"),
    className,
    label: z.string().min(1),
    position,
    items: z.array(dropdownLink).min(1),
  }),
  doc: z.strictObject({
    type: z.literal("doc"),
    className,
    docId: z.string().min(1),
    label: z.string().optional(),
    position,
    docsPluginId,
  }),
  docSidebar: z.strictObject({
    type: z.literal("docSidebar"),
    className,
    sidebarId: z.string().min(1),
    label: z.string().min(1),
    position,
    docsPluginId,
  }),
  docsVersion: z.strictObject({
    type: z.literal("docsVersion"),
    className,
    label: z.string().optional(),
    position,
    docsPluginId,
  }),
  docsVersionDropdown: z.strictObject({
    type: z.literal("docsVersionDropdown"),
    className,
    position,
    docsPluginId,
    /** Links listed before and after the versions (Docusaurus's names). */
    dropdownItemsBefore: z.array(dropdownLink).optional(),
    dropdownItemsAfter: z.array(dropdownLink).optional(),
    /** True: the dropdown is not marked as current on docs pages. */
    dropdownActiveClassDisabled: z.boolean().optional(),
  }),
  localeDropdown: z.strictObject({
    type: z.literal("localeDropdown"),
    className,
    position,
    /** Links listed before and after the locales (Docusaurus's names: "Help us translate"). */
    dropdownItemsBefore: z.array(dropdownLink).optional(),
    dropdownItemsAfter: z.array(dropdownLink).optional(),
  }),
  html: z.strictObject({
    type: z.literal("html"),
    className,
    value: z.string(),
    position,
  }),
  search: z.strictObject({
    type: z.literal("search"),
    className,
    position,
  }),
} as const;

type NavbarItemType = keyof typeof navbarItemSchemas;
export type NavbarItemConfig = z.output<(typeof navbarItemSchemas)[NavbarItemType]>;
type NavbarItemInput = z.input<(typeof navbarItemSchemas)[NavbarItemType]>;

/**
 * A link item written in Docusaurus's shape, read as sitec's: `to` is a route of the site with or
 * without its leading "/" (Docusaurus puts the base URL before it either way), `aria-label` is
 * `ariaLabel`, and a `className` on an item without a label is the CSS icon the item shows (its
 * accessible name is the `aria-label`, else the host it leads to).
 */
export function fromDocusaurusLinkShape(item: Record<string, unknown>): Record<string, unknown> {
  const out = docusaurusLinkFields(item);
  if (out.label === undefined && out.icon === undefined && typeof out.className === "string") {
    out.icon = { className: out.className };
    delete out.className;
  }
  if (out.label === undefined && out.icon !== undefined && typeof out.ariaLabel === "string") out.label = out.ariaLabel;
  // An icon with neither: Docusaurus lets it have no name; here the host it leads to names it
  // (`github.com`), so that the link has an accessible name.
  if (out.label === undefined && out.icon !== undefined) {
    const host = typeof out.href === "string" && URL.canParse(out.href) ? new URL(out.href).hostname.replace(/^www\./, "") : undefined;
    const name = host || (typeof out.to === "string" ? out.to : undefined);
    if (name) out.label = out.ariaLabel = name;
  }
  return out;
}

const navbarItem = z
  .looseObject({ type: z.string().optional() })
  .transform((given, ctx): NavbarItemConfig => {
    // Docusaurus's rule: an item without a type is a dropdown when it has `items`, else a link.
    const item = { ...given, type: given.type ?? ("items" in given ? "dropdown" : "default") };
    const schema = (navbarItemSchemas as Record<string, z.ZodType<NavbarItemConfig>>)[item.type];
    if (!schema) {
      ctx.addIssue({ code: "custom", message: `No NavbarItem component found for type "${item.type}".` });
      return z.NEVER;
    }
    const parsed = schema.safeParse(item.type === "default" ? fromDocusaurusLinkShape(item) : item);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        if (issue.code === "unrecognized_keys") {
          for (const key of issue.keys) ctx.addIssue({ code: "custom", message: `unknown key "${key}"`, path: [...issue.path, key] });
        } else {
          ctx.addIssue({ ...issue, code: "custom", path: issue.path });
        }
      }
      return z.NEVER;
    }
    return parsed.data;
  }) as unknown as z.ZodType<NavbarItemConfig, NavbarItemInput | (Omit<NavbarItemInput, "type"> & { type?: undefined })>;

/** A remark or rehype plugin, or [plugin, options]. */
const pluginEntry = z.custom<PluginEntry>(isPluginEntry, { message: "expected a unified plugin (a function) or [plugin, options]" });
const pluginList = z.array(pluginEntry).default([]);

/** A stylesheet every page links: its URL, or the attributes of its <link>. */
const stylesheet = z.union([
  z.string().min(1),
  z.strictObject({
    href: z.string().min(1),
    type: z.string().optional(),
    integrity: z.string().optional(),
    crossorigin: z.enum(["anonymous", "use-credentials"]).optional(),
  }),
]);

/** What Docusaurus passes an `editUrl` function about the doc. */
export interface EditUrlParams {
  version: string;
  versionDocsDirPath: string;
  docPath: string;
  permalink: string;
  locale: string;
}
const editUrlFunction = z.custom<(params: EditUrlParams) => string | undefined>((v) => typeof v === "function", {
  message: "expected a URL or a function of the doc giving one",
});
const numberPrefixParserFunction = z.custom<(name: string) => { filename: string; numberPrefix?: number }>((v) => typeof v === "function", {
  message: "expected true, false or a function of a file name",
});
const feedType = z.enum(["all", "rss", "atom", "json"]);
/** A route's part below the docs or the blog (`tags`): no slashes around it. */
const routePart = z
  .string()
  .min(1)
  .transform((part) => part.replace(/^\/+|\/+$/g, ""))
  .refine((part) => part.length > 0, { message: "expected a path such as \"tags\"" });
/** `tags`: the tags file's path, or `false`/`null` for none. */
const tagsFileOption = z.union([z.string().min(1), z.literal(false), z.null()]).optional();
/** One feed's XSLT stylesheet: `true` for sitec's, a path (relative to the blog folder) for the site's, `false`/`null` for none. */
const xsltFile = z.union([z.boolean(), z.string().min(1), z.null()]);
/** `feedOptions.xslt`: for both feeds, or `{ rss, atom }` each. */
const feedXslt = z.union([xsltFile, z.strictObject({ rss: xsltFile.optional(), atom: xsltFile.optional() })]).optional();

/** `docs.versions.<name>`: Docusaurus's options of one docs version. */
const docsVersionOptions = z.strictObject({
  label: z.string().min(1).optional(),
  /** Its routes' part after the docs' base: `""` for the last version, `next` for `current`, else its name. */
  path: z.string().optional(),
  /** The notice above each page: `unreleased` for versions newer than the last, `unmaintained` for older ones. */
  banner: z.enum(["none", "unreleased", "unmaintained"]).optional(),
  /** The "Version: …" badge on each page; shown when the site has more than one version. */
  badge: z.boolean().optional(),
  /** The class of its doc pages' wrapper; `docs-version-<name>` unless set. */
  className: z.string().optional(),
  /** Its pages get a robots noindex tag and stay out of the sitemap. */
  noIndex: z.boolean().optional(),
});

/** The id of the `docs` option's docs (Docusaurus's id of its default docs plugin instance). */
export const DEFAULT_DOCS_ID = "default";

/** The options of one docs instance: `docs`, and each of `docsInstances` besides its `id`. */
const docsOptions = z.strictObject({
  path: z.string().default("docs"),
  routeBasePath: z.string().default("docs"),
  /** The sidebars file (`sidebars.{js,cjs,mjs,ts,json}`, relative to the site); without it the sidebar follows the folders. */
  sidebarPath: z.union([z.string().min(1), z.literal(false)]).optional(),
  /** Globs (relative to the docs folder) of the files that are docs. */
  include: z.array(z.string()).default(["**/*.md", "**/*.mdx"]),
  /** Globs (relative to the docs folder) of files that get no route at all. */
  exclude: z.array(z.string()).default([]),
  /** The doc `/docs` leads to, and the navbar's Docs link. */
  mainDocId: z.string().optional(),
  /** The edit link's folder URL, or a function of the doc giving the whole URL (Docusaurus's `EditUrlFunction`). */
  editUrl: z.union([z.string().url(), editUrlFunction]).optional(),
  /** Show when each doc was last changed (from git, or its front matter `last_update`). */
  showLastUpdateTime: z.boolean().default(false),
  /** Show who last changed each doc (from git, or its front matter `last_update`). */
  showLastUpdateAuthor: z.boolean().default(false),
  breadcrumbs: z.boolean().default(true),
  sidebarCollapsed: z.boolean().default(true),
  sidebarCollapsible: z.boolean().default(true),
  /** `false` keeps number prefixes in ids and routes; a function splits a name its own way. */
  numberPrefixParser: z.union([z.boolean(), numberPrefixParserFunction]).default(true),
  /** The version at `/docs/…` (Docusaurus's name): versions.json's first, else `current`. */
  lastVersion: z.string().min(1).optional(),
  /** Build only these versions (`current` is the docs folder's). */
  onlyIncludeVersions: z.array(z.string().min(1)).min(1).optional(),
  /** False builds the released versions only, not the docs folder. */
  includeCurrentVersion: z.boolean().default(true),
  /** Each version's label, path, banner, badge, class name and robots rule, by name (`current` is the docs folder's). */
  versions: z.record(z.string(), docsVersionOptions).default({}),
  /** True builds the docs folder only, as if there were no versions.json. */
  disableVersioning: z.boolean().default(false),
  /** The tags page's route below the docs: `/docs/tags`. */
  tagsBasePath: routePart.default("tags"),
  /** The tags file (tags-file.ts), relative to the docs folder: `tags.yml` if there is one; `false` or `null`: none. */
  tags: tagsFileOption,
  /** What a tag used in front matter but not declared in the tags file does. */
  onInlineTags: brokenRule.default("warn"),
});

/** What `docs` is when the config leaves it out: each option's default. */
const DOCS_DEFAULTS = docsOptions.parse({});

/** The `id` of a further docs or blog instance: not `default`, the `docs` or `blog` option's own. */
const instanceId = (kind: "docs" | "blog") =>
  z
    .string()
    .regex(/^[a-zA-Z0-9_-]+$/, "expected an id of letters, digits, `-` and `_`")
    .refine((id) => id !== DEFAULT_DOCS_ID, { message: `"${DEFAULT_DOCS_ID}" is the id of the \`${kind}\` option's ${kind}: choose another id` });

/** Each instance of a list has an id of its own. */
const uniqueIds =
  (kind: "docs" | "blog") =>
  (instances: { id: string }[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    instances.forEach((instance, i) => {
      if (seen.has(instance.id)) ctx.addIssue({ code: "custom", message: `a second ${kind} instance has the id "${instance.id}"; each needs an id of its own`, path: [i, "id"] });
      seen.add(instance.id);
    });
  };

/** The options of one blog: `blog`, and each of `blogInstances` besides its `id`. */
const blogOptions = z.strictObject({
  path: z.string().default("blog"),
  routeBasePath: z.string().default("blog"),
  blogTitle: z.string().default("Blog"),
  blogDescription: z.string().default("Blog"),
  /** Posts on each list page, or `"ALL"`: one page. */
  postsPerPage: z.union([z.number().int().positive(), z.literal("ALL")], { error: 'expected a number of posts (a positive integer) or "ALL"' }).default(10),
  showReadingTime: z.boolean().default(true),
  /** Posts shown in the blog sidebar: a number, or `"ALL"`. */
  blogSidebarCount: z.union([z.number().int().nonnegative(), z.literal("ALL")]).default(5),
  /** The heading of the blog sidebar. */
  blogSidebarTitle: z.string().default("Recent posts"),
  /** The authors map, relative to the blog folder. */
  authorsMapPath: z.string().default("authors.yml"),
  /** Where a post's excerpt ends; `<!-- truncate -->` unless set. */
  truncateMarker: z.instanceof(RegExp).optional(),
  editUrl: z.string().url().optional(),
  /** Globs (relative to the blog folder) of the files that are posts; Docusaurus's default unless set. */
  include: z.array(z.string()).optional(),
  /** Globs of the blog folder's files that are not posts; set, it replaces the default (partials `_x.md`, `_folders/`, tests), as in Docusaurus. */
  exclude: z.array(z.string()).optional(),
  /** Newest posts first (`descending`), or oldest first. */
  sortPosts: z.enum(["descending", "ascending"]).default("descending"),
  /** The routes below the blog: `/blog/tags`, `/blog/archive`, `/blog/page/2`, `/blog/authors`; `archiveBasePath: null` makes no archive. */
  tagsBasePath: routePart.default("tags"),
  archiveBasePath: routePart.nullable().default("archive"),
  pageBasePath: routePart.default("page"),
  authorsBasePath: routePart.default("authors"),
  /** The tags file (tags-file.ts), relative to the blog folder: `tags.yml` if there is one; `false` or `null`: none. */
  tags: tagsFileOption,
  /** What a tag used in front matter but not declared in the tags file does. */
  onInlineTags: brokenRule.default("warn"),
  /** What an author written in a post (not a key of the authors map) does. */
  onInlineAuthors: brokenRule.default("warn"),
  /** What a post without a truncate marker does (lists then show it whole). */
  onUntruncatedBlogPosts: brokenRule.default("warn"),
  feedOptions: z
    .strictObject({
      /** One type or several; `all` is every one. */
      type: z.union([feedType, z.array(feedType).min(1)]).default("all"),
      language: z.string().default("en"),
      title: z.string().optional(),
      description: z.string().optional(),
      copyright: z.string(),
      /** The newest posts a feed holds; `false` or `null`: every post. */
      limit: z.union([z.number().int().positive(), z.literal(false), z.null()]).default(20),
      /** XSLT stylesheets that make the RSS and Atom feeds readable in a browser (feed-xslt.ts). */
      xslt: feedXslt,
    })
    .optional(),
});

export type BlogOptions = z.output<typeof blogOptions>;

const BLOG_DEFAULTS = blogOptions.parse({});


/** The options of one docs instance, with every default filled in. */
export type DocsOptions = z.output<typeof docsOptions>;

const localeConfig = z.strictObject({
  label: z.string().default("English"),
  htmlLang: z.string().default("en"),
  direction: z.enum(["ltr", "rtl"]).default("ltr"),
});

export const siteConfigSchema = z.strictObject({
  title: z.string().min(1),
  /** What stands between a page's title and the site's in <title> (Docusaurus's `titleDelimiter`). */
  titleDelimiter: z.string().default("|"),
  tagline: z.string().default(""),
  /** The site's own version (sitec's is its package's); sitec only keeps it in the config. */
  version: z.string().min(1).optional(),
  /** The site's origin, used for canonical links, feeds and the sitemap. */
  url: z.string().url(),
  baseUrl: z.string().startsWith("/").default("/"),
  /** The GitHub owner and repository (Docusaurus's names): pages read them as `useDocusaurusContext().siteConfig.organizationName` and `projectName`. */
  organizationName: z.string().min(1).optional(),
  projectName: z.string().min(1).optional(),
  /** Values of the site's own, for its pages (`useDocusaurusContext().siteConfig.customFields`): JSON, carried on every page. */
  customFields: z.record(z.string(), z.unknown()).optional(),
  favicon: z.string().optional(),
  /** Open Graph image, relative to static/. */
  image: z.string().optional(),
  keywords: z.array(z.string().min(1)).default([]),
  /**
   * `<meta>` tags of every page (Docusaurus's `themeConfig.metadata`): each `name` or `property`
   * with its `content`. One that a page sets itself (its description, title, URL, image) stays
   * the page's; `twitter:card` and the others are the site's.
   */
  metadata: z
    .array(
      z
        .record(z.string().regex(/^[a-z][a-z0-9:_-]*$/i, "expected an attribute name"), z.string())
        .refine((tag) => typeof tag.content === "string" && (typeof tag.name === "string" || typeof tag.property === "string" || typeof tag["http-equiv"] === "string"), {
          message: "a metadata tag needs `content` and a `name` (or `property`, `http-equiv`)",
        }),
    )
    .default([]),
  i18n: z
    .strictObject({
      defaultLocale: z.literal("en"),
      locales: z.array(z.literal("en")).min(1),
      localeConfigs: z.record(z.string(), localeConfig).default({}),
    })
    .default({ defaultLocale: "en", locales: ["en"], localeConfigs: {} }),
  navbar: z.strictObject({
    title: z.string().default(""),
    logo: z.strictObject({ alt: z.string().default(""), src: z.string(), srcDark: z.string().optional() }).optional(),
    hideOnScroll: z.boolean().default(false),
    items: z.array(navbarItem).default([]),
  }).default({ title: "", hideOnScroll: false, items: [] }),
  footer: z
    .strictObject({
      style: z.enum(["light", "dark"]).default("dark"),
      links: z.array(z.strictObject({ title: z.string(), items: z.array(footerLink) })).default([]),
      copyright: z.string().default(""),
      /** An image above the copyright (Docusaurus's `footer.logo`), a link when it has `href`. */
      logo: z
        .strictObject({
          alt: z.string().default(""),
          src: z.string().min(1),
          srcDark: z.string().min(1).optional(),
          href: hrefValue.optional(),
          width: z.union([z.number().positive(), z.string().min(1)]).optional(),
          height: z.union([z.number().positive(), z.string().min(1)]).optional(),
        })
        .optional(),
    })
    .default({ style: "dark", links: [], copyright: "" }),
  announcementBar: z
    .strictObject({
      id: z.string().default("announcement-bar"),
      content: z.string().min(1),
      backgroundColor: z.string().default("#fff"),
      textColor: z.string().default("#000"),
      isCloseable: z.boolean().default(true),
    })
    .optional(),
  colorMode: z
    .strictObject({
      defaultMode: z.enum(["light", "dark"]).default("light"),
      disableSwitch: z.boolean().default(false),
      respectPrefersColorScheme: z.boolean().default(false),
    })
    .default({ defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: false }),
  /** The docs (Docusaurus's default docs plugin instance, id `default`). */
  docs: docsOptions.default(DOCS_DEFAULTS),
  /**
   * Further docs, each in a folder of its own under a route base of its own (Docusaurus's
   * further instances of the docs plugin): every `docs` option, and an `id` that navbar items
   * name as `docsPluginId`.
   */
  docsInstances: z
    .array(docsOptions.extend({ id: instanceId("docs") }))
    .default([])
    .superRefine(uniqueIds("docs")),
  blog: blogOptions.default(BLOG_DEFAULTS),
  /**
   * Further blogs, each in a folder of its own under a route base of its own (Docusaurus's
   * further instances of the blog plugin: a changelog, release notes): every `blog` option, and an `id`.
   */
  blogInstances: z
    .array(blogOptions.extend({ id: instanceId("blog") }))
    .default([])
    .superRefine(uniqueIds("blog")),
  /** The folder of the site's pages (React and Markdown), relative to the site: Docusaurus projects have theirs in `src/pages`. */
  pages: z
    .strictObject({
      path: z.string().min(1).default("pages"),
      /** Globs of the pages folder's files that are not pages; set, it replaces the default (partials `_x`, `_folders/`, tests), as in Docusaurus. */
      exclude: z.array(z.string()).optional(),
    })
    .default({ path: "pages" }),
  search: z
    .strictObject({
      titleBoost: z.number().nonnegative().default(5),
      contentBoost: z.number().nonnegative().default(1),
      tagsBoost: z.number().nonnegative().default(3),
      parentCategoriesBoost: z.number().nonnegative().default(2),
      indexDocSidebarParentCategories: z.number().int().nonnegative().default(0),
      maxSearchResults: z.number().int().positive().default(8),
    })
    .default({
      titleBoost: 5,
      contentBoost: 1,
      tagsBoost: 3,
      parentCategoriesBoost: 2,
      indexDocSidebarParentCategories: 0,
      maxSearchResults: 8,
    }),
  markdown: z
    .strictObject({
      /** `fast` unless set; a plugin that adds syntax needs `unified`. */
      engine: z.enum(MARKDOWN_ENGINE_NAMES).optional(),
      /** Which files are MDX: "detect" (`.mdx`, and `.md` files that use MDX syntax), "mdx" (all) or "md" (none). */
      format: z.enum(MARKDOWN_FORMATS).default("detect"),
      /** Docusaurus's name: ```mermaid blocks are diagrams, drawn in the browser by the `mermaid` package (installed beside the site). */
      mermaid: z.boolean().default(false),
      beforeDefaultRemarkPlugins: pluginList,
      remarkPlugins: pluginList,
      beforeDefaultRehypePlugins: pluginList,
      rehypePlugins: pluginList,
      /** Front matter keys of the site's own, for its components (`doc.frontMatter`): never reported as a likely typo. */
      frontMatterKeys: z.array(z.string().min(1)).default([]),
      /** Docusaurus 3.9's names: what a `.md` link to no doc (over the top-level option) and an image that names no file do. */
      hooks: z
        .strictObject({
          onBrokenMarkdownLinks: brokenRule.optional(),
          onBrokenMarkdownImages: brokenRule.optional(),
        })
        .optional(),
    })
    .default({ format: "detect", mermaid: false, beforeDefaultRemarkPlugins: [], remarkPlugins: [], beforeDefaultRehypePlugins: [], rehypePlugins: [], frontMatterKeys: [] }),
  stylesheets: z.array(stylesheet).default([]),
  /**
   * The site's own CSS (Docusaurus's name): a file or a list of files, relative to the site
   * folder, bundled after the theme's CSS so that its rules and variables win.
   */
  customCss: z.union([z.string().min(1).transform((file) => [file]), z.array(z.string().min(1))]).default([]),
  tableOfContents: z
    .strictObject({
      minHeadingLevel: z.number().int().min(2).max(6).default(2),
      maxHeadingLevel: z.number().int().min(2).max(6).default(3),
    })
    .refine((t) => t.minHeadingLevel <= t.maxHeadingLevel, {
      message: "minHeadingLevel must not be greater than maxHeadingLevel",
    })
    .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
  /** Docusaurus's names: what a link to no page, no doc file or no heading does to the build. */
  onBrokenLinks: brokenRule.default("throw"),
  onBrokenMarkdownLinks: brokenRule.default("warn"),
  onBrokenAnchors: brokenRule.default("warn"),
  /**
   * Docusaurus's `trailingSlash`: left out, pages are `x/index.html`; `false`, pages are `x.html`
   * and the links Markdown content writes to pages have no trailing slash; `true`, those links end
   * with one.
   */
  trailingSlash: z.boolean().optional(),
  prism: z
    .strictObject({
      /** Prism component ids of languages to highlight besides those sitec knows (`ruby`, `csv`, …). */
      additionalLanguages: z.array(z.string().refine(isPrismComponent, { message: "no Prism language has this id (see prismjs/components/)" })).default([]),
    })
    .default({ additionalLanguages: [] }),
  /**
   * Docusaurus's `themeConfig.mermaid`, for a site with `markdown.mermaid`: Mermaid's theme in
   * the light and the dark colour mode, and its other options (`mermaid.initialize`'s).
   */
  mermaid: z
    .strictObject({
      theme: z.strictObject({ light: z.string().min(1).default("default"), dark: z.string().min(1).default("dark") }).default({ light: "default", dark: "dark" }),
      options: z.record(z.string(), z.unknown()).default({}),
    })
    .default({ theme: { light: "default", dark: "dark" }, options: {} }),
});

/** What a site author writes in site.config.ts. */
export type SiteConfigInput = z.input<typeof siteConfigSchema>;
/** The validated config with every default filled in. */
export type SiteConfig = z.output<typeof siteConfigSchema>;
