// Route records of the docs: one per doc, `/docs` leading to the main doc, the generated index
// pages of categories, and the tag pages (`/docs/tags`, `/docs/tags/<tag>`).
import { DEFAULT_DOCS_ID, type EditUrlParams } from "../config/schema.ts";
import type { DocsSidebars } from "../content/docs-sidebars.ts";
import type { DocFile } from "../content/docs.ts";
import type { LastUpdate } from "../content/last-update.ts";
import { breadcrumbsByHref, breadcrumbsFor, flattenSidebar } from "../content/sidebar.ts";
import type { RenderedMarkdown } from "../markdown/pipeline.ts";
import { pageHref } from "../shared/paths.ts";
import { pageSidebars, type ListWindowing } from "../shared/sidebar-view.ts";
import type { Breadcrumb, DocVersionProps, IndexCard, SidebarItem, SidebarViewItem, TocItem } from "../shared/types.ts";
import type { RouteEntry } from "./route-entry.ts";
import { docFrontMatterSchema } from "../content/front-matter-schemas.ts";
import { formatDate } from "../content/blog.ts";
import { docDescriptions, generatedIndexRoutes, indexCards } from "./doc-index-routes.ts";
import { docCardSiblings, fillDocCardLists, hasDocCardList } from "./doc-card-lists.ts";
import { docTagRoutes, docTagsOf } from "./doc-tag-routes.ts";
import { routeBase } from "../shared/route-base.ts";

export interface DocRoutesInput {
  docs: DocFile[];
  rendered: Map<string, RenderedMarkdown>;
  sidebars: DocsSidebars;
  /** Where each sidebar's shared file is, by sidebar id (base URL applied). */
  sidebarUrls?: Map<string, string>;
  baseUrl: string;
  /** The config's `trailingSlash`, applied to every link to a page. */
  trailingSlash?: boolean;
  routeBasePath: string;
  /** The tags pages' route below the docs (config `docs.tagsBasePath`): `tags` unless set. */
  tagsBasePath?: string;
  mainDocRoute?: string;
  editUrl?: string | ((params: EditUrlParams) => string | undefined);
  docsDir: string;
  /** The docs folder relative to the site (`docs`, `../docs`, `versioned_docs/version-1.0`), for edit links; its last name unless set. */
  docsDirPath?: string;
  versionLabel: string;
  /** The version's name (`current` on a site without versions.json): its search index is `docs-<pluginId>-<name>`. */
  versionName?: string;
  /** The docs instance's id: `default` unless given (docs-instances.ts). */
  pluginId?: string;
  /** What a doc page shows of its version, on a site with versions.json. */
  versionOf?: (doc: DocFile) => DocVersionProps;
  /** When a sidebar list shows a window (build internals; LIST_WINDOWING without). */
  listWindowing?: ListWindowing;
  /** The config's heading levels of the table of contents (a doc's front matter may change them). */
  toc?: { min: number; max: number };
  breadcrumbs?: boolean;
  showLastUpdateTime?: boolean;
  showLastUpdateAuthor?: boolean;
  lastUpdates?: Map<string, LastUpdate>;
  /** Fills the docs' `@theme/DocCardList`s (doc-card-lists.ts): `render` writes the cards, `warn` tells of a list with nothing to show. */
  cardLists?: { render: (cards: IndexCard[], className?: string) => string; warn: (message: string, file: string) => void };
}

/** The title a doc shows: front matter, then its leading `# heading`, then its file name. */
export function docTitle(doc: DocFile, rendered?: RenderedMarkdown): string {
  return doc.frontMatter.title ?? rendered?.h1 ?? doc.id.split("/").pop()!;
}

/** What a sidebar gives its pages: reading order, breadcrumbs and each page's part of it. */
export interface SidebarFacts {
  order: { label: string; href: string }[];
  positions: Map<string, number>;
  trails: Map<string, Breadcrumb[]>;
  view: (href: string) => SidebarViewItem[];
}

/** The facts of each sidebar, made on first use. */
export function sidebarFacts(sidebars: Map<string, SidebarItem[]>, listWindowing?: ListWindowing): (id: string | undefined) => SidebarFacts | undefined {
  const made = new Map<string, SidebarFacts>();
  return (id) => {
    if (id === undefined) return undefined;
    let facts = made.get(id);
    const items = sidebars.get(id);
    if (!facts && items) {
      const order = flattenSidebar(items);
      // Looked up per doc in maps made once: walking the sidebar for each doc grew with the
      // square of the number of docs.
      const positions = new Map<string, number>();
      order.forEach((o, i) => positions.has(o.href) || positions.set(o.href, i));
      made.set(id, (facts = { order, positions, trails: breadcrumbsByHref(items), view: pageSidebars(items, listWindowing) }));
    }
    return facts;
  };
}

const KNOWN_KEYS = new Set(Object.keys(docFrontMatterSchema.shape));

