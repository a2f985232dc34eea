// Route records of the docs: one per doc, plus `/docs` leading to the main doc.
import type { DocFile } from "../content/docs.ts";
import { breadcrumbsByHref, breadcrumbsFor, flattenSidebar } from "../content/sidebar.ts";
import type { RenderedMarkdown } from "../markdown/pipeline.ts";
import { withBase } from "../shared/paths.ts";
import { pageSidebars } from "../shared/sidebar-view.ts";
import type { SidebarItem } from "../shared/types.ts";
import type { RouteEntry } from "./route-entry.ts";
import { labelFromName } from "../content/slugs.ts";

export interface DocRoutesInput {
  docs: DocFile[];
  rendered: Map<string, RenderedMarkdown>;
  sidebar: SidebarItem[];
  baseUrl: string;
  routeBasePath: string;
  mainDocRoute?: string;
  editUrl?: string;
  docsDir: string;
  versionLabel: string;
}

/** The title a doc shows: front matter, then its leading `# heading`, then its file name. */
export function docTitle(doc: DocFile, rendered?: RenderedMarkdown): string {
  return doc.frontMatter.title ?? rendered?.h1 ?? labelFromName(doc.id.split("/").pop()!);
}

export function docRoutes(input: DocRoutesInput): RouteEntry[] {
  const order = flattenSidebar(input.sidebar);
  // Looked up per doc in maps made once: walking the sidebar for each doc grew with the square
  // of the number of docs.
  const positions = new Map<string, number>();
  order.forEach((o, i) => positions.has(o.href) || positions.set(o.href, i));
  const trails = breadcrumbsByHref(input.sidebar);
  const sidebarView = pageSidebars(input.sidebar);
  const entries: RouteEntry[] = input.docs.map((doc) => {
    const rendered = input.rendered.get(doc.file)!;
    const title = docTitle(doc, rendered);
    const href = withBase(input.baseUrl, doc.route);
    const position = positions.get(href) ?? -1;
    const unlisted = doc.frontMatter.unlisted;
    const breadcrumbs = breadcrumbsFor(trails, href, title);
    return {
      file: doc.file,
      contentLinks: rendered.links,
      inSitemap: !unlisted,
      data: {
        path: doc.route,
        title,
        description: doc.frontMatter.description ?? firstSentence(rendered),
        noindex: unlisted,
        props: {
          kind: "doc",
          id: doc.id,
          title,
          html: rendered.html,
          toc: doc.frontMatter.hide_table_of_contents ? [] : rendered.toc,
          // The page's part of the sidebar; the whole is one shared file (sidebarUrl).
          sidebar: sidebarView(href),
          breadcrumbs,
          previous: position > 0 ? order[position - 1] : undefined,
          next: position >= 0 && position < order.length - 1 ? order[position + 1] : undefined,
          editUrl: input.editUrl ? input.editUrl.replace(/\/?$/, "/") + relativeToSite(doc, input.docsDir) : undefined,
          unlisted,
          reference: doc.frontMatter.reference,
          versionLabel: input.versionLabel,
        },
      },
      search: unlisted
        ? undefined
        : {
            type: "docs",
            indexTag: "docs-default-current",
            pageTitle: title,
            sections: rendered.sections,
            tags: doc.frontMatter.keywords ?? [],
            parentCategories: breadcrumbs.slice(0, -1).map((b) => b.label),
          },
    };
  });
  if (input.mainDocRoute) {
    const base = "/" + input.routeBasePath.replace(/^\/|\/$/g, "");
    if (!entries.some((e) => e.data.path === base)) entries.push(redirectRoute(base, withBase(input.baseUrl, input.mainDocRoute)));
  }
  return entries;
}

/** A page that sends the reader on (`/docs` → the main doc, `/blog/page/1` → `/blog`). */
export function redirectRoute(path: string, to: string): RouteEntry {
  return {
    contentLinks: [],
    inSitemap: false,
    data: { path, title: "Redirecting…", description: "This page has moved.", noindex: true, props: { kind: "redirect", to } },
  };
}

function firstSentence(rendered: RenderedMarkdown): string {
  const text = rendered.sections[0]?.text || rendered.sections[1]?.text || "";
  const sentence = /^(.{20,200}?[.!?])(\s|$)/.exec(text)?.[1] ?? text.slice(0, 160);
  return sentence.trim();
}

function relativeToSite(doc: DocFile, docsDir: string): string {
  const folder = docsDir.split(/[\\/]/).pop() ?? "docs";
  return `${folder}/${doc.source}`;
}
