// Rendered Markdown is in the page's HTML already, so the props embedded for hydration
// leave it out ("content is never shipped twice"); the client reads it back from the DOM.
import type { RouteData } from "./types.ts";

/** Maps every content block of the route through `map` (strip on the server, restore on the client). */
export function mapContent(route: RouteData, map: (key: string, html: string) => string): RouteData {
  const p = route.props;
  if (p.kind === "doc") return { ...route, props: { ...p, html: map("doc", p.html) } };
  if (p.kind === "markdown-page") return { ...route, props: { ...p, html: map("page", p.html) } };
  if (p.kind === "blog-post") return { ...route, props: { ...p, post: { ...p.post, html: map("post", p.post.html) } } };
  if (p.kind === "blog-list") {
    return {
      ...route,
      props: { ...p, posts: p.posts.map((post) => ({ ...post, excerptHtml: map("excerpt:" + post.href, post.excerptHtml) })) },
    };
  }
  return route;
}
