import type { DocProps } from "../../src/shared/types.ts";
import DocBeforeContent from "@theme/DocBeforeContent";
import DocSidebar from "@theme/DocSidebar";
import PaginationNav from "@theme/PaginationNav";
import TableOfContents from "@theme/TableOfContents";
import { Content } from "../components/Content.tsx";
import { DocVersionBadge, DocVersionBanner } from "../components/DocVersion.tsx";
import { TocCollapsible } from "@theme-original/TableOfContents";
import { UnlistedBanner } from "@theme-original/PaginationNav";

function Breadcrumbs({ items }: { items: DocProps["breadcrumbs"] }) {
  if (!items.length) return null;
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

/** "Last updated on <date> by <author>", either part left out when not known. */
function LastUpdated({ date, formattedDate, author }: NonNullable<DocProps["lastUpdate"]>) {
  return (
    <p className="last-updated">
      {"Last updated"}
      {date && (
        <>
          {" on "}
          <time dateTime={date}>{formattedDate}</time>
        </>
      )}
      {author && ` by ${author}`}
    </p>
  );
}

export function DocPage({ props }: { props: DocProps }) {
  return (
    <div className={props.version ? `doc-layout ${props.version.className}` : "doc-layout"}>
      {(props.sidebar.length > 0 || props.sidebarUrl) && <DocSidebar items={props.sidebar} />}
      {/* The table of contents comes last in the HTML: its column is reserved from the start
          (has-toc), so the article does not move when the browser reaches it while loading. */}
      <div className={`doc-main${props.toc.length ? " has-toc" : ""}`}>
        <article className="doc-article">
          {props.version && <DocVersionBanner version={props.version} />}
          <Breadcrumbs items={props.breadcrumbs} />
          {props.version && <DocVersionBadge version={props.version} />}
          {props.unlisted && <UnlistedBanner what="page" />}
          {!props.hideTitle && (
            <header>
              {props.headingHtml !== undefined ? <h1 dangerouslySetInnerHTML={{ __html: props.headingHtml }} /> : <h1>{props.heading ?? props.title}</h1>}
            </header>
          )}
          <TocCollapsible toc={props.toc} />
          <DocBeforeContent doc={props} />
          <Content html={props.html} contentKey="doc" />
          {props.tags && (
            <p className="post-tags doc-tags">
              <span className="post-tags-label">Tags:</span>
              {props.tags.map((t) => (
                <a key={t.href} className="tag" href={t.href} rel="tag">
                  {t.label}
                </a>
              ))}
            </p>
          )}
          {(props.editUrl || props.lastUpdate) && (
            <footer className="doc-footer">
              {props.editUrl && (
                <a className="edit-link" href={props.editUrl} target="_blank" rel="noopener noreferrer">
                  Edit this page
                </a>
              )}
              {props.lastUpdate && <LastUpdated {...props.lastUpdate} />}
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
