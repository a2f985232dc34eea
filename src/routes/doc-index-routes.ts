// The generated index pages of categories (`link: { type: "generated-index" }`): the category's
// title and description, and a card for each of its items, inside the category's sidebar.
import type { RouteEntry } from "./route-entry.ts";
import type { DocRoutesInput, SidebarFacts } from "./doc-routes.ts";
import { docsIndexTag, firstSentence, sidebarKey } from "./doc-routes.ts";
import { pageHref } from "../shared/paths.ts";
import type { IndexCard, SidebarItem } from "../shared/types.ts";
import { breadcrumbsFor } from "../content/sidebar.ts";

/** The first page a sidebar item leads to. */
function firstHref(item: SidebarItem): string | undefined {
  if (item.type === "html") return undefined;
  if (item.type === "link" || item.href) return item.href;
  for (const child of item.items) {
    const href = firstHref(child);
    if (href) return href;
  }
  return undefined;
}

/** The description of the doc at an href: its front matter's, else its first sentence. */
export function docDescriptions(input: Pick<DocRoutesInput, "docs" | "rendered" | "baseUrl" | "trailingSlash">): (href: string) => string | undefined {
  const docByHref = new Map(input.docs.map((d) => [pageHref(input.baseUrl, d.route, input.trailingSlash), d]));
  return (href) => {
    const doc = docByHref.get(href);
    if (!doc) return undefined;
    const rendered = input.rendered.get(doc.file);
    return doc.frontMatter.description ?? (rendered ? firstSentence(rendered) || undefined : undefined);
  };
}

/** A card for each sidebar item that leads somewhere: a link with its doc's description (a URL for another site), a category with its count of items. */
export function indexCards(items: SidebarItem[], descriptionOf: (href: string) => string | undefined): IndexCard[] {
  return items.flatMap((item): IndexCard[] => {
    if (item.type === "html") return [];
    const target = firstHref(item);
    if (!target) return [];
    if (item.type === "link") {
      const description = item.external ? item.href : descriptionOf(item.href);
      return [{ label: item.label, href: target, ...(description ? { description } : {}) }];
    }
    return [{ label: item.label, href: target, count: item.items.length }];
  });
}

export function generatedIndexRoutes(input: DocRoutesInput, factsOf: (id: string | undefined) => SidebarFacts | undefined): RouteEntry[] {
  const descriptionOf = docDescriptions(input);
  return input.sidebars.generatedIndexes.map((index) => {
    const href = pageHref(input.baseUrl, index.route, input.trailingSlash);
    const facts = factsOf(index.sidebarId);
    const position = facts?.positions.get(href) ?? -1;
    const cards = indexCards(index.category.items, descriptionOf);
    const breadcrumbs = facts ? breadcrumbsFor(facts.trails, href, index.title) : [{ label: index.title }];
    return {
      contentLinks: [],
      inSitemap: true,
      data: {
        path: index.route,
        title: index.title,
        description: index.description ?? `The pages of ${index.title}.`,
        noindex: false,
        ...(index.image ? { image: index.image } : {}),
        ...(index.keywords?.length ? { keywords: index.keywords } : {}),
        props: {
          kind: "doc-category",
          title: index.title,
          ...(index.description ? { description: index.description } : {}),
          cards,
          sidebar: facts ? facts.view(href) : [],
          breadcrumbs: input.breadcrumbs === false ? [] : breadcrumbs,
          previous: facts && position > 0 ? facts.order[position - 1] : undefined,
          next: facts && position >= 0 && position < facts.order.length - 1 ? facts.order[position + 1] : undefined,
          ...(input.sidebarUrls?.has(index.sidebarId) ? { sidebarUrl: input.sidebarUrls.get(index.sidebarId), sidebarKey: sidebarKey(input.pluginId, index.sidebarId) } : {}),
        },
      },
      search: {
        type: "docs",
        indexTag: docsIndexTag(input),
        pageTitle: index.title,
        sections: [{ text: [index.description ?? "", ...cards.map((c) => c.label)].join(" ").trim() }],
        tags: index.keywords ?? [],
        parentCategories: breadcrumbs.slice(0, -1).map((b) => b.label),
      },
    };
  });
}
