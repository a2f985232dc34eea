// The docs' tag pages, as Docusaurus makes them from the docs' `tags` front matter: `/docs/tags`
// lists every tag with its number of docs, `/docs/tags/<tag>` the docs of one tag. Unlisted docs
// are on no tag page.
import type { DocFile } from "../content/docs.ts";
import { pageHref } from "../shared/paths.ts";
import { compareText } from "../shared/compare-text.ts";
import type { RouteEntry } from "./route-entry.ts";
import type { DocRoutesInput } from "./doc-routes.ts";
import { docTitle } from "./doc-routes.ts";

interface DocTag {
  label: string;
  /** From the tags file (or an inline tag object): shown on the tag's page and as its description. */
  description?: string;
  /** Route of the tag's page, without base URL. */
  route: string;
  docs: DocFile[];
}

export interface DocTags {
  /** The tags by route, in the order first met. */
  byRoute: Map<string, DocTag>;
  /** A doc's tags as its page links them. */
  of: (doc: DocFile) => { label: string; href: string }[];
}

/** Each tag of the docs, and the docs that have it. */
export function docTagsOf(input: Pick<DocRoutesInput, "docs" | "baseUrl" | "trailingSlash" | "routeBasePath" | "tagsBasePath">): DocTags {
  const base = tagsBase(input);
  const byRoute = new Map<string, DocTag>();
  const ofDoc = new Map<DocFile, { label: string; href: string }[]>();
  for (const doc of input.docs) {
    const links: { label: string; href: string }[] = [];
    for (const { label, slug, description } of doc.tags) {
      const route = `${base}/${slug}`;
      if (links.some((l) => l.href === pageHref(input.baseUrl, route, input.trailingSlash))) continue;
      links.push({ label, href: pageHref(input.baseUrl, route, input.trailingSlash) });
      if (doc.frontMatter.unlisted) continue;
      let tag = byRoute.get(route);
      if (!tag) byRoute.set(route, (tag = { label, route, docs: [], ...(description ? { description } : {}) }));
      tag.docs.push(doc);
    }
    if (links.length) ofDoc.set(doc, links);
  }
  return { byRoute, of: (doc) => ofDoc.get(doc) ?? [] };
}

/** The tags page's route: `/docs/tags` (config `docs.tagsBasePath`). */
const tagsBase = (input: Pick<DocRoutesInput, "routeBasePath" | "tagsBasePath">) => "/" + input.routeBasePath.replace(/^\/|\/$/g, "") + "/" + (input.tagsBasePath ?? "tags");

/** The tags page and one page per tag; none when no doc has tags. */
export function docTagRoutes(input: DocRoutesInput, tags: DocTags): RouteEntry[] {
  if (!tags.byRoute.size) return [];
  const base = tagsBase(input);
  const allTagsHref = pageHref(input.baseUrl, base, input.trailingSlash);
  const list = [...tags.byRoute.values()]
    .map((t) => ({ label: t.label, href: pageHref(input.baseUrl, t.route, input.trailingSlash), count: t.docs.length }))
    .sort((a, b) => compareText(a.label, b.label));
  const entries: RouteEntry[] = [
    {
      contentLinks: [],
      inSitemap: true,
      data: { path: base, title: "Tags", description: "All tags of the docs, with their number of docs.", noindex: false, props: { kind: "doc-tags", tags: list } },
    },
  ];
  for (const tag of tags.byRoute.values()) {
    const title = `${tag.docs.length} doc${tag.docs.length === 1 ? "" : "s"} tagged with "${tag.label}"`;
    const docs = tag.docs.map((doc) => ({
      title: docTitle(doc, input.rendered.get(doc.file)),
      href: pageHref(input.baseUrl, doc.route, input.trailingSlash),
      ...(doc.frontMatter.description ? { description: doc.frontMatter.description } : {}),
    }));
    entries.push({
      contentLinks: [],
      inSitemap: true,
      data: {
        path: tag.route,
        title,
        description: tag.description ?? `Docs tagged with "${tag.label}".`,
        noindex: false,
        props: { kind: "doc-tags", tags: list, tag: { label: tag.label, allTagsHref, docs, ...(tag.description ? { description: tag.description } : {}) } },
      },
    });
  }
  return entries;
}
