// Date, reading time, authors and tags of a blog post, shared by lists and post pages.
import type { AuthorData, TagData } from "../../src/shared/types.ts";

/** `readingTime` is left out when the config's `blog.showReadingTime` is false. */
export function PostMeta({ date, formattedDate, readingTime }: { date: string; formattedDate: string; readingTime?: number }) {
  return (
    <p className="post-meta">
      <time dateTime={date}>{formattedDate}</time>
      {readingTime !== undefined && (
        <>
          {" · "}
          <span>{`${readingTime} min read`}</span>
        </>
      )}
    </p>
  );
}

export function Authors({ authors }: { authors: AuthorData[] }) {
  if (!authors.length) return null;
  return (
    <ul className="post-authors">
      {authors.map((a) => (
        <li key={a.key} className="post-author">
          {a.imageUrl ? (
            <img className="author-avatar" src={a.imageUrl} alt="" width={32} height={32} />
          ) : (
            <span className="author-avatar" aria-hidden>
              {a.initials}
            </span>
          )}
          <span>
            {a.url ? <a href={a.url} target="_blank" rel="noopener noreferrer">{a.name}</a> : <strong>{a.name}</strong>}
            {a.title && <small className="author-title">{a.title}</small>}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function TagList({ tags }: { tags: TagData[] }) {
  if (!tags.length) return null;
  return (
    <p className="post-tags">
      <span className="post-tags-label">Tags:</span>
      {tags.map((t) =>
        // A tag used only by unlisted posts has no tag page to link to.
        t.count > 0 ? (
          <a key={t.slug} className="tag" href={t.href} rel="tag">
            {t.label}
          </a>
        ) : (
          <span key={t.slug} className="tag">
            {t.label}
          </span>
        ),
      )}
    </p>
  );
}

export default PostMeta;
