// The blog's authors page: each author with a page of their own (`page` in authors.yml), with
// their number of posts. An author's own page is a list of posts (BlogListPage with `author`).
import type { AuthorData, BlogAuthorsProps } from "../../src/shared/types.ts";
import BlogSidebar from "@theme/BlogSidebar";

/** An author's card: avatar, name, title, description and profiles. */
export function AuthorCard({ author, link }: { author: AuthorData; link?: string }) {
  return (
    <div className="author-card">
      {author.imageUrl ? (
        <img className="author-avatar" src={author.imageUrl} alt="" width={64} height={64} />
      ) : (
        <span className="author-avatar" aria-hidden>
          {author.initials}
        </span>
      )}
      <div>
        <p className="author-name">{link ? <a href={link}>{author.name}</a> : author.url ? <a href={author.url}>{author.name}</a> : author.name}</p>
        {author.title && <p className="author-title">{author.title}</p>}
        {author.description && <p className="author-description">{author.description}</p>}
        {author.socials && (
          <ul className="author-socials">
            {author.socials.map((s) => (
              <li key={s.platform}>
                <a href={s.href} target="_blank" rel="noopener noreferrer">
                  {s.platform}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export function BlogAuthorsPage({ props }: { props: BlogAuthorsProps }) {
  return (
    <div className="blog-layout">
      <BlogSidebar recent={props.recent} title={props.recentTitle} />
      <div className="blog-main">
        <h1>Authors</h1>
        <ul className="author-list">
          {props.authors.map((author) => (
            <li key={author.key}>
              <AuthorCard author={author} link={author.page} />
              <p className="author-count">{`${author.count} post${author.count === 1 ? "" : "s"}`}</p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