/** The front matter keys sitec does not know, for components; undefined when there are none. */
export function customFrontMatter(frontMatter: Record<string, unknown>): Record<string, unknown> | undefined {
  const custom = Object.entries(frontMatter).filter(([key]) => !KNOWN_KEYS.has(key));
  return custom.length ? Object.fromEntries(custom) : undefined;
}

/** The headings of a table of contents between the page's levels. */
export function tocBetween(toc: TocItem[], min: number, max: number): TocItem[] {
  return toc.every((t) => t.level >= min && t.level <= max) ? toc : toc.filter((t) => t.level >= min && t.level <= max);
}

export function docRoutes(input: DocRoutesInput): RouteEntry[] {
  const factsOf = sidebarFacts(input.sidebars.sidebars, input.listWindowing);
  const byId = new Map(input.docs.map((d) => [d.id, d]));
  // What a doc is called in the previous and next links of other pages: `pagination_label`.
  const paginationLabels = new Map<string, string>();
  for (const doc of input.docs) {
    if (doc.frontMatter.pagination_label) paginationLabels.set(pageHref(input.baseUrl, doc.route, input.trailingSlash), doc.frontMatter.pagination_label);
  }
  const neighbour = (link: { label: string; href: string } | undefined) =>
    link && { label: paginationLabels.get(link.href) ?? link.label, href: link.href };
  const chosen = (id: string | null | undefined, fallback: { label: string; href: string } | undefined) => {
    if (id === null) return undefined;
    if (id === undefined) return neighbour(fallback);
    const doc = byId.get(id);
    if (!doc) return neighbour(fallback);
    const href = pageHref(input.baseUrl, doc.route, input.trailingSlash);
    return { label: paginationLabels.get(href) ?? doc.frontMatter.sidebar_label ?? docTitle(doc, input.rendered.get(doc.file)), href };
  };
  const tags = docTagsOf(input);
  let descriptionOf: ((href: string) => string | undefined) | undefined;
  const withCardLists = (html: string, doc: DocFile, href: string, sidebarId: string | undefined): string => {
    if (!input.cardLists || !hasDocCardList(html)) return html;
    const siblings = docCardSiblings(sidebarId === undefined ? undefined : input.sidebars.sidebars.get(sidebarId), href);
    if (!siblings) input.cardLists.warn("<DocCardList /> shows the items of the doc's sidebar category, but no sidebar lists this doc: the list is empty. Add the doc to a sidebar, or give the list its `items`.", doc.file);
    descriptionOf ??= docDescriptions(input);
    return fillDocCardLists(html, indexCards(siblings ?? [], descriptionOf), input.cardLists.render);
  };
  const entries: RouteEntry[] = input.docs.map((doc) => {
    const fm = doc.frontMatter;
    const rendered = input.rendered.get(doc.file)!;
    const title = docTitle(doc, rendered);
    const href = pageHref(input.baseUrl, doc.route, input.trailingSlash);
    const sidebarId = input.sidebars.sidebarOf(doc);
    const facts = factsOf(sidebarId);
    const position = facts?.positions.get(href) ?? -1;
    const unlisted = fm.unlisted;
    const breadcrumbs = facts ? breadcrumbsFor(facts.trails, href, title) : [{ label: title }];
    const toc = fm.hide_table_of_contents
      ? []
      : tocBetween(rendered.toc, fm.toc_min_heading_level ?? input.toc?.min ?? 2, fm.toc_max_heading_level ?? input.toc?.max ?? 3);
    const docTags = tags.of(doc);
    const lastUpdate = lastUpdateOf(doc, input);
    const custom = customFrontMatter(fm);
    const keywords = fm.keywords?.filter(Boolean);
    return {
      file: doc.file,
      contentLinks: rendered.links,
      inSitemap: !unlisted,
      data: {
        path: doc.route,
        // An MDX `<head>`'s title and description are the document's, not the page's heading.
        title: rendered.head?.title ?? title,
        description: rendered.head?.description ?? fm.description ?? firstSentence(rendered),
        noindex: unlisted,
        ...(fm.image ? { image: fm.image } : {}),
        ...(keywords?.length ? { keywords } : {}),
        props: {
          kind: "doc",
          id: doc.id,
          title,
          html: withCardLists(rendered.html, doc, href, sidebarId),
          toc,
          // The page's part of its sidebar; the whole is one shared file (sidebarUrl).
          sidebar: facts ? facts.view(href) : [],
          breadcrumbs: input.breadcrumbs === false ? [] : breadcrumbs,
          previous: chosen(fm.pagination_prev, facts && position > 0 ? facts.order[position - 1] : undefined),
          next: chosen(fm.pagination_next, facts && position >= 0 && position < facts.order.length - 1 ? facts.order[position + 1] : undefined),
          editUrl: editUrlOf(doc, input),
          unlisted,
          // As Docusaurus: a doc's own `# heading` is its page's heading whatever its title, and
          // `hide_title` hides only the heading made from the title.
          ...((fm.hide_title && rendered.h1 === undefined) || rendered.h1InPlace ? { hideTitle: true } : {}),
          ...(rendered.h1 !== undefined && rendered.h1 !== title && !rendered.h1InPlace ? { heading: rendered.h1 } : {}),
          ...(rendered.h1Html !== undefined && !rendered.h1InPlace ? { headingHtml: rendered.h1Html } : {}),
          ...(docTags.length ? { tags: docTags } : {}),
          ...(lastUpdate ? { lastUpdate } : {}),
          ...(custom ? { frontMatter: custom } : {}),
          versionLabel: input.versionLabel,
          ...(input.versionOf ? { version: input.versionOf(doc) } : {}),
          ...(sidebarId && input.sidebarUrls?.has(sidebarId) ? { sidebarUrl: input.sidebarUrls.get(sidebarId), sidebarKey: sidebarKey(input.pluginId, sidebarId) } : {}),
        },
      },
      search: unlisted
        ? undefined
        : {
            type: "docs",
            indexTag: docsIndexTag(input),
            pageTitle: title,
            sections: rendered.sections,
            tags: fm.keywords ?? [],
            parentCategories: breadcrumbs.slice(0, -1).map((b) => b.label),
          },
    };
  });
  entries.push(...generatedIndexRoutes(input, factsOf), ...docTagRoutes(input, tags));
  if (input.mainDocRoute) {
    const base = routeBase(input.routeBasePath);
    if (!entries.some((e) => e.data.path === base)) entries.push(redirectRoute(base, pageHref(input.baseUrl, input.mainDocRoute, input.trailingSlash)));
  }
  return entries;
}

