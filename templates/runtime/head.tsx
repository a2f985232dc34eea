// What pages set in the document head with `@docusaurus/Head` or `@theme/Layout`'s `title` and
// `description`. The head of a built page is written by the compiler (src/render/document.ts)
// from the route's title and description: before the pages are rendered, each React page is
// rendered once with a collector (templates/server.tsx, pageHead) and what it set becomes its
// route's title and description. In the browser, after client-side navigation, the effect sets
// them again.
import { Children, createContext, isValidElement, useContext, useEffect, type ReactNode } from "react";
import { documentTitle } from "./navigation.ts";
import { useRuntime } from "./context.tsx";

export interface PageHead {
  title?: string;
  description?: string;
  /** Where the page sends the reader (`@docusaurus/router`'s `Redirect`): the route becomes a redirect to it. */
  redirect?: string;
}

/** Present only while a page is rendered to find its head (server.tsx). */
export const HeadCollectorContext = createContext<PageHead | null>(null);

/** The text of a `<title>` element's children. */
function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) => (typeof child === "string" || typeof child === "number" ? String(child) : ""))
    .join("");
}

/** The title and description among `<title>` and `<meta name="description">` elements. */
export function headOfElements(children: ReactNode): PageHead {
  const head: PageHead = {};
  Children.forEach(children, (child) => {
    if (!isValidElement<{ children?: ReactNode; name?: string; property?: string; content?: string }>(child)) return;
    if (child.type === "title") head.title = textOf(child.props.children);
    else if (child.type === "meta" && (child.props.name === "description" || child.props.property === "og:description") && typeof child.props.content === "string") {
      head.description ??= child.props.content;
    }
  });
  return head;
}

/** Records `head` for the page (server) or applies it to the document (browser). */
export function useHead(head: PageHead): void {
  const collector = useContext(HeadCollectorContext);
  const { site, route } = useRuntime();
  if (collector) {
    if (head.title !== undefined) collector.title = head.title;
    if (head.description !== undefined) collector.description = head.description;
  }
  useEffect(() => {
    if (head.title !== undefined) document.title = documentTitle(head.title, site.title, site.titleDelimiter);
    if (head.description !== undefined) document.querySelector('meta[name="description"]')?.setAttribute("content", head.description);
  }, [head.title, head.description, route.path, site.title, site.titleDelimiter]);
}
