// Pages the docs get besides the docs themselves: a category's generated index (a card per
// item, inside the docs layout) and the tag pages (every tag; the docs of one tag).
import type { DocCategoryProps, DocTagsProps } from "../../src/shared/types.ts";
import DocSidebar from "@theme/DocSidebar";
import PaginationNav from "@theme/PaginationNav";
import { IndexCards } from "../components/IndexCards.tsx";

export function DocCategoryPage({ props }: { props: DocCategoryProps }) {
  return (
    <div className="doc-layout">
      {props.sidebar.length > 0 && <DocSidebar items={props.sidebar} />}
      <div className="doc-main">
        <article className="doc-article doc-generated-index">
          {props.breadcrumbs.length > 0 && (
            <nav aria-label="Breadcrumbs" className="breadcrumbs">
              <ol>
                {props.breadcrumbs.map((b, i) => (
                  <li key={i}>{b.href && i < props.breadcrumbs.length - 1 ? <a href={b.href}>{b.label}</a> : <span aria-current={i === props.breadcrumbs.length - 1 ? "page" : undefined}>{b.label}</span>}</li>
                ))}
              </ol>
            </nav>
          )}
          <header>
            <h1>{props.title}</h1>
            {props.description && <p className="generated-index-description">{props.description}</p>}
          </header>
          <IndexCards cards={props.cards} />
          <PaginationNav
            ariaLabel="Docs pages"
            previous={props.previous && { ...props.previous, sublabel: "Previous" }}
            next={props.next && { ...props.next, sublabel: "Next" }}
          />
        </article>
      </div>
    </div>
  );
}

export function DocTagsPage({ props }: { props: DocTagsProps }) {
  if (props.tag) {
    const { tag } = props;
    return (
      <div className="page-narrow doc-tag-page">
        <header className="blog-list-header">
          <h1>{`${tag.docs.length} doc${tag.docs.length === 1 ? "" : "s"} tagged with "${tag.label}"`}</h1>
          {tag.description && <p>{tag.description}</p>}
          <a href={tag.allTagsHref}>View all tags</a>
        </header>
        <ul className="doc-tag-docs">
          {tag.docs.map((doc) => (
            <li key={doc.href}>
              <h2>
                <a href={doc.href}>{doc.title}</a>
              </h2>
              {doc.description && <p>{doc.description}</p>}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className="page-narrow doc-tags-page">
      <h1>Tags</h1>
      <ul className="doc-tag-list">
        {props.tags.map((t) => (
          <li key={t.href}>
            <a className="tag" href={t.href}>
              {t.label + " "}
              <span className="tag-count">{t.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
