// What a build lets go of once it has used it. A build holds its whole site in memory, and at
// 50,000 docs the Markdown sources (230 MB) and the docs' HTML (350 MB) stayed to the build's
// end for nothing, under the search index, the feeds and the cache (heap snapshots,
// bench:scale, bench/results/2026-11-24-sixth-pass.md). Only `build` calls these: watch mode keeps everything, the next edit
// builds on it (when a doc moves, the docs whose text links to it are rendered again).
import type { Content } from "./content/load-content.ts";
import type { RenderedContent } from "./markdown/render-content.ts";
import type { RouteEntry } from "./routes/route-entry.ts";

/** The Markdown sources, once rendered. */
export function releaseSources(content: Pick<Content, "docs" | "posts" | "markdownPages">): void {
  for (const doc of content.docs) doc.content = "";
  for (const page of content.markdownPages) page.content = "";
  for (const post of content.posts) {
    post.content = "";
    if (post.excerptSource !== undefined) post.excerptSource = "";
  }
}

/** The docs' HTML, once their pages are written: only the posts' is read again (the feeds). */
export function releaseDocHtml(markdown: RenderedContent, routes: RouteEntry[]): void {
  for (const route of routes) {
    if (route.data.props.kind !== "doc") continue;
    route.data.props.html = "";
    // A doc route's file is its Markdown's key.
    if (route.file) markdown.delete(route.file);
  }
}
