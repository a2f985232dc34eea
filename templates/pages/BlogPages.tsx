// Blog list (and tag) pages, posts, the tag index and the archive.
import type { BlogArchiveProps, BlogListProps, BlogPostProps, BlogTagsProps } from "../../src/shared/types.ts";
import BlogSidebar from "@theme/BlogSidebar";
import { Content } from "../components/Content.tsx";
import PostMeta from "@theme/PostMeta";
import TableOfContents from "@theme/TableOfContents";
import PaginationNav from "@theme/PaginationNav";
import { Authors, TagList } from "@theme-original/PostMeta";
import { TocCollapsible } from "@theme-original/TableOfContents";
import { UnlistedBanner } from "@theme-original/PaginationNav";
import { AuthorCard } from "./BlogAuthorPages.tsx";

export function BlogListPage({ props }: { props: BlogListProps }) {
  const { pagination } = props;
  return (
    <div className="blog-layout">
      <BlogSidebar recent={props.recent} title={props.recentTitle} />
      <div className="blog-main">
        {props.author ? (
          <header className="blog-list-header">
            <h1 className="visually-hidden">{props.title}</h1>
            <AuthorCard author={props.author} />
            <a href={props.author.allAuthorsHref}>View all authors</a>
          </header>
        ) : props.tag ? (
          <header className="blog-list-header">
            <h1>{props.title}</h1>
            {props.tag.description && <p>{props.tag.description}</p>}
            <a href={props.tag.allTagsHref}>View all tags</a>
          </header>
        ) : (
          <h1 className="visually-hidden">{props.title}</h1>
        )}
        {props.posts.map((post) => (
          <article key={post.href} className="blog-post-item">
            <header>
              <h2 className="blog-post-title">
                <a href={post.href}>{post.title}</a>
              </h2>
              <PostMeta date={post.date} formattedDate={post.formattedDate} readingTime={post.readingTime} />
              <Authors authors={post.authors} />
            </header>
            <Content html={post.excerptHtml} contentKey={"excerpt:" + post.href} />
            <footer className="blog-post-footer">
              <TagList tags={post.tags} />
              {post.hasMore && (
                <a className="read-more" href={post.href} aria-label={`Read more about ${post.title}`}>
                  Read more
                </a>
              )}
            </footer>
          </article>
        ))}
        <PaginationNav
          ariaLabel="Blog list page navigation"
          previous={pagination.newer ? { href: pagination.newer, label: "Newer entries" } : undefined}
          next={pagination.older ? { href: pagination.older, label: "Older entries" } : undefined}
        />
      </div>
    </div>
  );
}

export function BlogPostPage({ props }: { props: BlogPostProps }) {
  const { post } = props;
  return (
    <div className="blog-layout">
      <BlogSidebar recent={props.recent} title={props.recentTitle} />
      <div className={`blog-main blog-post-main${props.toc.length ? " has-toc" : ""}`}>
        <article className="blog-post">
          {props.unlisted && <UnlistedBanner what="post" />}
          <header>
            <h1>{post.title}</h1>
            <PostMeta date={post.date} formattedDate={post.formattedDate} readingTime={post.readingTime} />
            <Authors authors={post.authors} />
          </header>
          <TocCollapsible toc={props.toc} />
          <Content html={post.html} contentKey="post" />
          <footer className="blog-post-footer">
            <TagList tags={post.tags} />
            {props.editUrl && (
              <a className="edit-link" href={props.editUrl} target="_blank" rel="noopener noreferrer">
                Edit this page
              </a>
            )}
          </footer>
          <PaginationNav
            ariaLabel="Blog post page navigation"
            previous={props.previous && { href: props.previous.href, label: props.previous.title, sublabel: "Newer post" }}
            next={props.next && { href: props.next.href, label: props.next.title, sublabel: "Older post" }}
          />
        </article>
        <TableOfContents toc={props.toc} />
      </div>
    </div>
  );
}

export function BlogTagsPage({ props }: { props: BlogTagsProps }) {
  const groups = new Map<string, typeof props.tags>();
  for (const tag of props.tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return (
    <div className="blog-layout">
      <BlogSidebar recent={props.recent} title={props.recentTitle} />
      <div className="blog-main">
        <h1>Tags</h1>
        <div className="tag-groups">
          {[...groups].map(([letter, tags]) => (
            <section key={letter} className="tag-group">
              <h2>{letter}</h2>
              <ul>
                {tags.map((t) => (
                  <li key={t.slug}>
                    <a className="tag" href={t.href}>
                      {t.label + " "}
                      <span className="tag-count">{t.count}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

export function BlogArchivePage({ props }: { props: BlogArchiveProps }) {
  return (
    <div className="page-narrow">
      <header className="archive-header">
        <h1>Archive</h1>
        <p>Every post of the blog, newest first.</p>
      </header>
      {props.years.map(({ year, posts }) => (
        <section key={year} className="archive-year">
          <h2>{year}</h2>
          <ul>
            {posts.map((p) => (
              <li key={p.href}>
                <time dateTime={p.date}>{p.formattedDate}</time> – <a href={p.href}>{p.title}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
