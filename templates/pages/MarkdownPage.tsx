// A Markdown page of pages/ (`.md`, `.mdx`): its content in a column, with the table of contents
// beside it as on doc pages (none with `hide_table_of_contents`). The page's own leading
// `# heading` is shown as its heading; a page without one shows none (its title is the document's).
import type { MarkdownPageProps } from "../../src/shared/types.ts";
import TableOfContents from "@theme/TableOfContents";
import { Content } from "../components/Content.tsx";
import { TocCollapsible } from "@theme-original/TableOfContents";

export function MarkdownPage({ props }: { props: MarkdownPageProps }) {
  return (
    <div className={`markdown-page doc-main${props.toc.length ? " has-toc" : ""}`}>
      <article className={props.wrapperClassName ? `doc-article ${props.wrapperClassName}` : "doc-article"}>
        {props.heading && (
          <header>
            {props.headingHtml !== undefined ? <h1 dangerouslySetInnerHTML={{ __html: props.headingHtml }} /> : <h1>{props.heading}</h1>}
          </header>
        )}
        <TocCollapsible toc={props.toc} />
        <Content html={props.html} contentKey="page" />
      </article>
      <TableOfContents toc={props.toc} />
    </div>
  );
}
