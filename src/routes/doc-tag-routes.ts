// The docs' tag pages, as Docusaurus makes them from the docs' `tags` front matter: `/docs/tags`
// lists every tag with its number of docs, `/docs/tags/<tag>` the docs of one tag. Unlisted docs
// are on no tag page.
import type { DocFile } from "../content/docs.ts";
import { tagSlug } from "../content/slugs.ts";
import { pageHref } from "../shared/paths.ts";
import { compareText } from "../shared/compare-text.ts";
import type { RouteEntry } from "./route-entry.ts";
import type { DocRoutesInput } from "./doc-routes.ts";
import { docTitle } from "./doc-routes.ts";

interface DocTag {
  label: string;
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
export function docTagsOf(input: Pick<DocRoutesInput, "docs" | "baseUrl" | "trailingSlash" | "routeBasePath">): DocTags {
  const base = "/" + input.routeBasePath.replace(/^\/|\/$/g, "") + "/tags";
  const byRoute = new Map<string, DocTag>();
  const ofDoc = new Map<DocFile, { label: string; href: string }[]>();
  for (const doc of input.docs) {
    const links: { label: string; href: string }[] = [];
    for (const value of doc.frontMatter.tags) {
      const label = typeof value === "string" ? value : value.label;
      const slug = typeof value === "string" ? tagSlug(value) : value.permalink.replace(/^\/+|\/+$/g, "");
      if (!slug) continue;
      const route = `${base}/${slug}`;
      if (links.some((l) => l.href === pageHref(input.baseUrl, route, input.trailingSlash))) continue;
      links.push({ label, href: pageHref(input.baseUrl, route, input.trailingSlash) });
      if (doc.frontMatter.unlisted) continue;
      let tag = byRoute.get(route);
      if (!tag) byRoute.set(route, (tag = { label, route, docs: [] }));
      tag.docs.push(doc);
    }
    if (links.length) ofDoc.set(doc, links);
  }
  return { byRoute, of: (doc) => ofDoc.get(doc) ?? [] };
}

/** The tags page and one page per tag; none when no doc has tags. */
export function docTagRoutes(input: DocRoutesInput, tags: DocTags): RouteEntry[] {
  if (!tags.byRoute.size) return [];
  const base = "/" + input.routeBasePath.replace(/^\/|\/$/g, "") + "/tags";
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
        description: `Docs tagged with "${tag.label}".`,
        noindex: false,
        props: { kind: "doc-tags", tags: list, tag: { label: tag.label, allTagsHref, docs } },
      },
    });
  }
  return entries;
}