/**
 * Which sidebar a doc page shows, the same in every version and whatever the sidebar holds
 * (`guides`, `community:docs` for a further docs instance's): navbar items that follow the
 * sidebar are current on its pages (site-data.ts).
 */
export const sidebarKey = (pluginId: string | undefined, sidebarId: string): string => (pluginId && pluginId !== DEFAULT_DOCS_ID ? `${pluginId}:${sidebarId}` : sidebarId);

/** The search index tag of a version's docs (Docusaurus's `docs-<pluginId>-<version>`: `docs-default-current`). */
export const docsIndexTag = (input: Pick<DocRoutesInput, "versionName" | "pluginId">) => `docs-${input.pluginId ?? DEFAULT_DOCS_ID}-${input.versionName ?? "current"}`;

/** A page that sends the reader on (`/docs` → the main doc, `/blog/page/1` → `/blog`). */
export function redirectRoute(path: string, to: string): RouteEntry {
  return {
    contentLinks: [],
    inSitemap: false,
    data: { path, title: "Redirecting…", description: "This page has moved.", noindex: true, props: { kind: "redirect", to } },
  };
}

/** The first sentence of a page's text, for its description. */
export function firstSentence(rendered: RenderedMarkdown): string {
  const text = rendered.sections[0]?.text || rendered.sections[1]?.text || "";
  const sentence = /^(.{20,200}?[.!?])(\s|$)/.exec(text)?.[1] ?? text.slice(0, 160);
  return sentence.trim();
}

/** The doc's edit link: `custom_edit_url` (null: none), else the config's `editUrl`. */
function editUrlOf(doc: DocFile, input: DocRoutesInput): string | undefined {
  const custom = doc.frontMatter.custom_edit_url;
  if (custom !== undefined) return custom ?? undefined;
  const folder = input.docsDirPath ?? input.docsDir.split(/[\\/]/).pop() ?? "docs";
  if (typeof input.editUrl === "function") {
    return input.editUrl({ version: input.versionName ?? "current", versionDocsDirPath: folder, docPath: doc.source, permalink: pageHref(input.baseUrl, doc.route, input.trailingSlash), locale: "en" }) ?? undefined;
  }
  if (!input.editUrl) return undefined;
  // The URL with `..` resolved, where Docusaurus writes `…/website/../docs/x.md`: the same page.
  const url = input.editUrl.replace(/\/?$/, "/") + `${folder}/${doc.source}`;
  return URL.canParse(url) ? new URL(url).href : url;
}

/** When and by whom the doc changed last, as far as the config shows it. */
function lastUpdateOf(doc: DocFile, input: DocRoutesInput): { date?: string; formattedDate?: string; author?: string } | undefined {
  if (!input.showLastUpdateTime && !input.showLastUpdateAuthor) return undefined;
  const given = doc.frontMatter.last_update;
  const git = input.lastUpdates?.get(doc.file);
  const rawDate = given?.date ?? git?.date;
  const date = rawDate instanceof Date ? rawDate.toISOString().slice(0, 10) : rawDate?.slice(0, 10);
  const author = given?.author ?? git?.author;
  const shown = {
    ...(input.showLastUpdateTime && date ? { date, formattedDate: formatDate(date) } : {}),
    ...(input.showLastUpdateAuthor && author ? { author } : {}),
  };
  return Object.keys(shown).length ? shown : undefined;
}
