import type { DocProps, ReferenceFacts } from "../../src/shared/types.ts";
import { Content } from "../components/Content.tsx";
import { DocSidebar } from "../components/DocSidebar.tsx";
import { TableOfContents, TocCollapsible } from "../components/TableOfContents.tsx";
import { PaginationNav, UnlistedBanner } from "../components/PaginationNav.tsx";

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

/** The facts card of a scanner or hook page. */
function ReferenceCard({ facts }: { facts: ReferenceFacts }) {
  const rows: [string, React.ReactNode][] = [];
  if (facts.category) rows.push(["Category", facts.category]);
  if (facts.scanTypes?.length) rows.push([facts.scanTypes.length > 1 ? "Scan types" : "Scan type", facts.scanTypes.map((t) => <code key={t}>{t}</code>).reduce<React.ReactNode[]>((acc, el, i) => (i ? [...acc, ", ", el] : [el]), [])]);
  if (facts.hookType) rows.push(["Hook type", facts.hookType]);
  if (facts.upstreamVersion) rows.push([facts.kind === "scanner" ? "Tool version" : "Version", facts.upstreamVersion]);
  if (facts.chart) rows.push(["Helm chart", <code key="c">{facts.chart}</code>]);
  if (facts.upstreamUrl) rows.push(["Website", <a key="u" href={facts.upstreamUrl} target="_blank" rel="noopener noreferrer">{facts.upstreamUrl.replace(/^https?:\/\//, "").replace(/\/$/, "")}</a>]);
  return (
    <dl className={`reference-card reference-${facts.kind}`} aria-label={facts.kind === "scanner" ? "Scanner facts" : "Hook facts"}>
      {rows.map(([label, value]) => (
        <div key={label} className="reference-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
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
    <div className="doc-layout">
      {(props.sidebar.length > 0 || props.sidebarUrl) && <DocSidebar items={props.sidebar} />}
      {/* The table of contents comes last in the HTML: its column is reserved from the start
          (has-toc), so the article does not move when the browser reaches it while loading. */}
      <div className={`doc-main${props.toc.length ? " has-toc" : ""}`}>
        <article className="doc-article">
          <Breadcrumbs items={props.breadcrumbs} />
          {props.unlisted && <UnlistedBanner what="page" />}
          {!props.hideTitle && (
            <header>
              <h1>{props.title}</h1>
            </header>
          )}
          <TocCollapsible toc={props.toc} />
          {props.reference && <ReferenceCard facts={props.reference} />}
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
