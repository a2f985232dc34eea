// Previous/next links at the end of a page (docs pages, blog posts, blog list pages).
export interface PaginationTarget {
  href: string;
  label: string;
  sublabel?: string;
}

export function PaginationNav({ ariaLabel, previous, next }: { ariaLabel: string; previous?: PaginationTarget; next?: PaginationTarget }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label={ariaLabel} className="pagination-nav">
      {previous ? (
        <a className="pagination-link pagination-prev" href={previous.href} rel="prev">
          {previous.sublabel && <span className="pagination-sublabel">{previous.sublabel}</span>}
          <span className="pagination-label">{`« ${previous.label}`}</span>
        </a>
      ) : (
        <span />
      )}
      {next && (
        <a className="pagination-link pagination-next" href={next.href} rel="next">
          {next.sublabel && <span className="pagination-sublabel">{next.sublabel}</span>}
          <span className="pagination-label">{`${next.label} »`}</span>
        </a>
      )}
    </nav>
  );
}

/** The notice on unlisted docs and posts. */
export function UnlistedBanner({ what }: { what: "page" | "post" }) {
  return (
    <div className="admonition admonition-warning unlisted-banner" role="note">
      <p className="admonition-title">Unlisted page</p>
      <p>{`This ${what} is unlisted. Search engines will not index it, and only readers with a direct link can find it.`}</p>
    </div>
  );
}

export default PaginationNav;
