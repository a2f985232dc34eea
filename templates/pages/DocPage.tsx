import type { DocProps, ReferenceFacts } from "../../src/shared/types.ts";
import { Content } from "../components/Content.tsx";
import { DocSidebar } from "../components/DocSidebar.tsx";
import { TableOfContents } from "../components/TableOfContents.tsx";

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

export function DocPage({ props }: { props: DocProps }) {
  return (
    <div className="doc-layout">
      <DocSidebar items={props.sidebar} />
      <div className="doc-main">
        <article className="doc-article">
          <Breadcrumbs items={props.breadcrumbs} />
          {props.unlisted && (
            <div className="admonition admonition-warning unlisted-banner" role="note">
              <p className="admonition-title">Unlisted page</p>
              <p>This page is unlisted. Search engines will not index it, and only readers with a direct link can find it.</p>
            </div>
          )}
          <header>
            <h1>{props.title}</h1>
          </header>
          {props.reference && <ReferenceCard facts={props.reference} />}
          <Content html={props.html} contentKey="doc" />
          {props.editUrl && (
            <footer className="doc-footer">
              <a className="edit-link" href={props.editUrl} target="_blank" rel="noopener noreferrer">
                Edit this page
              </a>
            </footer>
          )}
          {(props.previous || props.next) && (
            <nav aria-label="Docs pages" className="pagination-nav">
              {props.previous ? (
                <a className="pagination-link pagination-prev" href={props.previous.href} rel="prev">
                  <span className="pagination-sublabel">Previous</span>
                  <span className="pagination-label">« {props.previous.label}</span>
                </a>
              ) : <span />}
              {props.next && (
                <a className="pagination-link pagination-next" href={props.next.href} rel="next">
                  <span className="pagination-sublabel">Next</span>
                  <span className="pagination-label">{props.next.label} »</span>
                </a>
              )}
            </nav>
          )}
        </article>
        <TableOfContents toc={props.toc} />
      </div>
    </div>
  );
}
