import { describe, expect, it } from "vitest";
import type { RenderedMarkdown } from "../../src/markdown/pipeline.ts";
import { releaseDocHtml } from "../../src/release-memory.ts";
import type { RouteEntry } from "../../src/routes/route-entry.ts";

const route = (kind: string, file: string | undefined, html: string) => ({ file, data: { props: { kind, html } } }) as unknown as RouteEntry;
const html = (r: RouteEntry) => (r.data.props as unknown as { html: string }).html;

describe("releaseDocHtml", () => {
  it("lets go of the docs' HTML and Markdown results, and keeps the posts' (the feeds read them)", () => {
    const markdown = new Map(["docs/a.md", "docs/b.md", "blog/p.md"].map((file) => [file, { html: `<p>${file}</p>` } as RenderedMarkdown]));
    const routes = [route("doc", "docs/a.md", "<p>a</p>"), route("doc", "docs/b.md", "<p>b</p>"), route("post", "blog/p.md", "<p>p</p>"), route("page", undefined, "<p>home</p>")];
    releaseDocHtml(markdown, routes);
    expect([...markdown.keys()]).toEqual(["blog/p.md"]);
    expect(routes.map(html)).toEqual(["", "", "<p>p</p>", "<p>home</p>"]);
  });
});
