// An MDX file written with CRLF line ends renders as the same file with line feeds: MDX's parser
// keeps the CR in the text and code it gives, and each line of a code block came out followed by
// an empty one (secureCodeBox's nikto, ncrack and kubeaudit pages). render-content.ts's
// markdownJobs gives MDX jobs line feeds; Markdown jobs keep their source as it is (the Markdown
// parser reads any line end as one).
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { MarkdownSources } from "../../../../src/markdown/render-content.ts";
import { markdownJobs } from "../../../../src/markdown/render-content.ts";
import { renderMdxJobs } from "../../../../src/markdown/mdx/render-mdx.ts";
import type { BatchContext } from "../../../../src/markdown/render-batch.ts";
import { NO_PLUGINS } from "../../../../src/markdown/site-plugins.ts";

const SITE = resolve(import.meta.dirname, "../../../../site");
const ctx: BatchContext = { baseUrl: "/base/", toc: { min: 2, max: 3 }, routesByFile: {}, engine: "fast" };

const PAGE = [
  "# Scan",
  "",
  "<!-- generated -->",
  "",
  "Text on one line",
  "and on the next.",
  "",
  "<Tabs>",
  '<TabItem value="a" label="A">',
  "",
  "```yaml",
  "kind: Scan",
  "spec:",
  "  scanType: nmap",
  "```",
  "",
  "</TabItem>",
  "</Tabs>",
  "",
].join("\n");

/** The HTML of `source` as the docs page `name`, through the jobs a build makes of it. */
async function render(source: string, name: string) {
  const file = join(SITE, "docs", `${name}.md`);
  const docs = [{ file, content: source, frontMatter: {} }] as unknown as MarkdownSources["docs"];
  const [job] = markdownJobs({ docs, posts: [] });
  expect(job!.mdx).toBe(true);
  const { results } = await renderMdxJobs([job!], ctx, NO_PLUGINS, { siteDir: SITE });
  return results.get(file)!.html;
}

describe("an MDX file's line ends", () => {
  it("CRLF and CR render as line feeds do, with no empty line after each line of code", async () => {
    const lf = await render(PAGE, "lf");
    expect(lf).toContain("kind");
    expect(await render(PAGE.replaceAll("\n", "\r\n"), "crlf")).toBe(lf);
    expect(await render(PAGE.replaceAll("\n", "\r"), "cr")).toBe(lf);
  });

  it("stay as written in a Markdown job", () => {
    const file = join(SITE, "docs", "plain.md");
    const docs = [{ file, content: "# A\r\n\r\nText.\r\n", frontMatter: {} }] as unknown as MarkdownSources["docs"];
    const [job] = markdownJobs({ docs, posts: [] });
    expect(job!.mdx).toBeUndefined();
    expect(job!.source).toBe("# A\r\n\r\nText.\r\n");
  });
});
