import type { DocProps } from "../../src/shared/types.ts";
import DocBeforeContent from "@theme/DocBeforeContent";
import DocSidebar from "@theme/DocSidebar";
import PaginationNav from "@theme/PaginationNav";
import TableOfContents from "@theme/TableOfContents";
import { Content } from "../components/Content.tsx";
import { TocCollapsible } from "@theme-original/TableOfContents";
import { UnlistedBanner } from "@theme-original/PaginationNav";

function Breadcrumbs({ items }: { items: DocProps["breadcrumbs"] }) {
  return (
    <nav aria-label="Breadcrumbs" className="breadcrumbs">
      <ol>
        {items.map((b, i) => (
          <li key={i}>{b.href && i < items.length - 1 ? <a href={b.href}>{b.label}</a> : <span aria-current={i === items.length - 1 ? "page" : undefined}>{b.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}

export function DocPage({ props }: { props: DocProps }) {
  return (
    <div className="doc-layout">
      <DocSidebar items={props.sidebar} />
      {/* The table of contents comes last in the HTML: its column is reserved from the start
          (has-toc), so the article does not move when the browser reaches it while loading. */}
      <div className={`doc-main${props.toc.length ? " has-toc" : ""}`}>
        <article className="doc-article">
          <Breadcrumbs items={props.breadcrumbs} />
          {props.unlisted && <UnlistedBanner what="page" />}
          <header>
            <h1>{props.title}</h1>
          </header>
          <TocCollapsible toc={props.toc} />
          <DocBeforeContent doc={props} />
          <Content html={props.html} contentKey="doc" />
          {props.editUrl && (
            <footer className="doc-footer">
              <a className="edit-link" href={props.editUrl} target="_blank" rel="noopener noreferrer">
                Edit this page
              </a>
            </footer>
          )}
          <PaginationNav
            ariaLabel="Docs pages"
            previous={props.previous && { ...props.previous, sublabel: "Previous" }}
            next={props.next && { ...props.next, sublabel: "Next" }}
          />
        </article>
        <TableOfContents toc={props.toc} />
      </div>
    </div>
  );
}
